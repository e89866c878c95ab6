import { config } from '../../../../config/config';
import { parseInput } from '../../../../common/validation';
import { bucketNameSchema, setBucketPublicAccessSchema } from '../../../../contracts/storage';
import { ownerOf, publicAccessView, recordPublicAccessChange } from '../../console/console.service';
import { putAccountPublicAccessBlockFromConsole } from '../../console/account-public-access';
import { accountBlockOf, type PublicAccessBlock } from '../../domain/block-public-access';
import { publicReadPolicy, requireAccountAllowsPublicPolicy } from '../../domain/public-access';
import { consoleS3, rgw, type Ctx } from './console';
import { rgwTenantOf, rgwUidOf } from './desired';
import { rgwAdminOf } from './rgw-admin';
import type { RgwS3 } from './rgw-s3';
import { closedOnRgw, putPolicyPastBlock, rgwPublicState, RGW_POLICY_ALLOWED, RGW_PRIVATE_BLOCK } from './public-state';
import { composePolicy, portalStatements } from './key-grants';
import { withPolicyLock } from './policy-lock';

/**
 * Public access in the console on the Ceph plane: RGW keeps the bucket policy, the ACL and the
 * bucket's Block Public Access, and serves anonymous reads at `<endpoint>/<tenant>:<bucket>/<key>`.
 * The portal keeps the account's Block Public Access (RGW has none) and enforces it itself:
 * - only the console can make anything public. Customers' keys are subusers with read or
 *   read-write access, and RGW refuses them PutBucketPolicy and PutBucketAcl.
 * - The console refuses a public policy while the account blocks it, as on the embedded plane.
 * - Turning the account's block back on makes the customer's public buckets private on RGW
 *   (putAccountPublicAccessBlock below).
 *
 * RGW (16.2) enforces BlockPublicPolicy when a policy is put and IgnorePublicAcls when it serves a
 * read, but not RestrictPublicBuckets; and its BlockPublicAcls refuses every upload. So "private"
 * here removes the policy and the public bucket ACL rather than relying on the flags, and leaves
 * BlockPublicAcls off (public-state.ts, docs/storage.md).
 */

/** No flag: what the bucket's own settings open, whatever the account's say. */
const NONE_BLOCKED: PublicAccessBlock = { blockPublicAcls: false, ignorePublicAcls: false, blockPublicPolicy: false, restrictPublicBuckets: false };

/** Where anyone reads the bucket's objects on RGW: its tenant names it. */
const rgwPublicUrl = (userId: number, bucket: string) => `${config().s3.publicUrl.replace(/\/+$/, '')}/${rgwTenantOf(rgwUidOf(userId))}:${bucket}`;

export async function bucketPublicAccess(ctx: Ctx, raw: string) {
  const bucket = parseInput(bucketNameSchema, raw);
  const userId = ownerOf(ctx).userId;
  const { s3 } = await consoleS3(ctx);
  return rgw(ctx, bucket, async () => {
    const { block } = await accountBlockOf(ctx.db, userId);
    return publicAccessView(bucket, await rgwPublicState(s3, bucket, block), rgwPublicUrl(userId, bucket));
  });
}

/** Make a bucket (or a prefix of it) public, or private again: the embedded plane's rules, RGW's store. */
export async function setBucketPublicAccess(ctx: Ctx, raw: unknown) {
  const input = parseInput(setBucketPublicAccessSchema, raw);
  const userId = ownerOf(ctx).userId;
  const { s3 } = await consoleS3(ctx);
  return rgw(ctx, input.bucket, async () => {
    await s3.headBucket(input.bucket);
    if (input.public) await requireAccountAllowsPublicPolicy(ctx.db, { name: input.bucket, userId });
    // The job writes the same policy (the bucket-scoped keys' statements): one writer at a time.
    await withPolicyLock(ctx.db, userId, async () => {
      if (input.public) {
        await s3.putPublicAccessBlock(input.bucket, RGW_POLICY_ALLOWED);
        // The bucket-scoped keys' statements stay (key-grants.ts): only the customer's part changes.
        await s3.putPolicy(input.bucket, composePolicy(publicReadPolicy(input.bucket, input.prefix), portalStatements(await s3.policy(input.bucket)))!);
      } else {
        await makePrivate(s3, input.bucket);
      }
    });
    await recordPublicAccessChange(ctx, input);
    const { block } = await accountBlockOf(ctx.db, userId);
    return { publicAccess: publicAccessView(input.bucket, await rgwPublicState(s3, input.bucket, block), rgwPublicUrl(userId, input.bucket)) };
  });
}

/**
 * The policy (but the bucket-scoped keys' statements) and any public bucket ACL removed, Block
 * Public Access as RGW_PRIVATE_BLOCK. The public policy goes first: RGW serves it whatever the
 * flags say. RGW may fail between the calls; closedOnRgw tells a retry the bucket is not done.
 */
async function makePrivate(s3: RgwS3, bucket: string): Promise<void> {
  const kept = composePolicy(null, portalStatements(await s3.policy(bucket)));
  if (kept) await putPolicyPastBlock(s3, bucket, kept);
  else await s3.deletePolicy(bucket);
  await s3.putBucketAcl(bucket, 'private');
  await s3.putPublicAccessBlock(bucket, RGW_PRIVATE_BLOCK);
}

/**
 * The account's Block Public Access (kept by the portal, as on the embedded plane). RGW does not
 * know it, so turning on a flag that closes public buckets (RestrictPublicBuckets, IgnorePublicAcls)
 * makes every public bucket of the customer private on RGW first; the flags are stored once that is
 * done, so an RGW that does not answer leaves both as they were. Turning the flags off again does
 * not make the buckets public again, as it would on the embedded plane: the console's "Public
 * access" does that.
 */
export async function putAccountPublicAccessBlock(ctx: Ctx, raw: unknown) {
  return putAccountPublicAccessBlockFromConsole(ctx, raw, async (next, current) => {
    const closes = (next.restrictPublicBuckets && !current.restrictPublicBuckets) || (next.ignorePublicAcls && !current.ignorePublicAcls);
    if (!closes) return;
    const { s3, buckets } = await consoleBuckets(ctx);
    for (const bucket of buckets) {
      // By the bucket's own settings (what RGW serves), whatever the account says. Not only the
      // public buckets: one that an earlier attempt left half-closed (RGW failed between
      // makePrivate's calls: the policy gone, the block still open) is closed now.
      const own = await rgw(ctx, bucket, () => rgwPublicState(s3, bucket, NONE_BLOCKED));
      if (!closedOnRgw(own)) await rgw(ctx, bucket, () => withPolicyLock(ctx.db, ownerOf(ctx).userId, () => makePrivate(s3, bucket)));
    }
  });
}

/** Every bucket the customer holds on RGW, whichever service it is under. */
async function consoleBuckets(ctx: Ctx): Promise<{ s3: RgwS3; buckets: string[] }> {
  const plane = config().storagePlane;
  if (plane.kind !== 'ceph') throw new Error('Ceph console outside the Ceph plane');
  const { s3 } = await consoleS3(ctx);
  const stats = await rgwAdminOf(plane).bucketStats(rgwUidOf(ownerOf(ctx).userId));
  return { s3, buckets: stats.map((b) => b.bucket) };
}
