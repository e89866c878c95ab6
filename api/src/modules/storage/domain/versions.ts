import { commandLineSafeId } from './ids';
import type { DataSource } from 'typeorm';
import type { Db } from '../../../db/db';
import { VERSION_ID_PATTERN } from '../../../contracts/storage';
import { BucketEntity } from '../entities/bucket.entity';
import { ObjectPartEntity } from '../entities/object-part.entity';
import { ObjectVersionEntity, type VersionPart } from '../entities/object-version.entity';
import { ObjectEntity } from '../entities/object.entity';
import { ObjectLockStateError, SnapshotsVersioningError } from './errors';
import { snapshotsHoldVersioning } from './snapshots';
import { changedRows, lockBucketState, marks } from './ledger';
import { storageTx } from './tx';
import { NO_LOCK, type VersionLock } from './object-lock';

/**
 * S3 versioning, as AWS defines it (docs/storage.md, "Versioning").
 *
 * Where versions live: a key's current version is its row of `storage_objects`, so every read and
 * listing of current objects works as it did before versioning existed. Noncurrent versions and
 * delete markers are rows of `storage_object_versions`. One invariant ties the two: when a key has
 * no current row, its newest version row, if any, is a delete marker (deleting the latest version
 * by id promotes the next one if it holds data).
 *
 * Order: every version written to a bucket whose versioning was ever enabled takes the next value
 * of the bucket's version clock (`version_seq`), under the bucket lock that every writer takes;
 * objects written before that have 0. The newest version of a key has the highest sequence.
 *
 * Bytes: noncurrent versions keep their bytes, in the service's ledger and the bucket's byte
 * counter, until they are deleted by id. A delete marker counts the length of its key, as S3
 * bills it. The bucket's object counter counts current objects.
 */

export type VersioningState = 'Enabled' | 'Suspended' | null;

/** The version id written for objects and markers of an unversioned or suspended bucket. */
export const NULL_VERSION = 'null';

/** A new version id: 32 URL-safe characters, as S3's are opaque strings of that kind. */
export const newVersionId = (): string => commandLineSafeId(24);

/** What a version id argument must look like: ours, or "null". */
export const isVersionId = (s: string): boolean => VERSION_ID_PATTERN.test(s);

/** The bytes a delete marker is billed for: its key. */
export const markerBytes = (key: string): number => Buffer.byteLength(key, 'utf8');

/** Take the bucket's next version sequence (the bucket row is locked by the caller). */
export async function nextSeq(m: Db, bucketId: number): Promise<number> {
  const rows = await changedRows<{ version_clock: number | string }>(m, `UPDATE storage_buckets SET version_clock = version_clock + 1 WHERE id = ${marks(m, 1, 1)} RETURNING version_clock`, [bucketId]);
  return Number(rows[0]!.version_clock);
}

/** The id and sequence a new version (object or marker) of a bucket in this state gets. */
export async function versionFor(m: Db, bucketId: number, state: VersioningState): Promise<{ versionId: string; versionSeq: number }> {
  if (state === null) return { versionId: NULL_VERSION, versionSeq: 0 };
  return { versionId: state === 'Enabled' ? newVersionId() : NULL_VERSION, versionSeq: await nextSeq(m, bucketId) };
}

const partsJson = (parts: ObjectPartEntity[]): string | null =>
  parts.length ? JSON.stringify(parts.map((p): VersionPart => ({ partNumber: p.partNumber, blobKey: p.blobKey, size: p.size, startOffset: p.startOffset, etag: p.etag }))) : null;

/** The blob keys a version row holds (its blob, or its parts). */
export function blobsOfVersion(v: Pick<ObjectVersionEntity, 'blobKey' | 'parts'>): string[] {
  if (v.parts) return (JSON.parse(v.parts) as VersionPart[]).map((p) => p.blobKey);
  return v.blobKey ? [v.blobKey] : [];
}

/** The parts of a multipart version, in object order. */
export const partsOfVersion = (v: Pick<ObjectVersionEntity, 'parts'>): VersionPart[] => (v.parts ? (JSON.parse(v.parts) as VersionPart[]) : []);

/**
 * Make the key's current object a noncurrent version (its bytes stay where they are). Returns
 * whether there was one.
 */
export async function demoteCurrent(m: Db, bucketId: number, key: string, now: Date): Promise<boolean> {
  const current = await m.getRepository(ObjectEntity).findOneBy({ bucketId, key });
  if (!current) return false;
  const parts = current.partCount ? await m.getRepository(ObjectPartEntity).find({ where: { objectId: current.id }, order: { position: 'ASC' } }) : [];
  await m.getRepository(ObjectVersionEntity).insert({
    bucketId,
    key,
    versionId: current.versionId,
    versionSeq: current.versionSeq,
    deleteMarker: false,
    size: current.size,
    etag: current.etag,
    contentType: current.contentType,
    headers: current.headers,
    checksumAlgorithm: current.checksumAlgorithm,
    checksumValue: current.checksumValue,
    blobKey: current.blobKey,
    parts: partsJson(parts),
    partCount: current.partCount,
    lastModified: current.lastModified,
    noncurrentSince: now,
    tags: current.tags,
    acl: current.acl,
    // Its object lock goes with it: a version's retention and legal hold are its own.
    lockMode: current.lockMode,
    lockUntil: current.lockUntil,
    legalHold: current.legalHold,
  });
  // Its part rows go with the object row (ON DELETE CASCADE); the JSON above keeps them.
  await m.getRepository(ObjectEntity).delete({ id: current.id });
  return true;
}

