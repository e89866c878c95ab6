import http from 'node:http';
import { Readable } from 'node:stream';
import { CreateBucketCommand, CreateMultipartUploadCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { BYTES_PER_GB, LIMITS } from '../../contracts/storage';
import { signHeaders } from './auth/signer';
import { reclaimStaleReservations, RESERVATION_TTL_MS } from './domain/reservations';
import { ReservationEntity } from './entities/reservation.entity';
import { ServiceStorageUsageEntity } from './entities/service-usage.entity';
import { UploadEntity } from './entities/upload.entity';
import { diskBytes, customer, startStorageWorld, type Customer, type StorageWorld } from './storage-test-kit';

/**
 * Reservations: bytes are taken from the quota before a write stores its first byte, so parallel
 * writers cannot fill the shared disk past what the customer bought, and what a write does not
 * use (or a dead process held) comes back.
 */
jest.setTimeout(180_000);

const MiB = 1024 * 1024;
let world: StorageWorld;
beforeAll(async () => {
  world = await startStorageWorld();
});
afterAll(() => world.close());

const ledgerOf = (serviceId: number) => world.server.db.getRepository(ServiceStorageUsageEntity).findOneByOrFail({ serviceId });
/** Pretend the service already holds `bytes` elsewhere (writing a gigabyte in a test would take too long). */
const setUsed = (serviceId: number, bytes: number) => world.server.db.getRepository(ServiceStorageUsageEntity).save({ serviceId, usedBytes: bytes, reservedBytes: 0, updatedAt: new Date() });


/** A body that arrives slowly (1 MiB every 40 ms), as from a phone: each upload is in flight a while. */
const slowBody = (size: number) =>
  Readable.from(
    (async function* () {
      for (let sent = 0; sent < size; sent += MiB) {
        await new Promise((r) => setTimeout(r, 40));
        yield Buffer.alloc(Math.min(MiB, size - sent), 7);
      }
    })(),
  );

/** Wait until `read` returns `want` (the server works on its own schedule). */
async function until<T>(read: () => Promise<T>, want: T, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  let last: T = await read();
  while (last !== want && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 20));
    last = await read();
  }
  expect(last).toBe(want);
}

async function outcome(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return 'ok';
  } catch (e) {
    return (e as { name?: string }).name ?? 'error';
  }
}

describe('writes reserve their bytes before storing them', () => {
  it('12 parallel 8 MiB PUTs with 40 MiB free: stored plus in-flight bytes never exceed the quota', async () => {
    const c = await customer(world, 1, { storageAmount: 1 });
    const s3 = c.s3();
    await s3.send(new CreateBucketCommand({ Bucket: 'reserve-bucket' }));
    const preset = BYTES_PER_GB - 40 * MiB; // held "elsewhere": not on this disk
    await setUsed(c.service.id, preset);
    const before = diskBytes(world.blobDir);
    let peak = 0;
    const sampler = setInterval(() => {
      peak = Math.max(peak, diskBytes(world.blobDir) - before);
    }, 5);
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => outcome(s3.send(new PutObjectCommand({ Bucket: 'reserve-bucket', Key: `file-${i}.bin`, Body: slowBody(8 * MiB), ContentLength: 8 * MiB })))),
    );
    clearInterval(sampler);
    peak = Math.max(peak, diskBytes(world.blobDir) - before);
    expect(results.filter((r) => r === 'ok')).toHaveLength(5);
    expect(results.filter((r) => r !== 'ok')).toEqual(Array(7).fill('QuotaExceeded'));
    expect(peak).toBeLessThanOrEqual(40 * MiB);
    expect(peak).toBeGreaterThanOrEqual(5 * 8 * MiB); // the sampler really saw the five that were stored
    const ledger = await ledgerOf(c.service.id);
    expect({ used: ledger.usedBytes, reserved: ledger.reservedBytes }).toEqual({ used: preset + 40 * MiB, reserved: 0 });
    expect(await world.server.db.getRepository(ReservationEntity).countBy({ serviceId: c.service.id })).toBe(0);
  });

  it('a body of unknown length reserves the free space while it streams and gives back what it did not use', async () => {
    const c = await customer(world, 2, { storageAmount: 1 });
    await c.s3().send(new CreateBucketCommand({ Bucket: 'unknown-length' }));
    await setUsed(c.service.id, BYTES_PER_GB - 10 * MiB);
    const url = `${world.s3.url}/unknown-length/streamed.bin`;
    const headers = signHeaders('PUT', url, { 'transfer-encoding': 'chunked' }, 'UNSIGNED-PAYLOAD', { ...c.key, region: 'nbo1' });
    const req = http.request(url, { method: 'PUT', headers });
    const answered = new Promise<number>((resolve, reject) => {
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode!);
      });
      req.on('error', reject);
    });
    req.write(Buffer.alloc(MiB, 1));
    // While it streams, the whole free space is held: another write cannot take it.
    await until(async () => (await ledgerOf(c.service.id)).reservedBytes, 10 * MiB);
    await expect(c.s3().send(new PutObjectCommand({ Bucket: 'unknown-length', Key: 'other.bin', Body: Buffer.alloc(1024) }))).rejects.toMatchObject({ name: 'QuotaExceeded' });
    req.end(Buffer.alloc(MiB, 2));
    expect(await answered).toBe(200);
    const ledger = await ledgerOf(c.service.id);
    expect({ used: ledger.usedBytes, reserved: ledger.reservedBytes }).toEqual({ used: BYTES_PER_GB - 10 * MiB + 2 * MiB, reserved: 0 });
  });

  it('a reservation whose process stopped renewing it is given back by the reclaim job', async () => {
    const c = await customer(world, 3, { storageAmount: 1 });
    await c.s3().send(new CreateBucketCommand({ Bucket: 'dead-writer' }));
    const db = world.server.db;
    // What a process killed mid-upload leaves behind: a reservation nobody renews.
    await setUsed(c.service.id, 0);
    await db.getRepository(ServiceStorageUsageEntity).update({ serviceId: c.service.id }, { reservedBytes: 300 * MiB });
    await db.getRepository(ReservationEntity).insert({ id: 'f'.repeat(32), serviceId: c.service.id, target: 'o:1:x', uploadId: null, bytes: 300 * MiB, creditBytes: 0, expiresAt: new Date(Date.now() + RESERVATION_TTL_MS) });
    expect(await reclaimStaleReservations(db)).toBe(0); // still within its lease
    expect(await reclaimStaleReservations(db, new Date(Date.now() + RESERVATION_TTL_MS + 1000))).toBe(1);
    expect((await ledgerOf(c.service.id)).reservedBytes).toBe(0);
    expect(await db.getRepository(ReservationEntity).countBy({ serviceId: c.service.id })).toBe(0);
  });
});

