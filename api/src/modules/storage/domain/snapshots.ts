import { IsNull, MoreThan, type DataSource } from 'typeorm';
import { SNAPSHOT_HOUR_UTC } from '../../../contracts/snapshots';
import type { Db } from '../../../db/db';
import { BucketEntity } from '../entities/bucket.entity';
import { ObjectEntity } from '../entities/object.entity';
import { SnapshotScheduleEntity } from '../entities/snapshot-schedule.entity';
import { SnapshotEntity } from '../entities/snapshot.entity';
import { forUpdate, lockBucketState, lockUser, marks } from './ledger';
import { DAY_MS, type LifecycleRule } from './lifecycle-rules';
import { storageTx } from './tx';

/**
 * Daily snapshots of an Object Storage service, built on versioning: a snapshot copies nothing.
 * While they are on, every bucket of the service is versioned, so an overwrite or a delete keeps
 * the old version (noncurrent), and the job (domain/snapshot-run.ts) keeps noncurrent versions
 * `retentionDays` after they were replaced, then removes them as a lifecycle rule would. The
 * state of any moment of the last `retentionDays` days can therefore be brought back with a
 * point-in-time restore (domain/restore-run.ts); each day at 3:00 UTC the job records that
 * moment as a named restore point with what the service held (storage_snapshots).
 * The kept versions are billed at the snapshots price (billing/invoice-lines.ts).
 */

/** With a debug day (LIFECYCLE_DEBUG_DAY_SECONDS) a snapshot falls at each day boundary; otherwise at 3:00 UTC. */
const offsetMs = (dayMs: number) => (dayMs === DAY_MS ? SNAPSHOT_HOUR_UTC * 3_600_000 : 0);

/** The snapshot day `now` is in: day N runs from its snapshot moment to the next. */
export const snapshotDay = (now: Date, dayMs: number): number => Math.floor((now.getTime() - offsetMs(dayMs)) / dayMs);

/** When day N's snapshot falls due. */
export const snapshotMoment = (day: number, dayMs: number): Date => new Date(day * dayMs + offsetMs(dayMs));

/** The next scheduled snapshot after `now`. */
export const nextSnapshotAt = (now: Date, dayMs: number): Date => snapshotMoment(snapshotDay(now, dayMs) + 1, dayMs);

/** Until when a snapshot taken at `takenAt` can be restored. */
export const snapshotExpiry = (takenAt: Date, retentionDays: number, dayMs: number): Date => new Date(takenAt.getTime() + retentionDays * dayMs);

/**
 * The lifecycle rule the retention amounts to: noncurrent versions go `days` after they were
 * replaced, and a delete marker goes once it is all that is left of its key (it hides nothing then).
 */
export const retentionRule = (days: number): LifecycleRule => ({
  id: 'daily-snapshots',
  status: 'Enabled',
  filter: { tags: [] },
  noncurrentVersionExpiration: { noncurrentDays: days },
  expiration: { expiredObjectDeleteMarker: true },
});

/** Are the daily snapshots of this bucket's service on (its versioning may not be suspended)? */
export async function snapshotsHoldVersioning(m: Db, serviceId: number): Promise<boolean> {
  return m.getRepository(SnapshotScheduleEntity).existsBy({ serviceId, stoppedAt: IsNull() });
}

/** What a restore point records the service held. */
export interface Held {
  objects: number;
  bytes: number;
}

/** What the service's buckets hold now: current objects and their bytes. */
async function heldBy(m: Db, serviceId: number): Promise<Held> {
  const row = await m
    .getRepository(ObjectEntity)
    .createQueryBuilder('o')
    .innerJoin(BucketEntity, 'b', 'b.id = o.bucket_id')
    .select('COUNT(*)', 'objects')
    .addSelect('COALESCE(SUM(o.size), 0)', 'bytes')
    .where('b.service_id = :serviceId', { serviceId })
    .getRawOne<{ objects: string | number; bytes: string | number }>();
  return { objects: Number(row?.objects ?? 0), bytes: Number(row?.bytes ?? 0) };
}

