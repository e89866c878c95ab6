import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { signingKey } from '../auth/sigv4';
import { AwsChunkedDecoder } from './aws-chunked';

const SECRET = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';
const scope = { date: '20130524', region: 'us-east-1', service: 's3' };
const signing = { key: signingKey(SECRET, scope), amzDate: '20130524T000000Z', scope, seedSignature: '4f232c4386841ef735655705268965c44a0e4690baa4adea153f7db9fa80a0a9' };

async function decode(decoder: AwsChunkedDecoder, body: Buffer, pieceSize = 1000): Promise<Buffer> {
  const out: Buffer[] = [];
  const pieces = [];
  for (let i = 0; i < body.length; i += pieceSize) pieces.push(body.subarray(i, i + pieceSize));
  await pipeline(Readable.from(pieces), decoder, async function* (src) {
    for await (const c of src) out.push(c as Buffer);
  });
  return Buffer.concat(out);
}

// The S3 documentation's STREAMING-AWS4-HMAC-SHA256-PAYLOAD example: 66,560 bytes of "a" in 64 KiB chunks.
const data = Buffer.alloc(66560, 'a');
const chunk = (size: number, sig: string, payload: Buffer) => Buffer.concat([Buffer.from(`${size.toString(16)};chunk-signature=${sig}\r\n`), payload, Buffer.from('\r\n')]);
const documented = Buffer.concat([
  chunk(65536, 'ad80c730a21e5b8d04586a2213dd63b9a0e99e0e2307b0ade35a65485a288648', data.subarray(0, 65536)),
  chunk(1024, '0055627c9e194cb4542bae2aa5492e3c1575bbb81b612b7d234b86a503ef5497', data.subarray(65536)),
  chunk(0, 'b6c6ea8a5354eaf15b3cb7646744f4275b71ea724fed81ceb9323e279d449df9', Buffer.alloc(0)),
]);

describe('aws-chunked decoding', () => {
  it('verifies the documented chunk signatures, however the bytes are split', async () => {
    expect(documented.length).toBe(66824);
    for (const size of [1, 7, 1000, 70000]) expect((await decode(new AwsChunkedDecoder(signing), documented, size)).equals(data)).toBe(true);
  });

  it('refuses a chunk whose bytes were altered', async () => {
    const tampered = Buffer.from(documented);
    tampered[100] = 'b'.charCodeAt(0);
    await expect(decode(new AwsChunkedDecoder(signing), tampered)).rejects.toMatchObject({ code: 'SignatureDoesNotMatch' });
  });

  it('refuses a body cut short', async () => {
    await expect(decode(new AwsChunkedDecoder(signing), documented.subarray(0, 5000))).rejects.toMatchObject({ code: 'IncompleteBody' });
  });

  it('reads the unsigned form with a checksum trailer (what current SDKs send)', async () => {
    const payload = Buffer.from('Habari, Nairobi!');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(payload));
    const body = Buffer.from(`10\r\n${payload.toString()}\r\n0\r\nx-amz-checksum-crc32:${crc.toString('base64')}\r\n\r\n`);
    const decoder = new AwsChunkedDecoder(null);
    expect((await decode(decoder, body, 3)).toString()).toBe('Habari, Nairobi!');
    expect(decoder.trailers.get('x-amz-checksum-crc32')).toBe(crc.toString('base64'));
  });
});
