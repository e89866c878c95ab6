import { config } from '../../../../config/config';
import { forbidden, serviceUnavailable } from '../../../../common/errors';
import { logger } from '../../../../common/logger';
import { parseInput } from '../../../../common/validation';
import { API_MESSAGES } from '../../../../contracts/api-messages';
import { DEFAULT_BACKUP_RETENTION, bucketNameSchema, createBucketSchema, isS3ServiceType, objectKeySchema, objectPrefixSchema, presignSchema, putObjectTagsSchema, S3_REGION } from '../../../../contracts/storage';
import { actorOf, type Caller } from '../../../caller';
import { recordSecurityEvent } from '../../../audit';
import { CloudStorageServiceEntity, getMyService } from '../../../services';
import { objectUrl, presignUrl } from '../../auth/signer';
import { consoleCall } from '../../console/errors';
import { mapLimit } from '../../../../common/map-limit';
import { attachment, corsView, encodeCursor, ownerOf, parsePutBucketCors, TOKEN_CANNOT_PRESIGN } from '../../console/console.service';
import { requireNotOnHold } from '../../domain/buckets';
import { checkDefaultRetention } from '../../domain/object-lock';
import * as D from '../../domain/errors';
import { quotaBytes } from '../../domain/quota';
import { portalOrigins } from '../../s3/cors';
import { consoleS3For } from './console-s3';
import { rgwUidOf } from './desired';
import { rgwAdminOf } from './rgw-admin';
import { publicBucketNames, RGW_PRIVATE_BLOCK } from './public-state';
import { RgwUnreachableError, type RgwBucketStats } from './rgw-admin';
import { RgwS3Error, type RgwDefaultRetention, type RgwS3 } from './rgw-s3';
import type { CorsRule } from '../../domain/cors';
import { serviceOfBucket } from './bucket-service';
import { withPlacements } from './metering';
import { CephBucketPlacementEntity } from '../../entities/ceph-bucket-placement.entity';
import { CephBucketRestoreEntity } from '../../entities/ceph-bucket-restore.entity';
import { CephKeyBucketEntity } from '../../entities/ceph-key-bucket.entity';
import { applyRetention, snapshotsOnFor } from './snapshots';

/**
 * The bucket browser on the Ceph plane: the same GraphQL operations as on the embedded plane
 * (list buckets and objects, create and delete, presigned upload and download links), answered by
 * RGW. The portal talks S3 to RGW with the customer's console credential, a subuser of their RGW
 * user, so RGW's tenancy scopes every name to that customer; links are presigned with the same
 * credential, and revoking console links (a password change, "sign out everywhere") rotates it.
 * The browser uploads straight to RGW: before a PUT link is made, the bucket's CORS gets a rule
 * for the portal's origins (kept beside the customer's own rules).
 *
 * Tags, CORS, versions, lifecycle rules, public access and object lock are RGW's own (this file,
 * console-versions.ts, console-lifecycle.ts, console-public.ts, console-lock.ts). Point-in-time
 * restores are console-restore.ts and restore-run.ts, daily snapshots snapshots.ts.
 */

export type Ctx = Caller;

export const RGW_UNREACHABLE = API_MESSAGES.storageNotAnswering;

/** An RGW that does not answer is a 503 with Retry-After for the page, never a 500. */
export function whenRgwAnswers<A extends unknown[], R>(fn: (...a: A) => Promise<R>): (...a: A) => Promise<R> {
  return (...args) =>
    fn(...args).catch((e: unknown) => {
      throw e instanceof RgwUnreachableError ? serviceUnavailable(5, RGW_UNREACHABLE) : e;
    });
}

/**
 * An S3 client on RGW as the customer's console (console-s3.ts): a new credential is provisioned
 * on RGW at its first use.
 */
export const consoleS3 = (ctx: Ctx) => {
  const plane = config().storagePlane;
  if (plane.kind !== 'ceph') throw new Error('consoleS3 outside the Ceph plane');
  return consoleS3For(ctx.db, rgwAdminOf(plane), ownerOf(ctx).userId);
};

