import { INVOICE_DUE_DAYS } from '../../contracts/billing';

/** Calendar months in UTC (invoices cover whole UTC months). Pure. */
export const monthStart = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));
export const addMonths = (month: Date, n: number) => new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + n, 1));
/** Whole months from a's month to b's month (b later → positive). */
export const monthsBetween = (a: Date, b: Date) => (b.getUTCFullYear() - a.getUTCFullYear()) * 12 + (b.getUTCMonth() - a.getUTCMonth());
/** The month before `now`'s month: the latest month that can be invoiced. */
export const lastCompletedMonth = (now: Date) => addMonths(monthStart(now), -1);
/** Issued on the 1st of the next month, due INVOICE_DUE_DAYS later. */
export function invoiceDates(month: Date) {
  const periodEnd = addMonths(month, 1);
  return { periodStart: month, periodEnd, issuedAt: periodEnd, dueAt: new Date(periodEnd.getTime() + INVOICE_DUE_DAYS * 86_400_000) };
}
const SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** 'Jun' for a chart bar. */
export const monthLabel = (month: Date) => SHORT[month.getUTCMonth()]!;
export const invoiceNumber = (month: Date, userId: number) =>
  `INV-${month.getUTCFullYear()}-${String(month.getUTCMonth() + 1).padStart(2, '0')}-${String(userId).padStart(6, '0')}`;
