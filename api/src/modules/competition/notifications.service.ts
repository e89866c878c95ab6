import type { DataSource, EntityManager } from 'typeorm';
import { config } from '../../config/config';
import { logger } from '../../common/logger';
import { prizeText } from '../../contracts/competition';
import type { UserEntity } from '../auth/user.entity';
import { NotificationEntity, type NotificationChannel } from './notification.entity';
import type { PromotionEntity } from './promotion.entity';
import type { WinnerEntity } from './winner.entity';
import { transportsFor, type Transport } from './transports';

export const NOTIFICATION_CHANNELS: NotificationChannel[] = ['email', 'sms', 'whatsapp'];
/** Attempts before a notification is marked failed. */
const MAX_ATTEMPTS = 5;

/** Write the outbox rows (e-mail, SMS, WhatsApp) for a new winner, in the draw's transaction. */
export async function queueWinnerNotifications(m: EntityManager, winner: WinnerEntity, user: UserEntity, promotion: PromotionEntity): Promise<void> {
  const verifyUrl = `${config().publicUrl ?? ''}/promotions?winner=${winner.id}`;
  const body =
    `Congratulations ${user.firstName}! You won ${prizeText(winner.prizeDescription, winner.prizeValue)} in the ${promotion.name} draw (${winner.periodKey}). ` +
    `We will contact you to verify your identity (KYC) before delivering the prize. Verify the draw: ${verifyUrl}`;
  const now = new Date();
  const rows = NOTIFICATION_CHANNELS.map((channel) => ({
    winnerId: winner.id,
    channel,
    recipient: channel === 'email' ? user.email : user.phone,
    body,
    status: 'pending' as const,
    attempts: 0,
    lastError: null,
    createdAt: now,
    sentAt: null,
  }));
  await m.getRepository(NotificationEntity).createQueryBuilder().insert().values(rows).orIgnore().execute();
}

let sending: Promise<number> | null = null;

/** Send pending outbox rows through the channel transports. Returns how many were sent. One run at a time. */
export function processOutbox(db: DataSource, transports: Record<NotificationChannel, Transport> = transportsFor(config())): Promise<number> {
  sending ??= sendPending(db, transports).finally(() => {
    sending = null;
  });
  return sending;
}

async function sendPending(db: DataSource, transports: Record<NotificationChannel, Transport>): Promise<number> {
  const repo = db.getRepository(NotificationEntity);
  const pending = await repo.find({ where: { status: 'pending' }, order: { id: 'ASC' }, take: 100 });
  let sent = 0;
  for (const n of pending) {
    try {
      await transports[n.channel].send({ to: n.recipient, subject: 'You won the Store & Score draw!', body: n.body });
      await repo.update(n.id, { status: 'sent', sentAt: new Date(), attempts: n.attempts + 1, lastError: null });
      sent++;
    } catch (e) {
      const attempts = n.attempts + 1;
      const message = String((e as Error)?.message ?? e).slice(0, 255);
      await repo.update(n.id, { attempts, lastError: message, status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending' });
      logger.warn({ notificationId: n.id, channel: n.channel, attempts, error: message }, 'winner notification not sent');
    }
  }
  return sent;
}
