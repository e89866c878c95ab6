import { In, type DataSource } from 'typeorm';
import type { Db } from '../../../db/db';
import { logger } from '../../../common/logger';
import { renderApiMessage } from '../../../contracts/api-messages';
import { acquireLease, leaseKeeper, PROCESS_HOLDER, releaseLease } from '../../platform';
import { BlobMissingError, type BlobStore } from '../blob/blob-store';
import { BucketEntity } from '../entities/bucket.entity';
import { BucketRestoreEntity } from '../entities/bucket-restore.entity';
import type { BucketAccess } from './buckets';
import { StorageError } from './errors';
import { deleteObjects } from './objects';
import { keysAfter, restoreStep } from './point-in-time';
import { copyVersionAsCurrent } from './restore-copy';

/**
 * The restore job: runs the queued point-in-time restores (storage_bucket_restores), oldest
 * first, one key at a time through the S3 API's own domain calls (a copy as CopyObject, a marker
 * as DeleteObject), so the ledger, quotas, reservations, counters and object lock stay exact.
 *
 * Once across processes: under the database job lease (platform/lease.ts), as the lifecycle job
 * (lifecycle-run.ts), renewed between keys. Resumable and exactly once: the job row's cursor (the
 * last key done) and its counts are written in the same transaction as each copy, on condition
 * that the cursor is still the one this run read, so a run that lost its lease can never copy a
 * key twice; a marker is idempotent (a key with no current object needs none).
 */

const LEASE = 'storage-restore';
const LEASE_TTL_MS = 60_000;
const LEASE_RENEW_MS = 15_000;
/** Keys read per batch; the cursor is saved after each batch too. */
const BATCH = 200;

/** The job row's cursor moved under this run (it lost the lease): its copy is rolled back and it stops. */
class Overtaken extends Error {}
/** Versioning was suspended after the restore started: a copy then would replace the "null" version. */
class NotVersioned extends Error {}

interface Progress {
  cursor: string;
  keysExamined: number;
  versionsRestored: number;
  markersWritten: number;
  bytesCopied: number;
}

const progressOf = (j: BucketRestoreEntity): Progress => ({ cursor: j.cursor, keysExamined: j.keysExamined, versionsRestored: j.versionsRestored, markersWritten: j.markersWritten, bytesCopied: j.bytesCopied });

/** Save the progress if the stored cursor is still `from` (compare-and-set). */
async function saveProgress(m: Db, id: number, from: string, p: Progress): Promise<boolean> {
  const r = await m.getRepository(BucketRestoreEntity).createQueryBuilder().update().set(p).where('id = :id AND cursor = :from', { id, from }).execute();
  return (r.affected ?? 0) > 0;
}

async function finish(db: DataSource, id: number, status: 'done' | 'failed', error: string | null): Promise<void> {
  await db.getRepository(BucketRestoreEntity).update({ id }, { status, error, finishedAt: new Date() });
}

export interface RestoreOptions {
  holder?: string;
  /** Keys per batch (a test makes it small). */
  batch?: number;
  /** Stop after this many keys (a test of resuming: the run then stops as a killed one would). */
  stopAfterKeys?: number;
}

/** Where a run is: its progress in memory, and the cursor the row holds (what the next save compares with). */
interface Run {
  db: DataSource;
  blobs: BlobStore;
  access: BucketAccess;
  job: BucketRestoreEntity;
  p: Progress;
  saved: string;
}

/** Save the run's progress (false: another run moved the cursor, this one stops). */
async function save(run: Run): Promise<boolean> {
  if (run.p.cursor === run.saved) return true;
  if (!(await saveProgress(run.db, run.job.id, run.saved, run.p))) return false;
  run.saved = run.p.cursor;
  return true;
}

const requireVersioned = async (m: Db, bucketId: number) => {
  if ((await m.getRepository(BucketEntity).findOneBy({ id: bucketId }))?.versioning !== 'Enabled') throw new NotVersioned();
};

