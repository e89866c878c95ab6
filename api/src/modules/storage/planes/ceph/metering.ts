import { In, type DataSource } from 'typeorm';
import type { Db } from '../../../../db/db';
import { isS3ServiceType } from '../../../../contracts/storage';
import { logger } from '../../../../common/logger';
import { dateOfHour, hourIndexOf, UsageRecordEntity } from '../../../metering';
import { acquireLease, PROCESS_HOLDER, releaseLease } from '../../../platform';
import { CephBucketPlacementEntity } from '../../entities/ceph-bucket-placement.entity';
import { CloudStorageServiceEntity } from '../../../services';
import { demoFeedServices, MAX_BACKFILL_HOURS, sampledRows, writeUsageRows, type HourCounters } from '../../metering/rollup';
import { customerOfRgwUser, serviceOfBucket, type MeteredService } from './bucket-service';
import { guardNewBuckets, newBucketGuardState, type BucketGuardState } from './bucket-guard';
import { RgwUnreachableError, type RgwAdmin, type RgwBucketStats, type RgwUsage } from './rgw-admin';

/**
 * Metering on the Ceph plane: what RGW holds and serves becomes the same hourly usage_records the
 * embedded gateway's roll-up writes, so the overview, monitoring, invoices and competition entries
 * read one table whichever plane runs. Each tick (a minute, once across processes: a lease) makes
 * two Admin Ops calls for every customer at once: bucket stats (stored bytes) and the usage log
 * (bytes sent and received, operations, per bucket and hour). The delay is the embedded plane's:
 * RGW flushes its usage log within `rgw usage log tick interval` (30 s by default), the next tick
 * writes it (docs/storage.md, "Metering on the Ceph plane").
 *
 * What RGW cannot say, and what is written instead:
 * - where a byte went: its usage log has no client address, so all egress is recorded as East
 *   Africa, as the embedded gateway records it until LOCAL_EGRESS_CIDRS lists the Kenyan ranges;
 * - a client error from a server error: failed operations are counted as errors, and the hour's
 *   uptime is the share of this job's reads RGW answered in that hour;
 * - latency: none is recorded (the monitoring page shows none rather than a made-up figure);
 * - noncurrent versions: RGW's stats do not split them, so they count as stored objects.
 */

export const METERING_TICK_MS = 60_000;
const LEASE = 'ceph-metering';
const LEASE_TTL_MS = 120_000;
/** Services per query when loading customers' services (SQLite's parameter limit is far above). */
const CHUNK = 500;

/** RGW's usage-log category in the gateway's request classes: A (PUT, COPY, POST, LIST), B (GET, HEAD), other (DELETE). */
export function requestClassOf(category: string): 'a' | 'b' | 'other' {
  if (/^(delete|abort)_/.test(category)) return 'other';
  if (/^(get|stat|head)_/.test(category)) return 'b';
  return 'a';
}

export const emptyCounters = (): HourCounters => ({
  requestsA: 0,
  requestsB: 0,
  requestsOther: 0,
  errors4xx: 0,
  errors5xx: 0,
  bytesIn: 0,
  bytesOutLocal: 0,
  bytesOutRegional: 0,
  latencyMsSum: 0,
  lat0: 0,
  lat1: 0,
  lat2: 0,
  lat3: 0,
  lat4: 0,
  lat5: 0,
  lat6: 0,
  lat7: 0,
  lat8: 0,
});

/** The customers RGW reports on (bucket owners in the stats and the usage log). */
export function customersIn(stats: readonly RgwBucketStats[], usage: RgwUsage): number[] {
  const owners = [...stats.map((b) => b.owner), ...usage.entries.flatMap((e) => e.buckets.map((b) => b.owner || e.user))];
  return [...new Set(owners.map(customerOfRgwUser).filter((id): id is number => id !== null))];
}

/** Stored bytes per service: every category of each bucket's stats (objects and multipart parts alike). */
export function storedByService(stats: readonly RgwBucketStats[], servicesOf: (userId: number) => readonly MeteredService[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const b of stats) {
    const userId = customerOfRgwUser(b.owner);
    if (userId === null) continue;
    const id = serviceOfBucket(servicesOf(userId), b.bucket);
    if (id === null) continue;
    const bytes = Object.values(b.usage ?? {}).reduce((sum, u) => sum + (u.size ?? 0), 0);
    out.set(id, (out.get(id) ?? 0) + bytes);
  }
  return out;
}

