import { BILLING_PERIOD_MONTHS } from '../../contracts/billing';
import { setSpendBudgetSchema } from '../../contracts/billing';
import { parseInput } from '../../common/validation';
import { actorOf, type Caller } from '../caller';
import { recordSecurityEvent } from '../audit';
import { requireUser } from '../auth';
import { BillingAccountEntity } from './billing-account.entity';
import { ensureBillingAccount, findBillingAccount } from './billing-account';
import { paymentInstructions } from './payment-instructions';
import { linesForMonth } from './billing-usage';
import { budgetStatus } from './budget';
import { InvoiceEntity } from './invoice.entity';
import { invoiceStatus } from './invoice-status';
import { addMonths, lastCompletedMonth, monthLabel, monthStart } from './months';

const pctChange = (cur: number, prev: number | null) => (prev ? Math.round(((cur - prev) / prev) * 1000) / 10 : null);

/** Month-to-date spend of the running month, per service (the same engine as the invoices). */
export async function monthToDate(ctx: Caller, userId: number, now: Date) {
  const lines = await linesForMonth(ctx.db, userId, monthStart(now), now);
  const byService = new Map<string, number>();
  for (const l of lines) byService.set(l.serviceName ?? 'Account', (byService.get(l.serviceName ?? 'Account') ?? 0) + l.amountCents);
  return { totalCents: lines.reduce((s, l) => s + l.amountCents, 0), byService };
}

/**
 * The billing page. Current bill: the latest invoice's total (monthly) or the total of the last
 * 12 invoiced months (yearly), with the change versus the invoice / 12 months before, one
 * decimal; with no invoice yet, the running month's spend so far and no change. Spending: the
 * last 6 (or 12) completed months from the invoices. YTD: invoices of this calendar year.
 * Usage breakdown and budget: the running month's spend so far.
 */
export async function billingSummary(ctx: Caller, period: keyof typeof BILLING_PERIOD_MONTHS, now = new Date()) {
  const user = requireUser(ctx);
  const [invoices, account, mtd] = await Promise.all([
    ctx.db.getRepository(InvoiceEntity).find({ where: { userId: user.id }, order: { periodStart: 'DESC' } }),
    findBillingAccount(ctx.db, user.id),
    monthToDate(ctx, user.id, now),
  ]);
  const totalOf = new Map(invoices.map((i) => [i.periodStart.getTime(), i.totalCents]));
  const sumMonths = (from: Date, count: number) => Array.from({ length: count }, (_, k) => totalOf.get(addMonths(from, k).getTime()) ?? 0).reduce((s, v) => s + v, 0);

  const latest = invoices[0];
  let currentBillCents = mtd.totalCents;
  let changePercent: number | null = null;
  if (latest && period === 'monthly') {
    currentBillCents = latest.totalCents;
    changePercent = pctChange(latest.totalCents, totalOf.get(addMonths(latest.periodStart, -1).getTime()) ?? null);
  } else if (latest) {
    const from = addMonths(latest.periodStart, -11);
    currentBillCents = sumMonths(from, 12);
    const before = invoices.some((i) => i.periodStart < from) ? sumMonths(addMonths(from, -12), 12) : null;
    changePercent = pctChange(currentBillCents, before);
  }

  const months = BILLING_PERIOD_MONTHS[period];
  const lastMonth = lastCompletedMonth(now);
  const spending = Array.from({ length: months }, (_, k) => {
    const m = addMonths(lastMonth, k - months + 1);
    return { label: monthLabel(m), periodStart: m, amountCents: totalOf.get(m.getTime()) ?? 0 };
  });
  const year = now.getUTCFullYear();
  const unpaid = invoices.filter((i) => invoiceStatus(i, now) !== 'paid').sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime());
  const breakdownTotal = [...mtd.byService.values()].reduce((s, v) => s + v, 0);

  return {
    period,
    currentBillCents,
    changePercent,
    nextInvoiceAt: addMonths(monthStart(now), 1),
    nextPaymentDueAt: unpaid[0]?.dueAt ?? null,
    // How to pay: the configured channels, with the oldest unpaid invoice's number as the account.
    paymentInstructions: paymentInstructions(unpaid[0]?.number ?? null),
    outstandingCents: unpaid.reduce((s, i) => s + i.totalCents - i.amountPaidCents, 0),
    ytdCents: invoices.filter((i) => i.periodStart.getUTCFullYear() === year).reduce((s, i) => s + i.totalCents, 0),
    spending,
    usageBreakdown: [...mtd.byService]
      .filter(([, cents]) => cents > 0)
      .sort((a, b) => b[1] - a[1])
      .map(([service, amountCents]) => ({ service, amountCents, percent: Math.round((amountCents / breakdownTotal) * 1000) / 10 })),
    budget: budgetStatus(account?.monthlyBudgetCents ?? null, mtd.totalCents),
  };
}

/** Set (cents ≥ 0) or clear (null) the monthly spend alert; answers the new budget status. */
export async function setSpendBudget(ctx: Caller, raw: unknown, now = new Date()) {
  const user = requireUser(ctx);
  const { monthlyBudgetCents } = parseInput(setSpendBudgetSchema, raw);
  await ctx.db.transaction(async (m) => {
    const account = await ensureBillingAccount(m, user);
    await m.getRepository(BillingAccountEntity).update(account.id, { monthlyBudgetCents, updatedAt: new Date() });
    await recordSecurityEvent(m, actorOf(ctx), { type: 'settings', action: monthlyBudgetCents === null ? 'Spend alert removed' : 'Spend alert set', severity: 'low' });
  });
  const mtd = await monthToDate(ctx, user.id, now);
  return budgetStatus(monthlyBudgetCents, mtd.totalCents);
}
