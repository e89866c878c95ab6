import type { TimeRangeKey } from '../../contracts/metering';
import type { Caller } from '../caller';
import { getMyService } from '../services/services.service';
import { usageTrend } from './series';
import { dateOfHour, rangeWindows, round1, round2, round3 } from './time-ranges';
import { bucketTotals, lastActiveHour, latestStored, windowTotals } from './usage-queries';

/** Metrics of one of the customer's services over a range (another customer's id: NOT_FOUND). */
export async function serviceMetrics(ctx: Caller, serviceId: string, range: TimeRangeKey, now = new Date()) {
  const service = await getMyService(ctx, serviceId);
  const w = rangeWindows(range, now);
  const ids = [service.id];
  const [t, latest, buckets, lastHour] = await Promise.all([
    windowTotals(ctx.db, ids, w.current),
    latestStored(ctx.db, ids, w.current),
    bucketTotals(ctx.db, ids, w.current, w.bucketHours),
    lastActiveHour(ctx.db, service.id),
  ]);
  return {
    serviceId: String(service.id),
    storedGB: round3(latest.get(service.id)?.storedGb ?? 0),
    egressGB: round3(t.egress.kenya + t.egress['east-africa'] + t.egress.africa),
    requests: t.requests,
    errors: t.errors,
    avgLatencyMs: round1(t.avgLatencyMs),
    uptimePercent: t.rows ? round2(t.avgUptimePercent) : 0,
    lastActivityAt: lastHour === null ? null : dateOfHour(lastHour + 1),
    usageTrend: usageTrend(w, buckets),
  };
}
