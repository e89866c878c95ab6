import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { CreateBucketCommand, DeleteBucketCorsCommand, GetObjectCommand, GetObjectTaggingCommand, HeadObjectCommand, PutBucketCorsCommand, type S3Client } from '@aws-sdk/client-s3';
import { boto3PresignedPost, cliEnv, python, writeFixtureFile, type PresignedPost } from './cli-clients';
import http from 'node:http';
import { blobsVersusRows, leftoverReservations } from '../../test/s3-fuzz-checks';
import { reconcileLedgers } from './domain/reconcile';
import { ObjectEntity } from './entities/object.entity';
import { ReservationEntity } from './entities/reservation.entity';
import { ServiceStorageUsageEntity } from './entities/service-usage.entity';
import { diskBytes, customer, newKey, startStorageWorld, type Customer, type StorageWorld } from './storage-test-kit';

/**
 * Browser form uploads (issue #30, item 3): S3's POST Object with a SigV4-signed policy. The
 * policies are made by Debian's boto3 (`generate_presigned_post`, an independent signer); the
 * forms are posted by python-requests (boto3's documented way), Node's fetch with FormData, and
 * Debian's curl -F. The page-in-a-browser case is presigned-post-browser.api.test.ts.
 */
jest.setTimeout(120_000);

const execFileP = promisify(execFile);
const CREATE = `mutation ($input: CreateApiKeyInput!) { createApiKey(input: $input) { secretAccessKey apiKey { accessKeyId } } }`;

let world: StorageWorld;
let owner: Customer;
let s3: S3Client;
let tmp: string;

beforeAll(async () => {
  world = await startStorageWorld();
  owner = await customer(world, 1);
  s3 = owner.s3();
  await s3.send(new CreateBucketCommand({ Bucket: 'forms' }));
  await s3.send(new CreateBucketCommand({ Bucket: 'forms-other' }));
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mw-post-'));
});
afterAll(async () => {
  fs.rmSync(tmp, { recursive: true, force: true });
  await world.close();
});

type Presigned = PresignedPost;

/** boto3's generate_presigned_post (bucket `forms` unless named). */
const presignPost = (key: { accessKeyId: string; secretAccessKey: string }, opts: { bucket?: string; key: string; fields?: Record<string, string>; conditions?: unknown[]; expires?: number }) =>
  boto3PresignedPost(key, world.s3.url, { ...opts, bucket: opts.bucket ?? 'forms' });

/** The form posted with Node's fetch and FormData (the fields first, the file last, as a browser sends it). */
async function postForm(p: Presigned, file: Buffer | string, filename = 'upload.bin', extra: Record<string, string> = {}, headers: Record<string, string> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries({ ...p.fields, ...extra })) form.append(k, v);
  form.append('file', new Blob([typeof file === 'string' ? file : new Uint8Array(file)]), filename);
  const res = await fetch(p.url, { method: 'POST', body: form, redirect: 'manual', headers });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, code: /<Code>([^<]+)<\/Code>/.exec(text)?.[1], message: /<Message>([^<]*)<\/Message>/.exec(text)?.[1] };
}

const objectText = async (Key: string, Bucket = 'forms') => (await s3.send(new GetObjectCommand({ Bucket, Key }))).Body!.transformToString();
const stored = (key: string) => world.server.db.getRepository(ObjectEntity).countBy({ key });
const ledger = async () => {
  await world.s3.settled();
  const row = await world.server.db.getRepository(ServiceStorageUsageEntity).findOneBy({ serviceId: owner.service.id });
  return { used: row?.usedBytes ?? 0, reserved: row?.reservedBytes ?? 0, reservations: await world.server.db.getRepository(ReservationEntity).countBy({ serviceId: owner.service.id }) };
};

/**
 * The ledger once a refusal's reservation is given back: that happens just after the answer (it
 * does not hold it up, domain/reservations.ts `releaseSoon`), so it is read until it matches or 5 s pass.
 */
