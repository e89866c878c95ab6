import { AppError } from '../../../common/errors';
import { toAppError } from '../console/errors';
import { s3ErrorOf } from './domain-errors';
import { S3Error } from './errors';
import * as D from '../domain/errors';

/** One of each refusal the storage domain can throw. */
const samples: D.StorageError[] = [
  new D.NoSuchBucketError('photos'),
  new D.ForeignBucketError(7, 'photos'),
  new D.PermissionDeniedError('write'),
  new D.OutOfKeyScopeError('bucket'),
  new D.OutOfKeyScopeError('account'),
  new D.ServiceSuspendedError('Media', 'disabled', 'photos'),
  new D.StorageOnHoldError('INV-2026-10-000042', new Date('2026-11-15T00:00:00Z')),
  new D.UnknownServiceError(),
  new D.ServiceCannotHoldBucketsError('Disks'),
  new D.NoStorageServiceError(),
  new D.InvalidLocationError('nbo1', 'dar1'),
  new D.InvalidBucketNameError('Bad_Name', 'bucket names use only lower-case letters, digits, dots and hyphens'),
  new D.BucketNameTakenError('photos', 'yours'),
  new D.BucketNameTakenError('photos', 'taken'),
  new D.BucketNameTakenError('photos', 'reserved'),
  new D.TooManyBucketsError(100),
  new D.BucketNotEmptyError('photos'),
  new D.QuotaExceededError('Media', 50),
  new D.TooBusyError('too many writes to this key at once'),
  new D.TooManyUploadsError('Media', 1000),
  new D.NoSuchUploadError('u1'),
  new D.InvalidPartNumberError('0'),
  new D.NoPartsListedError(),
  new D.InvalidPartOrderError('u1'),
  new D.InvalidPartError('u1', 3),
  new D.InvalidPartError('u1', null, 'A part changed while the upload was being completed.'),
  new D.PartTooSmallError(100, 5 * 1024 * 1024, 1),
  new D.PreconditionFailedError('If-None-Match'),
  new D.InvalidCorsConfigurationError('Found unsupported HTTP method in CORS config. Unsupported method is PATCH'),
  new D.InvalidLifecycleConfigurationError("'Days' for Expiration action must be a positive integer"),
  new D.NoSuchKeyError('a.txt'),
  new D.NoSuchVersionError('a.txt', 'null'),
  new D.InvalidTagError('Object tags cannot be greater than 10'),
  new D.MalformedPolicyError('Policy has invalid resource'),
  new D.PublicAccessBlockedError('policy', 'photos'),
  new D.PublicAccessBlockedError('acl', 'photos'),
  new D.NoSuchBucketPolicyError('photos'),
  new D.ObjectLockedError('a.txt'),
  new D.ObjectLockStateError('needs-versioning'),
  new D.ObjectLockStateError('cannot-suspend'),
  new D.SnapshotsVersioningError(),
  new D.InvalidLockRequestError('Bucket is missing Object Lock Configuration'),
  new D.NoObjectLockConfigurationError('photos'),
  new D.NoObjectRetentionError('a.txt'),
];

