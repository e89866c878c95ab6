import {
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateBucketCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  DeleteObjectTaggingCommand,
  GetObjectCommand,
  GetObjectTaggingCommand,
  HeadObjectCommand,
  PutObjectCommand,
  PutObjectTaggingCommand,
  UploadPartCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { aws, cliEnv, python } from './cli-clients';
import { ObjectEntity } from './entities/object.entity';
import { UsageCounterEntity } from './entities/usage-counter.entity';
import { rawS3 } from './raw-s3';
import { customer, newKey, startStorageWorld, type Customer, type StorageWorld } from './storage-test-kit';

jest.setTimeout(120_000);

let world: StorageWorld;
let owner: Customer;
let s3: S3Client;
beforeAll(async () => {
  world = await startStorageWorld();
  owner = await customer(world, 1, { storageAmount: 1 });
  s3 = owner.s3();
  await s3.send(new CreateBucketCommand({ Bucket: 'tags' }));
});
afterAll(() => world.close());

const tagsOf = async (Key: string, Bucket = 'tags') => (await s3.send(new GetObjectTaggingCommand({ Bucket, Key }))).TagSet?.map((t) => [t.Key, t.Value]);
const raw = (method: string, path: string, opts: { body?: string; headers?: Record<string, string> } = {}) => rawS3(world.s3.url, method, path, { key: owner.key, ...opts });
const tagging = (tags: [string, string][]) =>
  `<Tagging xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><TagSet>${tags.map(([k, v]) => `<Tag><Key>${k}</Key><Value>${v}</Value></Tag>`).join('')}</TagSet></Tagging>`;

describe('object tagging with @aws-sdk/client-s3', () => {
  it('round-trips tags: x-amz-tagging on PUT, Get (TagCount on GET/HEAD), Put replaces the whole set, Delete empties it', async () => {
    await s3.send(new PutObjectCommand({ Bucket: 'tags', Key: 'report.pdf', Body: 'pdf', Tagging: 'project=mawingu&team=data%20eng&empty=' }));
    expect(await tagsOf('report.pdf')).toEqual([
      ['project', 'mawingu'],
      ['team', 'data eng'],
      ['empty', ''],
    ]);
    const got = await s3.send(new GetObjectCommand({ Bucket: 'tags', Key: 'report.pdf' }));
    expect(got.TagCount).toBe(3);
    await got.Body!.transformToString();
    expect((await s3.send(new HeadObjectCommand({ Bucket: 'tags', Key: 'report.pdf' }))).$metadata.httpStatusCode).toBe(200);
    expect((await raw('HEAD', '/tags/report.pdf')).headers['x-amz-tagging-count']).toBe('3');

    await s3.send(new PutObjectTaggingCommand({ Bucket: 'tags', Key: 'report.pdf', Tagging: { TagSet: [{ Key: 'stage', Value: 'final' }, { Key: 'kodi', Value: 'KSh 1000' }] } }));
    expect(await tagsOf('report.pdf')).toEqual([
      ['stage', 'final'],
      ['kodi', 'KSh 1000'],
    ]);

    const del = await s3.send(new DeleteObjectTaggingCommand({ Bucket: 'tags', Key: 'report.pdf' }));
    expect(del.$metadata.httpStatusCode).toBe(204);
    expect(await tagsOf('report.pdf')).toEqual([]);
    const untagged = await s3.send(new GetObjectCommand({ Bucket: 'tags', Key: 'report.pdf' }));
    expect(untagged.TagCount).toBeUndefined();
    await untagged.Body!.transformToString();
  });

  it('answers an untagged object with an empty TagSet, in S3’s exact document', async () => {
    await s3.send(new PutObjectCommand({ Bucket: 'tags', Key: 'plain.txt', Body: 'x' }));
    const empty = await raw('GET', '/tags/plain.txt?tagging');
    expect(empty.status).toBe(200);
    expect(empty.headers['content-type']).toBe('application/xml');
    expect(empty.text).toBe('<?xml version="1.0" encoding="UTF-8"?>\n<Tagging xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><TagSet></TagSet></Tagging>');

    const put = await raw('PUT', '/tags/plain.txt?tagging', { body: tagging([['a b', 'x+y=z'], ['path', '/srv/@home:1']]) });
    expect(put.status).toBe(200);
    const full = await raw('GET', '/tags/plain.txt?tagging');
    expect(full.text).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<Tagging xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><TagSet><Tag><Key>a b</Key><Value>x+y=z</Value></Tag><Tag><Key>path</Key><Value>/srv/@home:1</Value></Tag></TagSet></Tagging>',
    );
    expect((await raw('DELETE', '/tags/plain.txt?tagging')).status).toBe(204);
  });

  it('clears the tags when an object is overwritten without x-amz-tagging, and removes them with the object', async () => {
    await s3.send(new PutObjectCommand({ Bucket: 'tags', Key: 'over.txt', Body: '1', Tagging: 'v=1' }));
    await s3.send(new PutObjectCommand({ Bucket: 'tags', Key: 'over.txt', Body: '2' }));
    expect(await tagsOf('over.txt')).toEqual([]);

    await s3.send(new PutObjectTaggingCommand({ Bucket: 'tags', Key: 'over.txt', Tagging: { TagSet: [{ Key: 'k', Value: 'v' }] } }));
    await s3.send(new DeleteObjectCommand({ Bucket: 'tags', Key: 'over.txt' }));
    expect(await world.server.db.getRepository(ObjectEntity).findOneBy({ key: 'over.txt' })).toBeNull();
    await expect(s3.send(new GetObjectTaggingCommand({ Bucket: 'tags', Key: 'over.txt' }))).rejects.toMatchObject({ name: 'NoSuchKey', $metadata: { httpStatusCode: 404 } });
    await expect(s3.send(new PutObjectTaggingCommand({ Bucket: 'tags', Key: 'over.txt', Tagging: { TagSet: [] } }))).rejects.toMatchObject({ name: 'NoSuchKey' });
    await expect(s3.send(new DeleteObjectTaggingCommand({ Bucket: 'tags', Key: 'over.txt' }))).rejects.toMatchObject({ name: 'NoSuchKey' });
    // A new object under the key starts with no tags.
    await s3.send(new PutObjectCommand({ Bucket: 'tags', Key: 'over.txt', Body: '3' }));
    expect(await tagsOf('over.txt')).toEqual([]);
  });

  it('copies the source’s tags by default (COPY), and takes x-amz-tagging (or none) with REPLACE', async () => {
    await s3.send(new PutObjectCommand({ Bucket: 'tags', Key: 'src.txt', Body: 'source', Tagging: 'owner=amina&tier=gold' }));
    await s3.send(new CopyObjectCommand({ Bucket: 'tags', Key: 'copy-default.txt', CopySource: 'tags/src.txt' }));
    expect(await tagsOf('copy-default.txt')).toEqual([
      ['owner', 'amina'],
      ['tier', 'gold'],
    ]);
    await s3.send(new CopyObjectCommand({ Bucket: 'tags', Key: 'copy-copy.txt', CopySource: 'tags/src.txt', TaggingDirective: 'COPY', Tagging: 'ignored=yes' }));
    expect(await tagsOf('copy-copy.txt')).toEqual([
      ['owner', 'amina'],
      ['tier', 'gold'],
    ]);
    await s3.send(new CopyObjectCommand({ Bucket: 'tags', Key: 'copy-replace.txt', CopySource: 'tags/src.txt', TaggingDirective: 'REPLACE', Tagging: 'tier=silver' }));
    expect(await tagsOf('copy-replace.txt')).toEqual([['tier', 'silver']]);
    await s3.send(new CopyObjectCommand({ Bucket: 'tags', Key: 'copy-none.txt', CopySource: 'tags/src.txt', TaggingDirective: 'REPLACE' }));
    expect(await tagsOf('copy-none.txt')).toEqual([]);
    const bogus = await raw('PUT', '/tags/copy-bogus.txt', { headers: { 'x-amz-copy-source': '/tags/src.txt', 'x-amz-tagging-directive': 'MERGE' } });
    expect([bogus.status, bogus.code]).toEqual([400, 'InvalidArgument']);
    expect(await tagsOf('src.txt')).toEqual([
      ['owner', 'amina'],
      ['tier', 'gold'],
    ]);
  });

  it('gives a completed multipart upload the tags of CreateMultipartUpload', async () => {
    const { UploadId } = await s3.send(new CreateMultipartUploadCommand({ Bucket: 'tags', Key: 'multi.bin', Tagging: 'kind=backup' }));
    const part = await s3.send(new UploadPartCommand({ Bucket: 'tags', Key: 'multi.bin', UploadId, PartNumber: 1, Body: Buffer.alloc(1024, 'p') }));
    await s3.send(new CompleteMultipartUploadCommand({ Bucket: 'tags', Key: 'multi.bin', UploadId, MultipartUpload: { Parts: [{ PartNumber: 1, ETag: part.ETag }] } }));
    expect(await tagsOf('multi.bin')).toEqual([['kind', 'backup']]);
    await expect(s3.send(new CreateMultipartUploadCommand({ Bucket: 'tags', Key: 'multi2.bin', Tagging: 'aws:x=1' }))).rejects.toMatchObject({ name: 'InvalidTag' });
  });

  it.each([
    ['11 tags', Array.from({ length: 11 }, (_, i) => [`k${i}`, 'v'] as [string, string]), 'Object tags cannot be greater than 10'],
    ['a key of 129 characters', [['k'.repeat(129), 'v']], 'The TagKey you have provided is too long, max 128'],
    ['a value of 257 characters', [['k', 'v'.repeat(257)]], 'The TagValue you have provided is too long, max 256'],
    ['a repeated key', [['k', '1'], ['k', '2']], 'Cannot provide multiple Tags with the same key'],
    ['the aws: prefix', [['aws:cost', '1']], 'Your TagKey cannot be prefixed with aws:'],
    ['an empty key', [['', '1']], 'The TagKey you have provided is invalid'],
    ['a character S3 refuses', [['k', 'a*b']], 'The TagValue you have provided is invalid'],
  ] as [string, [string, string][], string][])('refuses %s with InvalidTag, and keeps the old set', async (_what, tags, message) => {
    await s3.send(new PutObjectCommand({ Bucket: 'tags', Key: 'limits.txt', Body: 'l', Tagging: 'keep=me' }));
    const reply = await raw('PUT', '/tags/limits.txt?tagging', { body: tagging(tags) });
    expect([reply.status, reply.code]).toEqual([400, 'InvalidTag']);
    expect(reply.text).toContain(`<Message>${message}</Message>`);
    expect(await tagsOf('limits.txt')).toEqual([['keep', 'me']]);
    // The same set on a PUT's x-amz-tagging: refused before the body is stored.
    const header = tags.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
    const put = await raw('PUT', '/tags/limits.txt', { body: 'new', headers: { 'x-amz-tagging': header } });
    expect([put.status, put.code]).toEqual([400, 'InvalidTag']);
    expect(await tagsOf('limits.txt')).toEqual([['keep', 'me']]);
  });

  it('takes exactly 10 tags of 128-character keys and 256-character values (characters, not bytes)', async () => {
    await s3.send(new PutObjectCommand({ Bucket: 'tags', Key: 'max.txt', Body: 'm' }));
    const TagSet = Array.from({ length: 10 }, (_, i) => ({ Key: `${i}`.padEnd(128, 'é'), Value: 'ü'.repeat(256) }));
    await s3.send(new PutObjectTaggingCommand({ Bucket: 'tags', Key: 'max.txt', Tagging: { TagSet } }));
    expect((await s3.send(new GetObjectTaggingCommand({ Bucket: 'tags', Key: 'max.txt' }))).TagSet).toEqual(TagSet);
  });

  it.each([
    ['an empty body', ''],
    ['not XML', 'tags please'],
    ['another root', '<Other><TagSet/></Other>'],
    ['no TagSet', '<Tagging></Tagging>'],
    ['a Tag without a Value', '<Tagging><TagSet><Tag><Key>k</Key></Tag></TagSet></Tagging>'],
    ['a Key with two values', '<Tagging><TagSet><Tag><Key>a</Key><Key>b</Key><Value>v</Value></Tag></TagSet></Tagging>'],
    ['an entity declaration', '<!DOCTYPE x [<!ENTITY a "b">]><Tagging><TagSet><Tag><Key>&a;</Key><Value>v</Value></Tag></TagSet></Tagging>'],
    ['a body over 64 KiB', `<Tagging><TagSet>${' '.repeat(70_000)}</TagSet></Tagging>`],
  ])('refuses %s with MalformedXML', async (_what, body) => {
    await s3.send(new PutObjectCommand({ Bucket: 'tags', Key: 'xml.txt', Body: 'x' }));
    const reply = await raw('PUT', '/tags/xml.txt?tagging', { body });
    expect([reply.status, reply.code]).toEqual([400, 'MalformedXML']);
  });

  it('needs the write permission to tag, the delete permission to remove tags, read to see them; other customers get AccessDenied', async () => {
    await s3.send(new PutObjectCommand({ Bucket: 'tags', Key: 'perm.txt', Body: 'p', Tagging: 'a=1' }));
    const reader = await newKey(owner.client, ['read'], 'reader');
    const asReader = (method: string, body?: string) => rawS3(world.s3.url, method, '/tags/perm.txt?tagging', { key: reader, body });
    expect((await asReader('GET')).status).toBe(200);
    expect((await asReader('PUT', tagging([['b', '2']]))).code).toBe('AccessDenied');
    expect((await asReader('DELETE')).code).toBe('AccessDenied');
    const stranger = await customer(world, 2);
    const foreign = await rawS3(world.s3.url, 'GET', '/tags/perm.txt?tagging', { key: stranger.key });
    expect([foreign.status, foreign.code]).toEqual([403, 'AccessDenied']);
    expect(await tagsOf('perm.txt')).toEqual([['a', '1']]);
  });

  it('meters PutObjectTagging as class A, GetObjectTagging as class B and DeleteObjectTagging with the deletes', async () => {
    const metered = await customer(world, 3);
    const client = metered.s3();
    await client.send(new CreateBucketCommand({ Bucket: 'tags-metered' }));
    await client.send(new PutObjectCommand({ Bucket: 'tags-metered', Key: 'k', Body: 'k' }));
    await client.send(new PutObjectTaggingCommand({ Bucket: 'tags-metered', Key: 'k', Tagging: { TagSet: [{ Key: 'a', Value: '1' }] } }));
    await client.send(new GetObjectTaggingCommand({ Bucket: 'tags-metered', Key: 'k' }));
    await client.send(new DeleteObjectTaggingCommand({ Bucket: 'tags-metered', Key: 'k' }));
    const totals = async () => {
      const rows = await world.server.db.getRepository(UsageCounterEntity).findBy({ serviceId: metered.service.id });
      return rows.reduce((s, r) => ({ a: s.a + r.requestsA, b: s.b + r.requestsB, other: s.other + r.requestsOther }), { a: 0, b: 0, other: 0 });
    };
    for (let i = 0; i < 100 && (await totals()).a + (await totals()).b + (await totals()).other < 5; i++) await new Promise((r) => setTimeout(r, 20));
    expect(await totals()).toEqual({ a: 3, b: 1, other: 1 });
  });
});

