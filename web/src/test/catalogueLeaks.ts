import type { DashboardMessages } from '../i18n/locales/en';

/** Every dotted key of a catalogue, with its text. */
export function flattenCatalogue(node: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(node)) {
    if (typeof v === 'string') out.set(`${prefix}${k}`, v);
    else for (const [kk, vv] of flattenCatalogue(v as object, `${prefix}${k}.`)) out.set(kk, vv);
  }
  return out;
}

/**
 * Whether `text` is `parts` with something (one character or more) between each two: the catalogue
 * text with its `{{param}}`s filled in. Leftmost placement, so linear (a regex would backtrack).
 */
function fills(text: string, parts: string[]): boolean {
  if (parts.length === 1) return text === parts[0];
  const first = parts[0]!;
  const last = parts[parts.length - 1]!;
  if (!text.startsWith(first) || !text.endsWith(last)) return false;
  let at = first.length;
  for (const part of parts.slice(1, -1)) {
    const found = text.indexOf(part, at + 1);
    if (found < 0) return false;
    at = found + part.length;
  }
  return text.length - last.length >= at + 1;
}

/**
 * The English texts that must not be seen in `translated`'s language: each English catalogue text
 * that differs from its translation, split at its `{{param}}`s.
 */
export function englishOnlyTexts(en: DashboardMessages, translated: DashboardMessages): { key: string; parts: string[] }[] {
  const other = flattenCatalogue(translated);
  return [...flattenCatalogue(en)]
    .filter(([key, english]) => other.get(key) !== english)
    // A text that is (almost) only placeholders says nothing about the language it is in.
    .filter(([, english]) => (english.replace(/\{\{\s*\w+\s*\}\}/g, '').match(/\p{L}/gu)?.length ?? 0) >= 3)
    .map(([key, english]) => ({ key, parts: english.split(/\{\{\s*\w+\s*\}\}/) }));
}

/** The texts a person can see or hear on the page: text nodes, and placeholders, labels and titles of elements. */
export function visibleTexts(root: ParentNode = document.body): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(root as Node, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (parent && (parent.closest('script, style') || parent.closest('[hidden]'))) continue;
    const text = node.textContent?.trim();
    if (text) texts.push(text);
  }
  // Whole element texts too: a sentence split over several nodes (a link inside it) is still one text.
  for (const el of (root as Element).querySelectorAll?.('p, h1, h2, h3, h4, button, label, th, td, li, span') ?? []) {
    const text = el.textContent?.trim();
    if (text) texts.push(text);
  }
  for (const el of (root as Element).querySelectorAll?.('[placeholder], [aria-label], [title], [alt]') ?? []) {
    for (const attr of ['placeholder', 'aria-label', 'title', 'alt']) {
      const value = el.getAttribute(attr)?.trim();
      if (value) texts.push(value);
    }
  }
  return [...new Set(texts)];
}

/** Which visible texts are English catalogue texts that should have been translated ("key: text"). */
export function catalogueEnglishLeaks(en: DashboardMessages, translated: DashboardMessages, texts: string[]): string[] {
  const english = englishOnlyTexts(en, translated);
  return texts.flatMap((text) => english.filter((e) => fills(text, e.parts)).map((e) => `${e.key}: ${JSON.stringify(text)}`));
}

/** English words that come from formatters rather than the catalogues: weekday names (a chart axis's "Sat 05:00"). */
const ENGLISH_WEEKDAYS = /\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun)(day|sday|nesday|rsday|urday)?\b/;
/** A device composed in English ("Chrome on Linux") instead of the catalogue's security.deviceName. */
const ENGLISH_DEVICE = /\S on (Linux|Windows|macOS|Android|iPhone|iPad|ChromeOS)\b/;

/**
 * Visible texts with English that no catalogue holds: weekday names from a date formatter and
 * device names composed in English. Only for pages shown in another language.
 */
export function formattedEnglishLeaks(texts: string[]): string[] {
  return texts.filter((t) => ENGLISH_WEEKDAYS.test(t) || ENGLISH_DEVICE.test(t)).map((t) => `formatted: ${JSON.stringify(t)}`);
}
