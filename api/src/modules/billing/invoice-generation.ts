import type { DataSource } from 'typeorm';
import type { Db } from '../../db/db';
import { config } from '../../config/config';
import { logger } from '../../common/logger';
import { UserEntity } from '../auth';
import { acquireLease, PROCESS_HOLDER, releaseLease, startPeriodicJob } from '../platform';
import { CloudStorageServiceEntity } from '../services';
import { hourIndexOf } from '../metering';
import { linesForMonth } from './billing-usage';
import { takeInvoiceNumbers } from './invoice-number';
import { InvoiceLineEntity } from './invoice-line.entity';
import { InvoiceEntity } from './invoice.entity';
import { addMonths, invoiceDates, lastCompletedMonth, monthStart } from './months';
import { taxInvoice } from './vat';

const findInvoice = (db: DataSource, userId: number, periodStart: Date) =>
  db.getRepository(InvoiceEntity).findOne({ where: { userId, periodStart }, relations: { lines: true }, order: { lines: { position: 'ASC' } } });

type InvoiceDates = ReturnType<typeof invoiceDates>;

function completedMonth(month: Date, now: Date): InvoiceDates {
  const dates = invoiceDates(monthStart(month));
  if (dates.periodEnd.getTime() > now.getTime()) throw new RangeError('Only a completed month can be invoiced');
  return dates;
}

/**
 * A customer's tax invoice for the month, not yet numbered or saved (null: no lines at all, so no
 * invoice). VAT at the configured rate on every line and the total (vat.ts); a zero total is issued paid.
 */
