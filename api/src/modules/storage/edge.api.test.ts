import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { CreateBucketCommand, GetObjectCommand, PutObjectCommand, type ChecksumAlgorithm } from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import { signHeaders } from './auth/signer';
import { amzDateOf, chunkStringToSign, EMPTY_SHA256, sign, signingKey, trailerStringToSign, sha256Hex } from './auth/sigv4';
import { OFF_THREAD_MIN_BYTES } from './payload/md5-worker';
import { customer, startStorageWorld, type Customer, type StorageWorld } from './storage-test-kit';

jest.setTimeout(60_000);

/**
 * The edges: payload modes no stock client in the other tests sends (signed aws-chunked, signed
 * trailers), every checksum algorithm, and bad input, which must always be an S3 XML error (4xx),
 * never a 500 or a stack trace.
 */
let world: StorageWorld;
let owner: Customer;
beforeAll(async () => {
  world = await startStorageWorld();
  owner = await customer(world, 1);
  await owner.s3().send(new CreateBucketCommand({ Bucket: 'edge-bucket' }));
});
afterAll(() => world.close());

const creds = () => ({ ...owner.key, region: 'nbo1' });
const url = (path: string) => `${world.s3.url}${path}`;

async function send(method: string, path: string, opts: { headers?: Record<string, string>; body?: Buffer | string; payloadHash?: string } = {}) {
  const body = opts.body === undefined ? undefined : Buffer.from(opts.body);
  let headers: Record<string, string> = {};
  try {
    headers = signHeaders(method, url(path), { ...(body ? { 'content-length': String(body.length) } : {}), ...opts.headers }, opts.payloadHash ?? (body ? sha256Hex(body) : EMPTY_SHA256), creds());
  } catch {
    // A path that cannot even be signed (a malformed escape) goes unsigned: the URI is refused first.
  }
  const res = await fetch(url(path), { method, headers, body });
  const text = await res.text();
  return { status: res.status, code: /<Code>([^<]+)<\/Code>/.exec(text)?.[1], text };
}

/** A STREAMING-AWS4-HMAC-SHA256-PAYLOAD[-TRAILER] request, every chunk signed as the SDKs do. */
async function signedChunked(path: string, chunks: Buffer[], opts: { trailer?: [string, string]; tamper?: boolean } = {}) {
  const now = new Date();
  const scope = { date: amzDateOf(now).slice(0, 8), region: 'nbo1', service: 's3' };
  const key = signingKey(owner.key.secretAccessKey, scope);
  const mode = opts.trailer ? 'STREAMING-AWS4-HMAC-SHA256-PAYLOAD-TRAILER' : 'STREAMING-AWS4-HMAC-SHA256-PAYLOAD';
  const decoded = chunks.reduce((s, c) => s + c.length, 0);
  const encodedLength = (prev: number, c: Buffer) => prev + `${c.length.toString(16)};chunk-signature=`.length + 64 + 2 + c.length + 2;
  let length = [...chunks, Buffer.alloc(0)].reduce(encodedLength, 0) - (opts.trailer ? 2 : 0);
  if (opts.trailer) length += `${opts.trailer[0]}:${opts.trailer[1]}\r\n`.length + 'x-amz-trailer-signature:'.length + 64 + 4;
  const extra: Record<string, string> = { 'content-encoding': 'aws-chunked', 'x-amz-decoded-content-length': String(decoded), 'content-length': String(length) };
  if (opts.trailer) extra['x-amz-trailer'] = opts.trailer[0];
  const headers = signHeaders('PUT', url(path), extra, mode, creds(), now);
  let previous = /Signature=([0-9a-f]{64})/.exec(headers.authorization!)![1]!;
  const parts: Buffer[] = [];
  for (const c of [...chunks, Buffer.alloc(0)]) {
    const signature = sign(key, chunkStringToSign(amzDateOf(now), scope, previous, sha256Hex(c)));
    previous = signature;
    const data = opts.tamper && c.length ? Buffer.from(c.map((b) => b ^ 1)) : c;
    parts.push(Buffer.from(`${c.length.toString(16)};chunk-signature=${signature}\r\n`), data, Buffer.from(c.length || !opts.trailer ? '\r\n' : ''));
  }
  if (opts.trailer) {
    const line = `${opts.trailer[0]}:${opts.trailer[1]}`;
    const trailerSig = sign(key, trailerStringToSign(amzDateOf(now), scope, previous, sha256Hex(line + '\n')));
    parts.push(Buffer.from(`${line}\r\nx-amz-trailer-signature:${trailerSig}\r\n\r\n`));
  }
  const body = Buffer.concat(parts);
  expect(body.length).toBe(length);
  const res = await fetch(url(path), { method: 'PUT', headers, body });
  const text = await res.text();
  return { status: res.status, code: /<Code>([^<]+)<\/Code>/.exec(text)?.[1], etag: res.headers.get('etag') };
}

