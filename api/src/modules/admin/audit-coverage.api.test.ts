import { signedIn, startTestServer, type TestClient, type TestServer } from '../../test/harness';
import { schemaMutations } from '../../test/schema-operations';
import { AdminAuditEntryEntity } from '../audit/admin-audit-entry.entity';
import { backdate, fillUsage, hoursIn, utcMonth } from '../billing/billing-test-kit';
import { generateInvoicesForMonth } from '../billing/invoice-generation';
import { activePromotion, customerWith } from '../competition/competition.fixtures';
import { createService } from '../metering/metering-test-kit';

/**
 * "Every administrator action" is in the admin audit log (issue 31, item 11). The admin mutations
 * are not listed by hand: every Mutation field of schema.graphql is called as a customer, and those
 * the admin guard refuses are the admin mutations. Each must have a valid call below, and that call,
 * made by an admin, must write an audit entry: a new admin mutation without one fails this test.
 */
jest.setTimeout(60_000);

let server: TestServer;
let admin: TestClient;
let customer: TestClient;
const M1 = utcMonth(-1);
const fx = { invoiceId: '', serviceId: '', promotionId: '', ticketId: '' };
const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();

/** A call each admin mutation succeeds with, and the audit action it must write. */
const VALID: Record<string, () => { document: string; variables: Record<string, unknown>; action: string }> = {
  recordInvoicePayment: () => ({
    document: 'mutation ($i: RecordInvoicePaymentInput!) { recordInvoicePayment(input: $i) { payment { id } } }',
    variables: { i: { invoiceId: fx.invoiceId, method: 'mpesa', reference: 'QK31AUDIT1', amountCents: 1_000, paidAt: new Date().toISOString() } },
    action: 'payment_recorded',
  }),
  setExchangeRate: () => ({
    document: 'mutation ($i: SetExchangeRateInput!) { setExchangeRate(input: $i) { __typename } }',
    variables: { i: { currency: 'USD', kshCentsPerUnit: 12_950, rateDate: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10) } },
    action: 'exchange_rate_set',
  }),
  createPromotion: () => ({
    document: 'mutation ($i: CreatePromotionInput!) { createPromotion(input: $i) { promotion { id } } }',
    variables: { i: { name: 'Audited promotion', description: 'Weekly bundles', eligibilityCriteria: 'An active service', prizeDescription: '10 GB bundle', prizeValue: 500, startDate: inDays(1), endDate: inDays(30), drawType: 'weekly' } },
    action: 'promotion_created',
  }),
  updatePromotion: () => ({
    document: 'mutation ($i: UpdatePromotionInput!) { updatePromotion(input: $i) { promotion { id } } }',
    variables: { i: { id: fx.promotionId, prizeValue: 750 } },
    action: 'promotion_updated',
  }),
  selectWinner: () => ({
    document: 'mutation ($i: SelectWinnerInput!) { selectWinner(input: $i) { status } }',
    variables: { i: { promotionId: fx.promotionId } },
    action: 'draw_committed',
  }),
  adminSetServiceActive: () => ({
    document: 'mutation ($i: SetServiceStatusInput!) { adminSetServiceActive(input: $i) { service { id } } }',
    variables: { i: { id: fx.serviceId, isActive: false, reason: 'Audit coverage test' } },
    action: 'service_suspended',
  }),
  updateSupportTicketStatus: () => ({
    document: 'mutation ($i: UpdateSupportTicketStatusInput!) { updateSupportTicketStatus(input: $i) { __typename } }',
    variables: { i: { id: fx.ticketId, status: 'in_progress' } },
    action: 'support_ticket_updated',
  }),
};

