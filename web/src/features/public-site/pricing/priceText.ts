import { formatKsh } from '@/lib/format';

const qty = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 3 });

/** "KSh 0.85 / GB-month", "Free" for a zero price. */
export const priceText = (unitPriceCents: number, unit: string) => (unitPriceCents === 0 ? 'Free' : `${formatKsh(unitPriceCents)} / ${unit}`);

/** "1,990 GB" (or "1 month" for premium support). */
export const usageText = (amount: number, unit: string) => {
  const base = unit === 'month' ? 'month' : 'GB';
  return `${qty.format(amount)} ${base}${base === 'month' && amount !== 1 ? 's' : ''}`;
};
