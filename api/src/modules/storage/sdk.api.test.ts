import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateBucketCommand,
  CreateMultipartUploadCommand,
  DeleteBucketCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetBucketLocationCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListBucketsCommand,
  ListMultipartUploadsCommand,
  ListObjectsCommand,
  ListObjectsV2Command,
  ListObjectVersionsCommand,
  ListPartsCommand,
  PutObjectCommand,
  UploadPartCommand,
  UploadPartCopyCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { customer, startS3World, type Customer, type S3World } from './storage-test-kit';

jest.setTimeout(60_000);

// On both planes (the api and api-ceph test projects): the embedded gateway and Ceph RGW.
let world: S3World;
let owner: Customer;
let s3: S3Client;
beforeAll(async () => {
  world = await startS3World();
  owner = await customer(world, 1, { storageAmount: 2 });
  s3 = owner.s3();
});
/**
 * Where Ceph RGW as Debian 12 ships it (16.2 Pacific) answers otherwise than the gateway (and S3).
 * Each difference is asserted as it is, so an RGW that changes shows here, and each is listed for
 * customers in docs/storage.md.
 */
const onPacificRgw = () => world.plane === 'ceph';
afterAll(() => world.close());

const md5 = (b: Buffer) => crypto.createHash('md5').update(b).digest('hex');
const bytes = (n: number, seed = 1) => {
  // Deterministic content (no randomness in fixtures).
  const b = Buffer.alloc(n);
  for (let i = 0; i < n; i++) b[i] = (i * 31 + seed * 7) & 0xff;
  return b;
};

