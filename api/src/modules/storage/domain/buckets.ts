import type { DataSource } from 'typeorm';
import type { AccessKeyScope, ApiKeyPermission } from '../../account';
import { snapshotsHoldVersioning } from './snapshots';
import { bucketNameProblem, DEFAULT_BACKUP_RETENTION, isS3ServiceType, LIMITS, S3_REGION, S3_SECONDARY_REGION, type LockMode } from '../../../contracts/storage';
import type { Db } from '../../../db/db';
import { storageHoldOf } from '../../billing';
import { CloudStorageServiceEntity } from '../../services';
import { preparedRead } from '../../../db/prepared-read';
import { BucketEntity } from '../entities/bucket.entity';
import {
  BucketNameTakenError,
  BucketNotEmptyError,
  ForeignBucketError,
  InvalidBucketNameError,
  InvalidLocationError,
  NoStorageServiceError,
  NoSuchBucketError,
  OutOfKeyScopeError,
  PermissionDeniedError,
  ServiceCannotHoldBucketsError,
  ServiceSuspendedError,
  StorageOnHoldError,
  TooManyBucketsError,
  UnknownServiceError,
} from './errors';
import { journalDoomed } from './journal';
import { changedRows, lockBucket, lockLedger, lockUser, marks, moveLedger } from './ledger';
import { isUniqueViolation, storageTx } from './tx';

/** A bucket the caller may use, with the service that holds it. */
export interface BucketAccess {
  bucket: BucketEntity;
  service: CloudStorageServiceEntity;
}

/** The caller's user and what their key may do. */
export interface Caller {
  userId: number;
  permissions: ReadonlySet<ApiKeyPermission>;
  /** A bucket-scoped key's buckets and prefix; null or absent for a key that reaches every bucket of the account. */
  scope?: AccessKeyScope | null;
}

export function requirePermission(caller: Caller, permission: ApiKeyPermission): void {
  if (!caller.permissions.has(permission)) throw new PermissionDeniedError(permission);
}

/** Whether the caller's key may reach this object key (a scoped key: only keys under its prefix). */
export const keyInScope = (caller: Caller, key: string): boolean => !caller.scope || key.startsWith(caller.scope.prefix);

/** An object operation: the key must be under a scoped key's prefix (AccessDenied otherwise). */
export function requireKeyInScope(caller: Caller, key: string): void {
  if (!keyInScope(caller, key)) throw new OutOfKeyScopeError('key');
}

/**
 * A listing: a scoped key with a prefix may list only a prefix within its own (as an IAM policy's
 * `s3:prefix` condition): the requested prefix must start with the key's. So "backups/" lists
 * under "backups/x/", but not "" nor "backups".
 */
export function requireListingInScope(caller: Caller, requestedPrefix: string): void {
  if (caller.scope && !requestedPrefix.startsWith(caller.scope.prefix)) throw new OutOfKeyScopeError('prefix');
}

/** What a scoped key may never do: create or delete a bucket. */
export function requireUnscoped(caller: Caller): void {
  if (caller.scope) throw new OutOfKeyScopeError('account');
}

/** Whether a bucket is one a scoped key may reach (every bucket for an unscoped key). */
export const bucketInScope = (caller: Caller, bucketId: number): boolean => !caller.scope || caller.scope.bucketIds.has(bucketId);

/**
 * Every access to a customer's storage stops while it is on hold for an invoice unpaid past
 * STORAGE_HOLD_AFTER_DAYS (billing/overdue.ts storageHoldOf); their data is kept. Read on every
 * request (no cache), so a payment lifts it on every process at once.
 */
export async function requireNotOnHold(db: Db, userId: number, now = new Date()): Promise<void> {
  const hold = await storageHoldOf(db, userId, now);
  if (hold) throw new StorageOnHoldError(hold.invoiceNumber, hold.dueAt);
}

/**
 * A bucket by name with its service, in one statement: every S3 request reads it. (findOne with
 * `relations` takes two, since its implied LIMIT 1 makes TypeORM select the ids first.)
 */
const byName = preparedRead(['name'], (db, p) => db.getRepository(BucketEntity).createQueryBuilder('b').leftJoinAndSelect('b.service', 'service').where('b.name = :name', p));
export const bucketByName = (db: Db, name: string): Promise<BucketEntity | null> => byName.one(db, { name });

