import { In, type DataSource } from 'typeorm';
import type { Db } from '../../../db/db';
import { bound, preparedRead } from '../../../db/prepared-read';
import { BucketEntity } from '../entities/bucket.entity';
import { ObjectPartEntity } from '../entities/object-part.entity';
import { ObjectVersionEntity } from '../entities/object-version.entity';
import { ObjectEntity } from '../entities/object.entity';
import { NoSuchBucketError, PreconditionFailedError } from './errors';
import type { BucketAccess } from './buckets';
import { journalCommitted, journalDoomed } from './journal';
import { changedRows, lockBucket, lockBucketState, lockLedger, marks, moveLedger, type LedgerRow } from './ledger';
import { checkRemovable, isRemovable, lockForNewVersion, type Retention } from './object-lock';
import { insertMarker, markerBytes, partsOfVersion, promoteNewest, removeVersionRows, supersede, versionFor, type StoredVersion } from './versions';
import { LIMITS } from '../../../contracts/storage';
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
  /** The object lock its request asked for (domain/object-lock.ts); the bucket's default retention applies when it names none. */
  lock?: { retention: Retention | null; legalHold: boolean | null };
}

/** A contiguous piece of an object: `size` bytes of `blobKey` starting at object offset `start` (and, of a multipart object, its part). */
export interface Piece {
  blobKey: string;
  start: number;
  size: number;
  part?: { partNumber: number; etag: string };
}

const objectByKey = preparedRead(['bucketId', 'key'], (db, p) => db.getRepository(ObjectEntity).createQueryBuilder('o').where('o.bucketId = :bucketId AND o.key = :key', p));
/** A bucket's current object by key (every GET, HEAD and overwrite reads it). */
export const findObject = (db: Db, bucketId: number, key: string): Promise<ObjectEntity | null> => objectByKey.one(db, { bucketId, key });

