import type { BucketAccess } from '../domain/buckets';
import { NoSuchBucketPolicyError } from '../domain/errors';
import {
  bucketPolicyText,
  deleteBucketPolicy,
  deletePublicAccessBlock,
  isPublicPolicy,
  POLICY_MAX_BYTES,
  publicAccessOf,
  putBucketPolicy,
  putPublicAccessBlock,
  type PublicAccessBlock,
} from '../domain/public-access';
import type { S3Context } from '../s3/context';
import { malformedXml } from '../s3/errors';
import { parseXml, type XmlObject } from '../s3/xml';
import { readSmallBody, text } from './common';

/** PUT /bucket?policy — PutBucketPolicy (MalformedPolicy; AccessDenied for a public policy under BlockPublicPolicy). */
export async function putPolicy(ctx: S3Context, access: BucketAccess) {
  // A little over S3's limit is read, so a document just above it is refused as too large, not cut.
  const raw = await readSmallBody(ctx, POLICY_MAX_BYTES + 1024);
  await putBucketPolicy(ctx.gw.db, access, raw);
  ctx.sendEmpty(204);
}

/** GET /bucket?policy — the document as it was put (JSON), or NoSuchBucketPolicy. */
export async function getPolicy(ctx: S3Context, access: BucketAccess) {
  const body = Buffer.from(await bucketPolicyText(ctx.gw.db, access), 'utf8');
  ctx.res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(body.length) });
  ctx.res.end(body);
}

/** DELETE /bucket?policy — 204, whether or not there was one. */
export async function deletePolicy(ctx: S3Context, access: BucketAccess) {
  await deleteBucketPolicy(ctx.gw.db, access);
  ctx.sendEmpty(204);
}

/**
 * GET /bucket?policyStatus — whether the bucket's policy makes it public (S3's PolicyStatus): a
 * public policy that RestrictPublicBuckets (the bucket's or the account's) does not switch off;
 * NoSuchBucketPolicy without one, as S3.
 */
export async function getPolicyStatus(ctx: S3Context, access: BucketAccess) {
  const state = await publicAccessOf(ctx.gw.db, access.bucket);
  if (!state.policy) throw new NoSuchBucketPolicyError(access.bucket.name);
  ctx.sendXml(200, 'PolicyStatus', { IsPublic: isPublicPolicy(state.policy) && !state.block.restrictPublicBuckets });
}

const FLAGS = [
  ['BlockPublicAcls', 'blockPublicAcls'],
  ['IgnorePublicAcls', 'ignorePublicAcls'],
  ['BlockPublicPolicy', 'blockPublicPolicy'],
  ['RestrictPublicBuckets', 'restrictPublicBuckets'],
] as const;

/** A PublicAccessBlockConfiguration document → the four flags (an absent one is false, as S3). */
export function readPublicAccessBlock(raw: string): PublicAccessBlock {
  const doc = parseXml(raw);
  const root = doc.PublicAccessBlockConfiguration;
  if (Object.keys(doc).length !== 1 || root === undefined) throw malformedXml();
  // An empty configuration (<PublicAccessBlockConfiguration/>) sets every flag off.
  const el = typeof root === 'object' && root !== null && !Array.isArray(root) ? (root as Record<string, unknown>) : {};
  if (typeof root !== 'object' && typeof root !== 'string') throw malformedXml();
  const known = new Set<string>(FLAGS.map(([x]) => x));
  if (Object.keys(el).some((k) => !known.has(k) && k !== '#text')) throw malformedXml();
  const block = { blockPublicAcls: false, ignorePublicAcls: false, blockPublicPolicy: false, restrictPublicBuckets: false };
  for (const [xml, field] of FLAGS) {
    if (el[xml] === undefined) continue;
    const v = text(el[xml])?.trim().toLowerCase();
    if (v !== 'true' && v !== 'false') throw malformedXml();
    block[field] = v === 'true';
  }
  return block;
}

export const publicAccessBlockDocument = (b: PublicAccessBlock): XmlObject => Object.fromEntries(FLAGS.map(([xml, field]) => [xml, b[field]]));

/** PUT /bucket?publicAccessBlock — replaces the four flags. */
export async function putPab(ctx: S3Context, access: BucketAccess) {
  const block = readPublicAccessBlock(await readSmallBody(ctx, 64 * 1024));
  await putPublicAccessBlock(ctx.gw.db, access, block);
  ctx.sendEmpty(200);
}

/** GET /bucket?publicAccessBlock — the bucket's own flags (not the account's); every bucket without a configuration is fully blocked (the default). */
export async function getPab(ctx: S3Context, access: BucketAccess) {
  const state = await publicAccessOf(ctx.gw.db, access.bucket);
  ctx.sendXml(200, 'PublicAccessBlockConfiguration', publicAccessBlockDocument(state.bucketBlock));
}

/** DELETE /bucket?publicAccessBlock — back to the default (every flag on); 204. */
export async function deletePab(ctx: S3Context, access: BucketAccess) {
  await deletePublicAccessBlock(ctx.gw.db, access);
  ctx.sendEmpty(204);
}
