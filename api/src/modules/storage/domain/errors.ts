import { API_MESSAGES } from '../../../contracts/api-messages';

/**
 * What the storage domain refuses, in its own terms. The domain never speaks a protocol: the S3
 * edge maps each class once to S3's code and XML (s3/domain-errors.ts), the console edge once to
 * the API's AppError (console/errors.ts). Messages are the English texts both edges show; the
 * data a caller may need (a bucket name, a limit) is on the error, never parsed from the text.
 * s3/domain-errors.test.ts checks that every class here has a mapping at both edges.
 */
export abstract class StorageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** No bucket by that name (or it vanished while the request ran). */
export class NoSuchBucketError extends StorageError {
  constructor(readonly bucket: string) {
    super('The specified bucket does not exist');
  }
}

/**
 * The bucket is another account's. The client learns exactly what any refusal gives (nothing about
 * the owner); the owner's id stays on the server, for the security trail of both accounts.
 */
export class ForeignBucketError extends StorageError {
  constructor(
    readonly ownerId: number,
    readonly bucketName: string,
  ) {
    super('Access Denied');
  }
}

/** The access key lacks the permission the operation needs. */
export class PermissionDeniedError extends StorageError {
  constructor(readonly permission: string) {
    super(`This access key does not have the ${permission} permission.`);
  }
}

/**
 * The access key is limited to chosen buckets (and maybe an object-key prefix), and the request
 * reaches outside them; or it asks for what a scoped key may never do (create or delete a bucket).
 * `what` says which, for the message: S3 answers AccessDenied.
 */
export class OutOfKeyScopeError extends StorageError {
  constructor(readonly what: 'bucket' | 'key' | 'prefix' | 'account') {
    super(
      what === 'bucket'
        ? 'Access Denied: this access key is limited to other buckets.'
        : what === 'key'
          ? 'Access Denied: this access key is limited to object keys under another prefix.'
          : what === 'prefix'
            ? "Access Denied: this access key may list only under its prefix: set the request's prefix to start with it."
            : 'Access Denied: this access key is limited to chosen buckets; it cannot create or delete buckets.',
    );
  }
}

/** The service holding the bucket is not active: all access to its buckets stops. */
export class ServiceSuspendedError extends StorageError {
  constructor(
    readonly serviceName: string,
    readonly status: string,
    readonly bucket: string,
  ) {
    super(`The service "${serviceName}" that holds this bucket is ${status}: access is suspended.`);
  }
}

/**
 * The customer's storage is on hold: an invoice is unpaid past STORAGE_HOLD_AFTER_DAYS after its
 * due date (billing/overdue.ts storageHoldOf). All access stops; the data is kept.
 */
export class StorageOnHoldError extends StorageError {
  constructor(
    readonly invoiceNumber: string,
    readonly dueAt: Date,
  ) {
    super(`Your storage is on hold: invoice ${invoiceNumber}, due on ${dueAt.toISOString().slice(0, 10)}, is unpaid. Pay it on the Billing page to restore access; your data is kept.`);
  }
}

/** A service id that is not one of the caller's. */
export class UnknownServiceError extends StorageError {
  constructor() {
    super('Unknown service.');
  }
}

/** The chosen service cannot take a bucket (not an active Object or Backup Storage service). */
export class ServiceCannotHoldBucketsError extends StorageError {
  constructor(readonly serviceName: string) {
    super(`The service "${serviceName}" cannot hold buckets: it must be an active Object Storage service.`);
  }
}

/** The caller has no service a new bucket could join. */
export class NoStorageServiceError extends StorageError {
  constructor() {
    super('You have no active Object Storage service to hold this bucket: create one on the dashboard (Services).');
  }
}

/** A location the caller's services cannot serve. */
export class InvalidLocationError extends StorageError {
  constructor(
    readonly primary: string,
    readonly secondary: string,
  ) {
    super(`The specified location-constraint is not valid: use ${primary} or ${secondary}.`);
  }
}

