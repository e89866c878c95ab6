import * as D from '../domain/errors';
import { S3Error, s3err } from './errors';

/**
 * The S3 edge's one mapping of the storage domain's refusals to S3's codes and error documents
 * (the English message is the domain's). The S3Error keeps the domain error as its `cause`, for
 * the security trail (a refusal on another account's bucket names its owner there, never to the
 * client).
 */
export function s3ErrorOf(e: D.StorageError): S3Error {
  const err = toS3(e);
  err.cause = e;
  return err;
}

function toS3(e: D.StorageError): S3Error {
  if (e instanceof D.NoSuchBucketError) return s3err('NoSuchBucket', e.message, { BucketName: e.bucket });
  // Exactly what any AccessDenied gives: nothing about the owner.
  if (e instanceof D.ForeignBucketError) return s3err('AccessDenied', e.message);
  if (e instanceof D.OutOfKeyScopeError) return s3err('AccessDenied', e.message);
  if (e instanceof D.PermissionDeniedError || e instanceof D.UnknownServiceError || e instanceof D.NoStorageServiceError) return s3err('AccessDenied', e.message);
  if (e instanceof D.ServiceSuspendedError) return s3err('AccountProblem', e.message, { BucketName: e.bucket });
  if (e instanceof D.ServiceCannotHoldBucketsError || e instanceof D.StorageOnHoldError) return s3err('AccountProblem', e.message);
  if (e instanceof D.InvalidLocationError) return s3err('InvalidLocationConstraint', e.message);
  if (e instanceof D.InvalidBucketNameError) return s3err('InvalidBucketName', e.message, { BucketName: e.bucket });
  if (e instanceof D.BucketNameTakenError) return s3err(e.by === 'yours' ? 'BucketAlreadyOwnedByYou' : 'BucketAlreadyExists', e.message, { BucketName: e.bucket });
  if (e instanceof D.TooManyBucketsError) return s3err('TooManyBuckets', e.message);
  if (e instanceof D.BucketNotEmptyError) return s3err('BucketNotEmpty', e.message, { BucketName: e.bucket });
  if (e instanceof D.QuotaExceededError) return s3err('QuotaExceeded', e.message);
  if (e instanceof D.TooBusyError) return s3err('SlowDown', e.message, {}, { 'retry-after': '1' });
  if (e instanceof D.TooManyUploadsError) return s3err('InvalidRequest', e.message);
  if (e instanceof D.NoSuchUploadError) return s3err('NoSuchUpload', e.message, { UploadId: e.uploadId });
  if (e instanceof D.InvalidPartNumberError) return s3err('InvalidArgument', e.message, { ArgumentName: 'partNumber', ArgumentValue: e.raw });
  if (e instanceof D.NoPartsListedError) return s3err('MalformedXML', e.message);
  if (e instanceof D.InvalidPartOrderError) return s3err('InvalidPartOrder', e.message, { UploadId: e.uploadId });
  if (e instanceof D.InvalidPartError) return s3err('InvalidPart', e.message, e.partNumber === null ? { UploadId: e.uploadId } : { UploadId: e.uploadId, PartNumber: String(e.partNumber) });
  if (e instanceof D.PartTooSmallError) return s3err('EntityTooSmall', e.message, { ProposedSize: String(e.size), MinSizeAllowed: String(e.minimum), PartNumber: String(e.partNumber) });
  if (e instanceof D.NoSuchKeyError) return s3err('NoSuchKey', e.message, { Key: e.key });
  if (e instanceof D.NoSuchVersionError) return s3err('NoSuchVersion', e.message, { Key: e.key, VersionId: e.versionId });
  if (e instanceof D.InvalidTagError) return s3err('InvalidTag', e.message);
  if (e instanceof D.PreconditionFailedError) return s3err('PreconditionFailed', e.message, { Condition: e.condition });
  if (e instanceof D.InvalidCorsConfigurationError) return s3err('InvalidRequest', e.message);
  if (e instanceof D.InvalidLifecycleConfigurationError) return s3err('InvalidArgument', e.message);
  if (e instanceof D.MalformedPolicyError) return s3err('MalformedPolicy', e.message);
  if (e instanceof D.PublicAccessBlockedError) return s3err('AccessDenied', e.message);
  if (e instanceof D.NoSuchBucketPolicyError) return s3err('NoSuchBucketPolicy', e.message, { BucketName: e.bucket });
  if (e instanceof D.ObjectLockedError) return s3err('AccessDenied', e.message);
  if (e instanceof D.ObjectLockStateError || e instanceof D.SnapshotsVersioningError) return s3err('InvalidBucketState', e.message);
  if (e instanceof D.InvalidLockRequestError) return s3err('InvalidRequest', e.message);
  if (e instanceof D.NoObjectLockConfigurationError) return s3err('ObjectLockConfigurationNotFoundError', e.message, { BucketName: e.bucket });
  if (e instanceof D.NoObjectRetentionError) return s3err('NoSuchObjectLockConfiguration', e.message);
  // A domain error without a mapping is a bug of ours (domain-errors.test.ts fails first).
  return s3err('InternalError', 'We encountered an internal error. Please try again.');
}
