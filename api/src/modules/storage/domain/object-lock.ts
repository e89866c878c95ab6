import type { DataSource } from 'typeorm';
import { renderApiMessage } from '../../../contracts/api-messages';
import { MAX_RETENTION_DAYS, type LockMode } from '../../../contracts/storage';
import { rawDate } from '../../../db/columns';
import type { Db } from '../../../db/db';
import { BucketEntity } from '../entities/bucket.entity';
import { ObjectVersionEntity } from '../entities/object-version.entity';
import { ObjectEntity } from '../entities/object.entity';
import type { BucketAccess } from './buckets';
import { InvalidLockRequestError, NoObjectLockConfigurationError, NoObjectRetentionError, NoSuchKeyError, NoSuchVersionError, ObjectLockedError, ObjectLockStateError } from './errors';
import { isPostgres, lockBucket } from './ledger';
import { storageTx } from './tx';

/**
 * S3 object lock (docs/storage.md, "Object lock"): write-once-read-many versions.
 *
 * - A bucket has object lock on from its creation (`x-amz-bucket-object-lock-enabled`), or turned
 *   on later while its versioning is Enabled; it never turns off, and the bucket's versioning can
 *   no longer be suspended (so no write ever replaces a version: each is a new one).
 * - Each version may carry a retention (a mode and a date) and a legal hold. A new version takes
 *   the retention its request names, or the bucket's default retention counted from its write.
 * - While a version's retention runs, or its legal hold is on, nobody removes it for good: not its
 *   owner, not the console, not a cancellation. A DELETE without a version id still writes a
 *   delete marker (nothing is destroyed), as S3 does. GOVERNANCE retention yields to a key that
 *   holds the bypass permission and sends `x-amz-bypass-governance-retention: true`; COMPLIANCE to
 *   nobody, and it can only be extended.
 */

export interface Retention {
  mode: LockMode;
  until: Date;
}

/** A bucket's default retention: a mode and a period in days or in years (S3 keeps whichever was given). */
export interface DefaultRetention {
  mode: LockMode;
  days: number | null;
  years: number | null;
}

/** What a version carries (the columns of both object tables). */
export interface VersionLock {
  lockMode: LockMode | null;
  lockUntil: Date | null;
  legalHold: boolean;
}

export const NO_LOCK: VersionLock = { lockMode: null, lockUntil: null, legalHold: false };

/** The default retention of a bucket, or null when object lock is off or no default is set. */
export function defaultRetentionOf(b: Pick<BucketEntity, 'objectLock' | 'lockDefaultMode' | 'lockDefaultDays' | 'lockDefaultYears'>): DefaultRetention | null {
  if (!b.objectLock || !b.lockDefaultMode) return null;
  return { mode: b.lockDefaultMode, days: b.lockDefaultDays, years: b.lockDefaultYears };
}

/** The end of a default retention that starts now. */
export function retainUntil(d: DefaultRetention, from: Date): Date {
  const until = new Date(from);
  if (d.years) until.setUTCFullYear(until.getUTCFullYear() + d.years);
  else until.setTime(until.getTime() + (d.days ?? 0) * 86_400_000);
  return until;
}

/** A default retention as PutObjectLockConfiguration gives it: one of days or years, positive, at most 100 years. */
export function checkDefaultRetention(d: DefaultRetention): DefaultRetention {
  const one = (d.days === null) !== (d.years === null);
  const n = d.days ?? (d.years ?? 0) * 365;
  if (!one || n <= 0 || n > MAX_RETENTION_DAYS || !Number.isInteger(d.days ?? d.years)) {
    throw new InvalidLockRequestError('Default retention period must be a positive integer value, in Days or in Years (at most 100 years), not both.');
  }
  return d;
}

/**
 * The lock a new version gets, under its bucket's lock (`bucket` as read there): the request's own
 * retention and legal hold, else the bucket's default retention from `now`. Lock arguments on a
 * bucket without object lock are refused, as S3 does.
 */
export function lockForNewVersion(bucket: Pick<BucketEntity, 'objectLock' | 'lockDefaultMode' | 'lockDefaultDays' | 'lockDefaultYears'>, requested: { retention: Retention | null; legalHold: boolean | null }, now: Date): VersionLock {
  if (!bucket.objectLock) {
    if (requested.retention || requested.legalHold !== null) throw new InvalidLockRequestError('Bucket is missing Object Lock Configuration');
    return NO_LOCK;
  }
  if (requested.retention && requested.retention.until <= now) throw new InvalidLockRequestError('The retain until date must be in the future!');
  const d = defaultRetentionOf(bucket);
  const retention = requested.retention ?? (d ? { mode: d.mode, until: retainUntil(d, now) } : null);
  return { lockMode: retention?.mode ?? null, lockUntil: retention?.until ?? null, legalHold: requested.legalHold ?? false };
}

