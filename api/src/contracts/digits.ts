/**
 * "1,000,000": a whole number >= 0 with a comma every three digits, as Intl's English locales write
 * it, without Intl. The first Intl formatter a page creates loads the locale's data (~70 ms of main
 * thread on a phone), and the limits in validation messages are formatted while modules load, on
 * every page that imports a schema (bench/README.md). Anything else (a fraction: at most three
 * decimals, a negative number) falls back to Intl and is written as before.
 */
export function groupDigits(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) return n.toLocaleString('en-US');
  return String(n).replace(/\B(?=(\d{3})+$)/g, ',');
}
