import { In, MoreThan, type DataSource } from 'typeorm';
import { logger } from '../../../common/logger';
import { acquireLease, leaseKeeper, PROCESS_HOLDER, releaseLease } from '../../platform';
import type { BlobStore } from '../blob/blob-store';
import { BucketLifecycleEntity } from '../entities/bucket-lifecycle.entity';
import { ObjectVersionEntity } from '../entities/object-version.entity';
import { ObjectEntity } from '../entities/object.entity';
import { UploadEntity } from '../entities/upload.entity';
import type { BucketAccess } from './buckets';
import { StorageError } from './errors';
import { collect } from './journal';
import { rulesOf } from './lifecycle';
import { currentExpired, DAY_MS, lifecycleDay, noncurrentExpired, removesExpiredMarker, uploadAbandoned, type LifecycleRule } from './lifecycle-rules';
import { abortUpload } from './multipart';
import { deleteObjects, deleteVersion } from './objects';
import { tagsOf } from './tagging';

/**
 * The lifecycle job: applies each bucket's lifecycle rules once per lifecycle day.
 *
 * Once across processes: it works under the database job lease (platform/lease.ts), short and
 * renewed between batches, so a killed process holds the job up for at most a minute.
 * Resumable: each bucket's row keeps the day it last finished and, during a run, a cursor (phase
 * and last key or upload id done), saved after every batch; a run that stops or is killed resumes
 * at that batch. Nothing here holds a transaction: every removal is one call of the domain
 * function the S3 API uses (deleteObjects, deleteVersion, abortUpload), each its own short
 * transaction that moves the ledger, the bucket counters and the blob journal exactly as the API
 * does. A refusal of one object (a domain error: e.g. a version under object lock) is logged and
 * skipped; the run goes on.
 */

const LEASE = 'storage-lifecycle';
const LEASE_TTL_MS = 60_000;
const LEASE_RENEW_MS = 15_000;
/** Keys (or uploads) read per batch; the cursor is saved after each. */
const BATCH = 500;
/** Keys with noncurrent versions per batch (each key's versions are read whole). */
const VERSION_KEYS_BATCH = 100;

type Phase = 'current' | 'noncurrent' | 'uploads';
const PHASES: readonly Phase[] = ['current', 'noncurrent', 'uploads'];

/** A bucket's `run_state`: the last day finished, and the cursor of the day in progress. */
interface RunState {
  done?: number;
  day?: number;
  phase?: Phase;
  after?: string;
}

export interface LifecycleReport {
  leased: boolean;
  /** Buckets whose run for the day finished in this tick. */
  buckets: number;
  /** Current objects expired (deleted, or given a delete marker in a versioned bucket). */
  expired: number;
  /** Noncurrent versions (and noncurrent markers) removed. */
  noncurrent: number;
  /** Expired delete markers (the only version left of their key) removed. */
  markers: number;
  aborted: number;
  /** Removals a domain error refused (logged); they are tried again on the next day's run. */
  skipped: number;
}

/** The domain calls a run removes through: the S3 API's own (a test may wrap one to refuse, as object lock refuses a locked version). */
export interface Removals {
  deleteObjects: typeof deleteObjects;
  deleteVersion: typeof deleteVersion;
  abortUpload: typeof abortUpload;
}

interface Run {
  ops: Removals;
  db: DataSource;
  blobs: BlobStore;
  now: Date;
  dayMs: number;
  report: LifecycleReport;
  /** Asks (renewing) at most every LEASE_RENEW_MS whether this process still holds the lease; false once it is lost. */
  stillLeased: () => Promise<boolean>;
}

/** One removal: a domain refusal skips this one (logged); anything else (the database gone) stops the run, whose cursor is saved. */
async function attempt<T>(run: Run, what: Record<string, unknown>, fn: () => Promise<T>): Promise<T | undefined> {
  try {
    return await fn();
  } catch (e) {
    if (!(e instanceof StorageError)) throw e;
    run.report.skipped++;
    logger.warn({ ...what, reason: e.name, err: { message: e.message } }, 'lifecycle: skipped (the next run tries again)');
    return undefined;
  }
}

