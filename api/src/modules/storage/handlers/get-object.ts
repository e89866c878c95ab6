import { Readable } from 'node:stream';
import { lockHeaders } from './object-lock';
import { pipeline } from 'node:stream/promises';
import { BlobMissingError, type BlobStore } from '../blob/blob-store';
import type { BucketAccess } from '../domain/buckets';
import { findObject, piecesOf, type Piece } from '../domain/objects';
import { tagsOf } from '../domain/tagging';
import { findVersion, latestMarker, type StoredVersion } from '../domain/versions';
import type { S3Context } from '../s3/context';
import { accessDenied, invalidArgument, noSuchKey, s3err } from '../s3/errors';
import { ANONYMOUS_DENIED } from '../s3/public-access';
import { headerOf, type ChecksumAlgorithm } from '../payload/checksums';
import { httpDate, quoted, versionArgument, versionHeader, noSuchVersion } from './common';
import { conditionsOf, evaluate, preconditionFailed } from './conditions';
import { contentSafetyHeaders, responseHeadersOf } from './object-headers';
import { parseRange } from './ranges';

/** Bytes [start, end] of an object, read piece by piece (a multipart object spans part blobs). */
export async function openRange(blobs: BlobStore, pieces: Piece[], start: number, end: number, counted: (n: number) => void): Promise<Readable> {
  const wanted = pieces.filter((p) => p.size > 0 && p.start <= end && p.start + p.size - 1 >= start);
  // Open the first piece before answering, so a missing blob is an error, not a cut-off 200.
  const first = wanted.length ? await blobs.read(wanted[0]!.blobKey, Math.max(start, wanted[0]!.start) - wanted[0]!.start, Math.min(end, wanted[0]!.start + wanted[0]!.size - 1) - wanted[0]!.start) : null;
  async function* bytes() {
    for (let i = 0; i < wanted.length; i++) {
      const p = wanted[i]!;
      const stream = i === 0 ? first! : await blobs.read(p.blobKey, Math.max(start, p.start) - p.start, Math.min(end, p.start + p.size - 1) - p.start);
      for await (const chunk of stream) {
        counted((chunk as Buffer).length);
        yield chunk as Buffer;
      }
    }
  }
  const stream = Readable.from(bytes(), { objectMode: false });
  // A client gone before the first read: the opened blob must not keep its file descriptor.
  stream.once('close', () => first?.destroy());
  return stream;
}

/** ?partNumber=N of GET/HEAD: the bytes of that part (1 for a single-part object). */
async function partRange(ctx: S3Context, obj: StoredVersion, pieces: Piece[]): Promise<{ start: number; end: number } | null> {
  const raw = ctx.q('partNumber');
  if (raw === undefined) return null;
  const n = Number(raw);
  if (!/^\d{1,5}$/.test(raw) || n < 1 || n > 10_000) throw invalidArgument('Part number must be an integer between 1 and 10000, inclusive', 'partNumber', raw);
  const count = Math.max(obj.partCount, 1);
  if (n > count) throw s3err('InvalidPart', 'The requested partnumber is not satisfiable', { PartNumberRequested: raw, ActualPartCount: String(count) });
  const p = obj.partCount ? pieces[n - 1]! : { start: 0, size: obj.size };
  return p.size ? { start: p.start, end: p.start + p.size - 1 } : null;
}