async function ledgerSettled(want: Awaited<ReturnType<typeof ledger>>) {
  let now = await ledger();
  for (let i = 0; i < 100 && JSON.stringify(now) !== JSON.stringify(want); i++) {
    await new Promise((r) => setTimeout(r, 50));
    now = await ledger();
  }
  return now;
}


/** Until the blob collection that follows a refusal has run (it does not hold up the answer). */
async function settledDisk(): Promise<number> {
  let last = -1;
  for (let i = 0; i < 50; i++) {
    await world.s3.settled();
    const now = diskBytes(world.blobDir);
    if (now === last) return now;
    last = now;
    await new Promise((r) => setTimeout(r, 50));
  }
  return last;
}

describe('presigned POST made by boto3', () => {
  it('uploads with python-requests, as boto3 documents it, and the object round-trips with its metadata and type', async () => {
    const { env, cleanup } = cliEnv(owner.key);
    try {
      const script = `
import boto3, json, sys, requests
from botocore.config import Config
endpoint = sys.argv[1]
s3 = boto3.client('s3', endpoint_url=endpoint, region_name='nbo1', config=Config(signature_version='s3v4', s3={'addressing_style': 'path'}))
post = s3.generate_presigned_post('forms', 'docs/\${filename}',
    Fields={'Content-Type': 'text/plain', 'x-amz-meta-owner': 'amina'},
    Conditions=[{'Content-Type': 'text/plain'}, {'x-amz-meta-owner': 'amina'}, ['starts-with', '$key', 'docs/'], ['content-length-range', 1, 1048576]],
    ExpiresIn=300)
r = requests.post(post['url'], data=post['fields'], files={'file': ('habari.txt', b'Habari kutoka boto3')})
print(json.dumps({'status': r.status_code, 'etag': r.headers.get('ETag'), 'location': r.headers.get('Location'), 'body': r.text}))
`;
      const out = JSON.parse(await python(env, script, [world.s3.url])) as { status: number; etag: string; location: string; body: string };
      expect(out).toMatchObject({ status: 204, etag: `"${crypto.createHash('md5').update('Habari kutoka boto3').digest('hex')}"`, body: '' });
      expect(out.location).toBe(`${world.s3.url}/forms/docs/habari.txt`);
    } finally {
      cleanup();
    }
    expect(await objectText('docs/habari.txt')).toBe('Habari kutoka boto3');
    const head = await s3.send(new HeadObjectCommand({ Bucket: 'forms', Key: 'docs/habari.txt' }));
    expect(head.ContentType).toBe('text/plain');
    expect(head.Metadata).toEqual({ owner: 'amina' });
  });

  it('uploads with Node fetch + FormData; tagging and success_action_status 201 answer S3’s PostResponse XML', async () => {
    const tagging = '<Tagging><TagSet><Tag><Key>source</Key><Value>form</Value></Tag></TagSet></Tagging>';
    const p = await presignPost(owner.key, { key: 'tagged.txt', fields: { success_action_status: '201', tagging }, conditions: [{ success_action_status: '201' }, { tagging }] });
    const res = await postForm(p, 'kwa fomu');
    expect(res.status).toBe(201);
    expect(res.headers.get('content-type')).toBe('application/xml');
    const etag = res.headers.get('etag')!;
    expect(res.text).toBe(
      `<?xml version="1.0" encoding="UTF-8"?>\n<PostResponse xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Location>${world.s3.url}/forms/tagged.txt</Location><Bucket>forms</Bucket><Key>tagged.txt</Key><ETag>${etag.replace(/"/g, '&quot;')}</ETag></PostResponse>`,
    );
    expect(await objectText('tagged.txt')).toBe('kwa fomu');
    expect((await s3.send(new GetObjectTaggingCommand({ Bucket: 'forms', Key: 'tagged.txt' }))).TagSet).toEqual([{ Key: 'source', Value: 'form' }]);
  });

  it('success_action_redirect answers 303 to the page with bucket, key and etag; success_action_status 200 an empty 200', async () => {
    const redirect = 'https://app.example/uploaded?from=form';
    const p = await presignPost(owner.key, { key: 'redirected.txt', fields: { success_action_redirect: redirect }, conditions: [{ success_action_redirect: redirect }] });
    const res = await postForm(p, 'elekeza');
    expect(res.status).toBe(303);
    const to = new URL(res.headers.get('location')!);
    expect(`${to.origin}${to.pathname}`).toBe('https://app.example/uploaded');
    expect(Object.fromEntries(to.searchParams)).toEqual({ from: 'form', bucket: 'forms', key: 'redirected.txt', etag: res.headers.get('etag') });

    const ok = await postForm(await presignPost(owner.key, { key: 'two-hundred.txt', fields: { success_action_status: '200' }, conditions: [{ success_action_status: '200' }] }), 'sawa');
    expect({ status: ok.status, text: ok.text }).toEqual({ status: 200, text: '' });
  });

  it('uploads with curl -F (Expect: 100-continue on a 2 MiB file), fields after the file ignored', async () => {
    const file = path.join(tmp, 'two-mib.bin');
    writeFixtureFile(file, 2 * 1024 * 1024);
    const p = await presignPost(owner.key, { key: 'curl/${filename}', conditions: [['starts-with', '$key', 'curl/']] });
    const args = ['-sS', '-o', '/dev/null', '-w', '%{http_code}', ...Object.entries(p.fields).flatMap(([k, v]) => ['-F', `${k}=${v}`]), '-F', `file=@${file}`, '-F', 'x-amz-meta-late=ignored', p.url];
    const { stdout } = await execFileP('curl', args);
    expect(stdout).toBe('204');
    const head = await s3.send(new HeadObjectCommand({ Bucket: 'forms', Key: 'curl/two-mib.bin' }));
    expect(head.ContentLength).toBe(2 * 1024 * 1024);
    expect(head.Metadata).toEqual({});
  });
});

