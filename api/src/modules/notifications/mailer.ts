import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';

export interface MailerOptions {
  /** smtp://user:pass@host:587 (STARTTLS) or smtps://user:pass@host:465 (implicit TLS). */
  smtpUrl: string;
  /** The From header, e.g. `Mawingu Cloud <noreply@mawingu.cloud>`. */
  from: string;
  /** Extra TLS options (tests trust their own self-signed relay with these). */
  tls?: SMTPTransport.Options['tls'];
}

/**
 * A nodemailer SMTP transport from SMTP_URL. Whenever the URL carries credentials, TLS is required
 * (implicit TLS, or STARTTLS that must succeed): the relay password never crosses the network in
 * clear text, and a relay (or a man in the middle) that does not offer STARTTLS gets no AUTH at all.
 */
export function createMailer(opts: MailerOptions): Transporter<SMTPTransport.SentMessageInfo> {
  const url = new URL(opts.smtpUrl);
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw new Error('SMTP_URL must start with smtp:// or smtps://');
  const secure = url.protocol === 'smtps:';
  const user = decodeURIComponent(url.username);
  const pass = decodeURIComponent(url.password);
  return nodemailer.createTransport(
    {
      host: url.hostname,
      port: Number(url.port || (secure ? 465 : 587)),
      secure,
      requireTLS: !secure && Boolean(user),
      auth: user ? { user, pass } : undefined,
      name: 'mawingu-portal',
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
      tls: { servername: url.hostname, minVersion: 'TLSv1.2', ...opts.tls },
      disableFileAccess: true,
      disableUrlAccess: true,
    },
    { from: opts.from },
  );
}
