import { requestedAcl } from './acl';
import crypto from 'node:crypto';
import { Transform } from 'node:stream';
import { LIMITS } from '../../../contracts/storage';
import { BlobMissingError, newBlobKey } from '../blob/blob-store';
import type { BucketAccess } from '../domain/buckets';
import { journalWrites } from '../domain/journal';
import { abortUpload, commitPart, completeUpload, createUpload, findUpload, parsePartNumber } from '../domain/multipart';
import { releaseSoon, reserve } from '../domain/reservations';
import { parseTaggingHeader } from '../domain/tagging';
import type { Db } from '../../../db/db';
import { UploadPartEntity } from '../entities/upload-part.entity';
import type { UploadEntity } from '../entities/upload.entity';
import { headerOf, parseAlgorithm } from '../payload/checksums';
import type { S3Context } from '../s3/context';
import { invalidArgument, malformedXml, s3err } from '../s3/errors';
import { parseXml } from '../s3/xml';
import { collectSoon, quoted, readSmallBody, text, versionHeader } from './common';
import { copySource } from './copy';
import { openRange } from './get-object';
import { checkKey, storedHeadersOf } from './object-headers';
import { receiveBlob } from './receive';
import { requestedLock } from './object-lock';

/**
 * The uploadId argument ('' when absent: a part number alone also routes here, and an undefined
 * id must never reach a lookup, where TypeORM throws on it — a 500 before).
 */
export const uploadIdOf = (ctx: S3Context) => ctx.q('uploadId') ?? '';

/** Bytes of the part a new upload of this part number would replace. */
const replacedPart = (uploadId: string, partNumber: number) => async (m: Db) => (await m.getRepository(UploadPartEntity).findOneBy({ uploadId, partNumber }))?.size ?? 0;

/** POST /bucket/key?uploads — CreateMultipartUpload. */
export async function createMultipart(ctx: S3Context, access: BucketAccess) {
  checkKey(ctx.key!);
  const { contentType, headers } = storedHeadersOf(ctx);
  const checksumAlgorithm = parseAlgorithm(ctx.h('x-amz-checksum-algorithm'), 'x-amz-checksum-algorithm');
  const tags = parseTaggingHeader(ctx.h('x-amz-tagging'));
  const acl = await requestedAcl(ctx, access);
  // A completed upload takes its bucket's default retention; its own can be set after with PutObjectRetention.
  const lock = requestedLock((n) => ctx.h(n));
  if (lock.retention || lock.legalHold !== null) throw s3err('NotImplemented', 'Object lock headers on CreateMultipartUpload are not supported: the completed object takes the bucket default retention; set its own with PutObjectRetention or PutObjectLegalHold.');
  const upload = await createUpload(ctx.gw.db, access, { key: ctx.key!, contentType, headers, checksumAlgorithm, tags, acl });
  ctx.sendXml(200, 'InitiateMultipartUploadResult', { Bucket: access.bucket.name, Key: upload.key, UploadId: upload.id }, checksumAlgorithm ? { 'x-amz-checksum-algorithm': checksumAlgorithm } : {});
}

/** PUT /bucket/key?partNumber=N&uploadId=… — UploadPart (≤ 5 GiB; a repeat replaces the part). */
export async function uploadPart(ctx: S3Context, access: BucketAccess) {
  const partNumber = parsePartNumber(ctx.q('partNumber'));
  const upload = await findUpload(ctx.gw.db, access, ctx.key!, uploadIdOf(ctx));
  const { blobKey, body, reservation } = await receiveBlob(
    ctx,
    access,
    { kind: 'part', uploadId: upload.id, partNumber },
    LIMITS.maxPartBytes,
    'Your proposed upload exceeds the maximum allowed part size (5 GB).',
    replacedPart(upload.id, partNumber),
  );
  const etag = body.md5.toString('hex');
  try {
    collectSoon(ctx.gw.db, ctx.gw.blobs, await commitPart(ctx.gw.db, access, upload, { partNumber, blobKey, size: body.size, etag, checksum: body.checksum?.value ?? null }, reservation));
  } catch (e) {
    releaseSoon(ctx.gw.db, reservation);
    collectSoon(ctx.gw.db, ctx.gw.blobs, [blobKey]);
    throw e;
  }
  const answer: Record<string, string> = { etag: quoted(etag) };
  if (body.checksum) answer[headerOf(body.checksum.algorithm)] = body.checksum.value;
  ctx.sendEmpty(200, answer);
}

/** PUT …?partNumber&uploadId with x-amz-copy-source[-range] — UploadPartCopy, streamed through MD5. */
export async function uploadPartCopy(ctx: S3Context, access: BucketAccess) {
  const partNumber = parsePartNumber(ctx.q('partNumber'));
  const upload = await findUpload(ctx.gw.db, access, ctx.key!, uploadIdOf(ctx));
  // A source overwritten or deleted while its bytes are read: resolve it again (at most twice).
  for (let attempt = 1; ; attempt++) {
    try {
      return await copyPartOnce(ctx, access, upload, partNumber);
    } catch (e) {
      if (!(e instanceof BlobMissingError) || attempt >= 3) throw e;
    }
  }
}