describe('@aws-sdk/client-s3 with default settings', () => {
  it('creates a bucket, lists, locates and heads it', async () => {
    await s3.send(new CreateBucketCommand({ Bucket: 'sdk-bucket' }));
    const { Buckets } = await s3.send(new ListBucketsCommand({}));
    expect(Buckets?.map((b) => b.Name)).toEqual(['sdk-bucket']);
    expect((await s3.send(new GetBucketLocationCommand({ Bucket: 'sdk-bucket' }))).LocationConstraint).toBe('nbo1');
    await s3.send(new HeadBucketCommand({ Bucket: 'sdk-bucket' }));
  });

  it('puts and gets a string, a buffer and a stream (aws-chunked with a CRC32 trailer), ETag = MD5', async () => {
    const text = 'Habari, Nairobi!';
    const put = await s3.send(new PutObjectCommand({ Bucket: 'sdk-bucket', Key: 'hello.txt', Body: text, ContentType: 'text/plain', Metadata: { origin: 'jest' } }));
    expect(put.ETag).toBe(`"${md5(Buffer.from(text))}"`);
    const got = await s3.send(new GetObjectCommand({ Bucket: 'sdk-bucket', Key: 'hello.txt' }));
    expect(await got.Body!.transformToString()).toBe(text);
    expect(got.ContentType).toBe('text/plain');
    expect(got.Metadata).toEqual({ origin: 'jest' });

    const buf = bytes(300_000);
    await s3.send(new PutObjectCommand({ Bucket: 'sdk-bucket', Key: 'dir/buffer.bin', Body: buf }));
    const stream = () => Readable.from([buf.subarray(0, 100_000), buf.subarray(100_000)]);
    let streamer = s3;
    if (onPacificRgw()) {
      // Pacific RGW does not read aws-chunked bodies with a trailing checksum (the SDK's default for a
      // stream since 2025): the SDK must be told to add checksums only where S3 requires them.
      await expect(s3.send(new PutObjectCommand({ Bucket: 'sdk-bucket', Key: 'dir/stream.bin', Body: stream(), ContentLength: buf.length }))).rejects.toMatchObject({ name: 'MissingContentLength' });
      streamer = owner.s3({ requestChecksumCalculation: 'WHEN_REQUIRED' });
    }
    const streamed = await streamer.send(new PutObjectCommand({ Bucket: 'sdk-bucket', Key: 'dir/stream.bin', Body: stream(), ContentLength: buf.length }));
    expect(streamed.ETag).toBe(`"${md5(buf)}"`);
    const back = await s3.send(new GetObjectCommand({ Bucket: 'sdk-bucket', Key: 'dir/stream.bin' }));
    expect(Buffer.from(await back.Body!.transformToByteArray()).equals(buf)).toBe(true);
  });

  it('serves ranges, conditions and response overrides', async () => {
    const ranged = await s3.send(new GetObjectCommand({ Bucket: 'sdk-bucket', Key: 'hello.txt', Range: 'bytes=0-5' }));
    expect(await ranged.Body!.transformToString()).toBe('Habari');
    expect(ranged.ContentRange).toBe('bytes 0-5/16');
    const head = await s3.send(new HeadObjectCommand({ Bucket: 'sdk-bucket', Key: 'hello.txt' }));
    await expect(s3.send(new GetObjectCommand({ Bucket: 'sdk-bucket', Key: 'hello.txt', IfNoneMatch: head.ETag }))).rejects.toMatchObject({ $metadata: { httpStatusCode: 304 } });
    await expect(s3.send(new GetObjectCommand({ Bucket: 'sdk-bucket', Key: 'hello.txt', IfMatch: '"nope"' }))).rejects.toMatchObject({ name: 'PreconditionFailed' });
    const over = await s3.send(new GetObjectCommand({ Bucket: 'sdk-bucket', Key: 'hello.txt', ResponseContentType: 'application/x-test', ResponseContentDisposition: 'attachment; filename="h.txt"' }));
    expect(over.ContentType).toBe('application/x-test');
    expect(over.ContentDisposition).toBe('attachment; filename="h.txt"');
    await expect(s3.send(new GetObjectCommand({ Bucket: 'sdk-bucket', Key: 'hello.txt', Range: 'bytes=100-200' }))).rejects.toMatchObject({ name: 'InvalidRange' });
  });

  it('lists v1, v2 and versions (version id null)', async () => {
    const v2 = await s3.send(new ListObjectsV2Command({ Bucket: 'sdk-bucket', Delimiter: '/' }));
    expect(v2.Contents?.map((o) => o.Key)).toEqual(['hello.txt']);
    expect(v2.CommonPrefixes?.map((p) => p.Prefix)).toEqual(['dir/']);
    const v1 = await s3.send(new ListObjectsCommand({ Bucket: 'sdk-bucket', Prefix: 'dir/' }));
    expect(v1.Contents?.map((o) => o.Key)).toEqual(['dir/buffer.bin', 'dir/stream.bin']);
    const versions = await s3.send(new ListObjectVersionsCommand({ Bucket: 'sdk-bucket' }));
    expect(versions.Versions?.map((v) => [v.Key, v.VersionId, v.IsLatest])).toEqual([
      ['dir/buffer.bin', 'null', true],
      ['dir/stream.bin', 'null', true],
      ['hello.txt', 'null', true],
    ]);
  });

  it('copies with COPY and REPLACE metadata', async () => {
    await s3.send(new CopyObjectCommand({ Bucket: 'sdk-bucket', Key: 'copy.txt', CopySource: 'sdk-bucket/hello.txt' }));
    const copied = await s3.send(new HeadObjectCommand({ Bucket: 'sdk-bucket', Key: 'copy.txt' }));
    expect(copied.Metadata).toEqual({ origin: 'jest' });
    await s3.send(new CopyObjectCommand({ Bucket: 'sdk-bucket', Key: 'copy.txt', CopySource: 'sdk-bucket/copy.txt', MetadataDirective: 'REPLACE', Metadata: { v: '2' }, ContentType: 'text/x-new' }));
    const replaced = await s3.send(new HeadObjectCommand({ Bucket: 'sdk-bucket', Key: 'copy.txt' }));
    expect(replaced.Metadata).toEqual({ v: '2' });
    expect(replaced.ContentType).toBe('text/x-new');
    const conditional = s3.send(new CopyObjectCommand({ Bucket: 'sdk-bucket', Key: 'x', CopySource: 'sdk-bucket/hello.txt', CopySourceIfMatch: '"other"' }));
    if (onPacificRgw()) {
      // Pacific RGW reads x-amz-copy-if-match, not S3's x-amz-copy-source-if-match: the condition is ignored.
      await conditional;
      await s3.send(new DeleteObjectCommand({ Bucket: 'sdk-bucket', Key: 'x' }));
    } else await expect(conditional).rejects.toMatchObject({ name: 'PreconditionFailed' });
  });

  it('does multipart: parts, part copy, list parts and uploads, complete with an md5-N ETag, abort', async () => {
    const part1 = bytes(5 * 1024 * 1024, 2);
    const part2 = bytes(1000, 3);
    const { UploadId } = await s3.send(new CreateMultipartUploadCommand({ Bucket: 'sdk-bucket', Key: 'big.bin', ContentType: 'application/x-big' }));
    const p1 = await s3.send(new UploadPartCommand({ Bucket: 'sdk-bucket', Key: 'big.bin', UploadId, PartNumber: 1, Body: part1 }));
    const p2 = await s3.send(new UploadPartCopyCommand({ Bucket: 'sdk-bucket', Key: 'big.bin', UploadId, PartNumber: 2, CopySource: 'sdk-bucket/hello.txt', CopySourceRange: 'bytes=0-5' }));
    const parts = await s3.send(new ListPartsCommand({ Bucket: 'sdk-bucket', Key: 'big.bin', UploadId }));
    expect(parts.Parts?.map((p) => [p.PartNumber, p.Size])).toEqual([
      [1, part1.length],
      [2, 6],
    ]);
    const uploads = await s3.send(new ListMultipartUploadsCommand({ Bucket: 'sdk-bucket' }));
    expect(uploads.Uploads?.map((u) => u.Key)).toEqual(['big.bin']);
    const done = await s3.send(
      new CompleteMultipartUploadCommand({ Bucket: 'sdk-bucket', Key: 'big.bin', UploadId, MultipartUpload: { Parts: [{ PartNumber: 1, ETag: p1.ETag }, { PartNumber: 2, ETag: p2.CopyPartResult!.ETag }] } }),
    );
    const expected = crypto.createHash('md5').update(Buffer.concat([Buffer.from(md5(part1), 'hex'), Buffer.from(md5(Buffer.from('Habari')), 'hex')])).digest('hex');
    // Pacific RGW answers the completion with an empty <ETag/>; HEAD has it.
    expect(done.ETag).toBe(onPacificRgw() ? '' : `"${expected}-2"`);
    expect((await s3.send(new HeadObjectCommand({ Bucket: 'sdk-bucket', Key: 'big.bin' }))).ETag).toBe(`"${expected}-2"`);
    const whole = await s3.send(new GetObjectCommand({ Bucket: 'sdk-bucket', Key: 'big.bin', Range: `bytes=${part1.length - 3}-${part1.length + 2}` }));
    expect(Buffer.from(await whole.Body!.transformToByteArray()).equals(Buffer.concat([part1.subarray(-3), Buffer.from('Hab')]))).toBe(true);

    const small = await s3.send(new CreateMultipartUploadCommand({ Bucket: 'sdk-bucket', Key: 'small.bin' }));
    const s1 = await s3.send(new UploadPartCommand({ Bucket: 'sdk-bucket', Key: 'small.bin', UploadId: small.UploadId, PartNumber: 1, Body: part2 }));
    const s2 = await s3.send(new UploadPartCommand({ Bucket: 'sdk-bucket', Key: 'small.bin', UploadId: small.UploadId, PartNumber: 2, Body: part2 }));
    await expect(
      s3.send(new CompleteMultipartUploadCommand({ Bucket: 'sdk-bucket', Key: 'small.bin', UploadId: small.UploadId, MultipartUpload: { Parts: [{ PartNumber: 1, ETag: s1.ETag }, { PartNumber: 2, ETag: s2.ETag }] } })),
    ).rejects.toMatchObject({ name: 'EntityTooSmall' });
    await expect(
      s3.send(new CompleteMultipartUploadCommand({ Bucket: 'sdk-bucket', Key: 'small.bin', UploadId: small.UploadId, MultipartUpload: { Parts: [{ PartNumber: 1, ETag: '"0000"' }] } })),
    ).rejects.toMatchObject({ name: 'InvalidPart' });
    await s3.send(new AbortMultipartUploadCommand({ Bucket: 'sdk-bucket', Key: 'small.bin', UploadId: small.UploadId }));
    // Pacific RGW calls an aborted upload NoSuchKey.
    await expect(s3.send(new ListPartsCommand({ Bucket: 'sdk-bucket', Key: 'small.bin', UploadId: small.UploadId }))).rejects.toMatchObject({ name: onPacificRgw() ? 'NoSuchKey' : 'NoSuchUpload' });
  });

  it('deletes one and many (quiet), and refuses to delete a non-empty bucket', async () => {
    await expect(s3.send(new DeleteBucketCommand({ Bucket: 'sdk-bucket' }))).rejects.toMatchObject({ name: 'BucketNotEmpty' });
    await s3.send(new DeleteObjectCommand({ Bucket: 'sdk-bucket', Key: 'hello.txt' }));
    await expect(s3.send(new GetObjectCommand({ Bucket: 'sdk-bucket', Key: 'hello.txt' }))).rejects.toMatchObject({ name: 'NoSuchKey' });
    await s3.send(new PutObjectCommand({ Bucket: 'sdk-bucket', Key: ' spaced & key ', Body: 's' }));
    const loud = await s3.send(new DeleteObjectsCommand({ Bucket: 'sdk-bucket', Delete: { Objects: [{ Key: 'copy.txt' }, { Key: 'missing' }, { Key: ' spaced & key ' }] } }));
    expect(loud.Deleted?.map((d) => d.Key).sort()).toEqual([' spaced & key ', 'copy.txt', 'missing']);
    const quiet = await s3.send(new DeleteObjectsCommand({ Bucket: 'sdk-bucket', Delete: { Quiet: true, Objects: [{ Key: 'dir/buffer.bin' }, { Key: 'dir/stream.bin' }, { Key: 'big.bin' }] } }));
    expect(quiet.Deleted ?? []).toEqual([]);
    await s3.send(new DeleteBucketCommand({ Bucket: 'sdk-bucket' }));
    await expect(s3.send(new HeadBucketCommand({ Bucket: 'sdk-bucket' }))).rejects.toMatchObject({ $metadata: { httpStatusCode: 404 } });
  });
});