/** RGW's refusals as the storage domain's errors, so the console says the same on both planes. */
function domainError(e: unknown, bucket: string, key?: string): unknown {
  if (!(e instanceof RgwS3Error)) return e;
  switch (e.code) {
    case 'NoSuchBucket':
    case 'AccessDenied':
      return new D.NoSuchBucketError(bucket);
    case 'NoSuchKey':
      return new D.NoSuchKeyError(key ?? '');
    case 'BucketAlreadyExists':
    case 'BucketAlreadyOwnedByYou':
      return new D.BucketNameTakenError(bucket, 'yours');
    case 'BucketNotEmpty':
      return new D.BucketNotEmptyError(bucket);
    case 'TooManyBuckets':
      return new D.TooManyBucketsError(1000);
    case 'UserSuspended':
      return forbidden(API_MESSAGES.storageSuspended);
    default:
      logger.error({ status: e.status, code: e.code, bucket }, 'ceph console: RGW refused');
      return e;
  }
}

/**
 * A console call to RGW about one bucket, its refusals as domain errors. A bucket of a service that
 * is not active is suspended on RGW (desired.ts), which RGW answers as UserSuspended or
 * AccessDenied: the console then says which service, as on the embedded plane.
 */
export async function rgw<T>(ctx: Ctx, bucket: string, fn: () => Promise<T>, key?: string): Promise<T> {
  return consoleCall(async () => {
    try {
      return await fn();
    } catch (e) {
      if (e instanceof RgwS3Error && (e.code === 'AccessDenied' || e.code === 'UserSuspended')) {
        await requireNotOnHold(ctx.db, ownerOf(ctx).userId);
        const services = await customerServices(ctx);
        const service = services.find((s) => s.id === serviceOfBucket(services, bucket));
        if (service && service.status !== 'active') throw new D.ServiceSuspendedError(service.name, service.status, bucket);
      }
      throw domainError(e, bucket, key);
    }
  });
}

export const customerServices = async (ctx: Ctx) =>
  withPlacements(
    ctx.db,
    await ctx.db.getRepository(CloudStorageServiceEntity).find({
      select: { id: true, userId: true, name: true, serviceType: true, status: true, bucket: true, region: true },
      where: { userId: ownerOf(ctx).userId },
      order: { id: 'ASC' },
    }),
  );

/** Remember the service the customer created a bucket under (a bucket name is the customer's once: the last creation wins). */
async function placeBucket(ctx: Ctx, bucket: string, serviceId: number | null) {
  const userId = ownerOf(ctx).userId;
  await ctx.db.transaction(async (em) => {
    await em.getRepository(CephBucketPlacementEntity).delete({ userId, bucket });
    if (serviceId !== null) await em.getRepository(CephBucketPlacementEntity).insert({ userId, bucket, serviceId, createdAt: new Date() });
  });
}

/** A bucket as GraphQL's Bucket, from RGW's bucket stats and versioning state. */
export function rgwBucketView(b: RgwBucketStats, service: Pick<CloudStorageServiceEntity, 'id' | 'region'>, versioning: 'Enabled' | 'Suspended' | null, isPublic: boolean, lock: { defaultRetention: RgwDefaultRetention | null } | null = null) {
  const usage = Object.values(b.usage ?? {});
  return {
    name: b.bucket,
    serviceId: String(service.id),
    region: S3_REGION,
    residency: service.region,
    objectCount: usage.reduce((n, u) => n + (u.num_objects ?? 0), 0),
    bytes: usage.reduce((n, u) => n + (u.size ?? 0), 0),
    createdAt: b.creation_time ? new Date(b.creation_time) : new Date(0),
    isPublic,
    versioning: versioning === 'Enabled' ? ('ENABLED' as const) : versioning === 'Suspended' ? ('SUSPENDED' as const) : ('UNVERSIONED' as const),
    objectLock: lock,
  };
}

/** One of the customer's buckets as GraphQL's Bucket (after a change the page shows at once). */
export async function rgwBucket(ctx: Ctx, s3: RgwS3, name: string) {
  const plane = config().storagePlane;
  if (plane.kind !== 'ceph') throw new Error('Ceph console outside the Ceph plane');
  const services = await customerServices(ctx);
  const stats = (await rgwAdminOf(plane).bucketStats(rgwUidOf(ownerOf(ctx).userId))).find((b) => b.bucket === name);
  const serviceId = serviceOfBucket(services, name);
  const service = services.find((s) => s.id === serviceId);
  if (!stats || !service) throw new D.NoSuchBucketError(name);
  const [versioning, open, lock] = await Promise.all([s3.versioning(name), publicBucketNames(ctx.db, ownerOf(ctx).userId, s3, [name]), s3.objectLock(name)]);
  return rgwBucketView(stats, service, versioning, open.has(name), lock);
}

