import { In, type DataSource } from 'typeorm';
import type { Db } from '../../../db/db';
import { BucketEntity } from '../entities/bucket.entity';
import { ObjectPartEntity } from '../entities/object-part.entity';
import { ObjectEntity } from '../entities/object.entity';
import { noSuchBucket, s3err } from '../s3/errors';
import type { BucketAccess } from './buckets';
import { journalCommitted, journalDoomed } from './journal';
import { applyUsage } from './quota';
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
}

/** A contiguous piece of an object: `size` bytes of `blobKey` starting at object offset `start`. */
export interface Piece {
  blobKey: string;
  start: number;
  size: number;
}

export const findObject = (db: Db, bucketId: number, key: string) => db.getRepository(ObjectEntity).findOneBy({ bucketId, key });

/** The blobs that make up an object, in order. */
export async function piecesOf(db: Db, obj: ObjectEntity): Promise<Piece[]> {
  if (obj.partCount === 0) return obj.blobKey ? [{ blobKey: obj.blobKey, start: 0, size: obj.size }] : [];
  const parts = await db.getRepository(ObjectPartEntity).find({ where: { objectId: obj.id }, order: { position: 'ASC' } });
  return parts.map((p) => ({ blobKey: p.blobKey, start: p.startOffset, size: p.size }));
}

async function blobsOf(m: Db, objects: ObjectEntity[]): Promise<string[]> {
  const keys = objects.map((o) => o.blobKey).filter((k): k is string => !!k);
  const multipart = objects.filter((o) => o.partCount > 0).map((o) => o.id);
  for (let i = 0; i < multipart.length; i += 500) {
    const parts = await m.getRepository(ObjectPartEntity).find({ select: { blobKey: true }, where: { objectId: In(multipart.slice(i, i + 500)) } });
    keys.push(...parts.map((p) => p.blobKey));
  }
  return keys;
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
  /** Bytes of the new object already in the service's usage (uploaded multipart parts). */
  counted?: number;
  /** If-None-Match: * — refuse to replace an existing object. */
  ifNoneMatch?: boolean;
  /** More work in the same transaction (e.g. closing a multipart upload): usage change and garbage. */
  also?: (m: Db) => Promise<{ usageDelta: number; doomed: string[] }>;
}

/**
 * Make an object visible, atomically: replace any object under the key, charge the quota
 * (QuotaExceeded rolls everything back), keep the bucket counters and the blob journal right.
 * Returns the blobs that became garbage, for the caller to delete at once.
 */
export async function commitObject(db: DataSource, access: BucketAccess, d: ObjectDraft, opts: CommitOptions): Promise<{ object: ObjectEntity; doomed: string[] }> {
  try {
    return await retryOnConflict(() =>
      storageTx(db, async (m) => {
        const extra = (await opts.also?.(m)) ?? { usageDelta: 0, doomed: [] };
        const old = await findObject(m, access.bucket.id, d.key);
        if (old && opts.ifNoneMatch) throw s3err('PreconditionFailed', 'At least one of the pre-conditions you specified did not hold', { Condition: 'If-None-Match' });
        const oldSize = old?.size ?? 0;
        await applyUsage(m, access.service, d.size - (opts.counted ?? 0) - oldSize + extra.usageDelta);
        const doomed = [...(old ? await blobsOf(m, [old]) : []), ...extra.doomed];
        if (old) await m.getRepository(ObjectEntity).delete({ id: old.id });
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
          }),
        );
        let offset = 0;
        const rows = d.parts.map((p, i) => {
          const row = { objectId: object.id, position: i + 1, partNumber: p.partNumber, blobKey: p.blobKey, size: p.size, startOffset: offset, etag: p.etag };
          offset += p.size;
          return row;
        });
        for (let i = 0; i < rows.length; i += 200) await m.getRepository(ObjectPartEntity).insert(rows.slice(i, i + 200));
        await bumpBucket(m, access.bucket.id, old ? 0 : 1, d.size - oldSize);
        await journalCommitted(m, opts.newBlobs);
        await journalDoomed(m, doomed);
        return { object, doomed };
      }),
    );
  } catch (e) {
    if (isForeignKeyViolation(e)) throw noSuchBucket(access.bucket.name);
    throw e;
  }
}

/**
 * Delete objects by key in one transaction (DeleteObject, DeleteObjects). Missing keys are fine,
 * as in S3. Returns the keys that existed and the blobs to delete.
 */
export async function deleteObjects(db: DataSource, access: BucketAccess, keys: string[]): Promise<{ deleted: Set<string>; doomed: string[] }> {
  return storageTx(db, async (m) => {
    const found: ObjectEntity[] = [];
    for (let i = 0; i < keys.length; i += 500) {
      found.push(...(await m.getRepository(ObjectEntity).find({ where: { bucketId: access.bucket.id, key: In(keys.slice(i, i + 500)) } })));
    }
    if (!found.length) return { deleted: new Set<string>(), doomed: [] };
    const doomed = await blobsOf(m, found);
    const bytes = found.reduce((s, o) => s + o.size, 0);
    for (let i = 0; i < found.length; i += 500) await m.getRepository(ObjectEntity).delete({ id: In(found.slice(i, i + 500).map((o) => o.id)) });
    await applyUsage(m, access.service, -bytes);
    await bumpBucket(m, access.bucket.id, -found.length, -bytes);
    await journalDoomed(m, doomed);
    return { deleted: new Set(found.map((o) => o.key)), doomed };
  });
}
