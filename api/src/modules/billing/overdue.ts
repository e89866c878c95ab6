import type { Db } from '../../db/db';
import { preparedRead } from '../../db/prepared-read';
import { config } from '../../config/config';
import { InvoiceEntity } from './invoice.entity';

/**
 * "No overdue payments" (spec section 5): a customer is overdue at `asOf` when one of their
 * invoices was due before then and was not paid in full by then. Used by the competition to keep
 * such customers out of the live and the frozen entry lists.
 */

/**
 * SQL condition, for a query whose customer id is the column `userColumn`, that the customer has
 * NO overdue invoice at the parameter :overdueAsOf. (One index seek per customer on the invoices'
 * (user_id, period_start) index.)
 */
export const notOverdueSql = (userColumn: string) =>
  `NOT EXISTS (SELECT 1 FROM invoices od WHERE od.user_id = ${userColumn} AND od.due_at < :overdueAsOf AND (od.paid_at IS NULL OR od.paid_at > :overdueAsOf))`;

/** The customer's invoices that are overdue at `asOf`, oldest due first (their numbers and balances). */
export async function overdueInvoicesOf(db: Db, userId: number, asOf: Date) {
  const rows = await db
    .getRepository(InvoiceEntity)
    .createQueryBuilder('i')
    .where('i.user_id = :userId', { userId })
    .andWhere('i.due_at < :asOf', { asOf })
    .andWhere('(i.paid_at IS NULL OR i.paid_at > :asOf)', { asOf })
    .orderBy('i.due_at', 'ASC')
    .getMany();
  return rows.map((i) => ({ id: i.id, number: i.number, dueAt: i.dueAt, balanceCents: i.totalCents - i.amountPaidCents }));
}

/** A customer's storage on hold for an unpaid invoice (storageHoldOf). */
export interface StorageHoldRow {
  /** The oldest invoice unpaid past the grace: the one to pay first. */
  invoiceId: number;
  invoiceNumber: string;
  dueAt: Date;
  /** When the hold began: the due date plus STORAGE_HOLD_AFTER_DAYS. */
  since: Date;
}

/**
 * The hold rule, once: invoices with money owed (a zero invoice holds nothing) still unpaid at
 * `now` and due more than `afterDays` days before it, oldest due first. Both readers below add
 * their customers to it.
 */
function holdingInvoices(db: Db, bounds: { cutoff: unknown; now: unknown }) {
  return db
    .getRepository(InvoiceEntity)
    .createQueryBuilder('i')
    .select(['i.id', 'i.userId', 'i.number', 'i.dueAt'])
    .where('i.due_at < :cutoff', { cutoff: bounds.cutoff })
    .andWhere('(i.paid_at IS NULL OR i.paid_at > :now)', { now: bounds.now })
    .andWhere('i.total_cents > 0')
    .orderBy('i.due_at', 'ASC');
}

/** The rule's two moments: invoices due before `cutoff` and unpaid at `now` hold. */
const holdBounds = (now: Date, afterDays: number) => ({ cutoff: new Date(now.getTime() - afterDays * 86_400_000), now });

// Read on every S3 request: its SQL is built once (db/prepared-read.ts).
const holdOfUser = preparedRead(['cutoff', 'now', 'userId'], (db, p) => holdingInvoices(db, p).andWhere('i.user_id = :userId', { userId: p.userId }));

const holdOf = (i: InvoiceEntity, afterDays: number): StorageHoldRow => ({ invoiceId: i.id, invoiceNumber: i.number, dueAt: i.dueAt, since: new Date(i.dueAt.getTime() + afterDays * 86_400_000) });

/**
 * Whether the customer's storage is on hold at `now`: an invoice still unpaid `afterDays` days
 * (STORAGE_HOLD_AFTER_DAYS) after its due date. While it is, every S3 request with their keys and
 * every bucket operation of the console is refused (the embedded plane: storage/domain/buckets.ts;
 * Ceph: their RGW user is suspended), their data is kept and still billed, and paying the invoice
 * in full lifts the hold at once. Null when nothing is on hold. One index seek on
 * (user_id, period_start)'s rows of one customer.
 */
export async function storageHoldOf(db: Db, userId: number, now = new Date(), afterDays = config().billing.storageHoldAfterDays): Promise<StorageHoldRow | null> {
  const oldest = await holdOfUser.one(db, { ...holdBounds(now, afterDays), userId });
  return oldest ? holdOf(oldest, afterDays) : null;
}

/**
 * storageHoldOf for many customers in one statement (an admin's list of users): each one's hold, or
 * none in the map. The same rule and the same oldest invoice as storageHoldOf.
 */
export async function storageHoldsOf(db: Db, userIds: readonly number[], now = new Date(), afterDays = config().billing.storageHoldAfterDays): Promise<Map<number, StorageHoldRow>> {
  const holds = new Map<number, StorageHoldRow>();
  if (!userIds.length) return holds;
  for (const i of await holdingInvoices(db, holdBounds(now, afterDays)).andWhere('i.user_id IN (:...userIds)', { userIds: [...userIds] }).getMany()) {
    if (!holds.has(i.userId)) holds.set(i.userId, holdOf(i, afterDays));
  }
  return holds;
}
