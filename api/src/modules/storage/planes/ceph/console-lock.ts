import { notFound } from '../../../../common/errors';
import { parseInput } from '../../../../common/validation';
import { renderApiMessage } from '../../../../contracts/api-messages';
import { extendObjectRetentionSchema, setBucketDefaultRetentionSchema, setObjectLegalHoldSchema } from '../../../../contracts/storage';
import { actorOf } from '../../../caller';
import { recordSecurityEvent } from '../../../audit';
import { ownerOf } from '../../console/console.service';
import { recordLockDefaultChange } from '../../console/object-lock';
import { checkDefaultRetention, checkRetentionChange } from '../../domain/object-lock';
import * as D from '../../domain/errors';
import { consoleS3, rgw, rgwBucket, type Ctx } from './console';
import { findVersion, versionView } from './console-versions';
import type { RgwS3, RgwVersion } from './rgw-s3';
import { bucketLocked, versionLock } from './version-lock';
import { retainedOnCeph } from './retained';

/**
 * Object lock in the console on the Ceph plane. RGW keeps it all (a bucket created with object
 * lock, its default retention, each version's retention and legal hold) and enforces it on every
 * delete; the portal reads it to show it, and checks a change with the embedded plane's rules
 * (domain/object-lock.ts), so both planes refuse the same things with the same words. As on the
 * embedded plane the console never bypasses GOVERNANCE: it can only extend a retention.
 *
 * RGW 16.2 turns object lock on only when a bucket is created (the console does so for a Backup
 * Storage service and when asked); an existing bucket cannot get it (InvalidBucketState).
 */

async function versionOf(s3: RgwS3, bucket: string, key: string, versionId: string): Promise<RgwVersion> {
  const found = await findVersion(s3, bucket, key, versionId);
  if (!found || found.deleteMarker) throw notFound('Version');
  return found;
}

/** The version as the Versions dialog shows it, after a change. */
async function versionAfter(s3: RgwS3, bucket: string, key: string, versionId: string) {
  const v = await versionOf(s3, bucket, key, versionId);
  const lock = await versionLock(s3, bucket, v, true);
  return { bucket, key, version: versionView(v, lock) };
}

/** Set or clear the default retention of a bucket that has object lock. */
export async function setBucketDefaultRetention(ctx: Ctx, raw: unknown) {
  const input = parseInput(setBucketDefaultRetentionSchema, raw);
  ownerOf(ctx);
  const { s3 } = await consoleS3(ctx);
  return rgw(ctx, input.name, async () => {
    await s3.headBucket(input.name);
    const retention = input.mode ? checkDefaultRetention({ mode: input.mode, days: input.days ?? null, years: input.years ?? null }) : null;
    if (!(await bucketLocked(s3, input.name))) throw new D.InvalidLockRequestError(renderApiMessage('objectLockOnlyAtCreation', {}));
    await s3.putObjectLock(input.name, retention);
    await recordLockDefaultChange(ctx, input.name, retention);
    return { bucket: await rgwBucket(ctx, s3, input.name) };
  });
}

/** Put a legal hold on a version or lift it (lifting is the medium-severity one). */
export async function setObjectLegalHold(ctx: Ctx, raw: unknown) {
  const input = parseInput(setObjectLegalHoldSchema, raw);
  ownerOf(ctx);
  const { s3 } = await consoleS3(ctx);
  return rgw(
    ctx,
    input.bucket,
    async () => {
      if (!(await bucketLocked(s3, input.bucket))) throw new D.NoObjectLockConfigurationError(input.bucket);
      await versionOf(s3, input.bucket, input.key, input.versionId);
      await s3.putLegalHold(input.bucket, input.key, input.versionId, input.on);
      const params = { bucket: input.bucket, key: input.key, versionId: input.versionId };
      await recordSecurityEvent(ctx.db, actorOf(ctx), { type: 's3_bucket', severity: input.on ? 'low' : 'medium', action: renderApiMessage(input.on ? 'eventLegalHoldOn' : 'eventLegalHoldOff', params) });
      return versionAfter(s3, input.bucket, input.key, input.versionId);
    },
    input.key,
  );
}

/** Extend a version's retention: a shorter date or a weaker mode is refused by the embedded plane's rule. */
export async function extendObjectRetention(ctx: Ctx, raw: unknown) {
  const input = parseInput(extendObjectRetentionSchema, raw);
  ownerOf(ctx);
  const { s3 } = await consoleS3(ctx);
  return rgw(
    ctx,
    input.bucket,
    async () => {
      if (!(await bucketLocked(s3, input.bucket))) throw new D.NoObjectLockConfigurationError(input.bucket);
      const v = await versionOf(s3, input.bucket, input.key, input.versionId);
      const current = await versionLock(s3, input.bucket, v, true);
      checkRetentionChange(input.key, current, { mode: input.mode, until: input.until }, new Date(), false);
      await s3.putRetention(input.bucket, input.key, input.versionId, { mode: input.mode, until: input.until });
      return versionAfter(s3, input.bucket, input.key, input.versionId);
    },
    input.key,
  );
}

/** The cancel dialog's warning: what object lock keeps in the service's buckets on RGW (retained.ts). */
export const serviceLockedData = (ctx: Ctx, serviceId: string) => retainedOnCeph(ctx.db, { userId: ownerOf(ctx).userId, serviceId: Number(serviceId) });
