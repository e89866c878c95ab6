import { IsNull, LessThan, type DataSource } from 'typeorm';
import { logger } from '../../../../common/logger';
import { config } from '../../../../config/config';
import type { Db } from '../../../../db/db';
import { acquireLease, leaseKeeper, PROCESS_HOLDER, releaseLease } from '../../../platform';
import { CloudStorageServiceEntity } from '../../../services';
import * as consoleSnapshots from '../../console/snapshots';
import { dayMsOf, type LifecycleRule } from '../../domain/lifecycle-rules';
import { recordSnapshot, retentionRule, snapshotDay, type Held } from '../../domain/snapshots';
import { isUniqueViolation, storageTx } from '../../domain/tx';
import { SnapshotScheduleEntity } from '../../entities/snapshot-schedule.entity';
import { SnapshotEntity } from '../../entities/snapshot.entity';
import { lifecycleConfiguration, readLifecycleConfiguration } from '../../handlers/lifecycle';
import { xmlDocument } from '../../s3/xml';
import { serviceOfBucket } from './bucket-service';
import type { Ctx } from './console';
import { consoleS3For } from './console-s3';
import { rgwUidOf } from './desired';
import { withPlacements } from './metering';
import { rgwAdminOf, type RgwAdmin, type RgwBucketStats } from './rgw-admin';
import type { RgwS3 } from './rgw-s3';

/**
 * Daily snapshots on the Ceph plane. As on the embedded plane (domain/snapshots.ts) a snapshot
 * copies nothing: while they are on, every bucket of the service is versioned, old versions are
 * kept `retentionDays` after they were replaced, and each day a restore point is recorded that a
 * point-in-time restore (restore-run.ts) brings back. RGW keeps and removes the versions itself:
 * each bucket carries the lifecycle rule `daily-snapshots` (NoncurrentVersionExpiration after the
 * retention, and ExpiredObjectDeleteMarker), kept beside the customer's own rules and hidden from
 * the console's lifecycle dialog (console-lifecycle.ts). The schedule and the restore points are
 * the same rows as on the embedded plane; what a restore point says the service held is RGW's
 * bucket stats (which count every version RGW holds).
 *
 * The daily job (cephSnapshotTick) records the day's restore point and puts the rule and
 * versioning back on each bucket of the service, including buckets made with S3 tools since and a
 * rule an S3 tool's PutBucketLifecycleConfiguration replaced.
 */

export const SNAPSHOT_RULE_ID = retentionRule(1).id;

/** The bucket stats of a customer's buckets that are metered to the service (metering.ts's rule). */
async function bucketsOfService(db: Db, admin: RgwAdmin, service: Pick<CloudStorageServiceEntity, 'id' | 'userId'>): Promise<RgwBucketStats[]> {
  const uid = rgwUidOf(service.userId);
  if (!(await admin.getUser(uid))) return [];
  const services = await withPlacements(
    db,
    await db.getRepository(CloudStorageServiceEntity).find({ select: { id: true, userId: true, serviceType: true, status: true, bucket: true }, where: { userId: service.userId }, order: { id: 'ASC' } }),
  );
  return (await admin.bucketStats(uid)).filter((b) => serviceOfBucket(services, b.bucket) === service.id);
}

/** What the service's buckets hold on RGW now (every version counts: RGW's stats do not tell them apart). */
export async function heldOnRgw(db: Db, admin: RgwAdmin, service: Pick<CloudStorageServiceEntity, 'id' | 'userId'>): Promise<Held> {
  let objects = 0;
  let bytes = 0;
  for (const b of await bucketsOfService(db, admin, service))
    for (const u of Object.values(b.usage ?? {})) {
      objects += u.num_objects ?? 0;
      bytes += u.size ?? 0;
    }
  return { objects, bytes };
}

/** The bucket's lifecycle rules with the snapshots' rule for this retention (and without an earlier one). Pure. */
export function withSnapshotRule(rules: readonly LifecycleRule[], retentionDays: number): LifecycleRule[] {
  return [...rules.filter((r) => r.id !== SNAPSHOT_RULE_ID), retentionRule(retentionDays)];
}

export type RetentionOutcome = 'set' | 'kept' | 'beyond';

/**
 * Make one bucket follow the snapshots' retention: versioning Enabled (while the snapshots are on:
 * once they are off the customer may suspend it), and the rule in its lifecycle configuration.
 * 'beyond' when the bucket has rules an S3 tool set that the portal cannot read back faithfully
 * (transitions…): they are left alone, and the bucket keeps its old versions.
 */
export async function applyRetention(s3: RgwS3, bucket: string, retentionDays: number, opts: { versioning: boolean } = { versioning: true }): Promise<RetentionOutcome> {
  const versioned = !opts.versioning || (await s3.versioning(bucket)) === 'Enabled';
  if (!versioned) await s3.putVersioning(bucket, 'Enabled');
  const document = await s3.lifecycle(bucket);
  let rules: LifecycleRule[];
  try {
    rules = document ? readLifecycleConfiguration(document) : [];
  } catch {
    logger.warn({ bucket }, 'ceph: snapshots: the bucket has lifecycle rules the portal cannot merge with; its old versions are kept');
    return 'beyond';
  }
  if (rules.find((r) => r.id === SNAPSHOT_RULE_ID)?.noncurrentVersionExpiration?.noncurrentDays === retentionDays) return versioned ? 'kept' : 'set';
  await s3.putLifecycle(bucket, xmlDocument('LifecycleConfiguration', lifecycleConfiguration(withSnapshotRule(rules, retentionDays))));
  return 'set';
}

