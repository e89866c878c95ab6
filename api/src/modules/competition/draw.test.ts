import crypto from 'node:crypto';
import fc from 'fast-check';
import {
  canonicalEntryList,
  drawHash,
  entriesCommitment,
  entryListOf,
  parseEntryList,
  rangeAt,
  rangesOf,
  runDraw,
  sha256Hex,
  winnerIndexOf,
} from './draw';

const nodeSha = (s: string) => crypto.createHash('sha256').update(Buffer.from(s, 'utf8')).digest('hex');

/** Independent reference: walk the participants one by one until the index falls inside. */
function linearOwner(pairs: [number, number][], index: number): number {
  const sorted = pairs.filter(([, e]) => e > 0).sort((a, b) => a[0] - b[0]);
  let seen = 0;
  for (const [user, entries] of sorted) {
    if (index < seen + entries) return user;
    seen += entries;
  }
  throw new Error('index beyond total');
}

describe('the draw hash', () => {
  it('is SHA-256 (FIPS 180-2 test vector for "abc")', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('hashes exactly "{competitionId}:{btcBlockHash}:{timestamp}" as UTF-8', () => {
    const block = '00000000000000000001a0f3b7c9e3d2a4b5c6d7e8f90123456789abcdef0123';
    const ts = '2026-11-22T17:00:00.000Z';
    expect(drawHash(7, block, ts)).toBe(nodeSha(`7:${block}:${ts}`));
    expect(drawHash('7', block, ts)).toBe(drawHash(7, block, ts));
    expect(drawHash(8, block, ts)).not.toBe(drawHash(7, block, ts));
  });
});

describe('winnerIndexOf reads the hash as a 256-bit big-endian integer (BigInt, no precision loss)', () => {
  it('all-ones hash: (2^256 - 1) mod 1000 = 935 and mod 1,000,000 = 639935', () => {
    const max = 'f'.repeat(64);
    expect(winnerIndexOf(max, 1000)).toBe(935);
    expect(winnerIndexOf(max, 1_000_000)).toBe(639935);
  });

  it('the "abc" vector modulo small totals matches a digit-by-digit long division', () => {
    const hash = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';
    for (const total of [1, 2, 3, 7, 10, 97, 500, 123457, 2 ** 31 - 1]) {
      let rem = 0;
      for (const ch of hash) rem = (rem * 16 + parseInt(ch, 16)) % total; // big-endian, one hex digit at a time
      expect(winnerIndexOf(hash, total)).toBe(rem);
    }
  });

  it('a hash whose low bits differ gives a different index where a float would not', () => {
    const a = '8' + '0'.repeat(63);
    const b = '8' + '0'.repeat(62) + '1';
    expect(winnerIndexOf(b, 1000) - winnerIndexOf(a, 1000)).toBe(1);
  });

  it('refuses a zero total and malformed hashes', () => {
    expect(() => winnerIndexOf('f'.repeat(64), 0)).toThrow('no entries');
    expect(() => winnerIndexOf('xyz', 10)).toThrow('64 hex');
  });
});

describe('entry ranges in ascending user id', () => {
  const pairs: [number, number][] = [
    [42, 3],
    [7, 5],
    [100, 0],
    [13, 2],
  ];
  const list = entryListOf(pairs);

  it('orders participants by user id, drops zero entries and totals the rest', () => {
    expect(list.userIds).toEqual([7, 13, 42]);
    expect(list.total).toBe(10);
    expect(rangesOf(list)).toEqual([
      { userId: 7, entries: 5, from: 0, to: 5 },
      { userId: 13, entries: 2, from: 5, to: 7 },
      { userId: 42, entries: 3, from: 7, to: 10 },
    ]);
  });

  it('maps every index to the participant holding it (boundaries included)', () => {
    const expected = [7, 7, 7, 7, 7, 13, 13, 42, 42, 42];
    expected.forEach((user, index) => expect(rangeAt(list, index).userId).toBe(user));
    expect(() => rangeAt(list, 10)).toThrow('out of range');
    expect(() => rangeAt(list, -1)).toThrow('out of range');
  });

  it('publishes the canonical list and its commitment', () => {
    expect(canonicalEntryList(list)).toBe('7:5,13:2,42:3');
    expect(entriesCommitment(3, '2026-W47', '7:5,13:2,42:3')).toBe(nodeSha('3:2026-W47:7:5,13:2,42:3'));
    expect(parseEntryList('7:5,13:2,42:3')).toEqual(list);
    expect(parseEntryList('')).toEqual({ userIds: [], entries: [], total: 0 });
    expect(() => parseEntryList('7:5,x')).toThrow('Malformed');
    expect(() => entryListOf([[1, 1], [1, 2]])).toThrow('Duplicate');
  });

  it('runDraw = hash, index, owner (recomputed here by hand)', () => {
    const block = 'ab'.repeat(32);
    const ts = '2026-12-07T17:00:00.000Z';
    const result = runDraw(3, block, ts, list);
    const hash = nodeSha(`3:${block}:${ts}`);
    const index = Number(BigInt(`0x${hash}`) % 10n);
    expect(result.generatedHash).toBe(hash);
    expect(result.winnerEntryIndex).toBe(index);
    expect(result.winner.userId).toBe(linearOwner(pairs, index));
  });
});

describe('properties over random entry lists', () => {
  const pairsArb = fc.uniqueArray(fc.tuple(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 0, max: 500 })), { selector: ([u]) => u, minLength: 1, maxLength: 60 });

  it('rangeAt agrees with a linear walk for every index', () => {
    fc.assert(
      fc.property(pairsArb, (pairs) => {
        const list = entryListOf(pairs);
        for (let i = 0; i < list.total; i += Math.max(1, Math.floor(list.total / 50))) {
          expect(rangeAt(list, i).userId).toBe(linearOwner(pairs, i));
        }
      }),
    );
  });

  it('the winning index is inside [0, total) and the list round-trips through its canonical text', () => {
    fc.assert(
      fc.property(pairsArb, fc.uint8Array({ minLength: 32, maxLength: 32 }), (pairs, bytes) => {
        const list = entryListOf(pairs);
        fc.pre(list.total > 0);
        const block = Buffer.from(bytes).toString('hex');
        const r = runDraw(1, block, '2026-01-01T17:00:00.000Z', list);
        expect(r.winnerEntryIndex).toBeGreaterThanOrEqual(0);
        expect(r.winnerEntryIndex).toBeLessThan(list.total);
        expect(r.winner.from).toBeLessThanOrEqual(r.winnerEntryIndex);
        expect(r.winner.to).toBeGreaterThan(r.winnerEntryIndex);
        expect(parseEntryList(canonicalEntryList(list))).toEqual(list);
      }),
    );
  });
});