/** One key: its step, taken; a version deleted while it is copied is looked at again (at most twice). */
async function restoreKey(run: Run, key: string): Promise<void> {
  const { db, access, job, p } = run;
  for (let attempt = 1; ; attempt++) {
    const step = await restoreStep(db, access.bucket.id, key, job.pointInTime);
    if (step.kind === 'none') {
      Object.assign(p, { cursor: key, keysExamined: p.keysExamined + 1 });
      return;
    }
    if (step.kind === 'marker') {
      await requireVersioned(db, access.bucket.id);
      await deleteObjects(db, access, [key]);
      Object.assign(p, { cursor: key, keysExamined: p.keysExamined + 1, markersWritten: p.markersWritten + 1 });
      if (!(await save(run))) throw new Overtaken();
      return;
    }
    const next: Progress = { ...p, cursor: key, keysExamined: p.keysExamined + 1, versionsRestored: p.versionsRestored + 1, bytesCopied: p.bytesCopied + step.version.size };
    try {
      await copyVersionAsCurrent(db, run.blobs, access, step.version, async (m) => {
        await requireVersioned(m, access.bucket.id);
        if (!(await saveProgress(m, job.id, run.saved, next))) throw new Overtaken();
      });
      Object.assign(p, next);
      run.saved = key;
      return;
    } catch (e) {
      if (!(e instanceof BlobMissingError) || attempt >= 3) throw e;
    }
  }
}

/** One job from its cursor. Returns false when the run stopped early (the lease lost, or a test's stop). */
async function runJob(db: DataSource, blobs: BlobStore, job: BucketRestoreEntity, opts: RestoreOptions, stillLeased: () => Promise<boolean>): Promise<boolean> {
  const bucket = await db.getRepository(BucketEntity).findOne({ where: { id: job.bucketId }, relations: { service: true } });
  if (!bucket?.service) return true; // the bucket went (its jobs go with it)
  if (job.status === 'queued') await db.getRepository(BucketRestoreEntity).update({ id: job.id }, { status: 'running' });
  const run: Run = { db, blobs, access: { bucket, service: bucket.service }, job, p: progressOf(job), saved: job.cursor };
  const batch = opts.batch ?? BATCH;
  let budget = opts.stopAfterKeys ?? Infinity;
  try {
    for (;;) {
      const keys = await keysAfter(db, bucket.id, job.prefix, run.p.cursor, batch);
      for (const key of keys) {
        if (budget-- <= 0) return (await save(run)) && false;
        if (!(await stillLeased())) return false;
        await restoreKey(run, key);
      }
      if (!(await save(run))) return false;
      if (keys.length < batch) break;
    }
    await finish(db, job.id, 'done', null);
    logger.info({ restore: job.id, bucket: bucket.name, ...run.p }, 'point-in-time restore done');
    return true;
  } catch (e) {
    if (e instanceof Overtaken) return false;
    // A refusal (the quota, a suspended service, versioning suspended) ends the job; the customer reads why.
    if (e instanceof StorageError || e instanceof NotVersioned) {
      await save(run);
      const error = e instanceof NotVersioned ? renderApiMessage('restoreVersioningSuspended') : e.message;
      await finish(db, job.id, 'failed', error);
      logger.warn({ restore: job.id, bucket: bucket.name, reason: e.name, ...run.p }, 'point-in-time restore failed');
      return true;
    }
    throw e; // the database or the blob store: the job stays running and resumes from its cursor
  }
}

export interface RestoreReport {
  leased: boolean;
  /** Jobs finished (done or failed) in this tick. */
  finished: number;
}

/** The databases this process is running a tick on now. */
const ticking = new WeakSet<DataSource>();

/** One tick of the restore job: under the lease, every queued or running restore, from its cursor. Other processes return at once. */
export async function restoreTick(db: DataSource, blobs: BlobStore, opts: RestoreOptions = {}): Promise<RestoreReport> {
  const holder = opts.holder ?? PROCESS_HOLDER;
  const report: RestoreReport = { leased: false, finished: 0 };
  // A long restore outlasts the 10 s interval, and the lease is this process's already: the next tick must not run beside it.
  if (ticking.has(db)) return report;
  ticking.add(db);
  try {
    if (!(await acquireLease(db, LEASE, holder, new Date(), LEASE_TTL_MS))) return report;
    report.leased = true;
    return await leasedTick(db, blobs, opts, holder, report);
  } finally {
    ticking.delete(db);
  }
}

async function leasedTick(db: DataSource, blobs: BlobStore, opts: RestoreOptions, holder: string, report: RestoreReport): Promise<RestoreReport> {
  const stillLeased = leaseKeeper(db, LEASE, holder, LEASE_TTL_MS, LEASE_RENEW_MS);
  try {
    const jobs = await db.getRepository(BucketRestoreEntity).find({ where: { status: In(['queued', 'running']) }, order: { id: 'ASC' } });
    for (const job of jobs) {
      if (!(await runJob(db, blobs, job, opts, stillLeased))) break;
      report.finished++;
    }
    return report;
  } finally {
    await releaseLease(db, LEASE, holder);
  }
}

/** How often a process looks for restores to run. */
export const RESTORE_TICK_MS = 10_000;
