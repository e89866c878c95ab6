import { logger } from '../../../common/logger';
import { CredentialRefusal } from '../auth/verify';
import type { S3Context } from './context';
import { S3Error } from './errors';

/**
 * One structured line per S3 request once its answer is sent or its connection is gone, as the
 * portal's access log (http/access-log.ts): request id, operation, bucket, status (499: the client
 * left before the answer began), S3 error code, access key and user, bytes in and out, duration,
 * source address, and the cause of anything that was not an S3 refusal.
 * Object keys, headers and bodies are never logged (keys can be personal data).
 */
export function logS3Request(ctx: S3Context): void {
  const error = ctx.error;
  const claimedKey = error instanceof CredentialRefusal ? error.accessKeyId.slice(0, 32) : null;
  const line = {
    reqId: ctx.requestId,
    op: ctx.operation,
    method: ctx.method,
    bucket: ctx.bucket ? ctx.bucket.slice(0, 63) : null,
    status: ctx.res.headersSent ? ctx.res.statusCode : 499,
    error: error instanceof S3Error ? error.code : null,
    keyId: ctx.principal?.accessKeyId ?? claimedKey,
    userId: ctx.principal?.userId ?? null,
    bytesIn: ctx.bytesIn,
    bytesOut: ctx.bytesOut,
    durationMs: Number(process.hrtime.bigint() - ctx.started) / 1e6,
    ip: ctx.clientIp,
    ...(ctx.outage ? { outage: ctx.outage } : {}),
    // What went wrong when it was not an S3 refusal: an outage's cause, a bug, a client that left.
    ...(ctx.failure ? { failure: ctx.failure } : {}),
  };
  // An outage of ours is a warning (the operator acts on its cause); a 500 is a bug; the rest,
  // client disconnects, 501 NotImplemented and a cap's 503 SlowDown included, is traffic.
  // (A bug after the answer's headers went out shows as InternalError on a 200 line: still an error.)
  if (ctx.outage) logger.warn(line, 's3 request');
  else if (line.status === 500 || line.error === 'InternalError') logger.error(line, 's3 request');
  else logger.info(line, 's3 request');
}
