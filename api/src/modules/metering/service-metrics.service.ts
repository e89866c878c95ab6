import type { TimeRangeKey } from '../../contracts/metering';
import type { Caller } from '../caller';
import { getMyService } from '../services';
import { usageTrend } from './series';
import { rangeWindows, round1, round2, round3 } from './time-ranges';
import { bucketTotals, lastActivity, latestStored, storedNowBytes, windowTotals } from './usage-queries';

/**
 * Metrics of one of the customer's services over a range (another customer's id: NOT_FOUND):
 * stored now (the ledger) beside the hourly history, and null latency and uptime when no request
 * was measured.
 */
export async function serviceMetrics(ctx: Caller, serviceId: string, range: TimeRangeKey, now = new Date()) {
  const service = await getMyService(ctx, serviceId);
  const w = rangeWindows(range, now);
  const ids = [service.id];
  const [t, latest, buckets, last, storedNow] = await Promise.all([
    windowTotals(ctx.db, ids, w.current),
    latestStored(ctx.db, ids, w.current),
    bucketTotals(ctx.db, ids, w.current, w.bucketHours),
    lastActivity(ctx.db, service.id, now),
    storedNowBytes(ctx.db, ids, now),
  ]);
  return {
    serviceId: String(service.id),
    storedGB: latest.get(service.id)?.storedGb ?? 0,
    storedNowBytes: storedNow.get(service.id) ?? 0,
    egressGB: round3(t.egress.kenya + t.egress['east-africa'] + t.egress.africa),
    requests: t.requests,
    errors: t.errors,
    // Latency and uptime measure requests: without any in the range there is nothing measured (null).
    avgLatencyMs: t.requests ? round1(t.avgLatencyMs) : null,
    uptimePercent: t.requests ? round2(t.avgUptimePercent) : null,
    lastActivityAt: last,
    usageTrend: usageTrend(w, buckets),
  };
}
