import type { Db } from '../../../db/db';
import { accessDenied, S3Error, s3err, type S3ErrorCode } from '../s3/errors';
import type { ChunkSigning } from '../payload/aws-chunked';
import { recordKeyUse, resolveAccessKey, type KeyIdentity } from './access-keys';
import {
  ALGORITHM,
  amzDateOf,
  canonicalHeaders,
  canonicalQuery,
  canonicalRequest,
  canonicalUri,
  EMPTY_SHA256,
  MAX_PRESIGNED_EXPIRES,
  parseAmzDate,
  sign,
  signaturesEqual,
  signingKey,
  stringToSign,
  UNSIGNED_PAYLOAD,
  type Scope,
} from './sigv4';

/** Clock skew allowed between a client and the gateway, as S3. */
export const MAX_SKEW_MS = 15 * 60_000;

/** What the verifier needs of a request (raw path and query: the signature covers them as sent). */
export interface SignedParts {
  method: string;
  rawPath: string;
  query: [string, string][];
  headers: Map<string, string[]>;
  hasBody: boolean;
}

/** An authenticated caller, with what the payload checks and the chunk decoder need. */
export interface Principal extends KeyIdentity {
  payloadHash: string;
  signing: ChunkSigning;
  presigned: boolean;
}

/**
 * A refusal that cost a key lookup (an unknown, inactive or expired key id, or a signature that
 * does not match a real key): what the per-source throttle counts. `key` is the real key a wrong
 * signature was made for (null for an unusable key id), so its owner can be told; never sent.
 */
export class CredentialRefusal extends S3Error {
  constructor(
    code: S3ErrorCode,
    message: string,
    details: Record<string, string>,
    readonly accessKeyId: string,
    readonly key: KeyIdentity | null,
  ) {
    super(code, message, details);
  }
}

interface Claimed {
  accessKeyId: string;
  scope: Scope;
  signedHeaders: string[];
  signature: string;
  date: Date;
  payloadHash: string;
  presigned: boolean;
}

const first = (h: Map<string, string[]>, name: string) => h.get(name)?.[0];
const queryValue = (q: [string, string][], name: string) => q.find(([k]) => k === name)?.[1];

function parseCredential(value: string, malformed: (m: string) => Error): { accessKeyId: string; scope: Scope } {
  const parts = value.split('/');
  if (parts.length !== 5 || parts[4] !== 'aws4_request' || !/^\d{8}$/.test(parts[1]!) || !parts[0] || !parts[2]) {
    throw malformed('The Credential is malformed; expecting "<YOUR-AKID>/YYYYMMDD/REGION/SERVICE/aws4_request".');
  }
  if (parts[3] !== 's3') throw malformed(`The Credential names the service "${parts[3]}"; expecting "s3".`);
  return { accessKeyId: parts[0], scope: { date: parts[1]!, region: parts[2]!, service: 's3' } };
}

const signedHeaderList = (v: string | undefined, malformed: (m: string) => Error) => {
  const list = (v ?? '').split(';').map((s) => s.trim().toLowerCase());
  if (!v || list.some((h) => !/^[a-z0-9-]+$/.test(h))) throw malformed('SignedHeaders is malformed.');
  if (!list.includes('host')) throw malformed('SignedHeaders must include host.');
  return list;
};

function fromHeader(authorization: string, p: SignedParts, now: Date): Claimed {
  const malformed = (m: string) => s3err('AuthorizationHeaderMalformed', m);
  const fields = new Map<string, string>();
  for (const part of authorization.slice(ALGORITHM.length).split(',')) {
    const eq = part.indexOf('=');
    if (eq > 0) fields.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
  }
  const signature = fields.get('Signature') ?? '';
  if (!fields.get('Credential') || !/^[0-9a-f]{64}$/.test(signature)) throw malformed('The authorization header is malformed.');
  const { accessKeyId, scope } = parseCredential(fields.get('Credential')!, malformed);
  const date = parseAmzDate(first(p.headers, 'x-amz-date') ?? first(p.headers, 'date'));
  if (!date) throw s3err('AccessDenied', 'AWS authentication requires a valid Date or x-amz-date header');
  if (Math.abs(now.getTime() - date.getTime()) > MAX_SKEW_MS) {
    throw s3err('RequestTimeTooSkewed', 'The difference between the request time and the current time is too large.', { RequestTime: amzDateOf(date), ServerTime: now.toISOString() });
  }
  let payloadHash = first(p.headers, 'x-amz-content-sha256');
  if (!payloadHash) {
    // S3 insists on the header; a request without a body can only have hashed the empty string.
    if (p.hasBody) throw s3err('InvalidRequest', 'Missing required header for this request: x-amz-content-sha256');
    payloadHash = EMPTY_SHA256;
  }
  return { accessKeyId, scope, signedHeaders: signedHeaderList(fields.get('SignedHeaders'), malformed), signature, date, payloadHash, presigned: false };
}

