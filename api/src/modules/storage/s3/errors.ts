/**
 * S3 errors: every refusal of the gateway is one of these, answered as S3's XML error document
 * with the status S3 uses for that code (https://docs.aws.amazon.com/AmazonS3/latest/API/ErrorResponses.html).
 */
const STATUS = {
  AccessControlListNotSupported: 400,
  AccessDenied: 403,
  /** A CORS preflight no rule allows (S3's code for it). */
  AccessForbidden: 403,
  AccountProblem: 403,
  AuthorizationHeaderMalformed: 400,
  AuthorizationQueryParametersError: 400,
  BadDigest: 400,
  /** A CORS preflight without an Origin. */
  BadRequest: 400,
  BucketAlreadyExists: 409,
  BucketAlreadyOwnedByYou: 409,
  BucketNotEmpty: 409,
  EntityTooLarge: 400,
  EntityTooSmall: 400,
  IncompleteBody: 400,
  InternalError: 500,
  InvalidAccessKeyId: 403,
  InvalidArgument: 400,
  InvalidBucketName: 400,
  InvalidDigest: 400,
  InvalidLocationConstraint: 400,
  InvalidPart: 400,
  InvalidPolicyDocument: 400,
  InvalidBucketState: 409,
  InvalidPartOrder: 400,
  InvalidRange: 416,
  InvalidRequest: 400,
  InvalidTag: 400,
  InvalidURI: 400,
  KeyTooLongError: 400,
  MalformedPOSTRequest: 400,
  MalformedPolicy: 400,
  MalformedXML: 400,
  MaxPostPreDataLengthExceeded: 400,
  MetadataTooLarge: 400,
  MethodNotAllowed: 405,
  MissingContentLength: 411,
  MissingSecurityHeader: 400,
  NoSuchBucket: 404,
  NoSuchBucketPolicy: 404,
  NoSuchCORSConfiguration: 404,
  NoSuchKey: 404,
  NoSuchLifecycleConfiguration: 404,
  NoSuchObjectLockConfiguration: 404,
  NoSuchTagSet: 404,
  NoSuchUpload: 404,
  NoSuchVersion: 404,
  NotImplemented: 501,
  ObjectLockConfigurationNotFoundError: 404,
  PreconditionFailed: 412,
  QuotaExceeded: 403,
  RequestTimeTooSkewed: 403,
  ServiceUnavailable: 503,
  SignatureDoesNotMatch: 403,
  SlowDown: 503,
  TooManyBuckets: 400,
  XAmzContentSHA256Mismatch: 400,
} as const;

export type S3ErrorCode = keyof typeof STATUS;

export class S3Error extends Error {
  readonly status: number;
  constructor(
    readonly code: S3ErrorCode,
    message: string,
    /** Extra elements of the error document (BucketName, Key, UploadId…), and headers. */
    readonly details: Record<string, string> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'S3Error';
    this.status = STATUS[code];
  }
}

export const s3err = (code: S3ErrorCode, message: string, details?: Record<string, string>, headers?: Record<string, string>) => new S3Error(code, message, details, headers);

export const accessDenied = (message = 'Access Denied') => s3err('AccessDenied', message);

export const noSuchKey = (key: string) => s3err('NoSuchKey', 'The specified key does not exist.', { Key: key });
export const invalidArgument = (message: string, name?: string, value?: string) =>
  s3err('InvalidArgument', message, name ? { ArgumentName: name, ArgumentValue: value ?? '' } : {});
export const malformedXml = () => s3err('MalformedXML', 'The XML you provided was not well-formed or did not validate against our published schema.');
