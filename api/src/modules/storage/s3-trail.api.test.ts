import http from 'node:http';
import { CreateBucketCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { MoreThanOrEqual } from 'typeorm';
import { logger } from '../../common/logger';
import { ApiKeyEntity } from '../account/api-key.entity';
import { SecurityEventEntity } from '../audit/security-event.entity';
import { signHeaders } from './auth/signer';
import { KeyNetworkEntity } from './entities/key-network.entity';
import { FAILED_SIGNATURES } from './s3/failed-signatures';
import { rawS3, type RawRequest } from './raw-s3';
import { customer, newKey, startStorageWorld, type Customer, type StorageWorld } from './storage-test-kit';

jest.setTimeout(90_000);

/**
 * The S3 side keeps the same trail as the portal: an access-log line per request with its id,
 * security events on the customer's security page, a throttle on failed signatures, and a key's
 * last use stamped only by a verified request.
 */
let world: StorageWorld;
let a: Customer;
let b: Customer;
beforeAll(async () => {
  world = await startStorageWorld();
  a = await customer(world, 1);
  b = await customer(world, 2);
  await a.s3().send(new CreateBucketCommand({ Bucket: 'trail-a' }));
  await b.s3().send(new CreateBucketCommand({ Bucket: 'trail-b' }));
  await b.s3().send(new PutObjectCommand({ Bucket: 'trail-b', Key: 'private.txt', Body: 'of b' }));
});
afterAll(() => world.close());
beforeEach(async () => {
  await world.s3.settled();
  await world.server.resetThrottles();
});
afterEach(() => jest.restoreAllMocks());

const s3 = async (method: string, path: string, opts: RawRequest) => {
  const reply = await rawS3(world.s3.url, method, path, opts);
  await world.s3.settled(); // its access-log line, metering and security events are written
  return reply;
};
let firstEventId = 0;
beforeEach(async () => {
  firstEventId = ((await world.server.db.getRepository(SecurityEventEntity).maximum('id')) ?? 0) + 1;
});
/** A user's security events recorded during the current test. */
const eventsOf = (userId: number, type?: string) =>
  world.server.db.getRepository(SecurityEventEntity).find({ where: { userId, id: MoreThanOrEqual(firstEventId), ...(type ? { type } : {}) }, order: { id: 'ASC' } });

/** The access-log lines written while `fn` runs. */
async function accessLines(fn: () => Promise<unknown>): Promise<Record<string, unknown>[]> {
  const lines: Record<string, unknown>[] = [];
  const capture = (level: string) => (obj: unknown, msg?: string) => {
    if (msg === 's3 request') lines.push({ level, ...(obj as Record<string, unknown>) });
  };
  for (const level of ['info', 'warn', 'error'] as const) jest.spyOn(logger, level).mockImplementation(capture(level) as never);
  await fn();
  await world.s3.settled();
  jest.restoreAllMocks();
  return lines;
}

describe('the S3 access log', () => {
  it('writes one line per request with its id (a valid X-Request-Id is echoed), operation, key, user, bucket, status, bytes, duration and source', async () => {
    const replies: Awaited<ReturnType<typeof rawS3>>[] = [];
    const lines = await accessLines(async () => {
      replies.push(await s3('PUT', '/trail-a/log.txt', { key: a.key, body: 'hello', headers: { 'X-Request-Id': 'trace-0123456789abcdef' } }));
      replies.push(await s3('GET', '/trail-a/log.txt', { key: a.key, headers: { 'X-Request-Id': 'not a valid id!' } }));
      replies.push(await s3('GET', '/trail-a/log.txt', { key: a.key, headers: { 'X-Request-Id': 'x'.repeat(129) } }));
      replies.push(await s3('GET', '/trail-a/log.txt', { key: { accessKeyId: 'MWKAAAAAAAAAAAAAAAAA', secretAccessKey: 'x'.repeat(40) } }));
    });
    const [put, get, long, unknown] = replies;
    expect(put!.status).toBe(200);
    expect(put!.headers['x-amz-request-id']).toBe('trace-0123456789abcdef');
    expect(put!.headers['x-request-id']).toBe('trace-0123456789abcdef');
    // Invalid ids are not echoed: the gateway's own id (S3's shape) answers, in both headers.
    for (const r of [get!, long!, unknown!]) {
      expect(r.headers['x-amz-request-id']).toMatch(/^[0-9A-F]{16}$/);
      expect(r.headers['x-request-id']).toBe(r.headers['x-amz-request-id']);
    }
    expect(lines).toHaveLength(4);
    expect(lines[0]).toEqual({
      level: 'info',
      reqId: 'trace-0123456789abcdef',
      op: 'PutObject',
      method: 'PUT',
      bucket: 'trail-a',
      status: 200,
      error: null,
      keyId: a.key.accessKeyId,
      userId: a.userId,
      bytesIn: 5,
      bytesOut: 0,
      durationMs: expect.any(Number),
      ip: '127.0.0.1',
    });
    expect(lines[1]).toMatchObject({ reqId: get!.headers['x-amz-request-id'], op: 'GetObject', status: 200, bytesIn: 0, bytesOut: 5, keyId: a.key.accessKeyId });
    // A refused request is logged too, with the key id it claimed and no user.
    expect(lines[3]).toMatchObject({ level: 'info', reqId: unknown!.headers['x-amz-request-id'], op: 'GetObject', status: 403, error: 'AccessDenied', keyId: 'MWKAAAAAAAAAAAAAAAAA', userId: null });
    // The object key is never logged (keys can be personal data).
    expect(JSON.stringify(lines)).not.toContain('log.txt');
  });

  it('names the operation of every kind of request, refused ones included', async () => {
    const lines = await accessLines(async () => {
      await s3('HEAD', '/trail-a/log.txt', { key: a.key });
      await s3('GET', '/trail-a?list-type=2', { key: a.key });
      await s3('GET', '/trail-a?cors', { key: a.key });
      await s3('POST', '/trail-a/big.bin?uploads', { key: a.key });
      await s3('GET', '/', { key: a.key });
      await s3('DELETE', '/trail-a/log.txt', { key: a.key, wrongSecret: true });
    });
    expect(lines.map((l) => [l.op, l.status])).toEqual([
      ['HeadObject', 200],
      ['ListObjectsV2', 200],
      ['GetBucketCors', 404],
      ['CreateMultipartUpload', 200],
      ['ListBuckets', 200],
      ['DeleteObject', 403],
    ]);
  });

  it('logs a client that disconnects mid-upload at info level, never as an error', async () => {
    const lines = await accessLines(async () => {
      const url = `${world.s3.url}/trail-a/cut.bin`;
      const headers = signHeaders('PUT', url, { 'content-length': String(1 << 20) }, 'UNSIGNED-PAYLOAD', { ...a.key, region: 'nbo1' });
      await new Promise<void>((resolve) => {
        const req = http.request(url, { method: 'PUT', headers, agent: false });
        req.on('error', () => resolve());
        req.write(Buffer.alloc(100_000, 1), () => setTimeout(() => req.destroy(), 100));
      });
    });
    expect(lines).toEqual([expect.objectContaining({ level: 'info', op: 'PutObject', status: 499, failure: expect.stringMatching(/^client left/) })]);
  });
});

describe('security events on the customer’s security page', () => {
  it('a wrong signature made for a real key: one medium event for its owner per network and hour; an unusable key id records nothing', async () => {
    const before = (await world.server.db.getRepository(SecurityEventEntity).count());
    await s3('GET', '/trail-a/x', { key: { accessKeyId: 'MWKBBBBBBBBBBBBBBBBB', secretAccessKey: 'y'.repeat(40) } });
    expect(await world.server.db.getRepository(SecurityEventEntity).count()).toBe(before);

    for (let i = 0; i < 3; i++) expect((await s3('GET', '/trail-a/x', { key: a.key, wrongSecret: true })).code).toBe('SignatureDoesNotMatch');
    await s3('GET', '/trail-a/x', { key: a.key, wrongSecret: true, from: '127.0.5.9' });
    const events = await eventsOf(a.userId, 's3_signature');
    expect(events.map((e) => [e.severity, e.ip, e.action])).toEqual([
      ['medium', '127.0.0.1', `Request with access key ${a.key.accessKeyId} refused: wrong signature (repeats from this network within the hour are not listed)`],
      ['medium', '127.0.5.9', `Request with access key ${a.key.accessKeyId} refused: wrong signature (repeats from this network within the hour are not listed)`],
    ]);
    // On the customer's own security page, with a code the web translates.
    const page = await a.client.gql('{ securityEvents(first: 50) { nodes { type action actionCode actionParams { name value } severity ip } } }');
    expect(page.data.securityEvents.nodes).toContainEqual(
      expect.objectContaining({ type: 's3_signature', actionCode: 'eventS3WrongSignature', actionParams: [{ name: 'accessKeyId', value: a.key.accessKeyId }], severity: 'medium', ip: '127.0.5.9' }),
    );
  });

  it('a key refused on another account’s bucket: its owner sees the bucket, the bucket’s owner sees an attempt; neither learns who the other is', async () => {
    const own = await s3('GET', '/trail-a/nothing-here', { key: a.key });
    const foreign = await s3('GET', '/trail-b/private.txt', { key: a.key });
    expect(own.code).toBe('NoSuchKey');
    // The answer is the plain AccessDenied S3 gives for any bucket not yours.
    expect([foreign.status, foreign.code]).toEqual([403, 'AccessDenied']);
    expect(foreign.text).toContain('<Message>Access Denied</Message>');
    expect(foreign.text).not.toMatch(/customer2|svc-2|Storage 2/);
    for (let i = 0; i < 4; i++) await s3('PUT', '/trail-b/planted.txt', { key: a.key, body: 'x' });
    await s3('DELETE', '/trail-b', { key: a.key }); // still the same key and network within the hour

    const forA = await eventsOf(a.userId);
    expect(forA.map((e) => [e.type, e.severity, e.action])).toEqual([
      ['s3_access_denied', 'medium', `Access key ${a.key.accessKeyId} was refused access to bucket "trail-b" of another account (repeats from this network within the hour are not listed)`],
    ]);
    const forB = await eventsOf(b.userId, 's3_access_denied');
    expect(forB.map((e) => [e.severity, e.action, e.ip, e.userAgent, e.actorId])).toEqual([
      ['low', 'Another account was refused access to your bucket "trail-b" (repeats from this network within the hour are not listed)', '127.0.0.1', null, null],
    ]);
    expect(JSON.stringify(forB)).not.toContain(a.key.accessKeyId);
    // Nothing was written to b's bucket.
    expect((await s3('GET', '/trail-b/planted.txt', { key: b.key })).code).toBe('NoSuchKey');
  });

  it('records a bucket deletion for its owner', async () => {
    await s3('PUT', '/trail-gone', { key: a.key });
    expect((await s3('DELETE', '/trail-gone', { key: a.key })).status).toBe(204);
    const events = await eventsOf(a.userId, 's3_bucket');
    expect(events.map((e) => [e.severity, e.action])).toEqual([['medium', `Bucket "trail-gone" deleted with access key ${a.key.accessKeyId}`]]);
  });

  it('records a key’s first use, and its first use from each new network, once each; refused requests do not count', async () => {
    const key = await newKey(a.client, ['read'], 'network-watch');
    const rows = () => world.server.db.getRepository(KeyNetworkEntity).find({ where: { apiKeyId: Number(key.id) }, order: { id: 'ASC' } });
    await s3('GET', '/trail-a?list-type=2', { key, from: '127.0.8.1', wrongSecret: true });
    expect(await rows()).toEqual([]);
    await s3('GET', '/trail-a?list-type=2', { key });
    await s3('GET', '/trail-a?list-type=2', { key });
    await s3('GET', '/trail-a?list-type=2', { key, from: '127.0.7.1' });
    await s3('GET', '/trail-a?list-type=2', { key, from: '127.0.7.200' }); // the same /24
    expect((await rows()).map((r) => r.network)).toEqual(['127.0.0.0/24', '127.0.7.0/24']);
    const events = (await eventsOf(a.userId, 's3_key')).filter((e) => e.action.includes(key.accessKeyId));
    expect(events.map((e) => [e.severity, e.ip, e.action])).toEqual([
      ['low', '127.0.0.1', `Access key ${key.accessKeyId} used for the first time, from network 127.0.0.0/24`],
      ['medium', '127.0.7.1', `Access key ${key.accessKeyId} used from a new network: 127.0.7.0/24`],
    ]);
  });
});

describe('failed signatures', () => {
  it(`hold a source back after ${FAILED_SIGNATURES.points} failures (503 SlowDown with Retry-After) before any key is looked up; other sources and good requests go on`, async () => {
    // Good requests are never counted.
    for (let i = 0; i < FAILED_SIGNATURES.points + 5; i++) expect((await s3('HEAD', '/trail-a', { key: a.key, from: '127.0.9.1' })).status).toBe(200);
    for (let i = 0; i < FAILED_SIGNATURES.points; i++) {
      const bad = i % 2 ? { key: a.key, wrongSecret: true } : { key: { accessKeyId: 'MWKCCCCCCCCCCCCCCCCC', secretAccessKey: 'z'.repeat(40) } };
      expect((await s3('GET', '/trail-a/x', { ...bad, from: '127.0.9.1' })).status).toBe(403);
    }
    const lookups = jest.spyOn(world.server.db, 'getRepository');
    const held = await s3('GET', '/trail-a/x', { key: a.key, wrongSecret: true, from: '127.0.9.1' });
    expect([held.status, held.code]).toEqual([503, 'SlowDown']);
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
    expect(lookups.mock.calls.filter(([target]) => target === ApiKeyEntity)).toEqual([]);
    lookups.mockRestore();
    // Held back means held back: even a correctly signed request from there waits (docs/storage.md).
    expect((await s3('HEAD', '/trail-a', { key: a.key, from: '127.0.9.1' })).status).toBe(503);
    // Another source (and the same customer from it) is not affected.
    expect((await s3('HEAD', '/trail-a', { key: a.key, from: '127.0.9.2' })).status).toBe(200);
  });

  it('do not stamp a key’s last use; a verified request does', async () => {
    const key = await newKey(a.client, ['read'], 'last-use');
    const lastUsed = async () => (await world.server.db.getRepository(ApiKeyEntity).findOneByOrFail({ accessKeyId: key.accessKeyId })).lastUsedAt;
    for (let i = 0; i < 3; i++) await s3('HEAD', '/trail-a', { key, wrongSecret: true });
    expect(await lastUsed()).toBeNull();
    expect((await s3('HEAD', '/trail-a', { key })).status).toBe(200);
    expect(await lastUsed()).not.toBeNull();
  });
});
