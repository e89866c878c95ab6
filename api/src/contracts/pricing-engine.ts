import { CURRENCY, PRICES, type Region } from './prices';
import type { EstimateInput, QuoteInput } from './pricing';

/**
 * The pricing engine: pure functions, money in integer cents of KSh. Quantities are GB (up to
 * three decimals are honoured: usage is counted in thousandths of a GB, so sums never drift).
 * Every quote, estimate and invoice line in the product is computed here.
 */
export interface UsageLine {
  /** Usage in GB (or months for premium support). */
  amount: number;
  /** Part of the usage covered by a free allowance. */
  free: number;
  /** Part of the usage charged. */
  billable: number;
  costCents: number;
}

export interface Quote {
  currency: string;
  totalCents: number;
  breakdown: { storage: UsageLine; egress: UsageLine };
}

export type EstimateItem = 'storage' | 'egress' | 'block_storage' | 'snapshots' | 'cdn' | 'premium_support';

export interface EstimateLine extends UsageLine {
  item: EstimateItem;
  label: string;
  unit: string;
  unitPriceCents: number;
}

export interface Estimate {
  currency: string;
  lines: EstimateLine[];
  totalCents: number;
}

export interface PriceListItem {
  item: EstimateItem;
  label: string;
  unit: string;
  unitPriceCents: number;
  freeAllowance: string | null;
}

/** Thousandths of a GB, the unit the engine counts in. */
const toMilli = (gb: number) => Math.round(gb * 1000);
const fromMilli = (milli: number) => milli / 1000;

/**
 * One priced line: usage with an optional free allowance (null = all free), at a unit price in
 * cents. Cost is rounded half-up to the cent once, on the billable quantity.
 */
export function priceLine(usage: number, freeAllowance: number | null, unitCents: number): UsageLine {
  if (!Number.isFinite(usage) || usage < 0) throw new RangeError('usage must be a finite number >= 0');
  const usedMilli = toMilli(usage);
  const freeMilli = freeAllowance === null ? usedMilli : Math.min(usedMilli, toMilli(freeAllowance));
  const billableMilli = usedMilli - freeMilli;
  return {
    amount: fromMilli(usedMilli),
    free: fromMilli(freeMilli),
    billable: fromMilli(billableMilli),
    costCents: Math.round((billableMilli * unitCents) / 1000),
  };
}

/** Object storage for a month: 10 GB free forever, then KSh 0.85 per GB-month. */
export const storageLine = (gb: number) => priceLine(gb, PRICES.storageFreeGb, PRICES.storageCentsPerGbMonth);

/** Egress for a month by region: Kenya free and unlimited; regional tiers after their free GB. */
export const egressLine = (gb: number, region: Region) =>
  priceLine(gb, PRICES.egressFreeGb[region], PRICES.egressCentsPerGb[region]);

/** Block SSD for a month (no free tier). */
export const blockStorageLine = (gb: number) => priceLine(gb, 0, PRICES.blockCentsPerGbMonth);

/** Snapshots and backups for a month (no free tier). */
export const snapshotLine = (gb: number) => priceLine(gb, 0, PRICES.snapshotCentsPerGbMonth);

/** Edge CDN delivery for a month: 1 TB free during the beta. */
export const cdnLine = (gb: number) => priceLine(gb, PRICES.cdnFreeGb, PRICES.cdnCentsPerGb);

/** Premium support: a flat monthly fee when chosen. */
export const premiumSupportLine = (chosen: boolean) => priceLine(chosen ? 1 : 0, 0, PRICES.premiumSupportCentsPerMonth);

/** The public calculator's quote: object storage plus egress. */
export function quote(input: QuoteInput): Quote {
  const storage = storageLine(input.storageGB);
  const egress = egressLine(input.egressGB, input.region);
  return { currency: CURRENCY, totalCents: storage.costCents + egress.costCents, breakdown: { storage, egress } };
}

const egressLabel: Record<Region, string> = {
  kenya: 'Egress — Kenya (local)',
  'east-africa': 'Egress — East Africa',
  africa: 'Egress — Africa multi-region',
};

/** The full estimate: one line per product, in the order of the price list. */
export function estimate(input: EstimateInput): Estimate {
  const lines: EstimateLine[] = [
    { item: 'storage', label: 'Object storage', unit: 'GB-month', unitPriceCents: PRICES.storageCentsPerGbMonth, ...storageLine(input.storageGB) },
    { item: 'egress', label: egressLabel[input.region], unit: 'GB', unitPriceCents: PRICES.egressCentsPerGb[input.region], ...egressLine(input.egressGB, input.region) },
    { item: 'block_storage', label: 'Block SSD storage', unit: 'GB-month', unitPriceCents: PRICES.blockCentsPerGbMonth, ...blockStorageLine(input.blockStorageGB) },
    { item: 'snapshots', label: 'Snapshots & backups', unit: 'GB-month', unitPriceCents: PRICES.snapshotCentsPerGbMonth, ...snapshotLine(input.snapshotGB) },
    { item: 'cdn', label: 'Edge CDN (Beta)', unit: 'GB', unitPriceCents: PRICES.cdnCentsPerGb, ...cdnLine(input.cdnGB) },
    { item: 'premium_support', label: 'Premium support', unit: 'month', unitPriceCents: PRICES.premiumSupportCentsPerMonth, ...premiumSupportLine(input.premiumSupport) },
  ];
  return { currency: CURRENCY, lines, totalCents: lines.reduce((sum, l) => sum + l.costCents, 0) };
}

