import type { StatusTone } from '@/components/ui/StatusBadge';

/** Spec section 4: paid green 'Paid', pending yellow 'Pending', overdue red 'Overdue', other 'Unknown' (English label; `key` is its catalogue key). */
export function invoiceStatusBadge(status: string | null | undefined): { label: string; key: `billing.status_${'paid' | 'pending' | 'overdue' | 'unknown'}`; tone: StatusTone } {
  switch (status) {
    case 'paid':
      return { label: 'Paid', key: 'billing.status_paid', tone: 'success' };
    case 'pending':
      return { label: 'Pending', key: 'billing.status_pending', tone: 'warning' };
    case 'overdue':
      return { label: 'Overdue', key: 'billing.status_overdue', tone: 'danger' };
    default:
      return { label: 'Unknown', key: 'billing.status_unknown', tone: 'neutral' };
  }
}

/** Where the browser downloads an invoice (the PDF tax invoice) and the CSV of all invoices. */
export const invoiceDownloadUrl = (id: string) => `/api/billing/invoices/${encodeURIComponent(id)}/download`;
export const INVOICES_CSV_URL = '/api/billing/invoices.csv';
