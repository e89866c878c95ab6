import net from 'node:net';
import tls from 'node:tls';
import type { OutgoingMessage, Transport } from './transports';

const TIMEOUT_MS = 10_000;

/**
 * A minimal SMTP client (RFC 5321) over node:net / node:tls, enough to hand a plain-text message
 * to a relay: SMTP_URL = smtp://[user:pass@]host[:587]?from=noreply@example.com (STARTTLS when
 * offered) or smtps://…:465 (implicit TLS). AUTH PLAIN when credentials are given.
 */
export class SmtpTransport implements Transport {
  readonly name = 'smtp';
  private readonly url: URL;
  constructor(smtpUrl: string) {
    this.url = new URL(smtpUrl);
    if (this.url.protocol !== 'smtp:' && this.url.protocol !== 'smtps:') throw new Error('SMTP_URL must start with smtp:// or smtps://');
  }

  private get from(): string {
    return this.url.searchParams.get('from') ?? `noreply@${this.url.hostname}`;
  }

  async send(message: OutgoingMessage): Promise<void> {
    const implicitTls = this.url.protocol === 'smtps:';
    const port = Number(this.url.port || (implicitTls ? 465 : 587));
    const host = this.url.hostname;
    let socket: net.Socket = implicitTls ? tls.connect({ host, port, servername: host }) : net.connect({ host, port });
    const session = new SmtpSession(socket);
    try {
      await session.expect(220);
      let ehlo = await session.command(`EHLO mawingu-portal`, 250);
      if (!implicitTls && /STARTTLS/i.test(ehlo)) {
        await session.command('STARTTLS', 220);
        socket = tls.connect({ socket, servername: host });
        session.rebind(socket);
        ehlo = await session.command(`EHLO mawingu-portal`, 250);
      }
      if (this.url.username) {
        const auth = Buffer.from(`\0${decodeURIComponent(this.url.username)}\0${decodeURIComponent(this.url.password)}`).toString('base64');
        await session.command(`AUTH PLAIN ${auth}`, 235);
      }
      await session.command(`MAIL FROM:<${this.from}>`, 250);
      await session.command(`RCPT TO:<${message.to.replace(/[<>\r\n]/g, '')}>`, 250);
      await session.command('DATA', 354);
      const headers = [
        `From: ${this.from}`,
        `To: ${message.to.replace(/[\r\n]/g, '')}`,
        `Subject: ${message.subject.replace(/[\r\n]/g, ' ')}`,
        `Date: ${new Date().toUTCString()}`,
        'MIME-Version: 1.0',
        'Content-Type: text/plain; charset=utf-8',
        'Content-Transfer-Encoding: 8bit',
      ];
      const body = message.body.replace(/\r?\n/g, '\r\n').replace(/^\./gm, '..');
      await session.command(`${headers.join('\r\n')}\r\n\r\n${body}\r\n.`, 250);
      await session.command('QUIT', 221).catch(() => undefined);
    } finally {
      socket.destroy();
    }
  }
}

/** Reads multi-line SMTP replies ("250-…" continued, "250 …" last) and checks their codes. */
class SmtpSession {
  private buffer = '';
  private waiting: ((reply: { code: number; text: string } | Error) => void) | null = null;
  private replies: ({ code: number; text: string } | Error)[] = [];
  private socket: net.Socket | undefined;

  constructor(socket: net.Socket) {
    this.rebind(socket);
  }

  rebind(socket: net.Socket) {
    if (this.socket) this.socket.removeAllListeners('data');
    this.socket = socket;
    this.buffer = '';
    socket.setTimeout(TIMEOUT_MS, () => socket.destroy(new Error('SMTP timeout')));
    socket.on('data', (chunk: Buffer) => this.onData(chunk.toString('utf8')));
    socket.on('error', (e) => this.push(e));
  }

  private onData(text: string) {
    this.buffer += text;
    let lines: string[] = [];
    let idx: number;
    while ((idx = this.buffer.indexOf('\r\n')) >= 0) {
      const line = this.buffer.slice(0, idx);
      this.buffer = this.buffer.slice(idx + 2);
      lines.push(line);
      if (/^\d{3} /.test(line) || /^\d{3}$/.test(line)) {
        this.push({ code: Number(line.slice(0, 3)), text: lines.join('\n') });
        lines = [];
      }
    }
    if (lines.length) this.buffer = lines.join('\r\n') + '\r\n' + this.buffer;
  }

  private push(reply: { code: number; text: string } | Error) {
    if (this.waiting) {
      const w = this.waiting;
      this.waiting = null;
      w(reply);
    } else this.replies.push(reply);
  }

  private next(): Promise<{ code: number; text: string }> {
    return new Promise((resolve, reject) => {
      const take = (r: { code: number; text: string } | Error) => (r instanceof Error ? reject(r) : resolve(r));
      const queued = this.replies.shift();
      if (queued) take(queued);
      else this.waiting = take;
    });
  }

  async expect(code: number): Promise<string> {
    const reply = await this.next();
    if (reply.code !== code) throw new Error(`SMTP: expected ${code}, got ${reply.code}`);
    return reply.text;
  }

  async command(line: string, code: number): Promise<string> {
    this.socket!.write(`${line}\r\n`);
    return this.expect(code);
  }
}
