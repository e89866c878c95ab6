import {
  ALGORITHM,
  amzDateOf,
  canonicalHeaders,
  canonicalQuery,
  canonicalRequest,
  canonicalUri,
  chunkStringToSign,
  parseQuery,
  sha256Hex,
  sign,
  signingKey,
  stringToSign,
  trailerStringToSign,
  uriEncode,
  type Scope,
} from '../modules/storage/auth/sigv4';
import type { SigningCredentials } from '../modules/storage/auth/signer';

/**
 * SigV4 for the S3 fuzz, over the request target exactly as it goes on the wire. It is
 * `signHeaders` and `presignUrl` (auth/signer.ts) minus their `new URL()`: a URL object resolves
 * `..` segments and re-encodes raw bytes, so it would sign a different path from the hostile one
 * sent. Same primitives (auth/sigv4.ts), so the gateway computes the same signature for the same
 * bytes. A target that cannot be canonicalised (a malformed %-escape) gets a signature over a
 * placeholder: the gateway refuses such a URI before it looks at the signature.
 */
export interface Target {
  host: string;
  /** Raw path, e.g. `/bucket/a%20key` (latin1 characters = bytes). */
  path: string;
  /** Raw query without `?`. */
  query: string;
}

const scopeOf = (now: Date, region: string, service = 's3'): Scope => ({ date: amzDateOf(now).slice(0, 8), region, service });

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

const headerMapOf = (headers: [string, string][]) => {
  const map = new Map<string, string[]>();
  for (const [k, v] of headers) map.set(k.toLowerCase(), [...(map.get(k.toLowerCase()) ?? []), v]);
  return map;
};

export interface SignOptions {
  now?: Date;
  /** Scope region/service as claimed (a wrong one is still signed consistently). */
  region?: string;
  service?: string;
  /** x-amz-date as sent, when it should differ from `now` (skew, garbage). */
  amzDate?: string;
  /** Headers left out of SignedHeaders (sent anyway). */
  unsigned?: string[];
}

/** Header-signed request: returns the headers to send (x-amz-date, x-amz-content-sha256, authorization added). */
export function signRaw(method: string, t: Target, headers: [string, string][], payloadHash: string, creds: SigningCredentials, o: SignOptions = {}): [string, string][] {
  const now = o.now ?? new Date();
  const scope = scopeOf(now, o.region ?? creds.region, o.service);
  const amzDate = o.amzDate ?? amzDateOf(now);
  const all: [string, string][] = [...headers.map(([k, v]) => [k.toLowerCase(), v] as [string, string]), ['host', t.host], ['x-amz-date', amzDate], ['x-amz-content-sha256', payloadHash]];
  const map = headerMapOf(all);
  const signed = [...map.keys()].filter((h) => !(o.unsigned ?? []).includes(h)).sort();
  const canonical = canonicalRequest({
    method,
    canonicalUri: safe(() => canonicalUri(t.path), '/'),
    canonicalQuery: safe(() => canonicalQuery(parseQuery(t.query)), ''),
    canonicalHeaders: canonicalHeaders(map, signed) ?? '',
    signedHeaders: signed,
    payloadHash,
  });
  const signature = sign(signingKey(creds.secretAccessKey, scope), stringToSign(amzDateOf(now), scope, canonical));
  const out = all.filter(([k]) => k !== 'host');
  out.push(['authorization', `${ALGORITHM} Credential=${creds.accessKeyId}/${scope.date}/${scope.region}/${scope.service}/aws4_request, SignedHeaders=${signed.join(';')}, Signature=${signature}`]);
  return out;
}