/** The buckets RGW holds for the customer that are metered to this service (metering.ts's rule), with their stats. */
export async function serviceBuckets(ctx: Ctx, serviceId: string) {
  const service = await getMyService(ctx, serviceId);
  const plane = config().storagePlane;
  if (plane.kind !== 'ceph') throw new Error('Ceph console outside the Ceph plane');
  const services = await customerServices(ctx);
  const stats = (await rgwAdminOf(plane).getUser(rgwUidOf(service.userId))) ? await rgwAdminOf(plane).bucketStats(rgwUidOf(service.userId)) : [];
  const mine = stats.filter((b) => serviceOfBucket(services, b.bucket) === service.id).sort((a, b) => (a.bucket < b.bucket ? -1 : 1));
  const { s3 } = mine.length ? await consoleS3(ctx) : { s3: null };
  const open = s3 ? await publicBucketNames(ctx.db, service.userId, s3, mine.map((b) => b.bucket)) : new Set<string>();
  const buckets = await Promise.all(
    mine.map(async (b) => {
      const [versioning, lock] = await Promise.all([s3!.versioning(b.bucket).catch(() => null), s3!.objectLock(b.bucket).catch(() => null)]);
      return rgwBucketView(b, service, versioning, open.has(b.bucket), lock);
    }),
  );
  return {
    serviceId: String(service.id),
    usable: service.status === 'active' && isS3ServiceType(service.serviceType),
    usedBytes: buckets.reduce((n, b) => n + b.bytes, 0),
    quotaBytes: quotaBytes(service),
    buckets,
  };
}

export async function bucketObjects(ctx: Ctx, args: { bucket: string; prefix?: string | null; after?: string | null; first?: number | null }) {
  const bucket = parseInput(bucketNameSchema, args.bucket);
  const prefix = parseInput(objectPrefixSchema, args.prefix ?? '');
  const first = Math.min(Math.max(args.first ?? 100, 1), 100);
  const after = args.after ? Buffer.from(args.after, 'base64url').toString('utf8').replace(/\u0000/g, '') : '';
  const { s3 } = await consoleS3(ctx);
  return rgw(ctx, bucket, async () => {
    const page = await s3.listObjects(bucket, { prefix, delimiter: '/', startAfter: after || undefined, maxKeys: first });
    const entries = [...page.objects.map((o) => o.key), ...page.folders].sort();
    // S3 listings carry no tags: one GetObjectTagging per object of the page, a few at a time.
    const tags = await mapLimit(page.objects, TAG_READS_AT_ONCE, (o) => s3.objectTags(bucket, o.key).catch((e: unknown) => (e instanceof RgwS3Error && e.code === 'NoSuchKey' ? [] : Promise.reject(e))));
    return {
      bucket,
      prefix,
      folders: page.folders,
      objects: page.objects.map((o, i) => ({ key: o.key, size: o.size, etag: o.etag, lastModified: o.lastModified, tags: tags[i]! })),
      nextCursor: page.truncated && entries.length ? encodeCursor(entries[entries.length - 1]!) : null,
    };
  });
}

/** GetObjectTagging calls in flight at once for one page of the listing. */
const TAG_READS_AT_ONCE = 8;

/**
 * Replace an object's tags on RGW: the same input checks (and messages) as on the embedded plane,
 * then RGW's PutObjectTagging, which a customer's own readwrite key may also call.
 */
export async function putObjectTags(ctx: Ctx, raw: unknown) {
  const input = parseInput(putObjectTagsSchema, raw);
  const { s3 } = await consoleS3(ctx);
  return rgw(
    ctx,
    input.bucket,
    async () => {
      await s3.headBucket(input.bucket);
      await s3.putObjectTags(input.bucket, input.key, input.tags);
      return { bucket: input.bucket, key: input.key, tags: input.tags };
    },
    input.key,
  );
}

