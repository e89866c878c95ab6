import { CreateBucketCommand, ListBucketsCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { Client } from 'pg';
import { startCephCluster, type CephCluster } from '../../../../test/ceph-cluster';
import { freshDatabase } from '../../../../test/pg-admin';
import { spawnServer, type ServerProcess } from '../../../../test/server-process';
import { eventually, rgwS3, s3Code } from './ceph-test-kit';

/**
 * Two portal processes on one PostgreSQL and one Ceph serve one set of customers: a customer who
 * signs up on one and makes a key on the other is provisioned on RGW once (by whichever process
 * holds the job's lease), and what they store is metered once into the shared usage records; a
 * bucket-scoped key made on the other process gets its RGW user once.
 */
jest.setTimeout(240_000);

let ceph: CephCluster;
let database: Awaited<ReturnType<typeof freshDatabase>>;
let a: ServerProcess;
let b: ServerProcess;
let sql: Client;
beforeAll(async () => {
  [ceph, database] = await Promise.all([startCephCluster(), freshDatabase('mw_ceph2')]);
  const env = {
    DATABASE_URL: database.url,
    STORAGE_PLANE: 'ceph',
    CEPH_RGW_URL: ceph.rgwUrl,
    CEPH_RGW_ADMIN_ACCESS_KEY: ceph.adminAccessKey,
    CEPH_RGW_ADMIN_SECRET_KEY: ceph.adminSecretKey,
    JOBS_TICK_SECONDS: '1',
    REGISTRATIONS_PER_IP_PER_HOUR: '100',
  };
  [a, b] = await Promise.all([spawnServer(env), spawnServer(env)]);
  sql = new Client({ connectionString: database.url });
  await sql.connect();
});
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await sql?.end();
  await database?.drop();
  await ceph?.stop();
});

const post = (proc: ServerProcess, path: string, body: unknown, cookie = '') => fetch(proc.url + path, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });
const gql = async (proc: ServerProcess, cookie: string, query: string, variables: unknown) => (await (await post(proc, '/graphql', { query, variables }, cookie)).json()) as { data: Record<string, any>; errors?: unknown[] };
/** Each process's log lines with this message, for this customer. */
const logged = (proc: ServerProcess, msg: string, userId: number) => proc.lines.filter((l) => l.msg === msg && l.userId === userId);

// A retried attempt signs up someone new: the first attempt's customer is still in the database.
let attempt = 0;

describe('two portals on one PostgreSQL and one Ceph', () => {
  it('provision a customer once, and meter what they store once', async () => {
    const username = `wairimu${++attempt}`;
    const reg = await post(a, '/api/auth/register', { username, email: `${username}@example.co.ke`, password: 'Str0ng!Passw0rd', firstName: 'Wairimu', lastName: 'Njoroge', phone: `+25471200077${attempt}` });
    expect(reg.status).toBe(201);
    const cookie = reg.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const userId = Number((await sql.query('SELECT id FROM users WHERE username_key = $1', [username])).rows[0].id);
    const svc = await post(b, '/api/cloud-storage-services', { serviceType: 'Object Storage', storageAmount: 5, cost: 'KSh 0' }, cookie);
    expect(svc.status).toBe(201);
    const serviceId = ((await svc.json()) as { id: number }).id;
    const made = await gql(a, cookie, 'mutation ($input: CreateApiKeyInput!) { createApiKey(input: $input) { secretAccessKey apiKey { accessKeyId } } }', { input: { name: 'laptop', permissions: ['read', 'write', 'delete'] } });
    expect(made.errors).toBeUndefined();
    const key = { accessKeyId: made.data.createApiKey.apiKey.accessKeyId as string, secretAccessKey: made.data.createApiKey.secretAccessKey as string };

    // Provisioned by the job (a 1 s tick here) of whichever process holds its lease.
    const s3 = rgwS3(ceph, key);
    expect(await eventually(() => s3Code(s3.send(new ListBucketsCommand({}))), 'OK')).toBe('OK');
    // RGW answers the key as soon as it exists; the job logs what it applied once its whole pass for
    // the customer is done, and the line then crosses a pipe: wait for it, then give a second process
    // time to (wrongly) apply it too.
    const created = async () => [...logged(a, 'ceph: customer reconciled', userId), ...logged(b, 'ceph: customer reconciled', userId)].filter((l) => (l.applied as string[]).includes('createUser')).length;
    expect(await eventually(created, (n) => n > 0)).toBe(1);
    await new Promise((r) => setTimeout(r, 3000));
    expect(await created()).toBe(1);
    // Never both at once: two processes applying the same change would collide on RGW (UserAlreadyExists…).
    for (const proc of [a, b]) expect(proc.lines.filter((l) => l.msg === 'ceph: reconcile refused by RGW' || l.msg === 'ceph: provisioning tick failed')).toEqual([]);

    await s3.send(new CreateBucketCommand({ Bucket: 'shamba' }));
    await s3.send(new PutObjectCommand({ Bucket: 'shamba', Key: 'mavuno.csv', Body: Buffer.alloc(250_000, 'm') }));
    // Metered by the other job (a 1 s tick), into the usage records both processes read.
    const storedNow = async () => Number((await sql.query('SELECT stored_gb FROM usage_records WHERE service_id = $1 ORDER BY hour_index DESC LIMIT 1', [serviceId])).rows[0]?.stored_gb ?? 0);
    expect(await eventually(storedNow, (gb) => gb > 0)).toBeCloseTo(250_000 / 2 ** 30, 9);
    for (const proc of [a, b]) {
      const overview = await gql(proc, cookie, '{ dashboardOverview(range: d7) { storedNowBytes } }', {});
      expect(overview.data.dashboardOverview.storedNowBytes).toBe(250_000);
    }

    // A key limited to that bucket and a prefix, made on the other process: its RGW user is made
    // once, its statements written, whichever process leads.
    const scoped = await gql(b, cookie, 'mutation ($input: CreateApiKeyInput!) { createApiKey(input: $input) { secretAccessKey apiKey { id accessKeyId } } }', {
      input: { name: 'ci', permissions: ['read', 'write'], buckets: ['shamba'], prefix: 'ci/' },
    });
    expect(scoped.errors).toBeUndefined();
    const ci = rgwS3(ceph, { accessKeyId: scoped.data.createApiKey.apiKey.accessKeyId, secretAccessKey: scoped.data.createApiKey.secretAccessKey });
    expect(await eventually(() => s3Code(ci.send(new PutObjectCommand({ Bucket: 'shamba', Key: 'ci/build.log', Body: 'ok' }))), 'OK')).toBe('OK');
    expect(await s3Code(ci.send(new PutObjectCommand({ Bucket: 'shamba', Key: 'mavuno.csv', Body: 'overwrite' })))).toBe('AccessDenied');
    const keyUsersMade = async () => [...logged(a, 'ceph: customer reconciled', userId), ...logged(b, 'ceph: customer reconciled', userId)].filter((l) => (l.applied as string[]).includes('createKeyUser')).length;
    expect(await eventually(keyUsersMade, (n) => n > 0)).toBe(1);
    await new Promise((r) => setTimeout(r, 3000));
    expect(await keyUsersMade()).toBe(1);
    expect((await sql.query('SELECT key_id, removed_at FROM ceph_key_users WHERE user_id = $1', [userId])).rows).toEqual([{ key_id: Number(scoped.data.createApiKey.apiKey.id), removed_at: null }]);
    for (const proc of [a, b]) expect(proc.lines.filter((l) => l.msg === 'ceph: reconcile refused by RGW' || l.msg === 'ceph: provisioning tick failed')).toEqual([]);
  });
});
