import { LIMITS } from '../../../contracts/storage';
import { keyInScope, type BucketAccess } from '../domain/buckets';
import { deleteObjects } from '../domain/objects';
import type { S3Context } from '../s3/context';
import { refuseNul } from '../s3/arguments';
import { malformedXml, s3err } from '../s3/errors';
import { parseXml } from '../s3/xml';
import { collectSoon, readSmallBody, text } from './common';

/** DELETE /bucket/key — 204 whether or not the key existed, as S3. */
export async function deleteObject(ctx: S3Context, access: BucketAccess) {
  const version = ctx.q('versionId');
  if (version !== undefined && version !== 'null') throw s3err('NoSuchVersion', 'The specified version does not exist.');
  const { doomed } = await deleteObjects(ctx.gw.db, access, [ctx.key!]);
  collectSoon(ctx.gw.db, ctx.gw.blobs, doomed);
  ctx.sendEmpty(204);
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
  const errors: { Key: string; Code: string; Message: string }[] = [];
  const keys: string[] = [];
  for (const o of objects) {
    const key = text(o.Key);
    const version = text(o.VersionId);
    if (!key) throw malformedXml();
    refuseNul(key, 'Key');
    if (version !== undefined && version !== 'null') errors.push({ Key: key, Code: 'NoSuchVersion', Message: 'The specified version does not exist.' });
    // A bucket-scoped key: each key outside its prefix is refused on its own, as S3 reports a key a policy denies.
    else if (!keyInScope(ctx.caller, key)) errors.push({ Key: key, Code: 'AccessDenied', Message: 'Access Denied' });
    else keys.push(key);
  }
  if (keys.length) {
    const { doomed } = await deleteObjects(ctx.gw.db, access, keys);
    collectSoon(ctx.gw.db, ctx.gw.blobs, doomed);
  }
  ctx.sendXml(200, 'DeleteResult', { Deleted: quiet ? [] : keys.map((Key) => ({ Key })), Error: errors });
}