export async function createBucket(ctx: Ctx, raw: unknown) {
  const input = parseInput(createBucketSchema, raw);
  const service = await getMyService(ctx, input.serviceId);
  return consoleCall(async () => {
    if (service.status !== 'active' || !isS3ServiceType(service.serviceType)) throw new D.ServiceCannotHoldBucketsError(service.name);
    const { s3 } = await consoleS3(ctx);
    // RGW answers 200 to re-creating a bucket its owner already has (S3's us-east-1 legacy): ask first,
    // so the console says the name is already theirs, as on the embedded plane.
    const exists = await rgw(ctx, input.name, () =>
      s3.headBucket(input.name).then(
        () => true,
        (e: unknown) => (e instanceof RgwS3Error && e.code === 'NoSuchBucket' ? false : Promise.reject(e)),
      ),
    );
    if (exists) throw new D.BucketNameTakenError(input.name, 'yours');
    // A Backup Storage bucket keeps every version from its first write, under the service's
    // retention, as on the embedded plane (domain/buckets.ts); RGW turns object lock on only here.
    const backup = service.serviceType === 'Backup Storage';
    const objectLock = backup || input.objectLock === true;
    const chosen = service.retentionMode && service.retentionDays ? { mode: service.retentionMode, days: service.retentionDays } : null;
    const wanted = input.defaultRetention ?? (backup ? (chosen ?? DEFAULT_BACKUP_RETENTION) : null);
    const retention = objectLock && wanted ? checkDefaultRetention({ mode: wanted.mode, days: wanted.days, years: null }) : null;
    await rgw(ctx, input.name, () => s3.createBucket(input.name, { objectLock }));
    if (retention) await rgw(ctx, input.name, () => s3.putObjectLock(input.name, retention));
    // Block Public Access is on for a new bucket (RGW's own default is off): a public ACL a customer's
    // key puts is ignored, and only the console's "Public access" opens it (console-public.ts).
    await rgw(ctx, input.name, () => s3.putPublicAccessBlock(input.name, RGW_PRIVATE_BLOCK));
    await placeBucket(ctx, input.name, service.id);
    // The service's daily snapshots keep this bucket's old versions too (snapshots.ts).
    const snapshots = await snapshotsOnFor(ctx.db, service.id);
    if (snapshots) await rgw(ctx, input.name, () => applyRetention(s3, input.name, snapshots.retentionDays));
    return {
      bucket: {
        name: input.name,
        serviceId: String(service.id),
        region: S3_REGION,
        residency: service.region,
        objectCount: 0,
        bytes: 0,
        createdAt: new Date(),
        isPublic: false,
        versioning: objectLock || snapshots ? ('ENABLED' as const) : ('UNVERSIONED' as const),
        objectLock: objectLock ? { defaultRetention: retention } : null,
      },
    };
  });
}

export async function deleteBucket(ctx: Ctx, raw: { name: string; force?: boolean | null }) {
  const name = parseInput(bucketNameSchema, raw.name);
  const { s3 } = await consoleS3(ctx);
  return rgw(ctx, name, async () => {
    let deletedObjects = 0;
    // Forced: every object goes, every version and delete marker with it (the bucket may be
    // versioned), a page of 1,000 at a time, as `aws s3 rb --force` does for an unversioned one.
    while (raw.force) {
      const page = await s3.listVersions(name, { prefix: '', maxKeys: 1000 });
      if (!page.versions.length) break;
      const failed = await s3.deleteObjects(
        name,
        page.versions.map((v) => ({ key: v.key, versionId: v.versionId })),
      );
      if (failed.length) throw new D.BucketNotEmptyError(name);
      deletedObjects += page.versions.filter((v) => v.isLatest && !v.deleteMarker).length;
    }
    await s3.deleteBucket(name);
    await placeBucket(ctx, name, null);
    // Its restores go with it: a new bucket of that name starts with no history.
    await ctx.db.getRepository(CephBucketRestoreEntity).delete({ userId: ownerOf(ctx).userId, bucket: name });
    // And it leaves the scope of the keys limited to it (one an S3 tool deletes, on the job's next look: key-users.ts).
    await ctx.db.getRepository(CephKeyBucketEntity).delete({ userId: ownerOf(ctx).userId, bucket: name });
    // As on the embedded plane: the security page lists who removed a bucket and from where.
    await recordSecurityEvent(ctx.db, actorOf(ctx), { type: 's3_bucket', severity: 'medium', action: `Bucket "${name}" deleted in the console` });
    return { name, deletedObjects };
  });
}

