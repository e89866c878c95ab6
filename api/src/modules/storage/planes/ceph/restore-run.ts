import { In, type DataSource } from 'typeorm';
import { logger } from '../../../../common/logger';
import { renderApiMessage } from '../../../../contracts/api-messages';
import { acquireLease, leaseKeeper, PROCESS_HOLDER, releaseLease } from '../../../platform';
import { CloudStorageServiceEntity } from '../../../services';
import { NoSuchBucketError, ServiceSuspendedError } from '../../domain/errors';
import { restoreKind } from '../../domain/point-in-time';
import { quotaExceeded } from '../../domain/quota';
import { CephBucketRestoreEntity } from '../../entities/ceph-bucket-restore.entity';
import { consoleS3For } from './console-s3';
import type { RgwAdmin } from './rgw-admin';
import { RgwS3Error, type RgwS3, type RgwVersion } from './rgw-s3';

/**
 * The point-in-time restore job on the Ceph plane: the queued restores (ceph_bucket_restores),
 * oldest first, carried out through RGW with the customer's console credential, so RGW's tenancy,
 * quota and object lock apply as to any write of theirs. The rule is the embedded plane's
 * (domain/point-in-time.ts): for each key, its state at T is the newest version or delete marker
 * last modified at or before T; a version that is not current now is copied back onto its key
 * (CopyObject with its versionId, a new current version), a key that did not exist at T gets a
 * delete marker, and nothing is ever removed.
 *
 * RGW's ListObjectVersions walks the keys in order, each key's versions newest first; a key is
 * acted on once all its versions are read. The row's cursor (the last key done) is saved after
 * each key acted on and each page, on condition that it is still the one this run read, and a
 * run resumes with key-marker = cursor. A key acted on twice (a run killed between its copy and
 * the save) costs one extra version, never a wrong state: the second look finds its content current.
 * Once across processes under the database lease `ceph-restore`, renewed between keys.
 */

const LEASE = 'ceph-restore';
const LEASE_TTL_MS = 60_000;
const LEASE_RENEW_MS = 15_000;
/** Versions read per ListObjectVersions page. */
const PAGE = 1000;
export const CEPH_RESTORE_TICK_MS = 10_000;

export type CephRestoreStep = { kind: 'copy'; version: RgwVersion } | { kind: 'marker' } | { kind: 'none' };

/** What restoring one key (all its versions and markers, as RGW lists them) to its state at `at` takes: the embedded plane's rule (restoreKind). Pure. */
export function restoreStepOf(versions: readonly RgwVersion[], at: Date): CephRestoreStep {
  const current = versions.find((v) => v.isLatest);
  let past: RgwVersion | undefined;
  // Newest first within a key; the first one at or before T wins a tie of timestamps.
  for (const v of versions) if (v.lastModified.getTime() <= at.getTime() && (!past || v.lastModified > past.lastModified)) past = v;
  const nowHasData = !!current && !current.deleteMarker;
  const kind = restoreKind({
    pastHasData: !!past && !past.deleteMarker,
    nowHasData,
    // The same version, or a copy of it (an earlier restore), is current: nothing to write.
    pastIsCurrent: nowHasData && !!past && (current.versionId === past.versionId || (current.etag === past.etag && current.size === past.size)),
  });
  return kind === 'copy' ? { kind, version: past! } : { kind };
}

interface Progress {
  cursor: string;
  keysExamined: number;
  versionsRestored: number;
  markersWritten: number;
  bytesCopied: number;
}

/** A refusal that ends the job for good (the customer reads why). */
class JobRefused extends Error {}
/** The row's cursor moved under this run (it lost the lease), or the row went with its bucket: it stops. */
class Overtaken extends Error {}

export interface CephRestoreOptions {
  holder?: string;
  /** Versions per page (a test makes it small). */
  page?: number;
  /** Stop after this many keys, as a killed run would (a test of resuming). */
  stopAfterKeys?: number;
}

export interface CephRestoreReport {
  leased: boolean;
  finished: number;
}

/** Why RGW's refusal ends the job, in the console's words; null for a failure worth retrying (RGW busy or failing). */
async function refusal(db: DataSource, job: CephBucketRestoreEntity, e: RgwS3Error): Promise<string | null> {
  const service = await db.getRepository(CloudStorageServiceEntity).findOneBy({ id: job.serviceId });
  switch (e.code) {
    case 'QuotaExceeded':
      return service ? quotaExceeded(service).message : e.code;
    case 'NoSuchBucket':
      return new NoSuchBucketError(job.bucket).message;
    case 'AccessDenied':
    case 'UserSuspended':
      return service && service.status !== 'active' ? new ServiceSuspendedError(service.name, service.status, job.bucket).message : `Ceph RGW refused the restore (${e.code})`;
    default:
      return e.status >= 500 ? null : `Ceph RGW refused the restore (${e.code})`;
  }
}

class Run {
  readonly p: Progress;
  private saved: string;
  constructor(
    readonly db: DataSource,
    readonly s3: RgwS3,
    readonly job: CephBucketRestoreEntity,
  ) {
    this.p = { cursor: job.cursor, keysExamined: job.keysExamined, versionsRestored: job.versionsRestored, markersWritten: job.markersWritten, bytesCopied: job.bytesCopied };
    this.saved = job.cursor;
  }