/** A PUT that sends one byte of its declared body and waits: a write held in flight. */
function heldPut(c: Customer, bucket: string, key: string, size = MiB) {
  const url = `${world.s3.url}/${bucket}/${key}`;
  const headers = signHeaders('PUT', url, { 'content-length': String(size) }, 'UNSIGNED-PAYLOAD', { ...c.key, region: 'nbo1' });
  const req = http.request(url, { method: 'PUT', headers, agent: false });
  const status = new Promise<number>((resolve) => {
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode!);
    });
    req.on('error', () => resolve(0));
  });
  req.write(Buffer.alloc(1));
  return { finish: () => req.end(Buffer.alloc(size - 1)), status };
}

describe('writes in flight are capped', () => {
  it(`refuses a ${LIMITS.maxConcurrentWritesPerKey + 1}th write to one key in flight with 503 SlowDown and Retry-After, and takes it once they end`, async () => {
    const c = await customer(world, 4, { storageAmount: 1 });
    const s3: S3Client = c.s3();
    await s3.send(new CreateBucketCommand({ Bucket: 'capped' }));
    const held = Array.from({ length: LIMITS.maxConcurrentWritesPerKey }, () => heldPut(c, 'capped', 'hot.bin'));
    await until(() => world.server.db.getRepository(ReservationEntity).countBy({ serviceId: c.service.id }), LIMITS.maxConcurrentWritesPerKey);
    const refused = await s3.send(new PutObjectCommand({ Bucket: 'capped', Key: 'hot.bin', Body: 'x' })).catch((e: unknown) => e);
    expect(refused).toMatchObject({ name: 'SlowDown', $metadata: { httpStatusCode: 503 } });
    expect((refused as { $response?: { headers: Record<string, string> } }).$response?.headers['retry-after']).toBe('1');
    // Another key is not held back.
    await s3.send(new PutObjectCommand({ Bucket: 'capped', Key: 'cold.bin', Body: 'y' }));
    held.forEach((h) => h.finish());
    expect(await Promise.all(held.map((h) => h.status))).toEqual(Array(LIMITS.maxConcurrentWritesPerKey).fill(200));
    await s3.send(new PutObjectCommand({ Bucket: 'capped', Key: 'hot.bin', Body: 'z' }));
  });

  it('counts unfinished multipart uploads per service under a lock', async () => {
    const c = await customer(world, 5, { storageAmount: 1 });
    const s3 = c.s3();
    await s3.send(new CreateBucketCommand({ Bucket: 'many-uploads' }));
    const db = world.server.db;
    // Fill the service up to two below its cap directly (a thousand API calls would only slow the test).
    const [bucket] = (await db.query(`SELECT id FROM storage_buckets WHERE name = 'many-uploads'`)) as { id: number }[];
    const now = new Date();
    for (let i = 0; i < LIMITS.maxUnfinishedUploadsPerService - 2; i += 200) {
      const rows = Array.from({ length: Math.min(200, LIMITS.maxUnfinishedUploadsPerService - 2 - i) }, (_, j) => ({ id: `seeded-${i + j}`, bucketId: bucket!.id, key: `k${i + j}`, contentType: 'x', headers: '{}', checksumAlgorithm: null, initiatedAt: now }));
      await db.getRepository(UploadEntity).insert(rows);
    }
    // Ten at once for the last two places: exactly two succeed, on either database.
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => outcome(s3.send(new CreateMultipartUploadCommand({ Bucket: 'many-uploads', Key: `race-${i}` })))));
    expect(results.filter((r) => r === 'ok')).toHaveLength(2);
    expect(results.filter((r) => r !== 'ok')).toEqual(Array(8).fill('InvalidRequest'));
  });

  it(`lets no more than ${LIMITS.maxBucketsPerCustomer} buckets be created, however many requests race for the last places`, async () => {
    const c = await customer(world, 6, { storageAmount: 1 });
    const s3 = c.s3();
    for (let i = 0; i < LIMITS.maxBucketsPerCustomer - 3; i++) await s3.send(new CreateBucketCommand({ Bucket: `cap-${i}-c6` }));
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => outcome(s3.send(new CreateBucketCommand({ Bucket: `race-${i}-c6` })))));
    expect(results.filter((r) => r === 'ok')).toHaveLength(3);
    expect(results.filter((r) => r !== 'ok')).toEqual(Array(9).fill('TooManyBuckets'));
    expect(Number((await world.server.db.query(`SELECT COUNT(*) AS n FROM storage_buckets WHERE user_id = ${c.userId}`))[0].n)).toBe(LIMITS.maxBucketsPerCustomer);
  });
});
