import { signedIn, startTestServer, type TestServer } from '../../test/harness';
import { SecurityEventEntity } from '../audit/security-event.entity';
import { createService } from '../metering/metering-test-kit';
import { OutboxMessageEntity } from '../notifications/outbox-message.entity';
import { backdate, fillUsage, hoursIn, utcMonth } from './billing-test-kit';
import { generateInvoicesForMonth } from './invoice-generation';

// Sign-ups hash passwords with argon2 and the fixtures write months of hourly rows: allow time on PostgreSQL.
jest.setTimeout(60_000);

let server: TestServer;
let customer: Awaited<ReturnType<typeof signedIn>>;
let other: Awaited<ReturnType<typeof signedIn>>;
let admin: Awaited<ReturnType<typeof signedIn>>;
const M1 = utcMonth(-1);
const M2 = utcMonth(-2);
const M3 = utcMonth(-3);
/** Invoice id by month: M2 and M3 are KSh 76.50 + 16 % VAT = KSh 88.74; M1 KSh 161.50 + VAT = KSh 187.34. */
const ids: Record<string, string> = {};

const RECORD = `mutation ($input: RecordInvoicePaymentInput!) { recordInvoicePayment(input: $input) {
  invoice { id number status totalCents amountPaidCents balanceCents paidAt payments { method reference amountCents paidAt } }
  payment { id method reference amountCents paidAt recordedAt } } }`;
const INVOICE = `query ($id: ID!) { invoice(id: $id) { number status totalCents amountPaidCents balanceCents paidAt payments { method reference amountCents paidAt } } }`;
const day = (d: string) => new Date(`${d}T09:30:00Z`).toISOString();
const pay = (input: Record<string, unknown>, client = admin.client) => client.gql(RECORD, { input: { method: 'mpesa', paidAt: new Date().toISOString(), ...input } });

beforeAll(async () => {
  server = await startTestServer();
  customer = await signedIn(server, 61);
  other = await signedIn(server, 62);
  admin = await signedIn(server, 69, 'admin');
  const files = await createService(customer.client, { name: 'Files', storageAmount: 200 });
  await backdate(server.db, files, M3);
  for (const m of [M3, M2]) await fillUsage(server.db, files, m, hoursIn(m), { storedGb: 100 });
  await fillUsage(server.db, files, M1, hoursIn(M1), { storedGb: 200 });
  for (const m of [M3, M2, M1]) await generateInvoicesForMonth(server.db, m);
  const list = await customer.client.gql('{ invoices { nodes { id periodStart totalCents } } }');
  for (const n of list.data.invoices.nodes) ids[n.periodStart === M1.toISOString() ? 'M1' : n.periodStart === M2.toISOString() ? 'M2' : 'M3'] = n.id;
  expect(list.data.invoices.nodes.map((n: { totalCents: number }) => n.totalCents)).toEqual([18_734, 8_874, 8_874]);
});
afterAll(() => server.close());

