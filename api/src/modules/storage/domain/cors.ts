import { CORS_METHODS } from '../../../contracts/storage';
import type { Db } from '../../../db/db';
import { BucketCorsEntity } from '../entities/bucket-cors.entity';
import type { BucketAccess } from './buckets';
import { InvalidCorsConfigurationError } from './errors';
import { marks } from './ledger';

/**
 * Per-bucket CORS, as S3 defines it (PutBucketCors, and the preflight and actual requests it
 * governs): the rules, S3's checks on them, and S3's matching. Pure rules and the three stores;
 * no HTTP here (s3/bucket-cors.ts answers the browser, handlers/bucket-cors.ts the API).
 */
export interface CorsRule {
  id?: string;
  allowedOrigins: string[];
  allowedMethods: string[];
  allowedHeaders: string[];
  exposeHeaders: string[];
  maxAgeSeconds?: number;
}

export const CORS_LIMITS = { rules: 100, idLength: 255, valueLength: 1024, maxAgeSeconds: 2_147_483_647, storedBytes: 64 * 1024 } as const;

const wildcards = (s: string) => s.split('*').length - 1;
/** Origins, methods and header names go back out in response headers: visible ASCII only. */
const headerSafe = (s: string) => /^[\x21-\x7e]+$/.test(s);

/**
 * S3's checks of a configuration (the messages are S3's where S3 has one). Structure (a rule
 * without an origin or a method) is the XML reader's MalformedXML at the S3 edge; what is left
 * here is refused as InvalidRequest.
 */
export function corsProblem(rules: readonly CorsRule[]): string | null {
  if (rules.length === 0) return 'A CORS configuration needs at least one CORSRule.';
  if (rules.length > CORS_LIMITS.rules) return `The CORS configuration must not have more than ${CORS_LIMITS.rules} rules.`;
  for (const r of rules) {
    if (r.id !== undefined && r.id.length > CORS_LIMITS.idLength) return `The ID of a CORSRule must be at most ${CORS_LIMITS.idLength} characters.`;
    if (r.id !== undefined && /[\u0000-\u001f\u007f]/.test(r.id)) return 'The ID of a CORSRule must not contain control characters.';
    if (!r.allowedOrigins.length) return 'Each CORSRule must have at least one AllowedOrigin.';
    if (!r.allowedMethods.length) return 'Each CORSRule must have at least one AllowedMethod.';
    for (const m of r.allowedMethods) if (!(CORS_METHODS as readonly string[]).includes(m)) return `Found unsupported HTTP method in CORS config. Unsupported method is ${m}`;
    for (const [name, values] of [
      ['AllowedOrigin', r.allowedOrigins],
      ['AllowedHeader', r.allowedHeaders],
      ['ExposeHeader', r.exposeHeaders],
    ] as const) {
      for (const v of values) {
        if (v.length > CORS_LIMITS.valueLength || !headerSafe(v)) return `${name} "${v.slice(0, 64)}" must be 1 to ${CORS_LIMITS.valueLength} visible ASCII characters.`;
        if (name === 'ExposeHeader' && v.includes('*')) return `ExposeHeader "${v}" contains wildcard. We currently do not support wildcard for ExposeHeader.`;
        if (wildcards(v) > 1) return `${name} "${v}" can not have more than one wildcard.`;
      }
    }
    if (r.maxAgeSeconds !== undefined && (!Number.isSafeInteger(r.maxAgeSeconds) || r.maxAgeSeconds < 0 || r.maxAgeSeconds > CORS_LIMITS.maxAgeSeconds)) {
      return `MaxAgeSeconds must be a whole number from 0 to ${CORS_LIMITS.maxAgeSeconds}.`;
    }
  }
  return null;
}

/** A pattern with at most one `*` (any run of characters, empty included). */
export function wildcardMatch(pattern: string, value: string, ignoreCase = false): boolean {
  const p = ignoreCase ? pattern.toLowerCase() : pattern;
  const v = ignoreCase ? value.toLowerCase() : value;
  const star = p.indexOf('*');
  if (star < 0) return p === v;
  const head = p.slice(0, star);
  const tail = p.slice(star + 1);
  return v.length >= head.length + tail.length && v.startsWith(head) && v.endsWith(tail);
}

