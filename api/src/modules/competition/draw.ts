import crypto from 'node:crypto';

/**
 * The verifiable draw, as pure functions (no database, no clock, no network).
 *
 *   generatedHash    = SHA-256( UTF-8 "{competitionId}:{btcBlockHash}:{timestamp}" )   (hex)
 *   winnerEntryIndex = BigInt("0x" + generatedHash) mod totalEntries                 (BigInt only)
 *
 * Entry indexes map to customers through cumulative ranges over the participants in ASCENDING
 * USER ID: the first customer holds [0, e1), the next [e1, e1+e2), and so on. Only customers with
 * at least one entry are listed. Internally the list is kept as "userId:entries,…"; it is
 * PUBLISHED with each user id replaced by the customer's per-promotion pseudonym, in the same
 * order: "pseudonym:entries,…", and committed to with SHA-256 of
 * "{competitionId}:{periodKey}:{published list}". Anyone can recompute the commitment and the
 * winner's range from the published list; only the customer (on their dashboard) and the server
 * know which pseudonym is theirs.
 */

export interface EntryList {
  /** Ascending user ids, each with entries >= 1. */
  userIds: number[];
  entries: number[];
  total: number;
}

export interface EntryRange {
  userId: number;
  entries: number;
  from: number;
  to: number;
}

export const sha256Hex = (text: string) => crypto.createHash('sha256').update(text, 'utf8').digest('hex');

/** Build a list from (userId, entries) pairs in any order; zero-entry customers are dropped. */
export function entryListOf(pairs: Iterable<readonly [number, number]>): EntryList {
  const sorted = [...pairs].filter(([, e]) => e > 0).sort((a, b) => a[0] - b[0]);
  const userIds = new Array<number>(sorted.length);
  const entries = new Array<number>(sorted.length);
  let total = 0;
  for (let i = 0; i < sorted.length; i++) {
    const [u, e] = sorted[i]!;
    if (!Number.isInteger(u) || !Number.isInteger(e)) throw new Error('User ids and entries must be integers');
    if (i > 0 && userIds[i - 1] === u) throw new Error(`Duplicate user ${u} in entry list`);
    userIds[i] = u;
    entries[i] = e;
    total += e;
  }
  return { userIds, entries, total };
}

/** The canonical published text of an entry list: "userId:entries" joined by commas, ascending user id. */
export function canonicalEntryList(list: EntryList): string {
  const parts = new Array<string>(list.userIds.length);
  for (let i = 0; i < parts.length; i++) parts[i] = `${list.userIds[i]}:${list.entries[i]}`;
  return parts.join(',');
}

/** Parse the canonical text back (the inverse of canonicalEntryList). */
export function parseEntryList(text: string): EntryList {
  if (text === '') return { userIds: [], entries: [], total: 0 };
  return entryListOf(
    text.split(',').map((part) => {
      const m = /^(\d+):(\d+)$/.exec(part);
      if (!m) throw new Error(`Malformed entry list item '${part}'`);
      return [Number(m[1]), Number(m[2])] as const;
    }),
  );
}

/** The published text of an entry list: each user id replaced by its pseudonym (computed for the whole list at once), same order. */
export function publishedEntryList(list: EntryList, pseudonymsOf: (userIds: readonly number[]) => string[]): string {
  const pseudonyms = pseudonymsOf(list.userIds);
  const parts = new Array<string>(list.userIds.length);
  for (let i = 0; i < parts.length; i++) parts[i] = `${pseudonyms[i]}:${list.entries[i]}`;
  return parts.join(',');
}

export interface PublishedRange {
  pseudonym: string;
  entries: number;
  from: number;
  to: number;
}

/** Ranges of a published list, in order (the inverse of publishedEntryList, plus cumulative ranges). */
export function publishedRanges(text: string): PublishedRange[] {
  if (text === '') return [];
  let from = 0;
  return text.split(',').map((part) => {
    const m = /^([0-9a-f]{16}):(\d+)$/.exec(part);
    if (!m) throw new Error(`Malformed published entry '${part}'`);
    const entries = Number(m[2]);
    const r = { pseudonym: m[1]!, entries, from, to: from + entries };
    from += entries;
    return r;
  });
}

/** SHA-256 commitment to a period's frozen entry list (its published text). */
export const entriesCommitment = (competitionId: number | string, periodKey: string, canonical: string) =>
  sha256Hex(`${competitionId}:${periodKey}:${canonical}`);

/** The exact string that is hashed. */
export const drawInput = (competitionId: number | string, btcBlockHash: string, timestamp: string) =>
  `${competitionId}:${btcBlockHash}:${timestamp}`;

/** SHA-256 of the draw input, hex. */
export const drawHash = (competitionId: number | string, btcBlockHash: string, timestamp: string) =>
  sha256Hex(drawInput(competitionId, btcBlockHash, timestamp));

/** The hash read as a 256-bit big-endian integer, modulo the total entries. */
export function winnerIndexOf(generatedHash: string, totalEntries: number): number {
  if (!/^[0-9a-f]{64}$/i.test(generatedHash)) throw new Error('generatedHash must be 64 hex characters');
  if (!Number.isSafeInteger(totalEntries) || totalEntries <= 0) throw new Error('There are no entries to draw from');
  return Number(BigInt(`0x${generatedHash}`) % BigInt(totalEntries));
}

/** The participant holding entry `index` (binary search over cumulative ranges). */
export function rangeAt(list: EntryList, index: number): EntryRange {
  if (!Number.isInteger(index) || index < 0 || index >= list.total) throw new Error(`Entry index ${index} is out of range`);
  // cumulative end of each participant, computed once: memory grows with customers, not entries
  const ends = cumulativeEnds(list);
  let lo = 0;
  let hi = ends.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (ends[mid]! > index) hi = mid;
    else lo = mid + 1;
  }
  const to = ends[lo]!;
  const entries = list.entries[lo]!;
  return { userId: list.userIds[lo]!, entries, from: to - entries, to };
}

function cumulativeEnds(list: EntryList): Float64Array {
  const ends = new Float64Array(list.entries.length);
  let acc = 0;
  for (let i = 0; i < ends.length; i++) ends[i] = acc += list.entries[i]!;
  return ends;
}

/** Every participant's range [from, to), in draw order. */
export function rangesOf(list: EntryList): EntryRange[] {
  let from = 0;
  return list.userIds.map((userId, i) => {
    const entries = list.entries[i]!;
    const r = { userId, entries, from, to: from + entries };
    from += entries;
    return r;
  });
}

export interface DrawResult {
  generatedHash: string;
  winnerEntryIndex: number;
  winner: EntryRange;
}

/** Run the draw over an entry list. Deterministic: the same inputs always give the same winner. */
export function runDraw(competitionId: number | string, btcBlockHash: string, timestamp: string, list: EntryList): DrawResult {
  const generatedHash = drawHash(competitionId, btcBlockHash, timestamp);
  const winnerEntryIndex = winnerIndexOf(generatedHash, list.total);
  return { generatedHash, winnerEntryIndex, winner: rangeAt(list, winnerEntryIndex) };
}
