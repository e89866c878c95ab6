import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { amzDateOf, sha256Hex, UNSIGNED_PAYLOAD } from '../modules/storage/auth/sigv4';
import type { SigningCredentials } from '../modules/storage/auth/signer';
import type { Auth, S3Plan } from './s3-fuzz';
import { chunkedBody, presignRaw, signRaw, streamingMode, type Target } from './s3-fuzz-sign';

/**
 * A plan's authentication, as its mode says: header-signed (with the payload hash right, unsigned,
 * wrong or garbage), aws-chunked with signed or unsigned chunks and trailers (possibly tampered),
 * presigned (valid, expired, not yet valid, bad expiry), or broken in one of many ways.
 */
export const REGION = 'nbo1';

export interface Signed {
  /** Headers to add to the plan's. */
  headers: [string, string][];
  /** The request target (a presigned one carries the signature). */
  target: string;
  /** The body as it goes on the wire (aws-chunked framing added). */
  wire: Buffer | null;
}

export const b64 = (alg: string, data: Buffer) => crypto.createHash(alg).update(data).digest('base64');
export const crc32 = (data: Buffer) => {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(zlib.crc32(data) >>> 0);
  return out.toString('base64');
};

/** Sign the request as its auth mode says; returns the headers to add, the request target and the body on the wire. */
export function authenticate(plan: S3Plan, t: Target, headers: [string, string][], payload: Buffer | null, creds: SigningCredentials): Signed {
  const target = t.query ? `${t.path}?${t.query}` : t.path;
  const a: Auth = plan.auth;
  const sha = sha256Hex(payload ?? '');
  const now = new Date();
  switch (a.kind) {
    case 'header': {
      const hash = { sha256: sha, unsigned: UNSIGNED_PAYLOAD, 'wrong-sha256': sha256Hex('not the body'), garbage: 'abc' }[a.payload];
      return { headers: signRaw(plan.method, t, headers, hash, creds), target, wire: payload };
    }
    case 'chunked': {
      const data = payload ?? Buffer.alloc(0);
      const trailerName = a.trailer === 'sha256' ? 'x-amz-checksum-sha256' : 'x-amz-checksum-crc32';
      const trailer: [string, string] | null =
        a.trailer === 'none' ? null : [trailerName, a.trailer === 'sha256' ? b64('sha256', data) : a.trailer === 'wrong' ? crc32(Buffer.from('other bytes')) : crc32(data)];
      const extra: [string, string][] = [['content-encoding', 'aws-chunked']];
      if (!headers.some(([k]) => k === 'x-amz-decoded-content-length')) extra.push(['x-amz-decoded-content-length', String(data.length)]);
      if (trailer && a.trailer !== 'undeclared') extra.push(['x-amz-trailer', trailer[0]]);
      const signed = signRaw(plan.method, t, [...headers, ...extra], streamingMode({ signed: a.signed, trailer }), creds, { now });
      const seed = /Signature=([0-9a-f]{64})/.exec(signed.find(([k]) => k === 'authorization')![1])![1]!;
      // Tiny chunks for small bodies only: a 5 MiB body in 1-byte chunks is five million signatures, and
      // this client runs in the gateway's process (it would stall both for seconds).
      const chunkSize = data.length > 100_000 ? Math.max(a.chunkSize, 65_536) : a.chunkSize;
      const wire = chunkedBody(data, { signed: a.signed, chunkSize, trailer, tamper: a.tamper }, { signature: seed, now, secret: creds.secretAccessKey, region: REGION });
      return { headers: signed, target, wire };
    }
    case 'presign': {
      const when = a.when === 'now' ? now : new Date(now.getTime() + (a.when === 'expired' ? -2 : 1) * 3_600_000);
      return { headers, target: presignRaw(plan.method, t, headers, creds, a.expires, { now: when }), wire: payload };
    }
    case 'broken':
      return { ...broken(a.how, plan, t, headers, sha, creds, now), wire: payload };
  }
}

