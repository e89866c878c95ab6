import { AppError, badInput, conflict, forbidden, notFound } from '../../../common/errors';
import { S3Error } from '../s3/errors';

/** The console speaks the API's errors: an S3 refusal becomes the AppError with the same meaning. */
export function toAppError(e: unknown): unknown {
  if (!(e instanceof S3Error)) return e;
  // Someone else's bucket is simply not found here (no existence leaks through the console).
  if (e.code === 'NoSuchBucket' || e.code === 'AccessDenied') return notFound('Bucket');
  if (e.code === 'NoSuchKey') return notFound('Object');
  if (e.status === 404) return new AppError('NOT_FOUND', e.message);
  if (e.code === 'InvalidBucketName') return badInput(e.message.replace(/^The specified bucket is not valid: /, ''), 'name');
  if (e.status === 409 || e.code === 'TooManyBuckets') return conflict(e.code === 'BucketAlreadyExists' ? 'That bucket name is taken: bucket names are shared by every customer. Choose another.' : e.message, 'name');
  if (e.status === 403) return forbidden(e.message);
  return badInput(e.message);
}

/** Run a console operation, translating S3 errors. */
export async function consoleCall<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    throw toAppError(e);
  }
}
