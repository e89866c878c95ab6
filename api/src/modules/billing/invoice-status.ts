import type { InvoiceStatus } from '../../contracts/billing';

/** paid when paid; overdue once the due date has passed unpaid; pending until then. Pure. */
export function invoiceStatus(inv: { paidAt: Date | null; dueAt: Date }, now: Date): InvoiceStatus {
  if (inv.paidAt) return 'paid';
  return now.getTime() > inv.dueAt.getTime() ? 'overdue' : 'pending';
}
