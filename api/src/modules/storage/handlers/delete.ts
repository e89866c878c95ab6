import { LIMITS } from '../../../contracts/storage';
import { keyInScope, type BucketAccess } from '../domain/buckets';
import { deleteObjects, deleteVersion } from '../domain/objects';
import { isVersionId } from '../domain/versions';
import type { S3Context } from '../s3/context';
import { refuseNul } from '../s3/arguments';
import { malformedXml, s3err } from '../s3/errors';
import { parseXml, type XmlObject } from '../s3/xml';
import { collectSoon, readSmallBody, text, versionArgument } from './common';
import { ObjectLockedError } from '../domain/errors';
import { bypassGovernance } from './object-lock';

/**
 * DELETE /bucket/key — 204 whether or not the key existed, as S3. In a versioned bucket it writes a
 * delete marker (named in the answer); with ?versionId it deletes that version for good.
 */
export async function deleteObject(ctx: S3Context, access: BucketAccess) {
  const versionId = versionArgument(ctx);
  if (versionId !== undefined) {
    const gone = await deleteVersion(ctx.gw.db, access, ctx.key!, versionId, { bypassGovernance: bypassGovernance(ctx) });
    if (gone) collectSoon(ctx.gw.db, ctx.gw.blobs, gone.doomed);
    return ctx.sendEmpty(204, { 'x-amz-version-id': versionId, ...(gone?.deleteMarker ? { 'x-amz-delete-marker': 'true' } : {}) });
  }
  const { doomed, markers } = await deleteObjects(ctx.gw.db, access, [ctx.key!]);
  collectSoon(ctx.gw.db, ctx.gw.blobs, doomed);
  const marker = markers.get(ctx.key!);
  ctx.sendEmpty(204, marker === undefined ? {} : { 'x-amz-delete-marker': 'true', 'x-amz-version-id': marker });
}

/** POST /bucket?delete — DeleteObjects: up to 1,000 keys in one transaction; Quiet lists only errors (a scoped key's keys outside its prefix among them). */
export async function deleteMany(ctx: S3Context, access: BucketAccess) {
  const integrity = ctx.h('content-md5') !== undefined || [...ctx.headers.keys()].some((h) => h.startsWith('x-amz-checksum-') || h === 'x-amz-trailer');
  if (!integrity) throw s3err('InvalidRequest', 'Missing required header for this request: Content-MD5 (or an x-amz-checksum header)');
  const doc = parseXml(await readSmallBody(ctx, 2 * 1024 * 1024)).Delete as Record<string, unknown> | undefined;
  if (!doc || typeof doc !== 'object') throw malformedXml();
  const objects = (Array.isArray(doc.Object) ? doc.Object : []) as Record<string, unknown>[];
  if (!objects.length || objects.length > LIMITS.maxDeleteObjects) throw malformedXml();
  const quiet = text(doc.Quiet)?.trim().toLowerCase() === 'true';
  const errors: { Key: string; VersionId?: string; Code: string; Message: string }[] = [];
  const keys: string[] = [];
  const versions: { key: string; versionId: string }[] = [];
  for (const o of objects) {
    const key = text(o.Key);
    const version = text(o.VersionId);
    if (!key) throw malformedXml();
    refuseNul(key, 'Key');
    // A bucket-scoped key: each key outside its prefix is refused on its own, as S3 reports a key a policy denies.
    if (!keyInScope(ctx.caller, key)) errors.push({ Key: key, VersionId: version, Code: 'AccessDenied', Message: 'Access Denied' });
    else if (version === undefined) keys.push(key);
    else if (!isVersionId(version)) errors.push({ Key: key, VersionId: version, Code: 'NoSuchVersion', Message: 'The specified version does not exist.' });
    else versions.push({ key, versionId: version });
  }
  const deleted: XmlObject[] = [];
  if (keys.length) {
    const { doomed, markers } = await deleteObjects(ctx.gw.db, access, keys);
    collectSoon(ctx.gw.db, ctx.gw.blobs, doomed);
    for (const Key of keys) {
      const marker = markers.get(Key);
      deleted.push(marker === undefined ? { Key } : { Key, DeleteMarker: true, DeleteMarkerVersionId: marker });
    }
  }
  // Versions by id, one transaction each (a missing one is deleted all the same, as S3 answers).
  const bypass = versions.length ? bypassGovernance(ctx) : false;
  for (const { key, versionId } of versions) {
    let gone;
    try {
      gone = await deleteVersion(ctx.gw.db, access, key, versionId, { bypassGovernance: bypass });
    } catch (e) {
      // A locked version is refused on its own; the others of the request still go.
      if (!(e instanceof ObjectLockedError)) throw e;
      errors.push({ Key: key, VersionId: versionId, Code: 'AccessDenied', Message: e.message });
      ctx.lockRefusals++;
      continue;
    }
    if (gone) collectSoon(ctx.gw.db, ctx.gw.blobs, gone.doomed);
    deleted.push(gone?.deleteMarker ? { Key: key, VersionId: versionId, DeleteMarker: true, DeleteMarkerVersionId: versionId } : { Key: key, VersionId: versionId });
  }
  ctx.sendXml(200, 'DeleteResult', { Deleted: quiet ? [] : deleted, Error: errors });
}