const crc32 = (b: Buffer) => {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(zlib.crc32(b));
  return out.toString('base64');
};

describe('payload modes and checksums', () => {
  it('accepts a signed aws-chunked body and a signed trailer, and refuses a tampered chunk', async () => {
    const a = Buffer.alloc(70_000, 'a');
    const b = Buffer.from('tail');
    const plain = await signedChunked('/edge-bucket/chunked.bin', [a, b]);
    expect(plain).toMatchObject({ status: 200, etag: `"${crypto.createHash('md5').update(Buffer.concat([a, b])).digest('hex')}"` });
    const trailed = await signedChunked('/edge-bucket/trailed.bin', [b], { trailer: ['x-amz-checksum-crc32', crc32(b)] });
    expect(trailed.status).toBe(200);
    expect(await signedChunked('/edge-bucket/bad.bin', [a], { tamper: true })).toMatchObject({ status: 403, code: 'SignatureDoesNotMatch' });
    expect(await signedChunked('/edge-bucket/bad.bin', [b], { trailer: ['x-amz-checksum-crc32', crc32(a)] })).toMatchObject({ status: 400, code: 'BadDigest' });
    expect((await send('GET', '/edge-bucket/bad.bin')).code).toBe('NoSuchKey');
  });

  it.each(['CRC32', 'CRC32C', 'CRC64NVME', 'SHA1', 'SHA256'] as ChecksumAlgorithm[])('verifies and returns %s checksums from the SDK (streamed, in a trailer)', async (alg) => {
    const s3 = owner.s3();
    const body = Buffer.from(`checksummed with ${alg}`);
    const put = await s3.send(new PutObjectCommand({ Bucket: 'edge-bucket', Key: `sum-${alg}`, Body: Readable.from([body]), ContentLength: body.length, ChecksumAlgorithm: alg }));
    const field = `Checksum${alg}` as 'ChecksumCRC32';
    expect(put[field]).toBeTruthy();
    const got = await s3.send(new GetObjectCommand({ Bucket: 'edge-bucket', Key: `sum-${alg}`, ChecksumMode: 'ENABLED' }));
    expect(got[field]).toBe(put[field]);
    expect(await got.Body!.transformToString()).toBe(body.toString());
  });

  it('hashes a large body off the request thread to the same ETag, and refuses one whose Content-MD5 is wrong (payload/md5-worker.ts)', async () => {
    const big = crypto.randomBytes(OFF_THREAD_MIN_BYTES + 123_457);
    const md5 = crypto.createHash('md5').update(big).digest();
    const stored = await send('PUT', '/edge-bucket/large.bin', { body: big, headers: { 'content-md5': md5.toString('base64') } });
    expect(stored).toMatchObject({ status: 200 });
    const head = await fetch(url('/edge-bucket/large.bin'), { method: 'HEAD', headers: signHeaders('HEAD', url('/edge-bucket/large.bin'), {}, EMPTY_SHA256, creds()) });
    expect(head.headers.get('etag')).toBe(`"${md5.toString('hex')}"`);
    const wrong = Buffer.from(big);
    wrong[wrong.length - 1] ^= 1;
    expect(await send('PUT', '/edge-bucket/large-bad.bin', { body: wrong, headers: { 'content-md5': md5.toString('base64') } })).toMatchObject({ status: 400, code: 'BadDigest' });
    expect((await send('GET', '/edge-bucket/large-bad.bin')).code).toBe('NoSuchKey');
  });

  it('refuses a wrong x-amz-content-sha256, Content-MD5 or checksum header', async () => {
    expect(await send('PUT', '/edge-bucket/x', { body: 'abc', payloadHash: sha256Hex('abd') })).toMatchObject({ status: 400, code: 'XAmzContentSHA256Mismatch' });
    expect(await send('PUT', '/edge-bucket/x', { body: 'abc', headers: { 'content-md5': crypto.createHash('md5').update('abd').digest('base64') } })).toMatchObject({ status: 400, code: 'BadDigest' });
    expect(await send('PUT', '/edge-bucket/x', { body: 'abc', headers: { 'content-md5': 'not-base64' } })).toMatchObject({ status: 400, code: 'InvalidDigest' });
    expect(await send('PUT', '/edge-bucket/x', { body: 'abc', headers: { 'x-amz-checksum-crc32': crc32(Buffer.from('abd')) } })).toMatchObject({ status: 400, code: 'BadDigest' });
    expect((await send('GET', '/edge-bucket/x')).code).toBe('NoSuchKey');
  });
});

