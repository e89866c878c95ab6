import type { TimeRangeKey } from '../../contracts/metering';
import type { Caller } from '../caller';
import { requireUser } from '../auth/auth.service';
import { customerServices } from './customer-usage';
import { kpis, performance, regionalShares, stat, usageTrend } from './series';
import { activeAt, loadTimelines } from './service-timeline';
import { dateOfHour, rangeWindows, round3 } from './time-ranges';
import { bucketTotals, latestStored, windowTotals } from './usage-queries';

/** GB stored by some services (their latest reported hour). */
const sumStored = (m: Map<number, { storedGb: number }>, ids: Set<number>) => [...m].filter(([id]) => ids.has(id)).reduce((s, [, v]) => s + v.storedGb, 0);

/**
 * The customer's dashboard overview for a range, from their services and metered usage:
 * - Active Services: active now, versus active at the start of the range (from the activity log);
 * - Total Storage: GB stored (metered) by the ACTIVE services at each one's latest reported hour
 *   of the range, versus the same for the services active then, at the end of the previous range;
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
    latestStored(ctx.db, ids, w.current),
    latestStored(ctx.db, ids, w.previous),
    bucketTotals(ctx.db, ids, w.current, w.bucketHours),
    loadTimelines(ctx.db, services),
  ]);
  const rangeStart = dateOfHour(w.current.from);
  const activeNowIds = new Set(services.filter((s) => s.isActive).map((s) => s.id));
  const activeBeforeIds = new Set(services.filter((s) => activeAt(timelines.get(s.id)!, rangeStart)).map((s) => s.id));
  const k = kpis(cur);
  const p = kpis(prev);
  return {
    range,
    activeServices: stat(activeNowIds.size, activeBeforeIds.size),
    totalStorageGB: stat(round3(sumStored(storedNow, activeNowIds)), storedBefore.size ? sumStored(storedBefore, activeBeforeIds) : null),
    apiRequests: stat(k?.requests ?? 0, p?.requests ?? null),
    avgUptimePercent: stat(k?.uptime ?? 0, k && p ? p.uptime : null),
    usageTrend: usageTrend(w, buckets),
    performance: performance(w, buckets),
    regionalUsage: regionalShares(cur),
  };
}