describe('object tagging with the AWS CLI (Debian awscli)', () => {
  it('put-object --tagging, get-object-tagging, put-object-tagging, copy-object --tagging-directive, delete-object-tagging, an aws: key refused', async () => {
    const cli = cliEnv(owner.key);
    const ep = world.s3.url;
    try {
      await aws(cli.env, ep, ['s3api', 'put-object', '--bucket', 'tags', '--key', 'cli/a.txt', '--tagging', 'env=prod&owner=ops']);
      const get = async (key: string) => (JSON.parse(await aws(cli.env, ep, ['s3api', 'get-object-tagging', '--bucket', 'tags', '--key', key])) as { TagSet: { Key: string; Value: string }[] }).TagSet;
      expect(await get('cli/a.txt')).toEqual([
        { Key: 'env', Value: 'prod' },
        { Key: 'owner', Value: 'ops' },
      ]);
      await aws(cli.env, ep, ['s3api', 'put-object-tagging', '--bucket', 'tags', '--key', 'cli/a.txt', '--tagging', 'TagSet=[{Key=env,Value=staging}]']);
      expect(await get('cli/a.txt')).toEqual([{ Key: 'env', Value: 'staging' }]);
      await aws(cli.env, ep, ['s3api', 'copy-object', '--bucket', 'tags', '--key', 'cli/b.txt', '--copy-source', 'tags/cli/a.txt', '--tagging-directive', 'REPLACE', '--tagging', 'copied=yes']);
      expect(await get('cli/b.txt')).toEqual([{ Key: 'copied', Value: 'yes' }]);
      await aws(cli.env, ep, ['s3api', 'delete-object-tagging', '--bucket', 'tags', '--key', 'cli/a.txt']);
      expect(await get('cli/a.txt')).toEqual([]);
      await expect(aws(cli.env, ep, ['s3api', 'put-object-tagging', '--bucket', 'tags', '--key', 'cli/a.txt', '--tagging', 'TagSet=[{Key=aws:x,Value=1}]'])).rejects.toThrow(/InvalidTag/);
    } finally {
      cli.cleanup();
    }
    // Each aws command starts a Python interpreter (seconds on a loaded 2-core machine).
  }, 300_000);
});