function fromQuery(p: SignedParts, now: Date): Claimed {
  const malformed = (m: string) => s3err('AuthorizationQueryParametersError', m);
  if (queryValue(p.query, 'X-Amz-Algorithm') !== ALGORITHM) throw malformed('X-Amz-Algorithm only supports "AWS4-HMAC-SHA256"');
  const { accessKeyId, scope } = parseCredential(queryValue(p.query, 'X-Amz-Credential') ?? '', malformed);
  const date = parseAmzDate(queryValue(p.query, 'X-Amz-Date'));
  const rawExpires = queryValue(p.query, 'X-Amz-Expires') ?? '';
  const expires = Number(rawExpires);
  const signature = queryValue(p.query, 'X-Amz-Signature') ?? '';
  if (!date || !/^\d{8}T\d{6}Z$/.test(queryValue(p.query, 'X-Amz-Date') ?? '')) throw malformed('X-Amz-Date must be in the ISO8601 Long Format "yyyyMMdd\'T\'HHmmss\'Z\'"');
  // S3's own answers: 0 is well-formed (and already expired, below); a week is the most SigV4 allows.
  if (!/^-?\d+$/.test(rawExpires)) throw malformed('X-Amz-Expires should be a number');
  if (expires < 0) throw malformed('X-Amz-Expires must be non-negative');
  if (expires > MAX_PRESIGNED_EXPIRES) throw malformed('X-Amz-Expires must be less than a week (in seconds); that is, the given X-Amz-Expires must be less than 604800 seconds');
  if (!/^[0-9a-f]{64}$/.test(signature)) throw malformed('X-Amz-Signature is malformed');
  if (date.getTime() - now.getTime() > MAX_SKEW_MS) throw accessDenied('Request is not valid yet');
  if (now.getTime() >= date.getTime() + expires * 1000) throw accessDenied('Request has expired');
  const payloadHash = queryValue(p.query, 'X-Amz-Content-Sha256') ?? UNSIGNED_PAYLOAD;
  return { accessKeyId, scope, signedHeaders: signedHeaderList(queryValue(p.query, 'X-Amz-SignedHeaders'), malformed), signature, date, payloadHash, presigned: true };
}

/**
 * Authenticate a request signed with SigV4 (Authorization header or presigned query). Anonymous
 * requests and unknown, inactive, expired or deleted-account keys get AccessDenied; a wrong
 * signature SignatureDoesNotMatch (compared in constant time). Every x-amz-* header present must
 * be signed, so the holder of a presigned URL cannot add e.g. x-amz-copy-source to it.
 */
export async function authenticate(db: Db, p: SignedParts, now = new Date()): Promise<Principal> {
  const authorization = first(p.headers, 'authorization');
  let claimed: Claimed;
  if (authorization?.startsWith(ALGORITHM + ' ')) claimed = fromHeader(authorization, p, now);
  else if (authorization) throw s3err('InvalidRequest', 'The authorization mechanism you have provided is not supported. Please use AWS4-HMAC-SHA256.');
  else if (queryValue(p.query, 'X-Amz-Algorithm') !== undefined || queryValue(p.query, 'X-Amz-Signature') !== undefined) claimed = fromQuery(p, now);
  else if (queryValue(p.query, 'AWSAccessKeyId') !== undefined) throw s3err('InvalidRequest', 'Signature Version 2 is not supported. Please use AWS4-HMAC-SHA256.');
  else throw accessDenied('Anonymous access is not allowed: sign requests with an access key from your dashboard.');

  if (claimed.scope.date !== amzDateOf(claimed.date).slice(0, 8)) {
    throw s3err(claimed.presigned ? 'AuthorizationQueryParametersError' : 'AuthorizationHeaderMalformed', 'The credential date does not match the request date.');
  }
  const unsigned = [...p.headers.keys()].find((h) => h.startsWith('x-amz-') && !claimed.signedHeaders.includes(h) && !(claimed.presigned && h === 'x-amz-content-sha256'));
  if (unsigned) throw accessDenied(`There were headers present in the request which were not signed: ${unsigned}`);

  const identity = await resolveAccessKey(db, claimed.accessKeyId, now);
  if (!identity) throw new CredentialRefusal('AccessDenied', 'The access key does not exist, is inactive or has expired.', {}, claimed.accessKeyId, null);

  const headers = canonicalHeaders(p.headers, claimed.signedHeaders);
  if (headers === null) throw new CredentialRefusal('SignatureDoesNotMatch', 'A signed header is missing from the request.', {}, claimed.accessKeyId, identity);
  const canonical = canonicalRequest({
    method: p.method,
    canonicalUri: canonicalUri(p.rawPath),
    canonicalQuery: canonicalQuery(p.query, claimed.presigned ? 'X-Amz-Signature' : undefined),
    canonicalHeaders: headers,
    signedHeaders: claimed.signedHeaders,
    payloadHash: claimed.payloadHash,
  });
  const amzDate = amzDateOf(claimed.date);
  const key = signingKey(identity.secretAccessKey, claimed.scope);
  const expected = sign(key, stringToSign(amzDate, claimed.scope, canonical));
  if (!signaturesEqual(expected, claimed.signature)) {
    const message = 'The request signature we calculated does not match the signature you provided. Check your key and signing method.';
    throw new CredentialRefusal('SignatureDoesNotMatch', message, { AWSAccessKeyId: claimed.accessKeyId }, claimed.accessKeyId, identity);
  }
  // Only a proven signature counts as a use of the key.
  await recordKeyUse(db, identity, now);
  return { ...identity, payloadHash: claimed.payloadHash, presigned: claimed.presigned, signing: { key, amzDate, scope: claimed.scope, seedSignature: expected } };
}

