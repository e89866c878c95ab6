import { In, type DataSource } from 'typeorm';
import { config } from '../../config/config';
import { logger } from '../../common/logger';
import type { Db } from '../../db/db';
import { runDigests } from './digest.service';
import { decide, notificationPrefsOf } from './notification-policy';
import { OutboxMessageEntity, type Channel } from './outbox-message.entity';
import { transportsFor, type Transport } from './transports';

export interface NewMessage {
  kind: string;
  dedupeKey: string;
  userId: number | null;
  channel: Channel;
  recipient: string;
  subject: string;
  body: string;
}

/** Attempts before a message is marked failed; retries back off 1, 2, 4, 8 minutes. */
export const MAX_ATTEMPTS = 5;
/** How long a claimed message stays claimed; a sender that died mid-send gives it back after this. */
const CLAIM_MS = 2 * 60_000;
const BATCH = 50;

/**
 * Queue messages, in the caller's transaction when given its manager, so a message exists exactly
 * when the change it reports was committed. A key already queued is ignored (idempotent).
 * The user's notification settings decide each message's fate (`notification-policy.ts`): sent
 * (`pending`), kept for the user's e-mail digest (`held`), or not sent at all (`skipped`).
 * Security alerts are always sent.
 */
export async function enqueueMessages(m: Db, messages: NewMessage[]): Promise<void> {
  if (!messages.length) return;
  const now = new Date();
  const prefs = await notificationPrefsOf(m, messages.flatMap((msg) => (msg.userId === null ? [] : [msg.userId])));
  const rows = messages.map((msg) => {
    const decision = decide(msg, msg.userId === null ? null : (prefs.get(msg.userId) ?? null));
    return {
      ...msg,
      subject: msg.subject.slice(0, 200),
      status: decision.status,
      attempts: 0,
      lastError: decision.status === 'skipped' ? decision.reason : null,
      lockedUntil: null,
      nextAttemptAt: now,
      createdAt: now,
      sentAt: null,
      messageId: null,
    };
  });
  await m.getRepository(OutboxMessageEntity).createQueryBuilder().insert().values(rows).orIgnore().execute();
}

/** Which of these dedupe keys are already queued (in any state): a job can skip them before building messages. */
export async function queuedKeys(db: Db, dedupeKeys: readonly string[]): Promise<Set<string>> {
  if (!dedupeKeys.length) return new Set();
  const rows = await db.getRepository(OutboxMessageEntity).find({ select: { dedupeKey: true }, where: { dedupeKey: In([...dedupeKeys]) } });
  return new Set(rows.map((r) => r.dedupeKey));
}

/** Take one message for this sender, unless another process has it (a conditional UPDATE). */
async function claim(db: DataSource, id: number, now: Date): Promise<boolean> {
  const result = await db
    .getRepository(OutboxMessageEntity)
    .createQueryBuilder()
    .update()
    .set({ status: 'sending', lockedUntil: new Date(now.getTime() + CLAIM_MS) })
    .where('id = :id', { id })
    .andWhere("((status = 'pending' AND next_attempt_at <= :now) OR (status = 'sending' AND locked_until < :now))", { now })
    .execute();
  return (result.affected ?? 0) > 0;
}

/** Send what is due through the channel transports. Returns how many were sent. */
export async function sendDueMessages(db: DataSource, transports: Record<Channel, Transport>, now = new Date(), shouldStop = () => false): Promise<number> {
  const repo = db.getRepository(OutboxMessageEntity);
  const due = await repo
    .createQueryBuilder('o')
    .select(['o.id'])
    .where("(o.status = 'pending' AND o.next_attempt_at <= :now) OR (o.status = 'sending' AND o.locked_until < :now)", { now })
    .orderBy('o.id', 'ASC')
    .limit(BATCH)
    .getMany();
  let sent = 0;
  for (const { id } of due) {
    if (shouldStop()) break; // shutting down: the rest stays pending for the next process
    if (!(await claim(db, id, now))) continue;
    const msg = await repo.findOneByOrFail({ id });
    try {
      const messageId = await transports[msg.channel].send({ to: msg.recipient, subject: msg.subject, body: msg.body });
      await repo.update(id, { status: 'sent', sentAt: new Date(), attempts: msg.attempts + 1, lastError: null, lockedUntil: null, messageId: messageId?.slice(0, 255) ?? null });
      sent++;
    } catch (e) {
      const attempts = msg.attempts + 1;
      const error = String((e as Error)?.message ?? e).slice(0, 255);
      const failed = attempts >= MAX_ATTEMPTS;
      await repo.update(id, {
        attempts,
        lastError: error,
        status: failed ? 'failed' : 'pending',
        lockedUntil: null,
        nextAttemptAt: new Date(Date.now() + 60_000 * 2 ** (attempts - 1)),
      });
      logger.warn({ outboxId: id, kind: msg.kind, channel: msg.channel, attempts, error }, failed ? 'message failed for good' : 'message not sent; will retry');
    }
  }
  return sent;
}

/**
 * The sender of this process: one run at a time, on a timer and on `wake()` (after something was
 * queued). Each run first queues the e-mail digests that are due (`digest.service.ts`). `stop()` waits for the run in progress, which stops between messages.
 */
export function startOutboxSender(db: DataSource, intervalMs: number, transports: Record<Channel, Transport> = transportsFor(config())) {
  let running: Promise<void> | null = null;
  let stopping = false;
  const run = () => {
    if (running || stopping) return;
    running = runDigests(db)
      .then(() => sendDueMessages(db, transports, new Date(), () => stopping))
      .then(() => undefined)
      .catch((e) => logger.error({ error: (e as Error).message }, 'outbox run failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  const first = setTimeout(run, 1_000);
  first.unref();
  sender = { wake: run };
  return {
    wake: run,
    stop: async () => {
      stopping = true;
      clearInterval(timer);
      clearTimeout(first);
      await running;
      for (const t of Object.values(transports)) (t as { close?: () => void }).close?.();
      sender = null;
    },
  };
}

let sender: { wake: () => void } | null = null;

/** Ask this process's sender to run now (no-op when none runs, e.g. in tests or scripts). */
export function wakeOutbox(): void {
  sender?.wake();
}
