import { createHash, webcrypto } from 'node:crypto';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { VerifyDrawSection } from './components/VerifyDrawSection';
import { DrawRecordQuery, PublicWinnersQuery } from './operations';
import { indexFromHash, verifyDraw } from './verifyDraw';

// jsdom has no SubtleCrypto: give the browser code Node's standard Web Crypto implementation.
beforeAll(() => {
  if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
});

const promotionId = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const btcBlockHash = '00000000000000000001c6f3a7f8e2b7d2c5e3f0a9b8c7d6e5f4a3b2c1d0e9f8';
const drawTimestamp = '2026-11-22T17:00:00.000Z';
const totalEntries = 1337;

// Independent reference: Node's hash, and the remainder by long division over the hex digits (no BigInt).
const refHash = createHash('sha256').update(`${promotionId}:${btcBlockHash}:${drawTimestamp}`, 'utf8').digest('hex');
const refIndex = [...refHash].reduce((r, h) => (r * 16 + parseInt(h, 16)) % totalEntries, 0);

const ranges = [
  { __typename: 'EntryRange', customerId: 'c-1', displayName: 'Amani O.', entries: 500, from: 0, to: 500 },
  { __typename: 'EntryRange', customerId: 'c-2', displayName: 'Wanjiru K.', entries: 837, from: 500, to: 1337 },
];
const holder = refIndex < 500 ? 'Amani O.' : 'Wanjiru K.';
const refCommitment = createHash('sha256').update(`${promotionId}:2026-11-22:c-1:500,c-2:837`, 'utf8').digest('hex');

const record = (generatedHash: string, winnerEntryIndex: number) => ({
  __typename: 'DrawRecord',
  id: 'draw-1',
  promotionId,
  periodKey: '2026-11-22',
  totalEntries,
  entriesCommitment: refCommitment,
  btcBlockHash,
  beaconSource: 'bitcoin-esplora',
  beaconHeight: 925000,
  drawTimestamp,
  generatedHash,
  winnerEntryIndex,
  ranges,
  winner: { __typename: 'Winner', id: 'w-1', displayName: holder, prizeText: 'KSh 100 Airtime' },
});

describe('verifyDraw (in-browser SHA-256)', () => {
  it('recomputes the hash and the index exactly as the reference does', async () => {
    const check = await verifyDraw({ ...record(refHash, refIndex), winner: { displayName: holder } });
    expect(check.input).toBe(`${promotionId}:${btcBlockHash}:${drawTimestamp}`);
    expect(check.computedHash).toBe(refHash);
    expect(check.computedIndex).toBe(refIndex);
    expect(check).toMatchObject({ hashMatches: true, indexMatches: true, winnerMatches: true, commitmentMatches: true, rangeHolder: holder, ok: true });
  });

  it('uses the full 256-bit value (a float would lose it)', () => {
    const allOnes = 'f'.repeat(64);
    // 2^256 - 1 mod 1000: 2^256 mod 1000 = 936 (known), so 935.
    expect(indexFromHash(allOnes, 1000)).toBe(935);
    expect(indexFromHash(refHash, totalEntries)).toBe(refIndex);
  });

  it('reports a mismatch when the stored hash or index was altered', async () => {
    const tampered = await verifyDraw({ ...record(refHash.replace(/^./, (c) => (c === '0' ? '1' : '0')), refIndex), winner: { displayName: holder } });
    expect(tampered.hashMatches).toBe(false);
    expect(tampered.ok).toBe(false);
    const wrongIndex = await verifyDraw({ ...record(refHash, (refIndex + 1) % totalEntries), winner: { displayName: holder } });
    expect(wrongIndex.indexMatches).toBe(false);
    expect(wrongIndex.ok).toBe(false);
  });

  it('rejects an entry list that does not match the published commitment', async () => {
    const r = record(refHash, refIndex);
    const shifted = { ...r, ranges: [{ ...ranges[0], entries: 499, to: 499 }, { ...ranges[1], from: 499, entries: 838 }], winner: { displayName: holder } };
    const check = await verifyDraw(shifted);
    expect(check.commitmentMatches).toBe(false);
    expect(check.ok).toBe(false);
  });
});

describe('VerifyDrawSection', () => {
  const winnersMock = {
    request: { query: PublicWinnersQuery, variables: { limit: 20 } },
    result: { data: { publicWinners: [{ __typename: 'Winner', id: 'w-1', displayName: holder, prizeText: 'KSh 100 Airtime', winDate: drawTimestamp, promotionName: 'Daily Data Bundle', periodKey: '2026-11-22' }] } },
  };
  const recordMock = (r: ReturnType<typeof record>) => ({ request: { query: DrawRecordQuery, variables: { winnerId: 'w-1' } }, result: { data: { drawRecord: r } } });

  async function pickAndVerify(r: ReturnType<typeof record>) {
    renderWithProviders(<VerifyDrawSection />, { mocks: [winnersMock, recordMock(r)] as never });
    // The field stands there (disabled) while the winners load: pick once the winner is listed.
    await screen.findByRole('option', { name: new RegExp(holder) });
    fireEvent.change(screen.getByLabelText('Past winner'), { target: { value: 'w-1' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Verify in my browser' }));
    return screen.findByTestId('verify-result');
  }

  it('shows a match for a genuine draw', async () => {
    const result = await pickAndVerify(record(refHash, refIndex));
    expect(result).toHaveTextContent('Match: this draw is verified');
    expect(result).toHaveTextContent(`computed ${refIndex} / stored ${refIndex}`);
  });

  it("verifies the winner named in the page's link (?verify=) without a click", async () => {
    renderWithProviders(<VerifyDrawSection />, { mocks: [winnersMock, recordMock(record(refHash, refIndex))] as never, route: '/promotions?verify=w-1' });
    expect(await screen.findByTestId('verify-result')).toHaveTextContent('Match: this draw is verified');
    // The record may be checked before the list of winners has rendered its options: the field then follows.
    await waitFor(() => expect(screen.getByLabelText('Past winner')).toHaveValue('w-1'));
  });

  it('shows a mismatch when the published index does not follow from the hash', async () => {
    const result = await pickAndVerify(record(refHash, (refIndex + 7) % totalEntries));
    expect(result).toHaveTextContent('Mismatch: this draw does not verify');
  });
});