/** Presigned (query) form of a request: the target's query with the X-Amz-* parameters appended; every header given is signed. */
export function presignRaw(method: string, t: Target, headers: [string, string][], creds: SigningCredentials, expires: string, o: SignOptions = {}): string {
  const now = o.now ?? new Date();
  const scope = scopeOf(now, o.region ?? creds.region, o.service);
  const map = headerMapOf([...headers, ['host', t.host]]);
  const signed = [...map.keys()].sort();
  const auth: [string, string][] = [
    ['X-Amz-Algorithm', ALGORITHM],
    ['X-Amz-Credential', `${creds.accessKeyId}/${scope.date}/${scope.region}/${scope.service}/aws4_request`],
    ['X-Amz-Date', o.amzDate ?? amzDateOf(now)],
    ['X-Amz-Expires', expires],
    ['X-Amz-SignedHeaders', signed.join(';')],
  ];
  const params = [...safe(() => parseQuery(t.query), []), ...auth];
  const canonical = canonicalRequest({
    method,
    canonicalUri: safe(() => canonicalUri(t.path), '/'),
    canonicalQuery: canonicalQuery(params),
    canonicalHeaders: canonicalHeaders(map, signed) ?? '',
    signedHeaders: signed,
    payloadHash: 'UNSIGNED-PAYLOAD',
  });
  const signature = sign(signingKey(creds.secretAccessKey, scope), stringToSign(amzDateOf(now), scope, canonical));
  const extra = [...auth, ['X-Amz-Signature', signature]].map(([k, v]) => `${uriEncode(k!)}=${uriEncode(v!)}`).join('&');
  return `${t.path}?${t.query ? `${t.query}&` : ''}${extra}`;
}

export interface ChunkedBody {
  /** The body as sent (aws-chunked framing). */
  wire: Buffer;
  /** Headers the framing needs (content-encoding, x-amz-decoded-content-length, x-amz-trailer). */
  headers: [string, string][];
  payloadHash: string;
}

export interface ChunkedOptions {
  chunkSize: number;
  /** A trailing checksum header (name, value), or none. */
  trailer: [string, string] | null;
  /** Signed chunks (STREAMING-AWS4-HMAC-SHA256-PAYLOAD[-TRAILER]) or the SDKs' unsigned-with-trailer form. */
  signed: boolean;
  /** Break it: flip a data byte after signing, a wrong chunk signature, bad framing, or stop before the final chunk. */
  tamper: 'none' | 'data' | 'signature' | 'framing' | 'truncate';
}

/**
 * An aws-chunked body for `payload`, as the SDKs send it (edge.api.test.ts signs the same way):
 * each chunk's signature chains from the request's seed signature, which the caller obtains by
 * signing the headers first with `seedHeaders` and passing the seed in.
 */
export function chunkedBody(payload: Buffer, o: ChunkedOptions, seed: { signature: string; now: Date; secret: string; region: string }): Buffer {
  const scope = scopeOf(seed.now, seed.region);
  const key = signingKey(seed.secret, scope);
  const amzDate = amzDateOf(seed.now);
  const pieces: Buffer[] = [];
  for (let i = 0; i < payload.length; i += Math.max(1, o.chunkSize)) pieces.push(payload.subarray(i, i + Math.max(1, o.chunkSize)));
  let previous = seed.signature;
  const out: Buffer[] = [];
  const all = [...pieces, Buffer.alloc(0)];
  for (const [n, c] of all.entries()) {
    if (o.tamper === 'truncate' && n === all.length - 1) break;
    let ext = '';
    if (o.signed) {
      const signature = sign(key, chunkStringToSign(amzDate, scope, previous, sha256Hex(c)));
      previous = signature;
      ext = `;chunk-signature=${o.tamper === 'signature' && n === 0 ? signature.replace(/^./, (ch) => (ch === '0' ? '1' : '0')) : signature}`;
    }
    const data = o.tamper === 'data' && n === 0 && c.length ? Buffer.from(c.map((b, i) => (i === 0 ? b ^ 1 : b))) : c;
    const size = o.tamper === 'framing' && n === 0 ? (c.length + 3).toString(16) : c.length.toString(16);
    out.push(Buffer.from(`${size}${ext}\r\n`, 'latin1'), data);
    if (c.length) out.push(Buffer.from('\r\n'));
  }
  if (o.tamper !== 'truncate') {
    if (o.trailer) {
      const line = `${o.trailer[0]}:${o.trailer[1]}`;
      out.push(Buffer.from(`${line}\r\n`, 'latin1'));
      if (o.signed) out.push(Buffer.from(`x-amz-trailer-signature:${sign(key, trailerStringToSign(amzDate, scope, previous, sha256Hex(line + '\n')))}\r\n`));
    }
    out.push(Buffer.from('\r\n'));
  }
  return Buffer.concat(out);
}

export const streamingMode = (o: Pick<ChunkedOptions, 'signed' | 'trailer'>) =>
  !o.signed ? 'STREAMING-UNSIGNED-PAYLOAD-TRAILER' : o.trailer ? 'STREAMING-AWS4-HMAC-SHA256-PAYLOAD-TRAILER' : 'STREAMING-AWS4-HMAC-SHA256-PAYLOAD';
