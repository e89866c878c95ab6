import type { EntityManager } from 'typeorm';
import { config } from '../../config/config';
import { prizeText } from '../../contracts/competition';
import type { UserEntity } from '../auth';
import { type Channel, enqueueMessages } from '../notifications';
import type { PromotionEntity } from './promotion.entity';
import type { WinnerEntity } from './winner.entity';

export const NOTIFICATION_CHANNELS: Channel[] = ['email', 'sms', 'whatsapp'];
export const WINNER_SUBJECT = 'You won the Store & Score draw!';

/** Queue the winner's notices (e-mail, SMS, WhatsApp) in the outbox, in the draw's transaction. */
export async function queueWinnerNotifications(m: EntityManager, winner: WinnerEntity, user: UserEntity, promotion: PromotionEntity): Promise<void> {
  const verifyUrl = `${config().publicUrl ?? ''}/promotions?winner=${winner.id}`;
  const body =
    `Congratulations ${user.firstName}! You won ${prizeText(winner.prizeDescription, winner.prizeValue)} in the ${promotion.name} draw (${winner.periodKey}). ` +
    `We will contact you to verify your identity (KYC) before delivering the prize. Verify the draw: ${verifyUrl}`;
  await enqueueMessages(
    m,
    NOTIFICATION_CHANNELS.map((channel) => ({
      kind: 'winner',
      dedupeKey: `winner:${winner.id}:${channel}`,
      userId: user.id,
      channel,
      recipient: channel === 'email' ? user.email : user.phone,
      subject: WINNER_SUBJECT,
      body,
    })),
  );
}