/** Every bucket of the service, as the customer's console. */
async function applyToService(db: Db, admin: RgwAdmin, s3: RgwS3, service: Pick<CloudStorageServiceEntity, 'id' | 'userId'>, retentionDays: number): Promise<void> {
  for (const b of await bucketsOfService(db, admin, service)) await applyRetention(s3, b.bucket, retentionDays);
}

/** The schedule of the service a bucket belongs to, while its snapshots are on (null otherwise). */
export async function snapshotsOnFor(db: Db, serviceId: number | null): Promise<SnapshotScheduleEntity | null> {
  return serviceId === null ? null : db.getRepository(SnapshotScheduleEntity).findOneBy({ serviceId, stoppedAt: IsNull() });
}

function planeOf(ctx: Ctx): consoleSnapshots.SnapshotPlane {
  const c = config().storagePlane;
  if (c.kind !== 'ceph') throw new Error('Ceph snapshots outside the Ceph plane');
  const admin = rgwAdminOf(c);
  return {
    held: (service) => heldOnRgw(ctx.db, admin, service),
    apply: async (service, retentionDays) => applyToService(ctx.db, admin, (await consoleS3For(ctx.db, admin, service.userId)).s3, service, retentionDays),
  };
}

/** The console's operations on this plane: the embedded plane's checks and answers, with RGW doing the keeping. */
export const setSnapshotSchedule = (ctx: Ctx, raw: unknown) => consoleSnapshots.setSnapshotScheduleFromConsole(ctx, raw, new Date(), planeOf(ctx));
export const takeSnapshot = (ctx: Ctx, serviceId: string) => consoleSnapshots.takeSnapshotFromConsole(ctx, serviceId, new Date(), planeOf(ctx));

const LEASE = 'ceph-snapshots';
const LEASE_TTL_MS = 60_000;
const LEASE_RENEW_MS = 15_000;

export interface CephSnapshotReport {
  leased: boolean;
  /** Restore points recorded. */
  taken: number;
  /** Services whose day's run finished. */
  services: number;
  /** Buckets given versioning or the retention rule again (made with S3 tools since, or changed by one). */
  reapplied: number;
  /** Restore points past their days, removed. */
  expired: number;
}

/**
 * The daily job: once across processes under the lease `ceph-snapshots`, for each service whose
 * schedule has not run for the current snapshot day: record the day's restore point (while the
 * snapshots are on and the service is not cancelled), then put versioning and the retention rule
 * back on each of its buckets. The day is marked done only when every bucket was seen to, so a run
 * RGW interrupted is taken up again at the next tick.
 */
export async function cephSnapshotTick(db: DataSource, admin: RgwAdmin, opts: { now?: Date; dayMs?: number; holder?: string } = {}): Promise<CephSnapshotReport> {
  const { now = new Date(), dayMs = dayMsOf(config().lifecycleDebugDaySeconds), holder = PROCESS_HOLDER } = opts;
  const report: CephSnapshotReport = { leased: false, taken: 0, services: 0, reapplied: 0, expired: 0 };
  if (!(await acquireLease(db, LEASE, holder, now, LEASE_TTL_MS))) return report;
  report.leased = true;
  const stillLeased = leaseKeeper(db, LEASE, holder, LEASE_TTL_MS, LEASE_RENEW_MS);
  const day = snapshotDay(now, dayMs);
  try {
    const schedules = await db.getRepository(SnapshotScheduleEntity).find({ relations: { service: true }, order: { serviceId: 'ASC' } });
    for (const schedule of schedules) {
      const service = schedule.service;
      if (!service || (schedule.sweptDay ?? -Infinity) >= day) continue;
      if (!(await stillLeased())) break;
      if (!schedule.stoppedAt && service.status !== 'cancelled') {
        const before = await db.getRepository(SnapshotEntity).countBy({ serviceId: schedule.serviceId, day });
        const held = await heldOnRgw(db, admin, service);
        try {
          await storageTx(db, (m) => recordSnapshot(m, schedule.serviceId, schedule.retentionDays, day, now, dayMs, held));
          if (!before) report.taken++;
        } catch (e) {
          if (!isUniqueViolation(e)) throw e; // the console took today's at the same moment
        }
      }
      // Stopped snapshots still remove what they kept in time: the rule stays with the last retention,
      // and versioning is the customer's to suspend again.
      if (service.status !== 'cancelled') {
        const { s3 } = await consoleS3For(db, admin, service.userId);
        const versioning = !schedule.stoppedAt;
        for (const b of await bucketsOfService(db, admin, service)) if ((await applyRetention(s3, b.bucket, schedule.retentionDays, { versioning })) === 'set') report.reapplied++;
      }
      await db.getRepository(SnapshotScheduleEntity).update({ serviceId: schedule.serviceId }, { sweptDay: day });
      report.services++;
    }
    report.expired = (await db.getRepository(SnapshotEntity).delete({ expiresAt: LessThan(now) })).affected ?? 0;
    if (report.taken || report.reapplied || report.expired) logger.info({ ...report, day }, 'ceph: daily snapshots');
    return report;
  } finally {
    await releaseLease(db, LEASE, holder);
  }
}
