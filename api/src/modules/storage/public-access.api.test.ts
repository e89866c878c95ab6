import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  CreateBucketCommand,
  GetBucketAclCommand,
  GetBucketPolicyCommand,
  GetBucketPolicyStatusCommand,
  GetObjectAclCommand,
  GetPublicAccessBlockCommand,
  PutBucketPolicyCommand,
  PutObjectCommand,
  PutPublicAccessBlockCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { resetConfig } from '../../config/config';
import { SecurityEventEntity } from '../audit';
import { aws, cliEnv, python, s3cmdEnv } from './cli-clients';
import { UsageCounterEntity } from './entities/usage-counter.entity';
import { REFUSED_ANONYMOUS } from './s3/public-access';
import { allowPublicBuckets, s3Failure, customer, newKey, s3Client, startStorageWorld, type Customer, type StorageWorld } from './storage-test-kit';

jest.setTimeout(180_000);

/**
 * Public access (#30 item 1) through real clients: Debian's AWS CLI, boto3 and s3cmd make buckets
 * and objects public (policies, canned ACLs, Block Public Access); an anonymous curl reads them.
 */
const run = promisify(execFile);
const LIMIT = 30; // S3_PUBLIC_READS_PER_WINDOW for this file

let world: StorageWorld;
let owner: Customer;
let s3: S3Client;
let cli: ReturnType<typeof cliEnv>;
beforeAll(async () => {
  process.env.S3_PUBLIC_READS_PER_WINDOW = String(LIMIT);
  process.env.S3_PUBLIC_READ_WINDOW_SECONDS = '300';
  resetConfig();
  world = await startStorageWorld();
  owner = await customer(world, 1);
  // This suite is about each bucket's own setting: the account-level one (on by default) is turned
  // off first, so the bucket's flags decide (account-public-access.api.test.ts covers the account's).
  await allowPublicBuckets(owner);
  s3 = owner.s3();
  cli = cliEnv(owner.key);
});
afterAll(async () => {
  cli.cleanup();
  await world.close();
  delete process.env.S3_PUBLIC_READS_PER_WINDOW;
  delete process.env.S3_PUBLIC_READ_WINDOW_SECONDS;
  resetConfig();
});

const awsCli = (args: string[]) => aws(cli.env, world.s3.url, args);
const UNBLOCKED = 'BlockPublicAcls=false,IgnorePublicAcls=false,BlockPublicPolicy=false,RestrictPublicBuckets=false';

interface CurlAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** The real curl binary, unsigned: what anyone on the internet does. */
async function curl(method: 'GET' | 'HEAD' | 'PUT' | 'DELETE', p: string, data?: string): Promise<CurlAnswer> {
  const args = ['-sS', '-i', '--max-time', '20'];
  if (method === 'HEAD') args.push('-I');
  else args.push('-X', method);
  if (data !== undefined) args.push('--data-binary', data, '-H', 'content-type: text/plain');
  const { stdout } = await run('curl', [...args, `${world.s3.url}${p}`], { maxBuffer: 8 * 1024 * 1024 });
  const split = stdout.indexOf('\r\n\r\n');
  const head = split < 0 ? stdout : stdout.slice(0, split);
  const [statusLine, ...lines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const l of lines) {
    const i = l.indexOf(':');
    if (i > 0) headers[l.slice(0, i).trim().toLowerCase()] = l.slice(i + 1).trim();
  }
  return { status: Number(statusLine!.split(' ')[1]), headers, body: split < 0 ? '' : stdout.slice(split + 4) };
}

const codeOf = (body: string) => /<Code>([^<]+)<\/Code>/.exec(body)?.[1];


async function bucketWith(name: string, objects: Record<string, { body: string; type?: string }>) {
  await s3.send(new CreateBucketCommand({ Bucket: name }));
  for (const [Key, o] of Object.entries(objects)) await s3.send(new PutObjectCommand({ Bucket: name, Key, Body: o.body, ContentType: o.type ?? 'text/plain' }));
}

const policy = (bucket: string, statements: object[]) => JSON.stringify({ Version: '2012-10-17', Statement: statements });
const readAll = (bucket: string, prefix = '') => ({ Sid: 'PublicRead', Effect: 'Allow', Principal: '*', Action: 's3:GetObject', Resource: `arn:aws:s3:::${bucket}/${prefix}*` });
const listAll = (bucket: string) => ({ Sid: 'PublicList', Effect: 'Allow', Principal: { AWS: '*' }, Action: ['s3:ListBucket'], Resource: `arn:aws:s3:::${bucket}` });

