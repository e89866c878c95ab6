import crypto from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import { freshDatabase } from '../../test/pg-admin';
import { messages, spawnServer, tempDataDir, type ServerProcess } from '../../test/server-process';
import { signHeaders } from './auth/signer';
import { EMPTY_SHA256, sha256Hex } from './auth/sigv4';

/**
 * SIGTERM under keep-alive S3 upload load: the real server process (portal and S3 listener), four
 * S3 clients uploading 1–4 MiB objects back to back on kept-alive connections, one portal client
 * polling on its kept-alive connection. The uploads in flight at the signal complete, nothing is
 * accepted after it (refused or closed), the process exits 0 within SHUTDOWN_TIMEOUT_SECONDS, and
 * every acknowledged upload is found intact by the next process.
 */
jest.setTimeout(180_000);

const MiB = 1024 * 1024;
const SHUTDOWN_TIMEOUT_SECONDS = 10;
const USER = { username: 'drain_customer', email: 'drain@example.co.ke', password: 'Str0ng!Passw0rd', firstName: 'Wanjiru', lastName: 'Kamau', phone: '+254711000222' };

let env: Record<string, string>;
let dropDatabase: (() => Promise<void>) | null = null;
const procs: ServerProcess[] = [];

beforeAll(async () => {
  env = {
    JWT_SECRET: 'drain-test-jwt-secret-0123456789abcdef0123456789abcdef',
    SECRETS_KEY: '00112233445566778899aabbccddeeff00112233445566778899aabbccddee00',
    SHUTDOWN_TIMEOUT_SECONDS: String(SHUTDOWN_TIMEOUT_SECONDS),
    DATA_DIR: tempDataDir(),
  };
  // The database the suite runs on: a fresh PostgreSQL database, or the process's own SQLite file.
  if ((process.env.DATABASE_URL ?? '').startsWith('postgres')) {
    const db = await freshDatabase('mw_s3_drain');
    env.DATABASE_URL = db.url;
    dropDatabase = db.drop;
  }
});
afterAll(async () => {
  await Promise.all(procs.map((p) => p.stop('SIGKILL')));
  await dropDatabase?.();
});

async function start(): Promise<{ proc: ServerProcess; s3: string }> {
  const proc = await spawnServer(env);
  procs.push(proc);
  // The S3 listener opens just after the portal answers /readyz.
  const listening = () => messages(proc).find((m) => m.startsWith('S3 endpoint listening on '));
  for (let i = 0; i < 300 && !listening(); i++) await new Promise((r) => setTimeout(r, 100));
  return { proc, s3: listening()!.replace('S3 endpoint listening on ', '').replace('localhost', '127.0.0.1') };
}

const post = (url: string, body: unknown, cookie = '') => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });

interface Upload {
  key: string;
  hash: string;
  started: number;
  ended: number;
  status: number | string;
  connection?: string;
  /** When the last byte of the body was handed to the connection. */
  bodySent?: number;
  /** The request id the answer carried. */
  reqId?: string;
}

/** A PUT whose body goes out in 128 KiB pieces every 10 ms (1 MiB takes ≈ 80 ms): uploads are in flight at any moment. */
function slowPut(agent: http.Agent, url: string, body: Buffer, creds: { accessKeyId: string; secretAccessKey: string }): Promise<Pick<Upload, 'ended' | 'status' | 'connection' | 'bodySent' | 'reqId'>> {
  const headers = signHeaders('PUT', url, { 'content-length': String(body.length) }, 'UNSIGNED-PAYLOAD', { ...creds, region: 'nbo1' });
  return new Promise((resolve) => {
    const req = http.request(url, { method: 'PUT', headers, agent });
    let bodySent: number | undefined;
    req.once('finish', () => (bodySent = Date.now()));
    const done = (status: number | string, connection?: string, reqId?: string) => resolve({ ended: Date.now(), status, connection, bodySent, reqId });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => done(res.statusCode ?? 0, res.headers.connection, String(res.headers['x-amz-request-id'])));
      res.on('error', (e) => done(`error: ${e.message}`));
    });
    req.on('error', (e: NodeJS.ErrnoException) => done(`error: ${e.code ?? e.message}`));
    let off = 0;
    const next = () => {
      if (req.destroyed) return;
      const piece = body.subarray(off, off + 128 * 1024);
      off += piece.length;
      if (off >= body.length) req.end(piece);
      else req.write(piece, () => setTimeout(next, 10));
    };
    next();
  });
}

