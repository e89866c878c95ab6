import PDFDocument from 'pdfkit';
import { PAYMENT_METHOD_LABELS, type InvoiceStatus } from '../../contracts/billing';
import { PRICES } from '../../contracts/prices';
import { formatKsh } from '../../contracts/money';
import type { InvoiceLineEntity } from './invoice-line.entity';
import type { InvoicePaymentEntity } from './invoice-payment.entity';
import type { InvoiceEntity } from './invoice.entity';
import type { PaymentInstructions, Seller } from './payment-instructions';

/** Everything printed on a tax invoice. */
export interface InvoicePdfData {
  invoice: InvoiceEntity & { lines: InvoiceLineEntity[]; payments?: InvoicePaymentEntity[] };
  status: InvoiceStatus;
  customer: { name: string; email: string; company: string | null; kraPin: string | null };
  seller: Seller;
  instructions: PaymentInstructions;
}

const A4 = { w: 595.28, h: 841.89 };
const M = 48;
const RIGHT = A4.w - M;
/** Line table columns: item, quantity, unit price, amount excl. VAT, VAT. */
const COLS = [
  { x: M, w: 168, align: 'left' as const },
  { x: M + 174, w: 76, align: 'right' as const },
  { x: M + 256, w: 86, align: 'right' as const },
  { x: M + 348, w: 76, align: 'right' as const },
  { x: M + 430, w: RIGHT - (M + 430), align: 'right' as const },
];
const MUTED = '#4a5568';
const INK = '#1a202c';
const ACCENT = '#0f766e';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "1 Nov 2026" (UTC: invoices cover UTC months). */
export const pdfDate = (d: Date) => `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
const STATUS_TEXT: Record<InvoiceStatus, string> = { paid: 'Paid', pending: 'Pending', overdue: 'Overdue' };
const qty = (n: number, unit: string) => `${n.toLocaleString('en-US', { maximumFractionDigits: 3 })} ${unit}`;
const percent = (bp: number) => `${(bp / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;

/**
 * Text the PDF's standard fonts can show (WinAnsi): Latin-1 and the usual typographic marks. Any
 * other character (names are the customers' own text) becomes '?', never a broken glyph.
 */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
export const pdfText = (s: string) => Array.from(s, (ch) => ((ch.codePointAt(0) ?? 0) <= 0xff || WIN_ANSI_EXTRA.has(ch) ? ch : '?')).join('');

/** The tax invoice as a PDF (A4, pdfkit, standard Helvetica): every line, VAT, totals, payments and how to pay. */
export function renderInvoicePdf(data: InvoicePdfData): Promise<Buffer> {
  const { invoice: inv } = data;
  const doc = new PDFDocument({
    size: 'A4',
    margin: M,
    info: { Title: `Tax invoice ${inv.number}`, Author: pdfText(data.seller.name), Subject: `Invoice ${inv.number}`, CreationDate: inv.issuedAt },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const text = (s: string, x: number, y: number, opts: PDFKit.Mixins.TextOptions = {}) => doc.text(pdfText(s), x, y, { lineBreak: true, ...opts });
  const font = (bold: boolean, size: number, color = INK) => doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(size).fillColor(color);
  const ensure = (needed: number) => {
    if (doc.y + needed > A4.h - M) {
      doc.addPage();
      doc.y = M;
    }
  };
  const rule = (y: number, color = '#cbd5e0', width = 0.75) => doc.moveTo(M, y).lineTo(RIGHT, y).lineWidth(width).strokeColor(color).stroke();

  // Header: seller on the left, invoice facts on the right.
  font(true, 20, ACCENT);
  text('TAX INVOICE', M, M);
  font(true, 11);
  text(data.seller.name, M, M + 30, { width: 280 });
  font(false, 9, MUTED);
  const sellerLines = [data.seller.address, data.seller.kraPin ? `KRA PIN: ${data.seller.kraPin}` : null].filter((l): l is string => !!l);
  text(sellerLines.join('\n'), M, M + 46, { width: 280 });
  const sellerBottom = doc.y;
  const facts: [string, string][] = [
    ['Invoice number', inv.number],
    ['Invoice date', pdfDate(inv.issuedAt)],
    ['Due date', pdfDate(inv.dueAt)],
    ['Period', `${pdfDate(inv.periodStart)} to ${pdfDate(new Date(inv.periodEnd.getTime() - 86_400_000))}`],
    ['Status', STATUS_TEXT[data.status]],
  ];
  let fy = M + 2;
  for (const [label, value] of facts) {
    font(false, 9, MUTED);
    text(label, 340, fy, { width: 80 });
    font(true, 9);
    text(value, 420, fy, { width: RIGHT - 420, align: 'right' });
    fy += 14;
  }

  // Bill to.
  let y = Math.max(sellerBottom, fy) + 18;
  font(true, 9, MUTED);
  text('BILL TO', M, y);
  font(true, 11);
  text(data.customer.company ?? data.customer.name, M, y + 13, { width: 300 });
  font(false, 9, MUTED);
  const buyer = [data.customer.company ? data.customer.name : null, data.customer.email, data.customer.kraPin ? `KRA PIN: ${data.customer.kraPin}` : null].filter((l): l is string => !!l);
  text(buyer.join('\n'), M, doc.y + 2, { width: 300 });
  y = doc.y + 20;

  // Lines.
  const header = (at: number) => {
    font(true, 8.5, MUTED);
    ['Item', 'Quantity', 'Unit price', 'Excl. VAT', `VAT ${percent(inv.vatRateBasisPoints)}`].forEach((h, i) => text(h, COLS[i]!.x, at, { width: COLS[i]!.w, align: COLS[i]!.align }));
    rule(at + 13, INK, 1);
    return at + 19;
  };
  doc.y = y;
  y = header(y);
  for (const l of inv.lines) {
    const item = `${l.serviceName ? `${l.serviceName}: ` : ''}${l.description}`;
    const cells = [item, qty(l.quantity, l.unit), l.unitPriceCents === 0 ? 'Free' : `${formatKsh(l.unitPriceCents)}/${l.unit}`, formatKsh(l.amountCents), formatKsh(l.vatCents)];
    font(false, 9);
    const height = Math.max(11, ...cells.map((c, i) => doc.heightOfString(pdfText(c), { width: COLS[i]!.w })));
    doc.y = y;
    ensure(height + 8);
    if (doc.y !== y) y = header(doc.y);
    font(false, 9);
    cells.forEach((c, i) => text(c, COLS[i]!.x, y, { width: COLS[i]!.w, align: COLS[i]!.align }));
    y += height + 6;
    rule(y - 3, '#e2e8f0', 0.5);
  }

  // Totals.
  const balance = inv.totalCents - inv.amountPaidCents;
  const totals: [string, string, boolean][] = [
    ['Subtotal (excl. VAT)', formatKsh(inv.subtotalCents), false],
    [`VAT at ${percent(inv.vatRateBasisPoints)}`, formatKsh(inv.vatCents), false],
    ['Total (incl. VAT)', formatKsh(inv.totalCents), true],
    ['Paid', formatKsh(inv.amountPaidCents), false],
    ['Balance due', formatKsh(balance), true],
  ];
  doc.y = y + 6;
  ensure(totals.length * 16 + 10);
  y = doc.y;
  for (const [label, value, bold] of totals) {
    font(bold, bold ? 10.5 : 9.5, bold ? INK : MUTED);
    text(label, 300, y, { width: 140 });
    text(value, 440, y, { width: RIGHT - 440, align: 'right' });
    y += bold ? 17 : 15;
  }

  // Payments received (receipts).
  const payments = inv.payments ?? [];
  if (payments.length) {
    doc.y = y + 8;
    ensure(30 + payments.length * 13);
    y = doc.y;
    font(true, 10);
    text('Payments received', M, y);
    y += 15;
    for (const p of payments) {
      font(false, 9);
      text(`${pdfDate(p.paidAt)}  ${PAYMENT_METHOD_LABELS[p.method]}  receipt ${p.reference}`, M, y, { width: 330 });
      text(formatKsh(p.amountCents), 440, y, { width: RIGHT - 440, align: 'right' });
      y += 13;
    }
  }

  // How to pay.
  doc.y = y + 14;
  ensure(120);
  y = doc.y;
  rule(y, ACCENT, 1);
  font(true, 11, ACCENT);
  text('How to pay', M, y + 8);
  font(false, 9);
  const pay: string[] = [];
  const { mpesa, bank } = data.instructions;
  if (mpesa) {
    pay.push(
      `M-Pesa: Lipa na M-Pesa > Pay Bill. Business number ${mpesa.businessNumber}, account number ${mpesa.accountNumber ?? inv.number}.${mpesa.placeholder ? ' (DEVELOPMENT PLACEHOLDER: set BILLING_MPESA_PAYBILL.)' : ''}`,
    );
  }
  if (bank) {
    const parts = [`Bank transfer to ${bank.accountName}, ${bank.bankName}`, bank.branch ? `branch ${bank.branch}` : null, `account ${bank.accountNumber}`, bank.swiftCode ? `SWIFT ${bank.swiftCode}` : null];
    pay.push(`${parts.filter(Boolean).join(', ')}. Reference: ${bank.reference ?? inv.number}.${bank.placeholder ? ' (DEVELOPMENT PLACEHOLDER: set BILLING_BANK_*.)' : ''}`);
  }
  if (!pay.length) pay.push(`Please contact our billing team to pay this invoice, quoting ${inv.number}.`);
  pay.push(`Please pay the balance by ${pdfDate(inv.dueAt)}. Your payment appears on this invoice once it is recorded.`);
  text(pay.join('\n\n'), M, y + 26, { width: RIGHT - M });

  // Notes.
  doc.y += 14;
  ensure(60);
  font(false, 7.5, MUTED);
  const placeholders = data.seller.placeholders.length ? ` Seller ${data.seller.placeholders.join(' and ')} not configured: development placeholder.` : '';
  text(
    `Amounts in Kenyan shillings (KES). VAT is ${percent(inv.vatRateBasisPoints)} of the subtotal, rounded to the cent once, and shared between the lines in proportion to their amounts. ` +
      `Free allowances (${PRICES.storageFreeGb} GB of object storage; ${PRICES.egressFreeGb['east-africa']} GB of East Africa and ${PRICES.egressFreeGb.africa} GB of Africa egress per month; Kenya egress) apply once per account and are shared between services in proportion to their usage before the amounts shown.${placeholders}`,
    M,
    doc.y,
    { width: RIGHT - M },
  );

  doc.end();
  return done;
}
