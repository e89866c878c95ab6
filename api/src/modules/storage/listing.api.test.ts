import { CreateBucketCommand, ListObjectsCommand, ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { signHeaders } from './auth/signer';
import { aws, cliEnv } from './cli-clients';
import { BucketEntity } from './entities/bucket.entity';
import { ObjectEntity } from './entities/object.entity';
import { customer, startStorageWorld, type Customer, type StorageWorld } from './storage-test-kit';

jest.setTimeout(120_000);

let world: StorageWorld;
let owner: Customer;
let s3: S3Client;

const FILES = Array.from({ length: 1100 }, (_, i) => `file-${String(i).padStart(4, '0')}.txt`);
const FOLDERS = Array.from({ length: 60 }, (_, i) => `folder-${String(i).padStart(2, '0')}/`);

beforeAll(async () => {
  world = await startStorageWorld();
  owner = await customer(world, 1);
  s3 = owner.s3();
  await s3.send(new CreateBucketCommand({ Bucket: 'many-keys' }));
  // 1,220 keys: 1,100 at the top and 60 folders of 2. Rows are inserted directly (listing reads
  // metadata only; 1,220 PUTs would test the PUT path, which sdk.api.test covers).
  const bucket = await world.server.db.getRepository(BucketEntity).findOneByOrFail({ name: 'many-keys' });
  const keys = [...FILES, ...FOLDERS.flatMap((f) => [`${f}a.txt`, `${f}b.txt`])];
  const rows = keys.map((key) => ({ bucketId: bucket.id, key, size: 1, etag: '0cc175b9c0f1b6a831c399e269772661', contentType: 'text/plain', headers: '{}', blobKey: null, partCount: 0, lastModified: new Date('2026-11-01T00:00:00Z') }));
  for (let i = 0; i < rows.length; i += 200) await world.server.db.getRepository(ObjectEntity).insert(rows.slice(i, i + 200));
  await world.server.db.getRepository(BucketEntity).update(bucket.id, { objectCount: keys.length, objectBytes: keys.length });
});
afterAll(() => world.close());

describe('listing more than 1,000 keys with a delimiter', () => {
  it('pages ListObjectsV2 with continuation tokens: every key and folder exactly once, in order', async () => {
    const seenKeys: string[] = [];
    const seenPrefixes: string[] = [];
    let token: string | undefined;
    const pageSizes: number[] = [];
    do {
      const page = await s3.send(new ListObjectsV2Command({ Bucket: 'many-keys', Delimiter: '/', ContinuationToken: token }));
      pageSizes.push(page.KeyCount!);
      seenKeys.push(...(page.Contents ?? []).map((o) => o.Key!));
      seenPrefixes.push(...(page.CommonPrefixes ?? []).map((p) => p.Prefix!));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    expect(pageSizes).toEqual([1000, 160]);
    expect(seenKeys).toEqual(FILES);
    expect(seenPrefixes).toEqual(FOLDERS);
  });

  it('pages ListObjects v1 with NextMarker the same way, and small pages too', async () => {
    const items: string[] = [];
    let marker: string | undefined;
    let pages = 0;
    do {
      const page = await s3.send(new ListObjectsCommand({ Bucket: 'many-keys', Delimiter: '/', Marker: marker, MaxKeys: 333 }));
      pages++;
      items.push(...(page.Contents ?? []).map((o) => o.Key!), ...(page.CommonPrefixes ?? []).map((p) => p.Prefix!));
      marker = page.IsTruncated ? page.NextMarker : undefined;
    } while (marker);
    expect(pages).toBe(4);
    expect(items.sort()).toEqual([...FILES, ...FOLDERS].sort());
  });

  it('the AWS CLI lists all 1,100 files and 60 folders', async () => {
    const cli = cliEnv(owner.key);
    try {
      const out = await aws(cli.env, world.s3.url, ['s3', 'ls', 's3://many-keys/']);
      const lines = out.trim().split('\n');
      expect(lines.filter((l) => l.trim().startsWith('PRE '))).toHaveLength(60);
      expect(lines.filter((l) => / file-\d{4}\.txt$/.test(l))).toHaveLength(1100);
    } finally {
      cli.cleanup();
    }
  });
});

describe('listing parameters', () => {
  beforeAll(async () => {
    await s3.send(new CreateBucketCommand({ Bucket: 'odd-keys' }));
    for (const key of ['a b/c+d.txt', 'ñandú/ü.txt', 'plain.txt', 'z/ctrl\u0001.txt']) await s3.send(new PutObjectCommand({ Bucket: 'odd-keys', Key: key, Body: key }));
  });

  it('URL-encodes keys and prefixes with encoding-type=url', async () => {
    const res = await fetch(`${world.s3.url}/odd-keys?list-type=2&encoding-type=url&delimiter=%2F`, { headers: signedHeaders('/odd-keys', 'list-type=2&encoding-type=url&delimiter=%2F') });
    const xml = await res.text();
    expect(res.status).toBe(200);
    expect(xml).toContain('<EncodingType>url</EncodingType>');
    expect(xml).toContain('<Prefix>a%20b/</Prefix>');
    expect(xml).toContain('<Prefix>%C3%B1and%C3%BA/</Prefix>');
    expect(xml).toContain('<Prefix>z/</Prefix>');
    // The JS SDK hands encoded keys back as they came (botocore decodes them itself).
    const page = await s3.send(new ListObjectsV2Command({ Bucket: 'odd-keys', EncodingType: 'url' }));
    expect(page.Contents?.map((o) => decodeURIComponent(o.Key!))).toEqual(['a b/c+d.txt', 'plain.txt', 'z/ctrl\u0001.txt', 'ñandú/ü.txt']);
  });

  it('supports prefix, start-after, max-keys 0, fetch-owner, and refuses a forged continuation token', async () => {
    const after = await s3.send(new ListObjectsV2Command({ Bucket: 'odd-keys', StartAfter: 'plain.txt' }));
    expect(after.Contents?.map((o) => o.Key)).toEqual(['z/ctrl\u0001.txt', 'ñandú/ü.txt']);
    const prefixed = await s3.send(new ListObjectsV2Command({ Bucket: 'odd-keys', Prefix: 'ñ' }));
    expect(prefixed.Contents?.map((o) => o.Key)).toEqual(['ñandú/ü.txt']);
    const none = await s3.send(new ListObjectsV2Command({ Bucket: 'odd-keys', MaxKeys: 0 }));
    expect([none.KeyCount, none.IsTruncated, none.Contents]).toEqual([0, false, undefined]);
    const owned = await s3.send(new ListObjectsV2Command({ Bucket: 'odd-keys', FetchOwner: true, MaxKeys: 1 }));
    expect(owned.Contents?.[0]?.Owner?.ID).toMatch(/^[0-9a-f]{64}$/);
    expect((await s3.send(new ListObjectsV2Command({ Bucket: 'odd-keys', MaxKeys: 1 }))).Contents?.[0]?.Owner).toBeUndefined();
    await expect(s3.send(new ListObjectsV2Command({ Bucket: 'odd-keys', ContinuationToken: 'not-a-token' }))).rejects.toMatchObject({ name: 'InvalidArgument' });
    // An empty continuation-token is a wrong token too, not "from the start" (S3's answer).
    const empty = await fetch(`${world.s3.url}/odd-keys?list-type=2&continuation-token=`, { headers: signedHeaders('/odd-keys', 'list-type=2&continuation-token=') });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toMatch(/<Code>InvalidArgument<\/Code><Message>The continuation token provided is incorrect<\/Message>/);
  });
});

/** Headers of a signed GET (to read the raw XML the SDK would otherwise decode). */
function signedHeaders(path: string, query: string): Record<string, string> {
  return signHeaders('GET', `${world.s3.url}${path}?${query}`, {}, 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855', { ...owner.key, region: 'nbo1' });
}