/** Delete the garbage blobs at once; a failure stays in the journal for its sweep. */
const collectNow = (run: Run, doomed: string[]) => (doomed.length ? collect(run.db, run.blobs, doomed).then(() => undefined) : Promise.resolve());

/** Expiration of current objects: through deleteObjects (unversioned: gone; versioned: a delete marker), as a DeleteObjects request. */
async function currentBatch(run: Run, access: BucketAccess, rules: LifecycleRule[], after: string): Promise<string | null> {
  const repo = run.db.getRepository(ObjectEntity);
  const rows = await repo.find({ select: { key: true, size: true, lastModified: true, tags: true, versionId: true }, where: { bucketId: access.bucket.id, key: MoreThan(after) }, order: { key: 'ASC' }, take: BATCH });
  const due = rows.filter((r) => rules.some((rule) => currentExpired(rule, { key: r.key, size: r.size, tags: tagsOf(r.tags), written: r.lastModified }, run.now, run.dayMs)));
  if (due.length) {
    // Read again just before: an object rewritten since the batch was read is a new object, not the expired one.
    const fresh = new Map((await repo.find({ select: { key: true, versionId: true, lastModified: true }, where: { bucketId: access.bucket.id, key: In(due.map((d) => d.key)) } })).map((f) => [f.key, f]));
    const keys = due.filter((d) => fresh.get(d.key)?.versionId === d.versionId && fresh.get(d.key)?.lastModified.getTime() === d.lastModified.getTime()).map((d) => d.key);
    const all = keys.length ? await attempt(run, { bucket: access.bucket.name, keys: keys.length }, () => run.ops.deleteObjects(run.db, access, keys)) : undefined;
    if (all) {
      run.report.expired += keys.length;
      await collectNow(run, all.doomed);
    } else {
      // The batch was refused as a whole: one key at a time, so one refused key does not hold back the rest.
      for (const key of keys.length > 1 ? keys : []) {
        const one = await attempt(run, { bucket: access.bucket.name, key }, () => run.ops.deleteObjects(run.db, access, [key]));
        if (!one) continue;
        run.report.expired++;
        await collectNow(run, one.doomed);
      }
    }
  }
  return rows.length < BATCH ? null : rows[rows.length - 1]!.key;
}

/** One key's noncurrent versions past their rule's days (keeping NewerNoncurrentVersions), then its delete marker if it is all that is left. */
async function noncurrentOfKey(run: Run, access: BucketAccess, rules: LifecycleRule[], key: string): Promise<void> {
  const bucketId = access.bucket.id;
  const current = await run.db.getRepository(ObjectEntity).findOne({ select: { id: true, lastModified: true }, where: { bucketId, key } });
  const versions = await run.db.getRepository(ObjectVersionEntity).find({
    select: { id: true, versionId: true, deleteMarker: true, size: true, lastModified: true, noncurrentSince: true, tags: true },
    where: { bucketId, key },
    order: { versionSeq: 'DESC' },
  });
  // The latest version is the current object, or else the newest row (a delete marker); the rest are noncurrent.
  const first = current ? 0 : 1;
  for (let i = first; i < versions.length; i++) {
    const v = versions[i]!;
    // Noncurrent since the next newer version was written (a marker that was superseded has no noncurrent_since of its own).
    const newer = i === 0 ? current!.lastModified : versions[i - 1]!.lastModified;
    const candidate = { key, size: v.deleteMarker ? undefined : v.size, tags: tagsOf(v.tags), since: v.noncurrentSince ?? newer, newer: i - first };
    if (!rules.some((rule) => noncurrentExpired(rule, candidate, run.now, run.dayMs))) continue;
    const gone = await attempt(run, { bucket: access.bucket.name, key, versionId: v.versionId }, () => run.ops.deleteVersion(run.db, access, key, v.versionId));
    if (!gone) continue;
    run.report.noncurrent++;
    await collectNow(run, gone.doomed);
  }
  if (current || !rules.some((rule) => removesExpiredMarker(rule, key))) return;
  const left = await run.db.getRepository(ObjectVersionEntity).find({ select: { versionId: true, deleteMarker: true }, where: { bucketId, key }, take: 2 });
  if (left.length !== 1 || !left[0]!.deleteMarker) return;
  if (await run.db.getRepository(ObjectEntity).existsBy({ bucketId, key })) return; // written meanwhile
  const marker = left[0]!;
  const gone = await attempt(run, { bucket: access.bucket.name, key, versionId: marker.versionId }, () => run.ops.deleteVersion(run.db, access, key, marker.versionId));
  if (gone) run.report.markers++;
}

