import type { DataSource } from 'typeorm';
import type { Db } from '../../../db/db';
import { BucketEntity } from '../entities/bucket.entity';
import { ObjectPartEntity } from '../entities/object-part.entity';
import { ObjectEntity } from '../entities/object.entity';
import { NoSuchBucketError, PreconditionFailedError } from './errors';
import type { BucketAccess } from './buckets';
import { journalCommitted, journalDoomed } from './journal';
import { changedRows, lockBucket, lockLedger, marks, moveLedger } from './ledger';
import { settle, type Reservation } from './reservations';
import { storedTags, type ObjectTag } from './tagging';
import { storedObjectAcl, type CannedAcl } from './public-access';
import { isForeignKeyViolation, retryOnConflict, storageTx } from './tx';

/** A new object's metadata and where its bytes are (one blob, or parts in order). */
export interface ObjectDraft {
  key: string;
  size: number;
  etag: string;
  contentType: string;
  headers: Record<string, string>;
  checksum: { algorithm: string; value: string } | null;
  blobKey: string | null;
  parts: { partNumber: number; blobKey: string; size: number; etag: string }[];
  /** Its tag set, checked (domain/tagging.ts): the new object's own, never the replaced one's. */
  tags: ObjectTag[];
  /** Its canned ACL (domain/public-access.ts); private when absent. */
  acl?: CannedAcl;
}

/** A contiguous piece of an object: `size` bytes of `blobKey` starting at object offset `start` (and, of a multipart object, its part). */
export interface Piece {
  blobKey: string;
  start: number;
  size: number;
  part?: { partNumber: number; etag: string };
}

export const findObject = (db: Db, bucketId: number, key: string) => db.getRepository(ObjectEntity).findOneBy({ bucketId, key });

/** The blobs that make up an object, in order. */
export async function piecesOf(db: Db, obj: ObjectEntity): Promise<Piece[]> {
  if (obj.partCount === 0) return obj.blobKey ? [{ blobKey: obj.blobKey, start: 0, size: obj.size }] : [];
  const parts = await db.getRepository(ObjectPartEntity).find({ where: { objectId: obj.id }, order: { position: 'ASC' } });
  return parts.map((p) => ({ blobKey: p.blobKey, start: p.startOffset, size: p.size, part: { partNumber: p.partNumber, etag: p.etag } }));
}

/**
 * Delete the objects under these keys of a locked bucket and say exactly what went: DELETE …
 * RETURNING, so bytes and counts come from the rows this statement removed, never from an earlier
 * read that a concurrent delete may have made stale. The blobs of multipart objects are read first
 * (their part rows go with the object) and kept only for objects that were really deleted.
 */
async function removeKeys(m: Db, bucketId: number, keys: string[]): Promise<{ keys: string[]; bytes: number; doomed: string[] }> {
  const out = { keys: [] as string[], bytes: 0, doomed: [] as string[] };
  for (let i = 0; i < keys.length; i += 500) {
    const chunk = keys.slice(i, i + 500);
    const inList = marks(m, 2, chunk.length);
    const parts = (await m.query(
      `SELECT p.object_id, p.blob_key FROM storage_object_parts p JOIN storage_objects o ON o.id = p.object_id WHERE o.bucket_id = ${marks(m, 1, 1)} AND o."key" IN (${inList})`,
      [bucketId, ...chunk],
    )) as { object_id: number | string; blob_key: string }[];
    const deleted = await changedRows<{ id: number | string; key: string; size: number | string; blob_key: string | null }>(m, `DELETE FROM storage_objects WHERE bucket_id = ${marks(m, 1, 1)} AND "key" IN (${inList}) RETURNING id, "key", size, blob_key`, [bucketId, ...chunk]);
    const gone = new Set(deleted.map((d) => Number(d.id)));
    for (const d of deleted) {
      out.keys.push(d.key);
      out.bytes += Number(d.size);
      if (d.blob_key) out.doomed.push(d.blob_key);
    }
    for (const p of parts) if (gone.has(Number(p.object_id))) out.doomed.push(p.blob_key);
  }
  return out;
}

const bumpBucket = (m: Db, bucketId: number, count: number, bytes: number) =>
  count === 0 && bytes === 0
    ? Promise.resolve()
    : m
        .getRepository(BucketEntity)
        .createQueryBuilder()
        .update()
        .set({ objectCount: () => 'object_count + :count', objectBytes: () => 'object_bytes + :bytes' })
        .where('id = :id', { id: bucketId })
        .setParameters({ count, bytes })
        .execute();

