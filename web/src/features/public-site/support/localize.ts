import en from '../i18n/en/ticket';

/**
 * A message of the shared support contract (@contracts/support), or the server's, in the page's
 * language `t` (the ticket part): found by its exact English text; one no key has stays as it is,
 * or becomes `fallback` when given. English pages keep every text. (As pricing/localize.ts.)
 */
export function localize(t: typeof en, message: string, fallback?: string): string {
  if (t === en) return message;
  const key = (Object.keys(en.validation) as (keyof typeof en.validation)[]).find((k) => en.validation[k] === message);
  return key ? t.validation[key] : (fallback ?? message);
}