async function draftInvoice(m: Db, userId: number, dates: InvoiceDates, now: Date): Promise<InvoiceEntity | null> {
  const drafts = await linesForMonth(m, userId, dates.periodStart);
  if (drafts.length === 0) return null;
  const rate = config().billing.vatRateBasisPoints;
  const taxed = taxInvoice(drafts, rate);
  const names = [...new Set(drafts.map((l) => l.serviceName).filter((n): n is string => !!n))];
  return m.getRepository(InvoiceEntity).create({
    userId,
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
}

/**
 * Number drafted invoices in their order and save them, in the caller's transaction: the numbers
 * and the invoices commit or roll back together, so numbers have no gaps.
 */
async function issue(m: Db, invoices: InvoiceEntity[]): Promise<InvoiceEntity[]> {
  const numbers = await takeInvoiceNumbers(m, invoices.length);
  invoices.forEach((invoice, k) => (invoice.number = numbers[k]!));
  return invoices.length ? m.getRepository(InvoiceEntity).save(invoices) : [];
}

/**
 * Issue a customer's tax invoice for a completed month, idempotently: an existing invoice for the
 * (customer, month) is returned as it is (unique key; a concurrent run loses the insert, rolls
 * back — giving its number back — and reads the winner's). No lines at all → no invoice (null).
 */
export async function generateInvoice(db: DataSource, userId: number, month: Date, now = new Date()): Promise<InvoiceEntity | null> {
  const dates = completedMonth(month, now);
  const existing = await findInvoice(db, userId, dates.periodStart);
  if (existing) return existing;
  try {
    return await db.transaction(async (m) => {
      await m.getRepository(UserEntity).findOneByOrFail({ id: userId });
      const invoice = await draftInvoice(m, userId, dates, now);
      return invoice && (await issue(m, [invoice]))[0]!;
    });
  } catch (e) {
    const raced = await findInvoice(db, userId, dates.periodStart);
    if (raced) return raced;
    throw e;
  }
}

/**
 * The customers to invoice for the month, in order, in one query: those without an invoice for it
 * who had something billable then — a plan or a block volume (billed without usage), or a usage
 * record with stored or egress GB in the month. This is a superset of the customers whose month
 * has lines (computeLines bills nothing else), so months and customers with nothing to invoice
 * cost no transaction.
 */
async function customersToInvoice(db: DataSource, { periodStart, periodEnd }: InvoiceDates): Promise<number[]> {
  const rows = await db
    .getRepository(CloudStorageServiceEntity)
    .createQueryBuilder('s')
    .select('DISTINCT s.user_id', 'uid')
    .where('s.start_date < :periodEnd', { periodEnd })
    .andWhere('s.user_id NOT IN (SELECT i.user_id FROM invoices i WHERE i.period_start = :periodStart)', { periodStart })
    .andWhere(
      `(s.plan_type IS NOT NULL OR LOWER(s.service_type) LIKE '%block%' OR EXISTS (
        SELECT 1 FROM usage_records u WHERE u.service_id = s.id AND u.hour_index >= :fromHour AND u.hour_index < :toHour
          AND (u.stored_gb > 0 OR u.egress_kenya_gb > 0 OR u.egress_east_africa_gb > 0 OR u.egress_africa_gb > 0)))`,
      { fromHour: hourIndexOf(periodStart), toHour: hourIndexOf(periodEnd) },
    )
    .orderBy('s.user_id', 'ASC')
    .getRawMany<{ uid: number | string }>();
  return rows.map((r) => Number(r.uid));
}

/**
 * Customers per invoicing transaction, and how long a transaction keeps taking customers: one
 * commit for many invoices (the cost that dominated one transaction per invoice), while a batch
 * stays far from the lease's minute (0.3–0.6 s per batch of 50 in bench/scale-jobs.ts) and the
 * invoice counter row, locked from the numbering to the commit, is held only for the saves.
 */
const BATCH_CUSTOMERS = 50;
const BATCH_MS = 1_000;

/**
 * Invoice the first customers of `candidates` in one transaction, in order, until BATCH_MS or
 * `closeAt` (when the lease is next due to be asked) has passed. Returns how many it took.
 * If the transaction fails (a concurrent run issued one of them; one customer's data cannot be
 * invoiced), nothing of it is kept — numbers included — and its customers are retried one by one.
 */
async function invoiceBatch(db: DataSource, candidates: number[], dates: InvoiceDates, now: Date, closeAt: number): Promise<{ taken: number; issued: number }> {
  let taken = 0;
  try {
    const issued = await db.transaction(async (m) => {
      const stopAt = Math.min(Date.now() + BATCH_MS, closeAt);
      const drafts: InvoiceEntity[] = [];
      while (taken < candidates.length && (taken === 0 || Date.now() < stopAt)) {
        const invoice = await draftInvoice(m, candidates[taken++]!, dates, now);
        if (invoice) drafts.push(invoice);
      }
      return (await issue(m, drafts)).length;
    });
    return { taken, issued };
  } catch (batchError) {
    if (taken === 0) throw batchError; // the transaction could not even start
    return { taken, issued: await invoiceOneByOne(db, candidates.slice(0, taken), dates, now, batchError) };
  }
}

/**
 * The retry of a failed batch, each customer in its own transaction (generateInvoice: a customer
 * invoiced meanwhile is read back, not duplicated). A customer that still fails is logged and left
 * without an invoice, so the next run tries it again; the others are issued. When every customer
 * of a batch of several fails, the fault is not one customer's (e.g. the database is down): the
 * run stops with the batch's error.
 */
async function invoiceOneByOne(db: DataSource, userIds: number[], dates: InvoiceDates, now: Date, batchError: unknown): Promise<number> {
  let issued = 0;
  let failed = 0;
  for (const userId of userIds) {
    try {
      if (await generateInvoice(db, userId, dates.periodStart, now)) issued++;
    } catch (e) {
      failed++;
      logger.error({ userId, month: dates.periodStart.toISOString().slice(0, 7), err: { message: e instanceof Error ? e.message : String(e) } }, 'invoice not issued; the next run retries it');
    }
  }
  if (userIds.length > 1 && failed === userIds.length) throw batchError;
  return issued;
}

/**
 * Invoice every customer who had something billable in `month` and has no invoice for it yet, in
 * customer order, several customers per transaction (invoiceBatch). Returns how many invoices were
 * issued. `options.stillLeased`, when given, is asked between batches every LEASE_RENEW_MS of work
 * (a batch closes when it is due): false (the lease went to another process) stops the run. Every
 * batch commits its invoices and the queue skips customers already invoiced, so a run that stops or
 * is killed resumes at the first customer without an invoice.
 */
export async function generateInvoicesForMonth(
  db: DataSource,
  month: Date,
  now = new Date(),
  options: { stillLeased?: () => Promise<boolean>; renewEveryMs?: number; batchSize?: number } = {},
): Promise<number> {
  const { stillLeased, renewEveryMs = LEASE_RENEW_MS, batchSize = BATCH_CUSTOMERS } = options;
  const dates = completedMonth(month, now);
  const queue = await customersToInvoice(db, dates);
  let issued = 0;
  let renewedAt = Date.now();
  for (let next = 0; next < queue.length; ) {
    if (stillLeased && Date.now() - renewedAt >= renewEveryMs) {
      if (!(await stillLeased())) break;
      renewedAt = Date.now();
    }
    const batch = await invoiceBatch(db, queue.slice(next, next + batchSize), dates, now, stillLeased ? renewedAt + renewEveryMs : Infinity);
    next += batch.taken;
    issued += batch.issued;
  }
  return issued;
}

/** Months the job looks back over, so a month missed while no process ran is still invoiced. */
export const CATCH_UP_MONTHS = 3;
const LEASE = 'billing-invoices';
const RUN_EVERY_MS = 60 * 60_000;
/**
 * A run at a provider's size takes minutes (bench/scale-jobs.ts): the lease is short and renewed
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
  const tick = async () => {
    const { issued } = await invoiceJobTick(db);
    if (issued) logger.info({ issued }, 'monthly invoices issued');
  };
  return startPeriodicJob('invoice job', tick, { firstMs: Math.min(5_000, config().jobsTickSeconds * 1000), everyMs: RUN_EVERY_MS });
}
