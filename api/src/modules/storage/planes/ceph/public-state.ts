import { accountBlockOf, type PublicAccessBlock } from '../../domain/block-public-access';
import { isEffectivelyPublic, publicAccessStateOf, type PublicAccessState } from '../../domain/public-access';
import type { Db } from '../../../../db/db';
import { RgwS3Error, type RgwS3 } from './rgw-s3';
import { customerPolicy } from './key-grants';

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
  // The bucket-scoped keys' statements (key-grants.ts) name no one public and are not the customer's to see.
  return publicAccessStateOf({ policyText: customerPolicy(policyText), bucketAcl: aclPublic ? 'public-read' : 'private', bucketBlock, accountBlock }, bucket);
}

/**
 * Whether RGW holds the bucket closed as the portal's makePrivate leaves it: no public policy or
 * bucket ACL, and RGW_PRIVATE_BLOCK's three flags on. `own` is read with no account flags
 * (the bucket's settings alone). A bucket that RGW failed to close halfway (its policy removed,
 * its Block Public Access still open) is not: the next attempt to close it must not pass it by.
 */
export function closedOnRgw(own: PublicAccessState): boolean {
  const b = own.bucketBlock;
  return !isEffectivelyPublic({ ...own, block: { blockPublicAcls: false, ignorePublicAcls: false, blockPublicPolicy: false, restrictPublicBuckets: false } }) && b.ignorePublicAcls && b.blockPublicPolicy && b.restrictPublicBuckets;
}

/** Whether each of these buckets of the customer is public now (the console's bucket list). */
export async function publicBucketNames(db: Db, userId: number, s3: RgwS3, buckets: readonly string[]): Promise<Set<string>> {
  if (!buckets.length) return new Set();
  const { block } = await accountBlockOf(db, userId);
  const states = await Promise.all(buckets.map((b) => rgwPublicState(s3, b, block).catch((e: unknown) => (e instanceof RgwS3Error ? null : Promise.reject(e)))));
  return new Set(buckets.filter((_, i) => states[i] && isEffectivelyPublic(states[i]!)));
}


/**
 * Put a bucket policy of the portal's statements (key-grants.ts) past the bucket's own
 * BlockPublicPolicy. RGW 16.2 counts every Allow statement as public (its IsPublicStatement
 * returns true for a named principal when NotPrincipal is empty), so it refuses the bucket-scoped
 * keys' statements on a private bucket. The flag only guards the PUT (RGW does not apply
 * RestrictPublicBuckets), and only the console's credential may put a policy at all, so it is
 * lifted for this one call and put back as it was, whatever the call answers.
 */
export async function putPolicyPastBlock(s3: RgwS3, bucket: string, document: string): Promise<void> {
  const block = await s3.publicAccessBlockSet(bucket);
  if (!block?.blockPublicPolicy) return s3.putPolicy(bucket, document);
  await s3.putPublicAccessBlock(bucket, { ...block, blockPublicPolicy: false });
  try {
    await s3.putPolicy(bucket, document);
  } finally {
    await s3.putPublicAccessBlock(bucket, block);
  }
}