/** A bucket name the naming rules refuse; `problem` says which rule. */
export class InvalidBucketNameError extends StorageError {
  constructor(
    readonly bucket: string,
    readonly problem: string,
  ) {
    super(`The specified bucket is not valid: ${problem}.`);
  }
}

/** The name exists: the caller's own (`yours`), someone else's (`taken`), or reserved for another customer's service (`reserved`). */
export class BucketNameTakenError extends StorageError {
  constructor(
    readonly bucket: string,
    readonly by: 'yours' | 'taken' | 'reserved',
  ) {
    super(
      by === 'yours'
        ? 'Your previous request to create the named bucket succeeded and you already own it.'
        : by === 'taken'
          ? 'The requested bucket name is not available. The bucket namespace is shared by all users of the system. Please select a different name and try again.'
          : 'The requested bucket name is not available.',
    );
  }
}

export class TooManyBucketsError extends StorageError {
  constructor(readonly limit: number) {
    super(`You have attempted to create more buckets than allowed (${limit}).`);
  }
}

export class BucketNotEmptyError extends StorageError {
  constructor(readonly bucket: string) {
    super('The bucket you tried to delete is not empty');
  }
}

/** A write that would take the service over its provisioned size. */
export class QuotaExceededError extends StorageError {
  constructor(
    readonly serviceName: string,
    readonly storageGb: number,
  ) {
    super(`This upload would take the service "${serviceName}" over its ${storageGb} GB. Delete objects or resize the service.`);
  }
}

/** Too many writes in flight (per key or per service): retry in a second. */
export class TooBusyError extends StorageError {
  constructor(readonly what: string) {
    super(`Please reduce your request rate: ${what}.`);
  }
}

/** The service has as many unfinished multipart uploads as it may. */
export class TooManyUploadsError extends StorageError {
  constructor(
    readonly serviceName: string,
    readonly limit: number,
  ) {
    super(`The service "${serviceName}" has ${limit} unfinished multipart uploads: complete or abort some first (ListMultipartUploads shows them).`);
  }
}

export class NoSuchUploadError extends StorageError {
  constructor(readonly uploadId: string) {
    super('The specified upload does not exist. The upload ID may be invalid, or the upload may have been aborted or completed.');
  }
}

export class InvalidPartNumberError extends StorageError {
  constructor(readonly raw: string) {
    super('Part number must be an integer between 1 and 10000, inclusive');
  }
}

/** A completion listing no part. */
export class NoPartsListedError extends StorageError {
  constructor() {
    super('You must specify at least one part');
  }
}

export class InvalidPartOrderError extends StorageError {
  constructor(readonly uploadId: string) {
    super('The list of parts was not in ascending order. Parts must be ordered by part number.');
  }
}

/** A listed part that is not there (or has another ETag), or one that changed while completing. */
export class InvalidPartError extends StorageError {
  constructor(
    readonly uploadId: string,
    readonly partNumber: number | null,
    message = "One or more of the specified parts could not be found. The part may not have been uploaded, or the specified entity tag may not match the part's entity tag.",
  ) {
    super(message);
  }
}

/** A part other than the last below the minimum part size. */
export class PartTooSmallError extends StorageError {
  constructor(
    readonly size: number,
    readonly minimum: number,
    readonly partNumber: number,
  ) {
    super('Your proposed upload is smaller than the minimum allowed object size.');
  }
}

/** A conditional write whose condition did not hold. */
export class PreconditionFailedError extends StorageError {
  constructor(readonly condition: string) {
    super('At least one of the pre-conditions you specified did not hold');
  }
}

/** A CORS configuration S3 would refuse (a method S3 does not know, two wildcards in an origin, too many rules…). */
export class InvalidCorsConfigurationError extends StorageError {
  constructor(message: string) {
    super(message);
  }
}

/** A lifecycle configuration S3 would refuse (Days not positive, a Date not at midnight, duplicate rule IDs…), with S3's message. */
export class InvalidLifecycleConfigurationError extends StorageError {
  constructor(message: string) {
    super(message);
  }
}

/** No object under that key (an operation on one object's metadata: its tags). */
export class NoSuchKeyError extends StorageError {
  constructor(readonly key: string) {
    super('The specified key does not exist.');
  }
}

