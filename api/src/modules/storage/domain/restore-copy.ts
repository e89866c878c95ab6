import type { DataSource } from 'typeorm';
import type { Db } from '../../../db/db';
import { LIMITS } from '../../../contracts/storage';
import { newBlobKey, type BlobStore } from '../blob/blob-store';
import type { ObjectVersionEntity } from '../entities/object-version.entity';
import type { BucketAccess } from './buckets';
import { collect, journalWrites } from './journal';
import { commitObject, findObject, piecesOf } from './objects';
import { release, reserve } from './reservations';
import { tagsOf } from './tagging';

/**
 * Write a copy of a noncurrent version as the key's new current version: what CopyObject with
 * x-amz-copy-source=…?versionId= does (handlers/copy.ts), by the same steps. The bytes are
 * reserved first (QuotaExceeded before anything is written), the blobs copied under new keys that
 * are journalled with the reservation, and commitObject makes the copy current, moving the ledger
 * and the bucket counters and giving it the bucket's default retention. Content type, headers,
 * checksum and tags are the version's; the ACL is private, as a CopyObject that names none.
 * `also` runs in the committing transaction. Returns the bytes copied. BlobMissingError when the version went (deleted meanwhile).
 */
export async function copyVersionAsCurrent(db: DataSource, blobs: BlobStore, access: BucketAccess, version: ObjectVersionEntity, also?: (m: Db) => Promise<void>): Promise<number> {
  const pieces = await piecesOf(db, version);
  const copies = pieces.map((p) => ({ from: p, to: newBlobKey() }));
  const fresh = copies.map((c) => c.to);
  const reservation = await reserve(db, access, {
    target: { kind: 'object', key: version.key },
    size: version.size,
    // A version may be a multipart object larger than a single PUT: it was stored once, so it may be restored.
    maxBytes: Math.max(version.size, LIMITS.maxSinglePutBytes),
    replaced: async (m) => (await findObject(m, access.bucket.id, version.key))?.size ?? 0,
    also: (m) => journalWrites(m, fresh),
  });
  try {
    for (const c of copies) await blobs.copy(c.from.blobKey, c.to, c.from.size);
    const parts = version.partCount ? copies.map((c) => ({ partNumber: c.from.part!.partNumber, blobKey: c.to, size: c.from.size, etag: c.from.part!.etag })) : [];
    const { doomed } = await commitObject(
      db,
      access,
      {
        key: version.key,
        size: version.size,
        etag: version.etag,
        contentType: version.contentType,
        headers: JSON.parse(version.headers) as Record<string, string>,
        checksum: version.checksumAlgorithm && version.checksumValue ? { algorithm: version.checksumAlgorithm, value: version.checksumValue } : null,
        blobKey: version.partCount ? null : (fresh[0] ?? null),
        parts,
        tags: tagsOf(version.tags),
        // No lock of its own: the bucket's default retention applies, as to any new version.
        lock: { retention: null, legalHold: null },
      },
      // The caller's bookkeeping commits with the copy, or neither does.
      { newBlobs: fresh, reservation, also: also && (async (m) => (await also(m), { usageDelta: 0, doomed: [] })) },
    );
    if (doomed.length) await collect(db, blobs, doomed);
    return version.size;
  } catch (e) {
    await release(db, reservation);
    await collect(db, blobs, fresh);
    throw e;
  }
}
