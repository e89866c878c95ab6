import type { DataSource } from 'typeorm';
import { config } from '../../config/config';
import { logger } from '../../common/logger';
import { UserEntity } from '../auth';
import { acquireLease, PROCESS_HOLDER, releaseLease } from '../platform';
import { CloudStorageServiceEntity } from '../services';
import { linesForMonth } from './billing-usage';
import { takeInvoiceNumber } from './invoice-number';
import { InvoiceLineEntity } from './invoice-line.entity';
import { InvoiceEntity } from './invoice.entity';
import { addMonths, invoiceDates, lastCompletedMonth, monthStart } from './months';
import { taxInvoice } from './vat';

const findInvoice = (db: DataSource, userId: number, periodStart: Date) =>
  db.getRepository(InvoiceEntity).findOne({ where: { userId, periodStart }, relations: { lines: true }, order: { lines: { position: 'ASC' } } });

/**
 * Issue a customer's tax invoice for a completed month, idempotently: an existing invoice for the
 * (customer, month) is returned as it is (unique key; a concurrent run loses the insert, rolls
 * back — giving its number back — and reads the winner's). No lines at all → no invoice (null).
 * VAT at the configured rate on every line and the total (vat.ts); a zero total is issued paid.
 * The invoice number is taken inside the same transaction, so numbers have no gaps.
 */
export async function generateInvoice(db: DataSource, userId: number, month: Date, now = new Date()): Promise<InvoiceEntity | null> {
  const dates = invoiceDates(monthStart(month));
  if (dates.periodEnd.getTime() > now.getTime()) throw new RangeError('Only a completed month can be invoiced');
  const existing = await findInvoice(db, userId, dates.periodStart);
  if (existing) return existing;
  try {
    return await db.transaction(async (m) => {
      await m.getRepository(UserEntity).findOneByOrFail({ id: userId });
      const drafts = await linesForMonth(m, userId, dates.periodStart);
      if (drafts.length === 0) return null;
      const rate = config().billing.vatRateBasisPoints;
      const taxed = taxInvoice(drafts, rate);
      const names = [...new Set(drafts.map((l) => l.serviceName).filter((n): n is string => !!n))];
      const invoice = m.getRepository(InvoiceEntity).create({
        userId,
        number: await takeInvoiceNumber(m),
        ...dates,
        subtotalCents: taxed.subtotalCents,
        vatRateBasisPoints: rate,
        vatCents: taxed.vatCents,
        totalCents: taxed.totalCents,
        amountPaidCents: 0,
        paidAt: taxed.totalCents === 0 ? dates.issuedAt : null,
        serviceNames: JSON.stringify(names),
        createdAt: now,
        lines: taxed.lines.map((d, position) => m.getRepository(InvoiceLineEntity).create({ ...d, position })),
      });
      return m.getRepository(InvoiceEntity).save(invoice);
    });
  } catch (e) {
    const raced = await findInvoice(db, userId, dates.periodStart);
    if (raced) return raced;
    throw e;
  }
}

/**
 * Invoice every customer who had a service in `month` (billable usage or a plan) and has no
 * invoice for it yet, in customer order. Returns how many invoices were issued.
 * `lease.stillLeased`, when given, is asked between customers every LEASE_RENEW_MS of work: false (the
 * lease went to another process) stops the run. Each invoice is its own transaction and the query
 * skips customers already invoiced, so a run that stops or is killed resumes where it stopped.
 */
export async function generateInvoicesForMonth(db: DataSource, month: Date, now = new Date(), lease: { stillLeased?: () => Promise<boolean>; renewEveryMs?: number } = {}): Promise<number> {
  const { stillLeased, renewEveryMs = LEASE_RENEW_MS } = lease;
  const { periodStart, periodEnd } = invoiceDates(monthStart(month));
  const rows = await db
    .getRepository(CloudStorageServiceEntity)
    .createQueryBuilder('s')
    .select('DISTINCT s.user_id', 'uid')
    .where('s.start_date < :periodEnd', { periodEnd })
    .andWhere('s.user_id NOT IN (SELECT i.user_id FROM invoices i WHERE i.period_start = :periodStart)', { periodStart })
    .orderBy('s.user_id', 'ASC')
    .getRawMany<{ uid: number | string }>();
  let issued = 0;
  let renewedAt = Date.now();
  for (const { uid } of rows) {
    if (stillLeased && Date.now() - renewedAt >= renewEveryMs) {
      if (!(await stillLeased())) break;
      renewedAt = Date.now();
    }
    if (await generateInvoice(db, Number(uid), periodStart, now)) issued++;
  }
  return issued;
}

/** Months the job looks back over, so a month missed while no process ran is still invoiced. */
export const CATCH_UP_MONTHS = 3;
const LEASE = 'billing-invoices';
const RUN_EVERY_MS = 60 * 60_000;
/**
 * A run at a provider's size takes many minutes (bench/scale-jobs.ts): the lease is short and renewed
 * as the run goes, so a killed process holds the job up for at most a minute, not a whole run.
 */
export const LEASE_TTL_MS = 60_000;
const LEASE_RENEW_MS = 15_000;

/**
 * One run of the monthly invoicing, under the database job lease (several API processes: one of
 * them works, the others return at once): the last CATCH_UP_MONTHS completed months, oldest first.
 */
export async function invoiceJobTick(db: DataSource, now = new Date(), holder = PROCESS_HOLDER): Promise<{ leased: boolean; issued: number }> {
  if (!(await acquireLease(db, LEASE, holder, now, LEASE_TTL_MS))) return { leased: false, issued: 0 };
  const renew = () => acquireLease(db, LEASE, holder, new Date(), LEASE_TTL_MS);
  try {
    let issued = 0;
    const last = lastCompletedMonth(now);
    for (let k = CATCH_UP_MONTHS - 1; k >= 0; k--) issued += await generateInvoicesForMonth(db, addMonths(last, -k), now, { stillLeased: renew });
    return { leased: true, issued };
  } finally {
    await releaseLease(db, LEASE, holder);
  }
}

/** Background job: the monthly invoices, a few seconds after start and then every hour. */
export function startInvoiceJob(db: DataSource): () => Promise<void> {
  let running: Promise<void> | null = null;
  let stopped = false;
  const run = () => {
    if (running || stopped) return;
    running = invoiceJobTick(db)
      .then(({ issued }) => {
        if (issued) logger.info({ issued }, 'monthly invoices issued');
      })
      .catch((e) => logger.error({ err: { message: e instanceof Error ? e.message : String(e) } }, 'invoice job failed'))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(run, Math.min(5_000, config().jobsTickSeconds * 1000));
  const timer = setInterval(run, RUN_EVERY_MS);
  first.unref();
  timer.unref();
  return async () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
}