const BOTO = `
import boto3, json, sys
from botocore.config import Config
from botocore.exceptions import ClientError
s3 = boto3.client("s3", endpoint_url=sys.argv[1], region_name="nbo1", config=Config(s3={"addressing_style": "path"}, signature_version="s3v4"))
s3.put_object(Bucket="tags", Key="boto/a.txt", Body=b"jambo", Tagging="lugha=sw&mji=Nairobi")
first = s3.get_object_tagging(Bucket="tags", Key="boto/a.txt")["TagSet"]
count = s3.get_object(Bucket="tags", Key="boto/a.txt")["TagCount"]
s3.put_object_tagging(Bucket="tags", Key="boto/a.txt", Tagging={"TagSet": [{"Key": "mji", "Value": "Mombasa"}]})
second = s3.get_object_tagging(Bucket="tags", Key="boto/a.txt")["TagSet"]
s3.copy_object(Bucket="tags", Key="boto/b.txt", CopySource={"Bucket": "tags", "Key": "boto/a.txt"})
copied = s3.get_object_tagging(Bucket="tags", Key="boto/b.txt")["TagSet"]
deleted = s3.delete_object_tagging(Bucket="tags", Key="boto/a.txt")["ResponseMetadata"]["HTTPStatusCode"]
third = s3.get_object_tagging(Bucket="tags", Key="boto/a.txt")["TagSet"]
try:
    s3.put_object_tagging(Bucket="tags", Key="boto/a.txt", Tagging={"TagSet": [{"Key": "k", "Value": "1"}, {"Key": "k", "Value": "2"}]})
    refused = None
except ClientError as e:
    refused = e.response["Error"]["Code"]
print(json.dumps({"first": first, "count": count, "second": second, "copied": copied, "deleted": deleted, "third": third, "refused": refused}))
`;

