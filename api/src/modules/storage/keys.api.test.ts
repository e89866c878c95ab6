import crypto from 'node:crypto';
import { CreateBucketCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { signHeaders } from './auth/signer';
import { EMPTY_SHA256, sha256Hex } from './auth/sigv4';
import { customer, startStorageWorld, type Customer, type StorageWorld } from './storage-test-kit';

/**
 * Keys as S3 has them: any UTF-8 but NUL. A NUL byte in a key or a listing argument is
 * InvalidArgument on both databases (PostgreSQL cannot hold one: it answered 500); every other
 * control character is a key like any other, stored, listed and ordered the same on both.
 */
jest.setTimeout(60_000);

let world: StorageWorld;
let owner: Customer;
beforeAll(async () => {
  world = await startStorageWorld();
  owner = await customer(world, 1);
  await owner.s3().send(new CreateBucketCommand({ Bucket: 'keys-bucket' }));
});
afterAll(() => world.close());

async function send(method: string, path: string, opts: { headers?: Record<string, string>; body?: string } = {}) {
  const body = opts.body === undefined ? undefined : Buffer.from(opts.body);
  const target = `${world.s3.url}${path}`;
  const headers = signHeaders(method, target, { ...(body ? { 'content-length': String(body.length) } : {}), ...opts.headers }, body ? sha256Hex(body) : EMPTY_SHA256, { ...owner.key, region: 'nbo1' });
  const res = await fetch(target, { method, headers, body });
  const text = await res.text();
  return { status: res.status, code: /<Code>([^<]+)<\/Code>/.exec(text)?.[1], text };
}

const md5 = (s: string) => crypto.createHash('md5').update(s).digest('base64');

describe('a NUL byte', () => {
  it.each([
    ['PUT', '/keys-bucket/a%00b', { body: 'x' }],
    ['GET', '/keys-bucket/a%00b', {}],
    ['HEAD', '/keys-bucket/a%00b', {}],
    ['DELETE', '/keys-bucket/a%00b', {}],
    ['POST', '/keys-bucket/a%00b?uploads', {}],
    ['GET', '/keys-bucket?list-type=2&prefix=a%00', {}],
    ['GET', '/keys-bucket?list-type=2&delimiter=%00', {}],
    ['GET', '/keys-bucket?list-type=2&start-after=a%00', {}],
    ['GET', '/keys-bucket?list-type=2&continuation-token=' + Buffer.from('mw1:a\u0000').toString('base64url'), {}],
    ['GET', '/keys-bucket?marker=a%00', {}],
    ['GET', '/keys-bucket?versions&key-marker=a%00', {}],
    ['GET', '/keys-bucket?uploads&key-marker=a%00', {}],
    ['PUT', '/keys-bucket/copy-target', { headers: { 'x-amz-copy-source': '/keys-bucket/a%00b' } }],
  ] as const)('in %s %s is InvalidArgument (400)', async (method, path, opts) => {
    const res = await send(method, path, opts as { headers?: Record<string, string>; body?: string });
    expect(res.status).toBe(400);
    if (method !== 'HEAD') expect(res.code).toBe('InvalidArgument'); // a HEAD answer has no body
  });

  it('in a DeleteObjects key is InvalidArgument, and nothing is deleted', async () => {
    await owner.s3().send(new PutObjectCommand({ Bucket: 'keys-bucket', Key: 'kept', Body: 'k' }));
    const nul = `<Delete><Object><Key>kept</Key></Object><Object><Key>a\u0000b</Key></Object></Delete>`;
    expect(await send('POST', '/keys-bucket?delete', { body: nul, headers: { 'content-md5': md5(nul) } })).toMatchObject({ status: 400, code: 'InvalidArgument' });
    const still = await owner.s3().send(new GetObjectCommand({ Bucket: 'keys-bucket', Key: 'kept' }));
    expect(await still.Body!.transformToString()).toBe('k');
  });

  it('in the console (a prefix to browse, a key to delete or share) is a plain input error, not a server error', async () => {
    const browse = await owner.client.gql('query ($p: String) { bucketObjects(bucket: "keys-bucket", prefix: $p) { prefix } }', { p: 'a\u0000' });
    expect(browse.errors?.[0]).toMatchObject({ message: 'Object keys cannot contain a NUL character', extensions: { code: 'BAD_USER_INPUT' } });
    const remove = await owner.client.gql('mutation ($k: String!) { deleteObject(input: { bucket: "keys-bucket", key: $k }) { success } }', { k: 'a\u0000b' });
    expect(remove.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
  });
});

describe('other control characters', () => {
  const keys = ['line\nbreak/a', 'line\nbreak/b', 'tab\there', 'bell\u0007', 'del\u007f', 'esc\u001b[0m', 'plain'];

  it('are keys like any other: stored, read back and listed in UTF-8 byte order', async () => {
    const s3 = owner.s3();
    await s3.send(new CreateBucketCommand({ Bucket: 'control-keys' }));
    for (const key of keys) await s3.send(new PutObjectCommand({ Bucket: 'control-keys', Key: key, Body: key }));
    for (const key of keys) expect(await (await s3.send(new GetObjectCommand({ Bucket: 'control-keys', Key: key }))).Body!.transformToString()).toBe(key);
    const listed = await s3.send(new ListObjectsV2Command({ Bucket: 'control-keys', EncodingType: 'url' }));
    const byteOrder = [...keys].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
    expect(listed.Contents!.map((c) => decodeURIComponent(c.Key!))).toEqual(byteOrder);
  });

  it('a newline delimiter and prefix group keys as S3 does', async () => {
    const s3 = owner.s3();
    const grouped = await s3.send(new ListObjectsV2Command({ Bucket: 'control-keys', Delimiter: '\n', EncodingType: 'url' }));
    expect(grouped.CommonPrefixes!.map((p) => decodeURIComponent(p.Prefix!))).toEqual(['line\n']);
    const inside = await s3.send(new ListObjectsV2Command({ Bucket: 'control-keys', Prefix: 'line\nbreak/', EncodingType: 'url' }));
    expect(inside.Contents!.map((c) => decodeURIComponent(c.Key!))).toEqual(['line\nbreak/a', 'line\nbreak/b']);
  });
});
