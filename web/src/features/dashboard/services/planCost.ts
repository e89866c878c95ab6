import { blockStorageLine, snapshotLine, storageLine } from '@pricing';
import { formatKsh } from '@/lib/format';

/** The catalogue plan's price text, e.g. 'KSh 1,000/6 months' (what the services list shows). */
export function planCostText(plan: { priceKsh: number; duration: string }): string {
  const per = plan.duration === '1 month' ? 'month' : plan.duration;
  return `${formatKsh(plan.priceKsh * 100, { whole: true })}/${per}`;
}

/**
 * The published monthly price of a custom size, from the shared pricing engine (the same functions
 * that price quotes and invoices): object storage after its free tier, block SSD, backups at the
 * snapshot price.
 */
export function customMonthlyCostCents(serviceType: string, gb: number): number | null {
  if (!Number.isFinite(gb) || gb < 1) return null;
  switch (serviceType) {
    case 'Object Storage':
      return storageLine(gb).costCents;
    case 'Block Storage':
      return blockStorageLine(gb).costCents;
    case 'Backup Storage':
      return snapshotLine(gb).costCents;
    default:
      return null;
  }
}

export const customCostText = (cents: number) => `${formatKsh(cents)}/month`;
