import type { StatusTone } from '@/components/ui/StatusBadge';

/** Spec section 4: paid green 'Paid', pending yellow 'Pending', overdue red 'Overdue', other 'Unknown'. */
export function invoiceStatusBadge(status: string | null | undefined): { label: string; tone: StatusTone } {
  switch (status) {
    case 'paid':
      return { label: 'Paid', tone: 'success' };
    case 'pending':
      return { label: 'Pending', tone: 'warning' };
    case 'overdue':
      return { label: 'Overdue', tone: 'danger' };
    default:
      return { label: 'Unknown', tone: 'neutral' };
  }
}

/** Where the browser downloads an invoice (the PDF tax invoice) and the CSV of all invoices. */
export const invoiceDownloadUrl = (id: string) => `/api/billing/invoices/${encodeURIComponent(id)}/download`;
export const INVOICES_CSV_URL = '/api/billing/invoices.csv';
