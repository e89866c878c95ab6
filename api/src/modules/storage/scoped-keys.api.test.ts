import fs from 'node:fs';
import path from 'node:path';
import {
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
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { aws, cliEnv } from './cli-clients';
import { customer, s3Client, startStorageWorld, type Customer, type StorageWorld } from './storage-test-kit';

/**
 * Bucket-scoped access keys (issue #30, item 5), driven by real clients (the SDK and Debian's aws
 * CLI): a key limited to chosen buckets and a prefix sees only those buckets, reaches only keys
 * under its prefix, and gets AccessDenied for everything else; keys without a scope are unchanged.
 */
jest.setTimeout(120_000);

const CREATE = `mutation ($input: CreateApiKeyInput!) { createApiKey(input: $input) { secretAccessKey apiKey { id accessKeyId scope { buckets prefix } } } }`;
const KEYS = `{ apiKeys { name scope { buckets prefix } } }`;

let world: StorageWorld;
let owner: Customer;
let other: Customer;
/** Limited to scoped-home, under backups/, with read, write and delete. */
let scoped: S3Client;
let scopedKey: { accessKeyId: string; secretAccessKey: string };

async function createKey(c: Customer, input: Record<string, unknown>) {
  return c.client.gql(CREATE, { input: { permissions: ['read', 'write', 'delete'], ...input } });
}

async function scopedKeyOf(c: Customer, input: Record<string, unknown>) {
  const res = await createKey(c, input);
  if (res.errors) throw new Error(res.errors[0]!.message);
  const { secretAccessKey, apiKey } = res.data.createApiKey;
  return { accessKeyId: apiKey.accessKeyId as string, secretAccessKey: secretAccessKey as string };
}

const denied = { name: 'AccessDenied', $metadata: { httpStatusCode: 403 } };
const body = async (s3: S3Client, Bucket: string, Key: string) => (await s3.send(new GetObjectCommand({ Bucket, Key }))).Body!.transformToString();

beforeAll(async () => {
  world = await startStorageWorld();
  owner = await customer(world, 1);
  other = await customer(world, 2);
  const s3 = owner.s3();
  for (const Bucket of ['scoped-home', 'scoped-other']) await s3.send(new CreateBucketCommand({ Bucket }));
  await other.s3().send(new CreateBucketCommand({ Bucket: 'scoped-foreign' }));
  await s3.send(new PutObjectCommand({ Bucket: 'scoped-home', Key: 'secret.txt', Body: 'outside the prefix' }));
  await s3.send(new PutObjectCommand({ Bucket: 'scoped-home', Key: 'backups/old.txt', Body: 'old backup' }));
  await s3.send(new PutObjectCommand({ Bucket: 'scoped-other', Key: 'backups/x.txt', Body: 'other bucket' }));
  scopedKey = await scopedKeyOf(owner, { name: 'backup-tool', buckets: ['scoped-home'], prefix: 'backups/' });
  scoped = s3Client(world, scopedKey);
});
afterAll(() => world.close());

describe('creating a scoped key', () => {
  it('stores its buckets and prefix and the key list shows them; an unscoped key shows no scope', async () => {
    const keys = (await owner.client.gql(KEYS)).data.apiKeys as { name: string; scope: unknown }[];
    expect(keys.find((k) => k.name === 'backup-tool')?.scope).toEqual({ buckets: ['scoped-home'], prefix: 'backups/' });
    expect(keys.find((k) => k.name !== 'backup-tool')?.scope).toBeNull();
    const choices = await owner.client.gql('{ apiKeyScopeBuckets }');
    expect(choices.data.apiKeyScopeBuckets).toEqual(['scoped-home', 'scoped-other']);
  });

  it.each([
    ['You have no bucket named scoped-foreign', { buckets: ['scoped-foreign'] }, 'buckets', 'scopeBucketUnknown'],
    ['You have no bucket named no-such-bucket', { buckets: ['scoped-home', 'no-such-bucket'] }, 'buckets', 'scopeBucketUnknown'],
    ['Choose at least one bucket', { buckets: [] }, 'buckets', 'scopeBucketRequired'],
    ['The prefix must not start with /', { buckets: ['scoped-home'], prefix: '/backups/' }, 'prefix', 'scopePrefixSlash'],
    ['The prefix must be at most 256 characters', { buckets: ['scoped-home'], prefix: 'p'.repeat(257) }, 'prefix', 'scopePrefixTooLong'],
    ['The prefix must not contain a NUL character', { buckets: ['scoped-home'], prefix: 'a\u0000b' }, 'prefix', 'scopePrefixNul'],
    ['Choose the buckets the prefix applies to', { prefix: 'backups/' }, 'buckets', 'scopePrefixNeedsBuckets'],
  ])('refuses with "%s"', async (message, scope, field, messageKey) => {
    const res = await createKey(owner, { name: 'refused', ...scope });
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field, messageKey } });
    const names = ((await owner.client.gql(KEYS)).data.apiKeys as { name: string }[]).map((k) => k.name);
    expect(names).not.toContain('refused');
  });
});