export interface CommitOptions {
  /** Blobs written for this object (journalled before writing; committed now). */
  newBlobs: string[];
  /** The reservation the bytes were written under (settled now). */
  reservation?: Reservation | null;
  /** Bytes of the new object already in the service's usage (uploaded multipart parts). */
  counted?: number;
  /** If-None-Match: * — refuse to replace an existing object. */
  ifNoneMatch?: boolean;
  /** More work in the same transaction, after the locks (closing a multipart upload): usage change and garbage. */
  also?: (m: Db) => Promise<{ usageDelta: number; doomed: string[] }>;
}

/**
 * Make an object visible, atomically: lock the bucket and the ledger (domain/ledger.ts), replace
 * any object under the key (the last writer wins), settle the write's reservation, charge what
 * really changed (QuotaExceeded rolls everything back), keep the bucket counters and the blob
 * journal right. Returns the blobs that became garbage, for the caller to delete at once.
 */
export async function commitObject(db: DataSource, access: BucketAccess, d: ObjectDraft, opts: CommitOptions): Promise<{ object: ObjectEntity; doomed: string[] }> {
  try {
    return await retryOnConflict(() =>
      storageTx(db, async (m) => {
        await lockBucket(m, access.bucket.id, access.bucket.name);
        const ledger = await lockLedger(m, access.service.id);
        const extra = (await opts.also?.(m)) ?? { usageDelta: 0, doomed: [] };
        if (opts.ifNoneMatch && (await findObject(m, access.bucket.id, d.key))) {
          throw new PreconditionFailedError('If-None-Match');
        }
        const old = await removeKeys(m, access.bucket.id, [d.key]);
        const reserved = opts.reservation ? await settle(m, opts.reservation) : null;
        const used = d.size - (opts.counted ?? 0) - old.bytes + extra.usageDelta;
        // Growth within what the reservation set aside was admitted when it was taken; beyond it
        // (or with no reservation left) the quota is checked now.
        await moveLedger(m, ledger, { used, reserved: -(reserved ?? 0) }, reserved !== null && used <= reserved ? null : access.service);
        const doomed = [...old.doomed, ...extra.doomed];
        const object = await m.getRepository(ObjectEntity).save(
          m.getRepository(ObjectEntity).create({
            bucketId: access.bucket.id,
            key: d.key,
            size: d.size,
            etag: d.etag,
            contentType: d.contentType,
            headers: JSON.stringify(d.headers),
            checksumAlgorithm: d.checksum?.algorithm ?? null,
            checksumValue: d.checksum?.value ?? null,
            blobKey: d.blobKey,
            partCount: d.parts.length,
            lastModified: new Date(),
            tags: storedTags(d.tags),
            acl: storedObjectAcl(d.acl),
          }),
        );
        let offset = 0;
        const rows = d.parts.map((p, i) => {
          const row = { objectId: object.id, position: i + 1, partNumber: p.partNumber, blobKey: p.blobKey, size: p.size, startOffset: offset, etag: p.etag };
          offset += p.size;
          return row;
        });
        for (let i = 0; i < rows.length; i += 200) await m.getRepository(ObjectPartEntity).insert(rows.slice(i, i + 200));
        await bumpBucket(m, access.bucket.id, old.keys.length ? 0 : 1, d.size - old.bytes);
        await journalCommitted(m, opts.newBlobs);
        await journalDoomed(m, doomed);
        return { object, doomed };
      }),
    );
  } catch (e) {
    if (isForeignKeyViolation(e)) throw new NoSuchBucketError(access.bucket.name);
    throw e;
  }
}

/**
 * Delete objects by key in one transaction (DeleteObject, DeleteObjects). Missing keys are fine,
 * as in S3. Returns the keys that existed and the blobs to delete. Racing deletes of one key free
 * its bytes once: each moves the ledger by the rows its own DELETE removed.
 */
export async function deleteObjects(db: DataSource, access: BucketAccess, keys: string[]): Promise<{ deleted: Set<string>; doomed: string[] }> {
  return storageTx(db, async (m) => {
    await lockBucket(m, access.bucket.id, access.bucket.name);
    const ledger = await lockLedger(m, access.service.id);
    const gone = await removeKeys(m, access.bucket.id, keys);
    if (!gone.keys.length) return { deleted: new Set<string>(), doomed: [] };
    await moveLedger(m, ledger, { used: -gone.bytes });
    await bumpBucket(m, access.bucket.id, -gone.keys.length, -gone.bytes);
    await journalDoomed(m, gone.doomed);
    return { deleted: new Set(gone.keys), doomed: gone.doomed };
  });
}