beforeAll(async () => {
  server = await startTestServer();
  admin = (await signedIn(server, 1, 'admin')).client;
  const owner = await signedIn(server, 2);
  customer = (await signedIn(server, 3)).client;
  await customerWith(server.db, 4, [300]);
  fx.promotionId = String((await activePromotion(server.db)).id);
  const service = await createService(owner.client, { name: 'Invoiced', storageAmount: 200 });
  fx.serviceId = String(service);
  await backdate(server.db, service, M1);
  await fillUsage(server.db, service, M1, hoursIn(M1), { storedGb: 100 });
  await generateInvoicesForMonth(server.db, M1);
  fx.invoiceId = (await owner.client.gql('{ invoices { nodes { id } } }')).data.invoices.nodes[0].id;
  const ticket = await server.client().gql('mutation ($i: CreateSupportTicketInput!) { createSupportTicket(input: $i) { ticket { id } } }', {
    i: { name: 'Amani', email: 'amani@example.co.ke', priority: 'low', category: 'technical', subject: 'Audit', description: 'Please look at this.', urgent: false },
  });
  fx.ticketId = ticket.data?.createSupportTicket.ticket.id;
  expect([fx.invoiceId, fx.ticketId].every(Boolean)).toBe(true);
});
afterAll(() => server.close());

describe('the admin audit log covers every admin mutation', () => {
  it('finds the admin mutations of the schema, and each writes an audit entry naming its act', async () => {
    const adminMutations: string[] = [];
    for (const op of schemaMutations().filter((o) => o.name !== 'logout')) {
      const asCustomer = await customer.gql(op.document, op.variables);
      if (asCustomer.errors?.[0]?.message === 'Administrator access required') adminMutations.push(op.name);
    }
    // The walk really found the admin surface (so it would find a new admin mutation too).
    expect(adminMutations).toEqual(expect.arrayContaining(['recordInvoicePayment', 'createPromotion', 'selectWinner', 'adminSetServiceActive']));
    expect(adminMutations.filter((name) => !VALID[name])).toEqual([]);
    expect([...adminMutations].sort()).toEqual(Object.keys(VALID).sort());

    const audit = server.db.getRepository(AdminAuditEntryEntity);
    const unaudited: string[] = [];
    for (const name of adminMutations) {
      const call = VALID[name]!();
      const before = await audit.count();
      const res = await admin.gql(call.document, call.variables);
      expect({ name, errors: res.errors }).toEqual({ name, errors: undefined });
      const written = await audit.find({ order: { id: 'DESC' }, take: Math.max(0, (await audit.count()) - before) });
      if (!written.some((e) => e.action === call.action)) unaudited.push(`${name} (expected ${call.action}, wrote ${written.map((e) => e.action).join(', ') || 'nothing'})`);
    }
    expect(unaudited).toEqual([]);
  });

  it('shows a recorded payment under its own action filter and in the CSV', async () => {
    const LOG = 'query ($f: AdminAuditFilter) { adminAuditLog(filter: $f) { nodes { action actionLabel summary targetType targetId } } }';
    const paid = await admin.gql('mutation ($i: RecordInvoicePaymentInput!) { recordInvoicePayment(input: $i) { invoice { number } } }', {
      i: { invoiceId: fx.invoiceId, method: 'bank_transfer', reference: 'FT31/CSV', amountCents: 500, paidAt: new Date().toISOString() },
    });
    const number = paid.data.recordInvoicePayment.invoice.number;
    const res = await admin.gql(LOG, { f: { action: 'payment_recorded' } });
    expect(res.data.adminAuditLog.nodes[0]).toEqual({
      action: 'payment_recorded',
      actionLabel: 'Payment recorded',
      summary: expect.stringMatching(new RegExp(`^Recorded Bank transfer payment FT31/CSV of KSh 5\\.00 on invoice ${number} of customer #\\d+ \\(balance KSh [\\d,.]+\\)$`)),
      targetType: 'invoice',
      targetId: fx.invoiceId,
    });
    expect(res.data.adminAuditLog.nodes.every((n: { action: string }) => n.action === 'payment_recorded')).toBe(true);
    const csv = await fetch(`${server.url}/api/admin/audit-log.csv?action=payment_recorded`, { headers: { cookie: admin.cookieHeader() } });
    expect(csv.status).toBe(200);
    const text = await csv.text();
    expect(text).toContain('Payment recorded');
    expect(text).toContain(`Recorded Bank transfer payment FT31/CSV of KSh 5.00 on invoice ${number}`);
  });
});
