import { In, LessThan } from 'typeorm';
import type { Db } from '../../graphql/context';
import { InvoiceLineEntity } from './invoice-line.entity';
import { badInput, notFound } from '../../common/errors';
import type { RequestContext } from '../../graphql/context';
import { requireUser } from '../auth/auth.service';
import { InvoiceEntity } from './invoice.entity';
import { parseRowId } from '../../common/ids';

export const MAX_PAGE = 100;

const cursorOf = (inv: InvoiceEntity) => Buffer.from(inv.periodStart.toISOString()).toString('base64url');
function periodFromCursor(after: string): Date {
  const d = new Date(Buffer.from(after, 'base64url').toString('utf8'));
  if (Number.isNaN(d.getTime())) throw badInput('Invalid cursor', 'after');
  return d;
}

/** The customer's invoices, newest month first, with keyset pagination (one invoice per month). */
export async function listMyInvoices(ctx: RequestContext, first = 20, after?: string | null) {
  const user = requireUser(ctx);
  const take = Math.max(1, Math.min(MAX_PAGE, Math.trunc(first || 20)));
  const rows = await ctx.db.getRepository(InvoiceEntity).find({
    where: after ? { userId: user.id, periodStart: LessThan(periodFromCursor(after)) } : { userId: user.id },
    order: { periodStart: 'DESC' },
    take: take + 1,
  });
  const nodes = await withLines(ctx.db, rows.slice(0, take));
  const last = nodes[nodes.length - 1];
  return { nodes, pageInfo: { endCursor: last ? cursorOf(last) : null, hasNextPage: rows.length > take } };
}

/** Attach the lines of a page of invoices with one query. */
async function withLines(db: Db, invoices: InvoiceEntity[]): Promise<InvoiceEntity[]> {
  if (invoices.length === 0) return invoices;
  const lines = await db.getRepository(InvoiceLineEntity).find({ where: { invoiceId: In(invoices.map((i) => i.id)) }, order: { invoiceId: 'ASC', position: 'ASC' } });
  for (const inv of invoices) inv.lines = lines.filter((l) => l.invoiceId === inv.id);
  return invoices;
}

/** Every invoice of the customer (CSV export), newest first. */
export async function allMyInvoices(ctx: RequestContext) {
  const user = requireUser(ctx);
  return ctx.db.getRepository(InvoiceEntity).find({ where: { userId: user.id }, order: { periodStart: 'DESC' } });
}

/** One of the customer's invoices; anyone else's id is NOT_FOUND. */
export async function getMyInvoice(ctx: RequestContext, rawId: string | number): Promise<InvoiceEntity> {
  const user = requireUser(ctx);
  const id = parseRowId(rawId);
  const invoice = id
      ? await ctx.db.getRepository(InvoiceEntity).findOne({ where: { id, userId: user.id }, relations: { lines: true }, order: { lines: { position: 'ASC' } } })
      : null;
  if (!invoice) throw notFound('Invoice');
  return invoice;
}

export const serviceNamesOf = (inv: InvoiceEntity): string[] => {
  try {
    const v = JSON.parse(inv.serviceNames) as unknown;
    return Array.isArray(v) ? v.map(String) : [];
  } catch {
    return [];
  }
};