describe('the storage domain errors, mapped once at each edge', () => {
  it('has a sample of every error class the domain exports (a new class needs a mapping at both edges)', () => {
    const classes = Object.values(D).filter((v): v is typeof D.NoSuchBucketError => typeof v === 'function' && v.prototype instanceof D.StorageError);
    expect(classes.length).toBeGreaterThan(20);
    expect(classes.filter((c) => !samples.some((s) => s.constructor === c)).map((c) => c.name)).toEqual([]);
  });

  it.each(samples.map((e) => [e.name, e] as const))('%s is an S3 error with its own code, not an InternalError', (_name, e) => {
    const s3 = s3ErrorOf(e);
    expect(s3).toBeInstanceOf(S3Error);
    expect(s3.code).not.toBe('InternalError');
    expect(s3.status).toBeLessThan(500 + (s3.code === 'SlowDown' ? 4 : 0));
    expect(s3.cause).toBe(e);
  });

  it.each(samples.map((e) => [e.name, e] as const))('%s is an API error at the console', (_name, e) => {
    expect(toAppError(e)).toBeInstanceOf(AppError);
  });

  it('keeps S3’s codes, texts and details where clients and tests read them', () => {
    const pick = (e: D.StorageError) => {
      const s = s3ErrorOf(e);
      return [s.code, s.status, s.message, s.details, s.headers];
    };
    expect(pick(new D.ForeignBucketError(7, 'photos'))).toEqual(['AccessDenied', 403, 'Access Denied', {}, {}]);
    expect(pick(new D.QuotaExceededError('Media', 50))).toEqual(['QuotaExceeded', 403, 'This upload would take the service "Media" over its 50 GB. Delete objects or resize the service.', {}, {}]);
    expect(pick(new D.TooBusyError('x'))).toEqual(['SlowDown', 503, 'Please reduce your request rate: x.', {}, { 'retry-after': '1' }]);
    expect(pick(new D.BucketNameTakenError('photos', 'yours'))[0]).toBe('BucketAlreadyOwnedByYou');
    expect(pick(new D.NoSuchKeyError('a.txt'))).toEqual(['NoSuchKey', 404, 'The specified key does not exist.', { Key: 'a.txt' }, {}]);
    expect(pick(new D.ObjectLockedError('a.txt'))).toEqual(['AccessDenied', 403, 'Access Denied because object protected by object lock.', {}, {}]);
    expect(pick(new D.ObjectLockStateError('cannot-suspend'))[0]).toBe('InvalidBucketState');
    expect(pick(new D.SnapshotsVersioningError())[0]).toBe('InvalidBucketState');
    expect(pick(new D.NoObjectLockConfigurationError('photos'))).toEqual(['ObjectLockConfigurationNotFoundError', 404, 'Object Lock configuration does not exist for this bucket', { BucketName: 'photos' }, {}]);
    expect(pick(new D.NoObjectRetentionError('a.txt'))[0]).toBe('NoSuchObjectLockConfiguration');
    expect(pick(new D.NoSuchVersionError('a.txt', 'null'))).toEqual(['NoSuchVersion', 404, 'The specified version does not exist.', { Key: 'a.txt', VersionId: 'null' }, {}]);
    expect(pick(new D.InvalidTagError('Cannot provide multiple Tags with the same key'))).toEqual(['InvalidTag', 400, 'Cannot provide multiple Tags with the same key', {}, {}]);
    expect(pick(new D.BucketNameTakenError('photos', 'reserved'))[0]).toBe('BucketAlreadyExists');
    expect(pick(new D.StorageOnHoldError('INV-2026-10-000042', new Date('2026-11-15T00:00:00Z')))).toEqual([
      'AccountProblem',
      403,
      'Your storage is on hold: invoice INV-2026-10-000042, due on 2026-11-15, is unpaid. Pay it on the Billing page to restore access; your data is kept.',
      {},
      {},
    ]);
    expect(pick(new D.PartTooSmallError(100, 5242880, 2))).toEqual([
      'EntityTooSmall',
      400,
      'Your proposed upload is smaller than the minimum allowed object size.',
      { ProposedSize: '100', MinSizeAllowed: '5242880', PartNumber: '2' },
      {},
    ]);
  });

  it('tells the console user what S3 would not: the bucket name rule broken, a taken name, and nothing about others’ buckets', () => {
    const app = (e: D.StorageError) => {
      const a = toAppError(e) as AppError;
      return [a.extensions.code, a.message, a.extensions.field];
    };
    expect(app(new D.InvalidBucketNameError('Bad', 'bucket names use only lower-case letters, digits, dots and hyphens'))).toEqual(['BAD_USER_INPUT', 'bucket names use only lower-case letters, digits, dots and hyphens', 'name']);
    expect(app(new D.BucketNameTakenError('photos', 'taken'))).toEqual(['CONFLICT', 'That bucket name is taken: bucket names are shared by every customer. Choose another.', 'name']);
    expect(app(new D.ForeignBucketError(7, 'photos'))).toEqual(['NOT_FOUND', 'Bucket not found', undefined]);
    expect(app(new D.NoSuchBucketError('photos'))).toEqual(['NOT_FOUND', 'Bucket not found', undefined]);
    expect(app(new D.QuotaExceededError('Media', 50))[0]).toBe('FORBIDDEN');
  });
});