describe('the SDK with a key limited to one bucket and a prefix', () => {
  it('ListBuckets shows only its bucket (an unscoped key of the same account sees both)', async () => {
    expect((await scoped.send(new ListBucketsCommand({}))).Buckets?.map((b) => b.Name)).toEqual(['scoped-home']);
    expect((await owner.s3().send(new ListBucketsCommand({}))).Buckets?.map((b) => b.Name)).toEqual(['scoped-home', 'scoped-other']);
  });

  it('reads, writes and deletes under its prefix, and asks about its bucket', async () => {
    await scoped.send(new PutObjectCommand({ Bucket: 'scoped-home', Key: 'backups/day1.tar', Body: 'day one' }));
    expect(await body(scoped, 'scoped-home', 'backups/day1.tar')).toBe('day one');
    expect(await body(scoped, 'scoped-home', 'backups/old.txt')).toBe('old backup');
    await scoped.send(new HeadBucketCommand({ Bucket: 'scoped-home' }));
    expect((await scoped.send(new GetBucketLocationCommand({ Bucket: 'scoped-home' }))).LocationConstraint).toBe('nbo1');
    await scoped.send(new CopyObjectCommand({ Bucket: 'scoped-home', Key: 'backups/day1-copy.tar', CopySource: 'scoped-home/backups/day1.tar' }));
    expect(await body(owner.s3(), 'scoped-home', 'backups/day1-copy.tar')).toBe('day one');
    await scoped.send(new DeleteObjectCommand({ Bucket: 'scoped-home', Key: 'backups/day1-copy.tar' }));
  });

  it('is refused outside its prefix: GET, HEAD, PUT, DELETE leave the objects alone', async () => {
    await expect(scoped.send(new GetObjectCommand({ Bucket: 'scoped-home', Key: 'secret.txt' }))).rejects.toMatchObject(denied);
    await expect(scoped.send(new HeadObjectCommand({ Bucket: 'scoped-home', Key: 'secret.txt' }))).rejects.toMatchObject({ $metadata: { httpStatusCode: 403 } });
    await expect(scoped.send(new PutObjectCommand({ Bucket: 'scoped-home', Key: 'secret.txt', Body: 'overwritten' }))).rejects.toMatchObject(denied);
    await expect(scoped.send(new PutObjectCommand({ Bucket: 'scoped-home', Key: 'backups', Body: 'not under backups/' }))).rejects.toMatchObject(denied);
    await expect(scoped.send(new DeleteObjectCommand({ Bucket: 'scoped-home', Key: 'secret.txt' }))).rejects.toMatchObject(denied);
    expect(await body(owner.s3(), 'scoped-home', 'secret.txt')).toBe('outside the prefix');
  });

  it('lists only a prefix within its own', async () => {
    const listed = await scoped.send(new ListObjectsV2Command({ Bucket: 'scoped-home', Prefix: 'backups/' }));
    expect(listed.Contents?.map((o) => o.Key)).toEqual(['backups/day1.tar', 'backups/old.txt']);
    expect((await scoped.send(new ListObjectsV2Command({ Bucket: 'scoped-home', Prefix: 'backups/day' }))).Contents?.map((o) => o.Key)).toEqual(['backups/day1.tar']);
    for (const Prefix of [undefined, '', 'backups', 'b', 'secret']) {
      await expect(scoped.send(new ListObjectsV2Command({ Bucket: 'scoped-home', Prefix }))).rejects.toMatchObject(denied);
    }
    await expect(scoped.send(new ListMultipartUploadsCommand({ Bucket: 'scoped-home' }))).rejects.toMatchObject(denied);
    expect((await scoped.send(new ListMultipartUploadsCommand({ Bucket: 'scoped-home', Prefix: 'backups/' }))).Uploads ?? []).toEqual([]);
  });

  it('is refused on every other bucket: its own account’s, another account’s and one that does not exist (no NoSuchBucket)', async () => {
    for (const Bucket of ['scoped-other', 'scoped-foreign', 'scoped-nowhere']) {
      await expect(scoped.send(new ListObjectsV2Command({ Bucket, Prefix: 'backups/' }))).rejects.toMatchObject(denied);
      await expect(scoped.send(new GetObjectCommand({ Bucket, Key: 'backups/x.txt' }))).rejects.toMatchObject(denied);
      await expect(scoped.send(new PutObjectCommand({ Bucket, Key: 'backups/x.txt', Body: 'x' }))).rejects.toMatchObject(denied);
    }
    // The unscoped key still gets S3's NoSuchBucket for a missing bucket.
    await expect(owner.s3().send(new GetObjectCommand({ Bucket: 'scoped-nowhere', Key: 'x' }))).rejects.toMatchObject({ name: 'NoSuchBucket' });
    expect(await body(owner.s3(), 'scoped-other', 'backups/x.txt')).toBe('other bucket');
  });

  it('copies only from and to its bucket and prefix', async () => {
    await expect(scoped.send(new CopyObjectCommand({ Bucket: 'scoped-home', Key: 'backups/stolen.txt', CopySource: 'scoped-home/secret.txt' }))).rejects.toMatchObject(denied);
    await expect(scoped.send(new CopyObjectCommand({ Bucket: 'scoped-home', Key: 'backups/stolen.txt', CopySource: 'scoped-other/backups/x.txt' }))).rejects.toMatchObject(denied);
    await expect(scoped.send(new CopyObjectCommand({ Bucket: 'scoped-home', Key: 'leaked.txt', CopySource: 'scoped-home/backups/old.txt' }))).rejects.toMatchObject(denied);
    await expect(scoped.send(new CopyObjectCommand({ Bucket: 'scoped-other', Key: 'backups/leaked.txt', CopySource: 'scoped-home/backups/old.txt' }))).rejects.toMatchObject(denied);
    const keys = (await owner.s3().send(new ListObjectsV2Command({ Bucket: 'scoped-home' }))).Contents?.map((o) => o.Key);
    expect(keys).not.toContain('backups/stolen.txt');
    expect(keys).not.toContain('leaked.txt');
  });

  it('uploads in parts only under its prefix', async () => {
    await expect(scoped.send(new CreateMultipartUploadCommand({ Bucket: 'scoped-home', Key: 'big.bin' }))).rejects.toMatchObject(denied);
    const { UploadId } = await scoped.send(new CreateMultipartUploadCommand({ Bucket: 'scoped-home', Key: 'backups/big.bin' }));
    const part = await scoped.send(new UploadPartCommand({ Bucket: 'scoped-home', Key: 'backups/big.bin', UploadId, PartNumber: 1, Body: 'one part' }));
    await scoped.send(new CompleteMultipartUploadCommand({ Bucket: 'scoped-home', Key: 'backups/big.bin', UploadId, MultipartUpload: { Parts: [{ PartNumber: 1, ETag: part.ETag }] } }));
    expect(await body(owner.s3(), 'scoped-home', 'backups/big.bin')).toBe('one part');
  });

  it('DeleteObjects deletes the keys under its prefix and reports each other key as AccessDenied', async () => {
    await owner.s3().send(new PutObjectCommand({ Bucket: 'scoped-home', Key: 'backups/doomed.txt', Body: 'x' }));
    const res = await scoped.send(new DeleteObjectsCommand({ Bucket: 'scoped-home', Delete: { Objects: [{ Key: 'backups/doomed.txt' }, { Key: 'secret.txt' }] } }));
    expect(res.Deleted?.map((d) => d.Key)).toEqual(['backups/doomed.txt']);
    expect(res.Errors).toEqual([expect.objectContaining({ Key: 'secret.txt', Code: 'AccessDenied' })]);
    expect(await body(owner.s3(), 'scoped-home', 'secret.txt')).toBe('outside the prefix');
    await expect(owner.s3().send(new GetObjectCommand({ Bucket: 'scoped-home', Key: 'backups/doomed.txt' }))).rejects.toMatchObject({ name: 'NoSuchKey' });
  });

  it('may neither create nor delete a bucket', async () => {
    await expect(scoped.send(new CreateBucketCommand({ Bucket: 'scoped-new' }))).rejects.toMatchObject(denied);
    await expect(scoped.send(new DeleteBucketCommand({ Bucket: 'scoped-home' }))).rejects.toMatchObject(denied);
    expect((await owner.s3().send(new ListBucketsCommand({}))).Buckets?.map((b) => b.Name)).toEqual(['scoped-home', 'scoped-other']);
  });

  it('a presigned URL of the key works only inside its scope', async () => {
    const inside = await getSignedUrl(scoped, new GetObjectCommand({ Bucket: 'scoped-home', Key: 'backups/old.txt' }), { expiresIn: 300 });
    expect(await (await fetch(inside)).text()).toBe('old backup');
    const outside = await getSignedUrl(scoped, new GetObjectCommand({ Bucket: 'scoped-home', Key: 'secret.txt' }), { expiresIn: 300 });
    expect((await fetch(outside)).status).toBe(403);
  });

  it('still needs the permission: a read-only scoped key cannot write under its prefix', async () => {
    const reader = s3Client(world, await scopedKeyOf(owner, { name: 'reader', permissions: ['read'], buckets: ['scoped-home'] }));
    expect(await body(reader, 'scoped-home', 'secret.txt')).toBe('outside the prefix'); // no prefix: the whole bucket
    await expect(reader.send(new PutObjectCommand({ Bucket: 'scoped-home', Key: 'backups/r.txt', Body: 'r' }))).rejects.toMatchObject(denied);
  });
});

