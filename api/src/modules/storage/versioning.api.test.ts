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
  DeleteObjectTaggingCommand,
  GetObjectTaggingCommand,
  PutObjectTaggingCommand,
  GetBucketVersioningCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  ListObjectVersionsCommand,
  PutBucketVersioningCommand,
  PutObjectCommand,
  UploadPartCommand,
  type ListObjectVersionsCommandOutput,
  type S3Client,
} from '@aws-sdk/client-s3';
import { aws, cliEnv, python } from './cli-clients';
import { reconcileLedgers } from './domain/reconcile';
import { ServiceStorageUsageEntity } from './entities/service-usage.entity';
import { BucketEntity } from './entities/bucket.entity';
import { customer, s3Failure, startStorageWorld, type Customer, type StorageWorld } from './storage-test-kit';

jest.setTimeout(120_000);

let world: StorageWorld;
let owner: Customer;
let s3: S3Client;
beforeAll(async () => {
  world = await startStorageWorld();
  owner = await customer(world, 1, { storageAmount: 2 });
  s3 = owner.s3();
});
afterAll(() => world.close());

const text = async (p: Promise<{ Body?: { transformToString(): Promise<string> } }>) => (await p).Body!.transformToString();
const enable = (Bucket: string, Status: 'Enabled' | 'Suspended' = 'Enabled') => s3.send(new PutBucketVersioningCommand({ Bucket, VersioningConfiguration: { Status } }));
const used = async () => (await world.server.db.getRepository(ServiceStorageUsageEntity).findOneByOrFail({ serviceId: owner.service.id })).usedBytes;
const bucketRow = (name: string) => world.server.db.getRepository(BucketEntity).findOneByOrFail({ name });

/**
 * Every version and every marker of a bucket, walked page by page with the given page size. The SDK
 * parses a page's <Version> and <DeleteMarker> elements into two lists, so they are kept apart:
 * each in listing order (key, then newest first).
 */
async function allVersions(Bucket: string, MaxKeys = 1000, extra: { Prefix?: string; Delimiter?: string } = {}) {
  type Entry = { key: string; id: string; latest: boolean; marker: boolean };
  const versions: Entry[] = [];
  const markers: Entry[] = [];
  const prefixes: string[] = [];
  let KeyMarker: string | undefined;
  let VersionIdMarker: string | undefined;
  for (let page = 0; page < 100; page++) {
    const out: ListObjectVersionsCommandOutput = await s3.send(new ListObjectVersionsCommand({ Bucket, MaxKeys, KeyMarker, VersionIdMarker, ...extra }));
    expect((out.Versions?.length ?? 0) + (out.DeleteMarkers?.length ?? 0) + (out.CommonPrefixes?.length ?? 0)).toBeLessThanOrEqual(MaxKeys);
    versions.push(...(out.Versions ?? []).map((v) => ({ key: v.Key!, id: v.VersionId!, latest: v.IsLatest!, marker: false })));
    markers.push(...(out.DeleteMarkers ?? []).map((v) => ({ key: v.Key!, id: v.VersionId!, latest: v.IsLatest!, marker: true })));
    prefixes.push(...(out.CommonPrefixes ?? []).map((p) => p.Prefix!));
    if (!out.IsTruncated) return { versions, markers, all: [...versions, ...markers], prefixes };
    KeyMarker = out.NextKeyMarker;
    VersionIdMarker = out.NextVersionIdMarker;
  }
  throw new Error('listing did not end');
}

