import { z } from 'zod';

/**
 * Usage metering: the ingestion contract of the storage platform (POST /api/metering/usage) and
 * the constants the dashboard and monitoring views are computed with. Shared with the web app.
 * Pure zod: no Node or browser imports.
 */

/** Dashboard ranges, their length in hours and the size of one chart bucket in hours. */
export const TIME_RANGES = {
  h1: { label: '1h', hours: 1, bucketHours: 1 },
  h24: { label: '24h', hours: 24, bucketHours: 1 },
  d7: { label: '7d', hours: 7 * 24, bucketHours: 6 },
  d30: { label: '30d', hours: 30 * 24, bucketHours: 24 },
  d90: { label: '90d', hours: 90 * 24, bucketHours: 72 },
} as const;
export type TimeRangeKey = keyof typeof TIME_RANGES;
export const OVERVIEW_RANGES: TimeRangeKey[] = ['h1', 'h24', 'd7', 'd30', 'd90'];
export const MONITORING_RANGES: TimeRangeKey[] = ['h1', 'h24', 'd7', 'd30'];
export const DEFAULT_OVERVIEW_RANGE: TimeRangeKey = 'd7';
export const DEFAULT_MONITORING_RANGE: TimeRangeKey = 'h24';

/** Egress regions, the same keys as the pricing engine's regions. */
export const USAGE_REGIONS = ['kenya', 'east-africa', 'africa'] as const;
export type UsageRegion = (typeof USAGE_REGIONS)[number];

/**
 * Thresholds of the monitoring view. The request capacity is the fair-use baseline per active
 * service (the platform has no artificial rate limits; above 10,000 requests per second,
 * customers talk to support). The error budget is the share of failed requests allowed by the
 * 99.9 % request-success objective.
 */
export const MONITORING = {
  requestCapacityPerServiceRps: 50,
  errorBudgetPercent: 0.1,
  /** Hourly error rate (percent) that counts as a spike, and the minimum requests for it to count. */
  errorSpikePercent: 5,
  errorSpikeMinRequests: 100,
  /** Error rate over the whole range (percent): medium at or above this, high at or above 5. */
  elevatedErrorPercent: 1,
  highErrorPercent: 5,
  /** Stored GB versus provisioned GB of a service: medium at 80 %, high at 90 %. */
  storageWarnPercent: 80,
  storageHighPercent: 90,
  /** Request-weighted latency over the range (ms) for a medium alert; hourly peak for a low one. */
  latencyWarnMs: 300,
  latencyPeakMs: 500,
  /** Hourly uptime below this (percent) is an availability dip (low). */
  uptimeDipPercent: 99.9,
} as const;

/** Largest batch one ingestion call accepts. */
export const MAX_USAGE_BATCH = 500;

const HOUR_MS = 3_600_000;

const amount = (label: string) =>
  z.number({ error: `${label} must be a number` }).min(0, `${label} cannot be negative`).max(1e12, `${label} is too large`);
const count = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .max(2_000_000_000, `${label} is too large`);

/** One hour of one service, as the storage platform reports it. */
export const usageRecordSchema = z
  .object({
    serviceId: z.coerce
      .number({ error: 'Service id is required' })
      .int('Service id must be a whole number')
      .positive('Service id must be a whole number'),
    periodStart: z.iso
      .datetime({ offset: true, error: 'Period start must be an ISO-8601 date-time' })
      .refine((s) => new Date(s).getTime() % HOUR_MS === 0, 'Period start must be aligned to the hour')
      .transform((s) => new Date(s)),
    storedGB: amount('Stored GB'),
    egressGB: z.strictObject(
      { kenya: amount('Kenya egress').default(0), 'east-africa': amount('East Africa egress').default(0), africa: amount('Africa egress').default(0) },
      { error: (iss) => (iss.code === 'unrecognized_keys' ? 'Egress regions are kenya, east-africa and africa' : 'Egress must be an object of GB by region') },
    ),
    requests: count('Requests'),
    errors: count('Errors'),
    avgLatencyMs: amount('Average latency'),
    uptimePercent: amount('Uptime').max(100, 'Uptime cannot exceed 100%'),
  })
  .refine((r) => r.errors <= r.requests, { message: 'Errors cannot exceed requests', path: ['errors'] });
export type UsageRecordInput = z.input<typeof usageRecordSchema>;

export const usageBatchSchema = z.object({
  records: z
    .array(usageRecordSchema, { error: 'Records must be a list' })
    .min(1, 'At least one record is required')
    .max(MAX_USAGE_BATCH, `At most ${MAX_USAGE_BATCH} records per call`),
}, { error: 'Expected a JSON object with a records list' });

/* ------------------------------ usage export (GET /api/metering/usage.csv) ------------------------------ */

/** The export's row sizes, and the longest range each may cover (a year of days, a month of hours). */
export const USAGE_EXPORT = {
  granularities: ['daily', 'hourly'] as const,
  maxDays: { daily: 366, hourly: 31 },
} as const;
export type UsageExportGranularity = (typeof USAGE_EXPORT.granularities)[number];

const DAY_MS = 24 * HOUR_MS;
const isoDay = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD)`)
    .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), `${label} must be a date (YYYY-MM-DD)`);

/**
 * The usage export's query: whole UTC days `from` to `to` (both included), in daily or hourly
 * rows, of every service of the caller or of one. Dates are UTC, as the invoices' periods are.
 */
export const usageExportQuerySchema = z
  .object({
    from: isoDay('From'),
    to: isoDay('To'),
    granularity: z.enum(USAGE_EXPORT.granularities, { error: 'Granularity must be daily or hourly' }).default('daily'),
    serviceId: z.coerce.number({ error: 'Service id must be a whole number' }).int('Service id must be a whole number').positive('Service id must be a whole number').optional(),
  })
  .refine((q) => q.from <= q.to, { message: 'From must not be after To', path: ['from'] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / DAY_MS + 1 <= USAGE_EXPORT.maxDays[q.granularity], {
    message: `A daily export covers at most ${USAGE_EXPORT.maxDays.daily} days and an hourly one ${USAGE_EXPORT.maxDays.hourly}`,
    path: ['to'],
  });
export type UsageExportQuery = z.output<typeof usageExportQuerySchema>;

/** GET /api/metering/overview: the dashboard overview's range (GraphQL's TimeRange). */
export const overviewQuerySchema = z.object({
  range: z.enum(OVERVIEW_RANGES as [TimeRangeKey, ...TimeRangeKey[]], { error: `Range must be one of ${OVERVIEW_RANGES.join(', ')}` }).default(DEFAULT_OVERVIEW_RANGE),
});
