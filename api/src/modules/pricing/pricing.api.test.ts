import { resetConfig } from '../../config/config';
import { startTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const calculate = (body: unknown) => server.client().rest('POST', '/api/pricing/calculate', body);

describe('POST /api/pricing/calculate', () => {
  it('answers the calculator defaults with KSh 76.50 in the shape of spec section 3', async () => {
    const res = await calculate({ storageGB: 100, egressGB: 50, region: 'kenya' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      currency: 'KES',
      totalCost: 76.5,
      breakdown: {
        storage: { amount: 100, free: 10, billable: 90, cost: 76.5 },
        egress: { amount: 50, free: 50, billable: 0, cost: 0 },
      },
    });
  });

  it.each([
    [{ storageGB: 2000, egressGB: 0, region: 'kenya' }, 1691.5, 0],
    [{ storageGB: 2000, egressGB: 500, region: 'kenya' }, 1691.5, 0],
    [{ storageGB: 10, egressGB: 120, region: 'east-africa' }, 0, 28],
    [{ storageGB: 10, egressGB: 150, region: 'africa' }, 0, 60],
    [{ storageGB: 0, egressGB: 0, region: 'africa' }, 0, 0],
  ])('%j → storage KSh %d, egress KSh %d', async (body, storageCost, egressCost) => {
    const res = await calculate(body);
    expect(res.status).toBe(200);
    expect(res.body.breakdown.storage.cost).toBe(storageCost);
    expect(res.body.breakdown.egress.cost).toBe(egressCost);
    expect(res.body.totalCost).toBeCloseTo(storageCost + egressCost, 2);
  });

  it.each([
    [{ storageGB: -5, egressGB: 50, region: 'kenya' }, 'Storage cannot be negative'],
    [{ storageGB: 100, egressGB: -1, region: 'kenya' }, 'Egress cannot be negative'],
    [{ storageGB: 'lots', egressGB: 50, region: 'kenya' }, 'Storage must be a number'],
    [{ storageGB: 100, egressGB: '50', region: 'kenya' }, 'Egress must be a number'],
    [{ egressGB: 50, region: 'kenya' }, 'Storage must be a number'],
    [{ storageGB: 100, egressGB: 50, region: 'mars' }, 'Region must be one of kenya, east-africa, africa'],
    [{ storageGB: 100, egressGB: 50 }, 'Region must be one of kenya, east-africa, africa'],
    [{ storageGB: 100, egressGB: 50, region: 'east_africa' }, 'Region must be one of kenya, east-africa, africa'],
  ])('refuses %j with 400 "%s"', async (body, message) => {
    const res = await calculate(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('refuses malformed JSON and a form post', async () => {
    expect((await calculate('{"storageGB":')).status).toBe(400);
    const form = await server.client().rest('POST', '/api/pricing/calculate', 'storageGB=1', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(415);
  });
});

describe('GraphQL pricing', () => {
  const QUOTE = `query Q($input: PricingQuoteInput!) { pricingQuote(input: $input) {
    currency totalCents breakdown { storage { amount free billable costCents } egress { amount free billable costCents } } } }`;

  it('quotes in cents, with the east_africa enum', async () => {
    const res = await server.client().gql(QUOTE, { input: { storageGB: 2000, egressGB: 500, region: 'east_africa' } });
    expect(res.errors).toBeUndefined();
    expect(res.data.pricingQuote).toEqual({
      currency: 'KES',
      totalCents: 169_150 + 18_000,
      breakdown: {
        storage: { amount: 2000, free: 10, billable: 1990, costCents: 169_150 },
        egress: { amount: 500, free: 50, billable: 450, costCents: 18_000 },
      },
    });
  });

  it('answers BAD_USER_INPUT for a negative amount', async () => {
    const res = await server.client().gql(QUOTE, { input: { storageGB: -1, egressGB: 0, region: 'kenya' } });
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0]?.message).toBe('Storage cannot be negative');
  });

  it('estimates every product with optional inputs left out', async () => {
    const res = await server.client().gql(
      `query E($input: EstimateInput!) { pricingEstimate(input: $input) { currency totalCents lines { item label unit usage free billable unitPriceCents costCents } } }`,
      { input: { storageGB: 100, egressGB: 50, region: 'kenya', blockStorageGB: 20, cdnGB: null, premiumSupport: true } },
    );
    expect(res.errors).toBeUndefined();
    const lines = res.data.pricingEstimate.lines as { item: string; costCents: number; unitPriceCents: number }[];
    expect(res.data.pricingEstimate.lines[2]).toEqual({ item: 'block_storage', label: 'Block SSD storage', unit: 'GB-month', usage: 20, free: 0, billable: 20, unitPriceCents: 550, costCents: 11_000 });
    expect(lines.map((l) => [l.item, l.unitPriceCents, l.costCents])).toEqual([
      ['storage', 85, 7650],
      ['egress', 0, 0],
      ['block_storage', 550, 11_000],
      ['snapshots', 85, 0],
      ['cdn', 12, 0],
      ['premium_support', 900_000, 900_000],
    ]);
    expect(res.data.pricingEstimate.totalCents).toBe(7650 + 11_000 + 900_000);
  });

  it('adds VAT to the full estimate at the configured rate (VAT_RATE_PERCENT), not a fixed 16', async () => {
    const Q = `query E($input: EstimateInput!) { pricingEstimate(input: $input) { totalCents vatRatePercent vatCents totalInclVatCents } }`;
    const input = { storageGB: 2000, egressGB: 500, region: 'east_africa' };
    // (2,000 − 10) × 0.85 + (500 − 50) × 0.40 = KSh 1,871.50.
    expect((await server.client().gql(Q, { input })).data.pricingEstimate).toEqual({ totalCents: 187_150, vatRatePercent: 16, vatCents: 29_944, totalInclVatCents: 217_094 });
    process.env.VAT_RATE_PERCENT = '8';
    resetConfig();
    try {
      expect((await server.client().gql(Q, { input })).data.pricingEstimate).toEqual({ totalCents: 187_150, vatRatePercent: 8, vatCents: 14_972, totalInclVatCents: 202_122 });
    } finally {
      delete process.env.VAT_RATE_PERCENT;
      resetConfig();
    }
  });

  it('publishes the price list to anyone', async () => {
    const res = await server.client().gql('{ priceList { item label unit unitPriceCents freeAllowance } }');
    expect(res.errors).toBeUndefined();
    expect(res.data.priceList).toContainEqual({ item: 'storage', label: 'Object storage', unit: 'GB-month', unitPriceCents: 85, freeAllowance: '10 GB free forever' });
    expect(res.data.priceList).toContainEqual({ item: 'cdn', label: 'Edge CDN (Beta)', unit: 'GB', unitPriceCents: 12, freeAllowance: '1 TB free per month during beta' });
  });
});