/** The published price list (what the pricing table shows). */
export function priceList(): PriceListItem[] {
  return [
    { item: 'storage', label: 'Object storage', unit: 'GB-month', unitPriceCents: PRICES.storageCentsPerGbMonth, freeAllowance: `${PRICES.storageFreeGb} GB free forever` },
    { item: 'egress', label: 'Egress — Kenya (local)', unit: 'GB', unitPriceCents: PRICES.egressCentsPerGb.kenya, freeAllowance: 'Free and unlimited' },
    { item: 'egress', label: 'Egress — East Africa', unit: 'GB', unitPriceCents: PRICES.egressCentsPerGb['east-africa'], freeAllowance: `First ${PRICES.egressFreeGb['east-africa']} GB per month free` },
    { item: 'egress', label: 'Egress — Africa multi-region', unit: 'GB', unitPriceCents: PRICES.egressCentsPerGb.africa, freeAllowance: `First ${PRICES.egressFreeGb.africa} GB per month free` },
    { item: 'block_storage', label: 'Block SSD storage', unit: 'GB-month', unitPriceCents: PRICES.blockCentsPerGbMonth, freeAllowance: null },
    { item: 'snapshots', label: 'Snapshots & backups', unit: 'GB-month', unitPriceCents: PRICES.snapshotCentsPerGbMonth, freeAllowance: null },
    { item: 'cdn', label: 'Edge CDN (Beta)', unit: 'GB', unitPriceCents: PRICES.cdnCentsPerGb, freeAllowance: '1 TB free per month during beta' },
    { item: 'premium_support', label: 'Premium support', unit: 'month', unitPriceCents: PRICES.premiumSupportCentsPerMonth, freeAllowance: null },
  ];
}

/**
 * VAT on a subtotal, in integer cents: subtotal × rate, rounded half up to the cent, once (never
 * per unit or per GB). The rate is in basis points (1600 = 16 %), so the arithmetic stays integer.
 */
export function vatOn(subtotalCents: number, rateBasisPoints: number): number {
  if (!Number.isSafeInteger(subtotalCents) || subtotalCents < 0) throw new RangeError('subtotal must be whole cents >= 0');
  if (!Number.isInteger(rateBasisPoints) || rateBasisPoints < 0 || rateBasisPoints > 10_000) throw new RangeError('rate must be 0 to 10,000 basis points');
  return Math.floor((subtotalCents * rateBasisPoints + 5_000) / 10_000);
}

export interface Taxed {
  /** The rate in percent, e.g. 16. */
  vatRatePercent: number;
  vatCents: number;
  totalInclVatCents: number;
}

/** An amount excluding VAT with its VAT and the total including it. */
export function withVat(subtotalCents: number, rateBasisPoints: number): Taxed {
  const vatCents = vatOn(subtotalCents, rateBasisPoints);
  return { vatRatePercent: rateBasisPoints / 100, vatCents, totalInclVatCents: subtotalCents + vatCents };
}

/** Cents to shillings for the REST shim's numbers (1691.5 from 169150). */
export const centsToKsh = (cents: number) => cents / 100;

/** The plan catalogue's prices in cents (spec §3 and §9: 100 GB for KSh 200 a month, …). */
export const PLAN_PRICES = {
  monthly: { storageGB: 100, cents: 20_000, period: 'month' },
  biannual: { storageGB: 500, cents: 100_000, period: '6 months' },
  annual: { storageGB: 1000, cents: 200_000, period: '12 months' },
} as const;
export type PlanName = keyof typeof PLAN_PRICES;

export interface ServicePrice {
  /** What one billing period costs, in cents. */
  cents: number;
  /** 'month' for custom sizes and the monthly plan, else the plan's term. */
  period: 'month' | '6 months' | '12 months';
  /** The price text a service shows, e.g. 'KSh 76.50/month' or 'KSh 1,000/6 months'. */
  text: string;
}

/**
 * The server's price of a service: the plan's catalogue price, or a custom size at the published
 * per-GB price of its product (object storage after its free tier, block SSD, backups at the
 * snapshot price). Null for a product that cannot be priced this way.
 */
export function servicePrice(s: { serviceType: string; storageAmount: number; planType?: PlanName | null }, format: (cents: number, opts?: { whole?: boolean }) => string): ServicePrice | null {
  if (s.planType) {
    const plan = PLAN_PRICES[s.planType];
    return { cents: plan.cents, period: plan.period, text: `${format(plan.cents, { whole: true })}/${plan.period}` };
  }
  const line = s.serviceType === 'Object Storage' ? storageLine(s.storageAmount) : s.serviceType === 'Block Storage' ? blockStorageLine(s.storageAmount) : s.serviceType === 'Backup Storage' ? snapshotLine(s.storageAmount) : null;
  return line ? { cents: line.costCents, period: 'month', text: `${format(line.costCents)}/month` } : null;
}
