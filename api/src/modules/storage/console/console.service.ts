import { config } from '../../../config/config';
import { conflict, forbidden } from '../../../common/errors';
import { parseInput } from '../../../common/validation';
import { bucketNameSchema, createBucketSchema, isS3ServiceType, objectKeySchema, objectPrefixSchema, presignSchema, putBucketCorsSchema, putObjectTagsSchema, S3_REGION, setBucketPublicAccessSchema } from '../../../contracts/storage';
import { actorOf, type Caller } from '../../caller';
import { recordSecurityEvent } from '../../audit';
import type { ApiKeyPermission } from '../../account';
import { requireUser } from '../../auth';
import { type CloudStorageServiceEntity, getMyService } from '../../services';
import { objectUrl, presignUrl } from '../auth/signer';
import { bucketFor, createBucket, deleteBucket, type Caller as BucketCaller } from '../domain/buckets';
import { bucketCors, deleteBucketCors, putBucketCors, type CorsRule } from '../domain/cors';
import { listKeys } from '../domain/listing';
import {
  anonymousMayList,
  blockedByAccount,
  deleteBucketPolicy,
  deletePublicAccessBlock,
  isEffectivelyPublic,
  publicAccessOf,
  publicBucketIds,
  publicPrefixes,
  publicReadPolicy,
  putBucketPolicy,
  putPublicAccessBlock,
  requireAccountAllowsPublicPolicy,
  setBucketAcl,
  type PublicAccessState,
} from '../domain/public-access';
import { deleteObjects, emptyBucket } from '../domain/objects';
import { defaultRetentionOf, retainedIn, retainedMessage, retainedUntil } from '../domain/object-lock';
import { usedBytes, quotaBytes } from '../domain/quota';
import { putObjectTags, tagsOf } from '../domain/tagging';
import { BucketEntity } from '../entities/bucket.entity';
import { consoleCall } from './errors';
import { consoleCredential } from './credential';

/**
 * The console's bucket browser: the same tenancy rules and domain functions as the S3 listener,
 * called as the signed-in owner (all permissions). Deleted blobs are journalled and collected by
 * the gateway's sweeper, so the portal needs no access to the blob store.
 */
const ALL = new Set<ApiKeyPermission>(['read', 'write', 'delete']);
export const ownerOf = (ctx: Caller): BucketCaller => ({ userId: requireUser(ctx).id, permissions: ALL });

export const bucketView = (b: BucketEntity, s: CloudStorageServiceEntity, isPublic = false) => ({
  name: b.name,
  serviceId: String(b.serviceId),
  region: S3_REGION,
  residency: s.region,
  objectCount: b.objectCount,
  bytes: b.objectBytes,
  createdAt: b.createdAt,
  isPublic,
  versioning: b.versioning === 'Enabled' ? ('ENABLED' as const) : b.versioning === 'Suspended' ? ('SUSPENDED' as const) : ('UNVERSIONED' as const),
  objectLock: b.objectLock ? { defaultRetention: defaultRetentionOf(b) } : null,
});

export function storageEndpoint() {
  return { url: config().s3.publicUrl, region: S3_REGION, plane: config().storagePlane.kind === 'ceph' ? ('CEPH' as const) : ('EMBEDDED' as const) };
}

export async function serviceBuckets(ctx: Caller, serviceId: string) {
  const service = await getMyService(ctx, serviceId);
  const [buckets, used] = await Promise.all([ctx.db.getRepository(BucketEntity).find({ where: { serviceId: service.id }, order: { name: 'ASC' } }), usedBytes(ctx.db, service.id)]);
  const open = await publicBucketIds(ctx.db, buckets);
  return {
    serviceId: String(service.id),
    usable: service.status === 'active' && isS3ServiceType(service.serviceType),
    usedBytes: used,
    quotaBytes: quotaBytes(service),
    buckets: buckets.map((b) => bucketView(b, service, open.has(b.id))),
  };
}

