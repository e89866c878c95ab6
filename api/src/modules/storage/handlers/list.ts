import { LIMITS } from '../../../contracts/storage';
import { uriEncode } from '../auth/sigv4';
import type { BucketAccess } from '../domain/buckets';
import { listKeys, type ListedObject, type ListPage } from '../domain/listing';
import { listVersions, type ListedVersion } from '../domain/version-listing';
import { isVersionId } from '../domain/versions';
import type { S3Context } from '../s3/context';
import { invalidArgument } from '../s3/errors';
import type { XmlObject } from '../s3/xml';
import { ownerOf, quoted } from './common';

/** Common listing parameters: prefix, delimiter, max-keys (capped at 1000), encoding-type=url. */
function params(ctx: S3Context, maxName = 'max-keys') {
  const rawMax = ctx.q(maxName);
  if (rawMax !== undefined && !/^\d{1,10}$/.test(rawMax)) throw invalidArgument(`Provided ${maxName} not an integer or within integer range`, maxName, rawMax);
  const encoding = ctx.q('encoding-type');
  if (encoding !== undefined && encoding !== 'url') throw invalidArgument('Invalid Encoding Method specified in Request', 'encoding-type', encoding);
  const url = encoding === 'url';
  return {
    prefix: ctx.q('prefix') ?? '',
    delimiter: ctx.q('delimiter') ?? '',
    maxKeys: Math.min(rawMax === undefined ? LIMITS.maxKeysPerPage : Number(rawMax), LIMITS.maxKeysPerPage),
    url,
    /** Keys and prefixes as written in the answer: URL-encoded (slashes kept) when asked. */
    enc: (s: string) => (url ? uriEncode(s, true) : s),
  };
}

const contents = (o: ListedObject, enc: (s: string) => string, owner?: XmlObject) => ({
  Key: enc(o.key),
  LastModified: o.lastModified,
  ETag: quoted(o.etag),
  Size: o.size,
  Owner: owner,
  StorageClass: 'STANDARD',
});

const prefixes = (page: ListPage, enc: (s: string) => string) => page.commonPrefixes.map((p) => ({ Prefix: enc(p) }));

/** GET /bucket — ListObjects (v1): marker paging; NextMarker when a delimiter is used. */
export async function listObjectsV1(ctx: S3Context, { bucket }: BucketAccess) {
  const p = params(ctx);
  const marker = ctx.q('marker') ?? '';
  const page = await listKeys(ctx.gw.db, bucket.id, { prefix: p.prefix, delimiter: p.delimiter, after: marker, maxKeys: p.maxKeys });
  const owner = ownerOf(bucket.userId);
  ctx.sendXml(200, 'ListBucketResult', {
    Name: bucket.name,
    Prefix: p.enc(p.prefix),
    Marker: p.enc(marker),
    NextMarker: page.truncated && p.delimiter && page.last !== null ? p.enc(page.last) : undefined,
    MaxKeys: p.maxKeys,
    Delimiter: p.delimiter ? p.enc(p.delimiter) : undefined,
    IsTruncated: page.truncated,
    EncodingType: p.url ? 'url' : undefined,
    Contents: page.objects.map((o) => contents(o, p.enc, owner)),
    CommonPrefixes: prefixes(page, p.enc),
  });
}

const encodeToken = (last: string) => Buffer.from(`mw1:${last}`, 'utf8').toString('base64url');
function decodeToken(token: string): string {
  const text = /^[A-Za-z0-9_-]+$/.test(token) ? Buffer.from(token, 'base64url').toString('utf8') : '';
  if (!text.startsWith('mw1:') || text.includes('\u0000')) throw invalidArgument('The continuation token provided is incorrect', 'continuation-token', token);
  return text.slice(4);
}

/** GET /bucket?list-type=2 — ListObjectsV2: continuation tokens, start-after, fetch-owner. */
export async function listObjectsV2(ctx: S3Context, { bucket }: BucketAccess) {
  const p = params(ctx);
  const token = ctx.q('continuation-token');
  const startAfter = ctx.q('start-after');
  const after = token !== undefined ? decodeToken(token) : (startAfter ?? '');
  const page = await listKeys(ctx.gw.db, bucket.id, { prefix: p.prefix, delimiter: p.delimiter, after, maxKeys: p.maxKeys });
  const owner = ctx.q('fetch-owner') === 'true' ? ownerOf(bucket.userId) : undefined;
  ctx.sendXml(200, 'ListBucketResult', {
    Name: bucket.name,
    Prefix: p.enc(p.prefix),
    Delimiter: p.delimiter ? p.enc(p.delimiter) : undefined,
    MaxKeys: p.maxKeys,
    KeyCount: page.objects.length + page.commonPrefixes.length,
    IsTruncated: page.truncated,
    ContinuationToken: token,
    NextContinuationToken: page.truncated && page.last !== null ? encodeToken(page.last) : undefined,
    StartAfter: startAfter !== undefined ? p.enc(startAfter) : undefined,
    EncodingType: p.url ? 'url' : undefined,
    Contents: page.objects.map((o) => contents(o, p.enc, owner)),
    CommonPrefixes: prefixes(page, p.enc),
  });
}

/** GET /bucket?versions — ListObjectVersions: every version and delete marker, newest first per key (domain/version-listing.ts). */
export async function listObjectVersions(ctx: S3Context, { bucket }: BucketAccess) {
  const p = params(ctx);
  const keyMarker = ctx.q('key-marker') ?? '';
  const versionMarker = ctx.q('version-id-marker');
  if (versionMarker !== undefined && versionMarker !== '' && !keyMarker) throw invalidArgument('A version-id marker cannot be specified without a key marker.', 'version-id-marker', versionMarker);
  if (versionMarker && !isVersionId(versionMarker)) throw invalidArgument('Invalid version id specified', 'version-id-marker', versionMarker);
  const page = await listVersions(ctx.gw.db, bucket.id, { prefix: p.prefix, delimiter: p.delimiter, keyMarker, versionIdMarker: versionMarker || undefined, maxKeys: p.maxKeys });
  const owner = ownerOf(bucket.userId);
  const next = page.truncated ? page.next : null;
  const entry = (v: ListedVersion) => ({ Key: p.enc(v.key), VersionId: v.versionId, IsLatest: v.isLatest, LastModified: v.lastModified });
  ctx.sendXml(200, 'ListVersionsResult', {
    Name: bucket.name,
    Prefix: p.enc(p.prefix),
    KeyMarker: p.enc(keyMarker),
    VersionIdMarker: versionMarker ?? '',
    NextKeyMarker: next ? p.enc(next.key) : undefined,
    NextVersionIdMarker: next?.versionId,
    MaxKeys: p.maxKeys,
    Delimiter: p.delimiter ? p.enc(p.delimiter) : undefined,
    IsTruncated: page.truncated,
    EncodingType: p.url ? 'url' : undefined,
    Version: page.versions.filter((v) => !v.deleteMarker).map((v) => ({ ...entry(v), ETag: quoted(v.etag), Size: v.size, Owner: owner, StorageClass: 'STANDARD' })),
    DeleteMarker: page.versions.filter((v) => v.deleteMarker).map((v) => ({ ...entry(v), Owner: owner })),
    CommonPrefixes: page.commonPrefixes.map((c) => ({ Prefix: p.enc(c) })),
  });
}
