import { z } from 'zod';
import { groupDigits } from './digits';
import { PRICES, REGIONS } from './prices';

export * from './prices';

/**
 * Published prices (spec section 9) and the calculator's input rules, shared by the server (the
 * authority that computes every quote) and the web app (labels, limits, form checks).
 * Money is in integer cents of KSh; quantities are in GB (1 TB = 1,000 GB).
 * Pure zod: no Node or browser imports.
 */
/** Largest quantity one estimate accepts (1 PB); larger needs a conversation with sales. */
export const MAX_QUOTE_GB = 1_000_000;

const gb = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} cannot be negative`)
    .max(MAX_QUOTE_GB, `${label} must be at most ${groupDigits(MAX_QUOTE_GB)} GB`);

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