/** What a browser form upload (POST Object) signs: its fields, names lower-cased. */
export type FormFields = ReadonlyMap<string, string>;

/**
 * Authenticate a browser form upload (S3's POST Object with SigV4): the signature is over the
 * base64 `policy` field itself, with the signing key of the access key in `x-amz-credential`
 * (https://docs.aws.amazon.com/AmazonS3/latest/API/sigv4-authentication-HTTPPOST.html). What the
 * policy allows is checked by the caller (domain/post-policy.ts) once the signature holds. A form
 * without a policy and a signature is anonymous, refused as any anonymous request.
 */
export async function authenticateForm(db: Db, fields: FormFields, now = new Date()): Promise<Principal> {
  const malformed = (m: string) => s3err('InvalidArgument', m);
  const policy = fields.get('policy');
  const signature = fields.get('x-amz-signature');
  if (policy === undefined && signature === undefined && fields.get('x-amz-credential') === undefined) {
    throw accessDenied('Anonymous access is not allowed: sign the upload form with an access key from your dashboard.');
  }
  if (fields.get('awsaccesskeyid') !== undefined && fields.get('x-amz-algorithm') === undefined) throw s3err('InvalidRequest', 'Signature Version 2 is not supported. Please use AWS4-HMAC-SHA256.');
  for (const name of ['policy', 'x-amz-algorithm', 'x-amz-credential', 'x-amz-date', 'x-amz-signature']) {
    if (!fields.get(name)) throw malformed(`Bucket POST must contain a field named '${name}'.  If it is specified, please check the order of the fields.`);
  }
  if (fields.get('x-amz-algorithm') !== ALGORITHM) throw malformed('X-Amz-Algorithm only supports "AWS4-HMAC-SHA256"');
  const { accessKeyId, scope } = parseCredential(fields.get('x-amz-credential')!, malformed);
  const rawDate = fields.get('x-amz-date')!;
  const date = /^\d{8}T\d{6}Z$/.test(rawDate) ? parseAmzDate(rawDate) : null;
  if (!date) throw malformed('X-Amz-Date must be in the ISO8601 Long Format "yyyyMMdd\'T\'HHmmss\'Z\'"');
  if (scope.date !== rawDate.slice(0, 8)) throw malformed('The credential date does not match the x-amz-date field.');
  if (!/^[0-9a-f]{64}$/.test(signature!)) throw malformed('X-Amz-Signature is malformed');
  const identity = await resolveAccessKey(db, accessKeyId, now);
  if (!identity) throw new CredentialRefusal('AccessDenied', 'The access key does not exist, is inactive or has expired.', {}, accessKeyId, null);
  const key = signingKey(identity.secretAccessKey, scope);
  const expected = sign(key, policy!);
  if (!signaturesEqual(expected, signature!)) {
    const message = 'The request signature we calculated does not match the signature you provided. Check your key and signing method.';
    throw new CredentialRefusal('SignatureDoesNotMatch', message, { AWSAccessKeyId: accessKeyId, StringToSign: policy!.slice(0, 4096) }, accessKeyId, identity);
  }
  await recordKeyUse(db, identity, now);
  return { ...identity, payloadHash: UNSIGNED_PAYLOAD, presigned: true, signing: { key, amzDate: amzDateOf(date), scope, seedSignature: expected } };
}