/**
 * The usage log as the gateway's hour counters, keyed `serviceId:hourIndex`. A request that named
 * no bucket RGW found (bucket "-") or none at all (ListBuckets, "") is metered like a new bucket.
 * The bucket's owner pays for it, also for an anonymous read of a public object.
 */
export function countersFromUsage(usage: RgwUsage, servicesOf: (userId: number) => readonly MeteredService[]): Map<string, HourCounters> {
  const out = new Map<string, HourCounters>();
  for (const entry of usage.entries) {
    for (const b of entry.buckets) {
      const userId = customerOfRgwUser(b.owner || entry.user);
      if (userId === null) continue;
      const id = serviceOfBucket(servicesOf(userId), b.bucket === '-' ? '' : b.bucket);
      if (id === null) continue;
      const key = `${id}:${hourIndexOf(b.epoch * 1000)}`;
      const c = out.get(key) ?? emptyCounters();
      for (const cat of b.categories) {
        const klass = requestClassOf(cat.category);
        if (klass === 'a') c.requestsA += cat.ops;
        else if (klass === 'b') c.requestsB += cat.ops;
        else c.requestsOther += cat.ops;
        c.errors4xx += Math.max(0, cat.ops - cat.successful_ops);
        c.bytesIn += cat.bytes_received;
        c.bytesOutRegional += cat.bytes_sent;
      }
      out.set(key, c);
    }
  }
  return out;
}

export interface CephMeteringState {
  /**
   * Per hour (the last week's, in this process): the job's reads of RGW and how many RGW answered,
   * the hour's uptime. An hour filled after an outage this process saw gets the uptime it measured.
   */
  probes: Map<number, { asked: number; answered: number }>;
  /** The buckets this process has checked for Block Public Access (bucket-guard.ts). */
  guard: BucketGuardState;
}
export const newCephMeteringState = (): CephMeteringState => ({ probes: new Map(), guard: newBucketGuardState() });

export interface CephMeteringReport {
  leased: boolean;
  rows: number;
  rgwUnreachable: boolean;
  /** Buckets made outside the console that this run gave Block Public Access (bucket-guard.ts). */
  closedBuckets?: string[];
  /** Backup Storage buckets made without object lock that this run versioned and reported (bucket-guard.ts). */
  unlockedBackups?: string[];
}

async function servicesOfCustomers(db: DataSource, userIds: number[], extraServiceIds: number[]): Promise<MeteredService[]> {
  const repo = db.getRepository(CloudStorageServiceEntity);
  const select = { id: true, userId: true, serviceType: true, status: true, bucket: true } as const;
  const found = new Map<number, MeteredService>();
  for (let i = 0; i < userIds.length; i += CHUNK) for (const s of await repo.find({ select, where: { userId: In(userIds.slice(i, i + CHUNK)) } })) found.set(s.id, s);
  const rest = extraServiceIds.filter((id) => !found.has(id));
  for (let i = 0; i < rest.length; i += CHUNK) for (const s of await repo.find({ select, where: { id: In(rest.slice(i, i + CHUNK)) } })) found.set(s.id, s);
  const services = [...found.values()].filter((s) => isS3ServiceType(s.serviceType)).sort((a, b) => a.id - b.id);
  return withPlacements(db, services);
}

/** The services with the buckets the console placed in each (one query per CHUNK services). */
export async function withPlacements<S extends MeteredService>(db: Db, services: S[]): Promise<S[]> {
  const placed = new Map<number, string[]>();
  const ids = services.map((s) => s.id);
  for (let i = 0; i < ids.length; i += CHUNK)
    for (const p of await db.getRepository(CephBucketPlacementEntity).find({ select: { serviceId: true, bucket: true }, where: { serviceId: In(ids.slice(i, i + CHUNK)) } }))
      placed.set(p.serviceId, [...(placed.get(p.serviceId) ?? []), p.bucket]);
  return services.map((s) => ({ ...s, placed: placed.get(s.id) ?? [] }));
}

