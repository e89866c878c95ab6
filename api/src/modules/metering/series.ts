import { USAGE_REGIONS } from '../../contracts/metering';
import { bucketStarts, changePercent, round1, round2, round3, type RangeWindows } from './time-ranges';
import type { BucketRow, WindowTotals } from './usage-queries';

/** Shapes of the charts, built from aggregated rows (pure). */
export interface UsagePoint {
  at: Date;
  storedGB: number;
  egressGB: number;
  requests: number;
}
export interface PerformancePoint {
  at: Date;
  latencyMs: number;
  errorRatePercent: number;
  uptimePercent: number;
}

const egressOf = (t: WindowTotals) => t.egress.kenya + t.egress['east-africa'] + t.egress.africa;
export const errorRateOf = (t: Pick<WindowTotals, 'errors' | 'requests'>) => (t.requests > 0 ? (t.errors / t.requests) * 100 : 0);

/** Every bucket of the range (zeros where nothing was reported), or [] when nothing was reported at all. */
export function usageTrend(w: RangeWindows, rows: BucketRow[]): UsagePoint[] {
  if (rows.length === 0) return [];
  const byBucket = new Map(rows.map((r) => [r.bucket, r]));
  return bucketStarts(w).map((at, i) => {
    const r = byBucket.get(i);
    return { at, storedGB: r?.storedGb ?? 0, egressGB: r ? egressOf(r) : 0, requests: r?.requests ?? 0 };
  });
}

/**
 * Performance of the buckets that served requests: latency and errors measure requests, so a bucket
 * with only stored data (the gateway reports it every hour) has nothing to draw, not 0 ms.
 */
export function performance(w: RangeWindows, rows: BucketRow[]): PerformancePoint[] {
  const starts = bucketStarts(w);
  return rows
    .filter((r) => r.rows > 0 && r.requests > 0 && starts[r.bucket])
    .map((r) => ({ at: starts[r.bucket]!, latencyMs: round1(r.avgLatencyMs), errorRatePercent: round3(errorRateOf(r)), uptimePercent: round3(r.avgUptimePercent) }));
}

/** Egress shares by region (percent of the window's egress), [] when there was none. */
export function regionalShares(t: WindowTotals) {
  const total = egressOf(t);
  if (total <= 0) return [];
  return USAGE_REGIONS.map((region) => ({ region, egressGB: t.egress[region], percent: round1((t.egress[region] / total) * 100) }));
}

/** A figure, the previous window's, and the change; change is null when the previous window had no data (or zero). */
export const stat = (value: number, previous: number | null) => ({ value, previousValue: previous, changePercent: previous === null ? null : changePercent(value, previous) });

/** Shorthands for the KPI figures of a window (null when the window has no rows). */
export const kpis = (t: WindowTotals) =>
  t.rows === 0
    ? null
    : { requests: t.requests, latency: round1(t.avgLatencyMs), errorRate: round3(errorRateOf(t)), uptime: round2(t.avgUptimePercent) };
