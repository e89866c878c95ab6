import { signedIn, startTestServer, type TestServer } from '../../test/harness';
import { backdate, fillUsage, hoursIn, utcMonth } from '../billing/billing-test-kit';
import { generateInvoice } from '../billing/invoice-generation';
import { createService } from '../metering/metering-test-kit';
import { activePromotion, meterStorage } from './competition.fixtures';
import { parseEntryList } from './draw';
import { liveEntryList } from './entries.service';
import { freezePeriod } from './freeze.service';
import { joinThrottle } from './join.service';
import type { PromotionEntity } from './promotion.entity';
import { currentPeriod } from './schedule';

/**
 * "An account in good standing with no overdue payments" (spec section 5), enforced: a customer
 * with an invoice past its due date and not paid in full holds no entries — in the live list, in a
 * frozen (committed) list, in the totals and in the admin's participants — until it is paid.
 */
jest.setTimeout(60_000);

let server: TestServer;
let promotion: PromotionEntity;
let late: Awaited<ReturnType<typeof signedIn>>;
let good: Awaited<ReturnType<typeof signedIn>>;
let admin: Awaited<ReturnType<typeof signedIn>>;
let overdueInvoice: { id: number; number: string; totalCents: number };
const M2 = utcMonth(-2);

const STATUS = '{ myCompetitionStatus { entries activeServices activeStorageGB eligible ineligibleReason overdueInvoices } }';

/** A customer storing `gb` now, with last-but-one month's invoice issued (due in the past). */
async function storingWithInvoice(n: number, gb: number) {
  const c = await signedIn(server, n);
  const id = await createService(c.client, { name: `Store ${n}`, storageAmount: gb });
  await backdate(server.db, id, M2);
  await fillUsage(server.db, id, M2, hoursIn(M2), { storedGb: gb });
  await meterStorage(server.db, id, gb);
  const invoice = await generateInvoice(server.db, c.user.id, M2);
  expect(invoice!.dueAt.getTime()).toBeLessThan(Date.now());
  return { c, invoice: invoice! };
}

beforeAll(async () => {
  server = await startTestServer();
  promotion = await activePromotion(server.db);
  admin = await signedIn(server, 89, 'admin');
  const a = await storingWithInvoice(81, 300);
  late = a.c;
  overdueInvoice = a.invoice;
  const b = await storingWithInvoice(82, 100);
  good = b.c;
  const paid = await admin.client.gql('mutation ($input: RecordInvoicePaymentInput!) { recordInvoicePayment(input: $input) { invoice { status } } }', {
    input: { invoiceId: String(b.invoice.id), method: 'mpesa', reference: 'QG00000082', amountCents: b.invoice.totalCents, paidAt: new Date().toISOString() },
  });
  expect(paid.data.recordInvoicePayment.invoice.status).toBe('paid');
});
afterAll(() => server.close());
beforeEach(() => joinThrottle.reset('127.0.0.1'));

const participants = async () =>
  ((await admin.client.rest('GET', `/api/admin/promotions/${promotion.id}/entries`)).body as { user: { id: number }; entries: number }[]).map((p) => [p.user.id, p.entries]);

describe('customers with an overdue invoice are not entered in draws', () => {
  it('gives them no entries in the live list, the totals or the participants, and tells them why', async () => {
    expect((await late.client.gql(STATUS)).data.myCompetitionStatus).toEqual({
      entries: 0,
      activeServices: 1,
      activeStorageGB: 300,
      eligible: false,
      ineligibleReason: 'overdue_invoice',
      overdueInvoices: [overdueInvoice.number],
    });
    expect((await good.client.gql(STATUS)).data.myCompetitionStatus).toEqual({ entries: 50, activeServices: 1, activeStorageGB: 100, eligible: true, ineligibleReason: null, overdueInvoices: [] });
    expect((await server.client().rest('GET', '/api/competition/entries/total')).body).toEqual({ totalEntries: 50 });
    expect(await participants()).toEqual([[good.user.id, 50]]);
  });

  it('answers the customer’s own join with the spec’s fields only (no word about invoices)', async () => {
    const res = await late.client.rest('POST', '/api/competition/join', { username: late.user.username });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, user: { firstName: late.user.firstName }, totalEntries: 0, activeServices: 1 });
    expect(JSON.stringify(res.body)).not.toMatch(/overdue|invoice|INV-/i);
  });

  it('leaves them out of a frozen (committed) entry list', async () => {
    const period = currentPeriod(promotion, new Date())!;
    const frozen = await freezePeriod(server.db, promotion.id, period, new Date());
    const list = parseEntryList(frozen.list.userIds.map((u, i) => `${u}:${frozen.list.entries[i]}`).join(','));
    expect(list.userIds).toEqual([good.user.id]);
    expect(list.total).toBe(50);
  });

  it('counts them again once the invoice is paid (part payment first: still overdue)', async () => {
    const record = (amountCents: number, reference: string) =>
      admin.client.gql('mutation ($input: RecordInvoicePaymentInput!) { recordInvoicePayment(input: $input) { invoice { status balanceCents } } }', {
        input: { invoiceId: String(overdueInvoice.id), method: 'mpesa', reference, amountCents, paidAt: new Date().toISOString() },
      });
    expect((await record(1_000, 'QG00000081')).data.recordInvoicePayment.invoice).toEqual({ status: 'overdue', balanceCents: overdueInvoice.totalCents - 1_000 });
    expect((await late.client.gql(STATUS)).data.myCompetitionStatus.entries).toBe(0);
    expect((await record(overdueInvoice.totalCents - 1_000, 'QG00000181')).data.recordInvoicePayment.invoice.status).toBe('paid');
    expect((await late.client.gql(STATUS)).data.myCompetitionStatus).toMatchObject({ entries: 150, eligible: true, ineligibleReason: null, overdueInvoices: [] });
    // The live list counts them again; this period's list was frozen and committed before they paid, so it stays as published.
    const period = currentPeriod(promotion, new Date())!;
    const live = await liveEntryList(server.db, period);
    expect(live.userIds.map((u, i) => [u, live.entries[i]])).toEqual([[late.user.id, 150], [good.user.id, 50]].sort((x, y) => x[0]! - y[0]!));
    expect((await server.client().rest('GET', '/api/competition/entries/total')).body).toEqual({ totalEntries: 50 });
  });
});
