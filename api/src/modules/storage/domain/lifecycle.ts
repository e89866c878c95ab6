import type { Db } from '../../../db/db';
import { BucketLifecycleEntity } from '../entities/bucket-lifecycle.entity';
import type { BucketAccess } from './buckets';
import { InvalidLifecycleConfigurationError } from './errors';
import { lifecycleProblem, type LifecycleRule } from './lifecycle-rules';

/**
 * A bucket's lifecycle configuration, stored (Put, Get and DeleteBucketLifecycleConfiguration).
 * The rules are checked here (domain/lifecycle-rules.ts), whoever sends them; the lifecycle job
 * (domain/lifecycle-run.ts) reads them back with `rulesOf`.
 */

/** Stored as JSON: only a rule's fields, so what comes back out is what S3's schema allows. */
const serialise = (rules: readonly LifecycleRule[]) =>
  JSON.stringify(
    rules.map((r) => ({
      ...(r.id !== undefined ? { id: r.id } : {}),
      status: r.status,
      filter: r.filter,
      ...(r.expiration ? { expiration: r.expiration } : {}),
      ...(r.noncurrentVersionExpiration ? { noncurrentVersionExpiration: r.noncurrentVersionExpiration } : {}),
      ...(r.abortIncompleteMultipartUpload ? { abortIncompleteMultipartUpload: r.abortIncompleteMultipartUpload } : {}),
    })),
  );

export const rulesOf = (json: string): LifecycleRule[] => JSON.parse(json) as LifecycleRule[];

/** The bucket's rules, or null when it has no configuration. */
export async function bucketLifecycle(db: Db, access: BucketAccess): Promise<LifecycleRule[] | null> {
  const row = await db.getRepository(BucketLifecycleEntity).findOneBy({ bucketId: access.bucket.id });
  return row ? rulesOf(row.rules) : null;
}

/** PutBucketLifecycleConfiguration: the configuration replaces the bucket's whole previous one (the job's place in its run is kept). */
export async function putBucketLifecycle(db: Db, access: BucketAccess, rules: readonly LifecycleRule[]): Promise<void> {
  const problem = lifecycleProblem(rules);
  if (problem) throw new InvalidLifecycleConfigurationError(problem);
  // One statement (INSERT … ON CONFLICT DO UPDATE), so parallel puts end with one of them whole.
  await db.getRepository(BucketLifecycleEntity).upsert({ bucketId: access.bucket.id, rules: serialise(rules), updatedAt: new Date() }, ['bucketId']);
}

/** DeleteBucketLifecycle: idempotent, as S3's (204 whether or not there was one). */
export async function deleteBucketLifecycle(db: Db, access: BucketAccess): Promise<void> {
  await db.getRepository(BucketLifecycleEntity).delete({ bucketId: access.bucket.id });
}
