import { accountBlockOf, type PublicAccessBlock } from '../../domain/block-public-access';
import { isEffectivelyPublic, publicAccessStateOf, type PublicAccessState } from '../../domain/public-access';
import type { Db } from '../../../../db/db';
import { RgwS3Error, type RgwS3 } from './rgw-s3';

/**
 * A bucket's public access on the Ceph plane: RGW's policy, ACL and Block Public Access, with the
 * account's flags the portal keeps (console-public.ts).
 */

/**
 * Block Public Access as the portal sets it on RGW for a private bucket. BlockPublicAcls stays off:
 * RGW 16.2 refuses every PutObject under it, not only those with a public ACL. IgnorePublicAcls is
 * on and RGW honours it when it serves a read, so an object a customer's key uploads as
 * public-read is not served to anyone.
 */
export const RGW_PRIVATE_BLOCK: Readonly<PublicAccessBlock> = Object.freeze({ blockPublicAcls: false, ignorePublicAcls: true, blockPublicPolicy: true, restrictPublicBuckets: true });
/** Public through the console's policy: policies allowed, public ACLs still ignored. */
export const RGW_POLICY_ALLOWED: Readonly<PublicAccessBlock> = Object.freeze({ blockPublicAcls: false, ignorePublicAcls: true, blockPublicPolicy: false, restrictPublicBuckets: false });

/** The bucket's public access as RGW holds it, with the account's flags the portal keeps. */
export async function rgwPublicState(s3: RgwS3, bucket: string, accountBlock: PublicAccessBlock): Promise<PublicAccessState> {
  const [bucketBlock, policyText, aclPublic] = await Promise.all([s3.publicAccessBlock(bucket), s3.policy(bucket), s3.bucketAclPublic(bucket)]);
  return publicAccessStateOf({ policyText, bucketAcl: aclPublic ? 'public-read' : 'private', bucketBlock, accountBlock }, bucket);
}

/** Whether each of these buckets of the customer is public now (the console's bucket list). */
export async function publicBucketNames(db: Db, userId: number, s3: RgwS3, buckets: readonly string[]): Promise<Set<string>> {
  if (!buckets.length) return new Set();
  const { block } = await accountBlockOf(db, userId);
  const states = await Promise.all(buckets.map((b) => rgwPublicState(s3, b, block).catch((e: unknown) => (e instanceof RgwS3Error ? null : Promise.reject(e)))));
  return new Set(buckets.filter((_, i) => states[i] && isEffectivelyPublic(states[i]!)));
}

