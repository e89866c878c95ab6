import { config } from '../../../config/config';
import { badInput, forbidden, notFound } from '../../../common/errors';
import { parseInput } from '../../../common/validation';
import { DELETE_VERSION_CONFIRM, bucketNameSchema, deleteObjectVersionSchema, objectKeySchema, objectPrefixSchema, versionRestoreLinkSchema, S3_REGION, setBucketVersioningSchema } from '../../../contracts/storage';
import { actorOf, type Caller } from '../../caller';
import { recordSecurityEvent } from '../../audit';
import { objectUrl, presignUrl } from '../auth/signer';
import { uriEncode } from '../auth/sigv4';
import { bucketFor } from '../domain/buckets';
import { deleteVersion } from '../domain/objects';
import { publicBucketIds } from '../domain/public-access';
import { listVersions } from '../domain/version-listing';
import { findVersion, setVersioning, versionsOfKey } from '../domain/versions';
import { BucketEntity } from '../entities/bucket.entity';
import { bucketView, ownerOf, TOKEN_CANNOT_PRESIGN } from './console.service';
import { consoleCredential } from './credential';
import { consoleCall } from './errors';
import { versionView } from './object-lock';

/**
 * The console's versioning: the switch, an object's versions, deleting one, and restoring one.
 * The same domain functions as S3's PutBucketVersioning, ListObjectVersions and DeleteObject with
 * a versionId. A restore is S3's own CopyObject of the version onto its key, presigned for the
 * browser (the console is an S3 client of the plane; the portal never touches the bytes).
 */

/** Turn versioning on or suspend it. Suspending is written to the security log: it is how old versions stop being kept. */
export async function setBucketVersioningFromConsole(ctx: Caller, raw: unknown) {
  const caller = ownerOf(ctx);
  const input = parseInput(setBucketVersioningSchema, raw);
  return consoleCall(async () => {
    const access = await bucketFor(ctx.db, input.name, caller, 'write');
    await setVersioning(ctx.db, access, input.enabled ? 'Enabled' : 'Suspended');
    const bucket = await ctx.db.getRepository(BucketEntity).findOneByOrFail({ id: access.bucket.id });
    await recordSecurityEvent(ctx.db, actorOf(ctx), { type: 's3_bucket', severity: input.enabled ? 'low' : 'medium', action: `Versioning of bucket "${input.name}" ${input.enabled ? 'enabled' : 'suspended'} in the console` });
    return { bucket: bucketView(bucket, access.service, (await publicBucketIds(ctx.db, [bucket])).has(bucket.id)) };
  });
}

export async function objectVersionsFromConsole(ctx: Caller, args: { bucket: string; key: string }) {
  const caller = ownerOf(ctx);
  const bucket = parseInput(bucketNameSchema, args.bucket);
  const key = parseInput(objectKeySchema, args.key);
  return consoleCall(async () => {
    const access = await bucketFor(ctx.db, bucket, caller, 'read');
    const now = new Date();
    return { bucket, key, versions: (await versionsOfKey(ctx.db, access.bucket.id, key)).map((v) => versionView(v, now)) };
  });
}

/**
 * "Show deleted objects": the keys of one folder level whose latest version is a delete marker,
 * with the size that removing the marker brings back, and the sub-folders that hold versions (a
 * folder whose objects are all deleted is not in the normal listing). Reads one page of versions.
 */
export async function deletedObjectsFromConsole(ctx: Caller, args: { bucket: string; prefix?: string | null }) {
  const caller = ownerOf(ctx);
  const bucket = parseInput(bucketNameSchema, args.bucket);
  const prefix = parseInput(objectPrefixSchema, args.prefix ?? '');
  return consoleCall(async () => {
    const access = await bucketFor(ctx.db, bucket, caller, 'read');
    const page = await listVersions(ctx.db, access.bucket.id, { prefix, delimiter: '/', keyMarker: '', maxKeys: 1000 });
    const objects = page.versions
      .filter((v) => v.isLatest && v.deleteMarker)
      .map((m) => ({ key: m.key, markerVersionId: m.versionId, deletedAt: m.lastModified, size: page.versions.find((v) => v.key === m.key && !v.deleteMarker)?.size ?? 0 }));
    return { bucket, prefix, folders: page.commonPrefixes, objects, truncated: page.truncated };
  });
}

/** Delete a version for good (type-to-confirm when it holds data), or a delete marker (the object comes back). */
export async function deleteObjectVersionFromConsole(ctx: Caller, raw: unknown) {
  const caller = ownerOf(ctx);
  const input = parseInput(deleteObjectVersionSchema, raw);
  return consoleCall(async () => {
    const access = await bucketFor(ctx.db, input.bucket, caller, 'delete');
    const found = await findVersion(ctx.db, access.bucket.id, input.key, input.versionId);
    if (!found) throw notFound('Version');
    if (found.kind === 'data' && input.confirm?.trim() !== DELETE_VERSION_CONFIRM) throw badInput(`Type ${DELETE_VERSION_CONFIRM} to confirm: a deleted version cannot be recovered`, 'confirm');
    const gone = await deleteVersion(ctx.db, access, input.key, input.versionId);
    if (!gone) throw notFound('Version');
    return { bucket: input.bucket, key: input.key, versionId: input.versionId, deleteMarker: gone.deleteMarker };
  });
}

/** How long a restore link lives: it is made for one click. */
const RESTORE_LINK_SECONDS = 300;

/**
 * A presigned CopyObject of an old version onto its own key, with x-amz-copy-source signed into it:
 * the browser sends it, the storage plane copies the bytes and answers with the new version.
 */
export async function presignVersionRestore(ctx: Caller, raw: unknown, now = new Date()) {
  const caller = ownerOf(ctx);
  if (ctx.token) throw forbidden(TOKEN_CANNOT_PRESIGN);
  const input = parseInput(versionRestoreLinkSchema, raw);
  return consoleCall(async () => {
    const access = await bucketFor(ctx.db, input.bucket, caller, 'write');
    const found = await findVersion(ctx.db, access.bucket.id, input.key, input.versionId);
    if (!found) throw notFound('Version');
    if (found.kind === 'marker') throw badInput('A delete marker holds no data to restore: delete the marker to bring the object back', 'versionId');
    const cred = await consoleCredential(ctx.db, caller.userId);
    const headers = { 'x-amz-copy-source': `/${uriEncode(input.bucket)}/${uriEncode(input.key, true)}?versionId=${input.versionId}` };
    const url = presignUrl('PUT', objectUrl(config().s3.publicUrl, input.bucket, input.key), { ...cred, region: S3_REGION }, RESTORE_LINK_SECONDS, now, [], headers);
    return { url, method: 'PUT', headers: Object.entries(headers).map(([name, value]) => ({ name, value })), expiresAt: new Date(now.getTime() + RESTORE_LINK_SECONDS * 1000) };
  });
}
