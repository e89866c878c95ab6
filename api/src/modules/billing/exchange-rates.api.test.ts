import { convertKshCents, formatForeign } from '../../contracts/exchange-rates';
import { startTestServer, signedIn, type TestServer } from '../../test/harness';
import { AdminAuditEntryEntity } from '../audit/admin-audit-entry.entity';
import { ExchangeRateEntity } from './exchange-rate.entity';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const SET = 'mutation ($input: SetExchangeRateInput!) { setExchangeRate(input: $input) { id currency kshCentsPerUnit rateDate setAt } }';
const RATES = '{ exchangeRates { currency kshCentsPerUnit rateDate } }';

describe('exchange rates (approximate USD/EUR beside KSh)', () => {
  it('an admin sets dated rates (history kept, audited); customers read the newest of each currency', async () => {
    const admin = await signedIn(server, 61, 'admin');
    const customer = await signedIn(server, 62);
    expect((await customer.client.gql(RATES)).data.exchangeRates).toEqual([]);

    const first = await admin.client.gql(SET, { input: { currency: 'USD', kshCentsPerUnit: 12950, rateDate: '2026-11-19' } });
    expect(first.errors).toBeUndefined();
    await admin.client.gql(SET, { input: { currency: 'USD', kshCentsPerUnit: 12903, rateDate: '2026-11-20' } });
    await admin.client.gql(SET, { input: { currency: 'EUR', kshCentsPerUnit: 14011, rateDate: '2026-11-20' } });
    expect((await customer.client.gql(RATES)).data.exchangeRates).toEqual([
      { currency: 'USD', kshCentsPerUnit: 12903, rateDate: '2026-11-20' },
      { currency: 'EUR', kshCentsPerUnit: 14011, rateDate: '2026-11-20' },
    ]);
    expect(await server.db.getRepository(ExchangeRateEntity).countBy({ currency: 'USD' })).toBe(2);

    const audit = await server.db.getRepository(AdminAuditEntryEntity).find({ where: { action: 'exchange_rate_set' }, order: { id: 'ASC' } });
    expect(audit.map((a) => a.summary)).toEqual([
      'Exchange rate set: 1 USD = KSh 129.50 (rate of 2026-11-19; KSh 1,000.00 ≈ USD 7.72)',
      'Exchange rate set: 1 USD = KSh 129.03 (rate of 2026-11-20; KSh 1,000.00 ≈ USD 7.75)',
      'Exchange rate set: 1 EUR = KSh 140.11 (rate of 2026-11-20; KSh 1,000.00 ≈ EUR 7.14)',
    ]);
    expect(audit.every((a) => a.actorId === admin.user.id)).toBe(true);
  });

  it('refuses customers, anonymous callers and bad input', async () => {
    const customer = await signedIn(server, 63);
    const admin = await signedIn(server, 64, 'admin');
    const input = { currency: 'USD', kshCentsPerUnit: 12903, rateDate: '2026-11-20' };
    expect((await customer.client.gql(SET, { input })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await server.client().gql(SET, { input })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await server.client().gql(RATES)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const bad = async (over: Record<string, unknown>) => (await admin.client.gql(SET, { input: { ...input, ...over } })).errors?.[0]?.message;
    expect(await bad({ currency: 'GBP' })).toBe('Currency must be USD or EUR');
    expect(await bad({ kshCentsPerUnit: 0 })).toBe('The rate must be more than KSh 0');
    expect(await bad({ kshCentsPerUnit: 10_000_001 })).toBe('The rate must be at most KSh 100,000 per unit');
    expect(await bad({ rateDate: '20/11/2026' })).toBe('The rate date must be a day, yyyy-mm-dd');
    expect(await bad({ rateDate: '2026-02-30' })).toBe('The rate date must be a real day');
    expect(await bad({ rateDate: '2999-01-01' })).toBe('The rate date cannot be in the future');
  });

  it('converts KSh cents at a rate, rounding half up', () => {
    expect(convertKshCents(120_000, 12903)).toBe(930); // KSh 1,200.00 ≈ USD 9.30
    expect(formatForeign(convertKshCents(120_000, 12903), 'USD')).toBe('USD 9.30');
    expect(formatForeign(convertKshCents(1_234_567_89, 14011), 'EUR')).toBe('EUR 8,811.42');
    expect(convertKshCents(0, 12903)).toBe(0);
    expect(convertKshCents(-120_000, 12903)).toBe(-930);
  });
});
