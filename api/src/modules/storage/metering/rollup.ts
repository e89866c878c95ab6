import { In, LessThan, MoreThanOrEqual, type DataSource } from 'typeorm';
import { config } from '../../../config/config';
import { UserEntity } from '../../auth';
import { dateOfHour, DEMO_USERNAME_KEY, hourIndexOf, upsertUsage, UsageRecordEntity, type UsageRow } from '../../metering';
import { CloudStorageServiceEntity } from '../../services';
import { BYTES_PER_GB } from '../../../contracts/storage';
import { LATENCY_BOUNDS_MS, UsageCounterEntity } from '../entities/usage-counter.entity';
import { ServiceStorageUsageEntity } from '../entities/service-usage.entity';
import { ObjectVersionEntity } from '../entities/object-version.entity';
import { storageTx } from '../domain/tx';

/** Hours of missing stored-GB samples filled after a gateway outage (a week). */
export const MAX_BACKFILL_HOURS = 168;
/** Counter rows are kept this long after they were rolled up. */
export const COUNTER_RETENTION_HOURS = 24 * 7;

const histogramOf = (c: HourCounters) => [c.lat0, c.lat1, c.lat2, c.lat3, c.lat4, c.lat5, c.lat6, c.lat7, c.lat8];

/**
 * Services whose usage the demo feed writes (the demo customer's, while the feed runs: SEED_DEMO
 * on and no METERING_TOKEN). The roll-up leaves them alone, so the demo keeps its seeded story.
 */
export async function demoFeedServices(db: DataSource): Promise<Set<number>> {
  const cfg = config();
  if (!cfg.seedDemo || cfg.meteringToken) return new Set();
  const user = await db.getRepository(UserEntity).findOneBy({ usernameKey: DEMO_USERNAME_KEY });
  if (!user) return new Set();
  const services = await db.getRepository(CloudStorageServiceEntity).find({ select: { id: true }, where: { userId: user.id } });
  return new Set(services.map((s) => s.id));
}

/** A percentile (0–1) from the latency histogram, interpolated inside its bucket; null without requests. */
export function percentile(histogram: number[], p: number): number | null {
  const total = histogram.reduce((s, n) => s + n, 0);
  if (!total) return null;
  const target = p * total;
  let seen = 0;
  for (let i = 0; i < histogram.length; i++) {
    const n = histogram[i]!;
    if (n && seen + n >= target) {
      const lower = i === 0 ? 0 : LATENCY_BOUNDS_MS[i - 1]!;
      const upper = LATENCY_BOUNDS_MS[i] ?? LATENCY_BOUNDS_MS[LATENCY_BOUNDS_MS.length - 1]! * 2;
      return Math.round((lower + ((target - seen) / n) * (upper - lower)) * 10) / 10;
    }
    seen += n;
  }
  return LATENCY_BOUNDS_MS[LATENCY_BOUNDS_MS.length - 1]!;
}

/**
 * A usage_records row from an hour's counters and a stored-bytes sample. `noncurrentBytes` is the
 * part of the stored bytes held by noncurrent versions and delete markers; it is kept within
 * [0, stored] so that the invoice never bills a negative current part.
 */