async function copyPartOnce(ctx: S3Context, access: BucketAccess, upload: UploadEntity, partNumber: number) {
  const src = await copySource(ctx);
  const rangeHeader = ctx.h('x-amz-copy-source-range');
  let start = 0;
  let end = src.object.size - 1;
  if (rangeHeader !== undefined) {
    const m = /^bytes=(\d+)-(\d+)$/.exec(rangeHeader.trim());
    // Malformed (or first > last) is InvalidArgument; a well-formed range past the source's end is
    // InvalidRange, as S3 answers (ceph's s3-tests test_multipart_copy_invalid_range).
    if (m && Number(m[1]) <= Number(m[2]) && Number(m[2]) >= src.object.size) {
      throw s3err('InvalidRange', 'The requested range is not satisfiable', { RangeRequested: rangeHeader, ActualObjectSize: String(src.object.size) });
    }
    if (!m || Number(m[1]) > Number(m[2])) {
      throw invalidArgument('The x-amz-copy-source-range value must be of the form bytes=first-last where first and last are the zero-based offsets of the first and last bytes to copy', 'x-amz-copy-source-range', rangeHeader);
    }
    start = Number(m[1]);
    end = Number(m[2]);
  }
  const size = Math.max(0, end - start + 1);
  if (size > LIMITS.maxPartBytes) throw s3err('InvalidRequest', 'The specified copy range is larger than the maximum part size (5 GB).');
  const blobKey = newBlobKey();
  const reservation = await reserve(ctx.gw.db, access, {
    target: { kind: 'part', uploadId: upload.id, partNumber },
    size,
    maxBytes: LIMITS.maxPartBytes,
    replaced: replacedPart(upload.id, partNumber),
    also: (m) => journalWrites(m, [blobKey]),
  });
  const md5 = crypto.createHash('md5');
  try {
    const source = await openRange(ctx.gw.blobs, src.pieces, start, end, () => undefined);
    const hashing = new Transform({ transform: (chunk: Buffer, _e, done) => (md5.update(chunk), done(null, chunk)) });
    // A failing source read fails the write (never an unlistened 'error' event).
    source.on('error', (e) => hashing.destroy(e));
    hashing.on('error', () => undefined);
    await ctx.gw.blobs.put(blobKey, source.pipe(hashing), size);
    const etag = md5.digest('hex');
    collectSoon(ctx.gw.db, ctx.gw.blobs, await commitPart(ctx.gw.db, access, upload, { partNumber, blobKey, size, etag, checksum: null }, reservation));
    ctx.sendXml(200, 'CopyPartResult', { ETag: quoted(etag), LastModified: new Date() });
  } catch (e) {
    releaseSoon(ctx.gw.db, reservation);
    collectSoon(ctx.gw.db, ctx.gw.blobs, [blobKey]);
    throw e;
  }
}

/** POST /bucket/key?uploadId=… — CompleteMultipartUpload. */
export async function completeMultipart(ctx: S3Context, access: BucketAccess) {
  const upload = await findUpload(ctx.gw.db, access, ctx.key!, uploadIdOf(ctx));
  const doc = parseXml(await readSmallBody(ctx, 4 * 1024 * 1024)).CompleteMultipartUpload as Record<string, unknown> | undefined;
  if (!doc || typeof doc !== 'object') throw malformedXml();
  const parts = (Array.isArray(doc.Part) ? doc.Part : []) as Record<string, unknown>[];
  const requested = parts.map((p) => {
    const n = text(p.PartNumber)?.trim();
    const etag = text(p.ETag)?.trim();
    if (!n || !/^\d{1,5}$/.test(n) || !etag) throw malformedXml();
    return { partNumber: Number(n), etag };
  });
  const { object, doomed } = await completeUpload(ctx.gw.db, access, upload, requested);
  collectSoon(ctx.gw.db, ctx.gw.blobs, doomed);
  const location = `${ctx.h('x-forwarded-proto') === 'https' ? 'https' : 'http'}://${ctx.h('host') ?? ''}/${access.bucket.name}/${encodeURI(object.key)}`;
  ctx.sendXml(200, 'CompleteMultipartUploadResult', { Location: location, Bucket: access.bucket.name, Key: object.key, ETag: quoted(object.etag) }, versionHeader(access, object));
}

/** DELETE /bucket/key?uploadId=… — AbortMultipartUpload. */
export async function abortMultipart(ctx: S3Context, access: BucketAccess) {
  const upload = await findUpload(ctx.gw.db, access, ctx.key!, uploadIdOf(ctx));
  collectSoon(ctx.gw.db, ctx.gw.blobs, await abortUpload(ctx.gw.db, access, upload));
  ctx.sendEmpty(204);
}