/** What object lock keeps in a service's buckets (null when nothing): the rule service cancellation applies. */
export const serviceLockedData = (ctx: Caller, serviceId: string) => retainedIn(ctx.db, { serviceId: Number(serviceId) });

export const encodeCursor = (last: string) => Buffer.from(last, 'utf8').toString('base64url');

export async function bucketObjects(ctx: Caller, args: { bucket: string; prefix?: string | null; after?: string | null; first?: number | null }) {
  const caller = ownerOf(ctx);
  const bucket = parseInput(bucketNameSchema, args.bucket);
  const prefix = parseInput(objectPrefixSchema, args.prefix ?? '');
  const first = Math.min(Math.max(args.first ?? 100, 1), 100);
  const after = args.after ? Buffer.from(args.after, 'base64url').toString('utf8').replace(/\u0000/g, '') : '';
  return consoleCall(async () => {
    const access = await bucketFor(ctx.db, bucket, caller, 'read');
    const page = await listKeys(ctx.db, access.bucket.id, { prefix, delimiter: '/', after, maxKeys: first });
    return {
      bucket,
      prefix,
      folders: page.commonPrefixes,
      objects: page.objects.map((o) => ({ key: o.key, size: o.size, etag: o.etag, lastModified: o.lastModified, tags: tagsOf(o.tags) })),
      nextCursor: page.truncated && page.last !== null ? encodeCursor(page.last) : null,
    };
  });
}

export async function createBucketFromConsole(ctx: Caller, raw: unknown) {
  const caller = ownerOf(ctx);
  const input = parseInput(createBucketSchema, raw);
  const service = await getMyService(ctx, input.serviceId);
  return consoleCall(async () => {
    const { bucket } = await createBucket(ctx.db, caller, input.name, { serviceId: service.id, objectLock: input.objectLock === true, defaultRetention: input.defaultRetention ?? undefined });
    return { bucket: bucketView(bucket, service) };
  });
}

export async function deleteBucketFromConsole(ctx: Caller, raw: { name: string; force?: boolean | null }) {
  const caller = ownerOf(ctx);
  const name = parseInput(bucketNameSchema, raw.name);
  return consoleCall(async () => {
    const access = await bucketFor(ctx.db, name, caller, 'delete');
    // Forced: every object and version goes, in pages of 1,000 keys (one transaction each), as `aws s3 rb --force` does.
    if (raw.force && access.bucket.objectLock) {
      const r = await retainedUntil(ctx.db, access.bucket.id);
      if (r.until || r.legalHold) throw conflict(retainedMessage(r, 'bucket'), 'name');
    }
    const deletedObjects = raw.force ? await emptyBucket(ctx.db, access) : 0;
    await deleteBucket(ctx.db, access);
    // As a deletion through the S3 port is (s3/trail.ts): the security page lists who removed a bucket and from where.
    await recordSecurityEvent(ctx.db, actorOf(ctx), { type: 's3_bucket', severity: 'medium', action: `Bucket "${name}" deleted in the console` });
    return { name, deletedObjects };
  });
}

export async function deleteObjectFromConsole(ctx: Caller, raw: { bucket: string; key: string }) {
  const caller = ownerOf(ctx);
  const bucket = parseInput(bucketNameSchema, raw.bucket);
  const key = parseInput(objectKeySchema, raw.key);
  return consoleCall(async () => {
    const access = await bucketFor(ctx.db, bucket, caller, 'delete');
    await deleteObjects(ctx.db, access, [key]);
    return { bucket, key, success: true };
  });
}

/** Replace an object's tags: the same domain function (and rules) as S3's PutObjectTagging, as the owner. */
export async function putObjectTagsFromConsole(ctx: Caller, raw: unknown) {
  const caller = ownerOf(ctx);
  const input = parseInput(putObjectTagsSchema, raw);
  return consoleCall(async () => {
    const access = await bucketFor(ctx.db, input.bucket, caller, 'write');
    const tags = await putObjectTags(ctx.db, access, input.key, input.tags);
    return { bucket: input.bucket, key: input.key, tags };
  });
}

