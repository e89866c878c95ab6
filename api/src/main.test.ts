import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { messages, spawnServer, tempDataDir, freePort, type ServerProcess } from './test/server-process';

/**
 * The server as an operator runs it: its own process, production mode, real signals. Slower than
 * the API tests (each start compiles the sources), so each case starts as few processes as it can.
 */
jest.setTimeout(120_000);

const json = (body: unknown) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const CUSTOMER = { username: 'ops_customer', email: 'ops-customer@example.co.ke', password: 'Str0ng!Passw0rd', firstName: 'Achieng', lastName: 'Odhiambo', phone: '+254711000111' };

describe('a production start on an empty database', () => {
  let proc: ServerProcess;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = tempDataDir();
    proc = await spawnServer({ DATA_DIR: dataDir });
  });
  afterAll(() => proc?.stop('SIGKILL'));

  it('creates no demo account and no known password', async () => {
    const db = new Database(path.join(dataDir, 'portal.sqlite'), { readonly: true });
    expect(db.prepare('SELECT COUNT(*) AS n FROM users').get()).toEqual({ n: 0 });
    db.close();
    for (const [identifier, password] of [['demo', 'Demo!Pass2026'], ['admin', 'Admin!Pass2026'], ['admin@mawingu.cloud', 'Admin!Pass2026']]) {
      const res = await fetch(`${proc.url}/api/auth/login`, json({ identifier, password }));
      expect(res.status).toBe(401);
    }
    expect(messages(proc).join('\n')).not.toMatch(/Demo data seeded|DEMO ONLY/);
  });

  it('answers /healthz without the database and /readyz with it, never with the web app', async () => {
    const health = await fetch(`${proc.url}/healthz`);
    expect(health.status).toBe(200);
    expect(health.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await health.json()).toMatchObject({ status: 'ok' });
    const ready = await fetch(`${proc.url}/readyz`);
    expect(await ready.json()).toEqual({ status: 'ready', database: 'sqlite', storagePlane: 'embedded' });
  });

  it('writes one access-log line per request with the request id (taken from a valid X-Request-Id) and the user id', async () => {
    const reg = await fetch(`${proc.url}/api/auth/register`, { ...json(CUSTOMER), headers: { 'content-type': 'application/json', 'x-request-id': 'lb-trace-0001-abcd' } });
    expect(reg.status).toBe(201);
    expect(reg.headers.get('x-request-id')).toBe('lb-trace-0001-abcd');
    const cookie = reg.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const me = await fetch(`${proc.url}/api/auth/user`, { headers: { cookie, 'x-request-id': 'bad id with spaces\r\n' } });
    const generated = me.headers.get('x-request-id')!;
    expect(generated).toMatch(/^[0-9a-f-]{36}$/);
    await new Promise((r) => setTimeout(r, 200));
    const access = proc.lines.filter((l) => l.msg === 'request');
    const regLine = access.find((l) => l.reqId === 'lb-trace-0001-abcd');
    expect(regLine).toMatchObject({ method: 'POST', route: '/api/auth/register', status: 201 });
    expect(typeof regLine!.durationMs).toBe('number');
    const meLine = access.find((l) => l.reqId === generated);
    expect(meLine).toMatchObject({ method: 'GET', route: '/api/auth/user', status: 200 });
    expect(meLine!.userId).toEqual(expect.any(Number));
    // Never a cookie, a password or an authorization header in the log.
    const all = proc.lines.map((l) => JSON.stringify(l)).join('\n');
    expect(all).not.toContain(CUSTOMER.password);
    expect(all).not.toMatch(/mw_session|cookie|authorization/i);
  });
});