describe('Block Public Access, on by default', () => {
  it('aws CLI: a new bucket is fully blocked; put-bucket-policy with a public policy is AccessDenied until put-public-access-block turns it off', async () => {
    await bucketWith('pa-cli', { 'index.txt': { body: 'hello from a public bucket' } });
    const pab = JSON.parse(await awsCli(['s3api', 'get-public-access-block', '--bucket', 'pa-cli']));
    expect(pab.PublicAccessBlockConfiguration).toEqual({ BlockPublicAcls: true, IgnorePublicAcls: true, BlockPublicPolicy: true, RestrictPublicBuckets: true });

    const doc = policy('pa-cli', [readAll('pa-cli')]);
    await expect(awsCli(['s3api', 'put-bucket-policy', '--bucket', 'pa-cli', '--policy', doc])).rejects.toThrow(/AccessDenied[\s\S]*BlockPublicPolicy/);
    // Nothing was stored: still no policy, and the object stays private.
    await expect(awsCli(['s3api', 'get-bucket-policy', '--bucket', 'pa-cli'])).rejects.toThrow(/NoSuchBucketPolicy/);
    expect((await curl('GET', '/pa-cli/index.txt')).status).toBe(403);

    await awsCli(['s3api', 'put-public-access-block', '--bucket', 'pa-cli', '--public-access-block-configuration', UNBLOCKED]);
    await awsCli(['s3api', 'put-bucket-policy', '--bucket', 'pa-cli', '--policy', doc]);
    expect(JSON.parse(JSON.parse(await awsCli(['s3api', 'get-bucket-policy', '--bucket', 'pa-cli'])).Policy)).toEqual(JSON.parse(doc));
    expect(JSON.parse(await awsCli(['s3api', 'get-bucket-policy-status', '--bucket', 'pa-cli'])).PolicyStatus).toEqual({ IsPublic: true });

    const got = await curl('GET', '/pa-cli/index.txt');
    expect(got).toMatchObject({ status: 200, body: 'hello from a public bucket' });
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    const head = await curl('HEAD', '/pa-cli/index.txt');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String('hello from a public bucket'.length));
    expect(head.headers['x-content-type-options']).toBe('nosniff');
    // GetObject alone does not let anyone list, nor learn which keys exist.
    expect((await curl('GET', '/pa-cli')).status).toBe(403);
    expect(codeOf((await curl('GET', '/pa-cli/missing.txt')).body)).toBe('AccessDenied');

    // RestrictPublicBuckets makes the stored public policy ineffective; DeletePublicAccessBlock returns to the default (all on).
    await awsCli(['s3api', 'put-public-access-block', '--bucket', 'pa-cli', '--public-access-block-configuration', 'BlockPublicAcls=false,IgnorePublicAcls=false,BlockPublicPolicy=false,RestrictPublicBuckets=true']);
    expect((await curl('GET', '/pa-cli/index.txt')).status).toBe(403);
    await awsCli(['s3api', 'delete-public-access-block', '--bucket', 'pa-cli']);
    expect(JSON.parse(await awsCli(['s3api', 'get-public-access-block', '--bucket', 'pa-cli'])).PublicAccessBlockConfiguration.BlockPublicPolicy).toBe(true);
    expect((await curl('GET', '/pa-cli/index.txt')).status).toBe(403);

    // DeleteBucketPolicy → 204, and the policy is gone.
    await awsCli(['s3api', 'delete-bucket-policy', '--bucket', 'pa-cli']);
    await expect(awsCli(['s3api', 'get-bucket-policy', '--bucket', 'pa-cli'])).rejects.toThrow(/NoSuchBucketPolicy/);

    // The owner sees each change of public access in their security trail.
    const events = await world.server.db.getRepository(SecurityEventEntity).findBy({ userId: owner.userId });
    expect(events.some((e) => /Public access of bucket "pa-cli" changed \(PutBucketPolicy\)/.test(e.action))).toBe(true);
  });

  it('refuses public-read ACLs under BlockPublicAcls: on PutObject, PutObjectAcl, PutBucketAcl and CreateBucket', async () => {
    await bucketWith('pa-blocked', { 'a.txt': { body: 'a' } });
    await expect(awsCli(['s3api', 'put-object-acl', '--bucket', 'pa-blocked', '--key', 'a.txt', '--acl', 'public-read'])).rejects.toThrow(/AccessDenied/);
    await expect(awsCli(['s3api', 'put-bucket-acl', '--bucket', 'pa-blocked', '--acl', 'public-read'])).rejects.toThrow(/AccessDenied/);
    expect(await s3Failure(s3.send(new PutObjectCommand({ Bucket: 'pa-blocked', Key: 'b.txt', Body: 'b', ACL: 'public-read' })))).toEqual(['AccessDenied', 403]);
    expect(await s3Failure(s3.send(new CreateBucketCommand({ Bucket: 'pa-born-public', ACL: 'public-read' })))).toEqual(['AccessDenied', 403]);
    await expect(awsCli(['s3api', 'head-bucket', '--bucket', 'pa-born-public'])).rejects.toThrow(/404|Not Found/);
    expect((await curl('GET', '/pa-blocked/a.txt')).status).toBe(403);
  });
});

