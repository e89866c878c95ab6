import net from 'node:net';

/**
 * A deliberately naive HTTP/1.1 client for the S3 fuzz: it writes exactly the bytes it is given
 * (a request target with raw non-ASCII bytes, a Content-Length that lies, a body cut short),
 * which fetch and node:http refuse to send. One connection per request (`Connection: close`).
 *
 * An answer is complete only if the whole response arrived: a server that cuts a response short
 * (a failure after the headers went out) is 'truncated', one that closes without answering
 * 'closed', one that does not answer in time 'timeout' — each of them counts as a server failure
 * unless the request itself broke the framing.
 */
export interface RawRequest {
  method: string;
  /** The request target as sent: path and query, each character one byte (latin1). */
  target: string;
  headers: [string, string][];
  body: Buffer | null;
  /** Half-close the connection this long after the body (a client that declared more than it sent, then gave up). */
  halfCloseAfterMs?: number;
  /** The source address to connect from (a loopback address of 127.0.0.0/8 for a loopback target). */
  localAddress?: string;
}

export type Outcome = number | 'timeout' | 'closed' | 'truncated' | 'network error';

export interface RawAnswer {
  status: Outcome;
  headers: Map<string, string>;
  body: Buffer;
}

function parseHead(head: string): { status: number; headers: Map<string, string> } | null {
  const lines = head.split('\r\n');
  const m = /^HTTP\/1\.[01] (\d{3})/.exec(lines[0] ?? '');
  if (!m) return null;
  const headers = new Map<string, string>();
  for (const line of lines.slice(1)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { status: Number(m[1]), headers };
}

/** Is `body` the whole of a chunked (Transfer-Encoding) message body? */
function chunkedComplete(body: Buffer): boolean {
  let i = 0;
  for (;;) {
    const nl = body.indexOf('\r\n', i);
    if (nl < 0) return false;
    const size = parseInt(body.toString('latin1', i, nl).split(';')[0]!, 16);
    if (!Number.isFinite(size)) return false;
    if (size === 0) return body.indexOf('\r\n\r\n', nl - 2) >= 0;
    i = nl + 2 + size + 2;
    if (i > body.length) return false;
  }
}

export function sendRaw(host: string, port: number, req: RawRequest, timeoutMs: number): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host, localAddress: req.localAddress });
    let data = Buffer.alloc(0);
    let settled = false;
    const finish = (a: RawAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(a);
    };
    const timer = setTimeout(() => finish({ status: 'timeout', headers: new Map(), body: Buffer.alloc(0) }), timeoutMs);

    /** The final (non-1xx) response in `data`, and whether all of it arrived. */
    const evaluate = (closed: boolean): RawAnswer | null => {
      let offset = 0;
      for (;;) {
        const end = data.indexOf('\r\n\r\n', offset);
        if (end < 0) return closed ? { status: offset === 0 && data.length === 0 ? 'closed' : 'truncated', headers: new Map(), body: Buffer.alloc(0) } : null;
        const parsed = parseHead(data.toString('latin1', offset, end));
        if (!parsed) return { status: 'truncated', headers: new Map(), body: data };
        if (parsed.status >= 100 && parsed.status < 200) {
          offset = end + 4; // 100 Continue: the final answer follows
          continue;
        }
        const body = data.subarray(end + 4);
        const noBody = req.method === 'HEAD' || parsed.status === 204 || parsed.status === 304;
        const length = parsed.headers.get('content-length');
        let complete: boolean;
        let payload = body;
        if (noBody) {
          complete = true;
          payload = Buffer.alloc(0);
        } else if (length !== undefined) {
          complete = body.length >= Number(length);
          payload = body.subarray(0, Number(length));
        } else if (/chunked/i.test(parsed.headers.get('transfer-encoding') ?? '')) complete = chunkedComplete(body);
        else complete = closed; // delimited by the end of the connection
        if (complete) return { status: parsed.status, headers: parsed.headers, body: payload };
        return closed ? { status: 'truncated', headers: parsed.headers, body: payload } : null;
      }
    };

    socket.on('data', (chunk: Buffer) => {
      data = Buffer.concat([data, chunk]);
      const a = evaluate(false);
      if (a) finish(a);
    });
    socket.on('close', () => finish(evaluate(true)!));
    socket.on('error', (e: NodeJS.ErrnoException) => {
      // A server that answers before reading the whole body and closes (EPIPE/ECONNRESET while we
      // still write) has answered: keep what arrived.
      const a = evaluate(true)!;
      finish(a.status === 'closed' ? { ...a, status: e.code === 'ECONNRESET' || e.code === 'EPIPE' ? 'closed' : 'network error' } : a);
    });
    socket.on('connect', () => {
      const head = `${req.method} ${req.target} HTTP/1.1\r\n${req.headers.map(([k, v]) => `${k}: ${v}\r\n`).join('')}\r\n`;
      socket.write(Buffer.from(head, 'latin1'));
      if (req.body?.length) socket.write(req.body);
      if (req.halfCloseAfterMs !== undefined) setTimeout(() => socket.end(), req.halfCloseAfterMs);
    });
  });
}
