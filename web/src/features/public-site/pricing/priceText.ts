import { groupDigits } from '@contracts/digits';
import { formatKsh } from '@contracts/money'; // the formatter alone (@/lib/format re-exports it with the date helpers)

// Whole quantities without Intl (its first formatter costs a page ~70 ms on a phone); fractions of
// a GB, rare, through Intl (up to three decimals): @contracts/digits.
const quantity = groupDigits;

/** "KSh 0.85 / GB-month", "Free" for a zero price. */
export const priceText = (unitPriceCents: number, unit: string) => (unitPriceCents === 0 ? 'Free' : `${formatKsh(unitPriceCents)} / ${unit}`);

/** "1,990 GB" (or "1 month" for premium support). */
export const usageText = (amount: number, unit: string) => {
  if (unit === 'month') return amount === 0 ? '—' : `${quantity(amount)} month${amount === 1 ? '' : 's'}`;
  return `${quantity(amount)} GB`;
};
