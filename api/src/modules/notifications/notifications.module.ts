import type { ModuleDefinition } from '../module';
import { config } from '../../config/config';
import { Outbox1763910000000 } from './migrations/1763910000000-Outbox';
import { OutboxMessageEntity } from './outbox-message.entity';
import { startOutboxSender } from './outbox.service';

/** How often the sender looks for due messages (it is also woken when something is queued). */
const SEND_INTERVAL_MS = 10_000;

/** Notifications: the outbox and the transports (e-mail through SMTP; SMS and WhatsApp to the log until a provider is set up). */
export const notificationsModule: ModuleDefinition = {
  name: 'notifications',
  entities: [OutboxMessageEntity],
  migrations: [Outbox1763910000000],
  start: ({ db }) => startOutboxSender(db, Math.min(SEND_INTERVAL_MS, config().jobsTickSeconds * 1000)).stop,
};