/**
 * The form the minio JS client's presignedPostPolicy returns (the npm `minio` package is not
 * installed here): built as minio-js builds it — a `bucket` field, `eq` conditions for every field,
 * an expiration with milliseconds — and signed with Node's own HMAC, not the gateway's SigV4 code.
 */
function minioStyleForm(key: { accessKeyId: string; secretAccessKey: string }, bucket: string, objectKey: string, contentType: string, range: [number, number]): PresignedPost {
  const now = new Date();
  const dateStr = now.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  const scope = `${dateStr.slice(0, 8)}/nbo1/s3/aws4_request`;
  const policy = { expiration: new Date(now.getTime() + 300_000).toISOString(), conditions: [] as unknown[] };
  const formData: Record<string, string> = {};
  policy.conditions.push(['eq', '$bucket', bucket]);
  formData.bucket = bucket;
  policy.conditions.push(['eq', '$key', objectKey]);
  formData.key = objectKey;
  policy.conditions.push(['eq', '$Content-Type', contentType]);
  formData['Content-Type'] = contentType;
  policy.conditions.push(['content-length-range', range[0], range[1]]);
  policy.conditions.push(['eq', '$x-amz-date', dateStr]);
  formData['x-amz-date'] = dateStr;
  policy.conditions.push(['eq', '$x-amz-algorithm', 'AWS4-HMAC-SHA256']);
  formData['x-amz-algorithm'] = 'AWS4-HMAC-SHA256';
  policy.conditions.push(['eq', '$x-amz-credential', `${key.accessKeyId}/${scope}`]);
  formData['x-amz-credential'] = `${key.accessKeyId}/${scope}`;
  const policyBase64 = Buffer.from(JSON.stringify(policy)).toString('base64');
  formData.policy = policyBase64;
  const hmac = (k: crypto.BinaryLike, d: string) => crypto.createHmac('sha256', k).update(d).digest();
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${key.secretAccessKey}`, dateStr.slice(0, 8)), 'nbo1'), 's3'), 'aws4_request');
  formData['x-amz-signature'] = crypto.createHmac('sha256', signingKey).update(policyBase64).digest('hex');
  return { url: `${world.s3.url}/${bucket}`, fields: formData };
}

describe('a form as the minio client makes it', () => {
  it('uploads (a bucket field, eq conditions, an expiration with milliseconds) and refuses a file past its range', async () => {
    const form = minioStyleForm(owner.key, 'forms', 'minio/report.csv', 'text/csv', [1, 100]);
    const ok = await postForm(form, 'a,b\n1,2\n', 'report.csv');
    expect(ok.status).toBe(204);
    expect(await objectText('minio/report.csv')).toBe('a,b\n1,2\n');
    expect((await s3.send(new HeadObjectCommand({ Bucket: 'forms', Key: 'minio/report.csv' }))).ContentType).toBe('text/csv');
    const big = await postForm(minioStyleForm(owner.key, 'forms', 'minio/big.csv', 'text/csv', [1, 100]), 'x'.repeat(101), 'big.csv');
    expect({ status: big.status, code: big.code }).toEqual({ status: 400, code: 'EntityTooLarge' });
    expect(await stored('minio/big.csv')).toBe(0);
  });
});

describe('what a form upload refuses', () => {
  it('content-length-range: a larger file is EntityTooLarge while it streams, with no object, no bytes stored and the ledger unchanged', async () => {
    // An earlier test's refused upload gives its reservation back just after its answer: start from a ledger with none held.
    const before = await ledgerSettled({ ...(await ledger()), reserved: 0, reservations: 0 });
    expect(before).toMatchObject({ reserved: 0, reservations: 0 });
    const disk = await settledDisk();
    const p = await presignPost(owner.key, { key: 'limited/${filename}', conditions: [['starts-with', '$key', 'limited/'], ['content-length-range', 1, 1024]] });
    const big = await postForm(p, Buffer.alloc(64 * 1024, 7), 'big.bin');
    expect({ status: big.status, code: big.code, message: big.message }).toEqual({ status: 400, code: 'EntityTooLarge', message: 'Your proposed upload exceeds the maximum allowed size' });
    expect(big.text).toContain('<MaxSizeAllowed>1024</MaxSizeAllowed>');
    const empty = await postForm(p, '', 'empty.bin');
    expect({ status: empty.status, code: empty.code }).toEqual({ status: 400, code: 'EntityTooSmall' });
    expect(empty.text).toContain('<MinSizeAllowed>1</MinSizeAllowed><ProposedSize>0</ProposedSize>');
    expect(await stored('limited/big.bin')).toBe(0);
    expect(await stored('limited/empty.bin')).toBe(0);
    expect(await ledgerSettled(before)).toEqual(before);
    expect(await settledDisk()).toBe(disk);

    const fits = await postForm(p, Buffer.alloc(1024, 7), 'fits.bin');
    expect(fits.status).toBe(204);
    expect(await ledger()).toEqual({ ...before, used: before.used + 1024 });
  });

  it('a key outside starts-with is AccessDenied naming the condition, as S3', async () => {
    const p = await presignPost(owner.key, { key: 'uploads/a.txt', conditions: [['starts-with', '$key', 'uploads/']] });
    const res = await postForm({ url: p.url, fields: { ...p.fields, key: 'elsewhere/a.txt' } }, 'x');
    expect({ status: res.status, code: res.code, message: res.message }).toEqual({
      status: 403,
      code: 'AccessDenied',
      message: 'Invalid according to Policy: Policy Condition failed: [&quot;starts-with&quot;,&quot;$key&quot;,&quot;uploads/&quot;]',
    });
    expect(await stored('elsewhere/a.txt')).toBe(0);
  });

  it('a field the policy does not name is refused (extra input fields)', async () => {
    const p = await presignPost(owner.key, { key: 'extra.txt' });
    const res = await postForm(p, 'x', 'x.txt', { 'x-amz-meta-sneaky': 'yes' });
    expect({ status: res.status, code: res.code, message: res.message }).toEqual({ status: 403, code: 'AccessDenied', message: 'Invalid according to Policy: Extra input fields: x-amz-meta-sneaky' });
  });

  it('an expired policy is refused', async () => {
    const p = await presignPost(owner.key, { key: 'late.txt', expires: -60 });
    const res = await postForm(p, 'x');
    expect({ status: res.status, code: res.code, message: res.message }).toEqual({ status: 403, code: 'AccessDenied', message: 'Invalid according to Policy: Policy expired.' });
    expect(await stored('late.txt')).toBe(0);
  });

  it('a bad signature, or a policy changed after signing, is SignatureDoesNotMatch', async () => {
    const p = await presignPost(owner.key, { key: 'forged.txt' });
    const sig = p.fields['x-amz-signature']!;
    const bad = await postForm({ url: p.url, fields: { ...p.fields, 'x-amz-signature': (sig[0] === 'a' ? 'b' : 'a') + sig.slice(1) } }, 'x');
    expect({ status: bad.status, code: bad.code }).toEqual({ status: 403, code: 'SignatureDoesNotMatch' });
    const doc = JSON.parse(Buffer.from(p.fields.policy!, 'base64').toString()) as { expiration: string; conditions: unknown[] };
    doc.conditions.push(['content-length-range', 0, 10 ** 12]);
    const changed = await postForm({ url: p.url, fields: { ...p.fields, policy: Buffer.from(JSON.stringify(doc)).toString('base64') } }, 'x');
    expect({ status: changed.status, code: changed.code }).toEqual({ status: 403, code: 'SignatureDoesNotMatch' });
    expect(await stored('forged.txt')).toBe(0);
  });

  it('a form without a policy and signature is anonymous, and refused', async () => {
    const res = await postForm({ url: `${world.s3.url}/forms`, fields: { key: 'anon.txt' } }, 'x');
    expect({ status: res.status, code: res.code }).toEqual({ status: 403, code: 'AccessDenied' });
    expect(await stored('anon.txt')).toBe(0);
  });

  it('a read-only key cannot sign an upload', async () => {
    const readOnly = await newKey(owner.client, ['read'], 'read-only-forms');
    const res = await postForm(await presignPost(readOnly, { key: 'ro.txt' }), 'x');
    expect({ status: res.status, code: res.code }).toEqual({ status: 403, code: 'AccessDenied' });
    expect(await stored('ro.txt')).toBe(0);
  });

  it('a bucket-scoped key uploads under its prefix only, and not to its other buckets', async () => {
    const created = await owner.client.gql(CREATE, { input: { name: 'forms-scoped', permissions: ['read', 'write'], buckets: ['forms'], prefix: 'inbox/' } });
    if (created.errors) throw new Error(created.errors[0]!.message);
    const scoped = { accessKeyId: created.data.createApiKey.apiKey.accessKeyId as string, secretAccessKey: created.data.createApiKey.secretAccessKey as string };
    expect((await postForm(await presignPost(scoped, { key: 'inbox/ok.txt' }), 'ndani')).status).toBe(204);
    expect(await objectText('inbox/ok.txt')).toBe('ndani');
    const outside = await postForm(await presignPost(scoped, { key: 'outbox/no.txt' }), 'nje');
    expect({ status: outside.status, code: outside.code }).toEqual({ status: 403, code: 'AccessDenied' });
    const other = await postForm(await presignPost(scoped, { bucket: 'forms-other', key: 'inbox/no.txt' }), 'nje');
    expect({ status: other.status, code: other.code }).toEqual({ status: 403, code: 'AccessDenied' });
    expect(await stored('outbox/no.txt')).toBe(0);
    expect(await stored('inbox/no.txt')).toBe(0);
  });

  it('a form whose policy names another bucket is refused', async () => {
    const p = await presignPost(owner.key, { bucket: 'forms-other', key: 'swap.txt' });
    const res = await postForm({ url: `${world.s3.url}/forms`, fields: p.fields }, 'x');
    expect({ status: res.status, code: res.code, message: res.message }).toEqual({
      status: 403,
      code: 'AccessDenied',
      message: 'Invalid according to Policy: Policy Condition failed: [&quot;eq&quot;,&quot;$bucket&quot;,&quot;forms-other&quot;]',
    });
  });

  it('a form without a file, or not multipart at all, is refused', async () => {
    const p = await presignPost(owner.key, { key: 'nofile.txt' });
    const form = new FormData();
    for (const [k, v] of Object.entries(p.fields)) form.append(k, v);
    const res = await fetch(p.url, { method: 'POST', body: form });
    const text = await res.text();
    expect({ status: res.status, code: /<Code>([^<]+)/.exec(text)?.[1] }).toEqual({ status: 400, code: 'InvalidArgument' });
    const broken = await fetch(p.url, { method: 'POST', body: '--x\r\nnot a form', headers: { 'content-type': 'multipart/form-data; boundary=x' } });
    expect({ status: broken.status, code: /<Code>([^<]+)/.exec(await broken.text())?.[1] }).toEqual({ status: 400, code: 'MalformedPOSTRequest' });
  });

  it('a NUL in a field or the file name is InvalidArgument, before anything is stored', async () => {
    const p = await presignPost(owner.key, { key: 'nul/${filename}', conditions: [['starts-with', '$key', 'nul/']] });
    const inField = await postForm(p, 'x', 'x.txt', { 'x-ignore-note': 'a\u0000b' });
    expect({ status: inField.status, code: inField.code }).toEqual({ status: 400, code: 'InvalidArgument' });
    const inName = await postForm(p, 'x', 'a\u0000b.txt');
    expect({ status: inName.status, code: inName.code }).toEqual({ status: 400, code: 'InvalidArgument' });
    expect(await world.server.db.getRepository(ObjectEntity).createQueryBuilder('o').where('o.key LIKE :p', { p: 'nul/%' }).getCount()).toBe(0);
  });

  it('x-amz-acl other than private is refused (uploads are private)', async () => {
    const p = await presignPost(owner.key, { key: 'public.txt', fields: { 'x-amz-acl': 'public-read' }, conditions: [{ 'x-amz-acl': 'public-read' }] });
    const res = await postForm(p, 'x');
    expect({ status: res.status, code: res.code }).toEqual({ status: 400, code: 'AccessControlListNotSupported' });
    expect(await stored('public.txt')).toBe(0);
    const priv = await presignPost(owner.key, { key: 'private.txt', fields: { 'x-amz-acl': 'private' }, conditions: [{ 'x-amz-acl': 'private' }] });
    expect((await postForm(priv, 'x')).status).toBe(204);
  });
});

describe('CORS for a form posted from another origin', () => {
  afterAll(() => s3.send(new DeleteBucketCorsCommand({ Bucket: 'forms' })));

  it('answers a POST preflight from the bucket rules, and the upload’s answers (refusals too) carry the allow headers', async () => {
    await s3.send(new PutBucketCorsCommand({ Bucket: 'forms', CORSConfiguration: { CORSRules: [{ AllowedOrigins: ['https://app.example'], AllowedMethods: ['POST'], AllowedHeaders: ['*'], ExposeHeaders: ['ETag', 'Location'] }] } }));
    const preflight = (origin: string) => fetch(`${world.s3.url}/forms`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'x-requested-with' } });
    const allowed = await preflight('https://app.example');
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://app.example');
    expect(allowed.headers.get('access-control-allow-methods')).toBe('POST');
    expect((await preflight('https://evil.example')).status).toBe(403);

    const origin = { origin: 'https://app.example' };
    const ok = await postForm(await presignPost(owner.key, { key: 'cors.txt' }), 'x', 'x', {}, origin);
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe('https://app.example');
    expect(ok.headers.get('access-control-expose-headers')).toBe('ETag, Location');
    const refused = await postForm(await presignPost(owner.key, { key: 'cors-late.txt', expires: -60 }), 'x', 'x', {}, origin);
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBe('https://app.example');
    const foreign = await postForm(await presignPost(owner.key, { key: 'cors2.txt' }), 'x', 'x', {}, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(204);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });
});

/** A form's bytes as a browser writes them (fields, then the file), to be cut or broken at will. */
function formBytes(fields: Record<string, string>, file: Buffer, boundary = 'MwBoundary7', tail = `--${'MwBoundary7'}--\r\n`): Buffer {
  const parts = Object.entries(fields).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
  return Buffer.concat([
    Buffer.from(parts.join('') + `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="f.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    file,
    Buffer.from(`\r\n${tail}`),
  ]);
}