describe('recording payments (admins only)', () => {
  it('refuses anonymous callers and customers, even for their own invoice', async () => {
    expect((await pay({ invoiceId: ids.M3, reference: 'QK11111111', amountCents: 100 }, server.client())).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await pay({ invoiceId: ids.M3, reference: 'QK11111111', amountCents: 100 }, customer.client)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const list = await customer.client.gql('{ adminInvoices { nodes { id } } }');
    expect(list.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await customer.client.gql(INVOICE, { id: ids.M3 })).data.invoice.amountPaidCents).toBe(0);
  });

  it('records a part payment: the invoice stays unpaid with the balance, and the customer sees the receipt', async () => {
    const res = await pay({ invoiceId: ids.M3, reference: 'qk83hx2zpl', amountCents: 5_000, paidAt: day(M2.toISOString().slice(0, 10)) });
    expect(res.errors).toBeUndefined();
    expect(res.data.recordInvoicePayment.payment).toMatchObject({ method: 'mpesa', reference: 'QK83HX2ZPL', amountCents: 5_000 });
    expect(res.data.recordInvoicePayment.invoice).toMatchObject({ status: 'overdue', totalCents: 8_874, amountPaidCents: 5_000, balanceCents: 3_874, paidAt: null });
    const seen = await customer.client.gql(INVOICE, { id: ids.M3 });
    expect(seen.data.invoice).toMatchObject({ status: 'overdue', amountPaidCents: 5_000, balanceCents: 3_874, payments: [{ method: 'mpesa', reference: 'QK83HX2ZPL', amountCents: 5_000 }] });
  });

  it('records the rest by bank transfer: the invoice is paid, on the date the payment covered it', async () => {
    const paidAt = day(new Date(Date.now() - 86_400_000).toISOString().slice(0, 10));
    const res = await pay({ invoiceId: ids.M3, method: 'bank_transfer', reference: 'FT26/0042', amountCents: 3_874, paidAt });
    expect(res.errors).toBeUndefined();
    expect(res.data.recordInvoicePayment.invoice).toMatchObject({ status: 'paid', amountPaidCents: 8_874, balanceCents: 0, paidAt });
    const seen = await customer.client.gql(INVOICE, { id: ids.M3 });
    expect(seen.data.invoice.status).toBe('paid');
    expect(seen.data.invoice.payments.map((p: { reference: string; amountCents: number }) => [p.reference, p.amountCents])).toEqual([
      ['QK83HX2ZPL', 5_000],
      ['FT26/0042', 3_874],
    ]);
  });

  it('records a full payment at once', async () => {
    const res = await pay({ invoiceId: ids.M2, reference: 'RB12CD34EF', amountCents: 8_874 });
    expect(res.data.recordInvoicePayment.invoice).toMatchObject({ status: 'paid', balanceCents: 0 });
  });

  it('refuses an overpayment, a paid invoice, a receipt recorded before, and bad input', async () => {
    const over = await pay({ invoiceId: ids.M1, reference: 'QK99999991', amountCents: 18_735 });
    expect(over.errors?.[0]).toMatchObject({ message: expect.stringMatching(/more than the balance of KSh 187\.34/), extensions: { code: 'BAD_USER_INPUT', field: 'amountCents' } });
    const paid = await pay({ invoiceId: ids.M2, reference: 'QK99999992', amountCents: 1 });
    expect(paid.errors?.[0]?.message).toMatch(/already paid in full/);
    const again = await pay({ invoiceId: ids.M1, reference: 'QK83HX2ZPL', amountCents: 100 });
    expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const cases: [Record<string, unknown>, string][] = [
      [{ reference: 'ABC', amountCents: 100 }, 'An M-Pesa receipt number has 10 letters and digits, e.g. QK83HX2ZPL'],
      [{ reference: 'QK99999993', amountCents: 0 }, 'Amount must be more than zero'],
      [{ reference: 'QK99999993', amountCents: -500 }, 'Amount must be more than zero'],
      [{ reference: 'QK99999993', amountCents: 100, paidAt: new Date(Date.now() + 86_400_000).toISOString() }, 'The payment date cannot be in the future'],
      [{ reference: 'QK99999993', amountCents: 100, paidAt: day('2020-01-01') }, `The payment date is before the invoice period (${M1.toISOString().slice(0, 10)})`],
      [{ reference: '=HYPERLINK(1)', amountCents: 100, method: 'bank_transfer' }, 'Reference may hold letters, digits, spaces, dots, slashes and dashes'],
    ];
    for (const [input, message] of cases) {
      const res = await pay({ invoiceId: ids.M1, ...input });
      expect({ input, error: res.errors?.[0]?.message, code: res.errors?.[0]?.extensions?.code }).toEqual({ input, error: message, code: 'BAD_USER_INPUT' });
    }
    // GraphQL's Int refuses a fraction before the resolver runs.
    expect((await pay({ invoiceId: ids.M1, reference: 'QK99999993', amountCents: 10.5 })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await pay({ invoiceId: '999999', reference: 'QK99999994', amountCents: 100 })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await pay({ invoiceId: 'abc', reference: 'QK99999994', amountCents: 100 })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await customer.client.gql(INVOICE, { id: ids.M1 })).data.invoice).toMatchObject({ amountPaidCents: 0, payments: [] });
  });

  it('never lets concurrent payments exceed the total', async () => {
    // Balance 18,734: six payments of 6,000 at once can fit three (18,000), never four.
    const results = await Promise.all(Array.from({ length: 6 }, (_, k) => pay({ invoiceId: ids.M1, reference: `QC0000000${k}`, amountCents: 6_000 })));
    expect(results.filter((r) => !r.errors).length).toBe(3);
    expect(results.filter((r) => r.errors).every((r) => /more than the balance of KSh 7\.34/.test(r.errors![0]!.message))).toBe(true);
    // The same receipt twice at once: recorded once.
    const twice = await Promise.all([0, 1].map(() => pay({ invoiceId: ids.M1, reference: 'QD00000001', amountCents: 734 })));
    expect(twice.filter((r) => !r.errors).length).toBe(1);
    expect(twice.find((r) => r.errors)!.errors![0]!.extensions!.code).toMatch(/CONFLICT|BAD_USER_INPUT/);
    const seen = (await customer.client.gql(INVOICE, { id: ids.M1 })).data.invoice;
    expect(seen).toMatchObject({ status: 'paid', amountPaidCents: 18_734, balanceCents: 0 });
    expect(seen.payments.reduce((s: number, p: { amountCents: number }) => s + p.amountCents, 0)).toBe(18_734);
  });

  it('audits every payment (naming the admin) and e-mails the customer a receipt', async () => {
    const events = await server.db.getRepository(SecurityEventEntity).find({ where: { userId: customer.user.id, type: 'admin' }, order: { id: 'ASC' } });
    const recorded = events.filter((e) => /payment .* recorded on invoice/.test(e.action));
    expect(recorded.length).toBe(7);
    expect(recorded.every((e) => e.actorId === admin.user.id)).toBe(true);
    expect(recorded[0]!.action).toMatch(/^M-Pesa payment QK83HX2ZPL of KSh 50\.00 recorded on invoice INV-\d{6} \(balance KSh 38\.74\)$/);
    expect(recorded[1]!.action).toMatch(/^Bank transfer payment FT26\/0042 of KSh 38\.74 recorded on invoice INV-\d{6} \(paid in full\)$/);
    const mail = await server.db.getRepository(OutboxMessageEntity).find({ where: { userId: customer.user.id, kind: 'payment-receipt' } });
    expect(mail.length).toBe(7);
    expect(mail.every((m) => m.recipient === customer.user.email)).toBe(true);
    expect(mail.map((m) => m.body).join('\n')).toContain('Receipt: QK83HX2ZPL\nAmount: KSh 50.00');
    // The other customer saw none of it.
    expect((await other.client.gql(INVOICE, { id: ids.M1 })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('the admin invoice list', () => {
  it('lists every customer’s invoices by state, with balances, and searches by number or customer', async () => {
    const all = await admin.client.gql('{ adminInvoices(filter: all, first: 50) { nodes { number status balanceCents customer { email } payments { reference } } } }');
    expect(all.errors).toBeUndefined();
    expect(all.data.adminInvoices.nodes).toHaveLength(3);
    expect(all.data.adminInvoices.nodes.every((n: { customer: { email: string } }) => n.customer.email === customer.user.email)).toBe(true);
    expect((await admin.client.gql('{ adminInvoices { nodes { number } } }')).data.adminInvoices.nodes).toEqual([]);
    expect((await admin.client.gql('{ adminInvoices(filter: paid) { nodes { number } } }')).data.adminInvoices.nodes).toHaveLength(3);
    const number = all.data.adminInvoices.nodes[0].number as string;
    const found = await admin.client.gql('query ($s: String) { adminInvoices(filter: all, search: $s) { nodes { number } } }', { s: number.toLowerCase() });
    expect(found.data.adminInvoices.nodes).toEqual([{ number }]);
    const byName = await admin.client.gql('query ($s: String) { adminInvoices(filter: all, search: $s) { nodes { number } } }', { s: customer.user.firstName });
    expect(byName.data.adminInvoices.nodes).toHaveLength(3);
    const paged = await admin.client.gql('{ adminInvoices(filter: all, first: 2) { nodes { number } pageInfo { hasNextPage endCursor } } }');
    const rest = await admin.client.gql('query ($a: String) { adminInvoices(filter: all, first: 2, after: $a) { nodes { number } pageInfo { hasNextPage } } }', { a: paged.data.adminInvoices.pageInfo.endCursor });
    expect([...paged.data.adminInvoices.nodes, ...rest.data.adminInvoices.nodes].map((n: { number: string }) => n.number)).toEqual(all.data.adminInvoices.nodes.map((n: { number: string }) => n.number));
    expect(rest.data.adminInvoices.pageInfo.hasNextPage).toBe(false);
  });
});