/**
 * Tenancy check of every bucket operation: the bucket exists (NoSuchBucket), is the caller's
 * (AccessDenied, as S3 answers for someone else's bucket), the customer's storage is not on hold
 * and its service is active (AccountProblem: a disabled service stops all access to its buckets).
 */
export async function bucketFor(db: Db, name: string, caller: Caller, permission: ApiKeyPermission): Promise<BucketAccess> {
  requirePermission(caller, permission);
  // Both reads at once: on PostgreSQL each is a round trip, and the hold is read on every request.
  const [bucket, hold] = await Promise.all([bucketByName(db, name), storageHoldOf(db, caller.userId)]);
  // A scoped key learns nothing outside its buckets, not even whether a name exists.
  if ((!bucket || !bucket.service) && caller.scope) throw new OutOfKeyScopeError('bucket');
  if (!bucket || !bucket.service) throw new NoSuchBucketError(name);
  if (bucket.userId !== caller.userId) throw new ForeignBucketError(bucket.userId, name);
  if (!bucketInScope(caller, bucket.id)) throw new OutOfKeyScopeError('bucket');
  if (hold) throw new StorageOnHoldError(hold.invoiceNumber, hold.dueAt);
  if (bucket.service.status !== 'active') {
    throw new ServiceSuspendedError(bucket.service.name, bucket.service.status, name);
  }
  return { bucket, service: bucket.service };
}

/** The caller's buckets on active services (ListBuckets), by name: a scoped key's only. */
export async function listBuckets(db: Db, caller: Caller): Promise<BucketAccess[]> {
  await requireNotOnHold(db, caller.userId);
  const rows = await db.getRepository(BucketEntity).find({ where: { userId: caller.userId }, relations: { service: true }, order: { name: 'ASC' } });
  return rows.filter((b) => b.service?.status === 'active' && bucketInScope(caller, b.id)).map((bucket) => ({ bucket, service: bucket.service! }));
}

/** Services a LocationConstraint allows: nbo1 (or none) any; dar1 only multi-region ones. */
function regionFilter(location: string | undefined): (s: CloudStorageServiceEntity) => boolean {
  if (!location || location === 'us-east-1' || location === S3_REGION) return () => true;
  if (location === S3_SECONDARY_REGION) return (s) => s.region === 'multi_region';
  throw new InvalidLocationError(S3_REGION, S3_SECONDARY_REGION);
}

/**
 * Which service a new bucket joins (documented in docs/storage.md):
 * 1. an explicit service id (the console), which must be one of the caller's active S3 services;
 * 2. else the service whose reserved bucket name (shown on its details) is this name;
 * 3. else, among the caller's active Object/Backup Storage services that the LocationConstraint
 *    allows, Object Storage first, then the oldest.
 */
async function chooseService(db: Db, userId: number, name: string, location: string | undefined, serviceId?: number): Promise<CloudStorageServiceEntity> {
  const services = await db.getRepository(CloudStorageServiceEntity).find({ where: { userId }, order: { id: 'ASC' } });
  const usable = (s: CloudStorageServiceEntity) => s.status === 'active' && isS3ServiceType(s.serviceType);
  if (serviceId !== undefined) {
    const s = services.find((x) => x.id === serviceId);
    if (!s) throw new UnknownServiceError();
    if (!usable(s)) throw new ServiceCannotHoldBucketsError(s.name);
    return s;
  }
  const reserved = services.find((s) => s.bucket === name);
  if (reserved) {
    if (!usable(reserved)) throw new ServiceCannotHoldBucketsError(reserved.name);
    return reserved;
  }
  const allowed = regionFilter(location);
  const candidates = services.filter((s) => usable(s) && allowed(s));
  const pick = candidates.find((s) => s.serviceType === 'Object Storage') ?? candidates[0];
  if (!pick) throw new NoStorageServiceError();
  return pick;
}