describe("a scoped key's bucket deleted", () => {
  it('leaves its scope (never widens it): a bucket created again under the same name is not in it', async () => {
    const s3 = owner.s3();
    await s3.send(new CreateBucketCommand({ Bucket: 'scoped-temp' }));
    const key = s3Client(world, await scopedKeyOf(owner, { name: 'temp-only', buckets: ['scoped-temp'] }));
    expect((await key.send(new ListBucketsCommand({}))).Buckets?.map((b) => b.Name)).toEqual(['scoped-temp']);
    await s3.send(new DeleteBucketCommand({ Bucket: 'scoped-temp' }));
    await s3.send(new CreateBucketCommand({ Bucket: 'scoped-temp' }));

    expect((await key.send(new ListBucketsCommand({}))).Buckets ?? []).toEqual([]);
    await expect(key.send(new PutObjectCommand({ Bucket: 'scoped-temp', Key: 'x', Body: 'x' }))).rejects.toMatchObject(denied);
    await expect(key.send(new ListObjectsV2Command({ Bucket: 'scoped-home' }))).rejects.toMatchObject(denied);
    const keys = (await owner.client.gql(KEYS)).data.apiKeys as { name: string; scope: unknown }[];
    expect(keys.find((k) => k.name === 'temp-only')?.scope).toEqual({ buckets: [], prefix: null });
  });
});

