import type { Db } from '../../db/db';
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