describe('versioning with @aws-sdk/client-s3', () => {
  it('keeps every version: ids, reads by id, delete markers, delete by id, restore by copy; the ledger counts every version', async () => {
    await s3.send(new CreateBucketCommand({ Bucket: 'ver-sdk' }));
    expect((await s3.send(new GetBucketVersioningCommand({ Bucket: 'ver-sdk' }))).Status).toBeUndefined();
    const before = await s3.send(new PutObjectCommand({ Bucket: 'ver-sdk', Key: 'report.txt', Body: 'draft zero' }));
    expect(before.VersionId).toBeUndefined(); // an unversioned bucket names no version
    await enable('ver-sdk');
    expect((await s3.send(new GetBucketVersioningCommand({ Bucket: 'ver-sdk' }))).Status).toBe('Enabled');

    const v1 = await s3.send(new PutObjectCommand({ Bucket: 'ver-sdk', Key: 'report.txt', Body: 'first draft' }));
    const v2 = await s3.send(new PutObjectCommand({ Bucket: 'ver-sdk', Key: 'report.txt', Body: 'second draft!' }));
    expect(v1.VersionId).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(v2.VersionId).not.toBe(v1.VersionId);
    expect(await text(s3.send(new GetObjectCommand({ Bucket: 'ver-sdk', Key: 'report.txt' })))).toBe('second draft!');
    expect(await text(s3.send(new GetObjectCommand({ Bucket: 'ver-sdk', Key: 'report.txt', VersionId: v1.VersionId })))).toBe('first draft');
    expect(await text(s3.send(new GetObjectCommand({ Bucket: 'ver-sdk', Key: 'report.txt', VersionId: 'null' })))).toBe('draft zero');
    const head = await s3.send(new HeadObjectCommand({ Bucket: 'ver-sdk', Key: 'report.txt', VersionId: v1.VersionId }));
    expect([head.ContentLength, head.VersionId]).toEqual([11, v1.VersionId]);
    // Three versions are stored: every byte of each is in the ledger.
    expect(await used()).toBe(10 + 11 + 13);

    const listed = await allVersions('ver-sdk');
    expect(listed.versions).toEqual([
      { key: 'report.txt', id: v2.VersionId, latest: true, marker: false },
      { key: 'report.txt', id: v1.VersionId, latest: false, marker: false },
      { key: 'report.txt', id: 'null', latest: false, marker: false },
    ]);

    // A delete without an id writes a marker: the key is gone from listings and GETs, no byte is lost.
    const del = await s3.send(new DeleteObjectCommand({ Bucket: 'ver-sdk', Key: 'report.txt' }));
    expect(del.DeleteMarker).toBe(true);
    expect(del.VersionId).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(await s3Failure(s3.send(new GetObjectCommand({ Bucket: 'ver-sdk', Key: 'report.txt' })))).toEqual(['NoSuchKey', 404]);
    expect((await s3.send(new ListObjectsV2Command({ Bucket: 'ver-sdk' }))).KeyCount).toBe(0);
    expect(await s3Failure(s3.send(new GetObjectCommand({ Bucket: 'ver-sdk', Key: 'report.txt', VersionId: del.VersionId })))).toEqual(['MethodNotAllowed', 405]);
    expect(await text(s3.send(new GetObjectCommand({ Bucket: 'ver-sdk', Key: 'report.txt', VersionId: v2.VersionId })))).toBe('second draft!');
    const withMarker = await allVersions('ver-sdk');
    expect(withMarker.markers).toEqual([{ key: 'report.txt', id: del.VersionId, latest: true, marker: true }]);
    expect(withMarker.versions.map((v) => [v.id, v.latest])).toEqual([
      [v2.VersionId, false],
      [v1.VersionId, false],
      ['null', false],
    ]);
    // The marker is billed its key's bytes, as S3 does.
    expect(await used()).toBe(10 + 11 + 13 + 'report.txt'.length);
    expect((await bucketRow('ver-sdk')).objectCount).toBe(0);

    // Deleting the marker by id brings the newest version back.
    const undo = await s3.send(new DeleteObjectCommand({ Bucket: 'ver-sdk', Key: 'report.txt', VersionId: del.VersionId }));
    expect([undo.DeleteMarker, undo.VersionId]).toEqual([true, del.VersionId]);
    expect(await text(s3.send(new GetObjectCommand({ Bucket: 'ver-sdk', Key: 'report.txt' })))).toBe('second draft!');
    expect((await bucketRow('ver-sdk')).objectCount).toBe(1);

    // Deleting the current version by id, for good: the previous one becomes current.
    await s3.send(new DeleteObjectCommand({ Bucket: 'ver-sdk', Key: 'report.txt', VersionId: v2.VersionId }));
    expect(await text(s3.send(new GetObjectCommand({ Bucket: 'ver-sdk', Key: 'report.txt' })))).toBe('first draft');
    expect(await s3Failure(s3.send(new GetObjectCommand({ Bucket: 'ver-sdk', Key: 'report.txt', VersionId: v2.VersionId })))).toEqual(['NoSuchVersion', 404]);
    expect(await used()).toBe(10 + 11);

    // Restoring an old version is a copy of it onto its own key: a new current version.
    const restored = await s3.send(new CopyObjectCommand({ Bucket: 'ver-sdk', Key: 'report.txt', CopySource: 'ver-sdk/report.txt?versionId=null' }));
    expect(restored.CopySourceVersionId).toBe('null');
    expect(restored.VersionId).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(await text(s3.send(new GetObjectCommand({ Bucket: 'ver-sdk', Key: 'report.txt' })))).toBe('draft zero');
    expect((await allVersions('ver-sdk')).versions.map((v) => v.id)).toEqual([restored.VersionId, v1.VersionId, 'null']);
    expect(await used()).toBe(10 + 11 + 10);

    // Refusals: an id that cannot be ours; a well-formed id the key never had.
    expect(await s3Failure(s3.send(new GetObjectCommand({ Bucket: 'ver-sdk', Key: 'report.txt', VersionId: 'not/a-version' })))).toEqual(['InvalidArgument', 400]);
    expect(await s3Failure(s3.send(new GetObjectCommand({ Bucket: 'ver-sdk', Key: 'report.txt', VersionId: 'A'.repeat(32) })))).toEqual(['NoSuchVersion', 404]);
    expect(await s3Failure(s3.send(new CopyObjectCommand({ Bucket: 'ver-sdk', Key: 'x', CopySource: `ver-sdk/report.txt?versionId=${del.VersionId}` })))).toEqual(['NoSuchVersion', 404]);
    expect(await reconcileLedgers(world.server.db)).toEqual([]);

    // A bucket holding versions is not empty; deleting every version by id empties it.
    await s3.send(new DeleteObjectCommand({ Bucket: 'ver-sdk', Key: 'report.txt' }));
    expect(await s3Failure(s3.send(new DeleteBucketCommand({ Bucket: 'ver-sdk' })))).toEqual(['BucketNotEmpty', 409]);
    const every = (await allVersions('ver-sdk')).all;
    expect(every).toHaveLength(4);
    const out = await s3.send(new DeleteObjectsCommand({ Bucket: 'ver-sdk', Delete: { Objects: every.map((v) => ({ Key: v.key, VersionId: v.id })) } }));
    expect(out.Deleted?.filter((d) => d.DeleteMarker)).toHaveLength(1);
    expect(await used()).toBe(0);
    await s3.send(new DeleteBucketCommand({ Bucket: 'ver-sdk' }));
  });

  it('suspended: new writes are the "null" version and replace it; older versions stay', async () => {
    await s3.send(new CreateBucketCommand({ Bucket: 'ver-suspend' }));
    await enable('ver-suspend');
    const kept = await s3.send(new PutObjectCommand({ Bucket: 'ver-suspend', Key: 'a.txt', Body: 'kept' }));
    await enable('ver-suspend', 'Suspended');
    expect((await s3.send(new GetBucketVersioningCommand({ Bucket: 'ver-suspend' }))).Status).toBe('Suspended');
    const n1 = await s3.send(new PutObjectCommand({ Bucket: 'ver-suspend', Key: 'a.txt', Body: 'null one' }));
    const n2 = await s3.send(new PutObjectCommand({ Bucket: 'ver-suspend', Key: 'a.txt', Body: 'null two!' }));
    expect([n1.VersionId, n2.VersionId]).toEqual(['null', 'null']);
    expect((await allVersions('ver-suspend')).versions.map((v) => v.id)).toEqual(['null', kept.VersionId]);
    expect(await text(s3.send(new GetObjectCommand({ Bucket: 'ver-suspend', Key: 'a.txt' })))).toBe('null two!');
    // A delete writes a "null" marker, which replaces the null version.
    const del = await s3.send(new DeleteObjectCommand({ Bucket: 'ver-suspend', Key: 'a.txt' }));
    expect([del.DeleteMarker, del.VersionId]).toEqual([true, 'null']);
    const after = await allVersions('ver-suspend');
    expect(after.markers).toEqual([{ key: 'a.txt', id: 'null', latest: true, marker: true }]);
    expect(after.versions).toEqual([{ key: 'a.txt', id: kept.VersionId, latest: false, marker: false }]);
    expect(await reconcileLedgers(world.server.db)).toEqual([]);
  });

  it('lists versions page by page, with markers in the middle of a key, and with a delimiter', async () => {
    await s3.send(new CreateBucketCommand({ Bucket: 'ver-pages' }));
    await enable('ver-pages');
    const written: { key: string; id: string }[] = [];
    for (const key of ['a.txt', 'docs/one.txt', 'docs/two.txt', 'z.txt']) {
      for (let i = 0; i < 3; i++) written.push({ key, id: (await s3.send(new PutObjectCommand({ Bucket: 'ver-pages', Key: key, Body: `${key} v${i}` }))).VersionId! });
    }
    const marker = (await s3.send(new DeleteObjectCommand({ Bucket: 'ver-pages', Key: 'z.txt' }))).VersionId!;
    // Expected: keys in order, newest first within a key; the marker is latest on z.txt.
    const expected = ['a.txt', 'docs/one.txt', 'docs/two.txt', 'z.txt'].flatMap((key) =>
      written
        .filter((w) => w.key === key)
        .map((w) => w.id)
        .reverse()
        .map((id, i) => ({ key, id, latest: i === 0 && key !== 'z.txt', marker: false })),
    );
    const whole = await allVersions('ver-pages');
    expect(whole.versions).toEqual(expected);
    expect(whole.markers).toEqual([{ key: 'z.txt', id: marker, latest: true, marker: true }]);
    // Pages of 1, 2, 4 and 5 entries (some ending inside a key, one on the marker) list the same.
    for (const size of [1, 2, 4, 5]) {
      const paged = await allVersions('ver-pages', size);
      expect([paged.versions, paged.markers]).toEqual([whole.versions, whole.markers]);
    }
    const folders = await allVersions('ver-pages', 2, { Delimiter: '/' });
    expect(folders.prefixes).toEqual(['docs/']);
    expect(folders.all.map((v) => v.key).sort()).toEqual(['a.txt', 'a.txt', 'a.txt', 'z.txt', 'z.txt', 'z.txt', 'z.txt']);
  });

  it('keeps an overwritten multipart object readable by its version id', async () => {
    await s3.send(new CreateBucketCommand({ Bucket: 'ver-multi' }));
    await enable('ver-multi');
    const part1 = Buffer.alloc(5 * 1024 * 1024, 'a');
    const part2 = Buffer.from('the end');
    const { UploadId } = await s3.send(new CreateMultipartUploadCommand({ Bucket: 'ver-multi', Key: 'big.bin' }));
    const e1 = await s3.send(new UploadPartCommand({ Bucket: 'ver-multi', Key: 'big.bin', UploadId, PartNumber: 1, Body: part1 }));
    const e2 = await s3.send(new UploadPartCommand({ Bucket: 'ver-multi', Key: 'big.bin', UploadId, PartNumber: 2, Body: part2 }));
    const done = await s3.send(new CompleteMultipartUploadCommand({ Bucket: 'ver-multi', Key: 'big.bin', UploadId, MultipartUpload: { Parts: [{ PartNumber: 1, ETag: e1.ETag }, { PartNumber: 2, ETag: e2.ETag }] } }));
    expect(done.VersionId).toMatch(/^[A-Za-z0-9_-]{32}$/);
    await s3.send(new PutObjectCommand({ Bucket: 'ver-multi', Key: 'big.bin', Body: 'small now' }));
    const old = await s3.send(new GetObjectCommand({ Bucket: 'ver-multi', Key: 'big.bin', VersionId: done.VersionId }));
    expect(Buffer.from(await old.Body!.transformToByteArray()).equals(Buffer.concat([part1, part2]))).toBe(true);
    const tail = await s3.send(new GetObjectCommand({ Bucket: 'ver-multi', Key: 'big.bin', VersionId: done.VersionId, Range: `bytes=${part1.length}-` }));
    expect(await tail.Body!.transformToString()).toBe('the end');
    // Deleting the current version by id makes the multipart one current again, parts and all.
    const current = (await allVersions('ver-multi')).versions[0]!;
    await s3.send(new DeleteObjectCommand({ Bucket: 'ver-multi', Key: 'big.bin', VersionId: current.id }));
    const back = await s3.send(new GetObjectCommand({ Bucket: 'ver-multi', Key: 'big.bin', PartNumber: 2 }));
    expect([back.PartsCount, await back.Body!.transformToString()]).toEqual([2, 'the end']);
    expect(await reconcileLedgers(world.server.db)).toEqual([]);
  });

  it('tags each version apart: versionId on Get/Put/DeleteObjectTagging', async () => {
    await s3.send(new CreateBucketCommand({ Bucket: 'ver-tags' }));
    await enable('ver-tags');
    const old = await s3.send(new PutObjectCommand({ Bucket: 'ver-tags', Key: 'k', Body: 'a', Tagging: 'stage=draft' }));
    await s3.send(new PutObjectCommand({ Bucket: 'ver-tags', Key: 'k', Body: 'b', Tagging: 'stage=final' }));
    const tagsOf = async (VersionId?: string) => (await s3.send(new GetObjectTaggingCommand({ Bucket: 'ver-tags', Key: 'k', VersionId }))).TagSet;
    expect(await tagsOf()).toEqual([{ Key: 'stage', Value: 'final' }]);
    expect(await tagsOf(old.VersionId)).toEqual([{ Key: 'stage', Value: 'draft' }]);
    await s3.send(new PutObjectTaggingCommand({ Bucket: 'ver-tags', Key: 'k', VersionId: old.VersionId, Tagging: { TagSet: [{ Key: 'stage', Value: 'archived' }] } }));
    expect([await tagsOf(old.VersionId), await tagsOf()]).toEqual([[{ Key: 'stage', Value: 'archived' }], [{ Key: 'stage', Value: 'final' }]]);
    await s3.send(new DeleteObjectTaggingCommand({ Bucket: 'ver-tags', Key: 'k', VersionId: old.VersionId }));
    expect(await tagsOf(old.VersionId)).toEqual([]);
    expect(await s3Failure(tagsOf('C'.repeat(32)))).toEqual(['NoSuchVersion', 404]);
  });

  it('racing writers of one key each leave a version, exactly one current, and an exact ledger', async () => {
    await s3.send(new CreateBucketCommand({ Bucket: 'ver-race' }));
    await enable('ver-race');
    const start = await used();
    const ids = await Promise.all(Array.from({ length: 12 }, (_, i) => s3.send(new PutObjectCommand({ Bucket: 'ver-race', Key: 'hot.txt', Body: `writer ${String(i).padStart(2, '0')}` })).then((r) => r.VersionId!)));
    await Promise.all([s3.send(new DeleteObjectCommand({ Bucket: 'ver-race', Key: 'hot.txt' })), s3.send(new DeleteObjectCommand({ Bucket: 'ver-race', Key: 'hot.txt' }))]);
    const listed = (await allVersions('ver-race')).all;
    expect(new Set(listed.filter((v) => !v.marker).map((v) => v.id))).toEqual(new Set(ids));
    expect(listed.filter((v) => v.latest)).toHaveLength(1);
    expect(listed.filter((v) => v.marker)).toHaveLength(2);
    expect((await used()) - start).toBe(12 * 'writer 00'.length + 2 * 'hot.txt'.length);
    expect(await reconcileLedgers(world.server.db)).toEqual([]);
  });
});

