import crypto from 'node:crypto';
import fs from 'node:fs';
import tls from 'node:tls';
import type { AppConfig } from '../../config/config';
import { logger } from '../../common/logger';
import { createMailer, type MailerOptions } from './mailer';
import type { Channel } from './outbox-message.entity';

export interface OutgoingMessage {
  to: string;
  subject: string;
  body: string;
}

/** One way of delivering a message (e-mail, SMS gateway, WhatsApp API, or the log). */
export interface Transport {
  readonly name: string;
  /** Resolves with the provider's message id when there is one. */
  send(message: OutgoingMessage): Promise<string | null>;
}

const mask = (to: string) => {
  const at = to.indexOf('@');
  return at > 0 ? `${to.slice(0, 2)}***${to.slice(at)}` : `${to.slice(0, 4)}******${to.slice(-2)}`;
};

/**
 * Writes the message to the server log (recipient masked) instead of delivering it: the transport of
 * a channel with no provider configured (SMS and WhatsApp today; e-mail without SMTP_URL). The body
 * is logged only at debug level, because it may hold a one-time link, except in development
 * (`showBodies`), where it is logged at info so the README's demo can open its verification link.
 */
export class LogTransport implements Transport {
  constructor(
    readonly name: string,
    private readonly showBodies = false,
    private readonly log: Pick<typeof logger, 'info' | 'debug'> = logger,
  ) {}
  async send(message: OutgoingMessage): Promise<string | null> {
    this.log.info({ transport: this.name, to: mask(message.to), subject: message.subject }, 'message delivered to the log transport');
    if (this.showBodies) this.log.info({ transport: this.name, body: message.body }, 'log transport body (development: links shown)');
    else this.log.debug({ transport: this.name, body: message.body }, 'log transport body');
    return null;
  }
}

/** E-mail through an SMTP relay (nodemailer), with a Message-ID on every message. */
export class EmailTransport implements Transport {
  readonly name = 'smtp';
  private readonly mailer;
  private readonly domain: string;
  constructor(opts: MailerOptions) {
    this.mailer = createMailer(opts);
    this.domain = /@([^>\s]+)>?\s*$/.exec(opts.from)?.[1] ?? 'localhost';
  }
  async send(message: OutgoingMessage): Promise<string | null> {
    const messageId = `<${crypto.randomUUID()}@${this.domain}>`;
    const info = await this.mailer.sendMail({ to: message.to, subject: message.subject, text: message.body, messageId });
    return info.messageId ?? messageId;
  }
  close(): void {
    this.mailer.close();
  }
}

/**
 * Channel transports from the config: SMTP for e-mail when SMTP_URL is set; the log transport
 * otherwise, which shows message bodies (links) at info only when NODE_ENV=development.
 */
export function transportsFor(cfg: Pick<AppConfig, 'smtpUrl' | 'mailFrom' | 'smtpTlsCaFile'> & { env?: AppConfig['env'] }): Record<Channel, Transport> {
  const showBodies = cfg.env === 'development';
  // A private relay's own CA is trusted in addition to the system's, never instead of verification.
  const ca = cfg.smtpTlsCaFile ? [...tls.rootCertificates, fs.readFileSync(cfg.smtpTlsCaFile, 'utf8')] : undefined;
  return {
    email: cfg.smtpUrl ? new EmailTransport({ smtpUrl: cfg.smtpUrl, from: cfg.mailFrom, tls: ca ? { ca } : undefined }) : new LogTransport('log:email', showBodies),
    sms: new LogTransport('log:sms', showBodies),
    whatsapp: new LogTransport('log:whatsapp', showBodies),
  };
}
