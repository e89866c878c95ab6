import { In } from 'typeorm';
import { PLAN_TERM_MONTHS } from '../../contracts/billing';
import { PLANS } from '../../contracts/services';
import type { Caller } from '../caller';
import { requireAdmin } from '../auth';
import { CloudStorageServiceEntity } from '../services';
import { rawDate } from '../../db/columns';
import { InvoiceEntity } from './invoice.entity';
import { InvoiceLineEntity } from './invoice-line.entity';
import { lastCompletedMonth, monthLabel, monthStart, addMonths } from './months';

/** Months of invoices the admin's revenue-by-month table covers, newest first. */
export const REVENUE_MONTHS = 12;

const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));

/**
 * Admin revenue figures:
 * - monthly recurring revenue of ACTIVE services: each plan service's price spread over its term
 *   (e.g. KSh 1,000 / 6 months), plus what each active pay-as-you-go service was billed on last
 *   month's invoices (its usage lines);
 * - paying customers: customers with recurring revenue > 0; ARPU = MRR / paying customers;
 * - invoiced this month: totals (incl. VAT) of invoices issued this calendar month (UTC);
 * - outstanding: what is still owed on invoices not paid in full (total − paid, so part payments
 *   count); overdue: the same for those past their due date;
 * - revenue by month: per invoiced month (the last REVENUE_MONTHS), the invoices' subtotal, VAT,
 *   total and what has been paid on them.
 * Recurring revenue is excluding VAT (VAT is owed to KRA, not revenue); invoiced, outstanding and
 * overdue include it (it is what customers owe).
 */
export async function adminRevenue(ctx: Caller, now = new Date()) {
  requireAdmin(ctx);
  const db = ctx.db;
  const perCustomer = new Map<number, number>();
  const add = (userId: number, cents: number) => perCustomer.set(userId, (perCustomer.get(userId) ?? 0) + cents);

  const active = await db.getRepository(CloudStorageServiceEntity).find({ select: { id: true, userId: true, planType: true }, where: { status: 'active' } });
  for (const s of active) {
    if (!s.planType) continue;
    const plan = PLANS.find((p) => p.type === s.planType)!;
    add(s.userId, Math.round((plan.priceKsh * 100) / PLAN_TERM_MONTHS[s.planType]));
  }
  const payg = active.filter((s) => !s.planType).map((s) => s.id);
  if (payg.length) {
    const rows = await db
      .getRepository(InvoiceLineEntity)
      .createQueryBuilder('l')
      .innerJoin(InvoiceEntity, 'i', 'i.id = l.invoice_id')
      .select('i.user_id', 'uid')
      .addSelect('SUM(l.amount_cents)', 'cents')
      .where('i.period_start = :month', { month: lastCompletedMonth(now) })
      .andWhere({ serviceId: In(payg) })
      .andWhere("l.kind <> 'plan'")
      .groupBy('i.user_id')
      .getRawMany<Record<string, unknown>>();
    for (const r of rows) add(num(r.uid), num(r.cents));
  }
  const monthlyRecurringCents = [...perCustomer.values()].reduce((s, v) => s + v, 0);
  const payingCustomers = [...perCustomer.values()].filter((v) => v > 0).length;

  const totals = await db
    .getRepository(InvoiceEntity)
    .createQueryBuilder('i')
    .select(`SUM(CASE WHEN i.issued_at >= :from AND i.issued_at < :to THEN i.total_cents ELSE 0 END)`, 'invoiced')
    .addSelect('SUM(CASE WHEN i.paid_at IS NULL THEN i.total_cents - i.amount_paid_cents ELSE 0 END)', 'outstanding')
    .addSelect('SUM(CASE WHEN i.paid_at IS NULL AND i.due_at < :now THEN i.total_cents - i.amount_paid_cents ELSE 0 END)', 'overdue')
    .setParameters({ from: monthStart(now), to: addMonths(monthStart(now), 1), now })
    .getRawOne<Record<string, unknown>>();

  const oldest = addMonths(lastCompletedMonth(now), -(REVENUE_MONTHS - 1));
  const months = await db
    .getRepository(InvoiceEntity)
    .createQueryBuilder('i')
    .select('i.period_start', 'month')
    .addSelect('COUNT(*)', 'invoices')
    .addSelect('SUM(i.subtotal_cents)', 'subtotal')
    .addSelect('SUM(i.vat_cents)', 'vat')
    .addSelect('SUM(i.total_cents)', 'total')
    .addSelect('SUM(i.amount_paid_cents)', 'paid')
    .where('i.period_start >= :oldest', { oldest })
    .groupBy('i.period_start')
    .getRawMany<Record<string, unknown>>();
  const byMonth = new Map(months.map((r) => [rawDate(r.month as string | Date).getTime(), r]));
  const revenueByMonth = Array.from({ length: REVENUE_MONTHS }, (_, k) => {
    const month = addMonths(lastCompletedMonth(now), -k);
    const r = byMonth.get(month.getTime());
    return {
      periodStart: month,
      label: `${monthLabel(month)} ${month.getUTCFullYear()}`,
      invoiceCount: num(r?.invoices),
      subtotalCents: num(r?.subtotal),
      vatCents: num(r?.vat),
      totalCents: num(r?.total),
      paidCents: num(r?.paid),
    };
  });

  return {
    revenueByMonth,
    monthlyRecurringCents,
    averageRevenuePerUserCents: payingCustomers ? Math.round(monthlyRecurringCents / payingCustomers) : 0,
    invoicedThisMonthCents: num(totals?.invoiced),
    outstandingCents: num(totals?.outstanding),
    overdueCents: num(totals?.overdue),
    payingCustomers,
  };
}
