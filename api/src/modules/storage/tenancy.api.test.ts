import fs from 'node:fs';
import { CreateBucketCommand, CreateMultipartUploadCommand, GetObjectCommand, ListBucketsCommand, PutObjectCommand, UploadPartCommand } from '@aws-sdk/client-s3';
import { BYTES_PER_GB } from '../../contracts/storage';
import { CloudStorageServiceEntity } from '../services/service.entity';
import { LocalFsBlobStore } from './blob/local-fs';
import { sweepJournal } from './domain/journal';
import { BucketEntity } from './entities/bucket.entity';
import { ObjectEntity } from './entities/object.entity';
import { ServiceStorageUsageEntity } from './entities/service-usage.entity';
import { customer, startStorageWorld, type StorageWorld } from './storage-test-kit';

jest.setTimeout(60_000);

let world: StorageWorld;
beforeAll(async () => {
  world = await startStorageWorld();
});
afterAll(() => world.close());

const SET_ACTIVE = 'mutation ($input: SetServiceStatusInput!) { setCloudStorageServiceActive(input: $input) { service { id status } } }';
const DELETE_ACCOUNT = 'mutation ($input: DeleteAccountInput!) { deleteAccount(input: $input) { success } }';

/** Pretend the service already holds `bytes` (writing a gigabyte in a test would take too long). */
const setUsed = (serviceId: number, bytes: number) => world.server.db.getRepository(ServiceStorageUsageEntity).save({ serviceId, usedBytes: bytes, updatedAt: new Date() });

describe('tenancy: buckets belong to an active Object Storage service', () => {
  it('names buckets by S3 rules, uniquely across the provider', async () => {
    const a = await customer(world, 1);
    const b = await customer(world, 2);
    await a.s3().send(new CreateBucketCommand({ Bucket: 'shared-name' }));
    await expect(a.s3().send(new CreateBucketCommand({ Bucket: 'shared-name' }))).rejects.toMatchObject({ name: 'BucketAlreadyOwnedByYou', $metadata: { httpStatusCode: 409 } });
    await expect(b.s3().send(new CreateBucketCommand({ Bucket: 'shared-name' }))).rejects.toMatchObject({ name: 'BucketAlreadyExists', $metadata: { httpStatusCode: 409 } });
    // Another customer's service reserves its own bucket name.
    await expect(b.s3().send(new CreateBucketCommand({ Bucket: a.service.bucket }))).rejects.toMatchObject({ name: 'BucketAlreadyExists' });
    for (const bad of ['UPPER', 'ab', 'a..b', '192.168.1.1', '-start', 'xn--punycode', 'under_score']) {
      await expect(a.s3().send(new CreateBucketCommand({ Bucket: bad }))).rejects.toMatchObject({ name: 'InvalidBucketName', $metadata: { httpStatusCode: 400 } });
    }
  });

  it('attaches a bucket to the service named by its reserved name, or by region', async () => {
    const c = await customer(world, 3, { region: 'kenya' });
    const repo = world.server.db.getRepository(CloudStorageServiceEntity);
    const { id: _id, ...base } = c.service;
    const multi = await repo.save({ ...base, name: 'Dar mirror', region: 'multi_region' as const, bucket: 'svc-3-dar' });
    await c.s3().send(new CreateBucketCommand({ Bucket: 'svc-3-dar' }));
    await c.s3().send(new CreateBucketCommand({ Bucket: 'in-dar', CreateBucketConfiguration: { LocationConstraint: 'dar1' as never } }));
    await c.s3().send(new CreateBucketCommand({ Bucket: 'plain-one' }));
    const buckets = await world.server.db.getRepository(BucketEntity).find({ where: { userId: c.userId }, order: { name: 'ASC' } });
    expect(buckets.map((x) => [x.name, x.serviceId])).toEqual([
      ['in-dar', multi.id],
      ['plain-one', c.service.id],
      ['svc-3-dar', multi.id],
    ]);
    await expect(c.s3().send(new CreateBucketCommand({ Bucket: 'mars-one', CreateBucketConfiguration: { LocationConstraint: 'mars1' as never } }))).rejects.toMatchObject({ name: 'InvalidLocationConstraint' });
  });

  it('refuses buckets without an active Object Storage service (block storage holds none)', async () => {
    const d = await customer(world, 4, { serviceType: 'Block Storage' });
    await expect(d.s3().send(new CreateBucketCommand({ Bucket: 'no-service-here' }))).rejects.toMatchObject({ name: 'AccessDenied' });
  });
});

