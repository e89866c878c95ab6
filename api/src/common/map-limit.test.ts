import { mapLimit } from './map-limit';

describe('mapLimit', () => {
  it('keeps the items’ order and never has more than the limit in flight', async () => {
    let inFlight = 0;
    let most = 0;
    const out = await mapLimit([50, 10, 30, 0, 20, 5], 3, async (ms) => {
      most = Math.max(most, ++inFlight);
      await new Promise((r) => setTimeout(r, ms));
      inFlight--;
      return ms * 2;
    });
    expect(out).toEqual([100, 20, 60, 0, 40, 10]);
    expect(most).toBe(3);
  });

  it('answers an empty list at once and rejects with the first failure', async () => {
    expect(await mapLimit([], 4, async () => 1)).toEqual([]);
    await expect(mapLimit([1, 2, 3], 2, async (n) => (n === 2 ? Promise.reject(new Error('two')) : n))).rejects.toThrow('two');
  });
});
