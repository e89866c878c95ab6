import { In, IsNull, MoreThan, Not } from 'typeorm';
import type { Db } from '../../db/db';
import { BYTES_PER_GB } from '../../contracts/bytes';
import { MONITORING } from '../../contracts/metering';
import { ServiceStorageUsageEntity, UsageCounterEntity } from '../storage';
import { UsageRecordEntity } from './usage-record.entity';
import { dateOfHour, hourIndexOf, type HourWindow } from './time-ranges';

/**
 * Aggregate queries over usage_records. Everything is GROUP BY in SQL over integer hour indexes,
 * so SQLite and PostgreSQL compute the same figures; JS only shapes the rows.
 */
export interface WindowTotals {
  rows: number;
  requests: number;
  errors: number;
  egress: { kenya: number; 'east-africa': number; africa: number };
  /** Request-weighted average latency (plain average when no requests). */
  avgLatencyMs: number;
  avgUptimePercent: number;
}

const int = (n: number) => {
  if (!Number.isSafeInteger(n)) throw new RangeError('expected an integer');
  return n;
};
const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));

const scoped = (db: Db, serviceIds: number[], w: HourWindow, alias = 'u') =>
  db
    .getRepository(UsageRecordEntity)
    .createQueryBuilder(alias)
    .where(`${alias}.service_id IN (:...serviceIds)`, { serviceIds })
    .andWhere(`${alias}.hour_index >= :from AND ${alias}.hour_index < :to`, { from: int(w.from), to: int(w.to) });

const sums = (u = 'u') => ({
  requests: `SUM(${u}.requests)`,
  errors: `SUM(${u}.errors)`,
  ek: `SUM(${u}.egress_kenya_gb)`,
  eea: `SUM(${u}.egress_east_africa_gb)`,
  eaf: `SUM(${u}.egress_africa_gb)`,
  latw: `SUM(${u}.avg_latency_ms * ${u}.requests)`,
  lat: `AVG(${u}.avg_latency_ms)`,
  uptime: `AVG(${u}.uptime_percent)`,
  rows: 'COUNT(*)',
});

function selectSums(qb: ReturnType<typeof scoped>) {
  for (const [alias, expr] of Object.entries(sums())) qb.addSelect(expr, alias);
  return qb;
}

function totalsOf(r: Record<string, unknown> | undefined): WindowTotals {
  const requests = num(r?.requests);
  return {
    rows: num(r?.rows),
    requests,
    errors: num(r?.errors),
    egress: { kenya: num(r?.ek), 'east-africa': num(r?.eea), africa: num(r?.eaf) },
    avgLatencyMs: requests > 0 ? num(r?.latw) / requests : num(r?.lat),
    avgUptimePercent: num(r?.uptime),
  };
}

/** Totals of a window over some services. */
export async function windowTotals(db: Db, serviceIds: number[], w: HourWindow): Promise<WindowTotals> {
  if (serviceIds.length === 0) return totalsOf(undefined);
  const row = await selectSums(scoped(db, serviceIds, w).select('COUNT(*)', 'rows')).getRawOne<Record<string, unknown>>();
  return totalsOf(row);
}

/** The stored GB of each service at its latest reported hour inside the window. */
export async function latestStored(db: Db, serviceIds: number[], w: HourWindow): Promise<Map<number, { storedGb: number; hourIndex: number }>> {
  if (serviceIds.length === 0) return new Map();
  const rows = await db
    .createQueryBuilder()
    .select('u.service_id', 'sid')
    .addSelect('u.stored_gb', 'stored')
    .addSelect('u.hour_index', 'hour')
    .from(UsageRecordEntity, 'u')
    .innerJoin(
      (sq) =>
        sq
          .select('l.service_id', 'lsid')
          .addSelect('MAX(l.hour_index)', 'max_hour')
          .from(UsageRecordEntity, 'l')
          .where('l.service_id IN (:...serviceIds)', { serviceIds })
          .andWhere('l.hour_index >= :from AND l.hour_index < :to', { from: int(w.from), to: int(w.to) })
          .groupBy('l.service_id'),
      'm',
      'm.lsid = u.service_id AND m.max_hour = u.hour_index',
    )
    .getRawMany<Record<string, unknown>>();
  return new Map(rows.map((r) => [num(r.sid), { storedGb: num(r.stored), hourIndex: num(r.hour) }]));
}

export interface BucketRow extends WindowTotals {
  bucket: number;
  /** Average over the bucket's reported hours of the GB stored by all services. */
  storedGb: number;
}

/** Totals per chart bucket (bucket i covers hours from + i·size … from + (i+1)·size). */
export async function bucketTotals(db: Db, serviceIds: number[], w: HourWindow, bucketHours: number): Promise<BucketRow[]> {
  if (serviceIds.length === 0) return [];
  const expr = `(u.hour_index - ${int(w.from)}) / ${int(bucketHours)}`;
  const qb = selectSums(scoped(db, serviceIds, w).select(expr, 'bucket'))
    .addSelect('SUM(u.stored_gb)', 'stored')
    .addSelect('COUNT(DISTINCT u.hour_index)', 'hours')
    .groupBy(expr)
    .orderBy('bucket', 'ASC');
  const rows = await qb.getRawMany<Record<string, unknown>>();
  return rows.map((r) => ({ ...totalsOf(r), bucket: num(r.bucket), storedGb: num(r.hours) > 0 ? num(r.stored) / num(r.hours) : 0 }));
}

