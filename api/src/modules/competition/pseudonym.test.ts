import crypto from 'node:crypto';
import { drawPseudonym, drawPseudonyms } from './pseudonym';

describe('draw pseudonyms', () => {
  it('are 16 hex characters, stable, and the batch form equals the single form', () => {
    const ids = Array.from({ length: 1000 }, (_, i) => i * 7 + 1);
    const batch = drawPseudonyms(42, ids);
    expect(batch.every((p) => /^[0-9a-f]{16}$/.test(p))).toBe(true);
    expect(batch[17]).toBe(drawPseudonym(42, ids[17]!));
    expect(drawPseudonyms(42, ids)).toEqual(batch);
  });

  it('differ between customers and between promotions (no collision over 100,000 customers)', () => {
    const ids = Array.from({ length: 100_000 }, (_, i) => i + 1);
    expect(new Set(drawPseudonyms(1, ids)).size).toBe(ids.length);
    expect(drawPseudonym(1, 5)).not.toBe(drawPseudonym(2, 5));
  });

  it('reveal nothing about the account id (not a hash of it anyone can compute)', () => {
    const p = drawPseudonym(3, 12);
    for (const guess of ['12', '3:12', 'mwdrawps312']) expect(crypto.createHash('sha256').update(guess).digest('hex').slice(0, 16)).not.toBe(p);
  });
});
