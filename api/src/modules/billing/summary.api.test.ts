import { signedIn, startTestServer, type TestServer } from '../../test/harness';
import { storageLine } from '../../contracts/pricing-engine';
import { createService } from '../metering/metering-test-kit';
import { generateInvoicesForMonth } from './invoice-generation';
import { InvoiceEntity } from './invoice.entity';
import { backdate, fillUsage, hoursIn, utcMonth } from './billing-test-kit';

// Sign-ups hash passwords with argon2 and the fixtures write months of hourly rows: allow time on PostgreSQL.
jest.setTimeout(30_000);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const DAY = 86_400_000;
const SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const SUMMARY = `query($p: BillingPeriod!) { billingSummary(period: $p) { period currentBillCents changePercent nextInvoiceAt nextPaymentDueAt
  outstandingCents paymentInstructions { mpesa { businessNumber accountNumber placeholder } bank { bankName reference placeholder } } ytdCents spending { label periodStart amountCents } usageBreakdown { service amountCents percent }
  budget { monthlyBudgetCents spentCents usedPercent level } } }`;
const SET_BUDGET = `mutation($c: Int) { setSpendBudget(input: { monthlyBudgetCents: $c }) { monthlyBudgetCents spentCents usedPercent level } }`;

describe('billing summary', () => {
  it('reports the latest bill with its change, next dates, payment method, YTD and the 6- and 12-month series', async () => {
    const { client, user } = await signedIn(server, 1);
    const id = await createService(client, { name: 'Files', storageAmount: 1000 });
    const M1 = utcMonth(-1);
    const M2 = utcMonth(-2);
    await backdate(server.db, id, M2);
    await fillUsage(server.db, id, M2, hoursIn(M2), { storedGb: 210 });
    await fillUsage(server.db, id, M1, hoursIn(M1), { storedGb: 410 });
    await generateInvoicesForMonth(server.db, M2);
    await generateInvoicesForMonth(server.db, M1);
    // Invoice totals include VAT at 16 %.
    const t2 = storageLine(210).costCents + 2_720; // 17,000 + VAT
    const t1 = storageLine(410).costCents + 5_440; // 34,000 + VAT

    const s = (await client.gql(SUMMARY, { p: 'monthly' })).data.billingSummary;
    expect(s.currentBillCents).toBe(t1);
    expect(s.changePercent).toBe(Math.round(((t1 - t2) / t2) * 1000) / 10);
    expect(s.nextInvoiceAt).toBe(utcMonth(1).toISOString());
    expect(s.nextPaymentDueAt).toBe(new Date(utcMonth(-1).getTime() + 14 * DAY).toISOString());
    // How to pay the oldest unpaid invoice: its number is the M-Pesa account (placeholders: nothing configured outside production).
    const oldest = (await client.gql('{ invoices { nodes { number periodStart } } }')).data.invoices.nodes.find((i: { periodStart: string }) => i.periodStart === M2.toISOString());
    expect(s.paymentInstructions).toEqual({
      mpesa: { businessNumber: '000000', accountNumber: oldest.number, placeholder: true },
      bank: { bankName: 'Bank (development placeholder)', reference: oldest.number, placeholder: true },
    });
    expect(s.outstandingCents).toBe(t1 + t2);
    expect(JSON.stringify(s)).not.toContain('••••');
    const year = new Date().getUTCFullYear();
    expect(s.ytdCents).toBe((M1.getUTCFullYear() === year ? t1 : 0) + (M2.getUTCFullYear() === year ? t2 : 0));
    expect(s.spending).toHaveLength(6);
    expect(s.spending.slice(-2)).toEqual([
      { label: SHORT[M2.getUTCMonth()], periodStart: M2.toISOString(), amountCents: t2 },
      { label: SHORT[M1.getUTCMonth()], periodStart: M1.toISOString(), amountCents: t1 },
    ]);
    expect(s.spending.slice(0, 4).every((p: { amountCents: number }) => p.amountCents === 0)).toBe(true);

    const y = (await client.gql(SUMMARY, { p: 'yearly' })).data.billingSummary;
    expect(y.spending).toHaveLength(12);
    expect(y.currentBillCents).toBe(t1 + t2);
    expect(y.changePercent).toBeNull();

    // Once the older invoice is paid, the next payment is the latest one's.
    const older = await server.db.getRepository(InvoiceEntity).findOneByOrFail({ userId: user.id, periodStart: M2 });
    await server.db.getRepository(InvoiceEntity).update(older.id, { paidAt: new Date(), amountPaidCents: t2 });
    const after = (await client.gql(SUMMARY, { p: 'monthly' })).data.billingSummary;
    expect(after.nextPaymentDueAt).toBe(new Date(utcMonth(0).getTime() + 14 * DAY).toISOString());
    expect(after.outstandingCents).toBe(t1);
  });

  it('gives a new customer a zero bill, no change, no due payment and empty breakdown', async () => {
    const { client } = await signedIn(server, 2);
    const s = (await client.gql(SUMMARY, { p: 'monthly' })).data.billingSummary;
    expect(s).toMatchObject({ currentBillCents: 0, changePercent: null, nextPaymentDueAt: null, outstandingCents: 0, ytdCents: 0, usageBreakdown: [], budget: { monthlyBudgetCents: null, spentCents: 0, usedPercent: null, level: 'none' } });
    expect(s.spending.map((p: { amountCents: number }) => p.amountCents)).toEqual([0, 0, 0, 0, 0, 0]);
  });
});

