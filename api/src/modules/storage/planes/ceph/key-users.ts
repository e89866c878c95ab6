import { config } from '../../../../config/config';
import type { Db } from '../../../../db/db';
import { CephKeyBucketEntity } from '../../entities/ceph-key-bucket.entity';
import { CephKeyUserEntity } from '../../entities/ceph-key-user.entity';
import { consoleS3For } from './console-s3';
import { CONSOLE_SUBUSER, keyUserUidOf, rgwUidOf, type DesiredUser } from './desired';
import { samePolicy, wantedPolicy, type ScopedGrant } from './key-grants';
import { RgwAdminError, rgwAdminOf, type RgwAdmin, type RgwBucketStats } from './rgw-admin';
import { whenRgwAnswers } from './console';
import { RgwS3Error, type RgwS3 } from './rgw-s3';
import { withPolicyLock } from './policy-lock';
import { putPolicyPastBlock } from './public-state';

/**
 * The bucket-scoped keys of one customer on RGW (key-grants.ts says how they are fenced), made to
 * match what the portal wants after the customer's own RGW user is (reconcile.ts):
 * 1. the RGW users of keys no longer wanted (revoked, switched off, expired, the account gone) are
 *    removed first, so a key is refused before anything else changes;
 * 2. each wanted key has its user (no buckets of its own, none to create), its one key, and is
 *    suspended while the customer is;
 * 3. while the customer is not suspended, every bucket of theirs gets the policy statements wanted
 *    now (grants only where the bucket is the one the key was limited to, by RGW's id), and the
 *    scope rows of buckets that are gone or were made again are dropped.
 * Idempotent like the rest of the job: a second run changes nothing. Returns what it changed.
 */
export async function reconcileKeyUsers(
  db: Db,
  admin: RgwAdmin,
  userId: number,
  desired: DesiredUser | null,
  now = new Date(),
  /** The customer's `ceph_key_users` rows when the caller read them with its page (reconcile.ts). */
  known?: readonly { keyId: number; removedAt: Date | null }[],
): Promise<string[]> {
  const repo = db.getRepository(CephKeyUserEntity);
  const tracked = known ?? (await repo.find({ select: { keyId: true, removedAt: true }, where: { userId } }));
  const wanted = desired?.keyUsers ?? [];
  const applied: string[] = [];

  for (const row of tracked) {
    if (row.removedAt || wanted.some((k) => k.keyId === row.keyId)) continue;
    try {
      await admin.deleteUser(keyUserUidOf(userId, row.keyId), false);
    } catch (e) {
      if (!(e instanceof RgwAdminError && e.code === 'NoSuchUser')) throw e;
    }
    await repo.update({ keyId: row.keyId }, { removedAt: now });
    applied.push('removeKeyUser');
  }

  for (const k of wanted) {
    const row = tracked.find((r) => r.keyId === k.keyId);
    // Recorded before RGW is asked: a user made by a run that then stopped is still found.
    if (!row || row.removedAt) await repo.save(repo.create({ keyId: k.keyId, userId, removedAt: null }));
    let held = await admin.getUser(k.uid);
    if (!held) {
      held = await admin.createUser(k.uid, `key ${k.keyId} of ${desired!.displayName}`, -1);
      applied.push('createKeyUser');
    }
    for (const key of held.keys ?? [])
      if (key.access_key !== k.accessKey) {
        await admin.removeUserKey(k.uid, key.access_key);
        applied.push('removeKeyUserKey');
      }
    if (!(held.keys ?? []).some((key) => key.access_key === k.accessKey)) {
      await admin.addUserKey(k.uid, k.accessKey, k.secretKey);
      applied.push('addKeyUserKey');
    }
    if ((held.suspended === 1) !== desired!.suspended) {
      await admin.setSuspended(k.uid, desired!.suspended);
      applied.push('setKeyUserSuspended');
    }
  }

  // The policies: for a customer who has or had a scoped key (objects such a key wrote stay), and
  // not while they are suspended (RGW refuses their console then; the keys' users are suspended too).
  if (!desired || desired.suspended || (!tracked.length && !wanted.length)) return applied;
  const buckets = await admin.bucketStats(rgwUidOf(userId));
  const scopes = db.getRepository(CephKeyBucketEntity);
  const rows = await scopes.find({ where: { userId } });
  const stale = rows.filter((r) => !buckets.some((b) => b.bucket === r.bucket && b.id === r.rgwBucketId));
  if (stale.length) {
    await scopes.delete(stale.map((r) => r.id));
    applied.push('dropScopeRows');
  }
  const { s3 } = await consoleS3For(db, admin, userId);
  // The console's credential exists from here on (consoleS3For makes it), so the readers are never none.
  const readers = [...new Set([CONSOLE_SUBUSER, ...desired.readers])];
  // The console's public switch writes the same policies (console-public.ts): one writer at a time.
  await withPolicyLock(db, userId, () => writePolicies(s3, userId, buckets, desired, wanted, readers, applied));
  return applied;
}

/** Each bucket's policy as the keys and readers want it, the customer's own statements kept. */
async function writePolicies(s3: RgwS3, userId: number, buckets: RgwBucketStats[], desired: DesiredUser, wanted: DesiredUser['keyUsers'], readers: string[], applied: string[]): Promise<void> {
  for (const b of buckets) {
    // A bucket suspended on its own is left as it is until it is lifted.
    if (desired.buckets.some((d) => d.name === b.bucket && d.suspended)) continue;
    const grants: ScopedGrant[] = wanted
      .filter((k) => k.buckets.some((s) => s.name === b.bucket && s.rgwId === b.id))
      .map((k) => ({ keyId: k.keyId, permissions: k.permissions, prefix: k.prefix }));
    try {
      const current = await s3.policy(b.bucket);
      const next = wantedPolicy(current, userId, b.bucket, grants, readers);
      if (samePolicy(current, next)) continue;
      if (next) await putPolicyPastBlock(s3, b.bucket, next);
      else await s3.deletePolicy(b.bucket);
      applied.push('putBucketPolicy');
    } catch (e) {
      // Deleted meanwhile: nothing to fence.
      if (!(e instanceof RgwS3Error && e.code === 'NoSuchBucket')) throw e;
    }
  }
}

/**
 * The customer's buckets on RGW, by name, with RGW's id of each: what a new key can be limited to
 * (api-keys.service.ts). An RGW that does not answer is a 503 for the page, as in the console.
 */
export const cephBucketIdsOf = whenRgwAnswers(async (userId: number): Promise<Map<string, string>> => {
  const plane = config().storagePlane;
  if (plane.kind !== 'ceph') throw new Error('cephBucketIdsOf outside the Ceph plane');
  const stats = await rgwAdminOf(plane).bucketStats(rgwUidOf(userId));
  return new Map(stats.map((b) => [b.bucket, b.id]));
});
