import { PRICES } from '@contracts/pricing';
import { formatKsh } from '@/lib/format';

/** The catalogue plan's price text, e.g. 'KSh 1,000/6 months' (what the services list shows). */
export function planCostText(plan: { priceKsh: number; duration: string }): string {
  const per = plan.duration === '1 month' ? 'month' : plan.duration;
  return `${formatKsh(plan.priceKsh * 100, { whole: true })}/${per}`;
}

/**
 * The published monthly price of a custom size (spec section 9): object storage 0.85/GB-month after
 * 10 GB free, block SSD 5.50/GB-month, backups at the snapshot price 0.85/GB-month.
 */
export function customMonthlyCostCents(serviceType: string, gb: number): number | null {
  if (!Number.isFinite(gb) || gb < 1) return null;
  switch (serviceType) {
    case 'Object Storage':
      return Math.max(0, gb - PRICES.storageFreeGb) * PRICES.storageCentsPerGbMonth;
    case 'Block Storage':
      return gb * PRICES.blockCentsPerGbMonth;
    case 'Backup Storage':
      return gb * PRICES.snapshotCentsPerGbMonth;
    default:
      return null;
  }
}

export const customCostText = (cents: number) => `${formatKsh(cents)}/month`;