/** The rule that decided, and the origin pattern that matched (a bare `*` answers `*`). */
export interface CorsMatch {
  rule: CorsRule;
  anyOrigin: boolean;
}

function matchOrigin(rule: CorsRule, origin: string): CorsMatch | null {
  const pattern = rule.allowedOrigins.find((o) => wildcardMatch(o, origin));
  return pattern === undefined ? null : { rule, anyOrigin: pattern === '*' };
}

/** The names of Access-Control-Request-Headers (a comma-separated list), lower-cased. */
export const requestedHeaders = (raw: string | undefined): string[] =>
  (raw ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);

/**
 * A preflight: the first rule that allows the origin, the method asked for, and every header asked
 * for wins (S3's order).
 */
export function matchPreflight(rules: readonly CorsRule[], origin: string, method: string, headers: readonly string[]): CorsMatch | null {
  for (const rule of rules) {
    const m = matchOrigin(rule, origin);
    if (!m || !rule.allowedMethods.includes(method)) continue;
    if (headers.every((h) => rule.allowedHeaders.some((a) => wildcardMatch(a, h, true)))) return m;
  }
  return null;
}

/** An actual request with an Origin: the first rule that allows the origin and the request's method. */
export function matchActual(rules: readonly CorsRule[], origin: string, method: string): CorsMatch | null {
  for (const rule of rules) {
    const m = matchOrigin(rule, origin);
    if (m && rule.allowedMethods.includes(method)) return m;
  }
  return null;
}

/** Stored as JSON; only the fields of a rule, in a fixed order. */
const serialise = (rules: readonly CorsRule[]) =>
  JSON.stringify(
    rules.map((r) => ({
      ...(r.id !== undefined ? { id: r.id } : {}),
      allowedOrigins: r.allowedOrigins,
      allowedMethods: r.allowedMethods,
      allowedHeaders: r.allowedHeaders,
      exposeHeaders: r.exposeHeaders,
      ...(r.maxAgeSeconds !== undefined ? { maxAgeSeconds: r.maxAgeSeconds } : {}),
    })),
  );

const parseStored = (json: string): CorsRule[] => JSON.parse(json) as CorsRule[];

/** The bucket's rules, or null when it has no configuration. */
export async function bucketCors(db: Db, access: BucketAccess): Promise<CorsRule[] | null> {
  const row = await db.getRepository(BucketCorsEntity).findOneBy({ bucketId: access.bucket.id });
  return row ? parseStored(row.rules) : null;
}

/** PutBucketCors: the configuration replaces the bucket's whole previous one. */
export async function putBucketCors(db: Db, access: BucketAccess, rules: readonly CorsRule[]): Promise<void> {
  const problem = corsProblem(rules);
  if (problem) throw new InvalidCorsConfigurationError(problem);
  const json = serialise(rules);
  if (Buffer.byteLength(json) > CORS_LIMITS.storedBytes) throw new InvalidCorsConfigurationError(`The CORS configuration must be at most ${CORS_LIMITS.storedBytes} bytes.`);
  // One statement (INSERT … ON CONFLICT DO UPDATE), so parallel puts end with one of them whole.
  await db.getRepository(BucketCorsEntity).upsert({ bucketId: access.bucket.id, rules: json, updatedAt: new Date() }, ['bucketId']);
}

/** DeleteBucketCors: idempotent, as S3's (204 whether or not there was one). */
export async function deleteBucketCors(db: Db, access: BucketAccess): Promise<void> {
  await db.getRepository(BucketCorsEntity).delete({ bucketId: access.bucket.id });
}

/** What a preflight needs of a bucket, in one query: its service (for metering) and its rules, when it has any on an active service. */
export async function preflightRules(db: Db, bucketName: string): Promise<{ serviceId: number; rules: CorsRule[] } | null> {
  const rows = (await db.query(
    `SELECT b.service_id AS service_id, c.rules AS rules FROM storage_buckets b
       JOIN cloud_storage_services s ON s.id = b.service_id
       JOIN storage_bucket_cors c ON c.bucket_id = b.id
     WHERE b.name = ${marks(db, 1, 1)} AND s.status = 'active'`,
    [bucketName],
  )) as { service_id: number | string; rules: string }[];
  const row = rows[0];
  return row ? { serviceId: Number(row.service_id), rules: parseStored(row.rules) } : null;
}
