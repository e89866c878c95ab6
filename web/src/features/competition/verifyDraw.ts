/**
 * Recompute a draw in the browser from its stored public inputs (no trust in the server needed):
 *   generatedHash    = SHA-256("{competitionId}:{btcBlockHash}:{timestamp}") as lowercase hex
 *   winnerEntryIndex = (hash read as a 256-bit big-endian integer) mod totalEntries   (BigInt)
 *   winner           = the participant whose entry range [from, to) contains the index
 *   entriesCommitment = SHA-256("{competitionId}:{periodKey}:{pseudonym:entries,…}") over the ranges
 *                       in their published order, committed before the randomness existed
 */
export interface DrawInputs {
  promotionId: string;
  periodKey: string;
  entriesCommitment: string;
  btcBlockHash: string;
  drawTimestamp: string;
  totalEntries: number;
  generatedHash: string;
  winnerEntryIndex: number;
  ranges: { customerId: string; displayName: string; entries: number; from: number; to: number }[];
  winner: { displayName: string };
}

export interface DrawCheck {
  input: string;
  computedHash: string;
  hashMatches: boolean;
  computedIndex: number;
  indexMatches: boolean;
  /** Display name of the range holding the computed index (null if no range holds it). */
  rangeHolder: string | null;
  /** Whether that holder is the announced winner (null when no entry ranges were published). */
  winnerMatches: boolean | null;
  /** Ranges are consecutive from 0 and add up to totalEntries, and hash to the published commitment (null without ranges). */
  commitmentMatches: boolean | null;
  ok: boolean;
}

export const drawInputString = (competitionId: string, btcBlockHash: string, timestamp: string) => `${competitionId}:${btcBlockHash}:${timestamp}`;

/** Lowercase hex SHA-256 of a UTF-8 string with the Web Crypto API. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The entry index a hash selects: BigInt(0x{hash}) mod totalEntries. */
export function indexFromHash(hashHex: string, totalEntries: number): number {
  if (!Number.isInteger(totalEntries) || totalEntries <= 0) throw new Error('totalEntries must be a positive integer');
  return Number(BigInt(`0x${hashHex}`) % BigInt(totalEntries));
}

export async function verifyDraw(d: DrawInputs): Promise<DrawCheck> {
  const input = drawInputString(d.promotionId, d.btcBlockHash, d.drawTimestamp);
  const computedHash = await sha256Hex(input);
  const computedIndex = indexFromHash(computedHash, d.totalEntries);
  const holder = d.ranges.find((r) => computedIndex >= r.from && computedIndex < r.to) ?? null;
  const hashMatches = computedHash === d.generatedHash.toLowerCase();
  const indexMatches = computedIndex === d.winnerEntryIndex;
  const winnerMatches = d.ranges.length === 0 ? null : holder?.displayName === d.winner.displayName;
  const commitmentMatches = d.ranges.length === 0 ? null : rangesConsistent(d) && (await sha256Hex(commitmentInput(d))) === d.entriesCommitment.toLowerCase();
  return {
    input,
    computedHash,
    hashMatches,
    computedIndex,
    indexMatches,
    rangeHolder: holder?.displayName ?? null,
    winnerMatches,
    commitmentMatches,
    ok: hashMatches && indexMatches && winnerMatches !== false && commitmentMatches !== false,
  };
}

/** The committed text: "{competitionId}:{periodKey}:" + "pseudonym:entries" joined by commas. */
export const commitmentInput = (d: Pick<DrawInputs, 'promotionId' | 'periodKey' | 'ranges'>) => `${d.promotionId}:${d.periodKey}:${d.ranges.map((r) => `${r.customerId}:${r.entries}`).join(',')}`;

function rangesConsistent(d: DrawInputs): boolean {
  let next = 0;
  for (const r of d.ranges) {
    if (r.from !== next || r.to - r.from !== r.entries || r.entries <= 0) return false;
    next = r.to;
  }
  return next === d.totalEntries;
}