/** A tag set S3 would refuse (too many, too long, a duplicate key, the aws: prefix, a character S3 does not allow). */
export class InvalidTagError extends StorageError {
  constructor(readonly problem: string) {
    super(problem);
  }
}

/** A bucket policy S3 would refuse, or one outside the subset this gateway evaluates (S3's MalformedPolicy, with S3's message). */
export class MalformedPolicyError extends StorageError {
  constructor(message: string) {
    super(message);
  }
}

/**
 * Block Public Access refuses the change: a public policy under BlockPublicPolicy (`policy`), a
 * public-read ACL under BlockPublicAcls (`acl`). S3 answers AccessDenied.
 */
export class PublicAccessBlockedError extends StorageError {
  constructor(
    /** `restricted`: the console's public policy would be put, but ignored under the account's RestrictPublicBuckets. */
    readonly what: 'policy' | 'acl' | 'restricted',
    readonly bucket: string,
    /** Whose setting blocks it: the bucket's own, or the account's (account-level Block Public Access). */
    readonly by: 'bucket' | 'account' = 'bucket',
  ) {
    const level = by === 'account' ? "the account's" : 'the';
    super(
      what === 'policy'
        ? `Access Denied: s3:PutBucketPolicy on resource "arn:aws:s3:::${bucket}" is not allowed because public policies are blocked by ${level} BlockPublicPolicy block public access setting.`
        : what === 'restricted'
          ? `Access Denied: a public policy on "arn:aws:s3:::${bucket}" would be ignored because of ${level} RestrictPublicBuckets block public access setting.`
          : `Access Denied: public ACLs on "arn:aws:s3:::${bucket}" are blocked by ${level} BlockPublicAcls block public access setting.`,
    );
  }
}

/** The bucket has no policy (GetBucketPolicy). */
export class NoSuchBucketPolicyError extends StorageError {
  constructor(readonly bucket: string) {
    super('The bucket policy does not exist');
  }
}

/** A version id the key does not have (or a delete marker, which holds no object to act on). */
export class NoSuchVersionError extends StorageError {
  constructor(
    readonly key: string,
    readonly versionId: string,
  ) {
    super('The specified version does not exist.');
  }
}

/** A version under object lock (an unexpired retention, or a legal hold) cannot be removed or its retention weakened (S3: AccessDenied). */
export class ObjectLockedError extends StorageError {
  constructor(readonly key: string) {
    super('Access Denied because object protected by object lock.');
  }
}

/** Object lock and the bucket's versioning disagree: lock needs versioning Enabled, and a locked bucket cannot be suspended (S3: InvalidBucketState). */
export class ObjectLockStateError extends StorageError {
  constructor(readonly problem: 'needs-versioning' | 'cannot-suspend') {
    super(
      problem === 'needs-versioning'
        ? "Versioning must be 'Enabled' on the bucket to apply a Object Lock configuration"
        : 'An Object Lock configuration is present on this bucket, so the versioning state cannot be changed.',
    );
  }
}

/** Versioning cannot be suspended while the service's daily snapshots are on: they keep every replaced version for their days (S3: InvalidBucketState). */
export class SnapshotsVersioningError extends StorageError {
  constructor() {
    super(API_MESSAGES.snapshotsHoldVersioning);
  }
}

/** An object lock request S3 refuses as InvalidRequest: lock arguments on a bucket without object lock, a past date, a COMPLIANCE retention shortened. */
export class InvalidLockRequestError extends StorageError {}

/** The bucket has no object lock configuration (GetObjectLockConfiguration). */
export class NoObjectLockConfigurationError extends StorageError {
  constructor(readonly bucket: string) {
    super('Object Lock configuration does not exist for this bucket');
  }
}

/** The version has no retention, or no legal hold was ever set (GetObjectRetention, GetObjectLegalHold). */
export class NoObjectRetentionError extends StorageError {
  constructor(readonly key: string) {
    super('The specified object does not have a ObjectLock configuration');
  }
}
