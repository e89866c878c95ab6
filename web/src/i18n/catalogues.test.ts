import { en } from './locales/en';
import { fr } from './locales/fr';
import { sw } from './locales/sw';

/** Every dotted key of a catalogue, with its text. */
function flatten(node: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(node)) {
    if (typeof v === 'string') out.set(`${prefix}${k}`, v);
    else for (const [kk, vv] of flatten(v as object, `${prefix}${k}.`)) out.set(kk, vv);
  }
  return out;
}

const catalogues = { en, sw, fr };
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('dashboard catalogues', () => {
  const reference = flatten(en);

  it.each(Object.entries(catalogues))('%s has exactly the keys of every other catalogue', (_lang, catalogue) => {
    const keys = flatten(catalogue);
    for (const [otherLang, other] of Object.entries(catalogues)) {
      const otherKeys = [...flatten(other).keys()];
      expect({ against: otherLang, missing: otherKeys.filter((k) => !keys.has(k)) }).toEqual({ against: otherLang, missing: [] });
    }
  });

  it.each(['sw', 'fr'] as const)('%s keeps the placeholders of every English text and has no empty text', (lang) => {
    const texts = flatten(catalogues[lang]);
    const wrong = [...reference].filter(([key, english]) => texts.get(key)?.trim() === '' || placeholders(texts.get(key) ?? '').join() !== placeholders(english).join());
    expect(wrong.map(([key]) => key)).toEqual([]);
  });
});