/** Whether a version's retention still runs. */
export const isRetained = (v: VersionLock, now: Date): boolean => v.lockMode !== null && v.lockUntil !== null && v.lockUntil.getTime() > now.getTime();

/** Whether a version can be removed for good now (with the bypass of GOVERNANCE, when `bypass`). */
export const isRemovable = (v: VersionLock, now: Date, bypass = false): boolean => !v.legalHold && (!isRetained(v, now) || (bypass && v.lockMode === 'GOVERNANCE'));

/** Refuse the removal of a locked version (DeleteObject with a version id, a forced bucket delete, lifecycle). */
export function checkRemovable(key: string, v: VersionLock, now: Date, bypass = false): void {
  if (!isRemovable(v, now, bypass)) throw new ObjectLockedError(key);
}

/**
 * A retention change (PutObjectRetention) on a version that has `current`: extending is always
 * allowed; under COMPLIANCE nothing else is (InvalidRequest); under GOVERNANCE shortening, changing
 * the mode down or removing it needs the bypass (AccessDenied without).
 */
export function checkRetentionChange(key: string, current: VersionLock, next: Retention | null, now: Date, bypass: boolean): void {
  if (next && next.until <= now) throw new InvalidLockRequestError('The retain until date must be in the future!');
  if (!isRetained(current, now)) return;
  const extends_ = next !== null && next.until.getTime() >= current.lockUntil!.getTime();
  if (current.lockMode === 'COMPLIANCE') {
    if (!extends_ || next!.mode !== 'COMPLIANCE') throw new InvalidLockRequestError('A COMPLIANCE retention cannot be shortened, removed or changed to GOVERNANCE before it ends; it can only be extended.');
    return;
  }
  if (!extends_ && !bypass) throw new ObjectLockedError(key);
}

/** The row (current object or noncurrent version, never a marker) a retention or legal hold request acts on. */
async function lockedRow(db: Db, access: BucketAccess, key: string, versionId?: string): Promise<{ table: 'storage_objects' | 'storage_object_versions'; row: ObjectEntity | ObjectVersionEntity }> {
  const where = { bucketId: access.bucket.id, key, ...(versionId === undefined ? {} : { versionId }) };
  const current = await db.getRepository(ObjectEntity).findOneBy(where);
  if (current) return { table: 'storage_objects', row: current };
  if (versionId === undefined) throw new NoSuchKeyError(key);
  const row = await db.getRepository(ObjectVersionEntity).findOneBy({ ...where, deleteMarker: false });
  if (!row) throw new NoSuchVersionError(key, versionId);
  return { table: 'storage_object_versions', row };
}

const requireObjectLock = (access: BucketAccess) => {
  if (!access.bucket.objectLock) throw new InvalidLockRequestError('Bucket is missing Object Lock Configuration');
};

/** GetObjectRetention: the version's retention, or NoSuchObjectLockConfiguration when it has none. */
export async function getRetention(db: Db, access: BucketAccess, key: string, versionId?: string): Promise<Retention> {
  requireObjectLock(access);
  const { row } = await lockedRow(db, access, key, versionId);
  if (!row.lockMode || !row.lockUntil) throw new NoObjectRetentionError(key);
  return { mode: row.lockMode, until: row.lockUntil };
}

/** PutObjectRetention: set, extend, or (GOVERNANCE with the bypass) shorten or remove a version's retention, under the bucket lock. */
export async function putRetention(db: DataSource, access: BucketAccess, key: string, next: Retention | null, opts: { versionId?: string; bypass: boolean; now?: Date }): Promise<void> {
  requireObjectLock(access);
  await storageTx(db, async (m) => {
    await lockBucket(m, access.bucket.id, access.bucket.name);
    const now = opts.now ?? new Date();
    const { table, row } = await lockedRow(m, access, key, opts.versionId);
    checkRetentionChange(key, row, next, now, opts.bypass);
    const repo = table === 'storage_objects' ? m.getRepository(ObjectEntity) : m.getRepository(ObjectVersionEntity);
    await repo.update({ id: row.id }, { lockMode: next?.mode ?? null, lockUntil: next?.until ?? null });
  });
}

/** GetObjectLegalHold: ON or OFF. */
export async function getLegalHold(db: Db, access: BucketAccess, key: string, versionId?: string): Promise<boolean> {
  requireObjectLock(access);
  return (await lockedRow(db, access, key, versionId)).row.legalHold;
}

