import { groupDigits } from '@contracts/digits';
import { formatKsh } from '@contracts/money'; // the formatter alone (@/lib/format re-exports it with the date helpers)

// Whole quantities are grouped without Intl (the first Intl formatter of a page loads the locale's
// data, ~70 ms on a phone: @contracts/digits); fractions of a GB are rare and go through Intl.
let fractions: Intl.NumberFormat | undefined;
const quantity = (n: number) => (Number.isSafeInteger(n) && n >= 0 ? groupDigits(n) : (fractions ??= new Intl.NumberFormat('en-KE', { maximumFractionDigits: 3 })).format(n));

/** "KSh 0.85 / GB-month", "Free" for a zero price. */
export const priceText = (unitPriceCents: number, unit: string) => (unitPriceCents === 0 ? 'Free' : `${formatKsh(unitPriceCents)} / ${unit}`);

/** "1,990 GB" (or "1 month" for premium support). */
export const usageText = (amount: number, unit: string) => {
  if (unit === 'month') return amount === 0 ? '—' : `${quantity(amount)} month${amount === 1 ? '' : 's'}`;
  return `${quantity(amount)} GB`;
};