function broken(how: Extract<Auth, { kind: 'broken' }>['how'], plan: S3Plan, t: Target, headers: [string, string][], sha: string, creds: SigningCredentials, now: Date) {
  const target = t.query ? `${t.path}?${t.query}` : t.path;
  const sig = (o: Parameters<typeof signRaw>[5] = {}, c = creds, h = headers) => signRaw(plan.method, t, h, sha, c, o);
  const replaceAuth = (hs: [string, string][], f: (v: string) => string) => hs.map(([k, v]): [string, string] => [k, k === 'authorization' ? f(v) : v]);
  const date = amzDateOf(now);
  const GARBAGE = ['AWS4-HMAC-SHA256', 'AWS4-HMAC-SHA256 ', 'Bearer x', 'AWS4-HMAC-SHA256 Credential=,SignedHeaders=,Signature=', `AWS4-HMAC-SHA256 Credential=a/b/c/d/e, SignedHeaders=host, Signature=${'g'.repeat(64)}`, '\u00ff\u00fe', 'AWS4-HMAC-SHA256 ,,,,==='];
  switch (how) {
    case 'anonymous':
      return { headers, target };
    case 'garbage':
      return { headers: [...headers, ['authorization', GARBAGE[plan.pick % GARBAGE.length]!]] as [string, string][], target };
    case 'sigv2-header':
      return { headers: [...headers, ['date', now.toUTCString()], ['authorization', `AWS ${creds.accessKeyId}:${b64('sha1', Buffer.from('x'))}`]] as [string, string][], target };
    case 'sigv2-query':
      return { headers, target: `${t.path}?${t.query ? `${t.query}&` : ''}AWSAccessKeyId=${creds.accessKeyId}&Expires=9999999999&Signature=abc%3D` };
    case 'no-signature':
      return { headers: [...headers, ['x-amz-date', date], ['authorization', `AWS4-HMAC-SHA256 Credential=${creds.accessKeyId}/${date.slice(0, 8)}/${REGION}/s3/aws4_request, SignedHeaders=host`]] as [string, string][], target };
    case 'bad-credential':
      return { headers: replaceAuth(sig(), (v) => v.replace(/Credential=[^,]+/, `Credential=${creds.accessKeyId}/2026/${REGION}/s3`)), target };
    case 'wrong-service':
      return { headers: sig({ service: 'ec2' }), target };
    case 'wrong-region':
      return { headers: sig({ region: 'us-west-2' }), target };
    case 'wrong-secret':
      return { headers: sig({}, { ...creds, secretAccessKey: 'not-the-secret' }), target };
    case 'unknown-key':
      return { headers: sig({}, { ...creds, accessKeyId: plan.pick % 2 ? 'MWKAAAAAAAAAAAAAAAAA' : 'AKIAIOSFODNN7EXAMPLE' }), target };
    case 'skewed':
      return { headers: sig({ now: new Date(now.getTime() + 20 * 60_000) }), target };
    case 'bad-date':
      return { headers: sig({ amzDate: plan.pick % 2 ? 'yesterday' : '20261328T256100Z' }), target };
    case 'scope-date':
      return { headers: sig({ now: new Date(now.getTime() - 86_400_000), amzDate: date }), target };
    case 'unsigned-amz-header':
      return { headers: sig({ unsigned: ['x-amz-meta-evil'] }, creds, [...headers, ['x-amz-meta-evil', '1']]), target };
    case 'signed-header-absent':
      return { headers: sig().filter(([k]) => k !== 'x-amz-date' || plan.pick % 2 === 0).filter(([k]) => k !== 'x-amz-content-sha256' || plan.pick % 2 === 1), target };
    case 'no-host':
      return { headers: replaceAuth(sig(), (v) => v.replace(/SignedHeaders=([^,]*)/, (_m, list: string) => `SignedHeaders=${list.split(';').filter((h) => h !== 'host').join(';')}`)), target };
    case 'lower-case-algorithm':
      return { headers: replaceAuth(sig(), (v) => v.replace('AWS4-HMAC-SHA256', 'aws4-hmac-sha256')), target };
    case 'missing-content-sha256':
      // As some clients sign a GET: no x-amz-content-sha256 at all (valid without a body, InvalidRequest with one).
      return { headers: sig({ unsigned: ['x-amz-content-sha256'] }).filter(([k]) => k !== 'x-amz-content-sha256'), target };
    case 'huge-header':
      return { headers: [...headers, ['authorization', `AWS4-HMAC-SHA256 Credential=${'a'.repeat(20_000)}`]] as [string, string][], target };
  }
}
