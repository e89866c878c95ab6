import { In, LessThan } from 'typeorm';
import { badInput, forbidden, notFound } from '../../common/errors';
import { parseRowId } from '../../common/ids';
import type { Db } from '../../db/db';
import type { Caller } from '../caller';
import { isAdminSession, requireUser } from '../auth';
import { InvoiceLineEntity } from './invoice-line.entity';
import { InvoicePaymentEntity } from './invoice-payment.entity';
import { InvoiceEntity } from './invoice.entity';
import { storageHoldOf } from './overdue';

export const MAX_PAGE = 100;

const cursorOf = (inv: InvoiceEntity) => Buffer.from(inv.periodStart.toISOString()).toString('base64url');
function periodFromCursor(after: string): Date {
  const d = new Date(Buffer.from(after, 'base64url').toString('utf8'));
  if (Number.isNaN(d.getTime())) throw badInput('Invalid cursor', 'after');
  return d;
}

/** The customer's invoices, newest month first, with keyset pagination (one invoice per month). */
export async function listMyInvoices(ctx: Caller, first = 20, after?: string | null) {
  const user = requireUser(ctx);
  const take = Math.max(1, Math.min(MAX_PAGE, Math.trunc(first || 20)));
  const rows = await ctx.db.getRepository(InvoiceEntity).find({
    where: after ? { userId: user.id, periodStart: LessThan(periodFromCursor(after)) } : { userId: user.id },
    order: { periodStart: 'DESC' },
    take: take + 1,
  });
  const nodes = await withDetails(ctx.db, rows.slice(0, take));
  const last = nodes[nodes.length - 1];
  return { nodes, pageInfo: { endCursor: last ? cursorOf(last) : null, hasNextPage: rows.length > take } };
}

/** Attach the lines and the payments of a page of invoices: one query each, whatever the page size. */
export async function withDetails(db: Db, invoices: InvoiceEntity[]): Promise<InvoiceEntity[]> {
  if (invoices.length === 0) return invoices;
  const ids = invoices.map((i) => i.id);
  const [lines, payments] = await Promise.all([
    db.getRepository(InvoiceLineEntity).find({ where: { invoiceId: In(ids) }, order: { invoiceId: 'ASC', position: 'ASC' } }),
    db.getRepository(InvoicePaymentEntity).find({ where: { invoiceId: In(ids) }, order: { paidAt: 'ASC', id: 'ASC' } }),
  ]);
  for (const inv of invoices) {
    inv.lines = lines.filter((l) => l.invoiceId === inv.id);
    inv.payments = payments.filter((p) => p.invoiceId === inv.id);
  }
  return invoices;
}

/** Every invoice of the customer (CSV export), newest first. */
export async function allMyInvoices(ctx: Caller) {
  const user = requireUser(ctx);
  return ctx.db.getRepository(InvoiceEntity).find({ where: { userId: user.id }, order: { periodStart: 'DESC' } });
}

/** One of the customer's invoices with its lines and payments; anyone else's id is NOT_FOUND. */
export async function getMyInvoice(ctx: Caller, rawId: string | number): Promise<InvoiceEntity> {
  const user = requireUser(ctx);
  const id = parseRowId(rawId);
  const invoice = id ? await ctx.db.getRepository(InvoiceEntity).findOneBy({ id, userId: user.id }) : null;
  if (!invoice) throw notFound('Invoice');
  const [withAll] = await withDetails(ctx.db, [invoice]);
  return withAll!;
}

export const serviceNamesOf = (inv: InvoiceEntity): string[] => {
  try {
    const v = JSON.parse(inv.serviceNames) as unknown;
    return Array.isArray(v) ? v.map(String) : [];
  } catch {
    return [];
  }
};

export const balanceOf = (inv: Pick<InvoiceEntity, 'totalCents' | 'amountPaidCents'>) => inv.totalCents - inv.amountPaidCents;

/** The signed-in customer's storage hold for an unpaid invoice, or null (billing/overdue.ts). */
export async function myStorageHold(ctx: Caller) {
  const user = requireUser(ctx);
  return storageHoldOf(ctx.db, user.id);
}

/** A user's storage hold, for that user or an admin (the admin's list of users: one statement per page). */
export function storageHoldOfUser(ctx: Caller, userId: number) {
  const viewer = requireUser(ctx);
  if (viewer.id !== userId && !isAdminSession(ctx)) throw forbidden();
  return ctx.loaders.storageHoldByUserId.load(userId);
}