describe('bad input is an S3 error, never a 500', () => {
  it.each([
    ['a malformed escape in the path', 'GET', '/edge-bucket/%ZZ', {}, 400, 'InvalidURI'],
    ['a key over 1,024 bytes', 'PUT', `/edge-bucket/${'k'.repeat(1025)}`, { body: 'x' }, 400, 'KeyTooLongError'],
    ['metadata over 2 KB', 'PUT', '/edge-bucket/meta', { body: 'x', headers: { 'x-amz-meta-big': 'm'.repeat(2100) } }, 400, 'MetadataTooLarge'],
    ['a non-numeric max-keys', 'GET', '/edge-bucket?list-type=2&max-keys=lots', {}, 400, 'InvalidArgument'],
    ['an unknown encoding-type', 'GET', '/edge-bucket?encoding-type=base64', {}, 400, 'InvalidArgument'],
    ['malformed multi-delete XML', 'POST', '/edge-bucket?delete', { body: '<Delete><Object><Key>a</Key></Object', headers: { 'content-md5': crypto.createHash('md5').update('<Delete><Object><Key>a</Key></Object').digest('base64') } }, 400, 'MalformedXML'],
    ['an XML entity declaration', 'POST', '/edge-bucket?delete', { body: '<!DOCTYPE x [<!ENTITY a "b">]><Delete/>', headers: { 'content-md5': crypto.createHash('md5').update('<!DOCTYPE x [<!ENTITY a "b">]><Delete/>').digest('base64') } }, 400, 'MalformedXML'],
    ['part number 0', 'PUT', '/edge-bucket/mp?partNumber=0&uploadId=abc', { body: 'x' }, 400, 'InvalidArgument'],
    ['an unknown upload id', 'PUT', '/edge-bucket/mp?partNumber=1&uploadId=nope', { body: 'x' }, 404, 'NoSuchUpload'],
    ['a sub-resource not implemented', 'GET', '/edge-bucket?website', {}, 501, 'NotImplemented'],
    ['an unconfigured CORS', 'GET', '/edge-bucket?cors', {}, 404, 'NoSuchCORSConfiguration'],
    ['a malformed version id', 'GET', '/edge-bucket/x?versionId=3', {}, 400, 'InvalidArgument'],
    ['a version the key never had', 'GET', `/edge-bucket/x?versionId=${'A'.repeat(32)}`, {}, 404, 'NoSuchVersion'],
    ['POST to the service', 'POST', '/', {}, 405, 'MethodNotAllowed'],
  ] as const)('%s', async (_label, method, path, opts, status, code) => {
    const res = await send(method, path, opts as never);
    expect(res).toMatchObject({ status, code });
    expect(res.text).not.toMatch(/\bat \S+ \(|Error: /);
  });

  it('refuses response-* overrides that cannot be headers, and multipart parts out of order', async () => {
    await send('PUT', '/edge-bucket/y', { body: 'y' });
    expect(await send('GET', `/edge-bucket/y?response-content-type=${encodeURIComponent('text/ĀĀ')}`)).toMatchObject({ status: 400, code: 'InvalidArgument' });
    const init = await send('POST', '/edge-bucket/mp?uploads');
    const uploadId = /<UploadId>([^<]+)<\/UploadId>/.exec(init.text)![1]!;
    const complete = '<CompleteMultipartUpload><Part><PartNumber>2</PartNumber><ETag>"a"</ETag></Part><Part><PartNumber>1</PartNumber><ETag>"b"</ETag></Part></CompleteMultipartUpload>';
    expect(await send('POST', `/edge-bucket/mp?uploadId=${uploadId}`, { body: complete })).toMatchObject({ status: 400, code: 'InvalidPartOrder' });
  });
});