/** `attachment; filename*=UTF-8''…` so the browser saves the file under its own name. */
export const attachment = (key: string) => {
  const name = key.split('/').filter(Boolean).pop() ?? 'download';
  return `attachment; filename*=UTF-8''${encodeURIComponent(name)}`;
};

export const TOKEN_CANNOT_PRESIGN = 'Personal access tokens cannot create console links (share, download or upload links). Sign in to the dashboard, or sign requests with an S3 access key.';

/**
 * A presigned link signed with the account's console credential, for 1 minute to 12 hours. It
 * needs a session: a link outlives the request that made it, so a leaked token must not be able to
 * mint them (S3 clients sign with their own access keys). Every link ends early when the user's
 * console links are revoked (console/credential.ts).
 */
export async function presignObjectUrl(ctx: Caller, raw: { bucket: string; key: string; method: 'GET' | 'PUT'; expiresInSeconds?: number | null; download?: boolean | null; versionId?: string | null }, now = new Date()) {
  const caller = ownerOf(ctx);
  if (ctx.token) throw forbidden(TOKEN_CANNOT_PRESIGN);
  const input = parseInput(presignSchema, { ...raw, expiresInSeconds: raw.expiresInSeconds ?? undefined });
  return consoleCall(async () => {
    await bucketFor(ctx.db, input.bucket, caller, input.method === 'GET' ? 'read' : 'write');
    const cred = await consoleCredential(ctx.db, caller.userId);
    const extra: [string, string][] = input.method === 'GET' && raw.download ? [['response-content-disposition', attachment(input.key)]] : [];
    // A download of an older version (the version dialog): S3's versionId argument, signed into the link.
    if (input.method === 'GET' && input.versionId) extra.push(['versionId', input.versionId]);
    const url = presignUrl(input.method, objectUrl(config().s3.publicUrl, input.bucket, input.key), { ...cred, region: S3_REGION }, input.expiresInSeconds, now, extra);
    return { url, method: input.method, expiresAt: new Date(now.getTime() + input.expiresInSeconds * 1000) };
  });
}

/** A bucket's CORS rules as GraphQL's BucketCors (either plane). */
export const corsView = (bucket: string, rules: readonly CorsRule[]) => ({
  bucket,
  rules: rules.map((r) => ({ id: r.id ?? null, allowedOrigins: r.allowedOrigins, allowedMethods: r.allowedMethods, allowedHeaders: r.allowedHeaders, exposeHeaders: r.exposeHeaders, maxAgeSeconds: r.maxAgeSeconds ?? null })),
});

/** The bucket's CORS rules (none: an empty list), as GetBucketCors. */
export async function bucketCorsFromConsole(ctx: Caller, raw: string) {
  const caller = ownerOf(ctx);
  const bucket = parseInput(bucketNameSchema, raw);
  return consoleCall(async () => corsView(bucket, (await bucketCors(ctx.db, await bucketFor(ctx.db, bucket, caller, 'read'))) ?? []));
}

/** The console's CORS form, checked as the S3 API checks PutBucketCors, as the rules to store (either plane). */
export function parsePutBucketCors(raw: unknown): { input: { bucket: string }; rules: CorsRule[] } {
  const input = parseInput(putBucketCorsSchema, raw);
  const rules: CorsRule[] = input.rules.map((r) => ({
    ...(r.id ? { id: r.id } : {}),
    allowedOrigins: r.allowedOrigins,
    allowedMethods: r.allowedMethods,
    allowedHeaders: r.allowedHeaders,
    exposeHeaders: r.exposeHeaders,
    ...(r.maxAgeSeconds !== null && r.maxAgeSeconds !== undefined ? { maxAgeSeconds: r.maxAgeSeconds } : {}),
  }));
  return { input, rules };
}

