import { LIMITS } from '../../../contracts/storage';
import type { BucketAccess } from '../domain/buckets';
import { commitObject, findObject } from '../domain/objects';
import { releaseSoon } from '../domain/reservations';
import { parseTaggingHeader } from '../domain/tagging';
import type { S3Context } from '../s3/context';
import { s3err } from '../s3/errors';
import { headerOf } from '../payload/checksums';
import { collectSoon, quoted, versionHeader } from './common';
import { requestedAcl } from './acl';
import { requestedLock } from './object-lock';
import { checkKey, storedHeadersOf } from './object-headers';
import { receiveBlob } from './receive';

/** PUT /bucket/key — PutObject: the ETag is the MD5 of the body; If-None-Match: * refuses to overwrite; x-amz-tagging sets its tags. */
export async function putObject(ctx: S3Context, access: BucketAccess) {
  checkKey(ctx.key!);
  const ifNoneMatch = ctx.h('if-none-match');
  if (ifNoneMatch !== undefined && ifNoneMatch.trim() !== '*') throw s3err('NotImplemented', 'If-None-Match on PUT supports only "*"');
  const { contentType, headers } = storedHeadersOf(ctx);
  // Before the body: a refused tag set costs no upload. No x-amz-tagging: the object has no tags (an overwrite drops the old ones).
  const tags = parseTaggingHeader(ctx.h('x-amz-tagging'));
  // x-amz-acl: public-read only where Block Public Access allows it (refused before the body too).
  const acl = await requestedAcl(ctx, access);
  const lock = requestedLock((n) => ctx.h(n));
  const tooLarge = 'Your proposed upload exceeds the maximum allowed size of a single PUT (5 GB): use multipart upload.';
  const { blobKey, body, reservation } = await receiveBlob(ctx, access, { kind: 'object', key: ctx.key! }, LIMITS.maxSinglePutBytes, tooLarge, async (m) => (await findObject(m, access.bucket.id, ctx.key!))?.size ?? 0);
  const etag = body.md5.toString('hex');
  let version: Record<string, string>;
  try {
    const { object, doomed } = await commitObject(
      ctx.gw.db,
      access,
      { key: ctx.key!, size: body.size, etag, contentType, headers, checksum: body.checksum, blobKey, parts: [], tags, acl, lock },
      { newBlobs: [blobKey], reservation, ifNoneMatch: ifNoneMatch !== undefined },
    );
    collectSoon(ctx.gw.db, ctx.gw.blobs, doomed);
    version = versionHeader(access, object);
  } catch (e) {
    releaseSoon(ctx.gw.db, reservation);
    collectSoon(ctx.gw.db, ctx.gw.blobs, [blobKey]);
    throw e;
  }
  const answer: Record<string, string> = { etag: quoted(etag), ...version };
  if (body.checksum) answer[headerOf(body.checksum.algorithm)] = body.checksum.value;
  ctx.sendEmpty(200, answer);
}
