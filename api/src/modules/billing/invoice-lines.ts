import { PLANS } from '../../contracts/services';
import { PRICES, REGIONS, type Region } from '../../contracts/pricing';
import { blockStorageLine, egressLine, snapshotLine, storageLine, type UsageLine } from '../../contracts/pricing-engine';
import { allocate } from './allocate';
import type { InvoiceLineKind } from './invoice-line.entity';

/**
 * How a month of a customer's services is billed (pure; every amount comes from the pricing engine):
 * - a PLAN service (planType set) is billed its plan price in full in the month each term starts
 *   (monthly: every month; biannual: every 6th month from its start; annual: every 12th), if it is
 *   active then; its storage is included (no overage charge), noncurrent versions too: everything
 *   it stores up to the plan's GB, so no snapshots line;
 * - a pay-as-you-go OBJECT storage service is billed its CURRENT GB-months (average stored GB over
 *   the month's hours, less the noncurrent part) at the object storage price; the account's free
 *   GB are applied once to the sum of all such services' current GB-months and the cost is shared
 *   between them in proportion to those; its NONCURRENT GB-months (S3 versioning: versions that
 *   are not the current object, and delete markers' key bytes) are a separate "Snapshots &
 *   backups" line right after, at the snapshot price (no free GB);
 * - a pay-as-you-go BACKUP storage service is billed its stored GB-months at the snapshot price
 *   (all of it, so its noncurrent part is not split out);
 * - a pay-as-you-go BLOCK storage service is billed its provisioned GB for the share of the
 *   month it was active (block volumes are reserved capacity);
 * - EGRESS of every service is summed per region, priced once per region (free allowances apply
 *   once per account and month) and shared between services in proportion to their GB.
 */
export interface BillableService {
  id: number;
  name: string;
  serviceType: string;
  storageAmount: number;
  planType: 'monthly' | 'biannual' | 'annual' | null;
  /** Share (0–1) of the month the service was active (block storage). */
  activeShare: number;
  /** A plan term starts in this month while the service is active. */
  planDue: boolean;
}

export interface ServiceUsage {
  /** Sum over the month's hours of the GB stored (every version). */
  storedGbHours: number;
  /** Of storedGbHours, the GB-hours of noncurrent versions and delete markers. */
  noncurrentGbHours: number;
  egress: Record<Region, number>;
}

export interface LineDraft {
  serviceId: number | null;
  serviceName: string | null;
  kind: InvoiceLineKind;
  region: Region | null;
  description: string;
  quantity: number;
  unit: string;
  unitPriceCents: number;
  amountCents: number;
}

const milli = (gb: number) => Math.round(gb * 1000);
const planOf = (t: NonNullable<BillableService['planType']>) => PLANS.find((p) => p.type === t)!;
const typeOf = (s: BillableService) => (/block/i.test(s.serviceType) ? 'block' : /backup/i.test(s.serviceType) ? 'backup' : 'object');

const EGRESS_TEXT: Record<Region, string> = {
  kenya: 'Egress — Kenya (local, free)',
  'east-africa': `Egress — East Africa (first ${PRICES.egressFreeGb['east-africa']} GB per month free per account)`,
  africa: `Egress — Africa multi-region (first ${PRICES.egressFreeGb.africa} GB per month free per account)`,
};

/** Price a pool once with the engine and share the cost over the members' quantities. */
function pooled(quantities: number[], price: (totalGb: number) => UsageLine): number[] {
  const total = quantities.reduce((s, q) => s + milli(q), 0) / 1000;
  return allocate(price(total).costCents, quantities.map(milli));
}

/** The invoice lines of one month, in service order: plan or storage line (and snapshots line), then egress by region. */
export function computeLines(services: BillableService[], usage: Map<number, ServiceUsage>, monthHours: number): LineDraft[] {
  const gbMonth = (s: BillableService) => milli((usage.get(s.id)?.storedGbHours ?? 0) / monthHours) / 1000;
  // Rounded once, then the current part is what is left: the two lines add up to gbMonth exactly.
  const noncurrentGbMonth = (s: BillableService) => Math.min(gbMonth(s), Math.max(0, milli((usage.get(s.id)?.noncurrentGbHours ?? 0) / monthHours) / 1000));
  const currentGbMonth = (s: BillableService) => (milli(gbMonth(s)) - milli(noncurrentGbMonth(s))) / 1000;
  const objects = services.filter((s) => !s.planType && typeOf(s) === 'object');
  const objectShares = pooled(objects.map(currentGbMonth), storageLine);
  const objectCost = new Map(objects.map((s, i) => [s.id, objectShares[i]!]));
  const egressCost = new Map<Region, number[]>(REGIONS.map((r) => [r, pooled(services.map((s) => usage.get(s.id)?.egress[r] ?? 0), (gb) => egressLine(gb, r))]));

  const lines: LineDraft[] = [];
  services.forEach((s, index) => {
    const base = { serviceId: s.id, serviceName: s.name, region: null };
    if (s.planType) {
      if (s.planDue) {
        const plan = planOf(s.planType);
        const cents = plan.priceKsh * 100;
        lines.push({ ...base, kind: 'plan', description: `${s.planType[0]!.toUpperCase()}${s.planType.slice(1)} plan: ${plan.storageGB} GB for ${plan.duration}`, quantity: 1, unit: 'plan', unitPriceCents: cents, amountCents: cents });
      }
    } else if (typeOf(s) === 'block') {
      const q = milli(s.storageAmount * s.activeShare) / 1000;
      if (q > 0) lines.push({ ...base, kind: 'block_storage', description: `Block SSD storage (${s.storageAmount} GB provisioned)`, quantity: q, unit: 'GB-month', unitPriceCents: PRICES.blockCentsPerGbMonth, amountCents: blockStorageLine(q).costCents });
    } else if (typeOf(s) === 'backup') {
      const q = gbMonth(s);
      if (q > 0) lines.push({ ...base, kind: 'backup_storage', description: 'Snapshots & backups storage', quantity: q, unit: 'GB-month', unitPriceCents: PRICES.snapshotCentsPerGbMonth, amountCents: snapshotLine(q).costCents });
    } else {
      const q = currentGbMonth(s);
      if (q > 0) lines.push({ ...base, kind: 'storage', description: `Object storage (first ${PRICES.storageFreeGb} GB free per account)`, quantity: q, unit: 'GB-month', unitPriceCents: PRICES.storageCentsPerGbMonth, amountCents: objectCost.get(s.id)! });
      const n = noncurrentGbMonth(s);
      if (n > 0) lines.push({ ...base, kind: 'snapshots', description: 'Snapshots & backups (noncurrent versions)', quantity: n, unit: 'GB-month', unitPriceCents: PRICES.snapshotCentsPerGbMonth, amountCents: snapshotLine(n).costCents });
    }
    for (const r of REGIONS) {
      const q = milli(usage.get(s.id)?.egress[r] ?? 0) / 1000;
      if (q > 0) lines.push({ ...base, kind: 'egress', region: r, description: EGRESS_TEXT[r], quantity: q, unit: 'GB', unitPriceCents: PRICES.egressCentsPerGb[r], amountCents: egressCost.get(r)![index]! });
    }
  });
  return lines;
}
