import type { DataSource } from 'typeorm';
import { In } from 'typeorm';
import { config } from '../../config/config';
import { logger } from '../../common/logger';
import { formatKsh } from '../../contracts/money';
import { portalUrl, UserEntity } from '../auth';
import { enqueueMessages, queuedKeys, wakeOutbox, type NewMessage } from '../notifications';
import { acquireLease, PROCESS_HOLDER, releaseLease, startPeriodicJob } from '../platform';
import { InvoiceEntity } from './invoice.entity';
import { paymentInstructions } from './payment-instructions';

/**
 * The e-mails that come before and with a storage hold (overdue.ts storageHoldOf), so that no
 * customer finds their storage closed without warning:
 *
 * 1. `invoice-overdue`, once the due date has passed: the amount, and the day the hold begins;
 * 2. `storage-hold-soon`, three days before that day;
 * 3. `storage-hold`, when the hold has begun: what stops, that the data is kept, how to lift it.
 *
 * One e-mail per invoice and stage (the outbox's dedupe key), and only the stage the invoice is in
 * now: a customer whose invoice a stopped job finds already on hold gets the hold notice, not three
 * e-mails at once. They go out at once and whatever the e-mail settings, as security alerts do
 * (notification-policy.ts `service`): losing access to one's data is not digest material.
 * A payment ends the sequence (only unpaid invoices are read).
 */

const DAY_MS = 86_400_000;
/** The last warning comes this long before the hold. */
export const HOLD_WARNING_DAYS = 3;
/** Invoices due longer ago than this are left alone: their notices went out while they were recent. */
const LOOK_BACK_DAYS = 120;
const BATCH = 500;

export type HoldNoticeKind = 'invoice-overdue' | 'storage-hold-soon' | 'storage-hold';

/** The notice an unpaid invoice due at `dueAt` calls for at `now` (null: not yet due). Pure. */
export function holdNoticeStage(dueAt: Date, now: Date, holdAfterDays: number): HoldNoticeKind | null {
  const holdAt = dueAt.getTime() + holdAfterDays * DAY_MS;
  if (now.getTime() >= holdAt) return 'storage-hold';
  // With a grace of three days or less the overdue notice is already the last warning.
  if (holdAfterDays > HOLD_WARNING_DAYS && now.getTime() >= holdAt - HOLD_WARNING_DAYS * DAY_MS) return 'storage-hold-soon';
  if (now.getTime() >= dueAt.getTime()) return 'invoice-overdue';
  return null;
}

const day = (d: Date) => d.toISOString().slice(0, 10);

function howToPay(invoiceNumber: string): string {
  const { mpesa, bank } = paymentInstructions(invoiceNumber);
  const ways = [
    mpesa && `M-Pesa: Paybill ${mpesa.businessNumber}, account ${invoiceNumber}`,
    bank && `Bank transfer: ${bank.bankName}, ${bank.accountName}, account ${bank.accountNumber}, reference ${invoiceNumber}`,
  ].filter(Boolean);
  return ways.length ? `How to pay:\n${ways.map((w) => `- ${w}`).join('\n')}\n` : '';
}

/** The e-mail for one stage of one invoice (the outbox's row). */
export function holdNoticeMessage(kind: HoldNoticeKind, user: Pick<UserEntity, 'id' | 'email' | 'firstName'>, invoice: Pick<InvoiceEntity, 'id' | 'number' | 'dueAt' | 'totalCents' | 'amountPaidCents'>, holdAfterDays: number): NewMessage {
  const balance = formatKsh(invoice.totalCents - invoice.amountPaidCents);
  const holdAt = day(new Date(invoice.dueAt.getTime() + holdAfterDays * DAY_MS));
  const billing = portalUrl('/dashboard/billing');
  const what = `Invoice: ${invoice.number}\nAmount due: ${balance}\nDue date: ${day(invoice.dueAt)}\n`;
  const stops = 'your access keys, the bucket browser and public links to your files stop working';
  const texts: Record<HoldNoticeKind, { subject: string; lead: string }> = {
    'invoice-overdue': {
      subject: `Invoice ${invoice.number} is overdue`,
      lead: `Your invoice ${invoice.number} was due on ${day(invoice.dueAt)} and is not paid yet. If it is still unpaid on ${holdAt}, your storage will be put on hold: ${stops} until it is paid. Nothing is deleted.`,
    },
    'storage-hold-soon': {
      subject: `Your storage will be put on hold on ${holdAt}`,
      lead: `Your invoice ${invoice.number} is still unpaid. On ${holdAt} your storage will be put on hold: ${stops} until it is paid. Nothing is deleted. Paying now avoids the interruption.`,
    },
    'storage-hold': {
      subject: `Your storage is on hold: invoice ${invoice.number} is unpaid`,
      lead: `Your storage is on hold since ${holdAt} because invoice ${invoice.number} is unpaid: ${stops}. Your data is kept and still billed. Access comes back as soon as the payment is recorded.`,
    },
  };
  const t = texts[kind];
  return {
    kind,
    dedupeKey: `${kind}:${invoice.id}`,
    userId: user.id,
    channel: 'email',
    recipient: user.email,
    subject: t.subject,
    body: `Hello ${user.firstName},\n\n${t.lead}\n\n${what}\n${howToPay(invoice.number)}\nYour invoices: ${billing}\n\n— Mawingu Cloud\nThis message was sent automatically; replies are not read.`,
  };
}

