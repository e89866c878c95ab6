import type { Db } from '../../../db/db';
import { successor, utf8Compare } from './listing';
import { marks } from './ledger';

/**
 * ListObjectVersions: every version of every key in UTF-8 byte order of keys and, per key, newest
 * first (the current object, then noncurrent versions and markers by the bucket's version clock).
 * Keys under a common prefix are skipped with one seek, as listKeys does for current objects.
 *
 * Versions come from two tables (domain/versions.ts): current objects and version rows. Each read
 * takes at most `limit` rows of each, ordered the same way, and keeps the merged rows up to where
 * neither source may be missing one; a page costs a constant few statements per read.
 */
export interface ListedVersion {
  key: string;
  versionId: string;
  seq: number;
  isLatest: boolean;
  deleteMarker: boolean;
  size: number;
  etag: string;
  lastModified: Date;
}

export interface VersionListQuery {
  prefix: string;
  delimiter: string;
  keyMarker: string;
  versionIdMarker?: string;
  maxKeys: number;
}

export interface VersionPage {
  versions: ListedVersion[];
  commonPrefixes: string[];
  truncated: boolean;
  /** Where the next page starts (NextKeyMarker, NextVersionIdMarker): a version, or a common prefix. */
  next: { key: string; versionId?: string } | null;
}

/** A place in the listing: strictly after (key, seq) — the rest of a key below a sequence — or at/after a key. */
type Position = { key: string; belowSeq: number } | { key: string; inclusive: boolean };

interface Row {
  key: string;
  version_id: string;
  version_seq: number | string;
  size: number | string;
  etag: string;
  last_modified: Date | string;
  delete_marker?: boolean | number;
  current: boolean;
}

const COLUMNS = `"key", version_id, version_seq, size, etag, last_modified`;

function prefixBounds(m: Db, from: number, prefix: string): { sql: string; params: string[] } {
  if (!prefix) return { sql: '', params: [] };
  const end = successor(prefix);
  return end === null ? { sql: ` AND "key" >= ${marks(m, from, 1)}`, params: [prefix] } : { sql: ` AND "key" >= ${marks(m, from, 1)} AND "key" < ${marks(m, from + 1, 1)}`, params: [prefix, end] };
}

const toVersion = (r: Row, isLatest: boolean): ListedVersion => ({
  key: r.key,
  versionId: r.version_id,
  seq: Number(r.version_seq),
  isLatest,
  deleteMarker: Boolean(r.delete_marker),
  size: Number(r.size),
  etag: r.etag,
  lastModified: r.last_modified instanceof Date ? r.last_modified : new Date(`${r.last_modified}`.replace(' ', 'T') + (/[zZ]|[+-]\d\d:?\d\d$/.test(`${r.last_modified}`) ? '' : 'Z')),
});

const order = (a: Row, b: Row) => utf8Compare(a.key, b.key) || (a.current === b.current ? Number(b.version_seq) - Number(a.version_seq) : a.current ? -1 : 1);

