import { badInput, forbidden } from '../../../../common/errors';
import { parseInput } from '../../../../common/validation';
import { API_MESSAGES, renderApiMessage } from '../../../../contracts/api-messages';
import { bucketNameSchema } from '../../../../contracts/storage';
import { actorOf } from '../../../caller';
import { recordSecurityEvent } from '../../../audit';
import { lifecycleView, toRule, type RuleInput } from '../../console/lifecycle';
import { lifecycleProblem, type LifecycleRule } from '../../domain/lifecycle-rules';
import { lifecycleConfiguration, readLifecycleConfiguration } from '../../handlers/lifecycle';
import { xmlDocument } from '../../s3/xml';
import { consoleS3, rgw, type Ctx } from './console';
import { SNAPSHOT_RULE_ID } from './snapshots';
import type { RgwS3 } from './rgw-s3';
import { RgwS3Error } from './rgw-s3';

/**
 * The console's lifecycle rules on the Ceph plane: RGW keeps and runs them (its lifecycle thread,
 * `rgw lifecycle work time`), the console reads and writes S3's LifecycleConfiguration document,
 * checked first by the same function as on the embedded plane (lifecycleProblem) so a rule gets
 * the same message whichever plane runs; what this RGW still refuses is shown as its refusal.
 */

/**
 * When RGW starts its daily lifecycle pass: the start of its default `rgw lifecycle work time`
 * (00:00-06:00, in RGW's time zone, which docs/deployment.md asks to be UTC).
 */
export const RGW_LIFECYCLE_START_HOUR_UTC = 0;

export async function bucketLifecycle(ctx: Ctx, raw: string) {
  const bucket = parseInput(bucketNameSchema, raw);
  const { s3 } = await consoleS3(ctx);
  return rgw(ctx, bucket, async () => {
    const document = await s3.lifecycle(bucket);
    let read: LifecycleRule[];
    try {
      read = document ? readLifecycleConfiguration(document) : [];
    } catch {
      // Rules set with an S3 tool can use what RGW runs and the console does not show (transitions to
      // storage classes…): say so rather than fail, and leave them alone.
      throw forbidden(API_MESSAGES.lifecycleBeyondConsole);
    }
    // RGW writes a rule for every key as <Prefix></Prefix>: the same rule as one without a prefix.
    // The daily snapshots' retention rule is the portal's (snapshots.ts), not the customer's to edit.
    const rules = read.filter((r) => r.id !== SNAPSHOT_RULE_ID).map((r) => (r.filter.prefix === '' ? { ...r, filter: { ...r.filter, prefix: undefined } } : r));
    return lifecycleView(bucket, rules, RGW_LIFECYCLE_START_HOUR_UTC);
  });
}

/** The bucket's daily-snapshots rule as RGW holds it, if any. */
async function snapshotRuleOf(s3: RgwS3, bucket: string): Promise<LifecycleRule | undefined> {
  const document = await s3.lifecycle(bucket);
  try {
    return document ? readLifecycleConfiguration(document).find((r) => r.id === SNAPSHOT_RULE_ID) : undefined;
  } catch {
    return undefined; // rules the console cannot read: the put replaces them, as the dialog said
  }
}

export async function putBucketLifecycle(ctx: Ctx, input: { bucket: string; rules: readonly RuleInput[] }) {
  const bucket = parseInput(bucketNameSchema, input.bucket);
  const rules = input.rules.map(toRule);
  const problem = rules.length ? lifecycleProblem(rules) : null;
  if (problem) throw badInput(problem, 'rules');
  const { s3 } = await consoleS3(ctx);
  return rgw(ctx, bucket, async () => {
    await s3.headBucket(bucket);
    // The daily snapshots' rule stays, whatever the customer's rules become.
    const snapshotRule = await snapshotRuleOf(s3, bucket);
    const stored = snapshotRule ? [...rules, snapshotRule] : rules;
    try {
      if (stored.length) await s3.putLifecycle(bucket, xmlDocument('LifecycleConfiguration', lifecycleConfiguration(stored)));
      else await s3.deleteLifecycle(bucket);
    } catch (e) {
      if (e instanceof RgwS3Error && e.status === 400) throw badInput(renderApiMessage('lifecycleRefusedByStorage', { code: e.code }), 'rules');
      throw e;
    }
    await recordSecurityEvent(ctx.db, actorOf(ctx), { type: 's3_bucket', severity: 'medium', action: renderApiMessage('eventConsoleBucketLifecycleChanged', { bucket }) });
    return { lifecycle: lifecycleView(bucket, rules, RGW_LIFECYCLE_START_HOUR_UTC) };
  });
}