describe('start-up refusals', () => {
  it('refuses SEED_DEMO=true in production without the second flag, with a clear message', async () => {
    const proc = await spawnServer({ SEED_DEMO: 'true' }, { waitReady: false });
    expect(await proc.exited).toBe(1);
    expect(messages(proc).join('\n')).toMatch(/published passwords.*ALLOW_DEMO_SEED_IN_PRODUCTION=true/);
  });

  it('refuses a production start on SQLite without JWT_SECRET and SECRETS_KEY, and generates nothing beside the database', async () => {
    const dataDir = tempDataDir();
    const proc = await spawnServer({ DATA_DIR: dataDir, JWT_SECRET: '', SECRETS_KEY: '' }, { waitReady: false });
    expect(await proc.exited).toBe(1);
    expect(messages(proc).join('\n')).toMatch(/JWT_SECRET and SECRETS_KEY must be set in the environment in production: a key generated into the data folder would sit beside the database/);
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it('exits non-zero with the reason when the port is already in use', async () => {
    const port = await freePort();
    const blocker = net.createServer().listen(port);
    try {
      const proc = await spawnServer({ PORT: String(port) }, { waitReady: false });
      expect(await proc.exited).toBe(1);
      expect(messages(proc).join('\n')).toContain(`port ${port} is already in use`);
      expect(messages(proc).join('\n')).not.toMatch(/listening on/);
    } finally {
      blocker.close();
    }
  });
});

/**
 * Requests that are certainly in flight when the signal arrives: their headers and half their body
 * are sent first; the rest of the body only after SIGTERM. The server must wait for them and answer.
 */
function halfSentLogin(url: string, body: string): { finish: () => void; status: Promise<number | string> } {
  const bytes = Buffer.from(body);
  const half = Math.floor(bytes.length / 2);
  const req = http.request(`${url}/api/auth/login`, { method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'content-length': bytes.length } });
  const status = new Promise<number | string>((resolve) => {
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', (e) => resolve(`error: ${e.message}`));
  });
  req.flushHeaders();
  req.write(bytes.subarray(0, half));
  return { finish: () => req.end(bytes.subarray(half)), status };
}

describe('graceful shutdown', () => {
  it('on SIGTERM, lets in-flight requests finish, exits 0 and leaves no SQLite WAL behind', async () => {
    const dataDir = tempDataDir();
    const proc = await spawnServer({ DATA_DIR: dataDir });
    expect((await fetch(`${proc.url}/api/auth/register`, json(CUSTOMER))).status).toBe(201);
    const body = JSON.stringify({ identifier: CUSTOMER.username, password: CUSTOMER.password });
    const inFlight = Array.from({ length: 12 }, () => halfSentLogin(proc.url, body));
    await new Promise((r) => setTimeout(r, 500)); // the server has their headers: they are in flight
    const exit = proc.stop('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    // After the signal: no new connection is accepted…
    await expect(fetch(`${proc.url}/healthz`)).rejects.toThrow();
    // …and the requests already in flight finish their bodies and get their answers.
    inFlight.forEach((r) => r.finish());
    expect(await Promise.all(inFlight.map((r) => r.status))).toEqual(Array(12).fill(200));
    expect(await exit).toBe(0);
    expect(messages(proc)).toContain('shut down cleanly');
    const files = fs.readdirSync(dataDir);
    expect(files).toContain('portal.sqlite');
    expect(files.filter((f) => /-wal$|-shm$/.test(f))).toEqual([]);
    // Every answered sign-in is in the database: nothing was cut off half-way.
    const db = new Database(path.join(dataDir, 'portal.sqlite'), { readonly: true });
    expect(db.prepare('SELECT COUNT(*) AS n FROM sessions').get()).toEqual({ n: 13 }); // 12 sign-ins + the registration
    db.close();
  });

  it('SIGINT (Ctrl-C) shuts down the same way', async () => {
    // (And a start with the S3 endpoint on the portal's own site says so in the log.)
    const proc = await spawnServer({ PUBLIC_URL: 'http://portal.example.co.ke', S3_PUBLIC_URL: 'http://s3.example.co.ke' });
    expect(messages(proc)).toContainEqual(expect.stringMatching(/^S3_PUBLIC_URL \(s3\.example\.co\.ke\) is on the portal's own site \(example\.co\.ke\)/));
    expect(await proc.stop('SIGINT')).toBe(0);
    expect(messages(proc)).toEqual(expect.arrayContaining(['shutting down: draining requests and jobs', 'shut down cleanly']));
  });
});

describe('.env', () => {
  it('is read from the working directory, and real environment variables win over it', async () => {
    const cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'mw-dotenv-'));
    const fromFile = tempDataDir();
    const fromEnv = tempDataDir();
    const port = await freePort();
    fs.writeFileSync(path.join(cwd, '.env'), `# operator settings\nPORT=${port}\nDATA_DIR=${fromFile}\nLOG_LEVEL=info\n`);
    const proc = await spawnServer({ PORT: '', DATA_DIR: fromEnv }, { cwd, port });
    try {
      expect((await fetch(`${proc.url}/healthz`)).status).toBe(200); // PORT came from .env
      expect(fs.existsSync(path.join(fromEnv, 'portal.sqlite'))).toBe(true); // DATA_DIR from the environment won
      expect(fs.existsSync(path.join(fromFile, 'portal.sqlite'))).toBe(false);
      expect(messages(proc)).toContain('loaded .env (variables already in the environment win)');
    } finally {
      await proc.stop();
    }
  });
});
