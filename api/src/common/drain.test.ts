import http from 'node:http';
import net from 'node:net';
import { drainable } from './drain';

/** A listener whose requests take `?ms=` milliseconds to answer. */
async function slowServer() {
  const server = http.createServer();
  server.keepAliveTimeout = 65_000;
  const drain = drainable(server, (_req, res) => {
    res.writeHead(503, { 'retry-after': '1' });
    res.end('shutting down');
  });
  // What the server has seen so far: a test waits for these instead of sleeping a guess (on a
  // busy machine 100 ms was not always enough for a request to arrive).
  const seen = { requests: 0, connections: 0 };
  server.on('connection', () => seen.connections++);
  server.on(
    'request',
    drain.track((req, res) => {
      seen.requests++;
      const ms = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('ms') ?? 0);
      setTimeout(() => res.end('done'), ms).unref();
    }),
  );
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const port = (server.address() as net.AddressInfo).port;
  return { server, drain, port, seen };
}

/** Wait until `ok()` holds (checked every 5 ms, for at most 10 s). */
async function until(ok: () => boolean) {
  for (const end = Date.now() + 10_000; !ok(); ) {
    if (Date.now() > end) throw new Error('timed out waiting for the server to see the request');
    await new Promise((r) => setTimeout(r, 5));
  }
}

function get(port: number, path: string, agent: http.Agent | false): Promise<{ status: number | string; connection?: string; body: string }> {
  return new Promise((resolve) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
        res.on('error', (e) => resolve({ status: `error: ${e.message}`, body }));
      })
      .on('error', (e: NodeJS.ErrnoException) => resolve({ status: `error: ${e.code ?? e.message}`, body: '' }));
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('draining a listener', () => {
  it('lets in-flight requests finish with Connection: close, closes idle keep-alive connections, refuses late requests and stops accepting', async () => {
    const { drain, port, seen } = await slowServer();
    const agent = new http.Agent({ keepAlive: true });
    expect((await get(port, '/', agent)).connection).toBe('keep-alive'); // an idle kept-alive connection now
    const idle = [...Object.values(agent.freeSockets)].flat()[0]!;
    const idleClosed = new Promise((r) => idle.once('close', r));
    const inFlight = get(port, '/?ms=300', false);
    // A client that began a request (its first bytes) before the drain and sends the rest after it.
    const late = net.connect(port, '127.0.0.1');
    late.write('GET /?ms=0 HTTP/1.1\r\nHost: x\r\n');
    let lateReply = '';
    late.on('data', (d) => (lateReply += d));
    const lateClosed = new Promise((r) => late.once('close', r));
    // The slow request in flight, and the late client's connection accepted (the kept-alive one is the first).
    await until(() => seen.requests === 2 && seen.connections === 3);
    await sleep(100); // and the late client’s first bytes in the server’s parser

    const report = drain.drain(5_000);
    expect(drain.draining).toBe(true);
    await idleClosed;
    late.write('\r\n');
    expect(await inFlight).toEqual({ status: 200, connection: 'close', body: 'done' });
    await lateClosed;
    expect(lateReply).toMatch(/^HTTP\/1\.1 503 /);
    expect(lateReply).toMatch(/\r\nConnection: close\r\n/i);
    expect((await get(port, '/', false)).status).toBe('error: ECONNREFUSED');
    expect(await report).toEqual({ inFlight: 1, refused: 1, cut: 0, ms: expect.any(Number) });
    agent.destroy();
  });

  it('cuts what still runs at the end of the grace, and says so', async () => {
    const { drain, port, seen } = await slowServer();
    const stuck = get(port, '/?ms=60000', false);
    await until(() => seen.requests === 1);
    const started = Date.now();
    const report = await drain.drain(300);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(report).toMatchObject({ inFlight: 1, refused: 0, cut: 1 });
    expect((await stuck).status).toMatch(/^error/);
  });
});
