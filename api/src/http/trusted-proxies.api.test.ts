import { CreateBucketCommand, GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { resetConfig } from '../config/config';
import { logger } from '../common/logger';
import { SecurityEventEntity } from '../modules/audit/security-event.entity';
import { SessionEntity } from '../modules/auth/session.entity';
import { UsageCounterEntity } from '../modules/storage/entities/usage-counter.entity';
import { startS3Server, type S3Server } from '../modules/storage/server';
import { customer, s3Client, startStorageWorld, type Customer, type StorageWorld } from '../modules/storage/storage-test-kit';
import { seedUser } from '../test/harness';

/**
 * SECURITY.md 21, issue #26 item 7: client addresses come from trusted proxies only. In the
 * production configuration (no TRUST_PROXY, no S3_TRUST_PROXY, no LOCAL_EGRESS_CIDRS) a client
 * that sends `X-Forwarded-For: 10.0.0.1` is still itself: billed as foreign egress, throttled and
 * audited under its own address.
 */
jest.setTimeout(90_000);

const VARS = ['NODE_ENV', 'TRUST_PROXY', 'S3_TRUST_PROXY', 'LOCAL_EGRESS_CIDRS'] as const;
const saved = Object.fromEntries(VARS.map((k) => [k, process.env[k]]));
const setEnv = (env: Partial<Record<(typeof VARS)[number], string | undefined>>) => {
  for (const [k, v] of Object.entries(env)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetConfig();
};

let world: StorageWorld;
let owner: Customer;
let warn: jest.SpyInstance;
beforeAll(async () => {
  setEnv({ NODE_ENV: 'production', TRUST_PROXY: undefined, S3_TRUST_PROXY: undefined, LOCAL_EGRESS_CIDRS: undefined });
  warn = jest.spyOn(logger, 'warn');
  world = await startStorageWorld();
  owner = await customer(world, 1);
  await owner.s3().send(new CreateBucketCommand({ Bucket: 'egress' }));
  await owner.s3().send(new PutObjectCommand({ Bucket: 'egress', Key: 'song.mp3', Body: Buffer.alloc(MIB, 's') }));
});
afterAll(async () => {
  warn.mockRestore();
  await world.close();
  setEnv(saved);
});

const MIB = 1024 * 1024;

/** An S3 client whose every request claims to come from `forwardedFor`. */
function forging(client: S3Client, forwardedFor: string): S3Client {
  client.middlewareStack.add(
    (next) => async (args) => {
      (args.request as { headers: Record<string, string> }).headers['x-forwarded-for'] = forwardedFor;
      return next(args);
    },
    { step: 'build', name: 'forgedForwardedFor' },
  );
  return client;
}

/** Download the object `times` times, then wait for metering (written as each response closes) and return the hour's egress. */
async function download(client: S3Client, times: number): Promise<{ local: number; regional: number }> {
  const before = await egress();
  for (let i = 0; i < times; i++) await (await client.send(new GetObjectCommand({ Bucket: 'egress', Key: 'song.mp3' }))).Body!.transformToByteArray();
  for (let i = 0; i < 200; i++) {
    const now = await egress();
    if (now.local + now.regional >= before.local + before.regional + times * MIB) return { local: now.local - before.local, regional: now.regional - before.regional };
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('metering did not record the downloads');
}

async function egress(): Promise<{ local: number; regional: number }> {
  const rows = await world.server.db.getRepository(UsageCounterEntity).findBy({ serviceId: owner.service.id });
  return { local: rows.reduce((s, r) => s + Number(r.bytesOutLocal), 0), regional: rows.reduce((s, r) => s + Number(r.bytesOutRegional), 0) };
}

describe('production configuration: nobody is a trusted proxy, no range is local', () => {
  it('bills an S3 download with a forged X-Forwarded-For: 10.0.0.1 as foreign (regional) egress', async () => {
    expect(await download(forging(owner.s3(), '10.0.0.1'), 2)).toEqual({ local: 0, regional: 2 * MIB });
    // A whole forged chain changes nothing either.
    expect(await download(forging(owner.s3(), '10.0.0.1, 192.168.1.1, 127.0.0.1'), 1)).toEqual({ local: 0, regional: MIB });
  });

  it('keeps the portal audit IP and the sign-in throttle key on the real address', async () => {
    const user = await seedUser(world.server.db, 2);
    const login = (password: string, ip: string) => world.server.client().rest('POST', '/api/auth/login', { identifier: user.username, password }, { 'x-forwarded-for': ip });
    // Five wrong guesses, each "from" another address: one source (the socket), so the sixth is refused.
    for (let i = 1; i <= 5; i++) expect((await login('Wrong!Guess1', `10.0.0.${i}`)).status).toBe(401);
    const sixth = await login(user.password, '10.0.0.6');
    expect(sixth.status).toBe(429);
    const failures = await world.server.db.getRepository(SecurityEventEntity).findBy({ userId: user.id, type: 'failed_login' });
    expect(failures).toHaveLength(5);
    expect(failures.map((e) => e.ip)).toEqual(Array(5).fill('127.0.0.1'));
    // A successful sign-in's session is listed under the real address too.
    await world.server.resetThrottles();
    expect((await login(user.password, '10.0.0.7')).status).toBe(200);
    const sessions = await world.server.db.getRepository(SessionEntity).findBy({ userId: user.id });
    expect(sessions.map((s) => s.ip)).toEqual(['127.0.0.1']);
  });

  it('says once in the log, for each listener, that a private peer sends X-Forwarded-For and is not trusted', () => {
    const lines = warn.mock.calls.map(([, msg]) => String(msg));
    expect(lines.filter((m) => m.includes('S3_TRUST_PROXY does not trust it'))).toHaveLength(1);
    expect(lines.filter((m) => m.includes('but TRUST_PROXY does not trust it'))).toHaveLength(1);
    expect(lines.find((m) => m.includes('S3_TRUST_PROXY'))).toMatch(/private address 127\.0\.0\.1/);
  });
});

describe('S3_TRUST_PROXY names the proxy in front of the S3 listener', () => {
  let proxied: S3Server;
  beforeAll(async () => {
    setEnv({ S3_TRUST_PROXY: 'loopback', LOCAL_EGRESS_CIDRS: '41.90.0.0/16' });
    proxied = await startS3Server(world.server.db, { port: 0, host: '127.0.0.1', blobs: world.s3.blobs, jobs: false });
  });
  afterAll(async () => {
    await proxied.close();
    setEnv({ S3_TRUST_PROXY: undefined, LOCAL_EGRESS_CIDRS: undefined });
  });
  const viaProxy = (forwardedFor: string) => forging(s3Client({ ...world, s3: proxied }, owner.key), forwardedFor);

  it('believes the address the trusted proxy appended, never what the client put before it', async () => {
    // A Kenyan client (in LOCAL_EGRESS_CIDRS) behind the proxy: local.
    expect(await download(viaProxy('41.90.12.7'), 1)).toEqual({ local: MIB, regional: 0 });
    // A foreign client that forged a Kenyan address in front of its own: the proxy appended the real one.
    expect(await download(viaProxy('41.90.12.7, 8.8.8.8'), 1)).toEqual({ local: 0, regional: MIB });
  });

  it("does not follow the portal's TRUST_PROXY: without S3_TRUST_PROXY the header is not believed", async () => {
    setEnv({ TRUST_PROXY: 'loopback', S3_TRUST_PROXY: undefined, LOCAL_EGRESS_CIDRS: '41.90.0.0/16' });
    const portalsProxyOnly = await startS3Server(world.server.db, { port: 0, host: '127.0.0.1', blobs: world.s3.blobs, jobs: false });
    try {
      const client = forging(s3Client({ ...world, s3: portalsProxyOnly }, owner.key), '41.90.12.7');
      expect(await download(client, 1)).toEqual({ local: 0, regional: MIB });
    } finally {
      await portalsProxyOnly.close();
      setEnv({ TRUST_PROXY: undefined, S3_TRUST_PROXY: 'loopback' });
    }
  });

  it('leaves the portal alone: TRUST_PROXY is a separate setting', async () => {
    const user = await seedUser(world.server.db, 3);
    const res = await world.server.client().rest('POST', '/api/auth/login', { identifier: user.username, password: 'Wrong!Guess1' }, { 'x-forwarded-for': '41.90.12.7' });
    expect(res.status).toBe(401);
    const [event] = await world.server.db.getRepository(SecurityEventEntity).findBy({ userId: user.id, type: 'failed_login' });
    expect(event!.ip).toBe('127.0.0.1');
  });
});