describe('a full service', () => {
  it('can still delete in a versioned bucket (a delete marker is never refused for quota)', async () => {
    const full = await customer(world, 4, { storageAmount: 1 });
    const f3 = full.s3();
    await f3.send(new CreateBucketCommand({ Bucket: 'ver-full' }));
    await f3.send(new PutBucketVersioningCommand({ Bucket: 'ver-full', VersioningConfiguration: { Status: 'Enabled' } }));
    await f3.send(new PutObjectCommand({ Bucket: 'ver-full', Key: 'last.bin', Body: 'x' }));
    // The service is at its quota to the byte (1 GB = 2^30 bytes).
    await world.server.db.getRepository(ServiceStorageUsageEntity).update({ serviceId: full.service.id }, { usedBytes: 2 ** 30 });
    expect(await s3Failure(f3.send(new PutObjectCommand({ Bucket: 'ver-full', Key: 'more.bin', Body: 'y' })))).toEqual(['QuotaExceeded', 403]);
    const del = await f3.send(new DeleteObjectCommand({ Bucket: 'ver-full', Key: 'last.bin' }));
    expect(del.DeleteMarker).toBe(true);
  });
});

describe('Backup Storage buckets', () => {
  it('are versioned from their creation: an overwrite or a delete by a backup tool loses nothing', async () => {
    const backup = await customer(world, 3, { serviceType: 'Backup Storage' });
    const b3 = backup.s3();
    await b3.send(new CreateBucketCommand({ Bucket: 'ver-backup' }));
    expect((await b3.send(new GetBucketVersioningCommand({ Bucket: 'ver-backup' }))).Status).toBe('Enabled');
    const first = await b3.send(new PutObjectCommand({ Bucket: 'ver-backup', Key: 'index/1', Body: 'snapshot one' }));
    await b3.send(new PutObjectCommand({ Bucket: 'ver-backup', Key: 'index/1', Body: 'overwritten' }));
    await b3.send(new DeleteObjectCommand({ Bucket: 'ver-backup', Key: 'index/1' }));
    expect(await text(b3.send(new GetObjectCommand({ Bucket: 'ver-backup', Key: 'index/1', VersionId: first.VersionId })))).toBe('snapshot one');
  });
});