/** The blobs that make up an object or a noncurrent version (its parts are JSON on its row), in order. */
export async function piecesOf(db: Db, obj: StoredVersion): Promise<Piece[]> {
  if (obj.partCount === 0) return obj.blobKey ? [{ blobKey: obj.blobKey, start: 0, size: obj.size }] : [];
  if ('parts' in obj) return partsOfVersion(obj).map((p) => ({ blobKey: p.blobKey, start: p.startOffset, size: p.size, part: { partNumber: p.partNumber, etag: p.etag } }));
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

/** Every column of an object row, as `insertObject` writes them. */
export const OBJECT_COLUMNS: [keyof ObjectEntity, string][] = [
  ['bucketId', 'bucket_id'],
  ['key', '"key"'],
  ['size', 'size'],
  ['etag', 'etag'],
  ['contentType', 'content_type'],
  ['headers', 'headers'],
  ['checksumAlgorithm', 'checksum_algorithm'],
  ['checksumValue', 'checksum_value'],
  ['blobKey', 'blob_key'],
  ['partCount', 'part_count'],
  ['lastModified', 'last_modified'],
  ['tags', 'tags'],
  ['versionId', 'version_id'],
  ['versionSeq', 'version_seq'],
  ['acl', 'acl'],
  ['lockMode', 'lock_mode'],
  ['lockUntil', 'lock_until'],
  ['legalHold', 'legal_hold'],
];

/**
 * Insert a new current object with every column given, answering its id: one bound statement.
 * TypeORM's `insert` rebuilt the SQL on every upload and then read back the columns that have
 * defaults (all of them given here) with a second statement, whose text held the new id, so
 * SQLite prepared it anew each time.
 */
async function insertObject(m: Db, o: ObjectEntity): Promise<number> {
  const values = OBJECT_COLUMNS.map(([property]) => {
    const v = o[property];
    if (v === undefined) throw new Error(`insertObject: ${String(property)} is not set`);
    return bound(m, v);
  });
  const rows = (await m.query(`INSERT INTO storage_objects (${OBJECT_COLUMNS.map(([, c]) => c).join(', ')}) VALUES (${marks(m, 1, values.length)}) RETURNING id`, values)) as { id: number | string }[];
  return Number(rows[0]!.id);
}

// Bound, not TypeORM's update builder: that inlines numbers on SQLite, so each new size was a new
// statement to prepare.
const bumpBucket = (m: Db, bucketId: number, count: number, bytes: number) =>
  count === 0 && bytes === 0 ? Promise.resolve() : m.query(`UPDATE storage_buckets SET object_count = object_count + ${marks(m, 1, 1)}, object_bytes = object_bytes + ${marks(m, 2, 1)} WHERE id = ${marks(m, 3, 1)}`, [count, bytes, bucketId]);

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
        const state = await lockBucketState(m, access.bucket.id, access.bucket.name);
        const versioning = state.versioning;
        const ledger = await lockLedger(m, access.service.id);
        const now = new Date();
        const lock = lockForNewVersion(state, d.lock ?? { retention: null, legalHold: null }, now);
        const extra = (await opts.also?.(m)) ?? { usageDelta: 0, doomed: [] };
        if (opts.ifNoneMatch && (await findObject(m, access.bucket.id, d.key))) {
          throw new PreconditionFailedError('If-None-Match');
        }
        // Unversioned: the last writer replaces the object. Versioned: what the new version supersedes (domain/versions.ts).
        const old = versioning === null ? await removeKeys(m, access.bucket.id, [d.key]) : await superseded(m, access.bucket.id, d.key, versioning, now);
        const version = await versionFor(m, access.bucket.id, versioning);
        const reserved = opts.reservation ? await settle(m, opts.reservation) : null;
        const used = d.size - (opts.counted ?? 0) - old.bytes + extra.usageDelta;
        // Growth within what the reservation set aside was admitted when it was taken; beyond it
        // (or with no reservation left) the quota is checked now.
        await moveLedger(m, ledger, { used, reserved: -(reserved ?? 0) }, reserved !== null && used <= reserved ? null : access.service);
        const doomed = [...old.doomed, ...extra.doomed];
        const object = m.getRepository(ObjectEntity).create({
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
            lastModified: now,
            tags: storedTags(d.tags),
            acl: storedObjectAcl(d.acl),
            ...lock,
            ...version,
          });
        object.id = await insertObject(m, object);
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

/** What a versioned write supersedes, in removeKeys' terms: a key counts as replaced when it had a current object. */
async function superseded(m: Db, bucketId: number, key: string, state: 'Enabled' | 'Suspended', now: Date) {
  const s = await supersede(m, bucketId, key, state, now);
  return { keys: s.hadCurrent ? [key] : [], bytes: s.bytes, doomed: s.doomed };
}

export interface DeleteOutcome {
  /** Keys whose current object went (unversioned), or that got a delete marker (versioned: every key named). */
  deleted: Set<string>;
  doomed: string[];
  /** Versioned bucket: the delete marker written per key, by version id. */
  markers: Map<string, string>;
}

/**
 * Delete objects by key in one transaction (DeleteObject, DeleteObjects). Missing keys are fine,
 * as in S3. Unversioned: the objects go and their blobs are returned for deletion. Racing deletes
 * of one key free its bytes once: each moves the ledger by the rows its own DELETE removed.
 * Versioned: each key gets a delete marker as its latest version (domain/versions.ts); nothing
 * with data is removed, except a suspended bucket's "null" version, which the marker replaces.
 */
export async function deleteObjects(db: DataSource, access: BucketAccess, keys: string[]): Promise<DeleteOutcome> {
  return storageTx(db, async (m) => {
    const versioning = await lockBucket(m, access.bucket.id, access.bucket.name);
    const ledger = await lockLedger(m, access.service.id);
    if (versioning !== null) return markDeleted(m, access, ledger, keys, versioning);
    const gone = await removeKeys(m, access.bucket.id, keys);
    if (!gone.keys.length) return { deleted: new Set<string>(), doomed: [], markers: new Map() };
    await moveLedger(m, ledger, { used: -gone.bytes });
    await bumpBucket(m, access.bucket.id, -gone.keys.length, -gone.bytes);
    await journalDoomed(m, gone.doomed);
    return { deleted: new Set(gone.keys), doomed: gone.doomed, markers: new Map() };
  });
}

/** A versioned bucket's delete of keys: a marker on each, in the locked transaction. */
async function markDeleted(m: Db, access: BucketAccess, ledger: LedgerRow, keys: string[], state: 'Enabled' | 'Suspended'): Promise<DeleteOutcome> {
  const now = new Date();
  const out: DeleteOutcome = { deleted: new Set(), doomed: [], markers: new Map() };
  let bytes = 0;
  let current = 0;
  for (const key of new Set(keys)) {
    const s = await supersede(m, access.bucket.id, key, state, now);
    const version = await versionFor(m, access.bucket.id, state);
    await insertMarker(m, access.bucket.id, key, version, now);
    bytes += markerBytes(key) - s.bytes;
    if (s.hadCurrent) current++;
    out.doomed.push(...s.doomed);
    out.deleted.add(key);
    out.markers.set(key, version.versionId);
  }
  // A marker's key bytes are stored (and billed) bytes, but a delete is never refused for quota: a
  // full service must always be able to delete, as on S3. So no quota check here.
  await moveLedger(m, ledger, { used: bytes });
  await bumpBucket(m, access.bucket.id, -current, bytes);
  await journalDoomed(m, out.doomed);
  return out;
}

/**
 * Delete one version by id (DeleteObject?versionId): the current object or a noncurrent version
 * or marker, for good. When it was the latest, the next version with data becomes current.
 * Returns null when the key has no such version (S3 answers 204 all the same).
 */
export async function deleteVersion(db: DataSource, access: BucketAccess, key: string, versionId: string, opts: { bypassGovernance?: boolean } = {}): Promise<{ deleteMarker: boolean; doomed: string[] } | null> {
  return storageTx(db, async (m) => {
    await lockBucket(m, access.bucket.id, access.bucket.name);
    const ledger = await lockLedger(m, access.service.id);
    const lockColumns = { lockMode: true, lockUntil: true, legalHold: true } as const;
    const current = await m.getRepository(ObjectEntity).findOne({ select: { id: true, versionId: true, ...lockColumns }, where: { bucketId: access.bucket.id, key } });
    // Object lock: a retained or held version is never removed (GOVERNANCE yields to the bypass).
    const target = current?.versionId === versionId ? current : await m.getRepository(ObjectVersionEntity).findOne({ select: { id: true, ...lockColumns }, where: { bucketId: access.bucket.id, key, versionId } });
    if (target) checkRemovable(key, target, new Date(), opts.bypassGovernance ?? false);
    let gone: { bytes: number; doomed: string[]; current: number; deleteMarker: boolean };
    if (current?.versionId === versionId) {
      const r = await removeKeys(m, access.bucket.id, [key]);
      if (!r.keys.length) return null;
      gone = { bytes: r.bytes, doomed: r.doomed, current: 1, deleteMarker: false };
    } else {
      const r = await removeVersionRows(m, access.bucket.id, key, versionId);
      if (!r.rows.length) return null;
      gone = { bytes: r.bytes, doomed: r.doomed, current: 0, deleteMarker: r.rows[0]!.deleteMarker };
    }
    const promoted = await promoteNewest(m, access.bucket.id, key);
    await moveLedger(m, ledger, { used: -gone.bytes });
    await bumpBucket(m, access.bucket.id, (promoted ? 1 : 0) - gone.current, -gone.bytes);
    await journalDoomed(m, gone.doomed);
    return { deleteMarker: gone.deleteMarker, doomed: gone.doomed };
  });
}

/**
 * Empty a bucket for good: every object, noncurrent version and marker, in transactions of up to
 * 1,000 keys (as `aws s3 rb --force` pages), except versions under object lock (an unexpired
 * retention or a legal hold), which stay: nobody removes those before their date. Returns how
 * many current objects went and how many versions were kept. For the console's forced bucket
 * delete and a cancelled service's buckets.
 */
export async function emptyBucket(db: DataSource, access: BucketAccess): Promise<number> {
  return (await emptyBucketUnlocked(db, access)).objects;
}

export async function emptyBucketUnlocked(db: DataSource, access: BucketAccess): Promise<{ objects: number; kept: number }> {
  let objects = 0;
  let kept = 0;
  let after: string | null = null;
  for (;;) {
    // Keyset paging: a page's kept (locked) keys are never read again.
    const n = after === null ? 1 : 2;
    const where = (first: number) => `bucket_id = ${marks(db, first, 1)}${after === null ? '' : ` AND "key" > ${marks(db, first + 1, 1)}`}`;
    const one = after === null ? [access.bucket.id] : [access.bucket.id, after];
    const keys = (await db.query(
      `SELECT "key" FROM (SELECT "key" FROM storage_objects WHERE ${where(1)} UNION SELECT "key" FROM storage_object_versions WHERE ${where(1 + n)}) k ORDER BY 1 LIMIT ${LIMITS.maxDeleteObjects}`,
      [...one, ...one],
    )) as { key: string }[];
    if (!keys.length) return { objects, kept };
    after = keys[keys.length - 1]!.key;
    const page = await storageTx(db, async (m) => {
      await lockBucket(m, access.bucket.id, access.bucket.name);
      const ledger = await lockLedger(m, access.service.id);
      const names = keys.map((k) => k.key);
      const now = new Date();
      const locked = await lockedVersionsOf(m, access.bucket.id, names, now);
      const gone = await removeKeys(m, access.bucket.id, names.filter((k) => !locked.current.has(k)));
      let bytes = gone.bytes;
      const doomed = [...gone.doomed];
      let promoted = 0;
      for (const key of names) {
        const held = locked.versions.get(key);
        if (!held) {
          const v = await removeVersionRows(m, access.bucket.id, key);
          bytes += v.bytes;
          doomed.push(...v.doomed);
          continue;
        }
        // Some versions of this key are locked: remove the others one by one, and keep a locked
        // version current if the current one went (the versions' invariant, domain/versions.ts).
        const all = await m.getRepository(ObjectVersionEntity).find({ select: { versionId: true }, where: { bucketId: access.bucket.id, key } });
        for (const v of all) {
          if (held.has(v.versionId)) continue;
          const r = await removeVersionRows(m, access.bucket.id, key, v.versionId);
          bytes += r.bytes;
          doomed.push(...r.doomed);
        }
        if (await promoteNewest(m, access.bucket.id, key)) promoted++;
      }
      await moveLedger(m, ledger, { used: -bytes });
      await bumpBucket(m, access.bucket.id, promoted - gone.keys.length, -bytes);
      await journalDoomed(m, doomed);
      return { objects: gone.keys.length - promoted, kept: locked.count };
    });
    objects += page.objects;
    kept += page.kept;
  }
}

/** Which versions of these keys object lock keeps (by key): current objects, and noncurrent version ids. */
async function lockedVersionsOf(m: Db, bucketId: number, keys: string[], now: Date): Promise<{ current: Set<string>; versions: Map<string, Set<string>>; count: number }> {
  const out = { current: new Set<string>(), versions: new Map<string, Set<string>>(), count: 0 };
  if (!(await m.getRepository(BucketEntity).existsBy({ id: bucketId, objectLock: true }))) return out;
  const select = { key: true, versionId: true, lockMode: true, lockUntil: true, legalHold: true } as const;
  for (let i = 0; i < keys.length; i += 500) {
    const chunk = keys.slice(i, i + 500);
    for (const o of await m.getRepository(ObjectEntity).find({ select, where: { bucketId, key: In(chunk) } })) {
      if (isRemovable(o, now)) continue;
      out.current.add(o.key);
      out.count++;
    }
    for (const v of await m.getRepository(ObjectVersionEntity).find({ select, where: { bucketId, key: In(chunk), deleteMarker: false } })) {
      if (isRemovable(v, now)) continue;
      if (!out.versions.has(v.key)) out.versions.set(v.key, new Set());
      out.versions.get(v.key)!.add(v.versionId);
      out.count++;
    }
  }
  // A key whose current object is kept keeps its row; its other versions still go one by one.
  for (const k of out.current) if (!out.versions.has(k)) out.versions.set(k, new Set());
  return out;
}
