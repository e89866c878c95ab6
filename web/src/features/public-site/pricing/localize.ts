import en from '../i18n/en/calculator';

/**
 * A message of the shared pricing contract (@contracts/pricing), or the server's, which arrives in
 * English from the browser's own checks and from the API alike, in the page's language `t` (the
 * calculator part): found by its exact English text. A text no key has stays as it is, or becomes
 * `fallback` (a translated general text) when given; on an English page every text stays as it is.
 * (support/localize.ts does the same for the ticket form: one shared module would be a chunk of
 * its own, named in the app's dependency list, which the home page downloads.)
 */
export function localize(t: typeof en, message: string, fallback?: string): string {
  if (t === en) return message;
  const key = (Object.keys(en.validation) as (keyof typeof en.validation)[]).find((k) => en.validation[k] === message);
  return key ? t.validation[key] : (fallback ?? message);
}
