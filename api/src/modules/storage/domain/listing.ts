import type { Db } from '../../../db/db';
import { ObjectEntity } from '../entities/object.entity';

/**
 * Keys of a bucket in UTF-8 byte order, grouped by delimiter, as S3 lists them. Reads in batches
 * of keys after a cursor; when a key falls under a common prefix, the next read seeks past every
 * key of that prefix, so a folder with a million objects costs one query, not a million rows.
 */
export interface ListQuery {
  prefix: string;
  delimiter: string;
  /** List keys (and common prefixes) strictly after this (marker, start-after, continuation). */
  after: string;
  maxKeys: number;
}

export type ListedObject = Pick<ObjectEntity, 'key' | 'size' | 'etag' | 'lastModified' | 'tags'>;

export interface ListPage {
  objects: ListedObject[];
  commonPrefixes: string[];
  truncated: boolean;
  /** The last key or common prefix returned (NextMarker / continuation). */
  last: string | null;
}

/** Byte order of the UTF-8 encodings (what the database sorts by; JS `<` compares UTF-16 units). */
export const utf8Compare = (a: string, b: string) => Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));

/** The smallest string above every string that starts with `s` (bytewise), or null when none exists. */
export function successor(s: string): string | null {
  const cps = Array.from(s);
  while (cps.length) {
    const cp = cps.pop()!.codePointAt(0)!;
    if (cp < 0x10ffff) {
      const next = cp + 1 === 0xd800 ? 0xe000 : cp + 1; // skip the surrogate range
      return cps.join('') + String.fromCodePoint(next);
    }
  }
  return null;
}

async function batch(db: Db, bucketId: number, prefix: string, from: string, inclusive: boolean, limit: number): Promise<ListedObject[]> {
  const qb = db
    .getRepository(ObjectEntity)
    .createQueryBuilder('o')
    .select(['o.key', 'o.size', 'o.etag', 'o.lastModified', 'o.tags'])
    .where('o.bucket_id = :bucketId', { bucketId })
    .andWhere(inclusive ? 'o.key >= :from' : 'o.key > :from', { from })
    .orderBy('o.key', 'ASC')
    .limit(limit);
  if (prefix) {
    qb.andWhere('o.key >= :prefix', { prefix });
    const end = successor(prefix);
    if (end !== null) qb.andWhere('o.key < :end', { end });
  }
  return qb.getMany();
}

/** Rows read after a seek past a common prefix: the next folder's first key and a few more. */
const FOLDER_PROBE = 16;

export async function listKeys(db: Db, bucketId: number, q: ListQuery): Promise<ListPage> {
  const objects: ListedObject[] = [];
  const commonPrefixes: string[] = [];
  if (q.maxKeys <= 0) return { objects, commonPrefixes, truncated: false, last: null };
  let count = 0; // items taken; one more than max-keys proves the listing is truncated
  let last: string | null = null;
  let cursor = q.after;
  let inclusive = false;
  let currentPrefix: string | null = null;
  const full = Math.min(1000, q.maxKeys + 1);
  let size = full;
  for (;;) {
    const rows = await batch(db, bucketId, q.prefix, cursor, inclusive, size);
    for (const row of rows) {
      if (currentPrefix !== null && row.key.startsWith(currentPrefix)) continue;
      currentPrefix = null;
      const rest = row.key.slice(q.prefix.length);
      const cut = q.delimiter ? rest.indexOf(q.delimiter) : -1;
      if (cut >= 0) {
        const cp = q.prefix + rest.slice(0, cut + q.delimiter.length);
        currentPrefix = cp;
        // A common prefix at or before the marker was listed on an earlier page.
        if (utf8Compare(cp, q.after) <= 0) continue;
        if (++count > q.maxKeys) return { objects, commonPrefixes, truncated: true, last };
        commonPrefixes.push(cp);
        last = cp;
        continue;
      }
      if (++count > q.maxKeys) return { objects, commonPrefixes, truncated: true, last };
      objects.push(row);
      last = row.key;
    }
    if (rows.length < size) return { objects, commonPrefixes, truncated: false, last };
    // Next batch: past the whole common prefix we are inside of, else after the last row read.
    const skip = currentPrefix !== null ? successor(currentPrefix) : null;
    if (currentPrefix !== null && skip === null) return { objects, commonPrefixes, truncated: false, last };
    cursor = skip ?? rows[rows.length - 1]!.key;
    inclusive = skip !== null;
    // A batch that ended inside a common prefix was mostly that prefix's keys, read only to be
    // skipped: folders are likely big, so the next reads are small (one seek and a few rows per
    // folder); a batch of plain keys goes back to full pages.
    size = skip !== null ? Math.min(full, FOLDER_PROBE) : full;
  }
}
