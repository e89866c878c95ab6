import { AppError, badInput, conflict, forbidden, notFound, tooManyRequests } from '../../../common/errors';
import * as D from '../domain/errors';

/** The console's one mapping of the storage domain's refusals to the API's errors (by class, never by message). */
export function toAppError(e: unknown): unknown {
  if (!(e instanceof D.StorageError)) return e;
  // Someone else's bucket is simply not found here (no existence leaks through the console).
  if (e instanceof D.NoSuchBucketError || e instanceof D.ForeignBucketError || e instanceof D.PermissionDeniedError || e instanceof D.OutOfKeyScopeError) return notFound('Bucket');
  if (e instanceof D.UnknownServiceError) return notFound('Service');
  if (e instanceof D.NoSuchUploadError) return new AppError('NOT_FOUND', e.message);
  if (e instanceof D.NoSuchKeyError) return notFound('Object');
  if (e instanceof D.NoSuchVersionError) return notFound('Version');
  // A refused tag set: the form shows it under its tags.
  if (e instanceof D.InvalidTagError) return badInput(e.message, 'tags');
  if (e instanceof D.MalformedPolicyError) return badInput(e.message, 'policy');
  if (e instanceof D.PublicAccessBlockedError) return forbidden(e.message);
  if (e instanceof D.NoSuchBucketPolicyError) return notFound('Bucket policy');
  if (e instanceof D.InvalidBucketNameError) return badInput(e.problem, 'name');
  if (e instanceof D.BucketNameTakenError) return conflict(e.by === 'yours' ? e.message : 'That bucket name is taken: bucket names are shared by every customer. Choose another.', 'name');
  if (e instanceof D.TooManyBucketsError || e instanceof D.BucketNotEmptyError) return conflict(e.message, 'name');
  if (e instanceof D.ServiceSuspendedError || e instanceof D.StorageOnHoldError || e instanceof D.ServiceCannotHoldBucketsError || e instanceof D.NoStorageServiceError || e instanceof D.QuotaExceededError) return forbidden(e.message);
  if (e instanceof D.ObjectLockedError) return forbidden(e.message);
  if (e instanceof D.NoObjectLockConfigurationError || e instanceof D.NoObjectRetentionError) return notFound('Object lock configuration');
  if (e instanceof D.ObjectLockStateError || e instanceof D.SnapshotsVersioningError) return conflict(e.message);
  if (e instanceof D.InvalidLockRequestError) return badInput(e.message);
  if (e instanceof D.TooBusyError) return tooManyRequests(1, e.message);
  // The rest are the S3 protocol's own (parts, conditions, locations): the caller's input.
  if (
    e instanceof D.InvalidLocationError ||
    e instanceof D.TooManyUploadsError ||
    e instanceof D.InvalidPartNumberError ||
    e instanceof D.NoPartsListedError ||
    e instanceof D.InvalidPartOrderError ||
    e instanceof D.InvalidPartError ||
    e instanceof D.PartTooSmallError ||
    e instanceof D.PreconditionFailedError ||
    e instanceof D.InvalidCorsConfigurationError ||
    e instanceof D.InvalidLifecycleConfigurationError
  ) {
    return badInput(e.message);
  }
  return e; // unmapped: s3/domain-errors.test.ts fails first
}

/** Run a console operation, translating the storage domain's refusals. */
export async function consoleCall<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    throw toAppError(e);
  }
}
