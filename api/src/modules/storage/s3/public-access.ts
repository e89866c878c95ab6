import { sourceKey } from '../../../common/client-ip';
import { AppError } from '../../../common/errors';
import { Throttle } from '../../../common/throttle';
import { config } from '../../../config/config';
import { bucketNameProblem } from '../../../contracts/storage';
import { bucketByName, requireNotOnHold } from '../domain/buckets';
import { StorageOnHoldError } from '../domain/errors';
import { anonymousMayList, anonymousMayRead, objectAclOf, publicAccessOf } from '../domain/public-access';
import { applyActualCors } from './bucket-cors';
import type { S3Context } from './context';
import { accessDenied, S3Error, s3err } from './errors';
import type { Operation } from './operations';

/**
 * Anonymous requests (no signature at all): GET and HEAD of an object anyone may read, and
 * ListObjects / ListObjectsV2 of a bucket anyone may list (domain/public-access.ts decides, with
 * Block Public Access: the bucket's flags OR'd with its account's). Everything else anonymous is AccessDenied, and so is anything about a
 * bucket that is not public, whether or not it exists.
 *
 * A public read is metered to the bucket's service like any request (its egress billed to the
 * owner), and throttled per bucket and source address with the same Throttle the refused CORS
 * preflights use (s3/bucket-cors.ts): past S3_PUBLIC_READS_PER_WINDOW the answer is S3's 503
 * SlowDown, which is not metered.
 */

export const ANONYMOUS_DENIED = 'Anonymous access is not allowed: sign requests with an access key from your dashboard.';

/** The operations anyone may be allowed. */
const PUBLIC_OPERATIONS = new Set(['GetObject', 'HeadObject', 'ListObjects', 'ListObjectsV2']);

/** No signature of any kind: no Authorization header, no presigned query. */
export const isAnonymous = (ctx: S3Context) =>
  ctx.h('authorization') === undefined && !ctx.has('X-Amz-Algorithm') && !ctx.has('X-Amz-Signature') && !ctx.has('X-Amz-Credential') && !ctx.has('AWSAccessKeyId') && !ctx.has('Signature');

let throttle: { key: string; t: Throttle } | null = null;

/** Refused anonymous requests a source may send before it is held back (every refusal costs a lookup), and for how long. */
export const REFUSED_ANONYMOUS = { points: 1200, windowSeconds: 60, blockSeconds: 60 } as const;

const refusals = new Throttle('s3-refused-anonymous', { points: REFUSED_ANONYMOUS.points, durationSeconds: REFUSED_ANONYMOUS.windowSeconds, blockSeconds: REFUSED_ANONYMOUS.blockSeconds });

/** The per-bucket-and-source throttle, as configured now (tests change the configuration between worlds). */
function publicReads(): Throttle {
  const { points, windowSeconds } = config().s3.publicReads;
  const key = `${points}/${windowSeconds}`;
  if (throttle?.key !== key) throttle = { key, t: new Throttle(`s3-public-reads:${key}`, { points, durationSeconds: windowSeconds, blockSeconds: windowSeconds }) };
  return throttle.t;
}

const slowDown = (e: unknown) => {
  if (e instanceof AppError && e.code === 'TOO_MANY_REQUESTS') {
    return s3err('SlowDown', 'Please reduce your request rate.', {}, { 'retry-after': String(e.retryAfterSeconds ?? config().s3.publicReads.windowSeconds) });
  }
  return e;
};

/**
 * One anonymous read of a bucket (its id here, RGW's `tenant:bucket` on the Ceph plane's front)
 * from a source: SlowDown past S3_PUBLIC_READS_PER_WINDOW in the window.
 */
export async function admitPublicRead(bucket: number | string, clientIp: string): Promise<void> {
  try {
    await publicReads().consume(`${bucket}:${sourceKey(clientIp)}`);
  } catch (e) {
    throw slowDown(e);
  }
}

/** Give back the read a refused request was counted for (the Ceph front learns of the refusal after admitting it). */
export function refundPublicRead(bucket: number | string, clientIp: string): Promise<void> {
  return publicReads().refund(`${bucket}:${sourceKey(clientIp)}`);
}

/** SlowDown before any lookup for a source that sent too many refused anonymous requests. */
export async function holdBackRefusedSource(clientIp: string): Promise<void> {
  try {
    await refusals.check(sourceKey(clientIp));
  } catch (e) {
    throw slowDown(e);
  }
}

/** Count a refused anonymous request of a source (over the limit, it is held back by holdBackRefusedSource). */
export async function countRefusedAnonymous(clientIp: string): Promise<void> {
  await refusals.consume(sourceKey(clientIp)).catch((c: unknown) => {
    if (!(c instanceof AppError && c.code === 'TOO_MANY_REQUESTS')) throw c;
  });
}

/**
 * Serve an anonymous request if what it asks for is public; AccessDenied otherwise. Refusals are
 * counted per source (as refused CORS preflights are): a source that sends more than the window's
 * reads of things that are not public is answered SlowDown before any lookup, so anonymous
 * requests cannot make the database work for free.
 */
export async function servePublic(ctx: S3Context, op: Operation | null): Promise<void> {
  await holdBackRefusedSource(ctx.clientIp);
  try {
    await servePublicOnce(ctx, op);
  } catch (e) {
    if (e instanceof S3Error && e.code === 'AccessDenied') await countRefusedAnonymous(ctx.clientIp);
    throw e;
  }
}

async function servePublicOnce(ctx: S3Context, op: Operation | null): Promise<void> {
  const denied = () => accessDenied(ANONYMOUS_DENIED);
  if (!op || 'account' in op || !PUBLIC_OPERATIONS.has(op.name) || !ctx.bucket || bucketNameProblem(ctx.bucket)) throw denied();
  const bucket = await bucketByName(ctx.gw.db, ctx.bucket);
  if (!bucket || !bucket.service || bucket.service.status !== 'active') throw denied();
  // An owner's storage on hold serves nobody, public files included (it is their egress).
  await requireNotOnHold(ctx.gw.db, bucket.userId).catch((e: unknown) => {
    throw e instanceof StorageOnHoldError ? denied() : e;
  });
  const state = await publicAccessOf(ctx.gw.db, bucket);
  const mayList = anonymousMayList(state, bucket.name);
  const key = ctx.key;
  const mayRead = (acl: string | null) => key !== null && anonymousMayRead(state, bucket.name, key, objectAclOf(acl));
  if (op.scope === 'bucket') {
    if (!mayList) throw denied();
  } else if (!mayList && !state.policy && state.bucketAcl === 'private') {
    // Nothing in this bucket can be public but objects' own ACLs: a cheap early refusal when those are ignored.
    if (state.block.ignorePublicAcls) throw denied();
  }
  await admitPublicRead(bucket.id, ctx.clientIp);
  ctx.anonymous = { mayRead, mayList };
  ctx.requestClass = op.requestClass;
  ctx.serviceId = bucket.serviceId;
  const access = { bucket, service: bucket.service };
  await applyActualCors(ctx, access);
  await op.handler(ctx, access);
}
