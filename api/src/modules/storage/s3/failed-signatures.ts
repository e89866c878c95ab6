import { sourceKey } from '../../../common/client-ip';
import { AppError } from '../../../common/errors';
import { Throttle } from '../../../common/throttle';
import { s3err, type S3Error } from './errors';

/** Failed signatures a source may make before it is held back, and for how long. */
export const FAILED_SIGNATURES = { points: 30, windowSeconds: 300, blockSeconds: 300 } as const;

/**
 * Refusals that cost a key lookup and a decryption (an unusable key id, a signature that does
 * not match a real key), per source (an IPv4 address or an IPv6 /64: common/client-ip.ts).
 * Shared by every process on PostgreSQL (the rate_limits table), in memory on SQLite.
 */
const failures = new Throttle('s3-failed-signature', {
  points: FAILED_SIGNATURES.points,
  durationSeconds: FAILED_SIGNATURES.windowSeconds,
  blockSeconds: FAILED_SIGNATURES.blockSeconds,
});

/** S3's answer to a source that is held back: `503 SlowDown` (what S3 clients back off on), with Retry-After. */
function slowDown(e: unknown): S3Error {
  const seconds = e instanceof AppError ? (e.retryAfterSeconds ?? FAILED_SIGNATURES.blockSeconds) : FAILED_SIGNATURES.blockSeconds;
  return s3err('SlowDown', 'Too many requests with a wrong signature or an unusable access key from your address. Please reduce your request rate.', {}, { 'retry-after': String(seconds) });
}

/**
 * Refuse a held-back source before any key is looked up. It only reads the count, so requests
 * that go on to verify are never slowed by it (they are never counted either).
 */
export async function refuseHeldBackSource(ip: string): Promise<void> {
  try {
    await failures.check(sourceKey(ip));
  } catch (e) {
    if (e instanceof AppError && e.code === 'TOO_MANY_REQUESTS') throw slowDown(e);
    throw e;
  }
}

/** Count a refusal that cost a key lookup. Going over the limit holds the source back from the next request on. */
export async function countFailedSignature(ip: string): Promise<void> {
  try {
    await failures.consume(sourceKey(ip));
  } catch (e) {
    if (!(e instanceof AppError && e.code === 'TOO_MANY_REQUESTS')) throw e;
  }
}
