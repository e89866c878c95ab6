import fs from 'node:fs';
import path from 'node:path';
import { mailText } from '../../api/src/test/smtp-relay';

interface StoredMail {
  to: string[];
  raw: string;
  secure: boolean;
}

/** Every mail the e2e SMTP relay has received (written by the global setup's relay). */
function readMails(): StoredMail[] {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR not set (global setup did not run)');
  return fs
    .readdirSync(dir)
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as StoredMail);
}

/**
 * Wait for the newest mail to `to` whose subject matches (and whose text contains `containing`:
 * files with a server of their own share the relay with the suite's server, whose demo customers
 * have the same addresses); returns its decoded text and whether it came over TLS.
 */
export async function waitForMail(to: string, subject: RegExp, timeoutMs = 30_000, containing?: string): Promise<{ text: string; secure: boolean }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = readMails()
      .reverse()
      .find((m) => m.to.includes(to) && subject.test(/^Subject: (.*)$/m.exec(mailText(m.raw))?.[1] ?? '') && (containing === undefined || mailText(m.raw).includes(containing)));
    if (mail) return { text: mailText(mail.raw), secure: mail.secure };
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${subject} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The first link in a mail's text that goes to `pathname` (e.g. /reset-password#token=…). */
export function linkIn(text: string, pathname: string): string {
  const m = new RegExp(`https?://\\S+${pathname.replace('/', '\\/')}#token=[A-Za-z0-9_-]+`).exec(text);
  if (!m) throw new Error(`no ${pathname} link in: ${text}`);
  return m[0];
}