export async function deleteObject(ctx: Ctx, raw: { bucket: string; key: string }) {
  const bucket = parseInput(bucketNameSchema, raw.bucket);
  const key = parseInput(objectKeySchema, raw.key);
  const { s3 } = await consoleS3(ctx);
  return rgw(
    ctx,
    bucket,
    async () => {
      await s3.headBucket(bucket);
      await s3.deleteObject(bucket, key);
      return { bucket, key, success: true };
    },
    key,
  );
}

/** Before a PUT link: the bucket lets the portal's origins send it (the browser's preflight). */
export async function ensureConsoleCors(s3: RgwS3, bucket: string): Promise<void> {
  const rules = withConsoleCors(await s3.cors(bucket), portalOrigins(config()));
  if (rules) await s3.putCors(bucket, rules);
}

/** The rule the console's uploads need on RGW: the portal's origins may PUT, GET and HEAD. */
export const CONSOLE_CORS_ID = 'mawingu-console';
export function withConsoleCors(rules: readonly CorsRule[], origins: readonly string[]): CorsRule[] | null {
  const covered = (origin: string) => rules.some((r) => r.allowedMethods.includes('PUT') && r.allowedOrigins.includes(origin) && r.allowedHeaders.includes('*') && r.exposeHeaders.includes('ETag'));
  if (origins.every(covered)) return null;
  return [...rules.filter((r) => r.id !== CONSOLE_CORS_ID), { id: CONSOLE_CORS_ID, allowedOrigins: [...origins], allowedMethods: ['GET', 'PUT', 'HEAD'], allowedHeaders: ['*'], exposeHeaders: ['ETag'], maxAgeSeconds: 600 }];
}

export async function presignObjectUrl(ctx: Ctx, raw: { bucket: string; key: string; method: 'GET' | 'PUT'; expiresInSeconds?: number | null; download?: boolean | null; versionId?: string | null }, now = new Date()) {
  ownerOf(ctx);
  if (ctx.token) throw forbidden(TOKEN_CANNOT_PRESIGN);
  const input = parseInput(presignSchema, { ...raw, expiresInSeconds: raw.expiresInSeconds ?? undefined });
  const { s3, cred } = await consoleS3(ctx);
  return rgw(ctx, input.bucket, async () => {
    if (input.method === 'PUT') {
      await ensureConsoleCors(s3, input.bucket);
    } else {
      await s3.headBucket(input.bucket);
    }
    const extra: [string, string][] = input.method === 'GET' && raw.download ? [['response-content-disposition', attachment(input.key)]] : [];
    if (input.method === 'GET' && input.versionId) extra.push(['versionId', input.versionId]);
    const url = presignUrl(input.method, objectUrl(config().s3.publicUrl, input.bucket, input.key), { ...cred, region: S3_REGION }, input.expiresInSeconds, now, extra);
    return { url, method: input.method, expiresAt: new Date(now.getTime() + input.expiresInSeconds * 1000) };
  });
}

/** The customer's CORS rules of a bucket: RGW's, without the console's own (it is the portal's, not theirs to edit). */
export async function bucketCors(ctx: Ctx, raw: string) {
  const bucket = parseInput(bucketNameSchema, raw);
  const { s3 } = await consoleS3(ctx);
  return rgw(ctx, bucket, async () => corsView(bucket, (await s3.cors(bucket)).filter((r) => r.id !== CONSOLE_CORS_ID)));
}

/**
 * Replace the customer's CORS rules of a bucket, checked as on the embedded plane. The console's
 * rule is kept beside them, so uploads from the bucket browser go on working.
 */
export async function putBucketCors(ctx: Ctx, raw: unknown) {
  const { input, rules } = parsePutBucketCors(raw);
  const { s3 } = await consoleS3(ctx);
  return rgw(ctx, input.bucket, async () => {
    await s3.headBucket(input.bucket);
    const mine = rules.filter((r) => r.id !== CONSOLE_CORS_ID);
    await s3.putCors(input.bucket, withConsoleCors(mine, portalOrigins(config())) ?? mine);
    await recordSecurityEvent(ctx.db, actorOf(ctx), { type: 's3_bucket', severity: 'low', action: `CORS rules of bucket "${input.bucket}" changed in the console` });
    return { cors: corsView(input.bucket, mine) };
  });
}
