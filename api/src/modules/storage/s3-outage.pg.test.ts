import crypto from 'node:crypto';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { resetConfig } from '../../config/config';
import { freshDatabase, pgProxy } from '../../test/pg-admin';
import { signHeaders } from './auth/signer';
import { sha256Hex } from './auth/sigv4';
import { UsageCounterEntity } from './entities/usage-counter.entity';
import { customer, startStorageWorld, type Customer, type StorageWorld } from './storage-test-kit';

/**
 * PostgreSQL goes away under S3 load: the S3 port answers only `503` with Retry-After (S3 clients
 * retry it), never a 500 or a hang, and serves again within a second of PostgreSQL's return;
 * the outage is not counted against the customer's uptime. Then the pool exhausted: 503 too.
 */
jest.setTimeout(120_000);

let proxy: Awaited<ReturnType<typeof pgProxy>>;
let database: Awaited<ReturnType<typeof freshDatabase>>;
let world: StorageWorld;
let owner: Customer;
const savedUrl = process.env.DATABASE_URL;

beforeAll(async () => {
  database = await freshDatabase('mw_s3_outage');
  proxy = await pgProxy(new URL(database.url));
  process.env.DATABASE_URL = proxy.url(new URL(database.url).pathname.slice(1));
  resetConfig();
  world = await startStorageWorld();
  owner = await customer(world, 1);
  await owner.s3().send(new CreateBucketCommand({ Bucket: 'outage' }));
});
afterAll(async () => {
  await world?.close();
  await proxy?.close();
  await database?.drop();
  process.env.DATABASE_URL = savedUrl;
  resetConfig();
});

interface Outcome {
  op: 'PUT' | 'GET';
  started: number;
  ended: number;
  status: number | 'error';
  code?: string;
  retryAfter: string | null;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function s3(method: 'PUT' | 'GET', key: string, body?: Buffer): Promise<Omit<Outcome, 'op'> & { hash: string }> {
  const url = `${world.s3.url}/outage/${key}`;
  const headers = signHeaders(method, url, body ? { 'content-length': String(body.length) } : {}, body ? sha256Hex(body) : sha256Hex(''), { ...owner.key, region: 'nbo1' });
  const started = Date.now();
  try {
    const res = await fetch(url, { method, headers, body: body ? new Uint8Array(body) : undefined });
    const bytes = Buffer.from(await res.arrayBuffer());
    const code = /<Code>([^<]+)</.exec(bytes.toString('latin1'))?.[1];
    return { started, ended: Date.now(), status: res.status, code, retryAfter: res.headers.get('retry-after'), hash: sha256Hex(bytes) };
  } catch {
    return { started, ended: Date.now(), status: 'error', retryAfter: null, hash: '' };
  }
}

describe('the S3 port while PostgreSQL is away', () => {
  it('answers only 503 with Retry-After during a 10 s cut, serves again within a second, and does not count it against the customer', async () => {
    const outcomes: (Outcome & { hash?: string })[] = [];
    const stored = new Map<string, string>();
    let running = true;
    // Four clients, each PUTting and GETting back 16 KiB objects in a loop; after a 503 they wait
    // 50 ms (what is measured is the server, not a client's backoff).
    const client = async (c: number) => {
      for (let n = 0; running; n++) {
        const key = `c${c}/${n}`;
        const body = crypto.randomBytes(16 * 1024);
        const put = await s3('PUT', key, body);
        outcomes.push({ op: 'PUT', ...put });
        if (put.status === 200) stored.set(key, sha256Hex(body));
        const get = await s3('GET', put.status === 200 ? key : `c${c}/0`);
        outcomes.push({ op: 'GET', ...get });
        if (put.status !== 200 || get.status !== 200) await sleep(50);
      }
    };
    const clients = [0, 1, 2, 3].map(client);
    // Cut only once every client has stored its first object (what it reads back after a failed PUT).
    const warm = Date.now();
    while ([0, 1, 2, 3].some((c) => !stored.has(`c${c}/0`)) && Date.now() - warm < 30_000) await sleep(50);
    await sleep(1000);
    const cutAt = Date.now();
    await proxy.cut();
    await sleep(10_000);
    await proxy.restore();
    const restoredAt = Date.now();
    await sleep(3000);
    running = false;
    await Promise.all(clients);

    const during = outcomes.filter((o) => o.started > cutAt + 100 && o.ended < restoredAt);
    const after = outcomes.filter((o) => o.ended >= restoredAt && o.status === 200).sort((x, y) => x.ended - y.ended);
    const figures = {
      requests: outcomes.length,
      duringCut: during.length,
      status503: outcomes.filter((o) => o.status === 503).length,
      status500: outcomes.filter((o) => o.status === 500).length,
      connectionErrors: outcomes.filter((o) => o.status === 'error').length,
      slowest503Ms: Math.max(...outcomes.filter((o) => o.status === 503).map((o) => o.ended - o.started)),
      firstSuccessAfterRestoreMs: after.length ? after[0]!.ended - restoredAt : null,
    };
    console.info(`S3 under a 10 s PostgreSQL cut: ${JSON.stringify(figures)}`);

    expect(during.length).toBeGreaterThan(100);
    expect(new Set(during.map((o) => `${o.status} ${o.code} ${o.retryAfter}`))).toEqual(new Set(['503 ServiceUnavailable 5']));
    expect(figures.status500).toBe(0);
    expect(figures.connectionErrors).toBe(0);
    expect(new Set(outcomes.map((o) => o.status))).toEqual(new Set([200, 503]));
    expect(figures.slowest503Ms).toBeLessThan(2000);
    expect(figures.firstSuccessAfterRestoreMs).not.toBeNull();
    expect(figures.firstSuccessAfterRestoreMs!).toBeLessThan(1000);

    // Every acknowledged upload is there, intact.
    for (const [key, hash] of stored) {
      const got = await s3('GET', key);
      expect([key, got.status, got.hash]).toEqual([key, 200, hash]);
    }
    // The outage is not the customer's error: no 5xx in the service's counters (its uptime stays 100 %).
    await world.s3.settled();
    const rows = await world.server.db.getRepository(UsageCounterEntity).findBy({ serviceId: owner.service.id });
    expect(rows.reduce((t, r) => t + r.errors5xx, 0)).toBe(0);
    expect(rows.reduce((t, r) => t + r.requestsA + r.requestsB, 0)).toBeGreaterThan(0);
  });

  it('answers 503 with Retry-After when the connection pool is exhausted', async () => {
    // Every pooled connection (10) busy for 7 s: a request waits the pool's 5 s, then gets a 503.
    const hogs = Array.from({ length: 10 }, () => world.server.db.query('SELECT pg_sleep(7)'));
    await sleep(300);
    const reply = await s3('GET', 'c0/0');
    await Promise.all(hogs);
    console.info(`S3 with the pool exhausted: ${JSON.stringify({ status: reply.status, code: reply.code, retryAfter: reply.retryAfter, ms: reply.ended - reply.started })}`);
    expect([reply.status, reply.code, reply.retryAfter]).toEqual([503, 'ServiceUnavailable', '5']);
    expect((await s3('GET', 'c0/0')).status).toBe(200);
  });
});
