import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import { contentSafetyHeaders } from '../../handlers/object-headers';

/**
 * What the portal's front of RGW (front.ts) needs to know of a request, and the headers it changes
 * on the way: pure, so the rules are tested without a cluster. The front exists for what RGW 16.2
 * cannot do itself: serve customer content with the embedded plane's safety headers, and throttle
 * anonymous reads per bucket and source.
 */

export interface FrontRequest {
  /** No signature of any kind (no Authorization, no presigned query): a public read, or a refusal. */
  anonymous: boolean;
  /** RGW's bucket as addressed (`tenant:bucket` path-style, or the virtual host's label), or null. */
  bucket: string | null;
  /** The object key, decoded, or null for a bucket or the service. */
  key: string | null;
  /** GET or HEAD of an object's content (not of a sub-resource such as ?acl or ?tagging, which answer XML). */
  objectRead: boolean;
}

/** Query parameters that still address an object's bytes; any other one names a sub-resource. */
const OBJECT_READ_PARAMS = /^(versionId|partNumber|response-[a-z-]+|x-amz-[a-z-]+|AWSAccessKeyId|Signature|Expires|x-id)$/i;
const SIGNED_QUERY = /^(X-Amz-Algorithm|X-Amz-Signature|X-Amz-Credential|AWSAccessKeyId|Signature)$/i;

const decode = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/**
 * Read a request as S3 addresses it: path-style (`/tenant:bucket/key`) or, when the Host is a
 * name under the public endpoint's host (`bucket.s3.example`), virtual-hosted.
 */
export function frontRequestOf(method: string, rawUrl: string, headers: IncomingHttpHeaders, publicHost: string | null): FrontRequest {
  const url = new URL(rawUrl, 'http://front.invalid');
  const names = [...url.searchParams.keys()];
  const anonymous = headers.authorization === undefined && !names.some((n) => SIGNED_QUERY.test(n));
  const host = (headers.host ?? '').replace(/:\d+$/, '').toLowerCase();
  const path = url.pathname.replace(/^\/+/, '');
  let bucket: string | null;
  let keyPart: string;
  if (publicHost && host.endsWith(`.${publicHost}`)) {
    bucket = host.slice(0, -publicHost.length - 1);
    keyPart = path;
  } else {
    const slash = path.indexOf('/');
    bucket = slash < 0 ? path : path.slice(0, slash);
    keyPart = slash < 0 ? '' : path.slice(slash + 1);
  }
  bucket = bucket ? decode(bucket) : null;
  const key = bucket && keyPart ? decode(keyPart) : null;
  const objectRead = (method === 'GET' || method === 'HEAD') && key !== null && names.every((n) => OBJECT_READ_PARAMS.test(n));
  return { anonymous, bucket, key, objectRead };
}

/** Hop-by-hop headers (RFC 9110 §7.6.1) and Expect, which the front answers itself and S3 clients never sign. */
const NOT_FORWARDED = new Set(['connection', 'keep-alive', 'proxy-connection', 'proxy-authorization', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'expect']);

/**
 * The request's headers as RGW gets them: the Host kept (it is in every SigV4 signature), the
 * client's address in X-Forwarded-For replaced by the one the front resolved (RGW's
 * `rgw_remote_addr_param` may read it for aws:SourceIp), hop-by-hop headers dropped.
 */
export function forwardedHeaders(headers: IncomingHttpHeaders, clientIp: string): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || NOT_FORWARDED.has(name)) continue;
    out[name] = value;
  }
  out['x-forwarded-for'] = clientIp;
  return out;
}

/**
 * RGW's answer headers as the client gets them. An object's content gets the embedded plane's
 * content safety (handlers/object-headers.ts: nosniff, a sandbox CSP, page-like types as
 * attachments, and scripts too when anyone may read them); every answer is never sniffed.
 */
export function answerHeaders(req: FrontRequest, status: number, headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || NOT_FORWARDED.has(name)) continue;
    out[name] = value;
  }
  out['x-content-type-options'] = 'nosniff';
  if (!req.objectRead || req.key === null || !(status === 200 || status === 206 || status === 304)) return out;
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(out)) if (typeof value === 'string') flat[name] = value;
  return { ...out, ...contentSafetyHeaders(req.key, flat, req.anonymous) };
}
