import { formatKsh } from '@contracts/money'; // the formatter alone (@/lib/format re-exports it with the date helpers)

const qty = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 3 });

/** "KSh 0.85 / GB-month", "Free" for a zero price. */
export const priceText = (unitPriceCents: number, unit: string) => (unitPriceCents === 0 ? 'Free' : `${formatKsh(unitPriceCents)} / ${unit}`);

/** "1,990 GB" (or "1 month" for premium support). */
export const usageText = (amount: number, unit: string) => {
  if (unit === 'month') return amount === 0 ? '—' : `${qty.format(amount)} month${amount === 1 ? '' : 's'}`;
  return `${qty.format(amount)} GB`;
};