export function usageRowOf(serviceId: number, hour: number, storedBytes: number, c: HourCounters | undefined, receivedAt: Date, noncurrentBytes = 0): UsageRow {
  const requests = c ? c.requestsA + c.requestsB + c.requestsOther : 0;
  const hist = c ? histogramOf(c) : [];
  return {
    serviceId,
    hourIndex: hour,
    periodStart: dateOfHour(hour),
    storedGb: storedBytes / BYTES_PER_GB,
    noncurrentGb: Math.min(Math.max(0, noncurrentBytes), storedBytes) / BYTES_PER_GB,
    egressKenyaGb: (c?.bytesOutLocal ?? 0) / BYTES_PER_GB,
    egressEastAfricaGb: (c?.bytesOutRegional ?? 0) / BYTES_PER_GB,
    egressAfricaGb: 0,
    requests,
    errors: c ? c.errors4xx + c.errors5xx : 0,
    avgLatencyMs: requests ? Math.round((c!.latencyMsSum / requests) * 10) / 10 : 0,
    // Availability as S3's SLA measures it: the share of requests that did not fail on our side (5xx).
    uptimePercent: requests ? Math.round((100 - (100 * c!.errors5xx) / requests) * 1000) / 1000 : 100,
    requestsClassA: c?.requestsA ?? 0,
    requestsClassB: c?.requestsB ?? 0,
    ingressGb: (c?.bytesIn ?? 0) / BYTES_PER_GB,
    latencyP50Ms: percentile(hist, 0.5),
    latencyP95Ms: percentile(hist, 0.95),
    latencyP99Ms: percentile(hist, 0.99),
    receivedAt,
  };
}

/** Rows per roll-up transaction (about 1,000 services in the steady state of two hours each). */
const ROLLUP_SLICE_ROWS = 2_000;

/** The end of a slice of about `size` rows from `start` that never splits one service's rows. */
function sliceEnd(rows: UsageRow[], start: number, size: number): number {
  let end = Math.min(rows.length, start + size);
  while (end < rows.length && rows[end]!.serviceId === rows[end - 1]!.serviceId) end++;
  return end;
}

/**
 * Bytes of noncurrent versions and delete markers per service, in one aggregate query: summed
 * from the version rows themselves, so exact by construction (no second ledger that could drift).
 */
async function noncurrentBytesByService(db: DataSource): Promise<Map<number, number>> {
  const rows = await db
    .getRepository(ObjectVersionEntity)
    .createQueryBuilder('v')
    .innerJoin('v.bucket', 'b')
    .select('b.service_id', 'sid')
    .addSelect('SUM(v.size)', 'bytes')
    .groupBy('b.service_id')
    .getRawMany<{ sid: number | string; bytes: number | string | null }>();
  return new Map(rows.map((r) => [Number(r.sid), Number(r.bytes ?? 0)]));
}

/** What a usage source (the embedded gateway's counters, Ceph RGW's usage log) knows of one service's hour. */
export type HourCounters = Pick<UsageCounterEntity, 'requestsA' | 'requestsB' | 'requestsOther' | 'errors4xx' | 'errors5xx' | 'bytesIn' | 'bytesOutLocal' | 'bytesOutRegional' | 'latencyMsSum' | 'lat0' | 'lat1' | 'lat2' | 'lat3' | 'lat4' | 'lat5' | 'lat6' | 'lat7' | 'lat8'>;

/**
 * usage_records rows for the hour running now and the one before, for `ids`: the running hour gets
 * the current stored figure; the previous hour keeps the sample it got while it ran; hours nobody
 * reported (the source was down, up to a week) are filled with the current figure so that billing
 * sees no holes. Shared by both storage planes, so they sample and fill alike.
 */