/** Replace the bucket's CORS rules (an empty list removes them): the S3 API's PutBucketCors / DeleteBucketCors, with the same checks. */
export async function putBucketCorsFromConsole(ctx: Caller, raw: unknown) {
  const caller = ownerOf(ctx);
  const { input, rules } = parsePutBucketCors(raw);
  return consoleCall(async () => {
    const access = await bucketFor(ctx.db, input.bucket, caller, 'write');
    if (rules.length) await putBucketCors(ctx.db, access, rules);
    else await deleteBucketCors(ctx.db, access);
    await recordSecurityEvent(ctx.db, actorOf(ctx), { type: 's3_bucket', severity: 'low', action: `CORS rules of bucket "${input.bucket}" changed in the console` });
    return { cors: corsView(input.bucket, rules) };
  });
}

/** A bucket's public access as GraphQL's BucketPublicAccess; `publicUrl` is where its objects are read without signing. */
export const publicAccessView = (bucket: string, s: PublicAccessState, publicUrl = objectUrl(config().s3.publicUrl, bucket)) => ({
  bucket,
  isPublic: isEffectivelyPublic(s),
  publicPrefixes: s.policy && !s.block.restrictPublicBuckets ? publicPrefixes(s.policy, bucket) : [],
  publicListing: anonymousMayList(s, bucket),
  hasPolicy: s.policyText !== null,
  ...s.bucketBlock,
  blockedByAccount: blockedByAccount(s),
  publicUrl,
});

/** The owner's security trail for a public-access change in the console, on either plane. */
export async function recordPublicAccessChange(ctx: Caller, input: { bucket: string; public: boolean; prefix: string }) {
  const what = input.public ? (input.prefix ? `objects under "${input.prefix}" of bucket "${input.bucket}" made public` : `bucket "${input.bucket}" made public`) : `bucket "${input.bucket}" made private`;
  await recordSecurityEvent(ctx.db, actorOf(ctx), { type: 's3_bucket', severity: 'medium', action: `Public access changed in the console: ${what}` });
}

/** Whether the bucket is public, and how (the console's "Public access" dialog). */
export async function bucketPublicAccessFromConsole(ctx: Caller, raw: string) {
  const caller = ownerOf(ctx);
  const bucket = parseInput(bucketNameSchema, raw);
  return consoleCall(async () => {
    const access = await bucketFor(ctx.db, bucket, caller, 'read');
    return publicAccessView(bucket, await publicAccessOf(ctx.db, access.bucket));
  });
}

/**
 * Public: a policy letting anyone GetObject the bucket (or a prefix), with Block Public Access
 * turned off for policies (BlockPublicPolicy, RestrictPublicBuckets; the ACL flags stay on).
 * Private: the policy removed, the bucket ACL private and Block Public Access back to its default
 * (all on, which also makes any public object ACL ineffective). Refused (FORBIDDEN, nothing
 * changed) while the account's Block Public Access blocks or ignores public policies. The type-to-confirm is checked by
 * the input schema; the owner's security trail records the change.
 */
export async function setBucketPublicAccessFromConsole(ctx: Caller, raw: unknown) {
  const caller = ownerOf(ctx);
  const input = parseInput(setBucketPublicAccessSchema, raw);
  return consoleCall(async () => {
    const access = await bucketFor(ctx.db, input.bucket, caller, 'write');
    if (input.public) {
      await requireAccountAllowsPublicPolicy(ctx.db, access.bucket);
      await putPublicAccessBlock(ctx.db, access, { blockPublicAcls: true, ignorePublicAcls: true, blockPublicPolicy: false, restrictPublicBuckets: false });
      await putBucketPolicy(ctx.db, access, publicReadPolicy(input.bucket, input.prefix));
    } else {
      await deleteBucketPolicy(ctx.db, access);
      await setBucketAcl(ctx.db, access, 'private');
      await deletePublicAccessBlock(ctx.db, access);
    }
    await recordPublicAccessChange(ctx, input);
    return { publicAccess: publicAccessView(input.bucket, await publicAccessOf(ctx.db, access.bucket)) };
  });
}