describe("Debian's aws CLI with the scoped key", () => {
  it('ls shows its bucket only; cp and sync work under the prefix and fail outside it', async () => {
    const cli = cliEnv(scopedKey);
    try {
      const ep = world.s3.url;
      const file = path.join(cli.home, 'nightly.txt');
      fs.writeFileSync(file, 'nightly backup');
      expect((await aws(cli.env, ep, ['s3', 'ls'])).trim()).toMatch(/ scoped-home$/);
      await aws(cli.env, ep, ['s3', 'cp', file, 's3://scoped-home/backups/nightly.txt']);
      expect(await aws(cli.env, ep, ['s3', 'ls', 's3://scoped-home/backups/'])).toContain('nightly.txt');
      fs.mkdirSync(path.join(cli.home, 'site'));
      fs.writeFileSync(path.join(cli.home, 'site', 'a.txt'), 'a');
      await aws(cli.env, ep, ['s3', 'sync', path.join(cli.home, 'site'), 's3://scoped-home/backups/site']);
      expect(await body(owner.s3(), 'scoped-home', 'backups/site/a.txt')).toBe('a');

      await expect(aws(cli.env, ep, ['s3', 'cp', file, 's3://scoped-home/nightly.txt'])).rejects.toThrow(/AccessDenied/);
      await expect(aws(cli.env, ep, ['s3', 'cp', 's3://scoped-home/secret.txt', path.join(cli.home, 'secret.txt')])).rejects.toThrow(/403|Forbidden|AccessDenied/);
      await expect(aws(cli.env, ep, ['s3', 'ls', 's3://scoped-home/'])).rejects.toThrow(/AccessDenied/);
      await expect(aws(cli.env, ep, ['s3', 'ls', 's3://scoped-other/backups/'])).rejects.toThrow(/AccessDenied/);
      await expect(aws(cli.env, ep, ['s3', 'mb', 's3://scoped-cli'])).rejects.toThrow(/AccessDenied/);
      await expect(aws(cli.env, ep, ['s3api', 'delete-objects', '--bucket', 'scoped-home', '--delete', '{"Objects":[{"Key":"secret.txt"}]}'])).resolves.toMatch(/AccessDenied/);
      expect(await body(owner.s3(), 'scoped-home', 'secret.txt')).toBe('outside the prefix');
    } finally {
      cli.cleanup();
    }
  });
});
