import { CompleteMultipartUploadCommand, CreateBucketCommand, CreateMultipartUploadCommand, GetObjectCommand, GetObjectTorrentCommand, PutObjectCommand, UploadPartCopyCommand, type S3Client } from '@aws-sdk/client-s3';
import { customer, startStorageWorld, type Customer, type StorageWorld } from './storage-test-kit';

/** S3's documented answers where clients rely on them (issue 30, item 6); each case names what S3 does. */

jest.setTimeout(60_000);

let world: StorageWorld;
let owner: Customer;
let s3: S3Client;
beforeAll(async () => {
  world = await startStorageWorld();
  owner = await customer(world, 1);
  s3 = owner.s3();
  await s3.send(new CreateBucketCommand({ Bucket: 'behaviour' }));
  await s3.send(new PutObjectCommand({ Bucket: 'behaviour', Key: 'ten.txt', Body: '0123456789' }));
});
afterAll(() => world.close());

describe('S3 behaviour', () => {
  it('re-creating your own bucket outside us-east-1 is BucketAlreadyOwnedByYou (409); another customer gets BucketAlreadyExists', async () => {
    await expect(s3.send(new CreateBucketCommand({ Bucket: 'behaviour' }))).rejects.toMatchObject({ name: 'BucketAlreadyOwnedByYou', $metadata: { httpStatusCode: 409 } });
    const other = await customer(world, 2);
    await expect(other.s3().send(new CreateBucketCommand({ Bucket: 'behaviour' }))).rejects.toMatchObject({ name: 'BucketAlreadyExists', $metadata: { httpStatusCode: 409 } });
  });

  it('GET ?torrent is 404 NoSuchKey as S3-compatible stores answer it, never the object\'s bytes', async () => {
    await expect(s3.send(new GetObjectTorrentCommand({ Bucket: 'behaviour', Key: 'ten.txt' }))).rejects.toMatchObject({ name: 'NoSuchKey', $metadata: { httpStatusCode: 404 } });
  });

  it('x-amz-copy-source-range: past the source is InvalidRange (416), malformed or reversed is InvalidArgument (400)', async () => {
    const { UploadId } = await s3.send(new CreateMultipartUploadCommand({ Bucket: 'behaviour', Key: 'copy.bin' }));
    const copyPart = (range: string) => s3.send(new UploadPartCopyCommand({ Bucket: 'behaviour', Key: 'copy.bin', UploadId, PartNumber: 1, CopySource: 'behaviour/ten.txt', CopySourceRange: range }));
    await expect(copyPart('bytes=0-10')).rejects.toMatchObject({ name: 'InvalidRange', $metadata: { httpStatusCode: 416 } });
    await expect(copyPart('bytes=10-12')).rejects.toMatchObject({ name: 'InvalidRange' });
    for (const bad of ['bytes=5-3', 'bytes=-5', 'bytes=0-2,3-5', '0-9', 'bytes=hello-world']) {
      await expect(copyPart(bad)).rejects.toMatchObject({ name: 'InvalidArgument', $metadata: { httpStatusCode: 400 } });
    }
    const part = await copyPart('bytes=2-5');
    await s3.send(new CompleteMultipartUploadCommand({ Bucket: 'behaviour', Key: 'copy.bin', UploadId, MultipartUpload: { Parts: [{ PartNumber: 1, ETag: part.CopyPartResult!.ETag }] } }));
    expect(await (await s3.send(new GetObjectCommand({ Bucket: 'behaviour', Key: 'copy.bin' }))).Body!.transformToString()).toBe('2345');
  });
});
