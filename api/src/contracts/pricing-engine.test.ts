import fc from 'fast-check';
import { CALCULATOR_DEFAULTS, estimateInputSchema } from './pricing';
import { blockStorageLine, cdnLine, egressLine, estimate, premiumSupportLine, priceLine, priceList, quote, snapshotLine, storageLine } from './pricing-engine';

const fullEstimate = (over: Partial<Parameters<typeof estimate>[0]> = {}) =>
  estimate(estimateInputSchema.parse({ storageGB: 0, egressGB: 0, region: 'kenya', ...over }));

describe('object storage (KSh 0.85 per GB-month, 10 GB free forever)', () => {
  it.each([
    [0, 0, 0, 0],
    [5, 5, 0, 0],
    [10, 10, 0, 0],
    [11, 10, 1, 85],
    [100, 10, 90, 7650],
    [2000, 10, 1990, 169150],
    [1_000_000, 10, 999_990, 84_999_150],
  ])('%d GB stored: %d free, %d billable, %d cents', (gb, free, billable, cents) => {
    expect(storageLine(gb)).toEqual({ amount: gb, free, billable, costCents: cents });
  });

  it('rounds a fractional cost half-up to the cent once', () => {
    expect(storageLine(10.5).costCents).toBe(43); // 0.5 GB × 85 = 42.5
    expect(storageLine(10.1).costCents).toBe(9); // 0.1 GB × 85 = 8.5
    expect(storageLine(10.001).costCents).toBe(0); // 0.085 cents
  });
});

describe('egress by region', () => {
  it('is free and unlimited inside Kenya', () => {
    expect(egressLine(50, 'kenya')).toEqual({ amount: 50, free: 50, billable: 0, costCents: 0 });
    expect(egressLine(1_000_000, 'kenya')).toEqual({ amount: 1_000_000, free: 1_000_000, billable: 0, costCents: 0 });
  });

  it.each([
    [0, 0, 0, 0],
    [50, 50, 0, 0],
    [51, 50, 1, 40],
    [500, 50, 450, 18_000],
  ])('East Africa: %d GB → %d free, %d billable at KSh 0.40, %d cents', (gb, free, billable, cents) => {
    expect(egressLine(gb, 'east-africa')).toEqual({ amount: gb, free, billable, costCents: cents });
  });

  it.each([
    [30, 30, 0, 0],
    [50, 50, 0, 0],
    [150, 50, 100, 6_000],
  ])('Africa multi-region: %d GB → %d free, %d billable at KSh 0.60, %d cents', (gb, free, billable, cents) => {
    expect(egressLine(gb, 'africa')).toEqual({ amount: gb, free, billable, costCents: cents });
  });
});

describe('the other products', () => {
  it('charges block SSD KSh 5.50 per GB-month with no free tier', () => {
    expect(blockStorageLine(1)).toEqual({ amount: 1, free: 0, billable: 1, costCents: 550 });
    expect(blockStorageLine(100).costCents).toBe(55_000);
    expect(blockStorageLine(16_000).costCents).toBe(8_800_000);
  });

  it('charges snapshots KSh 0.85 per GB-month', () => {
    expect(snapshotLine(200)).toEqual({ amount: 200, free: 0, billable: 200, costCents: 17_000 });
  });

  it('gives 1 TB of CDN free in the beta, then KSh 0.12 per GB', () => {
    expect(cdnLine(1000)).toEqual({ amount: 1000, free: 1000, billable: 0, costCents: 0 });
    expect(cdnLine(1500)).toEqual({ amount: 1500, free: 1000, billable: 500, costCents: 6_000 });
  });

  it('charges premium support KSh 9,000 per month only when chosen', () => {
    expect(premiumSupportLine(true).costCents).toBe(900_000);
    expect(premiumSupportLine(false).costCents).toBe(0);
  });
});

describe('quotes and estimates (spec section 9 examples)', () => {
  it('prices the calculator defaults (100 GB, 50 GB, kenya) at KSh 76.50', () => {
    const q = quote(CALCULATOR_DEFAULTS);
    expect(q.currency).toBe('KES');
    expect(q.totalCents).toBe(7650);
    expect(q.breakdown.storage).toEqual({ amount: 100, free: 10, billable: 90, costCents: 7650 });
    expect(q.breakdown.egress).toEqual({ amount: 50, free: 50, billable: 0, costCents: 0 });
  });

  it('prices 2,000 GB stored (minus 10 GB free) at KSh 1,691.50', () => {
    expect(quote({ storageGB: 2000, egressGB: 0, region: 'kenya' }).totalCents).toBe(169_150);
  });

  it('prices 2 TB stored plus 500 GB local egress at about KSh 1,700', () => {
    const total = quote({ storageGB: 2000, egressGB: 500, region: 'kenya' }).totalCents;
    expect(total).toBe(169_150);
    expect(Math.abs(total - 170_000) / 170_000).toBeLessThan(0.02);
  });

  it('adds every line of a full estimate', () => {
    const e = fullEstimate({ storageGB: 2000, egressGB: 500, region: 'east-africa', blockStorageGB: 100, snapshotGB: 200, cdnGB: 1500, premiumSupport: true });
    expect(e.lines.map((l) => [l.item, l.costCents])).toEqual([
      ['storage', 169_150],
      ['egress', 18_000],
      ['block_storage', 55_000],
      ['snapshots', 17_000],
      ['cdn', 6_000],
      ['premium_support', 900_000],
    ]);
    expect(e.totalCents).toBe(1_165_150);
  });

  it('publishes every price of the list in cents', () => {
    const byLabel = Object.fromEntries(priceList().map((p) => [p.label, p.unitPriceCents]));
    expect(byLabel).toEqual({
      'Object storage': 85,
      'Egress — Kenya (local)': 0,
      'Egress — East Africa': 40,
      'Egress — Africa multi-region': 60,
      'Block SSD storage': 550,
      'Snapshots & backups': 85,
      'Edge CDN (Beta)': 12,
      'Premium support': 900_000,
    });
  });
});

describe('properties (thousands of random inputs)', () => {
  const gb = fc.double({ min: 0, max: 1_000_000, noNaN: true, noDefaultInfinity: true });
  const region = fc.constantFrom('kenya' as const, 'east-africa' as const, 'africa' as const);

  it('free + billable = amount, costs are non-negative integers, total = sum of lines', () => {
    fc.assert(
      fc.property(gb, gb, region, (s, e, r) => {
        const q = quote({ storageGB: s, egressGB: e, region: r });
        for (const l of [q.breakdown.storage, q.breakdown.egress]) {
          expect(Math.round((l.free + l.billable) * 1000)).toBe(Math.round(l.amount * 1000));
          expect(Number.isInteger(l.costCents) && l.costCents >= 0).toBe(true);
        }
        expect(q.totalCents).toBe(q.breakdown.storage.costCents + q.breakdown.egress.costCents);
      }),
      { numRuns: 3000 },
    );
  });

  it('never charges less for more usage', () => {
    fc.assert(
      fc.property(gb, gb, region, (a, b, r) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(storageLine(hi).costCents).toBeGreaterThanOrEqual(storageLine(lo).costCents);
        expect(egressLine(hi, r).costCents).toBeGreaterThanOrEqual(egressLine(lo, r).costCents);
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses a negative or non-finite usage in the engine itself', () => {
    expect(() => priceLine(-1, 0, 85)).toThrow(RangeError);
    expect(() => priceLine(Number.NaN, 0, 85)).toThrow(RangeError);
  });
});
