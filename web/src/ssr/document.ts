import { AFTER_PAINT_CHUNKS_ID } from '../lib/prerenderedAttribute';
import type { PageMeta } from '@/lib/usePageMeta';

export type { PrerenderManifest } from '@contracts/prerender';

/** The file a pre-rendered page is written to ('*' is the 404 page, '/sw/*' its Kiswahili copy). */
export function prerenderedFileName(page: string): string {
  if (page === '*') return '404.html';
  if (page.endsWith('/*')) return `${page.slice(1, -2).replace(/\//g, '_')}_404.html`;
  if (page === '/') return 'home.html';
  return `${page.slice(1).replace(/\//g, '_')}.html`;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const modulePreloads = (files: string[]) => files.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join('');

/** index.html with a modulepreload for each of `files` it does not preload yet (chunk paths relative to the web root). */
export function withModulePreloads(template: string, files: string[]): string {
  if (!template.includes('</head>')) throw new Error('index.html has no </head>');
  const missing = files.filter((f) => !template.includes(`href="/${f}"`));
  return template.replace('</head>', () => `${modulePreloads(missing)}</head>`);
}

/** `<` escaped so a chunk name can never close the <script> element early. */
const jsonInHtml = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export interface DocumentParts {
  /** The page as PRERENDERED_PATHS names it (written to #root's attribute). */
  page: string;
  /** The attribute that carries it (PRERENDERED_ATTRIBUTE). */
  attribute: string;
  /** The rendered markup, its <style> elements, its title and description. */
  html: string;
  styles: string;
  meta: PageMeta;
  /** Chunk files (relative to the web root) the page needs to hydrate: fetched once it has painted. */
  preloads: string[];
  /** The page's language (<html lang>), and the page in each language (hreflang alternates), if any. */
  lang?: string;
  alternates?: Record<string, string>;
}

/**
 * The built index.html (Vite's entry script and the modulepreloads of the entry's own imports in
 * it) turned into the page's document: its title and description, its CSS at the end of <head>,
 * its markup in #root, and the list of chunks it needs to hydrate (the app and the page's lazy
 * chunks) as JSON for the entry script, which fetches them once the page has painted — not as
 * <link rel="modulepreload">: those would compete with the page for the first paint (and a
 * browser that finishes them first evaluates them before painting). Fails loudly if the template
 * lacks one of those places.
 */
export function assembleDocument(template: string, parts: DocumentParts): string {
  let doc = template;
  const put = (pattern: RegExp, value: string, what: string) => {
    if (!pattern.test(doc)) throw new Error(`index.html has no ${what}`);
    doc = doc.replace(pattern, () => value);
  };
  if (parts.meta.title) put(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(parts.meta.title)}</title>`, '<title>');
  if (parts.meta.description) put(/<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${escapeHtml(parts.meta.description)}" />`, 'meta description');
  if (parts.lang) put(/<html lang="[^"]*">/, `<html lang="${escapeHtml(parts.lang)}">`, '<html lang>');
  // hreflang alternates: the same page in every language, English also for any other (x-default).
  const alternates = Object.entries(parts.alternates ?? {}).map(([lang, href]) => `<link rel="alternate" hreflang="${lang}" href="${escapeHtml(href)}">`);
  if (parts.alternates?.en) alternates.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(parts.alternates.en)}">`);
  const afterPaint = `${alternates.join('')}<script type="application/json" id="${AFTER_PAINT_CHUNKS_ID}">${jsonInHtml(parts.preloads)}</script>`;
  put(/<\/head>/, `${parts.styles}${afterPaint}</head>`, '</head>');
  put(/<div id="root"><\/div>/, `<div id="root" ${parts.attribute}="${escapeHtml(parts.page)}">${parts.html}</div>`, 'empty <div id="root">');
  return doc;
}