/** Up to `limit` versions from a position, in listing order, each marked latest or not. */
async function read(m: Db, bucketId: number, prefix: string, at: Position, limit: number): Promise<{ versions: ListedVersion[]; more: boolean }> {
  const out: ListedVersion[] = [];
  let from: { key: string; inclusive: boolean } = 'belowSeq' in at ? { key: at.key, inclusive: false } : at;
  if ('belowSeq' in at) {
    // The rest of a key a page ended inside: its older version rows (never the latest).
    const rest = (await m.query(
      `SELECT ${COLUMNS}, delete_marker FROM storage_object_versions WHERE bucket_id = ${marks(m, 1, 1)} AND "key" = ${marks(m, 2, 1)} AND version_seq < ${marks(m, 3, 1)} ORDER BY version_seq DESC LIMIT ${limit + 1}`,
      [bucketId, at.key, at.belowSeq],
    )) as Row[];
    for (const r of rest.slice(0, limit)) out.push(toVersion({ ...r, current: false }, false));
    if (rest.length > limit) return { versions: out, more: true };
    from = { key: at.key, inclusive: false };
  }
  const want = limit - out.length;
  if (want <= 0) return { versions: out, more: true };
  const cmp = from.inclusive ? '>=' : '>';
  const bounds = prefixBounds(m, 3, prefix);
  const params = [bucketId, from.key, ...bounds.params];
  const current = ((await m.query(`SELECT ${COLUMNS} FROM storage_objects WHERE bucket_id = ${marks(m, 1, 1)} AND "key" ${cmp} ${marks(m, 2, 1)}${bounds.sql} ORDER BY "key" LIMIT ${want}`, params)) as Row[]).map((r) => ({ ...r, current: true }));
  const older = ((await m.query(`SELECT ${COLUMNS}, delete_marker FROM storage_object_versions WHERE bucket_id = ${marks(m, 1, 1)} AND "key" ${cmp} ${marks(m, 2, 1)}${bounds.sql} ORDER BY "key", version_seq DESC LIMIT ${want}`, params)) as Row[]).map((r) => ({
    ...r,
    current: false,
  }));
  // A source that filled its limit may hold more rows: merged rows are certain only up to its last one.
  const lastCurrent = current.length === want ? current[current.length - 1]! : null;
  const lastOlder = older.length === want ? older[older.length - 1]! : null;
  const merged = [...current, ...older].sort(order).filter((r) => (!lastCurrent || utf8Compare(r.key, lastCurrent.key) <= 0) && (!lastOlder || order(r, lastOlder) <= 0));
  let previousKey: string | null = null;
  for (const r of merged.slice(0, want)) {
    out.push(toVersion(r, r.key !== previousKey && (r.current || !current.some((c) => c.key === r.key))));
    previousKey = r.key;
  }
  return { versions: out, more: lastCurrent !== null || lastOlder !== null || merged.length > want };
}

/** Where a request's key-marker and version-id-marker say to start. */
async function startOf(m: Db, bucketId: number, q: VersionListQuery): Promise<Position> {
  // A key marker that is a common prefix (a previous page's last entry): resume after everything under it.
  if (q.delimiter && q.keyMarker.startsWith(q.prefix) && q.keyMarker.endsWith(q.delimiter) && q.keyMarker.length > q.prefix.length) {
    const next = successor(q.keyMarker);
    if (next !== null) return { key: next, inclusive: true };
  }
  if (!q.versionIdMarker) return { key: q.keyMarker, inclusive: false };
  const found = (await m.query(
    `SELECT version_seq FROM storage_objects WHERE bucket_id = ${marks(m, 1, 1)} AND "key" = ${marks(m, 2, 1)} AND version_id = ${marks(m, 3, 1)} UNION ALL SELECT version_seq FROM storage_object_versions WHERE bucket_id = ${marks(m, 4, 1)} AND "key" = ${marks(m, 5, 1)} AND version_id = ${marks(m, 6, 1)}`,
    [bucketId, q.keyMarker, q.versionIdMarker, bucketId, q.keyMarker, q.versionIdMarker],
  )) as { version_seq: number | string }[];
  return found.length ? { key: q.keyMarker, belowSeq: Number(found[0]!.version_seq) } : { key: q.keyMarker, inclusive: false };
}

/** One page of versions (and common prefixes), at most `maxKeys` entries in all. */
export async function listVersions(m: Db, bucketId: number, q: VersionListQuery): Promise<VersionPage> {
  const page: VersionPage = { versions: [], commonPrefixes: [], truncated: false, next: null };
  let at = await startOf(m, bucketId, q);
  const entries = () => page.versions.length + page.commonPrefixes.length;
  for (;;) {
    const room = q.maxKeys - entries();
    const batch = await read(m, bucketId, q.prefix, at, room + 1);
    let skipped = false;
    for (const v of batch.versions) {
      const cut = q.delimiter ? v.key.indexOf(q.delimiter, q.prefix.length) : -1;
      if (entries() === q.maxKeys) {
        page.truncated = true;
        return page;
      }
      if (cut >= 0) {
        const prefix = v.key.slice(0, cut + q.delimiter.length);
        page.commonPrefixes.push(prefix);
        page.next = { key: prefix };
        const past = successor(prefix);
        if (past === null) return page;
        at = { key: past, inclusive: true };
        skipped = true;
        break;
      }
      page.versions.push(v);
      page.next = { key: v.key, versionId: v.versionId };
      at = { key: v.key, belowSeq: v.seq };
    }
    if (!skipped && !batch.more) {
      page.next = null;
      return page;
    }
    if (!skipped && batch.versions.length === 0) return page;
  }
}