/**
 * Queue the notices the unpaid invoices call for at `now`, a batch of 500 invoices at a time (keyset
 * on the id; each batch one read of the invoices, one of the outbox and one insert). Idempotent: a
 * notice already queued is not queued again. Returns how many were queued.
 */
export async function queueHoldNotices(db: DataSource, now = new Date(), holdAfterDays = config().billing.storageHoldAfterDays): Promise<number> {
  let after = 0;
  let queued = 0;
  for (;;) {
    const invoices = await db
      .getRepository(InvoiceEntity)
      .createQueryBuilder('i')
      .select(['i.id', 'i.userId', 'i.number', 'i.dueAt', 'i.totalCents', 'i.amountPaidCents'])
      .where('i.id > :after', { after })
      .andWhere('i.paid_at IS NULL')
      .andWhere('i.total_cents > 0')
      .andWhere('i.due_at <= :now', { now })
      .andWhere('i.due_at > :oldest', { oldest: new Date(now.getTime() - LOOK_BACK_DAYS * DAY_MS) })
      // The same bound on the month (due date = the month's end + INVOICE_DUE_DAYS), which the
      // (period_start) index serves: a tick reads the last months' invoices, not every invoice ever.
      .andWhere('i.period_start > :floor', { floor: new Date(now.getTime() - (LOOK_BACK_DAYS + 92) * DAY_MS) })
      .orderBy('i.id', 'ASC')
      .limit(BATCH)
      .getMany();
    if (!invoices.length) return queued;
    after = invoices[invoices.length - 1]!.id;
    const due = invoices.flatMap((invoice) => {
      const kind = holdNoticeStage(invoice.dueAt, now, holdAfterDays);
      return kind ? [{ invoice, kind, key: `${kind}:${invoice.id}` }] : [];
    });
    if (!due.length) continue;
    const sent = await queuedKeys(db, due.map((d) => d.key));
    const fresh = due.filter((d) => !sent.has(d.key));
    if (!fresh.length) continue;
    const users = new Map(
      (await db.getRepository(UserEntity).find({ select: { id: true, email: true, firstName: true, deletedAt: true }, where: { id: In([...new Set(fresh.map((d) => d.invoice.userId))]) } })).map((u) => [u.id, u]),
    );
    const messages = fresh.flatMap(({ invoice, kind }) => {
      const user = users.get(invoice.userId);
      return user && !user.deletedAt ? [holdNoticeMessage(kind, user, invoice, holdAfterDays)] : [];
    });
    await enqueueMessages(db, messages);
    queued += messages.length;
  }
}

const LEASE = 'billing-hold-notices';
const LEASE_TTL_MS = 60_000;
const RUN_EVERY_MS = 60 * 60_000;

/** One run under the job lease (several API processes: one works, the others return at once). */
export async function holdNoticesTick(db: DataSource, now = new Date(), holder = PROCESS_HOLDER): Promise<{ leased: boolean; queued: number }> {
  if (!(await acquireLease(db, LEASE, holder, now, LEASE_TTL_MS))) return { leased: false, queued: 0 };
  try {
    const queued = await queueHoldNotices(db, now);
    if (queued) wakeOutbox();
    return { leased: true, queued };
  } finally {
    await releaseLease(db, LEASE, holder);
  }
}

/** Background job: the notices a few seconds after start, then every hour (a hold begins at most an hour before its notice). */
export function startHoldNoticesJob(db: DataSource): () => Promise<void> {
  const tick = async () => {
    const { queued } = await holdNoticesTick(db);
    if (queued) logger.info({ queued }, 'billing hold notices queued');
  };
  return startPeriodicJob('hold notices job', tick, { firstMs: Math.min(6_000, config().jobsTickSeconds * 1000), everyMs: RUN_EVERY_MS });
}