/** Send raw bytes as a form POST; `cutAfter` sends that many and hangs up. */
function rawPost(url: string, body: Buffer, opts: { cutAfter?: number; contentType?: string } = {}): Promise<{ status: number; code?: string } | 'cut'> {
  return new Promise((resolve) => {
    const req = http.request(url, { method: 'POST', headers: { 'content-type': opts.contentType ?? 'multipart/form-data; boundary=MwBoundary7', 'content-length': String(body.length) } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode!, code: /<Code>([^<]+)/.exec(text)?.[1] }));
      res.on('error', () => resolve('cut'));
    });
    req.on('error', () => resolve('cut'));
    if (opts.cutAfter !== undefined) {
      req.write(body.subarray(0, opts.cutAfter), () => setTimeout(() => (req.destroy(), resolve('cut')), 100));
    } else {
      req.end(body);
    }
  });
}

describe('broken and cut forms', () => {
  it('answer 4xx (never 5xx), store nothing, and leave the ledger, reservations and blobs right', async () => {
    const p = await presignPost(owner.key, { key: 'broken/${filename}', conditions: [['starts-with', '$key', 'broken/'], ['content-length-range', 0, 10 * 1024 * 1024]] });
    const file = Buffer.alloc(256 * 1024, 3);
    const outcomes = [
      // no closing boundary: the form ends inside the file part
      await rawPost(p.url, formBytes(p.fields, file, 'MwBoundary7', 'garbage')),
      // fields of more than 20 KB before the file
      await rawPost(p.url, formBytes({ ...p.fields, 'x-ignore-pad': 'p'.repeat(30 * 1024) }, file)),
      // multipart without a boundary
      await rawPost(p.url, formBytes(p.fields, file), { contentType: 'multipart/form-data' }),
      // only the closing boundary
      await rawPost(p.url, Buffer.from('--MwBoundary7--\r\n')),
      // a client that hangs up in the fields, and one that hangs up in the file
      await rawPost(p.url, formBytes(p.fields, file), { cutAfter: 300 }),
      await rawPost(p.url, formBytes(p.fields, file), { cutAfter: 100 * 1024 }),
    ];
    expect(outcomes.slice(0, 4)).toEqual([
      { status: 400, code: 'MalformedPOSTRequest' },
      { status: 400, code: 'MaxPostPreDataLengthExceeded' },
      { status: 400, code: 'MalformedPOSTRequest' },
      { status: 400, code: 'InvalidArgument' },
    ]);
    for (const o of outcomes.slice(4)) expect(o === 'cut' || o.status < 500).toBe(true);
    await world.s3.settled();
    expect(await world.server.db.getRepository(ObjectEntity).createQueryBuilder('o').where('o.key LIKE :p', { p: 'broken/%' }).getCount()).toBe(0);
    const db = world.server.db;
    expect(await reconcileLedgers(db)).toEqual([]);
    expect(await leftoverReservations(db)).toEqual([]);
    expect(await blobsVersusRows(db, world.s3.blobs, world.blobDir)).toEqual({ unreferenced: [], missing: [] });
    // and the endpoint still takes a good form
    expect((await postForm(p, 'sawa', 'ok.txt')).status).toBe(204);
  });
});

