import type { Db } from '../../../../db/db';
import { mapLimit } from '../../../../common/map-limit';
import { logger } from '../../../../common/logger';
import { renderApiMessage } from '../../../../contracts/api-messages';
import { recordSecurityEvent, SecurityEventEntity } from '../../../audit';
import { CloudStorageServiceEntity } from '../../../services';
import { customerOfRgwUser } from './bucket-service';
import { consoleS3For } from './console-s3';
import { RGW_PRIVATE_BLOCK } from './public-state';
import type { PublicAccessBlock } from '../../domain/block-public-access';
import { RgwUnreachableError, type RgwAdmin, type RgwBucketStats } from './rgw-admin';
import { RgwS3Error, type RgwS3 } from './rgw-s3';

/**
 * Block Public Access on for every bucket, including those a customer's own S3 tool creates.
 *
 * The console puts RGW_PRIVATE_BLOCK on the buckets it creates. A bucket made with a customer's
 * key (`aws s3 mb`, rclone, Terraform) starts on RGW with no Block Public Access at all, and then an
 * object uploaded with `x-amz-acl: public-read` is served to anyone. RGW 16.2 has no account-wide
 * default and no hook on bucket creation, so the metering job, which reads every bucket each
 * minute, closes the buckets it has not seen before: one that still has RGW's default (no flag on)
 * gets RGW_PRIVATE_BLOCK (IgnorePublicAcls on), acting as the customer's console.
 * A bucket with any flag on keeps its configuration: the console put it, private or public on purpose, and a
 * customer's key cannot change it (RGW refuses a subuser without full control).
 *
 * So a public ACL a tool puts on a fresh bucket is served for at most one metering period
 * (METERING_TICK_MS); docs/storage.md says so.
 */

export interface BucketGuardState {
  /** Buckets already checked by this process: `tenant/bucket@creation`, so a re-created bucket is checked again. */
  checked: Set<string>;
  /** Buckets whose check failed (a suspended customer, RGW busy): not before this time (ms). */
  retryAt: Map<string, number>;
}

export const newBucketGuardState = (): BucketGuardState => ({ checked: new Set(), retryAt: new Map() });

export interface BucketGuardReport {
  checked: number;
  closed: string[];
  failed: number;
  /** Backup Storage buckets found without object lock (made with an S3 tool that did not ask for it): versioned, and their owner told. */
  unlockedBackups: string[];
}

/** Checks per tick: the first tick after a start checks every bucket, a page a minute. */
const PER_TICK = 200;
const PARALLEL = 8;
const RETRY_MS = 10 * 60_000;

/**
 * RGW's state for a bucket nobody configured: no configuration, or (as RGW 16.2 answers for a new
 * bucket) one with every flag off. The portal never sets every flag off: a bucket the console made
 * public still has IgnorePublicAcls (RGW_POLICY_ALLOWED).
 */
const isRgwDefault = (b: PublicAccessBlock | null) => b === null || !(b.blockPublicAcls || b.ignorePublicAcls || b.blockPublicPolicy || b.restrictPublicBuckets);

const keyOf = (b: RgwBucketStats) => `${b.tenant}/${b.bucket}@${b.creation_time ?? ''}`;

/** Close the customers' buckets this process has not checked yet (see above). */
export async function guardNewBuckets(
  db: Db,
  admin: RgwAdmin,
  stats: readonly RgwBucketStats[],
  state: BucketGuardState,
  opts: {
    now?: Date;
    perTick?: number;
    s3Of?: (userId: number) => Promise<RgwS3>;
    /** The Backup Storage service a bucket is metered to, if any (metering.ts knows the customers' services). */
    backupServiceOf?: (b: RgwBucketStats) => number | null;
  } = {},
): Promise<BucketGuardReport> {
  const now = (opts.now ?? new Date()).getTime();
  const s3Of = opts.s3Of ?? (async (userId: number) => (await consoleS3For(db, admin, userId)).s3);
  const report: BucketGuardReport = { checked: 0, closed: [], failed: 0, unlockedBackups: [] };
  const todo = stats
    .filter((b) => customerOfRgwUser(b.owner) !== null && !state.checked.has(keyOf(b)) && (state.retryAt.get(keyOf(b)) ?? 0) <= now)
    .slice(0, opts.perTick ?? PER_TICK);
  const seen = new Set(stats.map(keyOf));
  for (const k of state.retryAt.keys()) if (!seen.has(k)) state.retryAt.delete(k);
  for (const k of state.checked) if (!seen.has(k)) state.checked.delete(k);

  await mapLimit(todo, PARALLEL, async (b) => {
    const key = keyOf(b);
    try {
      const s3 = await s3Of(customerOfRgwUser(b.owner)!);
      if (isRgwDefault(await s3.publicAccessBlockSet(b.bucket))) {
        await s3.putPublicAccessBlock(b.bucket, RGW_PRIVATE_BLOCK);
        report.closed.push(`${b.tenant}/${b.bucket}`);
      }
      const backup = opts.backupServiceOf?.(b) ?? null;
      if (backup !== null && (await guardBackupBucket(db, s3, b, backup))) report.unlockedBackups.push(`${b.tenant}/${b.bucket}`);
      state.checked.add(key);
      state.retryAt.delete(key);
      report.checked++;
    } catch (e) {
      // Gone since the stats were read: nothing to close.
      if (e instanceof RgwS3Error && e.code === 'NoSuchBucket') {
        state.checked.add(key);
        return;
      }
      if (e instanceof RgwUnreachableError) throw e;
      report.failed++;
      state.retryAt.set(key, now + RETRY_MS);
      logger.warn({ bucket: `${b.tenant}/${b.bucket}`, err: { message: e instanceof Error ? e.message : String(e) } }, 'ceph: could not check a bucket’s Block Public Access; retrying later');
    }
  });
  if (report.closed.length) logger.info({ buckets: report.closed }, 'ceph: Block Public Access put on buckets made outside the console');
  if (report.unlockedBackups.length) logger.warn({ buckets: report.unlockedBackups }, 'ceph: Backup Storage buckets without object lock (made with S3 tools)');
  return report;
}

/**
 * A Backup Storage bucket is made with object lock by the console; one a customer's S3 tool made
 * without `x-amz-bucket-object-lock-enabled` cannot get it later on RGW 16.2. The guard turns its
 * versioning on, so an overwrite or a delete keeps the old data, and tells the customer once, in
 * the security log, that its versions can still be deleted and how to make a locked bucket.
 * True when the bucket has no object lock.
 */
async function guardBackupBucket(db: Db, s3: RgwS3, b: RgwBucketStats, serviceId: number): Promise<boolean> {
  if (await s3.objectLock(b.bucket)) return false;
  if ((await s3.versioning(b.bucket)) !== 'Enabled') await s3.putVersioning(b.bucket, 'Enabled');
  const service = await db.getRepository(CloudStorageServiceEntity).findOne({ select: { name: true, userId: true }, where: { id: serviceId } });
  if (!service) return true;
  const action = renderApiMessage('eventBackupBucketUnlocked', { bucket: b.bucket, service: service.name });
  // Once per bucket, across restarts (each start checks every bucket again).
  if (!(await db.getRepository(SecurityEventEntity).existsBy({ userId: service.userId, action }))) {
    await recordSecurityEvent(db, { userId: null, ip: null, userAgent: 'system', requestId: null }, { userId: service.userId, type: 's3_bucket', severity: 'high', action });
  }
  return true;
}