describe('quota: provisioned GB', () => {
  it('refuses an upload that would exceed it (QuotaExceeded, 403), before and after the bytes', async () => {
    const q = await customer(world, 5, { storageAmount: 1 });
    const s3 = q.s3();
    await s3.send(new CreateBucketCommand({ Bucket: 'quota-bucket' }));
    await s3.send(new PutObjectCommand({ Bucket: 'quota-bucket', Key: 'first.txt', Body: 'x'.repeat(100) }));
    await setUsed(q.service.id, BYTES_PER_GB - 150);
    await expect(s3.send(new PutObjectCommand({ Bucket: 'quota-bucket', Key: 'big.txt', Body: 'y'.repeat(200) }))).rejects.toMatchObject({ name: 'QuotaExceeded', $metadata: { httpStatusCode: 403 } });
    // Replacing an object only charges the difference.
    await s3.send(new PutObjectCommand({ Bucket: 'quota-bucket', Key: 'first.txt', Body: 'z'.repeat(240) }));
    await expect(s3.send(new PutObjectCommand({ Bucket: 'quota-bucket', Key: 'first.txt', Body: 'z'.repeat(260) }))).rejects.toMatchObject({ name: 'QuotaExceeded' });
    const { UploadId } = await s3.send(new CreateMultipartUploadCommand({ Bucket: 'quota-bucket', Key: 'mp.bin' }));
    await expect(s3.send(new UploadPartCommand({ Bucket: 'quota-bucket', Key: 'mp.bin', UploadId, PartNumber: 1, Body: 'p'.repeat(100) }))).rejects.toMatchObject({ name: 'QuotaExceeded' });
    expect(await (await s3.send(new GetObjectCommand({ Bucket: 'quota-bucket', Key: 'first.txt' }))).Body!.transformToString()).toBe('z'.repeat(240));
    const used = await world.server.db.getRepository(ServiceStorageUsageEntity).findOneByOrFail({ serviceId: q.service.id });
    expect(used.usedBytes).toBe(BYTES_PER_GB - 150 + 140);
  });

  it('lets only one of two racing uploads take the last free bytes (the check at commit is atomic)', async () => {
    const q = await customer(world, 8, { storageAmount: 1 });
    const s3 = q.s3();
    await s3.send(new CreateBucketCommand({ Bucket: 'race-bucket' }));
    await setUsed(q.service.id, BYTES_PER_GB - 150);
    // Each fits the free 150 bytes on its own, so both pass the early check; together they do not.
    const results = await Promise.allSettled(['a', 'b'].map((k) => s3.send(new PutObjectCommand({ Bucket: 'race-bucket', Key: k, Body: k.repeat(100) }))));
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect((results.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason).toMatchObject({ name: 'QuotaExceeded' });
    const used = await world.server.db.getRepository(ServiceStorageUsageEntity).findOneByOrFail({ serviceId: q.service.id });
    expect(used.usedBytes).toBe(BYTES_PER_GB - 50);
  });
});

describe('suspension and deleted accounts', () => {
  it('stops all access while the service is disabled, and resumes when enabled', async () => {
    const s = await customer(world, 6);
    const s3 = s.s3();
    await s3.send(new CreateBucketCommand({ Bucket: 'suspend-me' }));
    await s3.send(new PutObjectCommand({ Bucket: 'suspend-me', Key: 'a.txt', Body: 'a' }));
    await s.client.gql(SET_ACTIVE, { input: { id: String(s.service.id), isActive: false } });
    await expect(s3.send(new GetObjectCommand({ Bucket: 'suspend-me', Key: 'a.txt' }))).rejects.toMatchObject({ name: 'AccountProblem', $metadata: { httpStatusCode: 403 } });
    await expect(s3.send(new PutObjectCommand({ Bucket: 'suspend-me', Key: 'b.txt', Body: 'b' }))).rejects.toMatchObject({ name: 'AccountProblem' });
    expect((await s3.send(new ListBucketsCommand({}))).Buckets ?? []).toEqual([]);
    await s.client.gql(SET_ACTIVE, { input: { id: String(s.service.id), isActive: true } });
    expect(await (await s3.send(new GetObjectCommand({ Bucket: 'suspend-me', Key: 'a.txt' }))).Body!.transformToString()).toBe('a');
  });

  it('stops all access when the account is deleted, and the stored bytes are collected', async () => {
    const gone = await customer(world, 7);
    const s3 = gone.s3();
    await s3.send(new CreateBucketCommand({ Bucket: 'deleted-owner' }));
    await s3.send(new PutObjectCommand({ Bucket: 'deleted-owner', Key: 'private/diary.txt', Body: 'dear diary' }));
    const { blobKey } = await world.server.db.getRepository(ObjectEntity).findOneByOrFail({ key: 'private/diary.txt' });
    const store = new LocalFsBlobStore(world.blobDir);
    expect(fs.existsSync(store.pathOf(blobKey!))).toBe(true);
    const res = await gone.client.gql(DELETE_ACCOUNT, { input: { password: 'Str0ng!Passw0rd', confirmation: 'customer7' } });
    expect(res.data?.deleteAccount.success).toBe(true);
    await expect(s3.send(new ListBucketsCommand({}))).rejects.toMatchObject({ name: 'AccessDenied' });
    // The bucket and its objects are gone with the account; the next sweep removes the bytes.
    expect(await world.server.db.getRepository(BucketEntity).countBy({ name: 'deleted-owner' })).toBe(0);
    expect(await world.server.db.getRepository(ObjectEntity).countBy({ key: 'private/diary.txt' })).toBe(0);
    expect(await sweepJournal(world.server.db, store)).toBeGreaterThanOrEqual(1);
    expect(fs.existsSync(store.pathOf(blobKey!))).toBe(false);
  });
});