  /** Save the progress if the stored cursor is still the one this run last saved (compare-and-set). */
  async save(): Promise<void> {
    if (this.p.cursor === this.saved) return;
    const r = await this.db.getRepository(CephBucketRestoreEntity).createQueryBuilder().update().set(this.p).where('id = :id AND cursor = :from', { id: this.job.id, from: this.saved }).execute();
    if (!r.affected) throw new Overtaken();
    this.saved = this.p.cursor;
  }

  /** One key, all its versions read: its step taken, then the progress saved. */
  async restoreKey(versions: RgwVersion[]): Promise<void> {
    const key = versions[0]!.key;
    const step = restoreStepOf(versions, this.job.pointInTime);
    if (step.kind === 'copy') await this.s3.copyVersionOnto(this.job.bucket, key, step.version.versionId);
    if (step.kind === 'marker') await this.s3.deleteObject(this.job.bucket, key);
    this.p.cursor = key;
    this.p.keysExamined++;
    if (step.kind === 'copy') {
      this.p.versionsRestored++;
      this.p.bytesCopied += step.version.size;
    }
    if (step.kind === 'marker') this.p.markersWritten++;
    if (step.kind !== 'none') await this.save();
  }
}

/** One job from its cursor. False when the run stopped early (the lease lost, a test's stop). */
async function runJob(db: DataSource, admin: RgwAdmin, job: CephBucketRestoreEntity, opts: CephRestoreOptions, stillLeased: () => Promise<boolean>): Promise<boolean> {
  const repo = db.getRepository(CephBucketRestoreEntity);
  if (job.status === 'queued') await repo.update({ id: job.id }, { status: 'running' });
  const { s3 } = await consoleS3For(db, admin, job.userId);
  const run = new Run(db, s3, job);
  let budget = opts.stopAfterKeys ?? Infinity;
  let group: RgwVersion[] = [];
  let keyMarker = job.cursor || undefined;
  let versionIdMarker: string | undefined;
  try {
    for (;;) {
      // Checked once a page: a copy after versioning was suspended would replace the "null" version.
      if ((await s3.versioning(job.bucket)) !== 'Enabled') throw new JobRefused(renderApiMessage('restoreVersioningSuspended'));
      const page = await s3.listVersions(job.bucket, { prefix: job.prefix, keyMarker, versionIdMarker, maxKeys: opts.page ?? PAGE });
      for (const v of page.versions) {
        // RGW 16.2 lists the key-marker's own versions again (S3 starts after it): that key is done.
        if (job.cursor && v.key === job.cursor) continue;
        if (group.length && group[0]!.key !== v.key) {
          if (budget-- <= 0) return await run.save().then(() => false);
          if (!(await stillLeased())) return false;
          await run.restoreKey(group);
          group = [];
        }
        group.push(v);
      }
      if (!page.truncated) break;
      await run.save();
      keyMarker = page.nextKeyMarker;
      versionIdMarker = page.nextVersionIdMarker;
    }
    if (group.length) {
      if (budget-- <= 0) return await run.save().then(() => false);
      await run.restoreKey(group);
    }
    await run.save();
    await repo.update({ id: job.id }, { status: 'done', error: null, finishedAt: new Date() });
    logger.info({ restore: job.id, bucket: job.bucket, ...run.p }, 'ceph: point-in-time restore done');
    return true;
  } catch (e) {
    if (e instanceof Overtaken) return false;
    const why = e instanceof JobRefused ? e.message : e instanceof RgwS3Error ? await refusal(db, job, e) : null;
    if (why === null) throw e; // RGW unreachable or failing, the database: the job stays running and resumes from its cursor
    await run.save().catch((s: unknown) => (s instanceof Overtaken ? undefined : Promise.reject(s)));
    await repo.update({ id: job.id }, { status: 'failed', error: why, finishedAt: new Date() });
    logger.warn({ restore: job.id, bucket: job.bucket, reason: why, ...run.p }, 'ceph: point-in-time restore failed');
    return true;
  }
}

/** The databases this process is running a tick on now. */
const ticking = new WeakSet<DataSource>();

/** One tick: under the lease, every queued or running restore on RGW, from its cursor. Other processes (and a second tick of this one) return at once. */
export async function cephRestoreTick(db: DataSource, admin: RgwAdmin, opts: CephRestoreOptions = {}): Promise<CephRestoreReport> {
  const holder = opts.holder ?? PROCESS_HOLDER;
  const report: CephRestoreReport = { leased: false, finished: 0 };
  if (ticking.has(db)) return report;
  ticking.add(db);
  try {
    if (!(await acquireLease(db, LEASE, holder, new Date(), LEASE_TTL_MS))) return report;
    report.leased = true;
    const stillLeased = leaseKeeper(db, LEASE, holder, LEASE_TTL_MS, LEASE_RENEW_MS);
    try {
      const jobs = await db.getRepository(CephBucketRestoreEntity).find({ where: { status: In(['queued', 'running']) }, order: { id: 'ASC' } });
      for (const job of jobs) {
        if (!(await runJob(db, admin, job, opts, stillLeased))) break;
        report.finished++;
      }
      return report;
    } finally {
      await releaseLease(db, LEASE, holder);
    }
  } finally {
    ticking.delete(db);
  }
}
