import { Client } from 'pg';
import { allMigrations } from './modules/registry';
import { fakeChain, mineBlocks, startEsplora } from './modules/competition/esplora.fixture';
import { freshDatabase } from './test/pg-admin';
import { startTestRelay, type TestRelay } from './test/smtp-relay';
import { spawnServer, type ServerProcess } from './test/server-process';

/**
 * How this product scales: several stateless API processes behind a load balancer, one PostgreSQL.
 * Two real server processes, started together on a fresh database, must behave as one service.
 */
jest.setTimeout(240_000);

const ENV = {
  JWT_SECRET: 'multi-process-test-jwt-secret-0123456789abcdef0123456789',
  SECRETS_KEY: '00112233445566778899aabbccddeeff00112233445566778899aabbccddee00',
  ADMIN_EMAIL: 'ops@mawingu.cloud',
  ADMIN_PASSWORD: 'Ops!Strong#Pass2026',
  JOBS_TICK_SECONDS: '1',
  REGISTRATIONS_PER_IP_PER_HOUR: '100',
  LOG_LEVEL: 'warn',
  METERING_TOKEN: 'multi-process-metering-token-0123456789',
};

let database: Awaited<ReturnType<typeof freshDatabase>>;
let relay: TestRelay;
let a: ServerProcess;
let b: ServerProcess;
let sql: Client;
const nowSeconds = Math.floor(Date.now() / 1000);
const chain = fakeChain(900_000, Array.from({ length: 6 }, (_, i) => nowSeconds - (5 - i) * 600));
let esplora: Awaited<ReturnType<typeof startEsplora>>;

beforeAll(async () => {
  database = await freshDatabase('mw_multi');
  relay = await startTestRelay();
  esplora = await startEsplora(chain); // the draws' beacon: production refuses to draw without one
  const env = { ...ENV, BEACON_URL: esplora.url, DATABASE_URL: database.url, SMTP_URL: relay.url({ user: 'relay', pass: 'relay-pass' }), SMTP_TLS_CA_FILE: relay.certFile };
  // Started together: both find pending migrations and the same bootstrap admin to create.
  [a, b] = await Promise.all([spawnServer(env), spawnServer(env)]);
  sql = new Client({ connectionString: database.url });
  await sql.connect();
});
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await sql?.end();
  await relay?.close();
  await esplora?.close();
  await database?.drop();
});

const post = (proc: ServerProcess, path: string, body: unknown, cookie = '') =>
  fetch(proc.url + path, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });
const cookieOf = (res: Response) => res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
const count = async (q: string, params: unknown[] = []) => Number((await sql.query(q, params)).rows[0].n);

