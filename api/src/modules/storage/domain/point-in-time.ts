import { LessThanOrEqual } from 'typeorm';
import type { Db } from '../../../db/db';
import { ObjectVersionEntity } from '../entities/object-version.entity';
import { ObjectEntity } from '../entities/object.entity';
import { marks } from './ledger';
import { successor } from './listing';

/**
 * What a key looked like at a point in time, and what restoring it to then takes. The state at T
 * is the newest version (object or delete marker, by the bucket's version clock) last modified
 * at or before T; versions are never rewritten, so it can be read back as long as it was kept.
 */

/** The next keys under `prefix` after `after` that have a current object or any noncurrent version or marker, in key (UTF-8 byte) order. */
export async function keysAfter(db: Db, bucketId: number, prefix: string, after: string, limit: number): Promise<string[]> {
  const end = successor(prefix);
  // Both columns sort bytewise (keyCollation), so the union does too. One placeholder list per branch.
  const where = (from: number) => `bucket_id = ${marks(db, from, 1)} AND "key" > ${marks(db, from + 1, 1)} AND "key" >= ${marks(db, from + 2, 1)}${end === null ? '' : ` AND "key" < ${marks(db, from + 3, 1)}`}`;
  const params = [bucketId, after, prefix, ...(end === null ? [] : [end])];
  const n = params.length;
  const rows = (await db.query(
    `SELECT "key" FROM (SELECT "key" FROM storage_objects WHERE ${where(1)} UNION SELECT "key" FROM storage_object_versions WHERE ${where(n + 1)}) k ORDER BY "key" LIMIT ${Number(limit)}`,
    [...params, ...params],
  )) as { key: string }[];
  return rows.map((r) => r.key);
}

/** A key's state at T: the version it had (its data), a delete marker or nothing. */
export type PastState = { kind: 'object'; version: ObjectEntity | ObjectVersionEntity } | { kind: 'absent' };

export async function stateAt(db: Db, bucketId: number, key: string, at: Date): Promise<PastState> {
  const current = await db.getRepository(ObjectEntity).findOne({ where: { bucketId, key, lastModified: LessThanOrEqual(at) } });
  const older = await db.getRepository(ObjectVersionEntity).findOne({ where: { bucketId, key, lastModified: LessThanOrEqual(at) }, order: { versionSeq: 'DESC' } });
  const newest = current && (!older || current.versionSeq > older.versionSeq) ? current : older;
  if (!newest || ('deleteMarker' in newest && newest.deleteMarker)) return { kind: 'absent' };
  return { kind: 'object', version: newest };
}

/** A current object with the version's bytes and metadata (a copy of it, e.g. by an earlier restore that stopped) needs no second copy. */
const sameContent = (a: Pick<ObjectEntity, 'etag' | 'size' | 'contentType' | 'headers'>, b: Pick<ObjectEntity, 'etag' | 'size' | 'contentType' | 'headers'>) =>
  a.etag === b.etag && a.size === b.size && a.contentType === b.contentType && a.headers === b.headers;

/** What restoring one key to its state at T takes. */
export type RestoreStep = { kind: 'copy'; version: ObjectVersionEntity } | { kind: 'marker' } | { kind: 'none' };

/**
 * The rule of a point-in-time restore, for both planes (the Ceph plane's restoreStepOf reads RGW's
 * versions into it). Compare the key's state at T with now: a version that was current at T and is
 * current now needs nothing (nor does a current copy of it); one that is not current now is copied
 * back as a new current version; a key that did not exist at T (or was deleted) and holds data now
 * gets a delete marker. Only versions are added: nothing newer than T is removed.
 */
export function restoreKind(state: { pastHasData: boolean; nowHasData: boolean; pastIsCurrent: boolean }): RestoreStep['kind'] {
  if (!state.pastHasData) return state.nowHasData ? 'marker' : 'none';
  return state.nowHasData && state.pastIsCurrent ? 'none' : 'copy';
}

/** restoreKind for a key of the embedded plane: its state at T from the version rows, its current object. */
export async function restoreStep(db: Db, bucketId: number, key: string, at: Date): Promise<RestoreStep> {
  const past = await stateAt(db, bucketId, key, at);
  const now = await db.getRepository(ObjectEntity).findOne({ select: { id: true, versionId: true, etag: true, size: true, contentType: true, headers: true }, where: { bucketId, key } });
  const kind = restoreKind({
    pastHasData: past.kind === 'object',
    nowHasData: !!now,
    pastIsCurrent: !!now && past.kind === 'object' && (now.versionId === past.version.versionId || sameContent(now, past.version)),
  });
  if (kind !== 'copy') return { kind };
  // Not current now, so it is a noncurrent version row.
  return past.kind === 'object' && past.version instanceof ObjectVersionEntity ? { kind: 'copy', version: past.version } : { kind: 'none' };
}