describe('versioning with the AWS CLI and boto3', () => {
  it('aws s3api: put/get-bucket-versioning, list-object-versions, get-object --version-id, delete-object --version-id', async () => {
    const cli = cliEnv(owner.key);
    try {
      const ep = world.s3.url;
      const dir = path.join(cli.home, 'ver');
      fs.mkdirSync(dir, { recursive: true });
      await aws(cli.env, ep, ['s3', 'mb', 's3://ver-cli']);
      await aws(cli.env, ep, ['s3api', 'put-bucket-versioning', '--bucket', 'ver-cli', '--versioning-configuration', 'Status=Enabled']);
      expect(JSON.parse(await aws(cli.env, ep, ['s3api', 'get-bucket-versioning', '--bucket', 'ver-cli'])).Status).toBe('Enabled');
      fs.writeFileSync(path.join(dir, 'a.txt'), 'mwanzo');
      const first = JSON.parse(await aws(cli.env, ep, ['s3api', 'put-object', '--bucket', 'ver-cli', '--key', 'a.txt', '--body', path.join(dir, 'a.txt')])).VersionId as string;
      fs.writeFileSync(path.join(dir, 'a.txt'), 'mwisho');
      await aws(cli.env, ep, ['s3', 'cp', path.join(dir, 'a.txt'), 's3://ver-cli/a.txt']);
      const listed = JSON.parse(await aws(cli.env, ep, ['s3api', 'list-object-versions', '--bucket', 'ver-cli']));
      expect(listed.Versions.map((v: { VersionId: string; IsLatest: boolean }) => [v.VersionId === first, v.IsLatest])).toEqual([
        [false, true],
        [true, false],
      ]);
      await aws(cli.env, ep, ['s3api', 'get-object', '--bucket', 'ver-cli', '--key', 'a.txt', '--version-id', first, path.join(dir, 'old.txt')]);
      expect(fs.readFileSync(path.join(dir, 'old.txt'), 'utf8')).toBe('mwanzo');
      await aws(cli.env, ep, ['s3', 'rm', 's3://ver-cli/a.txt']);
      expect(await aws(cli.env, ep, ['s3', 'ls', 's3://ver-cli'])).toBe('');
      const after = JSON.parse(await aws(cli.env, ep, ['s3api', 'list-object-versions', '--bucket', 'ver-cli']));
      expect(after.DeleteMarkers).toHaveLength(1);
      expect(after.Versions).toHaveLength(2);
      await aws(cli.env, ep, ['s3api', 'delete-object', '--bucket', 'ver-cli', '--key', 'a.txt', '--version-id', after.DeleteMarkers[0].VersionId]);
      expect(await aws(cli.env, ep, ['s3', 'cp', 's3://ver-cli/a.txt', '-'])).toBe('mwisho');
    } finally {
      cli.cleanup();
    }
  });

  it('boto3: versions, a delete marker, a read by id and a paginated listing', async () => {
    const cli = cliEnv(owner.key);
    try {
      const out = JSON.parse(
        await python(
          cli.env,
          `
import boto3, json, sys
from botocore.config import Config
s3 = boto3.client("s3", endpoint_url=sys.argv[1], region_name="nbo1", config=Config(s3={"addressing_style": "path"}, signature_version="s3v4"))
s3.create_bucket(Bucket="ver-boto")
s3.put_bucket_versioning(Bucket="ver-boto", VersioningConfiguration={"Status": "Enabled"})
ids = [s3.put_object(Bucket="ver-boto", Key="k%d" % (i % 2), Body=b"v%d" % i)["VersionId"] for i in range(5)]
marker = s3.delete_object(Bucket="ver-boto", Key="k0")
old = s3.get_object(Bucket="ver-boto", Key="k0", VersionId=ids[0])["Body"].read().decode()
pages = s3.get_paginator("list_object_versions").paginate(Bucket="ver-boto", PaginationConfig={"PageSize": 2})
versions, markers = [], []
for p in pages:
    versions += [(v["Key"], v["VersionId"], v["IsLatest"]) for v in p.get("Versions", [])]
    markers += [(m["Key"], m["VersionId"], m["IsLatest"]) for m in p.get("DeleteMarkers", [])]
print(json.dumps({"ids": ids, "marker": [marker["DeleteMarker"], marker["VersionId"]], "old": old, "versions": versions, "markers": markers, "status": s3.get_bucket_versioning(Bucket="ver-boto")["Status"]}))
`,
          [world.s3.url],
        ),
      ) as { ids: string[]; marker: [boolean, string]; old: string; versions: [string, string, boolean][]; markers: [string, string, boolean][]; status: string };
      expect(out.status).toBe('Enabled');
      expect(out.old).toBe('v0');
      expect(out.marker[0]).toBe(true);
      expect(out.markers).toEqual([['k0', out.marker[1], true]]);
      const [i0, i1, i2, i3, i4] = out.ids;
      expect(out.versions).toEqual([
        ['k0', i4, false],
        ['k0', i2, false],
        ['k0', i0, false],
        ['k1', i3, true],
        ['k1', i1, false],
      ]);
    } finally {
      cli.cleanup();
    }
  });
});
