import { badInput } from '../../../common/errors';
import { parseInput } from '../../../common/validation';
import { renderApiMessage } from '../../../contracts/api-messages';
import { bucketNameSchema } from '../../../contracts/storage';
import { actorOf, type Caller } from '../../caller';
import { recordSecurityEvent } from '../../audit';
import { bucketFor } from '../domain/buckets';
import { InvalidLifecycleConfigurationError } from '../domain/errors';
import { bucketLifecycle, deleteBucketLifecycle, putBucketLifecycle } from '../domain/lifecycle';
import { RUN_HOUR_UTC, type LifecycleFilter, type LifecycleRule } from '../domain/lifecycle-rules';
import { ownerOf } from './console.service';
import { consoleCall } from './errors';

/**
 * The console's lifecycle rules editor: the same domain functions as S3's Put, Get and
 * DeleteBucketLifecycleConfiguration, so a rule is checked by one function (lifecycleProblem)
 * whichever edge sends it. Changes go to the security log: these rules delete data.
 */

/** A rule as the GraphQL input gives it (its shape checked there; null: not given). */
export interface RuleInput {
  id?: string | null;
  enabled: boolean;
  filter?: { prefix?: string | null; tags?: { key: string; value: string }[] | null; objectSizeGreaterThan?: number | null; objectSizeLessThan?: number | null } | null;
  expiration?: { days?: number | null; date?: string | null; expiredObjectDeleteMarker?: boolean | null } | null;
  noncurrentVersionExpiration?: { noncurrentDays: number; newerNoncurrentVersions?: number | null } | null;
  abortIncompleteMultipartUpload?: { daysAfterInitiation: number } | null;
}

const filterView = (f: LifecycleFilter) => ({
  prefix: f.prefix ?? null,
  tags: f.tags,
  objectSizeGreaterThan: f.sizeGreaterThan ?? null,
  objectSizeLessThan: f.sizeLessThan ?? null,
});

const ruleView = (r: LifecycleRule) => ({
  id: r.id ?? null,
  enabled: r.status === 'Enabled',
  filter: filterView(r.filter),
  expiration: r.expiration ? { days: r.expiration.days ?? null, date: r.expiration.date ?? null, expiredObjectDeleteMarker: r.expiration.expiredObjectDeleteMarker === true } : null,
  noncurrentVersionExpiration: r.noncurrentVersionExpiration ? { noncurrentDays: r.noncurrentVersionExpiration.noncurrentDays, newerNoncurrentVersions: r.noncurrentVersionExpiration.newerNoncurrentVersions ?? null } : null,
  abortIncompleteMultipartUpload: r.abortIncompleteMultipartUpload ?? null,
});

/** GraphQL's BucketLifecycle; `runHourUtc` is when the plane runs the rules (the embedded job's hour by default). */
export const lifecycleView = (bucket: string, rules: readonly LifecycleRule[], runHourUtc: number = RUN_HOUR_UTC) => ({ bucket, rules: rules.map(ruleView), runHourUtc });

/** GraphQL's null means "not given": the domain's rules leave such fields out. */
const given = <T>(v: T | null | undefined): v is T => v !== null && v !== undefined;

/**
 * A rule as the domain keeps it. Two conditions together (or two tags) are S3's `And`, as the
 * S3 reader marks them, so GetBucketLifecycleConfiguration writes them the way S3 would. Days and
 * Date together is a structural error S3's XML reader refuses (MalformedXML) before any check, so
 * it is refused here with the same meaning.
 */
export function toRule(r: RuleInput, i: number): LifecycleRule {
  const f = r.filter;
  const filter: LifecycleFilter = { tags: (f?.tags ?? []).map((t) => ({ key: t.key, value: t.value })) };
  if (f?.prefix) filter.prefix = f.prefix;
  if (given(f?.objectSizeGreaterThan)) filter.sizeGreaterThan = f.objectSizeGreaterThan;
  if (given(f?.objectSizeLessThan)) filter.sizeLessThan = f.objectSizeLessThan;
  const conditions = filter.tags.length + [filter.prefix, filter.sizeGreaterThan, filter.sizeLessThan].filter(given).length;
  if (conditions > 1) filter.and = true;
  const e = r.expiration;
  if (e && given(e.days) && given(e.date)) throw badInput('Days and Date cannot both be given in an Expiration action.', `rules.${i}.expiration`);
  const n = r.noncurrentVersionExpiration;
  return {
    ...(r.id ? { id: r.id } : {}),
    status: r.enabled ? 'Enabled' : 'Disabled',
    filter,
    ...(e ? { expiration: { ...(given(e.days) ? { days: e.days } : {}), ...(given(e.date) ? { date: e.date } : {}), ...(e.expiredObjectDeleteMarker ? { expiredObjectDeleteMarker: true } : {}) } } : {}),
    ...(n ? { noncurrentVersionExpiration: { noncurrentDays: n.noncurrentDays, ...(given(n.newerNoncurrentVersions) ? { newerNoncurrentVersions: n.newerNoncurrentVersions } : {}) } } : {}),
    ...(r.abortIncompleteMultipartUpload ? { abortIncompleteMultipartUpload: { daysAfterInitiation: r.abortIncompleteMultipartUpload.daysAfterInitiation } } : {}),
  };
}

/** The bucket's lifecycle rules (none: an empty list), as GetBucketLifecycleConfiguration. */
export async function bucketLifecycleFromConsole(ctx: Caller, raw: string) {
  const caller = ownerOf(ctx);
  const bucket = parseInput(bucketNameSchema, raw);
  return consoleCall(async () => lifecycleView(bucket, (await bucketLifecycle(ctx.db, await bucketFor(ctx.db, bucket, caller, 'read'))) ?? []));
}

/** Replace the bucket's lifecycle rules (an empty list removes them): PutBucketLifecycleConfiguration / DeleteBucketLifecycle. */
export async function putBucketLifecycleFromConsole(ctx: Caller, input: { bucket: string; rules: readonly RuleInput[] }) {
  const caller = ownerOf(ctx);
  const bucket = parseInput(bucketNameSchema, input.bucket);
  const rules = input.rules.map(toRule);
  return consoleCall(async () => {
    const access = await bucketFor(ctx.db, bucket, caller, 'write');
    try {
      if (rules.length) await putBucketLifecycle(ctx.db, access, rules);
      else await deleteBucketLifecycle(ctx.db, access);
    } catch (e) {
      // S3's own message (lifecycleProblem's), shown by the form above its rules.
      if (e instanceof InvalidLifecycleConfigurationError) throw badInput(e.message, 'rules');
      throw e;
    }
    await recordSecurityEvent(ctx.db, actorOf(ctx), { type: 's3_bucket', severity: 'medium', action: renderApiMessage('eventConsoleBucketLifecycleChanged', { bucket }) });
    return { lifecycle: lifecycleView(bucket, rules) };
  });
}
