import { amzDateOf, canonicalHeaders, canonicalQuery, canonicalRequest, canonicalUri, parseQuery, sign, signingKey, stringToSign, uriEncode, type Scope } from './sigv4';

/** Signing side of SigV4, for the console's presigned URLs and the S3 backend client. */
export interface SigningCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

/** `a=b&c=d` with every name and value encoded as SigV4 does (URLSearchParams would write + for spaces). */
export const encodeQuery = (params: [string, string][]) => params.map(([k, v]) => `${uriEncode(k)}=${uriEncode(v)}`).join('&');

/** Path-style URL of an object: `<endpoint>/<bucket>/<key>` with the key encoded segment by segment. */
export const objectUrl = (endpoint: string, bucket: string, key?: string) =>
  `${endpoint.replace(/\/+$/, '')}/${uriEncode(bucket)}${key === undefined ? '' : '/' + uriEncode(key, true)}`;

const scopeOf = (now: Date, region: string): Scope => ({ date: amzDateOf(now).slice(0, 8), region, service: 's3' });

/**
 * A presigned URL (query-string SigV4): valid for `expiresSeconds`, signing the host (and any
 * `headers` given, which the request must then carry exactly, e.g. a CopyObject's
 * x-amz-copy-source), so the holder can make exactly this request (method, path and query) and
 * nothing else.
 */
export function presignUrl(method: string, url: string, creds: SigningCredentials, expiresSeconds: number, now = new Date(), extra: [string, string][] = [], headers: Record<string, string> = {}): string {
  const u = new URL(url);
  const amzDate = amzDateOf(now);
  const scope = scopeOf(now, creds.region);
  const signed = [['host', u.host], ...Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v.trim()])].sort(([a], [b]) => (a! < b! ? -1 : 1)) as [string, string][];
  const params: [string, string][] = [
    ...extra,
    ['X-Amz-Algorithm', 'AWS4-HMAC-SHA256'],
    ['X-Amz-Credential', `${creds.accessKeyId}/${scope.date}/${scope.region}/s3/aws4_request`],
    ['X-Amz-Date', amzDate],
    ['X-Amz-Expires', String(expiresSeconds)],
    ['X-Amz-SignedHeaders', signed.map(([k]) => k).join(';')],
  ];
  const canonical = canonicalRequest({
    method,
    canonicalUri: canonicalUri(u.pathname),
    canonicalQuery: canonicalQuery(params),
    canonicalHeaders: signed.map(([k, v]) => `${k}:${v}\n`).join(''),
    signedHeaders: signed.map(([k]) => k),
    payloadHash: 'UNSIGNED-PAYLOAD',
  });
  const signature = sign(signingKey(creds.secretAccessKey, scope), stringToSign(amzDate, scope, canonical));
  return `${u.origin}${u.pathname}?${encodeQuery([...params, ['X-Amz-Signature', signature]])}`;
}

/**
 * Headers for a header-signed request (Authorization, x-amz-date, x-amz-content-sha256): every
 * header passed in is signed, with the payload hash given (UNSIGNED-PAYLOAD for streamed bodies).
 */
export function signHeaders(method: string, url: string, headers: Record<string, string>, payloadHash: string, creds: SigningCredentials, now = new Date()): Record<string, string> {
  const u = new URL(url);
  const amzDate = amzDateOf(now);
  const scope = scopeOf(now, creds.region);
  const all: Record<string, string> = { ...lower(headers), host: u.host, 'x-amz-date': amzDate, 'x-amz-content-sha256': payloadHash };
  const signed = Object.keys(all).sort();
  const map = new Map(Object.entries(all).map(([k, v]) => [k, [v]]));
  const canonical = canonicalRequest({
    method,
    canonicalUri: canonicalUri(u.pathname),
    canonicalQuery: canonicalQuery(parseQuery(u.search.slice(1))),
    canonicalHeaders: canonicalHeaders(map, signed)!,
    signedHeaders: signed,
    payloadHash,
  });
  const signature = sign(signingKey(creds.secretAccessKey, scope), stringToSign(amzDate, scope, canonical));
  const { host: _host, ...rest } = all;
  return {
    ...rest,
    authorization: `AWS4-HMAC-SHA256 Credential=${creds.accessKeyId}/${scope.date}/${scope.region}/s3/aws4_request, SignedHeaders=${signed.join(';')}, Signature=${signature}`,
  };
}

const lower = (h: Record<string, string>) => Object.fromEntries(Object.entries(h).map(([k, v]) => [k.toLowerCase(), v]));
