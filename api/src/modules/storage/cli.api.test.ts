import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { aws, cliEnv, python, writeFixtureFile } from './cli-clients';
import { customer, startS3World, type Customer, type S3World } from './storage-test-kit';

jest.setTimeout(120_000);

// On both planes (the api and api-ceph test projects): the embedded gateway and Ceph RGW.
let world: S3World;
let owner: Customer;
let cli: ReturnType<typeof cliEnv>;
beforeAll(async () => {
  world = await startS3World();
  owner = await customer(world, 1, { storageAmount: 1 });
  cli = cliEnv(owner.key);
});
afterAll(async () => {
  cli.cleanup();
  await world.close();
});

const md5File = (file: string) => crypto.createHash('md5').update(fs.readFileSync(file)).digest('hex');

describe(`the AWS CLI (Debian awscli) against ${process.env.STORAGE_TEST_PLANE === 'ceph' ? 'Ceph RGW' : 'the gateway'}`, () => {
  it('mb, cp of 20 MB (multipart), ls, sync, presign, cp back, rb --force', async () => {
    const ep = world.s3.url;
    const dir = path.join(cli.home, 'work');
    fs.mkdirSync(path.join(dir, 'site', 'css'), { recursive: true });
    const big = path.join(dir, 'big.bin');
    writeFixtureFile(big, 20 * 1024 * 1024);
    fs.writeFileSync(path.join(dir, 'site', 'index.html'), '<h1>Karibu</h1>');
    fs.writeFileSync(path.join(dir, 'site', 'css', 'app.css'), 'body{margin:0}');

    expect(await aws(cli.env, ep, ['s3', 'mb', 's3://cli-bucket'])).toContain('make_bucket: cli-bucket');
    await aws(cli.env, ep, ['s3', 'cp', big, 's3://cli-bucket/big.bin']);
    const stored = await owner.s3().send(new HeadObjectCommand({ Bucket: 'cli-bucket', Key: 'big.bin' }));
    expect(stored.ContentLength).toBe(20 * 1024 * 1024);
    // The CLI switched to multipart (8 MB threshold): the ETag is the parts' MD5 and their count.
    expect(stored.ETag).toMatch(/^"[0-9a-f]{32}-3"$/);

    expect(await aws(cli.env, ep, ['s3', 'ls', 's3://cli-bucket'])).toMatch(/20971520 big\.bin/);
    await aws(cli.env, ep, ['s3', 'sync', path.join(dir, 'site'), 's3://cli-bucket/site']);
    const listing = await aws(cli.env, ep, ['s3', 'ls', '--recursive', 's3://cli-bucket/site/']);
    expect(listing).toContain('site/index.html');
    expect(listing).toContain('site/css/app.css');
    // A second sync finds nothing to do.
    expect((await aws(cli.env, ep, ['s3', 'sync', path.join(dir, 'site'), 's3://cli-bucket/site'])).trim()).toBe('');

    const url = (await aws(cli.env, ep, ['s3', 'presign', 's3://cli-bucket/site/index.html', '--expires-in', '300'])).trim();
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('<h1>Karibu</h1>');

    const back = path.join(dir, 'back.bin');
    await aws(cli.env, ep, ['s3', 'cp', 's3://cli-bucket/big.bin', back]);
    expect(md5File(back)).toBe(md5File(big));

    expect(await aws(cli.env, ep, ['s3', 'rb', '--force', 's3://cli-bucket'])).toContain('remove_bucket: cli-bucket');
    expect(await aws(cli.env, ep, ['s3', 'ls'])).toBe('');
  });
});

const BOTO = `
import boto3, json, os, sys
from boto3.s3.transfer import TransferConfig
from botocore.config import Config
s3 = boto3.client("s3", endpoint_url=sys.argv[1], region_name="nbo1", config=Config(s3={"addressing_style": "path"}, signature_version="s3v4"))
s3.create_bucket(Bucket="boto-bucket")
s3.put_object(Bucket="boto-bucket", Key="notes/a.txt", Body=b"jambo", Metadata={"lang": "sw"})
s3.upload_file(sys.argv[2], "boto-bucket", "media/clip.bin", Config=TransferConfig(multipart_threshold=5*1024*1024, multipart_chunksize=5*1024*1024))
pages = s3.get_paginator("list_objects_v2").paginate(Bucket="boto-bucket", PaginationConfig={"PageSize": 1})
keys = [o["Key"] for p in pages for o in p.get("Contents", [])]
head = s3.head_object(Bucket="boto-bucket", Key="media/clip.bin")
body = s3.get_object(Bucket="boto-bucket", Key="notes/a.txt", Range="bytes=1-3")["Body"].read().decode()
url = s3.generate_presigned_url("get_object", Params={"Bucket": "boto-bucket", "Key": "notes/a.txt"}, ExpiresIn=60)
meta = s3.head_object(Bucket="boto-bucket", Key="notes/a.txt")["Metadata"]
deleted = s3.delete_objects(Bucket="boto-bucket", Delete={"Objects": [{"Key": k} for k in keys]})
s3.delete_bucket(Bucket="boto-bucket")
print(json.dumps({"keys": keys, "etag": head["ETag"], "size": head["ContentLength"], "range": body, "url": url, "meta": meta, "deleted": sorted(d["Key"] for d in deleted["Deleted"])}))
`;

describe(`boto3 (Debian python3-boto3) against ${process.env.STORAGE_TEST_PLANE === 'ceph' ? 'Ceph RGW' : 'the gateway'}`, () => {
  it('creates, puts, uploads multipart, pages, ranges, presigns, multi-deletes and removes the bucket', async () => {
    const file = path.join(cli.home, 'clip.bin');
    writeFixtureFile(file, 11 * 1024 * 1024, 5);
    const out = JSON.parse(await python(cli.env, BOTO, [world.s3.url, file])) as Record<string, any>;
    expect(out.keys).toEqual(['media/clip.bin', 'notes/a.txt']);
    expect(out.etag).toMatch(/^"[0-9a-f]{32}-3"$/);
    expect(out.size).toBe(11 * 1024 * 1024);
    expect(out.range).toBe('amb');
    expect(out.meta).toEqual({ lang: 'sw' });
    expect(out.deleted).toEqual(['media/clip.bin', 'notes/a.txt']);
    // The presigned URL was made before the delete: it now names a missing key (and a missing bucket).
    expect((await fetch(out.url)).status).toBe(404);
  });
});