/** Delete version rows of a key (all of them, or one id) and say what they held. */
export async function removeVersionRows(m: Db, bucketId: number, key: string, versionId?: string): Promise<{ bytes: number; doomed: string[]; rows: { versionId: string; deleteMarker: boolean }[] }> {
  const byId = versionId === undefined ? '' : ` AND version_id = ${marks(m, 3, 1)}`;
  const gone = await changedRows<{ version_id: string; delete_marker: boolean | number; size: number | string; blob_key: string | null; parts: string | null }>(
    m,
    `DELETE FROM storage_object_versions WHERE bucket_id = ${marks(m, 1, 1)} AND "key" = ${marks(m, 2, 1)}${byId} RETURNING version_id, delete_marker, size, blob_key, parts`,
    versionId === undefined ? [bucketId, key] : [bucketId, key, versionId],
  );
  return {
    bytes: gone.reduce((s, g) => s + Number(g.size), 0),
    doomed: gone.flatMap((g) => blobsOfVersion({ blobKey: g.blob_key, parts: g.parts })),
    rows: gone.map((g) => ({ versionId: g.version_id, deleteMarker: Boolean(g.delete_marker) })),
  };
}

/** Write a delete marker as the key's latest version. */
export async function insertMarker(m: Db, bucketId: number, key: string, version: { versionId: string; versionSeq: number }, now: Date): Promise<void> {
  await m.getRepository(ObjectVersionEntity).insert({
    bucketId,
    key,
    versionId: version.versionId,
    versionSeq: version.versionSeq,
    deleteMarker: true,
    size: markerBytes(key),
    etag: '',
    contentType: '',
    headers: '{}',
    checksumAlgorithm: null,
    checksumValue: null,
    blobKey: null,
    parts: null,
    partCount: 0,
    lastModified: now,
    noncurrentSince: null,
    tags: null,
    acl: null,
  });
}

/** The newest version row of a key (the latest version when the key has no current object). */
export const newestVersion = (m: Db, bucketId: number, key: string) => m.getRepository(ObjectVersionEntity).findOne({ where: { bucketId, key }, order: { versionSeq: 'DESC' } });

/**
 * Keep the invariant after the latest version of a key went: if the key has no current object and
 * its newest remaining version holds data, that version becomes current again. Returns whether one
 * did (the bucket's object count grows by one).
 */
export async function promoteNewest(m: Db, bucketId: number, key: string): Promise<boolean> {
  if (await m.getRepository(ObjectEntity).existsBy({ bucketId, key })) return false;
  const newest = await newestVersion(m, bucketId, key);
  if (!newest || newest.deleteMarker) return false;
  const object = await m.getRepository(ObjectEntity).save(
    m.getRepository(ObjectEntity).create({
      bucketId,
      key,
      size: newest.size,
      etag: newest.etag,
      contentType: newest.contentType,
      headers: newest.headers,
      checksumAlgorithm: newest.checksumAlgorithm,
      checksumValue: newest.checksumValue,
      blobKey: newest.blobKey,
      partCount: newest.partCount,
      lastModified: newest.lastModified,
      tags: newest.tags,
      acl: newest.acl,
      lockMode: newest.lockMode,
      lockUntil: newest.lockUntil,
      legalHold: newest.legalHold,
      versionId: newest.versionId,
      versionSeq: newest.versionSeq,
    }),
  );
  const rows = partsOfVersion(newest).map((p, i) => ({ objectId: object.id, position: i + 1, partNumber: p.partNumber, blobKey: p.blobKey, size: p.size, startOffset: p.startOffset, etag: p.etag }));
  for (let i = 0; i < rows.length; i += 200) await m.getRepository(ObjectPartEntity).insert(rows.slice(i, i + 200));
  await m.getRepository(ObjectVersionEntity).delete({ id: newest.id });
  return true;
}

/**
 * What a new version (a PUT, a copy, a completed upload, or a delete marker) does to the key's
 * existing versions in a versioned bucket, before it is written:
 * - Enabled: the current object becomes noncurrent; nothing is removed.
 * - Suspended: the new version is the "null" version, so the existing null version goes, whether
 *   it is current or not; a current object with a real id becomes noncurrent.
 * Returns the bytes and blobs removed, and whether the key had a current object.
 */