/**
 * Record day N's snapshot of the service (once: a second call for the same day changes nothing).
 * `known` is what the service holds when another plane than the gateway's tables knows it (Ceph RGW).
 */
export async function recordSnapshot(m: Db, serviceId: number, retentionDays: number, day: number, now: Date, dayMs: number, known?: Held): Promise<void> {
  const repo = m.getRepository(SnapshotEntity);
  if (await repo.existsBy({ serviceId, day })) return;
  const held = known ?? (await heldBy(m, serviceId));
  await repo.insert({ serviceId, day, takenAt: now, expiresAt: snapshotExpiry(now, retentionDays, dayMs), ...held });
}

/** On-demand snapshots a service may take in any 24 hours (each is a restore point in the list). */
export const ON_DEMAND_PER_DAY = 10;

/** Take a snapshot now, on demand (the snapshots must be on: their retention keeps what it needs). False past ON_DEMAND_PER_DAY. */
export async function takeSnapshotNow(db: DataSource, serviceId: number, now: Date, dayMs: number, known?: Held): Promise<'taken' | 'off' | 'limit'> {
  return storageTx(db, async (m) => {
    // Under the schedule row's lock: two requests at once cannot both pass the count.
    await m.query(`SELECT service_id FROM storage_snapshot_schedules WHERE service_id = ${marks(m, 1, 1)}${forUpdate(m)}`, [serviceId]);
    const schedule = await m.getRepository(SnapshotScheduleEntity).findOneBy({ serviceId, stoppedAt: IsNull() });
    if (!schedule) return 'off';
    const repo = m.getRepository(SnapshotEntity);
    const recent = await repo.countBy({ serviceId, day: IsNull(), takenAt: MoreThan(new Date(now.getTime() - DAY_MS)) });
    if (recent >= ON_DEMAND_PER_DAY) return 'limit';
    await repo.insert({ serviceId, day: null, takenAt: now, expiresAt: snapshotExpiry(now, schedule.retentionDays, dayMs), ...(known ?? (await heldBy(m, serviceId))) });
    return 'taken';
  });
}

/**
 * Turn the daily snapshots of a service on (with a retention), change the retention, or turn them
 * off (null). On: every bucket of the service gets versioning Enabled (each under its lock, as
 * PutBucketVersioning does), and the first snapshot is taken at once. The customer's row is
 * locked first, as CreateBucket locks it, so a bucket created meanwhile is versioned too.
 */
export async function setSnapshotSchedule(db: DataSource, service: { id: number; userId: number }, retentionDays: number | null, now: Date, dayMs: number, known?: Held): Promise<SnapshotScheduleEntity | null> {
  return storageTx(db, async (m) => {
    await lockUser(m, service.userId);
    const repo = m.getRepository(SnapshotScheduleEntity);
    const row = await repo.findOneBy({ serviceId: service.id });
    if (retentionDays === null) {
      if (row && !row.stoppedAt) await repo.update({ serviceId: service.id }, { stoppedAt: now, updatedAt: now });
      return repo.findOneBy({ serviceId: service.id });
    }
    const on = row && !row.stoppedAt;
    await repo.save(repo.create({ serviceId: service.id, retentionDays, enabledAt: on ? row.enabledAt : now, stoppedAt: null, sweptDay: row?.sweptDay ?? null, updatedAt: now }));
    for (const bucket of await m.getRepository(BucketEntity).find({ select: { id: true, name: true }, where: { serviceId: service.id } })) {
      const state = await lockBucketState(m, bucket.id, bucket.name);
      if (state.versioning !== 'Enabled') await m.getRepository(BucketEntity).update({ id: bucket.id }, { versioning: 'Enabled' });
    }
    // The restore points already taken now last as long as the new retention says.
    const snapshots = m.getRepository(SnapshotEntity);
    for (const s of await snapshots.find({ where: { serviceId: service.id } })) await snapshots.update({ id: s.id }, { expiresAt: snapshotExpiry(s.takenAt, retentionDays, dayMs) });
    await recordSnapshot(m, service.id, retentionDays, snapshotDay(now, dayMs), now, dayMs, known);
    return repo.findOneByOrFail({ serviceId: service.id });
  });
}
