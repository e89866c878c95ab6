import { newBlobKey } from '../blob/blob-store';
import type { BucketAccess } from '../domain/buckets';
import { journalWrites } from '../domain/journal';
import { quotaBytes, quotaExceeded, usedBytes } from '../domain/quota';
import { storageTx } from '../domain/tx';
import { openBody, planBody, type BodyResult } from '../payload/body';
import type { S3Context } from '../s3/context';
import { s3err } from '../s3/errors';
import { collectSoon } from './common';

/**
 * Stream a request body into a new blob: decoded (aws-chunked), verified (signatures, SHA-256,
 * Content-MD5, x-amz-checksum-*), counted against the size limit and the service's free quota,
 * and journalled first so a crash leaves no orphan. Nothing is visible until the caller commits
 * metadata; on any failure the blob is removed. The quota is checked here early (declared length,
 * then while streaming) and for certain in the committing transaction.
 */
export async function receiveBlob(ctx: S3Context, access: BucketAccess, maxBytes: number, tooLarge: string, replacing = 0): Promise<{ blobKey: string; body: BodyResult }> {
  const plan = planBody(ctx.req, ctx.caller.payloadHash);
  // Bytes of the object (or part) this write replaces come back to the quota when it commits.
  const free = Math.max(0, quotaBytes(access.service) - (await usedBytes(ctx.gw.db, access.service.id)) + replacing);
  const limit = Math.min(maxBytes, free);
  const overLimit = () => (free < maxBytes && (plan.length ?? Infinity) <= maxBytes ? quotaExceeded(access.service) : s3err('EntityTooLarge', tooLarge, { MaxSizeAllowed: String(maxBytes) }));
  if (plan.length !== null && plan.length > limit) throw plan.length > maxBytes ? s3err('EntityTooLarge', tooLarge, { MaxSizeAllowed: String(maxBytes) }) : quotaExceeded(access.service);
  const blobKey = newBlobKey();
  await storageTx(ctx.gw.db, (m) => journalWrites(m, [blobKey]));
  try {
    if (ctx.req.headers.expect?.toLowerCase() === '100-continue' && !ctx.res.headersSent) ctx.res.writeContinue();
    const body = openBody(ctx.req, plan, ctx.caller.signing, limit, overLimit);
    await ctx.gw.blobs.put(blobKey, body.stream, plan.length);
    const result = body.result();
    ctx.bytesIn += result.size;
    return { blobKey, body: result };
  } catch (e) {
    collectSoon(ctx.gw.db, ctx.gw.blobs, [blobKey]);
    throw e;
  }
}