async function noncurrentBatch(run: Run, access: BucketAccess, rules: LifecycleRule[], after: string): Promise<string | null> {
  if (!rules.some((r) => r.noncurrentVersionExpiration || r.expiration?.expiredObjectDeleteMarker)) return null;
  const keys = (
    await run.db
      .getRepository(ObjectVersionEntity)
      .createQueryBuilder('v')
      .select('v.key', 'key')
      .where('v.bucketId = :bucketId AND v.key > :after', { bucketId: access.bucket.id, after })
      .groupBy('v.key')
      .orderBy('v.key', 'ASC')
      .limit(VERSION_KEYS_BATCH)
      .getRawMany<{ key: string }>()
  ).map((r) => r.key);
  // A key can have thousands of versions, each its own transaction: the lease is asked about between keys.
  let done = after;
  for (const key of keys) {
    if (!(await run.stillLeased())) return done;
    await noncurrentOfKey(run, access, rules, key);
    done = key;
  }
  return keys.length < VERSION_KEYS_BATCH ? null : done;
}

/** AbortIncompleteMultipartUpload: through abortUpload, as an S3 abort (the parts' bytes are released). */
async function uploadsBatch(run: Run, access: BucketAccess, rules: LifecycleRule[], after: string): Promise<string | null> {
  if (!rules.some((r) => r.abortIncompleteMultipartUpload)) return null;
  const uploads = await run.db.getRepository(UploadEntity).find({ where: { bucketId: access.bucket.id, id: MoreThan(after) }, order: { id: 'ASC' }, take: BATCH });
  let done = after;
  for (const upload of uploads) {
    if (!(await run.stillLeased())) return done;
    done = upload.id;
    if (!rules.some((rule) => uploadAbandoned(rule, upload.key, upload.initiatedAt, run.now, run.dayMs))) continue;
    const doomed = await attempt(run, { bucket: access.bucket.name, key: upload.key, uploadId: upload.id }, () => run.ops.abortUpload(run.db, access, upload));
    if (!doomed) continue;
    run.report.aborted++;
    await collectNow(run, doomed);
  }
  return uploads.length < BATCH ? null : done;
}

const BATCHES: Record<Phase, typeof currentBatch> = { current: currentBatch, noncurrent: noncurrentBatch, uploads: uploadsBatch };

const stateOf = (json: string | null): RunState => (json ? (JSON.parse(json) as RunState) : {});

/** Save the cursor; false when the configuration was deleted meanwhile (nothing more to do for the bucket). */
async function saveState(run: Run, bucketId: number, state: RunState): Promise<boolean> {
  const r = await run.db.getRepository(BucketLifecycleEntity).update({ bucketId }, { runState: JSON.stringify(state) });
  return (r.affected ?? 1) > 0;
}

