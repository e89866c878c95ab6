import fc from 'fast-check';
import { allocate } from './allocate';

describe('allocate', () => {
  it('splits in proportion with parts that add up exactly', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(1000, [3, 1])).toEqual([750, 250]);
    expect(allocate(0, [3, 1])).toEqual([0, 0]);
    expect(allocate(50, [0, 0])).toEqual([0, 0]);
  });

  it('always sums to the total, each part within a cent of its exact share', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 8 }), (total, weights) => {
        const parts = allocate(total, weights);
        const sum = weights.reduce((s, w) => s + w, 0);
        if (sum === 0) return parts.every((p) => p === 0);
        return parts.reduce((s, p) => s + p, 0) === total && parts.every((p, i) => Math.abs(p - (total * weights[i]!) / sum) < 1);
      }),
    );
  });
});
