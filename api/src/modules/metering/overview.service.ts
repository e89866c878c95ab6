import type { TimeRangeKey } from '../../contracts/metering';
import type { Caller } from '../caller';
import { requireUser } from '../auth';
import { customerServices } from './customer-usage';
import { kpis, performance, regionalShares, stat, usageTrend } from './series';
import { activeAt, loadTimelines } from './service-timeline';
import { dateOfHour, rangeWindows } from './time-ranges';
import { bucketTotals, latestStored, storedNowBytes, windowTotals } from './usage-queries';
import { BYTES_PER_GB } from '../../contracts/bytes';

/** GB stored by some services (their latest reported hour). */
const sumStored = (m: Map<number, { storedGb: number }>, ids: Set<number>) => [...m].filter(([id]) => ids.has(id)).reduce((s, [, v]) => s + v.storedGb, 0);

/**
 * The customer's dashboard overview for a range, from their services and metered usage:
 * - Active Services: active now, versus active at the start of the range (from the activity log);
 * - Total Storage: GB the ACTIVE services store now (the storage ledger, live; the latest reported
 *   hour for services without one), versus the metered GB of the services active then, at the end
 *   of the previous range;
 * - API Requests: requests in the range, versus the previous range;
 * - Avg Uptime: average hourly uptime of the range, versus the previous range.
 * Changes are null when the previous range has nothing to compare with.
 */
export async function dashboardOverview(ctx: Caller, range: TimeRangeKey, now = new Date()) {
  const user = requireUser(ctx);
  const services = await customerServices(ctx.db, user.id);
  const ids = services.map((s) => s.id);
  const w = rangeWindows(range, now);
  const [cur, prev, storedNow, storedBefore, buckets, timelines] = await Promise.all([
    windowTotals(ctx.db, ids, w.current),
    windowTotals(ctx.db, ids, w.previous),
    storedNowBytes(ctx.db, ids, now),
    latestStored(ctx.db, ids, w.previous),
    bucketTotals(ctx.db, ids, w.current, w.bucketHours),
    loadTimelines(ctx.db, services),
  ]);
  const rangeStart = dateOfHour(w.current.from);
  const activeNowIds = new Set(services.filter((s) => s.isActive).map((s) => s.id));
  const activeBeforeIds = new Set(services.filter((s) => activeAt(timelines.get(s.id)!, rangeStart)).map((s) => s.id));
  const k = kpis(cur);
  const p = kpis(prev);
  const storedNowSum = [...storedNow].filter(([id]) => activeNowIds.has(id)).reduce((s, [, b]) => s + b, 0);
  const storedNowGb = storedNowSum / BYTES_PER_GB;
  return {
    range,
    activeServices: stat(activeNowIds.size, activeBeforeIds.size),
    totalStorageGB: stat(storedNowGb, storedBefore.size ? sumStored(storedBefore, activeBeforeIds) : null),
    storedNowBytes: storedNowSum,
    apiRequests: stat(k?.requests ?? 0, p?.requests ?? null),
    avgUptimePercent: stat(k?.uptime ?? 0, k && p ? p.uptime : null),
    avgLatencyMs: k && cur.requests ? k.latency : null,
    usageTrend: usageTrend(w, buckets),
    performance: performance(w, buckets),
    regionalUsage: regionalShares(cur),
  };
}
