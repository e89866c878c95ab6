import type { InvoiceStatus } from '../../contracts/billing';
import type { InvoiceEntity } from './invoice.entity';
import { csvCell } from '../../common/csv';

/** The CSV export of a customer's invoices (pure). */

const day = (d: Date) => d.toISOString().slice(0, 10);
const STATUS_TEXT: Record<InvoiceStatus, string> = { paid: 'Paid', pending: 'Pending', overdue: 'Overdue' };


/**
 * One amount cell: shillings with two decimals and a dot, unquoted and without a currency sign or
 * thousands separator, so a spreadsheet reads it as a number ("1234.50"). Amounts are never negative.
 */
export function csvAmount(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError('an amount is whole cents >= 0');
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

export interface ExportedInvoice {
  invoice: InvoiceEntity;
  status: InvoiceStatus;
  services: string[];
}

export const CSV_HEADER = ['Invoice', 'Period start', 'Period end', 'Issued', 'Due', 'Status', 'Services', 'Currency', 'Subtotal excl. VAT', 'VAT', 'Total', 'Paid', 'Balance'];

/** The CSV export: a header row and one row per invoice (CRLF line ends, RFC 4180); amounts are numbers in KES. */
export function invoicesCsv(rows: ExportedInvoice[]): string {
  const lines = [CSV_HEADER.map(csvCell).join(',')];
  for (const { invoice: i, status, services } of rows) {
    const end = new Date(i.periodEnd.getTime() - 86_400_000);
    const text = [i.number, day(i.periodStart), day(end), day(i.issuedAt), day(i.dueAt), STATUS_TEXT[status], services.join('; '), 'KES'].map(csvCell);
    const amounts = [i.subtotalCents, i.vatCents, i.totalCents, i.amountPaidCents, i.totalCents - i.amountPaidCents].map(csvAmount);
    lines.push([...text, ...amounts].join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