/** GET and HEAD of an object: conditions, Range or partNumber, response-* overrides, streamed body. */
export async function getObject(ctx: S3Context, access: BucketAccess) {
  const head = ctx.method === 'HEAD';
  const versionId = versionArgument(ctx);
  // Anonymous readers get current versions only: reading an old one is the owner's (s3:GetObjectVersion).
  if (versionId !== undefined && ctx.anonymous) {
    ctx.serviceId = null;
    throw accessDenied(ANONYMOUS_DENIED);
  }
  // An overwrite or delete that commits between the metadata read and the first byte collects the
  // blob this request was about to read: read the key's metadata again (at most twice) and answer
  // with what it names now, as S3 answers a GET that follows the write.
  for (let attempt = 1; ; attempt++) {
    const obj = versionId === undefined ? await currentOrMarker(ctx, access) : await versionOrRefusal(ctx, access, versionId);
    // Anonymous: only a public object is served, and a missing key is told apart only to those who may list (as S3).
    if (ctx.anonymous && (obj ? !ctx.anonymous.mayRead(obj.acl) : !ctx.anonymous.mayList)) {
      ctx.serviceId = null; // a refusal nobody signed is not the owner's bill
      throw accessDenied(ANONYMOUS_DENIED);
    }
    if (!obj) throw noSuchKey(ctx.key!);
    const base: Record<string, string> = { etag: quoted(obj.etag), 'last-modified': httpDate(obj.lastModified), 'accept-ranges': 'bytes', ...versionHeader(access, obj), ...(ctx.anonymous ? {} : lockHeaders(obj)) };
    const outcome = evaluate(obj, conditionsOf((n) => ctx.h(n)));
    if (outcome === 'failed') throw preconditionFailed(ctx.h('if-match') !== undefined ? 'If-Match' : 'If-Unmodified-Since');
    if (outcome === 'not-modified') return ctx.sendEmpty(304, base);

    const pieces = await piecesOf(ctx.gw.db, obj);
    const byPart = await partRange(ctx, obj, pieces);
    const range = byPart ?? parseRange(ctx.h('range'), obj.size);
    const headers: Record<string, string> = contentSafetyHeaders(obj.key, { ...base, ...responseHeadersOf(ctx, obj.contentType, obj.headers) }, ctx.anonymous !== null);
    if (ctx.q('partNumber') !== undefined && obj.partCount) headers['x-amz-mp-parts-count'] = String(obj.partCount);
    const tagCount = tagsOf(obj.tags).length;
    if (tagCount) headers['x-amz-tagging-count'] = String(tagCount);
    if (!range && obj.checksumAlgorithm && obj.checksumValue && ctx.h('x-amz-checksum-mode')?.toUpperCase() === 'ENABLED') {
      headers[headerOf(obj.checksumAlgorithm as ChecksumAlgorithm)] = obj.checksumValue;
    }
    const start = range?.start ?? 0;
    const end = range?.end ?? obj.size - 1;
    headers['content-length'] = String(Math.max(0, end - start + 1));
    if (range) headers['content-range'] = `bytes ${start}-${end}/${obj.size}`;
    const status = range ? 206 : 200;
    if (head || obj.size === 0) {
      ctx.res.writeHead(status, headers);
      ctx.res.end();
      return;
    }
    let body: Readable;
    try {
      body = await openRange(ctx.gw.blobs, pieces, start, end, (n) => (ctx.bytesOut += n));
    } catch (e) {
      if (e instanceof BlobMissingError && attempt < 3) continue;
      throw e;
    }
    ctx.res.writeHead(status, headers);
    await pipeline(body, ctx.res);
    return;
  }
}

/** The current object; when there is none and the key's latest version is a delete marker, S3's 404 that says so. */
async function currentOrMarker(ctx: S3Context, access: BucketAccess): Promise<StoredVersion | null> {
  const obj = await findObject(ctx.gw.db, access.bucket.id, ctx.key!);
  if (obj || access.bucket.versioning === null || ctx.anonymous) return obj;
  const marker = await latestMarker(ctx.gw.db, access.bucket.id, ctx.key!);
  if (!marker) return null;
  throw s3err('NoSuchKey', 'The specified key does not exist.', { Key: ctx.key! }, { 'x-amz-delete-marker': 'true', 'x-amz-version-id': marker.versionId });
}

/** The version asked for by id: NoSuchVersion when the key has none such; a delete marker cannot be read (405, as S3). */
async function versionOrRefusal(ctx: S3Context, access: BucketAccess, versionId: string): Promise<StoredVersion> {
  const found = await findVersion(ctx.gw.db, access.bucket.id, ctx.key!, versionId);
  if (!found) throw noSuchVersion(ctx.key!, versionId);
  if (found.kind === 'marker') throw s3err('MethodNotAllowed', 'The specified method is not allowed against this resource.', { Method: ctx.method, ResourceType: 'DeleteMarker' }, { 'x-amz-delete-marker': 'true', 'x-amz-version-id': versionId, 'last-modified': httpDate(found.version.lastModified) });
  return found.version;
}

/**
 * GET ?torrent: no object is served as a torrent here, which S3-compatible stores answer with
 * 404 NoSuchKey (what ceph's s3-tests `test_get_object_torrent` accepts), never the object's bytes.
 */
export async function noTorrent(ctx: S3Context) {
  throw noSuchKey(ctx.key!);
}