describe('object tagging with boto3 (Debian python3-boto3)', () => {
  it('put_object Tagging, get/put/delete_object_tagging, TagCount, copy keeps the tags, duplicate keys refused', async () => {
    const cli = cliEnv(owner.key);
    try {
      const out = JSON.parse(await python(cli.env, BOTO, [world.s3.url])) as Record<string, unknown>;
      expect(out).toEqual({
        first: [
          { Key: 'lugha', Value: 'sw' },
          { Key: 'mji', Value: 'Nairobi' },
        ],
        count: 2,
        second: [{ Key: 'mji', Value: 'Mombasa' }],
        copied: [{ Key: 'mji', Value: 'Mombasa' }],
        deleted: 204,
        third: [],
        refused: 'InvalidTag',
      });
    } finally {
      cli.cleanup();
    }
  });
});

const LIST = `query ($bucket: String!, $prefix: String) { bucketObjects(bucket: $bucket, prefix: $prefix) { objects { key tags { key value } } } }`;
const PUT_TAGS = `mutation ($input: PutObjectTagsInput!) { putObjectTags(input: $input) { bucket key tags { key value } } }`;

describe('object tags in the console (GraphQL)', () => {
  it('lists each object’s tags and replaces them with putObjectTags, through the same rules as S3', async () => {
    await s3.send(new PutObjectCommand({ Bucket: 'tags', Key: 'console/photo.jpg', Body: 'jpg', Tagging: 'album=safari' }));
    await s3.send(new PutObjectCommand({ Bucket: 'tags', Key: 'console/plain.txt', Body: 'txt' }));
    const listed = await owner.client.gql(LIST, { bucket: 'tags', prefix: 'console/' });
    expect(listed.data.bucketObjects.objects).toEqual([
      { key: 'console/photo.jpg', tags: [{ key: 'album', value: 'safari' }] },
      { key: 'console/plain.txt', tags: [] },
    ]);

    const put = await owner.client.gql(PUT_TAGS, { input: { bucket: 'tags', key: 'console/photo.jpg', tags: [{ key: 'album', value: 'Maasai Mara' }, { key: 'year', value: '2026' }] } });
    expect(put.errors).toBeUndefined();
    expect(put.data.putObjectTags).toEqual({ bucket: 'tags', key: 'console/photo.jpg', tags: [{ key: 'album', value: 'Maasai Mara' }, { key: 'year', value: '2026' }] });
    // What S3 clients see is what the console set.
    expect(await tagsOf('console/photo.jpg')).toEqual([
      ['album', 'Maasai Mara'],
      ['year', '2026'],
    ]);

    const removed = await owner.client.gql(PUT_TAGS, { input: { bucket: 'tags', key: 'console/photo.jpg', tags: [] } });
    expect(removed.data.putObjectTags.tags).toEqual([]);
    expect(await tagsOf('console/photo.jpg')).toEqual([]);
  });

  it('refuses a set S3 would refuse on the tags field (coded for the dashboard’s languages), a missing object and another customer’s bucket', async () => {
    const bad = await owner.client.gql(PUT_TAGS, { input: { bucket: 'tags', key: 'console/plain.txt', tags: Array.from({ length: 11 }, (_, i) => ({ key: `k${i}`, value: '' })) } });
    expect(bad.errors?.[0]).toMatchObject({ message: 'Object tags cannot be greater than 10', extensions: { code: 'BAD_USER_INPUT', field: 'tags', messageKey: 'tagsTooMany', messageParams: { max: '10' } } });
    const dup = await owner.client.gql(PUT_TAGS, { input: { bucket: 'tags', key: 'console/plain.txt', tags: [{ key: 'a', value: '1' }, { key: 'a', value: '2' }] } });
    expect(dup.errors?.[0]).toMatchObject({ message: 'Cannot provide multiple Tags with the same key', extensions: { code: 'BAD_USER_INPUT', field: 'tags' } });
    const missing = await owner.client.gql(PUT_TAGS, { input: { bucket: 'tags', key: 'console/none.txt', tags: [] } });
    expect(missing.errors?.[0]).toMatchObject({ message: 'Object not found', extensions: { code: 'NOT_FOUND' } });
    const stranger = await customer(world, 4);
    const foreign = await stranger.client.gql(PUT_TAGS, { input: { bucket: 'tags', key: 'console/plain.txt', tags: [{ key: 'x', value: 'y' }] } });
    expect(foreign.errors?.[0]).toMatchObject({ message: 'Bucket not found', extensions: { code: 'NOT_FOUND' } });
    expect(await tagsOf('console/plain.txt')).toEqual([]);
  });
});
