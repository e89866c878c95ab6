import { CreateBucketCommand, CreateMultipartUploadCommand, PutObjectCommand, UploadPartCommand } from '@aws-sdk/client-s3';
import { reconcileLedgers } from './domain/reconcile';
import { BucketEntity } from './entities/bucket.entity';
import { ServiceStorageUsageEntity } from './entities/service-usage.entity';
import { customer, startStorageWorld, type StorageWorld } from './storage-test-kit';

/** The reconciliation job: proves ledger = rows, repairs drift (and only real drift), on both databases. */
jest.setTimeout(120_000);

let world: StorageWorld;
beforeAll(async () => {
  world = await startStorageWorld();
});
afterAll(() => world.close());

describe('storage ledger reconciliation', () => {
  it('repairs a drifted ledger and bucket counters to what the rows hold, and finds nothing the second time', async () => {
    const c = await customer(world, 1);
    const s3 = c.s3();
    await s3.send(new CreateBucketCommand({ Bucket: 'drifting' }));
    await s3.send(new PutObjectCommand({ Bucket: 'drifting', Key: 'a', Body: Buffer.alloc(1000) }));
    await s3.send(new PutObjectCommand({ Bucket: 'drifting', Key: 'b', Body: Buffer.alloc(2000) }));
    const { UploadId } = await s3.send(new CreateMultipartUploadCommand({ Bucket: 'drifting', Key: 'mp' }));
    await s3.send(new UploadPartCommand({ Bucket: 'drifting', Key: 'mp', UploadId, PartNumber: 1, Body: Buffer.alloc(500) }));
    const db = world.server.db;
    expect(await reconcileLedgers(db)).toEqual([]);

    // What the race this job backs up once produced: a negative ledger, counters off, a leaked reservation figure.
    await db.getRepository(ServiceStorageUsageEntity).update({ serviceId: c.service.id }, { usedBytes: -1_170_000, reservedBytes: 4096 });
    const bucket = await db.getRepository(BucketEntity).findOneByOrFail({ name: 'drifting' });
    await db.getRepository(BucketEntity).update({ id: bucket.id }, { objectCount: -3, objectBytes: 77 });

    const repaired = await reconcileLedgers(db);
    expect(repaired).toEqual([
      {
        serviceId: c.service.id,
        ledger: { used: -1_170_000, reserved: 4096 },
        actual: { used: 3500, reserved: 0 },
        buckets: [{ bucketId: bucket.id, counted: { objects: -3, bytes: 77 }, actual: { objects: 2, bytes: 3000 } }],
      },
    ]);
    const ledger = await db.getRepository(ServiceStorageUsageEntity).findOneByOrFail({ serviceId: c.service.id });
    expect({ used: ledger.usedBytes, reserved: ledger.reservedBytes }).toEqual({ used: 3500, reserved: 0 });
    expect(await db.getRepository(BucketEntity).findOneByOrFail({ id: bucket.id })).toMatchObject({ objectCount: 2, objectBytes: 3000 });
    expect(await reconcileLedgers(db)).toEqual([]);
  });

  it('repairs nothing while writers are busy: a write committing during the check is not drift', async () => {
    const c = await customer(world, 2);
    const s3 = c.s3();
    await s3.send(new CreateBucketCommand({ Bucket: 'busy' }));
    const db = world.server.db;
    const writes = Promise.all(Array.from({ length: 40 }, (_, i) => s3.send(new PutObjectCommand({ Bucket: 'busy', Key: `k${i % 7}`, Body: Buffer.alloc(100 + i) }))));
    const checks: Awaited<ReturnType<typeof reconcileLedgers>>[] = [];
    let done = false;
    void writes.finally(() => (done = true));
    while (!done) {
      checks.push(await reconcileLedgers(db));
      await new Promise((r) => setTimeout(r, 5)); // let the writers' requests in (SQLite answers without yielding)
    }
    await writes;
    checks.push(await reconcileLedgers(db));
    expect(checks.length).toBeGreaterThan(1);
    expect(checks.flat()).toEqual([]);
  });
});