/** The busiest hour: requests of all services summed per hour, the largest. */
export async function peakHourlyRequests(db: Db, serviceIds: number[], w: HourWindow): Promise<number> {
  if (serviceIds.length === 0) return 0;
  const row = await scoped(db, serviceIds, w)
    .select('u.hour_index', 'hour')
    .addSelect('SUM(u.requests)', 'requests')
    .groupBy('u.hour_index')
    .orderBy('requests', 'DESC')
    .limit(1)
    .getRawOne<Record<string, unknown>>();
  return num(row?.requests);
}

export interface ServiceStats extends WindowTotals {
  serviceId: number;
  spikeHours: number;
  lastSpikeHour: number | null;
  peakErrorPercent: number;
  peakLatencyMs: number;
  lastSlowHour: number | null;
  dipHours: number;
  lastDipHour: number | null;
  minUptimePercent: number;
  lastHour: number | null;
}

/** Per-service figures for the alerts: spikes, slow hours and availability dips, counted in SQL. */
export async function serviceStats(db: Db, serviceIds: number[], w: HourWindow): Promise<ServiceStats[]> {
  if (serviceIds.length === 0) return [];
  const m = MONITORING;
  const spike = `u.requests >= ${int(m.errorSpikeMinRequests)} AND u.errors * 100 >= u.requests * ${Number(m.errorSpikePercent)}`;
  const slow = `u.avg_latency_ms >= ${Number(m.latencyPeakMs)}`;
  const dip = `u.uptime_percent < ${Number(m.uptimeDipPercent)}`;
  const qb = selectSums(scoped(db, serviceIds, w).select('u.service_id', 'sid'))
    .addSelect(`SUM(CASE WHEN ${spike} THEN 1 ELSE 0 END)`, 'spikes')
    .addSelect(`MAX(CASE WHEN ${spike} THEN u.hour_index END)`, 'last_spike')
    .addSelect(`MAX(CASE WHEN u.requests >= ${int(m.errorSpikeMinRequests)} THEN (u.errors * 100.0) / u.requests END)`, 'peak_err')
    .addSelect('MAX(u.avg_latency_ms)', 'peak_lat')
    .addSelect(`MAX(CASE WHEN ${slow} THEN u.hour_index END)`, 'last_slow')
    .addSelect(`SUM(CASE WHEN ${dip} THEN 1 ELSE 0 END)`, 'dips')
    .addSelect(`MAX(CASE WHEN ${dip} THEN u.hour_index END)`, 'last_dip')
    .addSelect('MIN(u.uptime_percent)', 'min_uptime')
    .addSelect('MAX(u.hour_index)', 'last_hour')
    .groupBy('u.service_id');
  const rows = await qb.getRawMany<Record<string, unknown>>();
  const orNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return rows.map((r) => ({
    ...totalsOf(r),
    serviceId: num(r.sid),
    spikeHours: num(r.spikes),
    lastSpikeHour: orNull(r.last_spike),
    peakErrorPercent: num(r.peak_err),
    peakLatencyMs: num(r.peak_lat),
    lastSlowHour: orNull(r.last_slow),
    dipHours: num(r.dips),
    lastDipHour: orNull(r.last_dip),
    minUptimePercent: num(r.min_uptime),
    lastHour: orNull(r.last_hour),
  }));
}

/**
 * Bytes each service stores NOW: the storage ledger (storage_service_usage, what the Buckets tab
 * shows, updated by every write) for services with one; for the others (the demo's seeded
 * services, usage reported by an external platform) the latest reported hour, any time.
 */
export async function storedNowBytes(db: Db, serviceIds: number[], now: Date): Promise<Map<number, number>> {
  if (serviceIds.length === 0) return new Map();
  const ledger = await db.getRepository(ServiceStorageUsageEntity).find({ select: { serviceId: true, usedBytes: true }, where: { serviceId: In(serviceIds) } });
  const out = new Map(ledger.map((l) => [l.serviceId, Math.max(0, l.usedBytes)]));
  const rest = serviceIds.filter((id) => !out.has(id));
  if (rest.length) {
    const latest = await latestStored(db, rest, { from: 0, to: hourIndexOf(now) + 1 });
    for (const id of rest) out.set(id, Math.round((latest.get(id)?.storedGb ?? 0) * BYTES_PER_GB));
  }
  return out;
}

/**
 * When a service was last active: the time of its latest request, which the gateway's counters
 * keep per hour. For hours only reported from outside (an external platform's usage feed, or
 * counters older than their retention), the end of the last hour with requests, never later than
 * that hour's last report nor now.
 */
export async function lastActivity(db: Db, serviceId: number, now: Date): Promise<Date | null> {
  const [counter, row] = await Promise.all([
    db.getRepository(UsageCounterEntity).findOne({ select: { id: true, hourIndex: true, lastRequestMs: true }, where: { serviceId, lastRequestMs: Not(IsNull()) }, order: { hourIndex: 'DESC' } }),
    db.getRepository(UsageRecordEntity).findOne({ select: { id: true, hourIndex: true, receivedAt: true }, where: { serviceId, requests: MoreThan(0) }, order: { hourIndex: 'DESC' } }),
  ]);
  if (counter?.lastRequestMs != null && (!row || counter.hourIndex >= row.hourIndex)) return new Date(Math.min(counter.lastRequestMs, now.getTime()));
  if (!row) return null;
  // The running hour's end lies in the future.
  return new Date(Math.min(dateOfHour(row.hourIndex + 1).getTime(), row.receivedAt.getTime(), now.getTime()));
}
