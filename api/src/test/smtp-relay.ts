import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  /** Was the connection encrypted when the message was sent? */
  secure: boolean;
}

export interface TestRelay {
  port: number;
  url: (auth?: { user: string; pass: string }) => string;
  /** The self-signed certificate of the relay (trust it with SMTP_TLS_CA_FILE). */
  certFile: string;
  mails: ReceivedMail[];
  /** Every AUTH attempt the relay saw, with whether the connection was encrypted at that moment. */
  auths: { user: string; pass: string; secure: boolean }[];
  close: () => Promise<void>;
}

/** The text of a received mail with quoted-printable soft breaks and escapes undone (nodemailer encodes long lines). */
export function mailText(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** A self-signed certificate for localhost, made with the openssl command line (test fixture only). */
export function selfSignedLocalhost(): { key: string; cert: string; certFile: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mw-smtp-'));
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', keyFile, '-out', certFile, '-days', '2', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1'], { stdio: 'ignore' });
  return { key: fs.readFileSync(keyFile, 'utf8'), cert: fs.readFileSync(certFile, 'utf8'), certFile };
}

/**
 * A real SMTP server (the `smtp-server` package) on loopback for tests: STARTTLS with a self-signed
 * certificate unless `hideSTARTTLS`, AUTH PLAIN/LOGIN accepted for user `relay` / `relay-pass`.
 * With `mailDir`, every received mail is also written there as a JSON file.
 */
export async function startTestRelay(opts: Partial<SMTPServerOptions> & { mailDir?: string } = {}): Promise<TestRelay> {
  const { mailDir, ...serverOpts } = opts;
  const { key, cert, certFile } = selfSignedLocalhost();
  const mails: ReceivedMail[] = [];
  const auths: TestRelay['auths'] = [];
  const server = new SMTPServer({
    key,
    cert,
    authMethods: ['PLAIN', 'LOGIN'],
    authOptional: true,
    allowInsecureAuth: true, // the relay would accept a password in clear text: the client must refuse to send it
    logger: false,
    onAuth(auth, session, cb) {
      auths.push({ user: auth.username ?? '', pass: auth.password ?? '', secure: session.secure });
      if (auth.username === 'relay' && auth.password === 'relay-pass') cb(null, { user: auth.username });
      else cb(new Error('Invalid username or password'));
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const mail = { from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8'), secure: session.secure };
        mails.push(mail);
        // Another process (the e2e tests, beside the global setup that runs the relay) reads them from files.
        if (mailDir) fs.writeFileSync(path.join(mailDir, `${Date.now()}-${mails.length}.json`), JSON.stringify(mail));
        cb();
      });
    },
    ...serverOpts,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    certFile,
    url: (auth) => `smtp://${auth ? `${encodeURIComponent(auth.user)}:${encodeURIComponent(auth.pass)}@` : ''}localhost:${port}`,
    mails,
    auths,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
