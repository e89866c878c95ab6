import { config } from '../../../../config/config';
import { badInput, forbidden, notFound } from '../../../../common/errors';
import { parseInput } from '../../../../common/validation';
import { DELETE_VERSION_CONFIRM, bucketNameSchema, deleteObjectVersionSchema, objectKeySchema, objectPrefixSchema, versionRestoreLinkSchema, S3_REGION, setBucketVersioningSchema } from '../../../../contracts/storage';
import { actorOf } from '../../../caller';
import { recordSecurityEvent } from '../../../audit';
import { objectUrl, presignUrl } from '../../auth/signer';
import { uriEncode } from '../../auth/sigv4';
import { ownerOf, TOKEN_CANNOT_PRESIGN } from '../../console/console.service';
import { consoleS3, customerServices, ensureConsoleCors, rgw, rgwBucket, type Ctx } from './console';
import { mapLimit } from '../../../../common/map-limit';
import { serviceOfBucket } from './bucket-service';
import { snapshotsOnFor } from './snapshots';
import { SnapshotsVersioningError } from '../../domain/errors';
import { NO_LOCK, type VersionLock } from '../../domain/object-lock';
import { bucketLocked, lockView, requireRemovable, versionLock } from './version-lock';
import type { RgwS3, RgwVersion } from './rgw-s3';

/**
 * The console's versioning on the Ceph plane: the switch, an object's versions, deleted objects,
 * deleting a version and restoring one, answered by RGW (PutBucketVersioning, ListObjectVersions,
 * DeleteObject with a versionId, and a presigned CopyObject of the version onto its key), with the
 * same inputs, checks and answers as on the embedded plane (console/versions.ts). In a bucket with
 * object lock each version shows its retention and legal hold as RGW holds them (version-lock.ts).
 */

/** How long a restore link lives: it is made for one click (as on the embedded plane). */
const RESTORE_LINK_SECONDS = 300;

export const versionView = (v: RgwVersion, lock: VersionLock = NO_LOCK) => ({
  versionId: v.versionId,
  isLatest: v.isLatest,
  deleteMarker: v.deleteMarker,
  size: v.size,
  etag: v.etag,
  lastModified: v.lastModified,
  ...lockView(lock, v.deleteMarker),
});

/** Lock reads in flight at once for one key's versions. */
const LOCK_READS_AT_ONCE = 8;

/** Every version of one key, newest first (pages of ListObjectVersions until the key's last one). */
async function versionsOfKey(s3: RgwS3, bucket: string, key: string): Promise<RgwVersion[]> {
  const out: RgwVersion[] = [];
  let keyMarker: string | undefined;
  let versionIdMarker: string | undefined;
  for (;;) {
    const page = await s3.listVersions(bucket, { prefix: key, keyMarker, versionIdMarker, maxKeys: 1000 });
    out.push(...page.versions.filter((v) => v.key === key));
    // Keys sort after their own prefix: once a page ends past the key, no more of its versions follow.
    if (!page.truncated || (page.nextKeyMarker !== undefined && page.nextKeyMarker !== key)) return out;
    keyMarker = page.nextKeyMarker;
    versionIdMarker = page.nextVersionIdMarker;
  }
}

export async function findVersion(s3: RgwS3, bucket: string, key: string, versionId: string): Promise<RgwVersion | undefined> {
  return (await versionsOfKey(s3, bucket, key)).find((v) => v.versionId === versionId);
}

export async function setBucketVersioning(ctx: Ctx, raw: unknown) {
  const input = parseInput(setBucketVersioningSchema, raw);
  const { s3 } = await consoleS3(ctx);
  return rgw(ctx, input.name, async () => {
    await s3.headBucket(input.name);
    // As on the embedded plane: the service's daily snapshots keep versioning on.
    if (!input.enabled && (await snapshotsOnFor(ctx.db, serviceOfBucket(await customerServices(ctx), input.name)))) throw new SnapshotsVersioningError();
    await s3.putVersioning(input.name, input.enabled ? 'Enabled' : 'Suspended');
    await recordSecurityEvent(ctx.db, actorOf(ctx), { type: 's3_bucket', severity: input.enabled ? 'low' : 'medium', action: `Versioning of bucket "${input.name}" ${input.enabled ? 'enabled' : 'suspended'} in the console` });
    return { bucket: await rgwBucket(ctx, s3, input.name) };
  });
}

