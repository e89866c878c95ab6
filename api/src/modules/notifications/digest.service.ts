import { In } from 'typeorm';
import type { DataSource } from 'typeorm';
import { logger } from '../../common/logger';
import { DIGEST_PERIOD_MS, notificationPrefsOf, DEFAULT_NOTIFICATION_PREFS } from './notification-policy';
import { OutboxMessageEntity } from './outbox-message.entity';
import { enqueueMessages } from './outbox.service';

const FREQUENCY_TEXT: Record<string, string> = { realtime: 'as they happen', hourly: 'once an hour', daily: 'once a day', weekly: 'once a week' };
/** At most this many held messages are read per run (the rest waits for the next run). */
const SCAN = 1_000;

/**
 * The e-mail digest: a user's `held` messages (non-security e-mails while their Email Frequency is
 * hourly, daily or weekly) go out as one e-mail once the oldest has waited that long (at once when
 * the user is back on realtime). If the user turned e-mail notifications off meanwhile they are
 * `skipped` instead. Safe with several processes: the held rows are taken with a conditional
 * UPDATE and the digest's dedupe key names its first message, so one digest is queued per batch.
 * Returns how many digests were queued.
 */
export async function runDigests(db: DataSource, now = new Date()): Promise<number> {
  const repo = db.getRepository(OutboxMessageEntity);
  const held = await repo.find({ where: { status: 'held' }, order: { id: 'ASC' }, take: SCAN });
  if (!held.length) return 0;
  const byUser = new Map<number, OutboxMessageEntity[]>();
  for (const msg of held) {
    if (msg.userId === null) continue; // its user was deleted: nothing to send
    byUser.set(msg.userId, [...(byUser.get(msg.userId) ?? []), msg]);
  }
  const orphans = held.filter((msg) => msg.userId === null).map((msg) => msg.id);
  if (orphans.length) await repo.update({ id: In(orphans), status: 'held' }, { status: 'skipped', lastError: 'The account no longer exists' });

  const prefs = await notificationPrefsOf(db, [...byUser.keys()]);
  let queued = 0;
  for (const [userId, messages] of byUser) {
    const p = prefs.get(userId) ?? DEFAULT_NOTIFICATION_PREFS;
    const ids = messages.map((msg) => msg.id);
    if (!p.notifyEmail) {
      await repo.update({ id: In(ids), status: 'held' }, { status: 'skipped', lastError: 'E-mail notifications are off in the user settings' });
      continue;
    }
    const wait = DIGEST_PERIOD_MS[p.emailFrequency] ?? 0;
    if (now.getTime() - messages[0]!.createdAt.getTime() < wait) continue;
    await db.transaction(async (m) => {
      const taken = await m.getRepository(OutboxMessageEntity).update({ id: In(ids), status: 'held' }, { status: 'digested' });
      if ((taken.affected ?? 0) < ids.length) throw new DigestRace();
      await enqueueMessages(m, [digestMessage(userId, messages, p.emailFrequency)]);
    }).then(
      () => queued++,
      (e) => {
        if (!(e instanceof DigestRace)) throw e;
        logger.info({ userId }, 'digest taken by another process');
      },
    );
  }
  return queued;
}

class DigestRace extends Error {}

/** One e-mail with every held message, oldest first. */
export function digestMessage(userId: number, messages: OutboxMessageEntity[], frequency: string) {
  const n = messages.length;
  const sections = messages.map((msg, i) => `${i + 1}. ${msg.subject}\n\n${msg.body}`).join('\n\n----------------------------------------\n\n');
  return {
    kind: 'digest',
    dedupeKey: `digest:${userId}:${messages[0]!.id}`,
    userId,
    channel: 'email' as const,
    recipient: messages[n - 1]!.recipient,
    subject: `Your Mawingu Cloud digest: ${n} ${n === 1 ? 'message' : 'messages'}`,
    body:
      `${sections}\n\n----------------------------------------\n` +
      `You get these e-mails ${FREQUENCY_TEXT[frequency] ?? 'in a digest'} (Settings → Notifications → Email Frequency). ` +
      'Security alerts are always sent at once.\n\n— Mawingu Cloud\nThis message was sent automatically; replies are not read.',
  };
}
