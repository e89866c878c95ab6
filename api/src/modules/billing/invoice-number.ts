import type { Db } from '../../db/db';
import { BillingSequenceEntity } from './billing-sequence.entity';

export const INVOICE_SEQUENCE = 'invoice';

/** INV-000042 from 42 (six digits at least; more when the sequence outgrows them). */
export const formatInvoiceNumber = (n: number) => `INV-${String(n).padStart(6, '0')}`;

/**
 * Take the next `count` invoice numbers, in order, inside the caller's transaction (pass its
 * manager). The counter row is incremented in place: on PostgreSQL the row lock makes a concurrent
 * transaction wait and then read the committed value; on SQLite the transaction holds the single
 * write lock. A rollback returns the numbers, so committed invoices are numbered 1, 2, 3… without gaps.
 */
export async function takeInvoiceNumbers(m: Db, count: number): Promise<string[]> {
  if (count === 0) return [];
  const repo = m.getRepository(BillingSequenceEntity);
  const bumped = await repo.createQueryBuilder().update().set({ lastValue: () => 'last_value + :count' }).where('name = :name', { name: INVOICE_SEQUENCE, count }).execute();
  if (!bumped.affected) throw new Error('billing_sequences has no invoice counter (migrations not run?)');
  const { lastValue } = await repo.findOneByOrFail({ name: INVOICE_SEQUENCE });
  return Array.from({ length: count }, (_, k) => formatInvoiceNumber(lastValue - count + 1 + k));
}

/** The next invoice number, inside the caller's transaction (see takeInvoiceNumbers). */
export const takeInvoiceNumber = async (m: Db): Promise<string> => (await takeInvoiceNumbers(m, 1))[0]!;
