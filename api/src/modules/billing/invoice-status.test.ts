import { invoiceStatus } from './invoice-status';
import { invoiceDates, invoiceNumber, lastCompletedMonth, monthLabel } from './months';

describe('invoice dates and status', () => {
  const { periodStart, periodEnd, issuedAt, dueAt } = invoiceDates(new Date('2026-01-01T00:00:00Z'));

  it('issues on the 1st of the next month and is due 14 days later', () => {
    expect(periodStart.toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(periodEnd.toISOString()).toBe('2026-02-01T00:00:00.000Z');
    expect(issuedAt.toISOString()).toBe('2026-02-01T00:00:00.000Z');
    expect(dueAt.toISOString()).toBe('2026-02-15T00:00:00.000Z');
    expect(invoiceDates(new Date('2025-12-01T00:00:00Z')).issuedAt.toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });

  it.each([
    ['2026-02-10T00:00:00Z', null, 'pending'],
    ['2026-02-15T00:00:00Z', null, 'pending'],
    ['2026-02-15T00:00:01Z', null, 'overdue'],
    ['2026-04-01T00:00:00Z', null, 'overdue'],
    ['2026-04-01T00:00:00Z', '2026-02-20T00:00:00Z', 'paid'],
  ])('on %s (paid %s) it is %s', (now, paid, status) => {
    expect(invoiceStatus({ dueAt, paidAt: paid ? new Date(paid) : null }, new Date(now))).toBe(status);
  });

  it('numbers and labels months', () => {
    expect(invoiceNumber(periodStart, 42)).toBe('INV-2026-01-000042');
    expect(monthLabel(new Date('2026-06-01T00:00:00Z'))).toBe('Jun');
    expect(lastCompletedMonth(new Date('2026-01-15T10:00:00Z')).toISOString()).toBe('2025-12-01T00:00:00.000Z');
  });
});
