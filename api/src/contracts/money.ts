/**
 * The one money formatter, shared by the server (texts it stores, e.g. a service's price) and the
 * web app (web/src/lib/format.ts re-exports it). Money is integer cents of KSh: "KSh 1,691.50".
 *
 * Whole cents are written by integer arithmetic, the way Intl.NumberFormat('en-KE') writes them
 * (money.test.ts compares the two). Why not Intl itself: the first Intl formatter a page creates
 * loads the locale's data, ~18 ms of main thread on a fast machine and 70 ms on a phone, and every
 * public page formats prices while it starts (bench/README.md). Anything that is not a whole number
 * of cents (none should be) still goes through Intl, created on first use.
 */
import { groupDigits } from './digits';

let intl: { cents: Intl.NumberFormat; whole: Intl.NumberFormat } | undefined;
const viaIntl = () => (intl ??= { cents: new Intl.NumberFormat('en-KE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }), whole: new Intl.NumberFormat('en-KE', { maximumFractionDigits: 0 }) });

/** "1,691.50" (or "1,692" when `whole`: halves away from zero, as Intl rounds) from cents. */
function amount(cents: number, whole: boolean): string {
  if (!Number.isSafeInteger(cents)) return (whole ? viaIntl().whole : viaIntl().cents).format(cents / 100);
  const sign = cents < 0 || Object.is(cents, -0) ? '-' : '';
  const abs = Math.abs(cents);
  const rest = abs % 100;
  if (whole) return `${sign}${groupDigits(Math.floor(abs / 100) + (rest >= 50 ? 1 : 0))}`;
  return `${sign}${groupDigits(Math.floor(abs / 100))}.${String(rest).padStart(2, '0')}`;
}

/** "KSh 1,691.50" from cents; `whole` drops the cents ("KSh 5,000"). */
export function formatKsh(cents: number, opts: { whole?: boolean } = {}): string {
  return `KSh ${amount(cents, opts.whole ?? false)}`;
}

/** "1,691.50" (no currency) from cents. */
export const formatAmount = (cents: number) => amount(cents, false);
