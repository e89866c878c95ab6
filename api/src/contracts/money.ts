/**
 * The one money formatter, shared by the server (texts it stores, e.g. a service's price) and the
 * web app (web/src/lib/format.ts re-exports it). Money is integer cents of KSh. Plain Intl: no imports.
 */
const ksh = new Intl.NumberFormat('en-KE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const kshWhole = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 0 });

/** "KSh 1,691.50" from cents; `whole` drops the cents ("KSh 5,000"). */
export function formatKsh(cents: number, opts: { whole?: boolean } = {}): string {
  const shillings = cents / 100;
  return `KSh ${(opts.whole ? kshWhole : ksh).format(shillings)}`;
}

/** "1,691.50" (no currency) from cents. */
export const formatAmount = (cents: number) => ksh.format(cents / 100);
