import { In } from 'typeorm';
import { PLAN_TERM_MONTHS } from '../../contracts/billing';
import { PLANS } from '../../contracts/services';
import type { RequestContext } from '../../graphql/context';
import { requireAdmin } from '../auth/auth.service';
import { CloudStorageServiceEntity } from '../services/service.entity';
import { InvoiceEntity } from './invoice.entity';
import { InvoiceLineEntity } from './invoice-line.entity';
import { lastCompletedMonth, monthStart, addMonths } from './months';

const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));

/**
 * Admin revenue figures:
 * - monthly recurring revenue of ACTIVE services: each plan service's price spread over its term
 *   (e.g. KSh 1,000 / 6 months), plus what each active pay-as-you-go service was billed on last
 *   month's invoices (its usage lines);
 * - paying customers: customers with recurring revenue > 0; ARPU = MRR / paying customers;
 * - invoiced this month: totals of invoices issued this calendar month (UTC);
 * - outstanding: unpaid invoices; overdue: unpaid past their due date.
 */
export async function adminRevenue(ctx: RequestContext, now = new Date()) {
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
    .addSelect('SUM(CASE WHEN i.paid_at IS NULL THEN i.total_cents ELSE 0 END)', 'outstanding')
    .addSelect('SUM(CASE WHEN i.paid_at IS NULL AND i.due_at < :now THEN i.total_cents ELSE 0 END)', 'overdue')
    .setParameters({ from: monthStart(now), to: addMonths(monthStart(now), 1), now })
    .getRawOne<Record<string, unknown>>();

  return {
    monthlyRecurringCents,
    averageRevenuePerUserCents: payingCustomers ? Math.round(monthlyRecurringCents / payingCustomers) : 0,
    invoicedThisMonthCents: num(totals?.invoiced),
    outstandingCents: num(totals?.outstanding),
    overdueCents: num(totals?.overdue),
    payingCustomers,
  };
}