export async function sampledRows(
  db: DataSource,
  ids: number[],
  source: { hour: number; now: Date; stored: Map<number, number>; noncurrent: Map<number, number>; counters: Map<string, HourCounters> },
): Promise<UsageRow[]> {
  const { hour, now, stored, noncurrent, counters: byKey } = source;
  if (!ids.length) return [];
  const existing = await db
    .getRepository(UsageRecordEntity)
    .createQueryBuilder('u')
    .select('u.service_id', 'sid')
    .addSelect('MAX(u.hour_index)', 'last')
    .where({ serviceId: In(ids) })
    .andWhere('u.hour_index < :hour', { hour })
    .groupBy('u.service_id')
    .getRawMany<{ sid: number | string; last: number | string }>();
  const lastHour = new Map(existing.map((r) => [Number(r.sid), Number(r.last)]));
  const previous = await db.getRepository(UsageRecordEntity).find({ select: { serviceId: true, storedGb: true, noncurrentGb: true }, where: { serviceId: In(ids), hourIndex: hour - 1 } });
  const previousStored = new Map(previous.map((p) => [p.serviceId, p.storedGb * BYTES_PER_GB]));
  const previousNoncurrent = new Map(previous.map((p) => [p.serviceId, (p.noncurrentGb ?? 0) * BYTES_PER_GB]));
  const rows: UsageRow[] = [];
  for (const id of ids) {
    const current = stored.get(id) ?? 0;
    const currentNoncurrent = noncurrent.get(id) ?? 0;
    const last = lastHour.get(id);
    // Fill the hours nobody reported (the source was down) with what is stored now.
    const from = last === undefined ? hour - 1 : Math.max(last + 1, hour - MAX_BACKFILL_HOURS);
    for (let h = from; h < hour - 1; h++) rows.push(usageRowOf(id, h, current, byKey.get(`${id}:${h}`), now, currentNoncurrent));
    const prevCounters = byKey.get(`${id}:${hour - 1}`);
    if (prevCounters || previousStored.has(id) || last !== undefined) {
      const sampled = previousStored.has(id);
      rows.push(usageRowOf(id, hour - 1, sampled ? previousStored.get(id)! : current, prevCounters, now, sampled ? previousNoncurrent.get(id)! : currentNoncurrent));
    }
    rows.push(usageRowOf(id, hour, current, byKey.get(`${id}:${hour}`), now, currentNoncurrent));
  }
  return rows;
}

/**
 * Write usage rows in slices of services, each its own short transaction: at a provider's size
 * (100,000 services) one transaction for every row held the database's write lock for minutes
 * (bench/scale-jobs.ts). Each slice is complete for its services, and a run that stops half-way is
 * finished by the next.
 */
export async function writeUsageRows(db: DataSource, rows: UsageRow[]): Promise<void> {
  for (let i = 0; i < rows.length; ) {
    const end = sliceEnd(rows, i, ROLLUP_SLICE_ROWS);
    const slice = rows.slice(i, end);
    await storageTx(db, (m) => upsertUsage(m, slice));
    i = end;
  }
}

/**
 * Turn the gateway's counters into usage_records, for the hour running now and the one before
 * (which may have gained requests since the last run), stored GB sampled from the usage ledger and
 * the noncurrent bytes (billed at the snapshots price) from the version rows (sampledRows).
 * Idempotent: every process may run it, any number of times.
 */
export async function rollUpUsage(db: DataSource, now = new Date()): Promise<number> {
  const hour = hourIndexOf(now);
  const [counters, ledger, noncurrent] = await Promise.all([
    db.getRepository(UsageCounterEntity).find({ where: { hourIndex: MoreThanOrEqual(hour - 1) } }),
    db.getRepository(ServiceStorageUsageEntity).find(),
    noncurrentBytesByService(db),
  ]);
  // Never a negative figure on an invoice, whatever the ledger says (reconciliation repairs drift).
  const stored = new Map(ledger.map((l) => [l.serviceId, Math.max(0, l.usedBytes)]));
  const demo = await demoFeedServices(db);
  const ids = [...new Set([...counters.map((c) => c.serviceId), ...ledger.filter((l) => l.usedBytes > 0).map((l) => l.serviceId)])].filter((id) => !demo.has(id));
  if (!ids.length) return 0;
  const byKey = new Map(counters.map((c) => [`${c.serviceId}:${c.hourIndex}`, c]));
  const rows = await sampledRows(db, ids, { hour, now, stored, noncurrent, counters: byKey });
  await writeUsageRows(db, rows);
  await storageTx(db, (m) => m.getRepository(UsageCounterEntity).delete({ hourIndex: LessThan(hour - COUNTER_RETENTION_HOURS) }));
  return rows.length;
}
