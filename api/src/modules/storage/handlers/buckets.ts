import { S3_REGION } from '../../../contracts/storage';
import { createBucket, deleteBucket, listBuckets, type BucketAccess } from '../domain/buckets';
import type { S3Context } from '../s3/context';
import { malformedXml, s3err } from '../s3/errors';
import { parseXml } from '../s3/xml';
import { PublicAccessBlockedError } from '../domain/errors';
import { cannedOf } from './acl';
import { collectSoon, ownerOf, readSmallBody, text } from './common';

/** GET / — the caller's buckets (on active services). */
export async function listAllBuckets(ctx: S3Context) {
  const rows = await listBuckets(ctx.gw.db, ctx.caller);
  ctx.sendXml(200, 'ListAllMyBucketsResult', {
    Owner: ownerOf(ctx.caller.userId),
    Buckets: { Bucket: rows.map(({ bucket }) => ({ Name: bucket.name, CreationDate: bucket.createdAt, BucketRegion: S3_REGION })) },
  });
}

/** PUT /bucket — CreateBucket, with an optional CreateBucketConfiguration/LocationConstraint; metered to the service it joins. */
export async function putBucket(ctx: S3Context) {
  // x-amz-acl: a new bucket starts with Block Public Access on, so public-read is refused (nothing is created).
  const canned = ctx.h('x-amz-acl');
  if (canned !== undefined && cannedOf(canned.trim()) === 'public-read') throw new PublicAccessBlockedError('acl', ctx.bucket!);
  const raw = await readSmallBody(ctx, 64 * 1024);
  let location: string | undefined;
  if (raw.trim()) {
    const doc = parseXml(raw).CreateBucketConfiguration as Record<string, unknown> | string | undefined;
    if (doc === undefined) throw malformedXml();
    // An empty configuration (<CreateBucketConfiguration/>) names no location.
    location = typeof doc === 'object' ? text(doc.LocationConstraint)?.trim() || undefined : undefined;
  }
  // x-amz-bucket-object-lock-enabled: object lock (and versioning) on from the start.
  const objectLock = ctx.h('x-amz-bucket-object-lock-enabled')?.trim().toLowerCase() === 'true';
  const { bucket } = await createBucket(ctx.gw.db, ctx.caller, ctx.bucket!, { location, objectLock });
  ctx.sendEmpty(200, { location: `/${bucket.name}` });
  return { serviceId: bucket.serviceId };
}

export async function headBucket(ctx: S3Context) {
  ctx.sendEmpty(200, { 'x-amz-bucket-region': S3_REGION });
}

export async function removeBucket(ctx: S3Context, access: BucketAccess) {
  collectSoon(ctx.gw.db, ctx.gw.blobs, await deleteBucket(ctx.gw.db, access));
  ctx.sendEmpty(204);
}

export async function getBucketLocation(ctx: S3Context) {
  // The region is the root element's text: <LocationConstraint>nbo1</LocationConstraint>.
  ctx.sendXml(200, 'LocationConstraint', S3_REGION);
}

/** GET of a bucket configuration S3 has and this gateway never holds: S3's answer for a bucket without one. */
export const unconfigured = (code: string, message: string) => async (_ctx: S3Context, access: BucketAccess) => {
  throw s3err(code as never, message, { BucketName: access.bucket.name });
};
