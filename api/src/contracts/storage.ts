import { z } from 'zod';

/**
 * The storage plane's rules shared by the S3 gateway (the authority) and the console's bucket
 * browser: bucket naming, limits, which services hold buckets. Pure zod.
 */

/** Service types that hold S3 buckets (block storage is not object storage). */
export const S3_SERVICE_TYPES = ['Object Storage', 'Backup Storage'] as const;
export const isS3ServiceType = (t: string) => (S3_SERVICE_TYPES as readonly string[]).includes(t);

/** Regions as S3 names them: every service is in Nairobi; multi-region ones also in Dar es Salaam. */
export const S3_REGION = 'nbo1';
export const S3_SECONDARY_REGION = 'dar1';

/** A GB of quota, metering and billing is 2^30 bytes (contracts/bytes.ts, with the formatter). */
export { BYTES_PER_GB } from './bytes';
import { BYTES_PER_GB } from './bytes';

export const LIMITS = {
  maxBucketsPerCustomer: 100,
  maxKeyBytes: 1024,
  maxMetadataBytes: 2048,
  maxSinglePutBytes: 5 * BYTES_PER_GB,
  maxPartBytes: 5 * BYTES_PER_GB,
  minPartBytes: 5 * 1024 * 1024,
  maxParts: 10_000,
  maxKeysPerPage: 1000,
  maxDeleteObjects: 1000,
  /** Longest validity of a presigned URL (S3's limit). */
  maxPresignSeconds: 7 * 24 * 3600,
  /** Writes (PUT, copy, part) in flight at once: per service, per object key, per multipart upload. Past them: 503 SlowDown. */
  maxConcurrentWritesPerService: 128,
  maxConcurrentWritesPerKey: 16,
  maxConcurrentPartsPerUpload: 32,
  /** Multipart uploads begun and neither completed nor aborted, per service. */
  maxUnfinishedUploadsPerService: 1000,
} as const;

/**
 * S3's bucket naming rules (general purpose buckets): 3–63 characters of lower-case letters,
 * digits, dots and hyphens; a letter or digit at both ends; no "..", not an IP address; none of
 * S3's reserved prefixes and suffixes.
 */
export function bucketNameProblem(name: string): string | null {
  if (name.length < 3 || name.length > 63) return 'Bucket names are 3 to 63 characters long';
  if (!/^[a-z0-9.-]+$/.test(name)) return 'Bucket names use only lower-case letters, digits, dots and hyphens';
  if (!/^[a-z0-9].*[a-z0-9]$/.test(name)) return 'Bucket names begin and end with a letter or digit';
  if (name.includes('..')) return 'Bucket names cannot contain two dots in a row';
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(name)) return 'Bucket names cannot look like an IP address';
  if (/^(xn--|sthree-|amzn-s3-demo-)/.test(name) || /(-s3alias|--ol-s3|\.mrap|--x-s3|--table-s3)$/.test(name)) return 'That bucket name uses a reserved prefix or suffix';
  return null;
}

