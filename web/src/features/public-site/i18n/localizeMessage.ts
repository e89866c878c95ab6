/**
 * A message of the shared zod contracts (or the server's), which arrives in English from the
 * browser's own checks and from the API alike, in the page's language: `english` and `local` are
 * one part's `validation` texts in English and in the page's language (the same keys). A message
 * no key has stays as it is, unless `fallback` is given (a translated general text).
 */
export function localizeMessage<T extends Record<string, string>>(message: string, english: T, local: T, fallback?: string): string {
  if (english === local) return message;
  for (const key of Object.keys(english)) if (english[key] === message) return local[key]!;
  return fallback ?? message;
}