describe('spend alert', () => {
  it('warns at 75% and 100% of the month’s spend so far, and clears', async () => {
    const { client } = await signedIn(server, 3);
    await createService(client, { name: 'Monthly plan', planType: 'monthly', storageAmount: 100 });
    // A monthly plan started this month: KSh 200 spent so far.
    const s = (await client.gql(SUMMARY, { p: 'monthly' })).data.billingSummary;
    expect(s.usageBreakdown).toEqual([{ service: 'Monthly plan', amountCents: 20_000, percent: 100 }]);
    expect(s.currentBillCents).toBe(20_000);

    const set = async (c: number | null) => (await client.gql(SET_BUDGET, { c })).data.setSpendBudget;
    expect(await set(100_000)).toEqual({ monthlyBudgetCents: 100_000, spentCents: 20_000, usedPercent: 20, level: 'none' });
    expect(await set(26_000)).toEqual({ monthlyBudgetCents: 26_000, spentCents: 20_000, usedPercent: 76.9, level: 'warning' });
    expect(await set(20_000)).toEqual({ monthlyBudgetCents: 20_000, spentCents: 20_000, usedPercent: 100, level: 'exceeded' });
    expect((await client.gql(SUMMARY, { p: 'monthly' })).data.billingSummary.budget.level).toBe('exceeded');
    expect(await set(null)).toEqual({ monthlyBudgetCents: null, spentCents: 20_000, usedPercent: null, level: 'none' });
  });

  it.each([
    [-1, 'Budget cannot be negative'],
    [1_000_000_001, 'Budget must be at most KSh 10,000,000'],
  ])('refuses %d with a clear message', async (c, message) => {
    const { client } = await signedIn(server, 10 + message.length);
    const res = await client.gql(SET_BUDGET, { c });
    expect(res.errors?.[0]?.message).toBe(message);
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('requires a session', async () => {
    const res = await server.client().gql(SET_BUDGET, { c: 100 });
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('downloads', () => {
  it('exports the customer’s invoices as CSV: header, one row each, quotes escaped, formulas neutralised', async () => {
    const { client, user } = await signedIn(server, 4);
    const other = await signedIn(server, 5);
    const M1 = utcMonth(-1);
    const evil = await createService(client, { name: '=HYPERLINK("http://x")', planType: 'monthly' });
    const quoted = await createService(client, { name: 'Say "hi"', planType: 'monthly' });
    const theirs = await createService(other.client, { name: 'Theirs', planType: 'monthly' });
    for (const id of [evil, quoted, theirs]) await backdate(server.db, id, M1);
    await generateInvoicesForMonth(server.db, M1);

    const res = await client.rest('GET', '/api/billing/invoices.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="invoices.csv"');
    const rows = String(res.body).trimEnd().split('\r\n');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toBe('"Invoice","Period start","Period end","Issued","Due","Status","Services","Currency","Subtotal excl. VAT","VAT","Total","Paid","Balance"');
    const number = (await client.gql('{ invoices { nodes { number } } }')).data.invoices.nodes[0].number;
    expect(user.id).toBeGreaterThan(0);
    const lastDay = new Date(utcMonth(0).getTime() - DAY).toISOString().slice(0, 10);
    const due = new Date(utcMonth(0).getTime() + 14 * DAY);
    const status = Date.now() > due.getTime() ? 'Overdue' : 'Pending';
    expect(rows[1]).toBe(
      `"${number}","${M1.toISOString().slice(0, 10)}","${lastDay}","${utcMonth(0).toISOString().slice(0, 10)}","${due.toISOString().slice(0, 10)}","${status}","'=HYPERLINK(""http://x""); Say ""hi""","KES",400.00,64.00,464.00,0.00,464.00`,
    );
  });
});