describe('anonymous reads of public data only', () => {
  it('a public-read bucket (canned ACLs via aws CLI and s3cmd) is served to curl: GET and HEAD with nosniff, listing by the bucket ACL', async () => {
    await s3.send(new CreateBucketCommand({ Bucket: 'pa-acl' }));
    await s3.send(new PutPublicAccessBlockCommand({ Bucket: 'pa-acl', PublicAccessBlockConfiguration: { BlockPublicAcls: false, IgnorePublicAcls: false, BlockPublicPolicy: true, RestrictPublicBuckets: true } }));
    await awsCli(['s3api', 'put-bucket-acl', '--bucket', 'pa-acl', '--acl', 'public-read']);
    const file = path.join(cli.home, 'photo.jpg');
    fs.writeFileSync(file, 'not really a jpeg');
    await awsCli(['s3', 'cp', file, 's3://pa-acl/photos/photo.jpg', '--acl', 'public-read', '--content-type', 'image/jpeg']);
    await awsCli(['s3', 'cp', file, 's3://pa-acl/private/photo.jpg']);

    const got = await curl('GET', '/pa-acl/photos/photo.jpg');
    expect(got).toMatchObject({ status: 200, body: 'not really a jpeg' });
    expect(got.headers).toMatchObject({ 'content-type': 'image/jpeg', 'x-content-type-options': 'nosniff' });
    expect(got.headers['content-disposition']).toBeUndefined();
    expect((await curl('HEAD', '/pa-acl/photos/photo.jpg')).headers['x-content-type-options']).toBe('nosniff');
    // An object without a public ACL stays private; a missing key is 404 to those who may list.
    expect((await curl('GET', '/pa-acl/private/photo.jpg')).status).toBe(403);
    expect(codeOf((await curl('GET', '/pa-acl/missing.jpg')).body)).toBe('NoSuchKey');
    const listing = await curl('GET', '/pa-acl?list-type=2');
    expect(listing.status).toBe(200);
    expect(listing.body).toContain('<Key>photos/photo.jpg</Key>');
    expect(listing.body).toContain('<Key>private/photo.jpg</Key>');
    expect((await curl('GET', '/pa-acl')).status).toBe(200);
    // Sub-resources and other listings stay the owner's.
    expect((await curl('GET', '/pa-acl?acl')).status).toBe(403);
    expect((await curl('GET', '/pa-acl?uploads')).status).toBe(403);
    expect((await curl('GET', '/pa-acl/photos/photo.jpg?tagging')).status).toBe(403);

    // The ACL XML S3 returns: the owner's FULL_CONTROL and READ for the AllUsers group (xsi:type="Group").
    const raw = JSON.parse(await awsCli(['s3api', 'get-object-acl', '--bucket', 'pa-acl', '--key', 'photos/photo.jpg']));
    expect(raw.Grants).toContainEqual({ Grantee: { Type: 'Group', URI: 'http://acs.amazonaws.com/groups/global/AllUsers' }, Permission: 'READ' });
    const sdkAcl = await s3.send(new GetBucketAclCommand({ Bucket: 'pa-acl' }));
    expect(sdkAcl.Grants).toEqual([
      { Grantee: expect.objectContaining({ Type: 'CanonicalUser', ID: sdkAcl.Owner!.ID }), Permission: 'FULL_CONTROL' },
      { Grantee: { Type: 'Group', URI: 'http://acs.amazonaws.com/groups/global/AllUsers' }, Permission: 'READ' },
    ]);

    // s3cmd: setacl --acl-public / --acl-private, and info shows the grant.
    const { s3cmd, cleanup } = s3cmdEnv(owner.key, world.s3.url);
    try {
      await s3cmd(['setacl', '--acl-public', 's3://pa-acl/private/photo.jpg']);
      expect(await s3cmd(['info', 's3://pa-acl/private/photo.jpg'])).toMatch(/ACL:\s+\*anon\*: READ/);
      expect((await curl('GET', '/pa-acl/private/photo.jpg')).status).toBe(200);
      await s3cmd(['setacl', '--acl-private', 's3://pa-acl/private/photo.jpg']);
      expect((await curl('GET', '/pa-acl/private/photo.jpg')).status).toBe(403);
    } finally {
      cleanup();
    }
    expect((await s3.send(new GetObjectAclCommand({ Bucket: 'pa-acl', Key: 'private/photo.jpg' }))).Grants).toHaveLength(1);

    // IgnorePublicAcls: the grants stay stored but count for nothing.
    await s3.send(new PutPublicAccessBlockCommand({ Bucket: 'pa-acl', PublicAccessBlockConfiguration: { BlockPublicAcls: false, IgnorePublicAcls: true, BlockPublicPolicy: true, RestrictPublicBuckets: true } }));
    expect((await curl('GET', '/pa-acl/photos/photo.jpg')).status).toBe(403);
    expect((await curl('GET', '/pa-acl?list-type=2')).status).toBe(403);
  });

  it('serves page-like and script types as attachments, and refuses anonymous writes and deletes', async () => {
    await bucketWith('pa-types', {
      'site/index.html': { body: '<script>alert(1)</script>', type: 'text/html' },
      'site/logo.svg': { body: '<svg xmlns="http://www.w3.org/2000/svg"/>', type: 'image/svg+xml' },
      'site/app.js': { body: 'alert(1)', type: 'application/javascript' },
      'site/data.xml': { body: '<a/>', type: 'application/xml' },
      'site/readme.txt': { body: 'plain', type: 'text/plain' },
    });
    await s3.send(new PutPublicAccessBlockCommand({ Bucket: 'pa-types', PublicAccessBlockConfiguration: { BlockPublicAcls: true, IgnorePublicAcls: true, BlockPublicPolicy: false, RestrictPublicBuckets: false } }));
    await s3.send(new PutBucketPolicyCommand({ Bucket: 'pa-types', Policy: policy('pa-types', [readAll('pa-types')]) }));
    for (const [key, name] of [
      ['site/index.html', 'index.html'],
      ['site/logo.svg', 'logo.svg'],
      ['site/app.js', 'app.js'],
      ['site/data.xml', 'data.xml'],
    ]) {
      const got = await curl('GET', `/pa-types/${key}`);
      expect(got.status).toBe(200);
      expect(got.headers['x-content-type-options']).toBe('nosniff');
      expect(got.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''${name}`);
    }
    expect((await curl('GET', '/pa-types/site/readme.txt')).headers['content-disposition']).toBeUndefined();

    // Writes and deletes need a signature, whatever the policy reads allow.
    const put = await curl('PUT', '/pa-types/site/evil.html', 'pwned');
    expect([put.status, codeOf(put.body)]).toEqual([403, 'AccessDenied']);
    const del = await curl('DELETE', '/pa-types/site/readme.txt');
    expect([del.status, codeOf(del.body)]).toEqual([403, 'AccessDenied']);
    expect((await curl('PUT', '/pa-types-new')).status).toBe(403);
    expect((await curl('GET', '/')).status).toBe(403);
    expect((await curl('GET', '/pa-types/site/readme.txt')).body).toBe('plain');
    // An unknown bucket is the same refusal as a private one: nothing learnt.
    expect(codeOf((await curl('GET', '/pa-no-such-bucket/x')).body)).toBe('AccessDenied');
  });

  it('boto3: a prefix-limited policy serves inside the prefix and 403 outside; listing only once the policy grants s3:ListBucket', async () => {
    await bucketWith('pa-prefix', { 'public/a.txt': { body: 'inside' }, 'internal/b.txt': { body: 'outside' } });
    const script = `
import boto3, json, sys
from botocore.config import Config
s3 = boto3.client('s3', endpoint_url=sys.argv[1], region_name='nbo1', config=Config(s3={'addressing_style': 'path'}, signature_version='s3v4'))
s3.put_public_access_block(Bucket='pa-prefix', PublicAccessBlockConfiguration={'BlockPublicAcls': True, 'IgnorePublicAcls': True, 'BlockPublicPolicy': False, 'RestrictPublicBuckets': False})
s3.put_bucket_policy(Bucket='pa-prefix', Policy=sys.argv[2])
print(json.dumps({'status': s3.get_bucket_policy_status(Bucket='pa-prefix')['PolicyStatus'], 'policy': json.loads(s3.get_bucket_policy(Bucket='pa-prefix')['Policy'])}))
`;
    const first = JSON.parse(await python(cli.env, script, [world.s3.url, policy('pa-prefix', [readAll('pa-prefix', 'public/')])]));
    expect(first.status).toEqual({ IsPublic: true });
    expect((await curl('GET', '/pa-prefix/public/a.txt')).body).toBe('inside');
    expect((await curl('GET', '/pa-prefix/internal/b.txt')).status).toBe(403);
    expect((await curl('GET', '/pa-prefix?list-type=2&prefix=public/')).status).toBe(403);

    await python(cli.env, script, [world.s3.url, policy('pa-prefix', [readAll('pa-prefix', 'public/'), listAll('pa-prefix')])]);
    const listing = await curl('GET', '/pa-prefix?list-type=2&prefix=public/');
    expect(listing.status).toBe(200);
    expect(listing.body).toContain('<Key>public/a.txt</Key>');
    expect((await curl('GET', '/pa-prefix/internal/b.txt')).status).toBe(403);
  });

  it('validates policies with S3’s MalformedPolicy messages', async () => {
    await s3.send(new CreateBucketCommand({ Bucket: 'pa-bad' }));
    const put = (doc: string) => awsCli(['s3api', 'put-bucket-policy', '--bucket', 'pa-bad', '--policy', doc]);
    await expect(put('not json')).rejects.toThrow(/MalformedPolicy[\s\S]*Policies must be valid JSON and the first byte must be '\{'/);
    await expect(put(policy('pa-bad', [readAll('someone-else')]))).rejects.toThrow(/MalformedPolicy[\s\S]*Policy has invalid resource/);
    await expect(put(policy('pa-bad', [{ ...readAll('pa-bad'), Principal: { AWS: 'arn:aws:iam::123456789012:root' } }]))).rejects.toThrow(/MalformedPolicy[\s\S]*Invalid principal in policy/);
    await expect(put(policy('pa-bad', [{ ...readAll('pa-bad'), Action: 's3:DeleteObject' }]))).rejects.toThrow(/MalformedPolicy[\s\S]*Policy has invalid action/);
  });
});

describe('public downloads are the owner’s egress, and throttled', () => {
  it('meters an anonymous GET to the bucket owner’s service, and answers 503 SlowDown past the per-source limit', async () => {
    const body = 'x'.repeat(10_000);
    await bucketWith('pa-hot', { 'big.bin': { body } });
    await s3.send(new PutPublicAccessBlockCommand({ Bucket: 'pa-hot', PublicAccessBlockConfiguration: { BlockPublicAcls: true, IgnorePublicAcls: true, BlockPublicPolicy: false, RestrictPublicBuckets: false } }));
    await s3.send(new PutBucketPolicyCommand({ Bucket: 'pa-hot', Policy: policy('pa-hot', [readAll('pa-hot')]) }));
    await world.s3.settled();
    const counters = async () => {
      const rows = await world.server.db.getRepository(UsageCounterEntity).findBy({ serviceId: owner.service.id });
      return rows.reduce((s, r) => ({ b: s.b + r.requestsB, bytes: s.bytes + r.bytesOutLocal + r.bytesOutRegional, e4: s.e4 + r.errors4xx }), { b: 0, bytes: 0, e4: 0 });
    };
    const before = await counters();
    expect((await curl('GET', '/pa-hot/big.bin')).body).toBe(body);
    await world.s3.settled();
    const after = await counters();
    expect(after.b - before.b).toBe(1);
    expect(after.bytes - before.bytes).toBe(body.length);

    // The window allows LIMIT reads per bucket and source; the curl above was one.
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT - 1; i++) statuses.push((await fetch(`${world.s3.url}/pa-hot/big.bin`, { method: 'HEAD' })).status);
    expect(statuses.every((s) => s === 200)).toBe(true);
    const slow = await curl('GET', '/pa-hot/big.bin');
    expect([slow.status, codeOf(slow.body)]).toEqual([503, 'SlowDown']);
    expect(Number(slow.headers['retry-after'])).toBeGreaterThan(0);
    // The owner's signed requests are not held back, nor is another bucket read from the same source.
    expect((await awsCli(['s3api', 'head-object', '--bucket', 'pa-hot', '--key', 'big.bin'])).length).toBeGreaterThan(0);
    expect((await curl('GET', '/pa-prefix/public/a.txt')).status).toBe(200);
    await world.s3.settled();
    // Refused (throttled) reads are not on the owner's bill.
    const end = await counters();
    expect(end.b - after.b).toBe(LIMIT - 1 + 2); // the HEADs, the signed head-object and the read of pa-prefix (same service); never the SlowDown
  });
});

describe('@aws-sdk/client-s3 round trips', () => {
  it('GetBucketPolicy, GetPublicAccessBlock and GetBucketPolicyStatus XML; a read-only key may read the settings but not change them', async () => {
    await s3.send(new CreateBucketCommand({ Bucket: 'pa-sdk' }));
    expect((await s3.send(new GetPublicAccessBlockCommand({ Bucket: 'pa-sdk' }))).PublicAccessBlockConfiguration).toEqual({ BlockPublicAcls: true, IgnorePublicAcls: true, BlockPublicPolicy: true, RestrictPublicBuckets: true });
    expect(await s3Failure(s3.send(new GetBucketPolicyCommand({ Bucket: 'pa-sdk' })))).toEqual(['NoSuchBucketPolicy', 404]);
    // Without a policy, S3 answers the status as it answers the policy.
    expect(await s3Failure(s3.send(new GetBucketPolicyStatusCommand({ Bucket: 'pa-sdk' })))).toEqual(['NoSuchBucketPolicy', 404]);
    expect(await s3Failure(s3.send(new PutBucketPolicyCommand({ Bucket: 'pa-sdk', Policy: policy('pa-sdk', [readAll('pa-sdk')]) })))).toEqual(['AccessDenied', 403]);
    await s3.send(new PutPublicAccessBlockCommand({ Bucket: 'pa-sdk', PublicAccessBlockConfiguration: { BlockPublicPolicy: false } }));
    // Flags left out are false, as S3.
    expect((await s3.send(new GetPublicAccessBlockCommand({ Bucket: 'pa-sdk' }))).PublicAccessBlockConfiguration).toEqual({ BlockPublicAcls: false, IgnorePublicAcls: false, BlockPublicPolicy: false, RestrictPublicBuckets: false });
    const doc = policy('pa-sdk', [readAll('pa-sdk', 'img/')]);
    await s3.send(new PutBucketPolicyCommand({ Bucket: 'pa-sdk', Policy: doc }));
    expect((await s3.send(new GetBucketPolicyCommand({ Bucket: 'pa-sdk' }))).Policy).toBe(doc);
    expect((await s3.send(new GetBucketPolicyStatusCommand({ Bucket: 'pa-sdk' }))).PolicyStatus).toEqual({ IsPublic: true });

    const reader = s3Client(world, await newKey(owner.client, ['read'], 'reader'));
    expect((await reader.send(new GetBucketPolicyCommand({ Bucket: 'pa-sdk' }))).Policy).toBe(doc);
    expect(await s3Failure(reader.send(new PutPublicAccessBlockCommand({ Bucket: 'pa-sdk', PublicAccessBlockConfiguration: { BlockPublicPolicy: true } })))).toEqual(['AccessDenied', 403]);
    // Someone else's bucket: AccessDenied, nothing about it.
    const other = await customer(world, 2);
    expect(await s3Failure(other.s3().send(new GetBucketPolicyCommand({ Bucket: 'pa-sdk' })))).toEqual(['AccessDenied', 403]);
  });
});

describe('the console (GraphQL)', () => {
  const READ = `query ($bucket: String!) { bucketPublicAccess(bucket: $bucket) { bucket isPublic publicPrefixes publicListing hasPolicy blockPublicAcls ignorePublicAcls blockPublicPolicy restrictPublicBuckets blockedByAccount publicUrl } }`;
  const SET = `mutation ($input: SetBucketPublicAccessInput!) { setBucketPublicAccess(input: $input) { publicAccess { isPublic publicPrefixes blockPublicPolicy restrictPublicBuckets blockPublicAcls } } }`;

  it('shows a bucket private and blocked, makes it public only with the typed name, and private again', async () => {
    await bucketWith('pa-console', { 'docs/guide.txt': { body: 'guide' }, 'other.txt': { body: 'other' } });
    const first = await owner.client.gql(READ, { bucket: 'pa-console' });
    expect(first.data.bucketPublicAccess).toEqual({
      bucket: 'pa-console',
      isPublic: false,
      publicPrefixes: [],
      publicListing: false,
      hasPolicy: false,
      blockPublicAcls: true,
      ignorePublicAcls: true,
      blockPublicPolicy: true,
      restrictPublicBuckets: true,
      blockedByAccount: false,
      publicUrl: `${world.s3.url}/pa-console`,
    });
    const unconfirmed = await owner.client.gql(SET, { input: { bucket: 'pa-console', public: true, prefix: 'docs/', confirm: 'pa-consol' } });
    expect(unconfirmed.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'confirm' });
    expect((await curl('GET', '/pa-console/docs/guide.txt')).status).toBe(403);

    const made = await owner.client.gql(SET, { input: { bucket: 'pa-console', public: true, prefix: 'docs/', confirm: 'pa-console' } });
    expect(made.errors).toBeUndefined();
    expect(made.data.setBucketPublicAccess.publicAccess).toEqual({ isPublic: true, publicPrefixes: ['docs/'], blockPublicPolicy: false, restrictPublicBuckets: false, blockPublicAcls: true });
    expect((await curl('GET', '/pa-console/docs/guide.txt')).body).toBe('guide');
    expect((await curl('GET', '/pa-console/other.txt')).status).toBe(403);

    const back = await owner.client.gql(SET, { input: { bucket: 'pa-console', public: false } });
    expect(back.data.setBucketPublicAccess.publicAccess).toMatchObject({ isPublic: false, publicPrefixes: [], blockPublicPolicy: true });
    expect((await curl('GET', '/pa-console/docs/guide.txt')).status).toBe(403);
    // The owner's security trail has both changes, in the words the Ceph plane writes too.
    const trail = await world.server.db.getRepository(SecurityEventEntity).find({ where: { userId: owner.userId, type: 's3_bucket' }, order: { id: 'ASC' } });
    expect(trail.map((e) => e.action).filter((a) => a.includes('pa-console'))).toEqual([
      'Public access changed in the console: objects under "docs/" of bucket "pa-console" made public',
      'Public access changed in the console: bucket "pa-console" made private',
    ]);
    // Someone else's bucket is not found.
    const other = await customer(world, 3);
    expect((await other.client.gql(READ, { bucket: 'pa-console' })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('anonymous refusals cost a lookup, so they are throttled per source', () => {
  it('answers SlowDown to a source past REFUSED_ANONYMOUS refusals, before any lookup', async () => {
    const from = '127.0.0.9'; // a source of its own
    const get = (p: string) =>
      new Promise<number>((resolve, reject) => {
        const req = http.request(`${world.s3.url}${p}`, { agent: false, localAddress: from }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        });
        req.on('error', reject);
        req.end();
      });
    const statuses: number[] = [];
    for (let i = 0; i < REFUSED_ANONYMOUS.points; i += 100) statuses.push(...(await Promise.all(Array.from({ length: 100 }, (_, j) => get(`/pa-no-such-bucket-${(i + j) % 7}/k`)))));
    expect(statuses.every((s) => s === 403)).toBe(true);
    expect(await get('/pa-no-such-bucket/k')).toBe(503);
    // Other sources are not held back.
    expect((await curl('GET', '/pa-prefix/public/a.txt')).status).toBe(200);
  });
});
