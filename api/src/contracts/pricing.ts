import { z } from 'zod';

/**
 * Published prices (spec section 9) and the calculator's input rules, shared by the server (the
 * authority that computes every quote) and the web app (labels, limits, form checks).
 * Money is in integer cents of KSh; quantities are in GB (1 TB = 1,000 GB).
 * Pure zod: no Node or browser imports.
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

/** Largest quantity one estimate accepts (1 PB); larger needs a conversation with sales. */
export const MAX_QUOTE_GB = 1_000_000;

const gb = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} cannot be negative`)
    .max(MAX_QUOTE_GB, `${label} must be at most ${MAX_QUOTE_GB.toLocaleString('en-US')} GB`);

export const regionSchema = z.enum(REGIONS, { error: 'Region must be one of kenya, east-africa, africa' });

/** The public calculator: POST /api/pricing/calculate and Query.pricingQuote. */
export const quoteInputSchema = z.object({
  storageGB: gb('Storage'),
  egressGB: gb('Egress'),
  region: regionSchema,
});
export type QuoteInput = z.infer<typeof quoteInputSchema>;

/** The full estimate: the quote plus block storage, snapshots, CDN and premium support. */
export const estimateInputSchema = quoteInputSchema.extend({
  blockStorageGB: gb('Block storage')
    .refine((v) => v === 0 || (v >= PRICES.blockMinGb && v <= PRICES.blockMaxGb), 'Block storage volumes are 1 GB to 16 TB (16,000 GB)')
    .default(0),
  snapshotGB: gb('Snapshots').default(0),
  cdnGB: gb('CDN delivery').default(0),
  premiumSupport: z.boolean({ error: 'Premium support must be true or false' }).default(false),
});
export type EstimateInput = z.infer<typeof estimateInputSchema>;

/** Calculator defaults (spec section 2, Pricing). */
export const CALCULATOR_DEFAULTS: QuoteInput = { storageGB: 100, egressGB: 50, region: 'kenya' };