/**
 * One metering run: read RGW, write the running and the previous hour's usage_records (and fill
 * hours a long RGW outage left empty, as the embedded roll-up does). Idempotent; once across
 * processes by a lease, which the leader keeps from tick to tick.
 */
export async function cephMeteringTick(db: DataSource, admin: RgwAdmin, state: CephMeteringState, opts: { now?: Date; holder?: string } = {}): Promise<CephMeteringReport> {
  const { now = new Date(), holder = PROCESS_HOLDER } = opts;
  const report: CephMeteringReport = { leased: false, rows: 0, rgwUnreachable: false };
  if (!(await acquireLease(db, LEASE, holder, now, LEASE_TTL_MS))) return report;
  report.leased = true;
  try {
    const hour = hourIndexOf(now);
    for (const h of state.probes.keys()) if (h < hour - MAX_BACKFILL_HOURS) state.probes.delete(h);
    const probe = state.probes.get(hour) ?? { asked: 0, answered: 0 };
    state.probes.set(hour, probe);
    probe.asked++;
    let stats: RgwBucketStats[];
    let usage: RgwUsage;
    try {
      [stats, usage] = await Promise.all([admin.bucketStats(), admin.usage(undefined, dateOfHour(hour - 1), dateOfHour(hour + 1))]);
    } catch (e) {
      if (!(e instanceof RgwUnreachableError)) throw e;
      report.rgwUnreachable = true;
      logger.warn({ err: { message: e.message } }, 'ceph: RGW unreachable, metering waits for it');
      return report;
    }
    probe.answered++;

    // Services that had an hour recorded last hour are written again, so that a bucket emptied or
    // deleted since reads 0 B rather than its last figure.
    const previous = await db.getRepository(UsageRecordEntity).find({ select: { serviceId: true }, where: { hourIndex: hour - 1 } });
    const services = await servicesOfCustomers(
      db,
      customersIn(stats, usage),
      previous.map((p) => p.serviceId),
    );
    const byUser = new Map<number, MeteredService[]>();
    for (const s of services) byUser.set(s.userId, [...(byUser.get(s.userId) ?? []), s]);
    const servicesOf = (userId: number) => byUser.get(userId) ?? [];
    const stored = storedByService(stats, servicesOf);
    const counters = countersFromUsage(usage, servicesOf);
    const demo = await demoFeedServices(db);
    const known = new Set(services.map((s) => s.id));
    const ids = [...new Set([...stored.keys(), ...[...counters.keys()].map((k) => Number(k.split(':')[0])), ...previous.map((p) => p.serviceId)])]
      .filter((id) => known.has(id) && !demo.has(id))
      .sort((a, b) => a - b);
    const rows = await sampledRows(db, ids, { hour, now, stored, noncurrent: new Map(), counters });
    for (const r of rows) {
      const p = state.probes.get(r.hourIndex);
      if (p?.asked) r.uptimePercent = Math.round((100_000 * p.answered) / p.asked) / 1000;
    }
    await writeUsageRows(db, rows);
    report.rows = rows.length;
    // After the usage is written, so a slow check never delays the figures.
    try {
      const backupServiceOf = (b: RgwBucketStats) => {
        const userId = customerOfRgwUser(b.owner);
        const services = userId === null ? [] : servicesOf(userId);
        const id = serviceOfBucket(services, b.bucket);
        return services.find((s) => s.id === id)?.serviceType === 'Backup Storage' ? id : null;
      };
      const guarded = await guardNewBuckets(db, admin, stats, state.guard, { now, backupServiceOf });
      report.closedBuckets = guarded.closed;
      report.unlockedBackups = guarded.unlockedBackups;
    } catch (e) {
      logger.warn({ err: { message: e instanceof Error ? e.message : String(e) } }, 'ceph: the Block Public Access check stopped; it resumes next run');
    }
    return report;
  } catch (e) {
    await releaseLease(db, LEASE, holder);
    throw e;
  }
}

/** The lease is kept between ticks (one leader, whose uptime probes then cover the hour); a stopping process hands it over. */
export const releaseMeteringLease = (db: DataSource, holder = PROCESS_HOLDER) => releaseLease(db, LEASE, holder);
