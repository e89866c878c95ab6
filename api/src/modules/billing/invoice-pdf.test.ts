import { pdfToText } from '../../test/pdf-text';
import type { InvoiceLineEntity } from './invoice-line.entity';
import type { InvoiceEntity } from './invoice.entity';
import { pdfText, renderInvoicePdf, type InvoicePdfData } from './invoice-pdf';

const line = (k: number): InvoiceLineEntity =>
  ({ serviceName: `Bucket ${k}`, description: `Object storage item ${k}`, quantity: 10 + k, unit: 'GB-month', unitPriceCents: 85, amountCents: 100 * k, vatCents: 16 * k }) as InvoiceLineEntity;

function invoice(lines: InvoiceLineEntity[]): InvoicePdfData['invoice'] {
  const subtotalCents = lines.reduce((s, l) => s + l.amountCents, 0);
  const vatCents = lines.reduce((s, l) => s + l.vatCents, 0);
  return {
    number: 'INV-000123',
    periodStart: new Date('2026-10-01T00:00:00Z'),
    periodEnd: new Date('2026-11-01T00:00:00Z'),
    issuedAt: new Date('2026-11-01T00:00:00Z'),
    dueAt: new Date('2026-11-15T00:00:00Z'),
    subtotalCents,
    vatRateBasisPoints: 1600,
    vatCents,
    totalCents: subtotalCents + vatCents,
    amountPaidCents: 0,
    lines,
    payments: [],
  } as unknown as InvoiceEntity & { lines: InvoiceLineEntity[] };
}

const base = {
  status: 'pending' as const,
  customer: { name: 'Amani Wanjiru', email: 'amani@example.co.ke', company: null, kraPin: null },
};

describe('the invoice PDF', () => {
  it('continues the line table on further pages, keeping every line', async () => {
    const lines = Array.from({ length: 70 }, (_, k) => line(k + 1));
    const pdf = await renderInvoicePdf({ ...base, invoice: invoice(lines), seller: { name: 'Mawingu Cloud', kraPin: 'P051234567Q', address: 'Nairobi', placeholders: [] }, instructions: { mpesa: { businessNumber: '522533', accountNumber: 'INV-000123', placeholder: false }, bank: null } });
    const text = (await pdfToText(pdf)).replace(/\s+/g, ' ');
    expect(text).toMatch(/-- 1 of [2-9] --/);
    for (const l of lines) expect(text).toContain(`${l.serviceName}: ${l.description}`);
    // 100 + 200 + … + 7,000 cents = KSh 2,485.00, plus 16 % = KSh 2,882.60.
    expect(text).toContain('Total (incl. VAT) KSh 2,882.60');
    expect(text).toContain('Business number 522533, account number INV-000123');
  });

  it('invents nothing when no payment channel or seller detail is configured (production)', async () => {
    const pdf = await renderInvoicePdf({ ...base, invoice: invoice([line(1)]), seller: { name: 'Mawingu Cloud', kraPin: null, address: null, placeholders: [] }, instructions: { mpesa: null, bank: null } });
    const text = (await pdfToText(pdf)).replace(/\s+/g, ' ');
    expect(text).not.toMatch(/Pay Bill|Bank transfer|KRA PIN|placeholder/);
    expect(text).toContain('Please contact our billing team to pay this invoice, quoting INV-000123.');
  });

  it('labels development placeholders as such', async () => {
    const pdf = await renderInvoicePdf({
      ...base,
      invoice: invoice([line(1)]),
      seller: { name: 'Mawingu Cloud', kraPin: 'not configured (development placeholder)', address: 'not configured (development placeholder)', placeholders: ['KRA PIN', 'address'] },
      instructions: { mpesa: { businessNumber: '000000', accountNumber: 'INV-000123', placeholder: true }, bank: null },
    });
    const text = (await pdfToText(pdf)).replace(/\s+/g, ' ');
    expect(text).toContain('KRA PIN: not configured (development placeholder)');
    expect(text).toContain('Business number 000000, account number INV-000123. (DEVELOPMENT PLACEHOLDER: set BILLING_MPESA_PAYBILL.)');
  });

  it('keeps text the standard fonts can show and replaces the rest', () => {
    expect(pdfText('Kahawa “Bora” — café €5 • ok')).toBe('Kahawa “Bora” — café €5 • ok');
    expect(pdfText('Mradi 🚀 数据 ✓')).toBe('Mradi ? ?? ?');
  });
});
