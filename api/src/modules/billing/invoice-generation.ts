import type { DataSource } from 'typeorm';
import { logger } from '../../common/logger';
import { UserEntity } from '../auth/user.entity';
import { CloudStorageServiceEntity } from '../services/service.entity';
import { ensureBillingAccount } from './billing-account';
import { linesForMonth } from './billing-usage';
import { InvoiceLineEntity } from './invoice-line.entity';
import { InvoiceEntity } from './invoice.entity';
import { invoiceDates, invoiceNumber, lastCompletedMonth, monthStart } from './months';

const findInvoice = (db: DataSource, userId: number, periodStart: Date) =>
  db.getRepository(InvoiceEntity).findOne({ where: { userId, periodStart }, relations: { lines: true }, order: { lines: { position: 'ASC' } } });

/**
 * Issue a customer's invoice for a completed month, idempotently: an existing invoice for the
 * (customer, month) is returned as it is (unique key; a concurrent run loses the insert and reads
 * the winner's). No lines at all → no invoice (null). A zero total is issued already paid.
 */
export async function generateInvoice(db: DataSource, userId: number, month: Date, now = new Date()): Promise<InvoiceEntity | null> {
  const dates = invoiceDates(monthStart(month));
  if (dates.periodEnd.getTime() > now.getTime()) throw new RangeError('Only a completed month can be invoiced');
  const existing = await findInvoice(db, userId, dates.periodStart);
  if (existing) return existing;
  try {
    return await db.transaction(async (m) => {
      const user = await m.getRepository(UserEntity).findOneByOrFail({ id: userId });
      const drafts = await linesForMonth(m, userId, dates.periodStart);
      if (drafts.length === 0) return null;
      await ensureBillingAccount(m, user);
      const totalCents = drafts.reduce((s, l) => s + l.amountCents, 0);
      const names = [...new Set(drafts.map((l) => l.serviceName).filter((n): n is string => !!n))];
      const invoice = m.getRepository(InvoiceEntity).create({
        userId,
        number: invoiceNumber(dates.periodStart, userId),
        ...dates,
        totalCents,
        paidAt: totalCents === 0 ? dates.issuedAt : null,
        serviceNames: JSON.stringify(names),
        createdAt: now,
        lines: drafts.map((d, position) => m.getRepository(InvoiceLineEntity).create({ ...d, position })),
      });
      return m.getRepository(InvoiceEntity).save(invoice);
    });
  } catch (e) {
    const raced = await findInvoice(db, userId, dates.periodStart);
    if (raced) return raced;
    throw e;
  }
}

/** Invoice every customer who had a service in `month` and has no invoice for it yet. */
export async function generateInvoicesForMonth(db: DataSource, month: Date, now = new Date()): Promise<number> {
  const { periodStart, periodEnd } = invoiceDates(monthStart(month));
  const rows = await db
    .getRepository(CloudStorageServiceEntity)
    .createQueryBuilder('s')
    .select('DISTINCT s.user_id', 'uid')
    .where('s.start_date < :periodEnd', { periodEnd })
    .andWhere('s.user_id NOT IN (SELECT i.user_id FROM invoices i WHERE i.period_start = :periodStart)', { periodStart })
    .getRawMany<{ uid: number | string }>();
  let issued = 0;
  for (const { uid } of rows) if (await generateInvoice(db, Number(uid), periodStart, now)) issued++;
  return issued;
}

/** Background job: last month's invoices when missing, now and every hour. */
export function startInvoiceJob(db: DataSource): () => void {
  const run = async () => {
    try {
      const issued = await generateInvoicesForMonth(db, lastCompletedMonth(new Date()));
      if (issued) logger.info({ issued }, 'monthly invoices issued');
    } catch (e) {
      logger.error({ err: { message: e instanceof Error ? e.message : String(e) } }, 'invoice job failed');
    }
  };
  void run();
  const timer = setInterval(run, 60 * 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
