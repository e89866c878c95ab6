import type { DataSource } from 'typeorm';
import { badInput, conflict, notFound } from '../../common/errors';
import { isUniqueViolation } from '../../common/error-mapping';
import { parseRowId } from '../../common/ids';
import { parseInput } from '../../common/validation';
import { PAYMENT_METHOD_LABELS, recordPaymentSchema, type PaymentMethod } from '../../contracts/billing';
import { formatKsh } from '../../contracts/money';
import { actorOf, type Actor, type Caller } from '../caller';
import { recordAdminAction, recordSecurityEvent } from '../audit';
import { portalUrl, requireAdmin, UserEntity } from '../auth';
import { enqueueMessages, wakeOutbox } from '../notifications';
import { InvoicePaymentEntity, type PaymentSource } from './invoice-payment.entity';
import { InvoiceEntity } from './invoice.entity';
import { withDetails } from './invoices.service';

/** A payment date may be this far ahead of the server clock (clock skew); later is refused. */
const FUTURE_TOLERANCE_MS = 5 * 60_000;

export interface NewPayment {
  invoiceId: number;
  method: PaymentMethod;
  reference: string;
  amountCents: number;
  paidAt: Date;
  source: PaymentSource;
  recordedBy: number | null;
}

const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Apply money received to an invoice, in one transaction: the payment row, the invoice's amount
 * paid and — when the payments now cover the total — its paid date. Race-safe without a read-
 * modify-write: the amount is added by a conditional UPDATE (`amount_paid + x <= total`), which
 * PostgreSQL re-checks after a concurrent payment commits and SQLite runs under its single writer;
 * so two payments can never together exceed the total. Refused: a reference already recorded
 * (unique per method), more than the balance (an overpayment), a paid invoice. Audited, and the
 * customer gets an e-mail receipt (outbox, same transaction).
 */
export async function applyPayment(db: DataSource, p: NewPayment, actor: Actor, now = new Date()) {
  const label = PAYMENT_METHOD_LABELS[p.method];
  try {
    return await db.transaction(async (m) => {
      const invoice = await m.getRepository(InvoiceEntity).findOneBy({ id: p.invoiceId });
      if (!invoice) throw notFound('Invoice');
      if (p.paidAt.getTime() < invoice.periodStart.getTime()) throw badInput(`The payment date is before the invoice period (${day(invoice.periodStart)})`, 'paidAt');
      const dup = await m.getRepository(InvoicePaymentEntity).findOneBy({ method: p.method, reference: p.reference });
      if (dup) throw conflict(`${label} reference ${p.reference} is already recorded`, 'reference');
      const added = await m
        .createQueryBuilder()
        .update(InvoiceEntity)
        .set({ amountPaidCents: () => 'amount_paid_cents + :amount' })
        .where('id = :id', { id: invoice.id })
        .andWhere('amount_paid_cents + :amount <= total_cents')
        .setParameter('amount', p.amountCents)
        .execute();
      if (!added.affected) {
        const fresh = await m.getRepository(InvoiceEntity).findOneByOrFail({ id: invoice.id });
        const balance = fresh.totalCents - fresh.amountPaidCents;
        throw badInput(balance <= 0 ? `Invoice ${fresh.number} is already paid in full` : `The amount is more than the balance of ${formatKsh(balance)} on invoice ${fresh.number}`, 'amountCents');
      }
      const payment = await m.getRepository(InvoicePaymentEntity).save(
        m.getRepository(InvoicePaymentEntity).create({
          invoiceId: invoice.id,
          userId: invoice.userId,
          method: p.method,
          reference: p.reference,
          amountCents: p.amountCents,
          paidAt: p.paidAt,
          recordedAt: now,
          source: p.source,
          recordedBy: p.recordedBy,
        }),
      );
      await m
        .createQueryBuilder()
        .update(InvoiceEntity)
        .set({ paidAt: p.paidAt })
        .where('id = :id', { id: invoice.id })
        .andWhere('amount_paid_cents = total_cents')
        .andWhere('paid_at IS NULL')
        .execute();
      const updated = await m.getRepository(InvoiceEntity).findOneByOrFail({ id: invoice.id });
      const balance = updated.totalCents - updated.amountPaidCents;
      await recordSecurityEvent(m, actor, {
        type: 'admin',
        action: `${label} payment ${p.reference} of ${formatKsh(p.amountCents)} recorded on invoice ${updated.number}${balance === 0 ? ' (paid in full)' : ` (balance ${formatKsh(balance)})`}`,
        severity: 'medium',
        userId: invoice.userId,
      });
      // The admin audit log has every administrator's act; a provider's confirmation is no admin act.
      if (p.source === 'admin') {
        await recordAdminAction(m, actor, {
          action: 'payment_recorded',
          summary: `Recorded ${label} payment ${p.reference} of ${formatKsh(p.amountCents)} on invoice ${updated.number} of customer #${invoice.userId}${balance === 0 ? ' (paid in full)' : ` (balance ${formatKsh(balance)})`}`,
          target: { type: 'invoice', id: invoice.id },
        });
      }
      const customer = await m.getRepository(UserEntity).findOneBy({ id: invoice.userId });
      if (customer && !customer.deletedAt) await enqueueMessages(m, [receiptMessage(customer, updated, payment, balance)]);
      const [withAll] = await withDetails(m, [updated]);
      return { invoice: withAll!, payment };
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict(`${label} reference ${p.reference} is already recorded`, 'reference');
    throw e;
  }
}

/** Admin: record a payment (method, reference, amount, date) against any customer's invoice. */
export async function recordInvoicePayment(ctx: Caller, raw: unknown, now = new Date()) {
  const admin = requireAdmin(ctx);
  const input = parseInput(recordPaymentSchema, raw);
  if (input.paidAt.getTime() > now.getTime() + FUTURE_TOLERANCE_MS) throw badInput('The payment date cannot be in the future', 'paidAt');
  const invoiceId = parseRowId(input.invoiceId);
  if (!invoiceId) throw notFound('Invoice');
  const result = await applyPayment(ctx.db, { invoiceId, method: input.method, reference: input.reference, amountCents: input.amountCents, paidAt: input.paidAt, source: 'admin', recordedBy: admin.id }, actorOf(ctx), now);
  wakeOutbox();
  return result;
}

function receiptMessage(customer: UserEntity, invoice: InvoiceEntity, payment: InvoicePaymentEntity, balance: number) {
  const label = PAYMENT_METHOD_LABELS[payment.method];
  return {
    kind: 'payment-receipt',
    dedupeKey: `payment-receipt:${payment.id}`,
    userId: customer.id,
    channel: 'email' as const,
    recipient: customer.email,
    subject: `Payment received for invoice ${invoice.number}`,
    body:
      `Hello ${customer.firstName},\n\nThank you: we received your ${label} payment.\n\n` +
      `Receipt: ${payment.reference}\nAmount: ${formatKsh(payment.amountCents)}\nDate: ${day(payment.paidAt)}\nInvoice: ${invoice.number} (total ${formatKsh(invoice.totalCents)})\n` +
      (balance === 0 ? 'The invoice is now paid in full.\n' : `Balance still due: ${formatKsh(balance)} by ${day(invoice.dueAt)}.\n`) +
      `\nYour invoices and receipts: ${portalUrl('/dashboard/billing')}\n\n— Mawingu Cloud\nThis message was sent automatically; replies are not read.`,
  };
}
