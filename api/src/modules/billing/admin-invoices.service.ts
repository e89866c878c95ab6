import { Brackets } from 'typeorm';
import type { AdminInvoiceFilter } from '../../contracts/billing';
import type { Caller } from '../caller';
import { containsPattern, decodeTimeCursor, encodeTimeCursor, parsePageArgs, toPage } from '../admin';
import { requireAdmin } from '../auth';
import { InvoiceEntity } from './invoice.entity';
import { withDetails } from './invoices.service';

/**
 * Admin: every customer's invoices, newest issued first (keyset on issued date and id), filtered
 * by state (unpaid = not paid in full, overdue = unpaid past its due date, paid) and searched by
 * invoice number or the customer's name, e-mail or username.
 */
export async function adminInvoices(ctx: Caller, filter: AdminInvoiceFilter, raw: unknown, now = new Date()) {
  requireAdmin(ctx);
  const { first, after, search } = parsePageArgs(raw);
  const qb = ctx.db.getRepository(InvoiceEntity).createQueryBuilder('i').innerJoin('i.user', 'u');
  if (filter === 'unpaid') qb.andWhere('i.paid_at IS NULL');
  if (filter === 'paid') qb.andWhere('i.paid_at IS NOT NULL');
  if (filter === 'overdue') qb.andWhere('i.paid_at IS NULL AND i.due_at < :now', { now });
  if (search) {
    qb.andWhere(
      new Brackets((w) => {
        for (const col of ['i.number', 'u.email', 'u.username', 'u.first_name', 'u.last_name']) w.orWhere(`lower(${col}) LIKE :p ESCAPE '\\'`);
      }),
      { p: containsPattern(search) },
    );
  }
  if (after) {
    const k = decodeTimeCursor(after);
    qb.andWhere('(i.issued_at < :at OR (i.issued_at = :at AND i.id < :id))', { at: k.at, id: k.id });
  }
  const rows = await qb.orderBy('i.issued_at', 'DESC').addOrderBy('i.id', 'DESC').limit(first + 1).getMany();
  const page = toPage(rows, first, (i) => encodeTimeCursor({ at: i.issuedAt, id: i.id }));
  await withDetails(ctx.db, page.nodes);
  return page;
}
