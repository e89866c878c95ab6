import crypto from 'node:crypto';
import {
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateBucketCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { parseBackendUrl, S3BackendBlobStore } from './blob/s3-backend';
import { startS3Server, type S3Server } from './server';
import { customer, s3Client, startStorageWorld, type Customer, type StorageWorld } from './storage-test-kit';

jest.setTimeout(60_000);

/**
 * The S3 backend adapter against a real S3 endpoint: a second gateway keeps its blobs in a bucket
 * of the first gateway (loopback), as a production gateway would in Ceph RGW or MinIO.
 */
let world: StorageWorld;
let front: S3Server;
let provider: Customer;
let tenant: Customer;

beforeAll(async () => {
  world = await startStorageWorld();
  provider = await customer(world, 1, { storageAmount: 5 });
  await provider.s3().send(new CreateBucketCommand({ Bucket: 'backend-store' }));
  const u = new URL(world.s3.url);
  const backendUrl = `http://${provider.key.accessKeyId}:${encodeURIComponent(provider.key.secretAccessKey)}@${u.host}/backend-store/mawingu/blobs?region=nbo1`;
  front = await startS3Server(world.server.db, { port: 0, host: '127.0.0.1', blobs: new S3BackendBlobStore(parseBackendUrl(backendUrl)), jobs: false });
  tenant = await customer(world, 2);
});
afterAll(async () => {
  await front.close();
  await world.close();
});

const backendKeys = async () =>
  ((await provider.s3().send(new ListObjectsV2Command({ Bucket: 'backend-store' }))).Contents ?? []).map((o) => o.Key!);

const md5 = (b: Buffer) => crypto.createHash('md5').update(b).digest('hex');

describe('the S3 backend blob store', () => {
  it('parses STORAGE_BACKEND_URL', () => {
    expect(parseBackendUrl('https://AK%2FX:s%40cret@rgw.internal:7480/tenant-blobs/nbo1/prod?region=af-east-1')).toEqual({
      endpoint: 'https://rgw.internal:7480',
      bucket: 'tenant-blobs',
      prefix: 'nbo1/prod/',
      credentials: { accessKeyId: 'AK/X', secretAccessKey: 's@cret', region: 'af-east-1' },
    });
    expect(() => parseBackendUrl('https://rgw.internal/bucket')).toThrow(/ACCESS_KEY:SECRET/);
  });

  it('stores, ranges, copies, assembles multipart objects and deletes through a real S3 endpoint', async () => {
    const s3 = s3Client({ ...world, s3: front }, tenant.key);
    await s3.send(new CreateBucketCommand({ Bucket: 'tenant-bucket' }));
    const body = Buffer.from('Mawingu keeps bytes in the provider store.');
    const put = await s3.send(new PutObjectCommand({ Bucket: 'tenant-bucket', Key: 'doc.txt', Body: body }));
    expect(put.ETag).toBe(`"${md5(body)}"`);
    const stored = await backendKeys();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatch(/^mawingu\/blobs\/[0-9a-f]{32}$/);

    const ranged = await s3.send(new GetObjectCommand({ Bucket: 'tenant-bucket', Key: 'doc.txt', Range: 'bytes=8-12' }));
    expect(await ranged.Body!.transformToString()).toBe('keeps');
    await s3.send(new CopyObjectCommand({ Bucket: 'tenant-bucket', Key: 'copy.txt', CopySource: 'tenant-bucket/doc.txt' }));
    expect(await (await s3.send(new GetObjectCommand({ Bucket: 'tenant-bucket', Key: 'copy.txt' }))).Body!.transformToString()).toBe(body.toString());

    const part = Buffer.alloc(5 * 1024 * 1024, 'k');
    const { UploadId } = await s3.send(new CreateMultipartUploadCommand({ Bucket: 'tenant-bucket', Key: 'mp.bin' }));
    const p1 = await s3.send(new UploadPartCommand({ Bucket: 'tenant-bucket', Key: 'mp.bin', UploadId, PartNumber: 1, Body: part }));
    const p2 = await s3.send(new UploadPartCommand({ Bucket: 'tenant-bucket', Key: 'mp.bin', UploadId, PartNumber: 2, Body: 'tail' }));
    await s3.send(new CompleteMultipartUploadCommand({ Bucket: 'tenant-bucket', Key: 'mp.bin', UploadId, MultipartUpload: { Parts: [{ PartNumber: 1, ETag: p1.ETag }, { PartNumber: 2, ETag: p2.ETag }] } }));
    const across = await s3.send(new GetObjectCommand({ Bucket: 'tenant-bucket', Key: 'mp.bin', Range: `bytes=${part.length - 2}-${part.length + 1}` }));
    expect(await across.Body!.transformToString()).toBe('kkta');
    expect(await backendKeys()).toHaveLength(4);

    for (const Key of ['doc.txt', 'copy.txt', 'mp.bin']) await s3.send(new DeleteObjectCommand({ Bucket: 'tenant-bucket', Key }));
    // Deleted objects' blobs are collected right after the commit.
    for (let i = 0; i < 50 && (await backendKeys()).length; i++) await new Promise((r) => setTimeout(r, 20));
    expect(await backendKeys()).toEqual([]);
  });
});