export const bucketNameSchema = z
  .string({ error: 'Bucket name is required' })
  .trim()
  .superRefine((v, ctx) => {
    const problem = bucketNameProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** S3 object lock retention modes: GOVERNANCE can be lifted by a key with the bypass permission; COMPLIANCE by nobody. */
export const LOCK_MODES = ['GOVERNANCE', 'COMPLIANCE'] as const;
export type LockMode = (typeof LOCK_MODES)[number];
/** The longest default retention S3 takes (100 years). */
export const MAX_RETENTION_DAYS = 36500;
export const lockModeSchema = z.enum(LOCK_MODES, { message: 'Choose GOVERNANCE or COMPLIANCE' });
/** A default retention as the console sets it: a mode and whole days (S3's own limit: 100 years). */
export const retentionDaysSchema = z
  .number({ message: 'Enter a whole number of days from 1 to 36500' })
  .int('Enter a whole number of days from 1 to 36500')
  .min(1, 'Enter a whole number of days from 1 to 36500')
  .max(MAX_RETENTION_DAYS, 'Enter a whole number of days from 1 to 36500');
export const defaultRetentionSchema = z.object({ mode: lockModeSchema, days: retentionDaysSchema });

/** A new bucket; object lock (which turns versioning on, for good) may come with a default retention. */
export const createBucketSchema = z
  .object({
    serviceId: z.string().regex(/^\d{1,10}$/, 'Unknown service'),
    name: bucketNameSchema,
    objectLock: z.boolean().nullish(),
    defaultRetention: defaultRetentionSchema.nullish(),
  })
  .refine((b) => !b.defaultRetention || b.objectLock, { message: 'A default retention needs object lock', path: ['defaultRetention'] });

/** Object keys as the console sends them: 1–1024 bytes of UTF-8. */
/** A key or key prefix: at most 1024 bytes of UTF-8, no NUL character (no database can hold one; S3 refuses it too). */
export const objectPrefixSchema = z
  .string()
  .refine((k) => new TextEncoder().encode(k).length <= LIMITS.maxKeyBytes, 'Object keys are at most 1024 bytes')
  .refine((k) => !k.includes('\u0000'), 'Object keys cannot contain a NUL character');

export const objectKeySchema = z.string().min(1, 'Object key is required').pipe(objectPrefixSchema);

/** Presigned links the console hands out: 1 minute to 12 hours, 1 hour unless asked. */
export const PRESIGN_DEFAULT_SECONDS = 3600;
/**
 * The console's longest link: hours, not S3's 7 days, so a link made from a hijacked session is
 * short-lived even before its owner revokes it (a password change, "sign out everywhere", ...).
 */
export const CONSOLE_PRESIGN_MAX_SECONDS = 43_200; // 12 hours
/** The link lifetimes the console offers (1, 6 and 12 hours). */
export const CONSOLE_PRESIGN_CHOICES = [3_600, 21_600, CONSOLE_PRESIGN_MAX_SECONDS] as const;

/**
 * A key with a `.` or `..` path segment cannot be put in a link: browsers and fetch resolve the
 * segment (even written %2E), so the link would name another key, or another bucket. S3 clients
 * send such keys as they are.
 */
export const linkableKey = (key: string) => !key.split('/').some((segment) => segment === '.' || segment === '..');

/** A key a console link may name (linkableKey). */
const linkKeySchema = objectKeySchema.refine(linkableKey, 'A link cannot name a key with a "." or ".." folder (browsers rewrite it): use an S3 client for this key');

export const presignSchema = z.object({
  bucket: bucketNameSchema,
  key: linkKeySchema,
  method: z.enum(['GET', 'PUT']),
  expiresInSeconds: z
    .number()
    .int('Expiry must be whole seconds')
    .min(60, 'Links last at least a minute')
    .max(CONSOLE_PRESIGN_MAX_SECONDS, 'Links last at most 12 hours')
    .default(PRESIGN_DEFAULT_SECONDS),
  contentType: z.string().max(255).optional().nullable(),
  versionId: z.lazy(() => versionIdSchema).optional().nullable(),
});

/** The methods a bucket's CORS rule may allow (S3: these five, case-sensitive). */
export const CORS_METHODS = ['GET', 'PUT', 'POST', 'DELETE', 'HEAD'] as const;
export type CorsMethod = (typeof CORS_METHODS)[number];

/** An origin or a header name of a CORS rule: visible ASCII (it goes back out in headers), at most one `*`. */
const corsValue = z
  .string()
  .trim()
  .regex(/^[\x21-\x7e]{1,1024}$/, 'Origins and headers are 1 to 1024 visible characters, without spaces')
  .refine((v) => v.split('*').length <= 2, 'Use at most one * in each origin or header');

/** One CORS rule as the console edits it (S3's CORSRule; the S3 API checks the same in storage/domain/cors.ts). */
export const corsRuleSchema = z.object({
  id: z.string().trim().max(255, 'A rule ID is at most 255 characters').optional().nullable(),
  allowedOrigins: z.array(corsValue).min(1, 'Add at least one allowed origin'),
  allowedMethods: z.array(z.enum(CORS_METHODS, { error: 'Choose at least one method' })).min(1, 'Choose at least one method'),
  allowedHeaders: z.array(corsValue),
  exposeHeaders: z.array(corsValue.refine((v) => !v.includes('*'), 'Exposed headers cannot use *')),
  maxAgeSeconds: z.number({ error: 'Max age is a whole number of seconds from 0 to 2147483647' }).int('Max age is a whole number of seconds from 0 to 2147483647').min(0, 'Max age is a whole number of seconds from 0 to 2147483647').max(2_147_483_647, 'Max age is a whole number of seconds from 0 to 2147483647').optional().nullable(),
});
export type CorsRuleInput = z.infer<typeof corsRuleSchema>;

/** A bucket's whole CORS configuration (an empty list removes it). */
export const putBucketCorsSchema = z.object({
  bucket: bucketNameSchema,
  rules: z.array(corsRuleSchema).max(100, 'A bucket has at most 100 CORS rules'),
});

/**
 * Making a bucket public from the console (or private again): the whole bucket or a key prefix,
 * and, to make it public, the bucket's name typed again (type-to-confirm).
 */
export const setBucketPublicAccessSchema = z
  .object({
    bucket: bucketNameSchema,
    public: z.boolean(),
    prefix: objectPrefixSchema
      .refine((p) => !/[*?]/.test(p), 'A prefix cannot contain * or ?')
      .nullish()
      .transform((p) => p ?? ''),
    confirm: z.string().nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.public && (v.confirm ?? '').trim() !== v.bucket) ctx.addIssue({ code: 'custom', path: ['confirm'], message: 'Type the bucket name to confirm that it becomes public' });
  });

/**
 * Account-level Block Public Access: the four flags for every bucket of the account. Turning a
 * flag off that is on needs `confirm` typed as ACCOUNT_BLOCK_CONFIRM (the service checks it
 * against the stored flags; the console's form disables its button until it is typed).
 */
export const ACCOUNT_BLOCK_CONFIRM = 'confirm';
export const putAccountPublicAccessBlockSchema = z.object({
  blockPublicAcls: z.boolean(),
  ignorePublicAcls: z.boolean(),
  blockPublicPolicy: z.boolean(),
  restrictPublicBuckets: z.boolean(),
  confirm: z.string().max(64).nullish(),
});
export const accountBlockConfirmed = (confirm: string | null | undefined) => (confirm ?? '').trim().toLowerCase() === ACCOUNT_BLOCK_CONFIRM;

/**
 * Object tags (S3's limits): at most 10 per object, keys of 1 to 128 characters and values of at
 * most 256 (Unicode characters, not bytes), unique keys, none under the `aws:` prefix, and only
 * letters, digits, spaces and `+ - = . _ : / @`. The S3 gateway refuses a broken set with
 * InvalidTag and these texts (S3's own); the console's form checks the same rules before it sends.
 */
export const TAG_LIMITS = { maxTags: 10, maxKeyChars: 128, maxValueChars: 256 } as const;

export interface ObjectTag {
  key: string;
  value: string;
}

const TAG_CHARS = /^[\p{L}\p{Z}\p{N}_.:/=+\-@]*$/u;
const chars = (s: string) => Array.from(s).length;

/** What is wrong with a tag set, in S3's words, or null when S3 would store it. */
export function objectTagsProblem(tags: readonly ObjectTag[]): string | null {
  if (tags.length > TAG_LIMITS.maxTags) return `Object tags cannot be greater than ${TAG_LIMITS.maxTags}`;
  const seen = new Set<string>();
  for (const { key, value } of tags) {
    if (chars(key) > TAG_LIMITS.maxKeyChars) return `The TagKey you have provided is too long, max ${TAG_LIMITS.maxKeyChars}`;
    if (chars(value) > TAG_LIMITS.maxValueChars) return `The TagValue you have provided is too long, max ${TAG_LIMITS.maxValueChars}`;
    if (!key || !TAG_CHARS.test(key)) return 'The TagKey you have provided is invalid';
    if (!TAG_CHARS.test(value)) return 'The TagValue you have provided is invalid';
    if (key.toLowerCase().startsWith('aws:')) return 'Your TagKey cannot be prefixed with aws:';
    if (seen.has(key)) return 'Cannot provide multiple Tags with the same key';
    seen.add(key);
  }
  return null;
}

/** A tag set as the console sends it: the same rules, checked as one (S3 refuses the whole set). */
export const objectTagsSchema = z.array(z.object({ key: z.string(), value: z.string() })).superRefine((tags, ctx) => {
  const problem = objectTagsProblem(tags);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

export const putObjectTagsSchema = z.object({
  bucket: bucketNameSchema,
  key: objectKeySchema,
  tags: objectTagsSchema,
});

/**
 * An S3 version id as this store writes them (32 URL-safe characters) or Ceph RGW does (31 of
 * letters, digits, '-' and '.'), or "null". The S3 edge checks the same pattern.
 */
export const VERSION_ID_PATTERN = /^(null|[A-Za-z0-9_-]{32}|[A-Za-z0-9._-]{31})$/;
export const versionIdSchema = z.string().regex(VERSION_ID_PATTERN, 'That is not a version id of this object');

/** The console's versioning switch. */
export const setBucketVersioningSchema = z.object({ name: bucketNameSchema, enabled: z.boolean() });

/** What the console's version dialog names. */
export const objectVersionSchema = z.object({ bucket: bucketNameSchema, key: objectKeySchema, versionId: versionIdSchema });
/** A version to restore through a presigned CopyObject link (see linkableKey). */
export const versionRestoreLinkSchema = objectVersionSchema.extend({ key: linkKeySchema });

/** The word typed to confirm deleting a version that holds data (it cannot be undone). */
export const DELETE_VERSION_CONFIRM = 'delete';
export const deleteObjectVersionSchema = objectVersionSchema.extend({ confirm: z.string().optional().nullable() });

/** The retention periods a Backup Storage bucket offers (the spec's "kept 7, 30 or 365 days"); 30 days GOVERNANCE when none is chosen. */
export const BACKUP_RETENTION_DAYS = [7, 30, 365] as const;
export const DEFAULT_BACKUP_RETENTION = { mode: 'GOVERNANCE' as LockMode, days: 30 };
export const backupRetentionSchema = z.object({
  mode: z.enum(LOCK_MODES, { message: 'Choose GOVERNANCE or COMPLIANCE' }),
  days: z.union([z.literal(7), z.literal(30), z.literal(365)], { message: 'Choose 7, 30 or 365 days' }),
});

/**
 * The console's default retention of a bucket (PutObjectLockConfiguration): a mode with days or
 * years, or no mode and neither to clear it. The domain checks the period (checkDefaultRetention).
 */
export const setBucketDefaultRetentionSchema = z
  .object({ name: bucketNameSchema, mode: lockModeSchema.nullish(), days: retentionDaysSchema.nullish(), years: z.number().int().min(1).max(100).nullish() })
  .refine((r) => (r.mode ? (r.days == null) !== (r.years == null) : r.days == null && r.years == null), { message: 'Give a mode with days or years, or neither to clear the default retention', path: ['days'] });

/** A legal hold on one version, on or off. */
export const setObjectLegalHoldSchema = objectVersionSchema.extend({ on: z.boolean() });

/** A retention extended to a later date (the domain refuses a shorter one). */
export const extendObjectRetentionSchema = objectVersionSchema.extend({
  mode: lockModeSchema,
  until: z.coerce.date({ message: 'Choose a date' }),
});