/** PutObjectLegalHold: on or off (a legal hold has no date; anyone with write permission sets or lifts it, as S3's s3:PutObjectLegalHold). */
export async function putLegalHold(db: DataSource, access: BucketAccess, key: string, on: boolean, versionId?: string): Promise<void> {
  requireObjectLock(access);
  await storageTx(db, async (m) => {
    await lockBucket(m, access.bucket.id, access.bucket.name);
    const { table, row } = await lockedRow(m, access, key, versionId);
    const repo = table === 'storage_objects' ? m.getRepository(ObjectEntity) : m.getRepository(ObjectVersionEntity);
    await repo.update({ id: row.id }, { legalHold: on });
  });
}

/** GetObjectLockConfiguration: whether lock is on and its default retention; ObjectLockConfigurationNotFoundError when off. */
export function lockConfigurationOf(access: BucketAccess): { enabled: true; defaultRetention: DefaultRetention | null } {
  if (!access.bucket.objectLock) throw new NoObjectLockConfigurationError(access.bucket.name);
  return { enabled: true, defaultRetention: defaultRetentionOf(access.bucket) };
}

/**
 * PutObjectLockConfiguration: turn object lock on (the bucket's versioning must be Enabled) and set
 * or clear its default retention. Under the bucket lock, so a write sees the old or the new default.
 */
export async function putLockConfiguration(db: DataSource, access: BucketAccess, d: DefaultRetention | null): Promise<void> {
  if (d) checkDefaultRetention(d);
  await storageTx(db, async (m) => {
    const versioning = await lockBucket(m, access.bucket.id, access.bucket.name);
    if (versioning !== 'Enabled') throw new ObjectLockStateError('needs-versioning');
    await m.getRepository(BucketEntity).update({ id: access.bucket.id }, { objectLock: true, lockDefaultMode: d?.mode ?? null, lockDefaultDays: d?.days ?? null, lockDefaultYears: d?.years ?? null });
  });
}

/** The latest retention end among a bucket's versions still under lock (null when none): what a cancellation waits for. */
export async function retainedUntil(db: Db, bucketId: number, now = new Date()): Promise<{ until: Date | null; legalHold: boolean }> {
  let until: Date | null = null;
  let legalHold = false;
  for (const repo of [db.getRepository(ObjectEntity), db.getRepository(ObjectVersionEntity)] as const) {
    const rows = (await (repo as ReturnType<Db['getRepository']>)
      .createQueryBuilder('v')
      .select('MAX(v.lock_until)', 'until')
      .addSelect('MAX(CASE WHEN v.legal_hold THEN 1 ELSE 0 END)', 'hold')
      .where('v.bucket_id = :id', { id: bucketId })
      .andWhere('(v.legal_hold OR v.lock_until > :now)', { now })
      .getRawOne()) as { until: string | Date | null; hold: number | string | null } | undefined;
    if (rows?.until) {
      const u = rawDate(rows.until);
      if (!until || u > until) until = u;
    }
    if (Number(rows?.hold ?? 0) > 0) legalHold = true;
  }
  return { until, legalHold };
}

/**
 * What object lock still keeps in a service's buckets (null when nothing): a cancellation or an
 * account deletion cannot remove those versions before their date, so it is refused until then
 * and the stored bytes stay billed (docs/storage.md, "Object lock").
 */
export async function retainedIn(db: Db, owner: { serviceId: number } | { userId: number }, now = new Date(), opts: { lockBuckets?: boolean } = {}): Promise<{ until: Date | null; legalHold: boolean } | null> {
  // Inside a transaction about to delete them: every bucket row of the owner is locked first, as
  // each writer locks its bucket (domain/ledger.ts), so no locked version commits unseen. (SQLite
  // runs one write transaction at a time: nothing interleaves there.)
  if (opts.lockBuckets && isPostgres(db)) {
    const [column, id] = 'userId' in owner ? ['user_id', owner.userId] : ['service_id', owner.serviceId];
    await db.query(`SELECT id FROM storage_buckets WHERE ${column} = $1 ORDER BY id FOR UPDATE`, [id]);
  }
  const buckets = await db.getRepository(BucketEntity).find({ select: { id: true }, where: { ...owner, objectLock: true } });
  let until: Date | null = null;
  let legalHold = false;
  for (const b of buckets) {
    const r = await retainedUntil(db, b.id, now);
    if (r.until && (!until || r.until > until)) until = r.until;
    legalHold ||= r.legalHold;
  }
  return until || legalHold ? { until, legalHold } : null;
}

/** The sentence a refused cancellation or deletion shows (a coded API message: the dashboard shows it in the user's language). */
export function retainedMessage(r: { until: Date | null; legalHold: boolean }, what: 'service' | 'account' | 'bucket'): string {
  const subject = ({ service: 'Service', account: 'Account', bucket: 'Bucket' } as const)[what];
  if (r.legalHold || !r.until) return renderApiMessage(`held${subject}`);
  return renderApiMessage(`retained${subject}`, { date: r.until.toISOString().slice(0, 10) });
}
