import { codesOf, isDatabaseUnavailable } from '../../../common/error-mapping';
import { BackendError } from '../blob/s3-backend';
import { S3Error, s3err } from './errors';

/** What failed on our side (or is stopping): the request itself was fine, and a retry later will work. */
export type OutageKind = 'unavailable' | 'backend' | 'disk-full' | 'overload' | 'shutdown';

/** Disk full or over a filesystem quota, from the blob store's writes (or SQLite's). */
const DISK_FULL_CODES = new Set(['ENOSPC', 'EDQUOT', 'SQLITE_FULL']);
/** Out of file descriptors: too much at once, not broken. */
const OVERLOAD_CODES = new Set(['EMFILE', 'ENFILE']);

/**
 * Which outage of ours an error is, or null for anything else. The database side uses the
 * portal's one classifier (common/error-mapping.ts: unreachable, restarting, pool exhausted, SQLite
 * busy or full); the blob store adds a full disk and an unavailable backend.
 */
export function outageKindOf(e: unknown): OutageKind | null {
  const codes = codesOf(e);
  if (codes.some((c) => DISK_FULL_CODES.has(c))) return 'disk-full';
  if (codes.some((c) => OVERLOAD_CODES.has(c))) return 'overload';
  if (e instanceof BackendError && e.status >= 500) return 'backend';
  if (isDatabaseUnavailable(e)) return 'unavailable';
  return null;
}

/** Seconds a client should wait: a database or backend is usually back in seconds; a full disk needs an operator. */
const RETRY_AFTER: Record<OutageKind, number> = { unavailable: 5, backend: 5, 'disk-full': 30, overload: 1, shutdown: 1 };

/**
 * The S3 answer to an outage: 503, which every S3 client retries with backoff (S3 has no 507),
 * `SlowDown` when we are merely overloaded, `ServiceUnavailable` otherwise; with Retry-After.
 */
export function outageError(kind: OutageKind, requestId: string): S3Error {
  const headers = { 'retry-after': String(RETRY_AFTER[kind]) };
  if (kind === 'overload') return s3err('SlowDown', 'Please reduce your request rate.', {}, headers);
  // Another process behind the load balancer takes the retry.
  if (kind === 'shutdown') return s3err('ServiceUnavailable', 'This server is shutting down. Please retry the request.', {}, headers);
  return s3err('ServiceUnavailable', `The service is temporarily unavailable. Please try again shortly. (reference ${requestId})`, {}, headers);
}
