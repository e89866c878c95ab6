import { formatKsh } from '../../contracts/money';
import { signedIn, startTestServer, type TestServer } from '../../test/harness';
import { pdfToText } from '../../test/pdf-text';
import { createService } from '../metering/metering-test-kit';
import { backdate, fillUsage, hoursIn, utcMonth } from './billing-test-kit';
import { generateInvoicesForMonth } from './invoice-generation';

// Sign-ups hash passwords with argon2 and the fixtures write a month of hourly rows: allow time on PostgreSQL.
jest.setTimeout(60_000);

const CONFIG = {
  BILLING_PROVIDER_NAME: 'Mawingu Cloud Limited',
  BILLING_PROVIDER_KRA_PIN: 'P051234567Q',
  BILLING_PROVIDER_ADDRESS: 'Mawingu House, Waiyaki Way, Westlands, P.O. Box 12345-00100, Nairobi',
  BILLING_MPESA_PAYBILL: '522533',
  BILLING_BANK_NAME: 'Equity Bank Kenya',
  BILLING_BANK_ACCOUNT_NAME: 'Mawingu Cloud Limited',
  BILLING_BANK_ACCOUNT_NUMBER: '1180281234567',
  BILLING_BANK_BRANCH: 'Westlands',
  BILLING_BANK_SWIFT: 'EQBLKENA',
};

let server: TestServer;
beforeAll(async () => {
  Object.assign(process.env, CONFIG);
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
  for (const key of Object.keys(CONFIG)) delete process.env[key];
});

const INVOICE = `{ invoices { nodes { id number subtotalCents vatCents totalCents amountPaidCents balanceCents
  lines { serviceName description quantity unit unitPriceCents amountCents vatCents } } } }`;

async function pdfText(client: { cookieHeader(): string }, id: string) {
  const res = await fetch(`${server.url}/api/billing/invoices/${id}/download`, { headers: { cookie: client.cookieHeader() } });
  const bytes = Buffer.from(await res.arrayBuffer());
  const text = await pdfToText(bytes);
  return { res, bytes, text: text.replace(/[ \t]+/g, ' ') };
}

describe('the invoice PDF (GET /api/billing/invoices/:id/download)', () => {
  it('is a real PDF holding every line, the VAT, the totals, the receipts and how to pay', async () => {
    const { client, user } = await signedIn(server, 71);
    const admin = await signedIn(server, 79, 'admin');
    const profile = await client.gql('mutation ($i: UpdateProfileInput!) { updateProfile(input: $i) { user { kraPin company } } }', {
      i: { firstName: user.firstName, lastName: user.lastName, email: user.email, phone: user.phone, company: 'Savannah Analytics Ltd', kraPin: 'a009876543z' },
    });
    expect(profile.data.updateProfile.user).toEqual({ kraPin: 'A009876543Z', company: 'Savannah Analytics Ltd' });
    const M1 = utcMonth(-1);
    const files = await createService(client, { name: 'Media files', storageAmount: 2000 });
    const vault = await createService(client, { name: 'Mradi 🚀 <vault>', serviceType: 'Backup Storage', storageAmount: 300 });
    const disk = await createService(client, { name: 'Database disk', serviceType: 'Block Storage', storageAmount: 50 });
    for (const id of [files, vault, disk]) await backdate(server.db, id, utcMonth(-2));
    await fillUsage(server.db, files, M1, hoursIn(M1), { storedGb: 1500, eastAfrica: 0.25, africa: 0.1 });
    await fillUsage(server.db, vault, M1, hoursIn(M1), { storedGb: 250 });
    await generateInvoicesForMonth(server.db, M1);
    const inv = (await client.gql(INVOICE)).data.invoices.nodes[0];
    expect(inv.lines.length).toBeGreaterThanOrEqual(5);
    const pay = await admin.client.gql('mutation ($input: RecordInvoicePaymentInput!) { recordInvoicePayment(input: $input) { invoice { balanceCents } } }', {
      input: { invoiceId: inv.id, method: 'mpesa', reference: 'SKL4ABC12D', amountCents: 100_000, paidAt: new Date().toISOString() },
    });
    expect(pay.errors).toBeUndefined();

    const { res, bytes, text } = await pdfText(client, inv.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${inv.number}.pdf"`);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

    expect(text).toContain('TAX INVOICE');
    expect(text).toContain(inv.number);
    // Seller and buyer.
    for (const s of ['Mawingu Cloud Limited', 'KRA PIN: P051234567Q', 'P.O. Box 12345-00100, Nairobi', 'Savannah Analytics Ltd', `${user.firstName} ${user.lastName}`, user.email, 'KRA PIN: A009876543Z']) {
      expect({ s, found: text.replace(/\s+/g, ' ').includes(s) }).toEqual({ s, found: true });
    }
    // Every line with its amount and VAT; a name the standard fonts cannot show is kept readable.
    const flat = text.replace(/\s+/g, ' ');
    for (const l of inv.lines) {
      const name = l.serviceName.replace('🚀', '?');
      expect({ line: l.description, found: flat.includes(`${name}: ${l.description}`.replace(/\s+/g, ' ')) }).toEqual({ line: l.description, found: true });
      expect(flat).toContain(`${formatKsh(l.amountCents)} ${formatKsh(l.vatCents)}`);
    }
    // Totals: subtotal + 16 % VAT, the payment and the balance.
    expect(inv.vatCents).toBe(Math.floor((inv.subtotalCents * 16 + 50) / 100));
    for (const [label, cents] of [
      ['Subtotal (excl. VAT)', inv.subtotalCents],
      ['VAT at 16%', inv.vatCents],
      ['Total (incl. VAT)', inv.totalCents],
      ['Paid', 100_000],
      ['Balance due', inv.totalCents - 100_000],
    ] as const) {
      expect(flat).toContain(`${label} ${formatKsh(cents)}`);
    }
    expect(flat).toMatch(/Payments received .*M-Pesa receipt SKL4ABC12D KSh 1,000\.00/);
    // How to pay: the Paybill with the invoice number as the account, and the bank transfer.
    expect(flat).toContain(`Business number 522533, account number ${inv.number}`);
    expect(flat).toContain(`Bank transfer to Mawingu Cloud Limited, Equity Bank Kenya, branch Westlands, account 1180281234567, SWIFT EQBLKENA. Reference: ${inv.number}.`);
    expect(flat).not.toMatch(/placeholder/i);
  });
});