export async function objectVersions(ctx: Ctx, args: { bucket: string; key: string }) {
  const bucket = parseInput(bucketNameSchema, args.bucket);
  const key = parseInput(objectKeySchema, args.key);
  const { s3 } = await consoleS3(ctx);
  return rgw(
    ctx,
    bucket,
    async () => {
      const [versions, locked] = await Promise.all([versionsOfKey(s3, bucket, key), bucketLocked(s3, bucket)]);
      // RGW's version listing carries no lock: two reads per version, in a bucket with object lock only.
      const locks = await mapLimit(versions, LOCK_READS_AT_ONCE, (v) => versionLock(s3, bucket, v, locked));
      return { bucket, key, versions: versions.map((v, i) => versionView(v, locks[i])) };
    },
    key,
  );
}

/** "Show deleted objects": the keys of one folder level whose latest version is a delete marker (one page of versions). */
export async function deletedObjects(ctx: Ctx, args: { bucket: string; prefix?: string | null }) {
  const bucket = parseInput(bucketNameSchema, args.bucket);
  const prefix = parseInput(objectPrefixSchema, args.prefix ?? '');
  const { s3 } = await consoleS3(ctx);
  return rgw(ctx, bucket, async () => {
    const page = await s3.listVersions(bucket, { prefix, delimiter: '/', maxKeys: 1000 });
    const objects = page.versions
      .filter((v) => v.isLatest && v.deleteMarker)
      .map((m) => ({ key: m.key, markerVersionId: m.versionId, deletedAt: m.lastModified, size: page.versions.find((v) => v.key === m.key && !v.deleteMarker)?.size ?? 0 }));
    return { bucket, prefix, folders: page.folders, objects, truncated: page.truncated };
  });
}

/** Delete a version for good (type-to-confirm when it holds data), or a delete marker (the object comes back). */
export async function deleteObjectVersion(ctx: Ctx, raw: unknown) {
  const input = parseInput(deleteObjectVersionSchema, raw);
  const { s3 } = await consoleS3(ctx);
  return rgw(
    ctx,
    input.bucket,
    async () => {
      const found = await findVersion(s3, input.bucket, input.key, input.versionId);
      if (!found) throw notFound('Version');
      if (!found.deleteMarker && input.confirm?.trim() !== DELETE_VERSION_CONFIRM) throw badInput(`Type ${DELETE_VERSION_CONFIRM} to confirm: a deleted version cannot be recovered`, 'confirm');
      // RGW would refuse it too (AccessDenied): the embedded plane's words say why.
      await requireRemovable(s3, input.bucket, found);
      await s3.deleteVersion(input.bucket, input.key, input.versionId);
      return { bucket: input.bucket, key: input.key, versionId: input.versionId, deleteMarker: found.deleteMarker };
    },
    input.key,
  );
}

/** A presigned CopyObject of an old version onto its own key, for the browser to send to RGW. */
export async function presignVersionRestore(ctx: Ctx, raw: unknown, now = new Date()) {
  ownerOf(ctx);
  if (ctx.token) throw forbidden(TOKEN_CANNOT_PRESIGN);
  const input = parseInput(versionRestoreLinkSchema, raw);
  const { s3, cred } = await consoleS3(ctx);
  return rgw(
    ctx,
    input.bucket,
    async () => {
      const found = await findVersion(s3, input.bucket, input.key, input.versionId);
      if (!found) throw notFound('Version');
      if (found.deleteMarker) throw badInput('A delete marker holds no data to restore: delete the marker to bring the object back', 'versionId');
      await ensureConsoleCors(s3, input.bucket);
      const headers = { 'x-amz-copy-source': `/${uriEncode(input.bucket)}/${uriEncode(input.key, true)}?versionId=${input.versionId}` };
      const url = presignUrl('PUT', objectUrl(config().s3.publicUrl, input.bucket, input.key), { ...cred, region: S3_REGION }, RESTORE_LINK_SECONDS, now, [], headers);
      return { url, method: 'PUT', headers: Object.entries(headers).map(([name, value]) => ({ name, value })), expiresAt: new Date(now.getTime() + RESTORE_LINK_SECONDS * 1000) };
    },
    input.key,
  );
}