export async function supersede(m: Db, bucketId: number, key: string, state: 'Enabled' | 'Suspended', now: Date): Promise<{ bytes: number; doomed: string[]; hadCurrent: boolean }> {
  const out = { bytes: 0, doomed: [] as string[], hadCurrent: false };
  if (state === 'Suspended') {
    const removed = await removeVersionRows(m, bucketId, key, NULL_VERSION);
    out.bytes += removed.bytes;
    out.doomed.push(...removed.doomed);
    const current = await m.getRepository(ObjectEntity).findOne({ select: { id: true, versionId: true, partCount: true }, where: { bucketId, key } });
    if (current?.versionId === NULL_VERSION) {
      // Its part blobs are read before the row goes (its part rows go with it).
      const parts = current.partCount ? await m.getRepository(ObjectPartEntity).find({ select: { blobKey: true }, where: { objectId: current.id } }) : [];
      const deleted = await changedRows<{ size: number | string; blob_key: string | null }>(m, `DELETE FROM storage_objects WHERE id = ${marks(m, 1, 1)} RETURNING size, blob_key`, [current.id]);
      if (deleted.length) {
        out.hadCurrent = true;
        out.bytes += Number(deleted[0]!.size);
        if (deleted[0]!.blob_key) out.doomed.push(deleted[0]!.blob_key);
        out.doomed.push(...parts.map((p) => p.blobKey));
      }
      return out;
    }
  }
  out.hadCurrent = (await demoteCurrent(m, bucketId, key, now)) || out.hadCurrent;
  return out;
}

/** A stored version with data: the current object, or a noncurrent version (never a marker). */
export type StoredVersion = ObjectEntity | ObjectVersionEntity;

export type VersionLookup = { kind: 'data'; version: StoredVersion } | { kind: 'marker'; version: ObjectVersionEntity } | null;

/** One version of a key by id: its data, a delete marker, or null when the key has no such version. */
export async function findVersion(db: Db, bucketId: number, key: string, versionId: string): Promise<VersionLookup> {
  const current = await db.getRepository(ObjectEntity).findOneBy({ bucketId, key, versionId });
  if (current) return { kind: 'data', version: current };
  const row = await db.getRepository(ObjectVersionEntity).findOneBy({ bucketId, key, versionId });
  if (!row) return null;
  return row.deleteMarker ? { kind: 'marker', version: row } : { kind: 'data', version: row };
}

/** The delete marker that is a key's latest version, when the key has no current object (a GET then answers 404 with it). */
export async function latestMarker(db: Db, bucketId: number, key: string): Promise<ObjectVersionEntity | null> {
  const newest = await newestVersion(db, bucketId, key);
  return newest?.deleteMarker ? newest : null;
}

/** Turn versioning on or suspend it (PutBucketVersioning; the console's switch). Once enabled, a bucket never returns to unversioned. */
export async function setVersioning(db: DataSource, access: { bucket: { id: number; name: string } }, status: 'Enabled' | 'Suspended'): Promise<void> {
  await storageTx(db, async (m) => {
    const state = await lockBucketState(m, access.bucket.id, access.bucket.name);
    // Object lock needs every write to be a new version: a locked bucket stays Enabled.
    if (state.objectLock && status !== 'Enabled') throw new ObjectLockStateError('cannot-suspend');
    // Daily snapshots keep every replaced version for their days: suspending would let overwrites destroy them.
    if (status !== 'Enabled') {
      const { serviceId } = await m.getRepository(BucketEntity).findOneOrFail({ select: { serviceId: true }, where: { id: access.bucket.id } });
      if (await snapshotsHoldVersioning(m, serviceId)) throw new SnapshotsVersioningError();
    }
    await m.getRepository(BucketEntity).update({ id: access.bucket.id }, { versioning: status });
  });
}

/** A key's versions, newest first (the console's version dialog): at most `limit`. */
export async function versionsOfKey(db: Db, bucketId: number, key: string, limit = 1000): Promise<({ versionId: string; isLatest: boolean; deleteMarker: boolean; size: number; etag: string | null; lastModified: Date } & VersionLock)[]> {
  const current = await db.getRepository(ObjectEntity).findOneBy({ bucketId, key });
  const older = await db.getRepository(ObjectVersionEntity).find({ where: { bucketId, key }, order: { versionSeq: 'DESC' }, take: limit });
  // Each row carries its object lock (the console shows it and disables Delete while it holds).
  const lockOf = (v: VersionLock): VersionLock => ({ lockMode: v.lockMode, lockUntil: v.lockUntil, legalHold: v.legalHold });
  const rows = [
    ...(current ? [{ versionId: current.versionId, isLatest: true, deleteMarker: false, size: current.size, etag: current.etag as string | null, lastModified: current.lastModified, ...lockOf(current) }] : []),
    ...older.map((v, i) => ({ versionId: v.versionId, isLatest: !current && i === 0, deleteMarker: v.deleteMarker, size: v.deleteMarker ? 0 : v.size, etag: v.deleteMarker ? null : v.etag, lastModified: v.lastModified, ...(v.deleteMarker ? NO_LOCK : lockOf(v)) })),
  ];
  return rows.slice(0, limit);
}