/** The day's run over one bucket, from its cursor. Returns false when the lease was lost (the run stops). */
async function runBucket(run: Run, row: BucketLifecycleEntity, day: number): Promise<boolean> {
  const access: BucketAccess = { bucket: row.bucket!, service: row.bucket!.service! };
  const rules = rulesOf(row.rules).filter((r) => r.status === 'Enabled');
  const saved = stateOf(row.runState);
  const state: RunState = saved.day === day && saved.phase ? saved : { done: saved.done, day, phase: PHASES[0], after: '' };
  while (state.phase) {
    if (!(await run.stillLeased())) return false;
    const next = rules.length ? await BATCHES[state.phase](run, access, rules, state.after ?? '') : null;
    // Lost during the batch: the holder now is the one that writes the cursor (what this batch did is not redone wrongly: removals are by id or re-checked).
    if (!(await run.stillLeased())) return false;
    if (next === null) {
      state.phase = PHASES[PHASES.indexOf(state.phase) + 1];
      state.after = '';
    } else state.after = next;
    if (!state.phase) break;
    if (!(await saveState(run, row.bucketId, state))) return true;
  }
  await saveState(run, row.bucketId, { done: day });
  run.report.buckets++;
  return true;
}

/**
 * One tick of the lifecycle job: under the lease, every bucket with a configuration not yet run
 * for the current lifecycle day, from its cursor. Other processes return at once (`leased: false`).
 */
export async function lifecycleTick(db: DataSource, blobs: BlobStore, opts: { now?: Date; dayMs: number; holder?: string; ops?: Partial<Removals> }): Promise<LifecycleReport> {
  const { now = new Date(), dayMs, holder = PROCESS_HOLDER } = opts;
  const ops: Removals = { deleteObjects, deleteVersion, abortUpload, ...opts.ops };
  const report = emptyLifecycleReport();
  if (!(await acquireLease(db, LEASE, holder, now, LEASE_TTL_MS))) return report;
  report.leased = true;
  const stillLeased = leaseKeeper(db, LEASE, holder, LEASE_TTL_MS, LEASE_RENEW_MS);
  const run: Run = { ops, db, blobs, now, dayMs, report, stillLeased };
  const day = lifecycleDay(now, dayMs);
  try {
    const rows = await db.getRepository(BucketLifecycleEntity).find({ relations: { bucket: { service: true } }, order: { bucketId: 'ASC' } });
    for (const row of rows) {
      if (!row.bucket?.service || (stateOf(row.runState).done ?? -Infinity) >= day) continue;
      if (!(await runBucket(run, row, day))) break;
    }
    if (report.buckets || report.skipped) logger.info({ ...report, day }, 'lifecycle rules applied');
    return report;
  } finally {
    await releaseLease(db, LEASE, holder);
  }
}

/** How often a process asks whether a run is due: every debug day, or every 10 minutes (a real day's run starts within 10 minutes of RUN_HOUR_UTC, or at start after a pause). */
export const lifecycleTickMs = (dayMs: number): number => (dayMs === DAY_MS ? 10 * 60_000 : dayMs);

/**
 * Apply noncurrent-version rules to one bucket, to its end: the daily snapshots' retention
 * (domain/snapshot-run.ts), which keeps no cursor of its own: what a stopped sweep did is gone,
 * so running it again from the start removes only what is left. False when the lease was lost.
 */
export async function sweepNoncurrent(db: DataSource, blobs: BlobStore, access: BucketAccess, rules: LifecycleRule[], opts: { now: Date; dayMs: number; report: LifecycleReport; stillLeased: () => Promise<boolean>; ops?: Partial<Removals> }): Promise<boolean> {
  const run: Run = { ops: { deleteObjects, deleteVersion, abortUpload, ...opts.ops }, db, blobs, now: opts.now, dayMs: opts.dayMs, report: opts.report, stillLeased: opts.stillLeased };
  let after: string | null = '';
  while (after !== null) {
    if (!(await run.stillLeased())) return false;
    after = await noncurrentBatch(run, access, rules, after);
  }
  return true;
}

/** A report with nothing done yet. */
export const emptyLifecycleReport = (): LifecycleReport => ({ leased: false, buckets: 0, expired: 0, noncurrent: 0, markers: 0, aborted: 0, skipped: 0 });
