import { newBlobKey } from '../blob/blob-store';
import type { BucketAccess } from '../domain/buckets';
import { journalWrites } from '../domain/journal';
import { quotaExceeded } from '../domain/quota';
import { releaseSoon, reserve, type Reservation, type ReserveRequest } from '../domain/reservations';
import type { Readable } from 'node:stream';
import { formFilePlan, openBody, openPart, planBody, type BodyResult } from '../payload/body';
import type { S3Context } from '../s3/context';
import { s3err } from '../s3/errors';
import { collectSoon } from './common';

export interface Received {
  blobKey: string;
  body: BodyResult;
  /** Settled by the commit; the caller releases it when the commit fails. */
  reservation: Reservation;
}

/**
 * Stream a request body (or a browser upload form's file part) into a new blob: decoded
 * (aws-chunked), verified (signatures, SHA-256, Content-MD5, x-amz-checksum-*), and counted against the size limit and the room its reservation
 * took from the quota before the first byte (domain/reservations.ts). The blob is journalled
 * first so a crash leaves no orphan. Nothing is visible until the caller commits metadata; on any
 * failure here the blob is removed and the reservation given back.
 */
export async function receiveBlob(
  ctx: S3Context,
  access: BucketAccess,
  target: ReserveRequest['target'],
  maxBytes: number,
  tooLarge: string,
  replaced: ReserveRequest['replaced'],
  /** A browser form upload: its file part is the payload (not the request), of at least `minBytes`. */
  part?: { stream: Readable; minBytes: number },
): Promise<Received> {
  const plan = part ? formFilePlan(part.minBytes) : planBody(ctx.req, ctx.caller.payloadHash);
  const entityTooLarge = () => s3err('EntityTooLarge', tooLarge, { MaxSizeAllowed: String(maxBytes) });
  if (plan.length !== null && plan.length > maxBytes) throw entityTooLarge();
  const blobKey = newBlobKey();
  // The blob is journalled in the reserving transaction: a crash after it leaves a row that cleans up.
  // Received while the reservation reaches the disk: the blob waits for it only before it is moved into place.
  const reservation = await reserve(ctx.gw.db, access, { target, size: plan.length, maxBytes, replaced, also: (m) => journalWrites(m, [blobKey]), onDiskLater: true });
  const overLimit = () =>
    plan.length !== null ? s3err('IncompleteBody', 'The body is longer than its declared length') : reservation.limit < maxBytes ? quotaExceeded(access.service) : entityTooLarge();
  try {
    if (!part && ctx.req.headers.expect?.toLowerCase() === '100-continue' && !ctx.res.headersSent) ctx.res.writeContinue();
    const body = part ? openPart(part.stream, plan, reservation.limit, overLimit) : openBody(ctx.req, plan, ctx.caller.signing, reservation.limit, overLimit);
    await ctx.gw.blobs.put(blobKey, body.stream, plan.length, { notBefore: reservation.onDisk });
    const result = body.result();
    ctx.bytesIn += result.size;
    return { blobKey, body: result, reservation };
  } catch (e) {
    releaseSoon(ctx.gw.db, reservation);
    collectSoon(ctx.gw.db, ctx.gw.blobs, [blobKey]);
    throw e;
  }
}
