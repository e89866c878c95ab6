import { requestedAcl } from './acl';
import { requestedLock } from './object-lock';
import type { CannedAcl } from '../domain/public-access';
import { LIMITS } from '../../../contracts/storage';
import { uriDecode } from '../auth/sigv4';
import { BlobMissingError, newBlobKey } from '../blob/blob-store';
import { bucketFor, requireKeyInScope, type BucketAccess } from '../domain/buckets';
import { journalWrites } from '../domain/journal';
import { commitObject, findObject, piecesOf, type Piece } from '../domain/objects';
import { releaseSoon, reserve } from '../domain/reservations';
import { parseTaggingHeader, tagsOf, type ObjectTag } from '../domain/tagging';
import type { S3Context } from '../s3/context';
import { refuseNul } from '../s3/arguments';
import { invalidArgument, noSuchKey, s3err } from '../s3/errors';
import { collectSoon, noSuchVersion, quoted, versionHeader } from './common';
import { findVersion, isVersionId, type StoredVersion } from '../domain/versions';
import { conditionsOf, evaluate, preconditionFailed } from './conditions';
import { checkKey, storedHeadersOf } from './object-headers';

export interface CopySource {
  access: BucketAccess;
  object: StoredVersion;
  pieces: Piece[];
}

/** x-amz-copy-source (`/bucket/key` or `bucket/key`, URL-encoded, optional ?versionId=null) and its conditions. */
export async function copySource(ctx: S3Context): Promise<CopySource> {
  const raw = ctx.h('x-amz-copy-source')!;
  const [pathPart, query] = raw.split('?', 2) as [string, string | undefined];
  let path: string;
  try {
    path = uriDecode(pathPart).replace(/^\//, '');
  } catch {
    throw invalidArgument('Invalid copy source encoding', 'x-amz-copy-source', raw);
  }
  const slash = path.indexOf('/');
  if (slash <= 0 || slash === path.length - 1) throw invalidArgument('Copy Source must mention the source bucket and key: sourcebucket/sourcekey', 'x-amz-copy-source', raw);
  const version = query ? new URLSearchParams(query).get('versionId') : null;
  if (version !== null && !isVersionId(version)) throw invalidArgument('Invalid version id specified', 'x-amz-copy-source', raw);
  // Before any lookup: neither the source bucket nor its key can hold a NUL (PostgreSQL cannot look one up).
  refuseNul(path, 'x-amz-copy-source');
  const access = await bucketFor(ctx.gw.db, path.slice(0, slash), ctx.caller, 'read');
  const key = path.slice(slash + 1);
  // A bucket-scoped key copies only from its own buckets (above) and prefix.
  requireKeyInScope(ctx.caller, key);
  const object = version === null ? await findObject(ctx.gw.db, access.bucket.id, key) : await sourceVersion(ctx, access, key, version);
  if (!object) throw noSuchKey(key);
  // Copy-source conditions never answer 304: a copy that does not hold fails with 412.
  const outcome = evaluate(object, conditionsOf((n) => ctx.h(n), 'x-amz-copy-source-'));
  if (outcome !== 'ok') throw preconditionFailed('x-amz-copy-source-If-*');
  return { access, object, pieces: await piecesOf(ctx.gw.db, object) };
}

/** A copy source named by version id: its data (a delete marker cannot be copied, as S3 refuses it). */
async function sourceVersion(ctx: S3Context, access: BucketAccess, key: string, versionId: string): Promise<StoredVersion> {
  const found = await findVersion(ctx.gw.db, access.bucket.id, key, versionId);
  if (!found) throw noSuchVersion(key, versionId);
  if (found.kind === 'marker') throw s3err('InvalidRequest', 'The source of a copy request may not specifically refer to a delete marker by version id.');
  return found.version;
}

/** PUT /bucket/key with x-amz-copy-source — CopyObject, server-side, with COPY or REPLACE metadata and tags (x-amz-tagging-directive). */
export async function copyObject(ctx: S3Context, target: BucketAccess) {
  checkKey(ctx.key!);
  const directive = (ctx.h('x-amz-metadata-directive') ?? 'COPY').toUpperCase();
  if (directive !== 'COPY' && directive !== 'REPLACE') throw invalidArgument('Unknown metadata directive.', 'x-amz-metadata-directive', directive);
  const tagging = (ctx.h('x-amz-tagging-directive') ?? 'COPY').toUpperCase();
  if (tagging !== 'COPY' && tagging !== 'REPLACE') throw invalidArgument('Unknown tagging directive.', 'x-amz-tagging-directive', tagging);
  // REPLACE: the request's x-amz-tagging (none: no tags); COPY (the default): the source's, read with it.
  const replacedTags = tagging === 'REPLACE' ? parseTaggingHeader(ctx.h('x-amz-tagging')) : null;
  // A copy has the ACL the request names (private when none), as S3: never the source's.
  const acl = await requestedAcl(ctx, target);
  // A source overwritten or deleted while its blobs are copied: resolve the source again (at most
  // twice) and copy what the key names now, as S3 copies the version current when it reads it.
  for (let attempt = 1; ; attempt++) {
    try {
      return await copyOnce(ctx, target, directive, replacedTags, acl);
    } catch (e) {
      if (!(e instanceof BlobMissingError) || attempt >= 3) throw e;
    }
  }
}

async function copyOnce(ctx: S3Context, target: BucketAccess, directive: string, replacedTags: ObjectTag[] | null, acl: CannedAcl) {
  const src = await copySource(ctx);
  // Copying an older version over its key is how a version is restored: only the current one onto itself is refused.
  const sameObject = src.access.bucket.id === target.bucket.id && src.object.key === ctx.key && !('deleteMarker' in src.object);
  if (sameObject && directive === 'COPY') {
    throw s3err('InvalidRequest', "This copy request is illegal because it is trying to copy an object to itself without changing the object's metadata, storage class, website redirect location or encryption attributes.");
  }
  if (src.object.size > LIMITS.maxSinglePutBytes) throw s3err('InvalidRequest', `The specified copy source is larger than the maximum allowable size for a copy source: ${LIMITS.maxSinglePutBytes}`);
  const meta = directive === 'REPLACE' ? storedHeadersOf(ctx) : { contentType: src.object.contentType, headers: JSON.parse(src.object.headers) as Record<string, string> };
  const copies = src.pieces.map((p) => ({ from: p, to: newBlobKey() }));
  const fresh = copies.map((c) => c.to);
  // The copy's bytes are reserved before the blob store writes them (a copy reaches 5 GiB); its new blobs are journalled with it.
  const reservation = await reserve(ctx.gw.db, target, {
    target: { kind: 'object', key: ctx.key! },
    size: src.object.size,
    maxBytes: LIMITS.maxSinglePutBytes,
    replaced: async (m) => (await findObject(m, target.bucket.id, ctx.key!))?.size ?? 0,
    also: (m) => journalWrites(m, fresh),
  });
  try {
    for (const c of copies) await ctx.gw.blobs.copy(c.from.blobKey, c.to, c.from.size);
    // The layout read with the source (its part rows go with it if it is replaced meanwhile).
    const parts = src.object.partCount ? copies.map((c) => ({ partNumber: c.from.part!.partNumber, blobKey: c.to, size: c.from.size, etag: c.from.part!.etag })) : [];
    const { object, doomed } = await commitObject(
      ctx.gw.db,
      target,
      {
        key: ctx.key!,
        size: src.object.size,
        etag: src.object.etag,
        contentType: meta.contentType,
        headers: meta.headers,
        checksum: src.object.checksumAlgorithm && src.object.checksumValue ? { algorithm: src.object.checksumAlgorithm, value: src.object.checksumValue } : null,
        blobKey: src.object.partCount ? null : (fresh[0] ?? null),
        parts,
        tags: replacedTags ?? tagsOf(src.object.tags),
        acl,
        // The copy's own lock (its request's headers, or the target bucket's default): never the source's, as S3.
        lock: requestedLock((n) => ctx.h(n)),
      },
      { newBlobs: fresh, reservation },
    );
    collectSoon(ctx.gw.db, ctx.gw.blobs, doomed);
    const sourceVersion = versionHeader(src.access, src.object)['x-amz-version-id'];
    ctx.sendXml(200, 'CopyObjectResult', { ETag: quoted(object.etag), LastModified: object.lastModified }, { ...versionHeader(target, object), ...(sourceVersion ? { 'x-amz-copy-source-version-id': sourceVersion } : {}) });
  } catch (e) {
    releaseSoon(ctx.gw.db, reservation);
    collectSoon(ctx.gw.db, ctx.gw.blobs, fresh);
    throw e;
  }
}
