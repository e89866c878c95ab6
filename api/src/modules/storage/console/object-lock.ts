import { notFound } from '../../../common/errors';
import { parseInput } from '../../../common/validation';
import { extendObjectRetentionSchema, setBucketDefaultRetentionSchema, setObjectLegalHoldSchema } from '../../../contracts/storage';
import { renderApiMessage } from '../../../contracts/api-messages';
import { actorOf, type Caller } from '../../caller';
import { recordSecurityEvent } from '../../audit';
import { bucketFor, type BucketAccess } from '../domain/buckets';
import { isRemovable, isRetained, putLegalHold, putLockConfiguration, putRetention } from '../domain/object-lock';
import { publicBucketIds } from '../domain/public-access';
import { versionsOfKey } from '../domain/versions';
import { BucketEntity } from '../entities/bucket.entity';
import { bucketView, ownerOf } from './console.service';
import { consoleCall } from './errors';

/**
 * The console's object lock: a bucket's default retention, and one version's legal hold and
 * retention. The same domain functions as S3's PutObjectLockConfiguration, PutObjectLegalHold and
 * PutObjectRetention; the console never bypasses GOVERNANCE, so it can only extend a retention.
 * Lock configuration and legal-hold changes go to the security log: they decide what nobody can delete.
 */

type VersionRow = Awaited<ReturnType<typeof versionsOfKey>>[number];

/**
 * A version as the API shows it: its lock, whether its retention still runs, and whether it cannot
 * be deleted now (retention running or legal hold). Decided here, by the gateway's own rule, so the
 * console never keeps a copy of it.
 */
export const versionView = (v: VersionRow, now = new Date()) => ({ ...v, retained: !v.deleteMarker && isRetained(v, now), locked: !v.deleteMarker && !isRemovable(v, now) });

/** One version of a key, as it is after a change. */
async function versionAfter(ctx: Caller, access: BucketAccess, key: string, versionId: string) {
  const version = (await versionsOfKey(ctx.db, access.bucket.id, key)).find((v) => v.versionId === versionId);
  if (!version) throw notFound('Version');
  return { bucket: access.bucket.name, key, version: versionView(version) };
}

/** The security trail of a default-retention change in the console, on either plane. */
export async function recordLockDefaultChange(ctx: Caller, name: string, retention: { mode: string; days: number | null; years: number | null } | null): Promise<void> {
  const action = !retention
    ? renderApiMessage('eventLockDefaultCleared', { name })
    : retention.years
      ? renderApiMessage('eventLockDefaultYears', { name, years: retention.years, mode: retention.mode })
      : renderApiMessage('eventLockDefaultDays', { name, days: retention.days!, mode: retention.mode });
  await recordSecurityEvent(ctx.db, actorOf(ctx), { type: 's3_bucket', severity: retention ? 'low' : 'medium', action });
}

/** Set or clear the default retention: turns object lock on for good (versioning must be Enabled). */
export async function setBucketDefaultRetentionFromConsole(ctx: Caller, raw: unknown) {
  const caller = ownerOf(ctx);
  const input = parseInput(setBucketDefaultRetentionSchema, raw);
  return consoleCall(async () => {
    const access = await bucketFor(ctx.db, input.name, caller, 'write');
    const retention = input.mode ? { mode: input.mode, days: input.days ?? null, years: input.years ?? null } : null;
    await putLockConfiguration(ctx.db, access, retention);
    await recordLockDefaultChange(ctx, input.name, retention);
    const bucket = await ctx.db.getRepository(BucketEntity).findOneByOrFail({ id: access.bucket.id });
    return { bucket: bucketView(bucket, access.service, (await publicBucketIds(ctx.db, [bucket])).has(bucket.id)) };
  });
}

/** Put a legal hold on a version or lift it. Lifting is the medium-severity one: it lets the version be deleted. */
export async function setObjectLegalHoldFromConsole(ctx: Caller, raw: unknown) {
  const caller = ownerOf(ctx);
  const input = parseInput(setObjectLegalHoldSchema, raw);
  return consoleCall(async () => {
    const access = await bucketFor(ctx.db, input.bucket, caller, 'write');
    await putLegalHold(ctx.db, access, input.key, input.on, input.versionId);
    const params = { bucket: input.bucket, key: input.key, versionId: input.versionId };
    await recordSecurityEvent(ctx.db, actorOf(ctx), { type: 's3_bucket', severity: input.on ? 'low' : 'medium', action: renderApiMessage(input.on ? 'eventLegalHoldOn' : 'eventLegalHoldOff', params) });
    return versionAfter(ctx, access, input.key, input.versionId);
  });
}

/** Extend a version's retention (no bypass: a shorter date is refused by the domain, with S3's message). */
export async function extendObjectRetentionFromConsole(ctx: Caller, raw: unknown) {
  const caller = ownerOf(ctx);
  const input = parseInput(extendObjectRetentionSchema, raw);
  return consoleCall(async () => {
    const access = await bucketFor(ctx.db, input.bucket, caller, 'write');
    await putRetention(ctx.db, access, input.key, { mode: input.mode, until: input.until }, { versionId: input.versionId, bypass: false });
    return versionAfter(ctx, access, input.key, input.versionId);
  });
}
