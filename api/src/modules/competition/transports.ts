import type { AppConfig } from '../../config/config';
import { logger } from '../../common/logger';
import type { NotificationChannel } from './notification.entity';
import { SmtpTransport } from './smtp';

export interface OutgoingMessage {
  to: string;
  subject: string;
  body: string;
}

/** One way of delivering a message (e-mail, SMS gateway, WhatsApp API, or the log). */
export interface Transport {
  readonly name: string;
  send(message: OutgoingMessage): Promise<void>;
}

const mask = (to: string) => {
  const at = to.indexOf('@');
  return at > 0 ? `${to.slice(0, 2)}***${to.slice(at)}` : `${to.slice(0, 4)}******${to.slice(-2)}`;
};

/**
 * Writes the message to the server log (recipient masked) instead of delivering it. The default
 * for every channel until a real provider is configured; the outbox row is then marked sent-to-log.
 */
export class LogTransport implements Transport {
  constructor(readonly name: string) {}
  async send(message: OutgoingMessage): Promise<void> {
    logger.info({ transport: this.name, to: mask(message.to), subject: message.subject }, 'winner notification delivered to log transport');
  }
}

/** Channel transports from the config: SMTP for e-mail when SMTP_URL is set; log transport otherwise. */
export function transportsFor(cfg: Pick<AppConfig, 'smtpUrl' | 'publicUrl'>): Record<NotificationChannel, Transport> {
  return {
    email: cfg.smtpUrl ? new SmtpTransport(cfg.smtpUrl) : new LogTransport('log:email'),
    sms: new LogTransport('log:sms'),
    whatsapp: new LogTransport('log:whatsapp'),
  };
}
