import type { InvoiceStatus } from '../../contracts/billing';
import { PRICES } from '../../contracts/pricing';
import type { InvoiceEntity } from './invoice.entity';

/** The only server-side formatting: the printable invoice and the CSV export. Pure. */

/** 'KSh 1,234.50' from 123450 cents (integer arithmetic, no float rounding). */
export function formatKsh(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  const whole = Math.floor(abs / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}KSh ${whole}.${String(abs % 100).padStart(2, '0')}`;
}

const day = (d: Date) => d.toISOString().slice(0, 10);
const STATUS_TEXT: Record<InvoiceStatus, string> = { paid: 'Paid', pending: 'Pending', overdue: 'Overdue' };

export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"'`]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** One CSV cell: quoted, quotes doubled, and a leading = + - @ tab or CR neutralised (formula injection). */
export function csvCell(value: unknown): string {
  let s = String(value ?? '');
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return `"${s.replace(/"/g, '""')}"`;
}

export interface ExportedInvoice {
  invoice: InvoiceEntity;
  status: InvoiceStatus;
  services: string[];
}

export const CSV_HEADER = ['Invoice', 'Period start', 'Period end', 'Issued', 'Due', 'Status', 'Services', 'Total'];

/** The CSV export: a header row and one row per invoice (CRLF line ends, RFC 4180). */
export function invoicesCsv(rows: ExportedInvoice[]): string {
  const lines = [CSV_HEADER.map(csvCell).join(',')];
  for (const { invoice: i, status, services } of rows) {
    const end = new Date(i.periodEnd.getTime() - 86_400_000);
    lines.push([i.number, day(i.periodStart), day(end), day(i.issuedAt), day(i.dueAt), STATUS_TEXT[status], services.join('; '), formatKsh(i.totalCents)].map(csvCell).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

const qty = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 3 });

/** A printable, self-contained HTML invoice (no scripts, inline styles only). */
export function invoiceHtml(e: ExportedInvoice, customer: { name: string; email: string; paymentMethod: string }): string {
  const i = e.invoice;
  const end = new Date(i.periodEnd.getTime() - 86_400_000);
  const rows = i.lines
    .map(
      (l) =>
        `<tr><td>${escapeHtml(l.serviceName ?? '')}</td><td>${escapeHtml(l.description)}</td><td class="n">${escapeHtml(qty(l.quantity))} ${escapeHtml(l.unit)}</td><td class="n">${escapeHtml(formatKsh(l.unitPriceCents))}</td><td class="n">${escapeHtml(formatKsh(l.amountCents))}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(i.number)}</title>
<style>body{font-family:system-ui,sans-serif;margin:40px;color:#1a202c}table{width:100%;border-collapse:collapse;margin-top:24px}th,td{padding:8px;border-bottom:1px solid #e2e8f0;text-align:left}.n{text-align:right}.total td{font-weight:700;border-top:2px solid #1a202c}small{color:#4a5568}</style>
</head><body>
<h1>Mawingu Cloud — Invoice ${escapeHtml(i.number)}</h1>
<p><strong>Billed to:</strong> ${escapeHtml(customer.name)} &lt;${escapeHtml(customer.email)}&gt;<br>
<strong>Period:</strong> ${escapeHtml(day(i.periodStart))} to ${escapeHtml(day(end))}<br>
<strong>Issued:</strong> ${escapeHtml(day(i.issuedAt))} · <strong>Due:</strong> ${escapeHtml(day(i.dueAt))} · <strong>Status:</strong> ${escapeHtml(STATUS_TEXT[e.status])}<br>
<strong>Payment method:</strong> ${escapeHtml(customer.paymentMethod)}</p>
<table><thead><tr><th>Service</th><th>Item</th><th class="n">Quantity</th><th class="n">Unit price</th><th class="n">Amount</th></tr></thead>
<tbody>
${rows}
<tr class="total"><td colspan="4">Total</td><td class="n">${escapeHtml(formatKsh(i.totalCents))}</td></tr>
</tbody></table>
<p><small>Free allowances (${escapeHtml(PRICES.storageFreeGb)} GB of object storage; ${escapeHtml(PRICES.egressFreeGb['east-africa'])} GB of East Africa and ${escapeHtml(PRICES.egressFreeGb.africa)} GB of Africa egress per month; Kenya egress) apply once per account and are shared between services in proportion to their usage before the amounts shown. Amounts in Kenyan shillings.</small></p>
</body></html>
`;
}
