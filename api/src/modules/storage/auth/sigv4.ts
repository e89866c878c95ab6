import crypto from 'node:crypto';

/**
 * AWS Signature Version 4, the pure arithmetic: canonical request, string to sign, signing key.
 * The verifier (verify.ts), the aws-chunked decoder, the console's presigned URLs and the S3
 * backend client all build on these, so a signature means the same thing everywhere.
 * Reference: https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html
 */
export const ALGORITHM = 'AWS4-HMAC-SHA256';
export const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
export const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';
export const STREAMING_SIGNED = 'STREAMING-AWS4-HMAC-SHA256-PAYLOAD';
export const STREAMING_SIGNED_TRAILER = 'STREAMING-AWS4-HMAC-SHA256-PAYLOAD-TRAILER';
export const STREAMING_UNSIGNED_TRAILER = 'STREAMING-UNSIGNED-PAYLOAD-TRAILER';
export const MAX_PRESIGNED_EXPIRES = 604_800; // seven days, as S3

export const sha256Hex = (data: string | Buffer) => crypto.createHash('sha256').update(data).digest('hex');
const hmac = (key: crypto.BinaryLike, data: string) => crypto.createHmac('sha256', key).update(data, 'utf8').digest();

/** RFC 3986 as SigV4 wants it: A–Z a–z 0–9 - _ . ~ stay, everything else %XX upper case. */
export function uriEncode(s: string, keepSlash = false): string {
  const out = encodeURIComponent(s).replace(/[!'()*]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase());
  return keepSlash ? out.replace(/%2F/g, '/') : out;
}

/** Decode a percent-encoded URL part; throws URIError on a malformed escape (the caller answers InvalidURI). */
export const uriDecode = (s: string) => decodeURIComponent(s);

/** S3's canonical URI: each path segment decoded once and re-encoded (no dot-segment normalisation). */
export const canonicalUri = (rawPath: string) => rawPath.split('/').map((seg) => uriEncode(uriDecode(seg))).join('/') || '/';

/** Query parameters in order of appearance, decoded (a `+` stays a plus, as S3 reads it). */
export function parseQuery(rawQuery: string): [string, string][] {
  if (!rawQuery) return [];
  return rawQuery
    .split('&')
    .filter((p) => p !== '')
    .map((p) => {
      const eq = p.indexOf('=');
      return eq < 0 ? [uriDecode(p), ''] : [uriDecode(p.slice(0, eq)), uriDecode(p.slice(eq + 1))];
    });
}

/** Sorted `name=value` pairs, every name and value encoded; `exclude` drops X-Amz-Signature for presigned URLs. */
export function canonicalQuery(params: [string, string][], exclude?: string): string {
  return params
    .filter(([k]) => k !== exclude)
    .map(([k, v]) => [uriEncode(k), uriEncode(v)] as const)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
}

/** Header values trimmed, inner runs of spaces collapsed; repeated headers joined with commas. */
export function canonicalHeaders(headers: Map<string, string[]>, signed: string[]): string | null {
  let out = '';
  for (const name of signed) {
    const values = headers.get(name);
    if (!values) return null; // a signed header the request does not carry
    out += `${name}:${values.map((v) => v.trim().replace(/\s+/g, ' ')).join(',')}\n`;
  }
  return out;
}

/** Lower-cased header name → values in order, from Node's rawHeaders (keeps repeats apart). */
export function headerMap(rawHeaders: string[]): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    const name = rawHeaders[i]!.toLowerCase();
    const list = map.get(name);
    if (list) list.push(rawHeaders[i + 1]!);
    else map.set(name, [rawHeaders[i + 1]!]);
  }
  return map;
}

export interface CanonicalInput {
  method: string;
  canonicalUri: string;
  canonicalQuery: string;
  canonicalHeaders: string;
  signedHeaders: string[];
  payloadHash: string;
}

export const canonicalRequest = (c: CanonicalInput) =>
  [c.method, c.canonicalUri, c.canonicalQuery, c.canonicalHeaders, c.signedHeaders.join(';'), c.payloadHash].join('\n');

export interface Scope {
  date: string; // YYYYMMDD
  region: string;
  service: string;
}
export const scopeString = (s: Scope) => `${s.date}/${s.region}/${s.service}/aws4_request`;

export const stringToSign = (amzDate: string, scope: Scope, canonical: string) => [ALGORITHM, amzDate, scopeString(scope), sha256Hex(canonical)].join('\n');

export const signingKey = (secret: string, scope: Scope) =>
  hmac(hmac(hmac(hmac('AWS4' + secret, scope.date), scope.region), scope.service), 'aws4_request');

export const sign = (key: Buffer, toSign: string) => crypto.createHmac('sha256', key).update(toSign, 'utf8').digest('hex');

/** String to sign of one aws-chunked chunk (STREAMING-AWS4-HMAC-SHA256-PAYLOAD). */
export const chunkStringToSign = (amzDate: string, scope: Scope, previousSignature: string, chunkSha256: string) =>
  ['AWS4-HMAC-SHA256-PAYLOAD', amzDate, scopeString(scope), previousSignature, EMPTY_SHA256, chunkSha256].join('\n');

/** String to sign of the trailing headers (STREAMING-AWS4-HMAC-SHA256-PAYLOAD-TRAILER). */
export const trailerStringToSign = (amzDate: string, scope: Scope, previousSignature: string, trailerSha256: string) =>
  ['AWS4-HMAC-SHA256-TRAILER', amzDate, scopeString(scope), previousSignature, trailerSha256].join('\n');

/** Constant-time comparison of two hex signatures (different lengths are simply unequal). */
export function signaturesEqual(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  // Compare equal-length digests so the time does not depend on where they differ, nor on the length.
  const hx = crypto.createHash('sha256').update(x).digest();
  const hy = crypto.createHash('sha256').update(y).digest();
  return crypto.timingSafeEqual(hx, hy) && x.length === y.length;
}

/** `20261122T080000Z` for a date. */
export const amzDateOf = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** The date an `x-amz-date` (ISO 8601 basic) or an HTTP `Date` header names, or null. */
export function parseAmzDate(v: string | undefined): Date | null {
  if (!v) return null;
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(v.trim());
  if (m) {
    const t = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!);
    return Number.isFinite(t) ? new Date(t) : null;
  }
  const t = Date.parse(v);
  return Number.isFinite(t) ? new Date(t) : null;
}
