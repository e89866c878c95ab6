import { LessThan, type DataSource } from 'typeorm';
import { logger } from '../../../common/logger';
import { acquireLease, leaseKeeper, PROCESS_HOLDER, releaseLease } from '../../platform';
import type { BlobStore } from '../blob/blob-store';
import { BucketEntity } from '../entities/bucket.entity';
import { SnapshotScheduleEntity } from '../entities/snapshot-schedule.entity';
import { SnapshotEntity } from '../entities/snapshot.entity';
import { emptyLifecycleReport, sweepNoncurrent, type Removals } from './lifecycle-run';
import { recordSnapshot, retentionRule, snapshotDay } from './snapshots';
import { isUniqueViolation, storageTx } from './tx';

/**
 * The daily snapshot job (domain/snapshots.ts). Once across processes, under the job lease (as
 * the lifecycle job). For each service with a schedule not yet run for the current snapshot day:
 * record the day's restore point (while the snapshots are on), then remove the noncurrent
 * versions of its buckets whose days are up, through the S3 API's own deleteVersion (ledger,
 * counters and blobs move as for a DeleteObject by version id; a locked version is skipped and
 * kept). Resumable per service: the day is marked done only when all its buckets are swept.
 */

const LEASE = 'storage-snapshots';
const LEASE_TTL_MS = 60_000;
const LEASE_RENEW_MS = 15_000;

export interface SnapshotReport {
  leased: boolean;
  /** Restore points recorded. */
  taken: number;
  /** Services whose day's run finished. */
  services: number;
  /** Noncurrent versions removed (their days were up). */
  noncurrent: number;
  /** Delete markers removed (nothing older was left under them). */
  markers: number;
  /** Removals refused (a version under object lock); tried again the next day. */
  skipped: number;
  /** Restore points past their days, removed. */
  expired: number;
}

export async function snapshotTick(db: DataSource, blobs: BlobStore, opts: { now?: Date; dayMs: number; holder?: string; ops?: Partial<Removals> }): Promise<SnapshotReport> {
  const { now = new Date(), dayMs, holder = PROCESS_HOLDER } = opts;
  const report: SnapshotReport = { leased: false, taken: 0, services: 0, noncurrent: 0, markers: 0, skipped: 0, expired: 0 };
  if (!(await acquireLease(db, LEASE, holder, now, LEASE_TTL_MS))) return report;
  report.leased = true;
  const stillLeased = leaseKeeper(db, LEASE, holder, LEASE_TTL_MS, LEASE_RENEW_MS);
  const day = snapshotDay(now, dayMs);
  try {
    const schedules = await db.getRepository(SnapshotScheduleEntity).find({ relations: { service: true }, order: { serviceId: 'ASC' } });
    for (const schedule of schedules) {
      if ((schedule.sweptDay ?? -Infinity) >= day) continue;
      // A cancelled service takes no more snapshots (its buckets are being emptied); what is kept still goes in time.
      if (!schedule.stoppedAt && schedule.service?.status !== 'cancelled') {
        const before = await db.getRepository(SnapshotEntity).countBy({ serviceId: schedule.serviceId, day });
        try {
          await storageTx(db, (m) => recordSnapshot(m, schedule.serviceId, schedule.retentionDays, day, now, dayMs));
          if (!before) report.taken++;
        } catch (e) {
          if (!isUniqueViolation(e)) throw e; // the console took today's at the same moment
        }
      }
      const swept = emptyLifecycleReport();
      const buckets = await db.getRepository(BucketEntity).find({ where: { serviceId: schedule.serviceId }, relations: { service: true }, order: { id: 'ASC' } });
      let leased = true;
      for (const bucket of buckets) {
        leased = await sweepNoncurrent(db, blobs, { bucket, service: bucket.service! }, [retentionRule(schedule.retentionDays)], { now, dayMs, report: swept, stillLeased, ops: opts.ops });
        if (!leased) break;
      }
      report.noncurrent += swept.noncurrent;
      report.markers += swept.markers;
      report.skipped += swept.skipped;
      if (!leased) break;
      await db.getRepository(SnapshotScheduleEntity).update({ serviceId: schedule.serviceId }, { sweptDay: day });
      report.services++;
    }
    report.expired = (await db.getRepository(SnapshotEntity).delete({ expiresAt: LessThan(now) })).affected ?? 0;
    if (report.taken || report.noncurrent || report.skipped || report.expired) logger.info({ ...report, day }, 'daily snapshots');
    return report;
  } finally {
    await releaseLease(db, LEASE, holder);
  }
}
