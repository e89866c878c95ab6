import { MONITORING, type TimeRangeKey } from '../../contracts/metering';
import { PRICES } from '../../contracts/pricing';
import type { Caller } from '../caller';
import { requireUser } from '../auth';
import { codedText } from '../../common/coded-text';
import { computeAlerts } from './alerts';
import { customerServices } from './customer-usage';
import { errorRateOf, kpis, performance, stat } from './series';
import { hourIndexOf, rangeWindows, round1, type HourWindow } from './time-ranges';
import { bucketTotals, latestStored, peakHourlyRequests, serviceStats, storedNowBytes, windowTotals, type WindowTotals } from './usage-queries';
import { BYTES_PER_GB, formatGb } from '../../contracts/bytes';

const clamp = (n: number) => Math.max(0, Math.min(100, round1(n)));
const fmt = (n: number, digits = 1) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: 0 });

/** Free regional egress per month (East Africa + Africa), from the price list. */
const FREE_REGIONAL_EGRESS_GB = (PRICES.egressFreeGb['east-africa'] ?? 0) + (PRICES.egressFreeGb.africa ?? 0);

function monthToDate(now: Date): HourWindow {
  const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  return { from: hourIndexOf(start), to: hourIndexOf(now) };
}

/**
 * Resource bars, each from real figures:
 * - Storage: bytes stored now by active services (the storage ledger, as the Buckets tab) / GB
 *   provisioned for them, both written by the one byte formatter ('19.07 MB stored of 50 GB');
 * - Request rate: the busiest hour's requests per second / the fair-use baseline
 *   (MONITORING.requestCapacityPerServiceRps per active service);
 * - Regional egress: this month's East Africa + Africa egress / its free monthly allowance;
 * - Error budget: the range's failed-request share / the budget of the 99.9 % objective.
 */
function resourceBars(a: { storedGb: number; provisionedGb: number; activeCount: number; peakRequests: number; regionalEgressGb: number; totals: WindowTotals }) {
  const capacityRps = a.activeCount * MONITORING.requestCapacityPerServiceRps;
  const peakRps = a.peakRequests / 3600;
  const errorRate = errorRateOf(a.totals);
  return [
    { name: 'Storage', percent: a.provisionedGb ? clamp((a.storedGb / a.provisionedGb) * 100) : 0, detail: `${formatGb(a.storedGb)} stored of ${formatGb(a.provisionedGb)} provisioned` },
    { name: 'Request rate', percent: capacityRps ? clamp((peakRps / capacityRps) * 100) : 0, detail: `Peak ${fmt(peakRps, 2)} requests/s of ${fmt(capacityRps, 0)} requests/s baseline` },
    { name: 'Regional egress', percent: clamp((a.regionalEgressGb / FREE_REGIONAL_EGRESS_GB) * 100), detail: `${formatGb(a.regionalEgressGb)} of ${formatGb(FREE_REGIONAL_EGRESS_GB)} free East Africa and Africa egress used this month` },
    { name: 'Error budget', percent: clamp((errorRate / MONITORING.errorBudgetPercent) * 100), detail: `${fmt(errorRate, 3)}% of requests failed; budget ${MONITORING.errorBudgetPercent}% (99.9% success objective)` },
  ];
}

/** Resource bars with the stable codes of their English name and detail (docs/api-messages.md). */
const withCodes = (bars: { name: string; percent: number; detail: string }[]) =>
  bars.map((b) => {
    const detail = codedText(b.detail);
    return { ...b, nameCode: codedText(b.name).code, detailCode: detail.code, detailParams: detail.params };
  });

/** The customer's monitoring view: KPIs with change, resource bars, timeline, alerts. */
export async function monitoringView(ctx: Caller, range: TimeRangeKey, now = new Date()) {
  const user = requireUser(ctx);
  const services = await customerServices(ctx.db, user.id);
  const ids = services.map((s) => s.id);
  const active = services.filter((s) => s.isActive);
  const w = rangeWindows(range, now);
  const [cur, prev, latest, buckets, peak, month, stats, storedNow] = await Promise.all([
    windowTotals(ctx.db, ids, w.current),
    windowTotals(ctx.db, ids, w.previous),
    latestStored(ctx.db, ids, w.current),
    bucketTotals(ctx.db, ids, w.current, w.bucketHours),
    peakHourlyRequests(ctx.db, ids, w.current),
    windowTotals(ctx.db, ids, monthToDate(now)),
    serviceStats(ctx.db, ids, w.current),
    storedNowBytes(ctx.db, active.map((s) => s.id), now),
  ]);
  const k = kpis(cur);
  const p = kpis(prev);
  const statsById = new Map(stats.map((s) => [s.serviceId, s]));
  const alerts = computeAlerts(
    services.map((s) => ({ serviceId: s.id, name: s.name, storageAmount: s.storageAmount, active: s.isActive, stats: statsById.get(s.id), latest: latest.get(s.id) })),
  );
  return {
    range,
    avgLatencyMs: stat(k?.latency ?? 0, k && p ? p.latency : null),
    errorRatePercent: stat(k?.errorRate ?? 0, k && p ? p.errorRate : null),
    requests: stat(k?.requests ?? 0, p?.requests ?? null),
    uptimePercent: stat(k?.uptime ?? 0, k && p ? p.uptime : null),
    resources: withCodes(resourceBars({
      storedGb: active.reduce((sum, s) => sum + (storedNow.get(s.id) ?? 0), 0) / BYTES_PER_GB,
      provisionedGb: active.reduce((sum, s) => sum + s.storageAmount, 0),
      activeCount: active.length,
      peakRequests: peak,
      regionalEgressGb: month.egress['east-africa'] + month.egress.africa,
      totals: cur,
    })),
    timeline: performance(w, buckets),
    alerts: alerts.map((a) => {
      const message = codedText(a.message);
      return { ...a, titleCode: codedText(a.title).code, messageCode: message.code, messageParams: message.params };
    }),
  };
}