/** CreateBucket: S3 naming rules, names unique across the provider, at most 100 per customer. */
export async function createBucket(db: DataSource, caller: Caller, name: string, opts: { location?: string; serviceId?: number; objectLock?: boolean; defaultRetention?: { mode: LockMode; days: number } } = {}): Promise<BucketAccess> {
  requirePermission(caller, 'write');
  requireUnscoped(caller);
  await requireNotOnHold(db, caller.userId);
  const problem = bucketNameProblem(name);
  if (problem) throw new InvalidBucketNameError(name, problem);
  const taken = async () => {
    const existing = await db.getRepository(BucketEntity).findOneBy({ name });
    if (existing) {
      return new BucketNameTakenError(name, existing.userId === caller.userId ? 'yours' : 'taken');
    }
    return null;
  };
  const early = await taken();
  if (early) throw early;
  // Another customer's service reserves this name for its own bucket.
  const reservedBy = await db.getRepository(CloudStorageServiceEntity).findOneBy({ bucket: name });
  if (reservedBy && reservedBy.userId !== caller.userId) throw (await taken()) ?? new BucketNameTakenError(name, 'reserved');
  const service = await chooseService(db, caller.userId, name, opts.location, opts.serviceId);
  try {
    const bucket = await storageTx(db, async (m) => {
      // Count under a lock on the customer's row, so parallel creations cannot pass the cap together.
      await lockUser(m, caller.userId);
      const count = await m.getRepository(BucketEntity).countBy({ userId: caller.userId });
      if (count >= LIMITS.maxBucketsPerCustomer) throw new TooManyBucketsError(LIMITS.maxBucketsPerCustomer);
      // A Backup Storage bucket keeps every version from its first write, each under a retention
      // (30 days GOVERNANCE unless chosen): an overwrite or a delete by a backup tool, or by
      // ransomware holding its key, never destroys data (domain/versions.ts, domain/object-lock.ts).
      const backup = service.serviceType === 'Backup Storage';
      const objectLock = backup || opts.objectLock === true;
      const chosen = service.retentionMode && service.retentionDays ? { mode: service.retentionMode, days: service.retentionDays } : null;
      const retention = opts.defaultRetention ?? (backup ? (chosen ?? DEFAULT_BACKUP_RETENTION) : null);
      // A service with daily snapshots on versions every bucket (domain/snapshots.ts; its row is locked by lockUser above).
      const versioning = objectLock || (await snapshotsHoldVersioning(m, service.id)) ? ('Enabled' as const) : null;
      return m.getRepository(BucketEntity).save(
        m.getRepository(BucketEntity).create({
          name,
          serviceId: service.id,
          userId: caller.userId,
          objectCount: 0,
          objectBytes: 0,
          versioning,
          objectLock,
          lockDefaultMode: objectLock ? (retention?.mode ?? null) : null,
          lockDefaultDays: objectLock ? (retention?.days ?? null) : null,
          lockDefaultYears: null,
          createdAt: new Date(),
        }),
      );
    });
    return { bucket, service };
  } catch (e) {
    if (isUniqueViolation(e)) throw (await taken()) ?? e;
    throw e;
  }
}

/** DeleteBucket: only when it holds no objects and no versions; unfinished multipart uploads are aborted with it. */
export async function deleteBucket(db: DataSource, access: BucketAccess): Promise<string[]> {
  return storageTx(db, async (m) => {
    await lockBucket(m, access.bucket.id, access.bucket.name);
    const ledger = await lockLedger(m, access.service.id);
    // The rows decide, not the counters: with the bucket locked no object can appear meanwhile.
    // Noncurrent versions and delete markers count, as in S3: a versioned bucket is empty when every version is gone.
    const objects = (await m.query(
      `SELECT id FROM storage_objects WHERE bucket_id = ${marks(m, 1, 1)} UNION ALL SELECT id FROM storage_object_versions WHERE bucket_id = ${marks(m, 2, 1)} LIMIT 1`,
      [access.bucket.id, access.bucket.id],
    )) as unknown[];
    if (objects.length) throw new BucketNotEmptyError(access.bucket.name);
    const parts = await changedRows<{ size: number | string; blob_key: string }>(m, `DELETE FROM storage_upload_parts WHERE upload_id IN (SELECT id FROM storage_uploads WHERE bucket_id = ${marks(m, 1, 1)}) RETURNING size, blob_key`, [access.bucket.id]);
    await moveLedger(m, ledger, { used: -parts.reduce((s, p) => s + Number(p.size), 0) });
    const doomed = parts.map((p) => p.blob_key);
    await journalDoomed(m, doomed);
    await m.getRepository(BucketEntity).delete({ id: access.bucket.id });
    return doomed;
  });
}