describe('two API processes on one PostgreSQL', () => {
  it('started together, migrate once and bootstrap one admin', async () => {
    const names = (await sql.query('SELECT name, COUNT(*) AS n FROM migrations GROUP BY name')).rows as { n: string }[];
    expect(names.length).toBe(allMigrations().length);
    expect(names.every((r) => Number(r.n) === 1)).toBe(true);
    expect(await count("SELECT COUNT(*) AS n FROM users WHERE user_type = 'admin'")).toBe(1);
    for (const p of [a, b]) expect((await fetch(`${p.url}/readyz`)).status).toBe(200);
  });

  it('a session created on one works on the other, and a logout on one revokes it on both', async () => {
    const reg = await post(a, '/api/auth/register', { username: 'amani', email: 'amani@example.co.ke', password: 'Str0ng!Passw0rd', firstName: 'Amani', lastName: 'Wanjiru', phone: '+254712000001' });
    expect(reg.status).toBe(201);
    const cookie = cookieOf(reg);
    const onB = await fetch(`${b.url}/api/auth/user`, { headers: { cookie } });
    expect(onB.status).toBe(200);
    expect((await onB.json()).email).toBe('amani@example.co.ke');
    expect((await post(b, '/api/auth/logout', {}, cookie)).status).toBe(200);
    expect((await fetch(`${a.url}/api/auth/user`, { headers: { cookie } })).status).toBe(401);
    expect((await fetch(`${b.url}/api/auth/user`, { headers: { cookie } })).status).toBe(401);
  });

  it('the failed-login limit (5 per account) holds across both processes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await post(i % 2 ? b : a, '/api/auth/login', { identifier: 'amani', password: `Wrong!Pass${i}` });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });

  it('a draw requested on both at once happens once, and its winner is e-mailed once', async () => {
    const login = await post(a, '/api/auth/login', { identifier: ENV.ADMIN_EMAIL, password: ENV.ADMIN_PASSWORD });
    const admin = cookieOf(login);
    for (let i = 0; i < 3; i++) {
      const c = cookieOf(await post(b, '/api/auth/register', { username: `saver${i}`, email: `saver${i}@example.co.ke`, password: 'Str0ng!Passw0rd', firstName: `Saver${i}`, lastName: 'Otieno', phone: `+25471200010${i}` }));
      const svc = await post(a, '/api/cloud-storage-services', { serviceType: 'Object Storage', storageAmount: 100 + i * 100, cost: 'KSh 0' }, c);
      expect(svc.status).toBe(201);
      // Entries come from metered storage: the storage platform reports what the service holds.
      const hour = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000).toISOString();
      const report = await fetch(`${b.url}/api/metering/usage`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${ENV.METERING_TOKEN}` },
        body: JSON.stringify({ records: [{ serviceId: (await svc.json()).id, periodStart: hour, storedGB: 50 + i * 50, egressGB: {}, requests: 0, errors: 0, avgLatencyMs: 0, uptimePercent: 100 }] }),
      });
      expect(report.status).toBe(200);
    }
    const now = Date.now();
    const promo = await post(a, '/api/admin/promotions', {
      name: 'Two-process draw', description: 'Drawn once', eligibilityCriteria: 'Active storage', prizeDescription: 'Airtime', prizeValue: 500,
      startDate: new Date(now - 3_600_000).toISOString(), endDate: new Date(now + 30 * 86_400_000).toISOString(), drawType: 'monthly',
    }, admin);
    expect(promo.status).toBe(201);
    const { id } = await promo.json();
    const runOnBoth = () => Promise.all(Array.from({ length: 10 }, (_, i) => post(i % 2 ? b : a, `/api/admin/promotions/${id}/select-winner`, {}, admin).then(async (r) => ({ status: r.status, body: await r.json() }))));
    // Commit: every run gets the same pending round, waiting for a block two above the tip.
    const commits = await runOnBoth();
    expect(commits.map((r) => r.status)).toEqual(Array(10).fill(202));
    expect(new Set(commits.map((r) => r.body.round.id)).size).toBe(1);
    expect(commits[0]!.body.round.targetBlockHeight).toBe(chain[chain.length - 1]!.height + 2);
    expect(await count('SELECT COUNT(*) AS n FROM competition_draw_rounds WHERE promotion_id = $1', [id])).toBe(1);
    expect(await count('SELECT COUNT(*) AS n FROM competition_draws WHERE promotion_id = $1', [id])).toBe(0);
    // Reveal: once the block is mined, both processes race to draw; one draw happens.
    mineBlocks(chain, 2);
    const runs = await runOnBoth();
    expect(runs.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(new Set(runs.map((r) => r.body.winner.id)).size).toBe(1);
    // Either a request or a process's scheduler (it ticks every second) reveals the round first.
    expect(runs.filter((r) => r.body.newlyDrawn).length).toBeLessThanOrEqual(1);
    expect(await count('SELECT COUNT(*) AS n FROM competition_draws WHERE promotion_id = $1', [id])).toBe(1);
    expect(await count('SELECT COUNT(*) AS n FROM competition_winners WHERE promotion_id = $1', [id])).toBe(1);
    // Both processes run an outbox sender every second: the winner's e-mail still goes out once.
    // Account mails (address verification) share the outbox: count the winner's messages only.
    for (let i = 0; i < 40 && (await count("SELECT COUNT(*) AS n FROM outbox_messages WHERE kind = 'winner' AND channel = 'email' AND status = 'sent'")) < 1; i++) await new Promise((r) => setTimeout(r, 250));
    await new Promise((r) => setTimeout(r, 3_000)); // a few more ticks of both senders
    const winnerMails = relay.mails.filter((m) => /Subject: You won the Store & Score draw!/.test(m.raw));
    expect(winnerMails).toHaveLength(1);
    const winnerSent = (await sql.query("SELECT channel, COUNT(*) AS n FROM outbox_messages WHERE kind = 'winner' AND status = 'sent' GROUP BY channel ORDER BY channel")).rows as { channel: string; n: string }[];
    expect(winnerSent.map((r) => [r.channel, Number(r.n)])).toEqual([['email', 1], ['sms', 1], ['whatsapp', 1]]); // each channel once
  });

  it('the scheduler runs each job once: one process holds the lease, each period gets one round', async () => {
    const admin = cookieOf(await post(b, '/api/auth/login', { identifier: ENV.ADMIN_EMAIL, password: ENV.ADMIN_PASSWORD }));
    const now = Date.now();
    // A daily promotion that started three days ago and existed all along (created_at moved back, as
    // if both processes had been down since): its closed periods were never committed before their
    // cut-off, so they are recorded void (never drawn late); both schedulers tick every second. (A
    // promotion created today with a past start date gets no rounds for those periods at all.)
    const promo = await post(b, '/api/admin/promotions', {
      name: 'Scheduled daily', description: 'Scheduler', eligibilityCriteria: 'Active storage', prizeDescription: 'Airtime', prizeValue: 100,
      startDate: new Date(now - 3 * 86_400_000).toISOString(), endDate: new Date(now + 10 * 86_400_000).toISOString(), drawType: 'daily',
    }, admin);
    const { id } = await promo.json();
    await sql.query('UPDATE promotions SET created_at = $1 WHERE id = $2', [new Date(now - 3 * 86_400_000), id]);
    for (let i = 0; i < 60 && (await count('SELECT COUNT(*) AS n FROM competition_draw_rounds WHERE promotion_id = $1', [id])) < 1; i++) await new Promise((r) => setTimeout(r, 250));
    await new Promise((r) => setTimeout(r, 4_000)); // several more ticks of both schedulers
    const perPeriod = (await sql.query('SELECT period_key, status, COUNT(*) AS n FROM competition_draw_rounds WHERE promotion_id = $1 GROUP BY period_key, status', [id])).rows as { period_key: string; status: string; n: string }[];
    expect(perPeriod.length).toBeGreaterThanOrEqual(1);
    expect(new Set(perPeriod.map((r) => r.period_key)).size).toBe(perPeriod.length); // one round per period
    // Closed periods are void; the open one is committed (pending) only if its cut-off is near now.
    expect(perPeriod.every((r) => Number(r.n) === 1 && (r.status === 'void' || r.status === 'pending'))).toBe(true);
    expect(perPeriod.filter((r) => r.status === 'void').length).toBeGreaterThanOrEqual(1);
    expect(await count('SELECT COUNT(*) AS n FROM competition_draws WHERE promotion_id = $1', [id])).toBe(0);
    const holders = (await sql.query("SELECT holder FROM competition_job_leases WHERE name = 'competition-scheduler'")).rows;
    expect(holders).toHaveLength(1);
  });
});