/**
 * A request whose first bytes arrive before the signal and the rest after it: its connection is
 * busy (not idle) when the drain begins, so it is the request a kept-alive client sends as the
 * drain starts. It must get a clean refusal: 503, Connection: close, then the connection closes.
 */
function straggler(base: string, path: string): { finish: () => void; reply: Promise<string> } {
  const u = new URL(base);
  const socket = net.connect(Number(u.port), u.hostname);
  socket.write(`GET ${path} HTTP/1.1\r\nHost: ${u.host}\r\n`);
  let text = '';
  socket.on('data', (d) => (text += d.toString('utf8')));
  const reply = new Promise<string>((resolve) => {
    socket.on('close', () => resolve(text));
    socket.on('error', () => undefined);
  });
  return { finish: () => socket.write('Connection: keep-alive\r\n\r\n'), reply };
}

describe('SIGTERM under keep-alive S3 upload load', () => {
  it('lets in-flight uploads finish, accepts nothing new on either listener, exits 0 in time, and loses no acknowledged upload', async () => {
    const { proc, s3 } = await start();
    const reg = await post(`${proc.url}/api/auth/register`, USER);
    expect(reg.status).toBe(201);
    const cookie = reg.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    expect((await post(`${proc.url}/api/cloud-storage-services`, { serviceType: 'Object Storage', storageAmount: 100, cost: 'KSh 85/month' }, cookie)).status).toBe(201);
    const created = await (await post(`${proc.url}/graphql`, { query: 'mutation ($input: CreateApiKeyInput!) { createApiKey(input: $input) { secretAccessKey apiKey { accessKeyId } } }', variables: { input: { name: 'drain', permissions: ['read', 'write', 'delete'] } } }, cookie)).json();
    const creds = { accessKeyId: created.data.createApiKey.apiKey.accessKeyId as string, secretAccessKey: created.data.createApiKey.secretAccessKey as string };
    const bucketUrl = `${s3}/drain-bucket`;
    expect((await fetch(bucketUrl, { method: 'PUT', headers: signHeaders('PUT', bucketUrl, {}, EMPTY_SHA256, { ...creds, region: 'nbo1' }) })).status).toBe(200);

    const uploads: Upload[] = [];
    let stopAfter = Infinity;
    const uploader = async (c: number) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      for (let n = 0; Date.now() < stopAfter; n++) {
        const key = `c${c}/${n}.bin`;
        const body = crypto.randomBytes((1 + ((c + n) % 4)) * MiB);
        const started = Date.now();
        const outcome = await slowPut(agent, `${bucketUrl}/${key}`, body, creds);
        uploads.push({ key, hash: sha256Hex(body), started, ...outcome });
        if (outcome.status !== 200) await new Promise((r) => setTimeout(r, 20));
      }
      agent.destroy();
    };
    const portalPolls: { started: number; status: number | string }[] = [];
    const portalClient = async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      while (Date.now() < stopAfter) {
        const started = Date.now();
        const status = await new Promise<number | string>((resolve) => {
          http.get(`${proc.url}/api/auth/user`, { agent, headers: { cookie } }, (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          }).on('error', (e: NodeJS.ErrnoException) => resolve(`error: ${e.code ?? e.message}`));
        });
        portalPolls.push({ started, status });
        await new Promise((r) => setTimeout(r, 20));
      }
      agent.destroy();
    };
    const load = [...[0, 1, 2, 3].map(uploader), portalClient()];

    await new Promise((r) => setTimeout(r, 2500));
    const stragglers = [straggler(s3, '/drain-bucket/late.bin'), straggler(proc.url, '/api/auth/user')];
    await new Promise((r) => setTimeout(r, 50));
    const signalAt = Date.now();
    const exit = proc.stop('SIGTERM');
    stopAfter = signalAt + 3000; // the clients keep trying for 3 s after the signal
    // The stragglers finish their requests once the process has begun to drain (by its log: on a
    // loaded machine the signal can take a while to be handled, and a request finished before
    // that is simply served).
    for (const end = Date.now() + 5000; Date.now() < end && !proc.lines.some((l) => l.msg === 'shutting down: draining requests and jobs'); ) await new Promise((r) => setTimeout(r, 10));
    stragglers.forEach((r) => r.finish());
    const [s3Late, portalLate] = await Promise.all(stragglers.map((r) => r.reply));
    const code = await exit;
    const exitMs = Date.now() - signalAt;
    await Promise.all(load);

    // When the process began to drain, by its own clock (same machine).
    const drainAt = Date.parse(String(proc.lines.find((l) => l.msg === 'shutting down: draining requests and jobs')!.time));
    const report = proc.lines.find((l) => l.msg === 'listeners drained') as { portal: Record<string, number>; s3: Record<string, number> } | undefined;
    // The requests in flight when the drain began, as the server saw them (its access log: the
    // line is written at the end, `durationMs` after the start).
    const serverPuts = proc.lines
      .filter((l) => l.msg === 's3 request' && l.op === 'PutObject' && l.bucket === 'drain-bucket')
      .map((l) => ({ reqId: String(l.reqId), status: l.status, end: Date.parse(String(l.time)), start: Date.parse(String(l.time)) - Number(l.durationMs) }));
    const inFlight = serverPuts.filter((l) => l.start < drainAt && l.end > drainAt);
    const byReqId = new Map(uploads.map((u) => [u.reqId, u]));
    const afterDrain = uploads.filter((u) => u.started > drainAt + 10);
    const figures = {
      uploadsBeforeSignal: serverPuts.filter((l) => l.end <= drainAt).length,
      inFlightAtSignal: inFlight.length,
      inFlightCompleted: inFlight.filter((l) => l.status === 200 && byReqId.get(l.reqId)?.status === 200).length,
      inFlightToldConnectionClose: inFlight.filter((l) => byReqId.get(l.reqId)?.connection === 'close').length,
      acceptedAfterSignal: afterDrain.filter((u) => u.status === 200).length,
      refusedOrClosedAfterSignal: afterDrain.reduce<Record<string, number>>((t, u) => ({ ...t, [u.status]: (t[u.status] ?? 0) + 1 }), {}),
      portalAcceptedAfterSignal: portalPolls.filter((p) => p.started > drainAt + 10 && p.status === 200).length,
      exitCode: code,
      exitMs,
      serverReport: report ? { portal: report.portal, s3: report.s3 } : null,
    };
    console.info(`SIGTERM under S3 upload load: ${JSON.stringify(figures)}`);

    expect(code).toBe(0);
    expect(exitMs).toBeLessThan(SHUTDOWN_TIMEOUT_SECONDS * 1000);
    expect(messages(proc)).toContain('shut down cleanly');
    expect(messages(proc)).not.toContain('shutdown did not finish in time: exiting');
    // The uploads in flight at the signal completed, and their clients got the 200.
    expect(inFlight.length).toBeGreaterThanOrEqual(1);
    expect(figures.inFlightCompleted).toBe(inFlight.length);
    // Those whose body was still on its way then (an upload is answered once its body is in)
    // were told that the connection closes after them.
    const stillSending = uploads.filter((u) => u.started < drainAt && u.bodySent! > drainAt);
    expect(stillSending.map((u) => [u.status, u.connection])).toEqual(stillSending.map(() => [200, 'close']));
    // Nothing new was accepted on either listener: refused (503) or closed.
    expect(afterDrain.length).toBeGreaterThan(0);
    expect(figures.acceptedAfterSignal).toBe(0);
    expect(afterDrain.every((u) => u.status === 503 || String(u.status).startsWith('error'))).toBe(true);
    expect(figures.portalAcceptedAfterSignal).toBe(0);
    // A request that arrives on a busy kept-alive connection after the signal: a clean refusal.
    expect(s3Late).toMatch(/^HTTP\/1\.1 503 /);
    expect(s3Late).toMatch(/\r\nconnection: close\r\n/i);
    expect(s3Late).toMatch(/\r\nretry-after: 1\r\n/i);
    expect(s3Late).toContain('<Code>ServiceUnavailable</Code>');
    expect(portalLate).toMatch(/^HTTP\/1\.1 503 /);
    expect(portalLate).toMatch(/\r\nconnection: close\r\n/i);
    expect(report?.s3).toMatchObject({ cut: 0, refused: 1 });
    expect(report?.portal).toMatchObject({ cut: 0, refused: 1 });

    // The next process finds every acknowledged upload intact, and nothing of the others.
    const next = await start();
    for (const u of uploads) {
      const url = `${next.s3}/drain-bucket/${u.key}`;
      const res = await fetch(url, { headers: signHeaders('GET', url, {}, EMPTY_SHA256, { ...creds, region: 'nbo1' }) });
      const bytes = Buffer.from(await res.arrayBuffer());
      if (u.status === 200) expect([u.key, res.status, sha256Hex(bytes)]).toEqual([u.key, 200, u.hash]);
      else expect([u.key, res.status]).toEqual([u.key, 404]);
    }
    expect(await next.proc.stop('SIGTERM')).toBe(0);
  });
});
