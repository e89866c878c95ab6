/**
 * Published prices (spec section 9) as plain constants, with no imports at all, so a page that
 * only shows prices does not load the validation library. Re-exported by contracts/pricing.ts.
 * Money is in integer cents of KSh; quantities are in GB (1 TB = 1,000 GB).
 */
export const CURRENCY = 'KES';

export const PRICES = {
  /** Object storage, per GB-month. */
  storageCentsPerGbMonth: 85,
  /** GB of object storage free forever. */
  storageFreeGb: 10,
  /** Egress per GB by region (kenya: free and unlimited). */
  egressCentsPerGb: { kenya: 0, 'east-africa': 40, africa: 60 },
  /** Egress GB free per month by region (null: unlimited). */
  egressFreeGb: { kenya: null, 'east-africa': 50, africa: 50 },
  /** Block SSD per GB-month; no free tier. */
  blockCentsPerGbMonth: 550,
  blockMinGb: 1,
  blockMaxGb: 16_000,
  /** Snapshots and backups per GB-month. */
  snapshotCentsPerGbMonth: 85,
  /** Edge CDN per GB delivered; 1 TB free each month during the beta. */
  cdnCentsPerGb: 12,
  cdnFreeGb: 1_000,
  /** Premium support, per month. */
  premiumSupportCentsPerMonth: 900_000,
} as const;

export const REGIONS = ['kenya', 'east-africa', 'africa'] as const;
export type Region = (typeof REGIONS)[number];

export const REGION_LABELS: Record<Region, string> = {
  kenya: 'Kenya (local egress)',
  'east-africa': 'East Africa (regional egress)',
  africa: 'Africa multi-region (Nairobi + Dar es Salaam)',
};
