/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** What a personal access token may do. Neither scope ever allows administrator operations or account-security changes (password, two-factor authentication, e-mail address, S3 keys, tokens, sessions, IP allow-list, account deletion). */
export type AccessTokenScope =
  /** GraphQL queries and REST GET requests only: mutations and state-changing REST requests answer FORBIDDEN (403). */
  | 'read'
  /** Everything the owner's session may do, queries and mutations, within the limits above. */
  | 'read_write';

/** Whether a personal access token still works. */
export type AccessTokenStatus =
  /** Works until its expiry. */
  | 'active'
  /** Past its expiry date: refused with UNAUTHENTICATED (401). */
  | 'expired'
  /** Revoked by its owner: refused with UNAUTHENTICATED (401). */
  | 'revoked';

/** Kinds of administrative act recorded in the admin audit log. */
export type AdminAuditAction =
  /** Admin rights were granted: an admin account created or an account promoted by the operator. */
  | 'admin_granted'
  /** An admin exported the admin audit log as CSV. */
  | 'audit_log_exported'
  /** A draw's entry list was frozen and committed (by an admin's manual run or by the scheduler). */
  | 'draw_committed'
  /** A committed draw was revealed: its winner was drawn. */
  | 'draw_revealed'
  /** An admin set the exchange rate of USD or EUR (approximate amounts shown beside KSh). */
  | 'exchange_rate_set'
  /** An admin recorded money received against a customer's invoice. */
  | 'payment_recorded'
  /** An admin created a promotion. */
  | 'promotion_created'
  /** An admin edited a promotion (including switching it on or off). */
  | 'promotion_updated'
  /** An admin lifted a service's suspension. */
  | 'service_reinstated'
  /** An admin suspended a customer's service. */
  | 'service_suspended'
  /** An admin changed a support ticket's status. */
  | 'support_ticket_updated';

/** Which entries of the admin audit log to show or export; every part is optional. */
export type AdminAuditFilter = {
  /** Only this kind of act. */
  action?: AdminAuditAction | null | undefined;
  /** Only acts by this admin (a user id from adminAuditActors), or `system` for the scheduler's and the operator's. */
  actorId?: string | number | null | undefined;
  /** Only acts at or after this time. */
  from?: string | null | undefined;
  /** Only acts before this time (exclusive). */
  to?: string | null | undefined;
};

/** Filter of the admin invoice list. */
export type AdminInvoiceFilter =
  /** Every invoice. */
  | 'all'
  /** Not paid in full and past the due date. */
  | 'overdue'
  /** Paid in full. */
  | 'paid'
  /** Not paid in full (pending or overdue). */
  | 'unpaid';

/** Alert severity. */
export type AlertSeverity =
  /** Needs action now. */
  | 'high'
  /** For information. */
  | 'low'
  /** Needs attention soon. */
  | 'medium';

/** What an S3 access key may do on the storage endpoint. */
export type ApiKeyPermission =
  /** Remove or shorten a GOVERNANCE object lock retention, with the x-amz-bypass-governance-retention header (S3's s3:BypassGovernanceRetention). */
  | 'bypassGovernance'
  /** Delete objects and buckets. */
  | 'delete'
  /** List and download (GET, HEAD). */
  | 'read'
  /** Upload and create (PUT, POST, multipart). */
  | 'write';

/** Whether an S3 access key works. */
export type ApiKeyStatus =
  /** Works (until its expiry, if any). */
  | 'active'
  /** Switched off by its owner; can be reactivated. */
  | 'inactive';

/** How the billing summary groups spending. */
export type BillingPeriod =
  /** By month. */
  | 'monthly'
  /** By year. */
  | 'yearly';

/** One CORS rule (see BucketCorsRule). */
export type BucketCorsRuleInput = {
  /** Request headers allowed, each at most one * wildcard. */
  allowedHeaders: Array<string>;
  /** At least one of GET, PUT, POST, DELETE, HEAD. */
  allowedMethods: Array<string>;
  /** At least one origin, each at most one * wildcard. */
  allowedOrigins: Array<string>;
  /** Response headers exposed to the page (no wildcard). */
  exposeHeaders: Array<string>;
  /** Optional name of the rule, at most 255 characters. */
  id?: string | null | undefined;
  /** Seconds a browser may keep a preflight's answer, 0 to 2147483647. */
  maxAgeSeconds?: number | null | undefined;
};

/** Abort of unfinished multipart uploads. */
export type BucketLifecycleAbortUploadInput = {
  /** Days after the upload was started, a positive whole number. */
  daysAfterInitiation: number;
};

/** Expiry of current versions: exactly one of days, date or expiredObjectDeleteMarker. */
export type BucketLifecycleExpirationInput = {
  /** A date at midnight UTC (2027-01-01 or 2027-01-01T00:00:00Z). */
  date?: string | null | undefined;
  /** Days after an object was written, a positive whole number. */
  days?: number | null | undefined;
  /** Remove a delete marker that is the only version left of its key. */
  expiredObjectDeleteMarker?: boolean | null | undefined;
};

/** Which objects a lifecycle rule applies to (see BucketLifecycleFilter); every condition given must hold. */
export type BucketLifecycleFilterInput = {
  /** Only objects larger than this many bytes. */
  objectSizeGreaterThan?: number | null | undefined;
  /** Only objects smaller than this many bytes (greater than objectSizeGreaterThan). */
  objectSizeLessThan?: number | null | undefined;
  /** Key prefix; null or empty for any key. */
  prefix?: string | null | undefined;
  /** Tags an object must all carry (not with expiredObjectDeleteMarker or abortIncompleteMultipartUpload). */
  tags?: Array<ObjectTagInput> | null | undefined;
};

/** Expiry of noncurrent versions. */
export type BucketLifecycleNoncurrentExpirationInput = {
  /** How many of the newest noncurrent versions to keep, 1 to 100; null: none kept. */
  newerNoncurrentVersions?: number | null | undefined;
  /** Days after a version stopped being current, a positive whole number. */
  noncurrentDays: number;
};

/** One lifecycle rule (see BucketLifecycleRule); at least one action. */
export type BucketLifecycleRuleInput = {
  /** Abort of unfinished multipart uploads. */
  abortIncompleteMultipartUpload?: BucketLifecycleAbortUploadInput | null | undefined;
  /** Whether the rule runs. */
  enabled: boolean;
  /** Expiry of current versions. */
  expiration?: BucketLifecycleExpirationInput | null | undefined;
  /** Which objects; null: every object of the bucket. */
  filter?: BucketLifecycleFilterInput | null | undefined;
  /** Optional name of the rule, at most 255 characters, unique in the bucket. */
  id?: string | null | undefined;
  /** Expiry of noncurrent versions. */
  noncurrentVersionExpiration?: BucketLifecycleNoncurrentExpirationInput | null | undefined;
};

/** Where a point-in-time restore is. */
export type BucketRestoreStatus =
  /** Finished: every key under the prefix is as it was at the point in time. */
  | 'DONE'
  /** Stopped by a refusal (see error), e.g. the service's quota; what was restored before stays. */
  | 'FAILED'
  /** Waiting for the restore job to pick it up (within seconds). */
  | 'QUEUED'
  /** Being restored, key by key; the counts grow as it goes. */
  | 'RUNNING';

/** A bucket's S3 versioning state (GetBucketVersioning). */
export type BucketVersioning =
  /** Every write keeps the previous version; a delete leaves a delete marker. Every stored version is billed. */
  | 'ENABLED'
  /** Versioning was on and is paused: new writes replace the key's "null" version; versions kept before stay. */
  | 'SUSPENDED'
  /** Never enabled: an overwrite or a delete replaces the object for good. */
  | 'UNVERSIONED';

/** Warning level of the monthly spend alert. */
export type BudgetLevel =
  /** At or above 100 % of the budget (with a budget of 0: as soon as anything is spent). */
  | 'exceeded'
  /** No budget set, or below 75 % of it. */
  | 'none'
  /** At or above 75 % of the budget. */
  | 'warning';

/** Cancel a service for good (type-to-confirm). */
export type CancelCloudStorageServiceInput = {
  /** The service's name, typed exactly (BAD_USER_INPUT 'Type the service name exactly to confirm' otherwise). */
  confirmName: string;
  /** The second confirmation, needed while the service's buckets hold data: they are deleted with it, objects included (CONFLICT without it). */
  deleteData?: boolean | null | undefined;
  /** The service. */
  id: string | number;
};

/** A new password (a signed-in session only; other sessions end). */
export type ChangePasswordInput = {
  /** Required when two-factor authentication is on: a 6-digit code or an unused recovery code. */
  code?: string | null | undefined;
  /** The current password. */
  currentPassword: string;
  /** The new password: the displayed rules, different from the current one. */
  newPassword: string;
  /** Also revoke every personal access token and deactivate every S3 access key of the account (an intruder may have created them); default true. Console links end either way. */
  revokeTokensAndKeys?: boolean | null | undefined;
};

/** Why a signed-in account holds no entries in the draws. */
export type CompetitionIneligibility =
  /** No active cloud storage service. */
  | 'no_active_service'
  /** An invoice is past its due date and not paid in full (the rules require no overdue payments). */
  | 'overdue_invoice'
  /** Administrators do not take part. */
  | 'staff';

/** The second factor of a password sign-in (the challenge cookie from login must be present, else UNAUTHENTICATED). */
export type CompleteTwoFactorLoginInput = {
  /** A 6-digit TOTP code or one unused recovery code. */
  code: string;
};

/** Confirm the enrolment. */
export type ConfirmTwoFactorInput = {
  /** The 6-digit code the app shows now. */
  code: string;
};

/** A new S3 access key pair (a signed-in session only; at most 20 keys). */
export type CreateApiKeyInput = {
  /** Limit the key to these of the caller's buckets (1 to 100 names); null or absent for all buckets. */
  buckets?: Array<string> | null | undefined;
  /** Optional expiry in the future (UTC). */
  expiresAt?: string | null | undefined;
  /** 1 to 64 characters. */
  name: string;
  /** At least one of read, write, delete. */
  permissions: Array<ApiKeyPermission>;
  /** With buckets: only object keys starting with this prefix (at most 256 characters, no leading '/'). */
  prefix?: string | null | undefined;
};

/** A new bucket (S3 naming rules: 3 to 63 lower-case letters, digits, dots and dashes). */
export type CreateBucketInput = {
  /** With objectLock: the retention each new version gets (days only here; see setBucketDefaultRetention). */
  defaultRetention?: DefaultRetentionInput | null | undefined;
  /** 3-63 characters: lower-case letters, digits, dots and hyphens (S3 naming rules). */
  name: string;
  /** Turn S3 object lock on (and versioning with it); it can never be turned off. Backup Storage buckets always have it. */
  objectLock?: boolean | null | undefined;
  /** The Object Storage service that will hold the bucket. */
  serviceId: string | number;
};

/** A new service for the signed-in customer (a read_write token or a session). */
export type CreateCloudStorageServiceInput = {
  /** The price text the form showed (1 to 50 characters); the server sets the stored price from the published prices. */
  cost: string;
  /** Optional human name, 1 to 100 characters (default: "<type> <size> GB"). */
  name?: string | null | undefined;
  /** A catalogue plan, if bought as one. */
  planType?: PlanType | null | undefined;
  /** Where to keep the data (default kenya). */
  region?: DataResidency | null | undefined;
  /** Backup Storage only: days each backup version stays immutable, 7, 30 or 365 (default 30). BAD_USER_INPUT on other types. */
  retentionDays?: number | null | undefined;
  /** Backup Storage only: GOVERNANCE (default) or COMPLIANCE. */
  retentionMode?: RetentionMode | null | undefined;
  /** Object Storage, Block Storage or Backup Storage (1 to 50 characters). */
  serviceType: string;
  /** Size in whole GB, 1 to 1,000,000. */
  storageAmount: number;
};

/** A new personal access token. */
export type CreatePersonalAccessTokenInput = {
  /** When it stops working: in the future, at most 366 days ahead (UTC, ISO-8601). */
  expiresAt: string;
  /** A name to recognise it by (e.g. the script or server that uses it), 1 to 64 characters. */
  name: string;
  /** read (queries and GET only) or read_write. */
  scope: AccessTokenScope;
};

/** A new promotion (administrators only; every field required). */
export type CreatePromotionInput = {
  /** 1 to 2,000 characters. */
  description: string;
  /** Draw schedule. */
  drawType: DrawType;
  /** 1 to 2,000 characters. */
  eligibilityCriteria: string;
  /** End (UTC), after the start. */
  endDate: string;
  /** 1 to 120 characters. */
  name: string;
  /** 1 to 255 characters. */
  prizeDescription: string;
  /** Prize value in whole KSh, 1 to 100,000,000. */
  prizeValue: number;
  /** Start (UTC). */
  startDate: string;
};

/** The support form (anyone; rate limited). */
export type CreateSupportTicketInput = {
  /** What about. */
  category: TicketCategory;
  /** 10 to 5,000 characters. */
  description: string;
  /** A valid address, at most 254 characters. */
  email: string;
  /** 1 to 100 characters. */
  name: string;
  /** How urgent. */
  priority: TicketPriority;
  /** 1 to 150 characters. */
  subject: string;
  /** Mark as urgent. */
  urgent: boolean;
};

/** Where a service keeps its data. */
export type DataResidency =
  /** Kenya only (Nairobi). */
  | 'kenya'
  /** Multi-region Africa (Nairobi and Dar es Salaam). */
  | 'multi_region';

/** A default retention in days (console choices: 7, 30, 365 or any number of days up to 36,500). */
export type DefaultRetentionInput = {
  /** 1 to 36,500 days. */
  days: number;
  /** GOVERNANCE or COMPLIANCE. */
  mode: RetentionMode;
};

/** Delete the account (a signed-in session only). */
export type DeleteAccountInput = {
  /** Required when two-factor authentication is on: a 6-digit code or an unused recovery code. */
  code?: string | null | undefined;
  /** Must be the account's username (type-to-confirm). */
  confirmation: string;
  /** The current password. */
  password: string;
};

/** Delete one of the customer's buckets. */
export type DeleteBucketInput = {
  /** Also delete every object in it (as `aws s3 rb --force`); otherwise only an empty bucket is deleted. */
  force?: boolean | null | undefined;
  /** The bucket (NOT_FOUND for anyone else's). */
  name: string;
};

/** Delete one object. */
export type DeleteObjectInput = {
  /** The bucket. */
  bucket: string;
  /** The object's key. */
  key: string;
};

/** Delete one version of an object for good, or remove a delete marker (which brings the object back). */
export type DeleteObjectVersionInput = {
  /** The bucket. */
  bucket: string;
  /** Type-to-confirm: the word delete, needed when the version holds data (a delete marker needs none). */
  confirm?: string | null | undefined;
  /** The object key. */
  key: string;
  /** The version (see objectVersions). */
  versionId: string;
};

/** Turn two-factor authentication off (a signed-in session only). */
export type DisableTwoFactorInput = {
  /** A current 6-digit code or an unused recovery code (required: two-factor authentication is on). */
  code?: string | null | undefined;
  /** The current password. */
  password: string;
  /** Also revoke every personal access token and deactivate every S3 access key of the account (an intruder may have created them); default true. Console links end either way. */
  revokeTokensAndKeys?: boolean | null | undefined;
};

/** Where a period's draw stands. */
export type DrawRoundStatus =
  /** Drawn: the block arrived and the winner was selected. */
  | 'complete'
  /** Committed: the entry list is frozen and its commitment published; the randomness (a future block) does not exist yet. */
  | 'pending'
  /** Not drawn, with the reason (e.g. the entry list was not frozen before the cut-off). */
  | 'void';

/** How often a promotion draws a winner (20:00 East Africa Time). */
export type DrawType =
  /** Every day at 20:00 EAT. */
  | 'daily'
  /** The first Monday of the month at 20:00 EAT. */
  | 'monthly'
  /** Every Sunday at 20:00 EAT. */
  | 'weekly';

/** What to estimate in the full calculator; quantities per month in GB, 0 to 1,000,000. */
export type EstimateInput = {
  /** Block SSD storage in GB: 0, or 1 to 16,000 (default 0). */
  blockStorageGB?: number | null | undefined;
  /** Edge CDN delivery in GB (beta; default 0). */
  cdnGB?: number | null | undefined;
  /** Data downloaded per month, in GB. */
  egressGB: number;
  /** Add premium support (a monthly fee; default false). */
  premiumSupport?: boolean | null | undefined;
  /** Where the egress goes. */
  region: PricingRegion;
  /** Snapshot storage in GB (default 0). */
  snapshotGB?: number | null | undefined;
  /** Object storage kept, in GB. */
  storageGB: number;
};

/** Extend one version's retention (never shorten it: that is refused with S3's own message). */
export type ExtendObjectRetentionInput = {
  /** The bucket. */
  bucket: string;
  /** The object key. */
  key: string;
  /** GOVERNANCE or COMPLIANCE (a COMPLIANCE retention stays COMPLIANCE). */
  mode: RetentionMode;
  /** The new end of the retention (UTC), later than now and than the current one. */
  until: string;
  /** The version (see objectVersions). */
  versionId: string;
};

/** Payment state of an invoice. */
export type InvoiceStatus =
  /** Unpaid after its due date. */
  | 'overdue'
  /** Paid in full. */
  | 'paid'
  /** Issued, not yet due (due 14 days after the invoice date). */
  | 'pending';

/** Join by e-mail or by username: exactly one of the two (BAD_USER_INPUT otherwise). Rate limited. */
export type JoinCompetitionInput = {
  /** Exactly one of email or username. */
  email?: string | null | undefined;
  /** The account's username (at most 32 characters). */
  username?: string | null | undefined;
};

/** A password sign-in. Throttled per network and per account (TOO_MANY_REQUESTS with retryAfter). */
export type LoginInput = {
  /** E-mail address or username. */
  identifier: string;
  /** The password, at most 1024 characters. A wrong identifier and a wrong password get the same UNAUTHENTICATED. */
  password: string;
};

/** One tag to set on an object. */
export type ObjectTagInput = {
  /** 1 to 128 characters: letters, digits, spaces and + - = . _ : / @ (not beginning with aws:). */
  key: string;
  /** Up to 256 characters of the same set (may be empty). */
  value: string;
};

/** How a payment reached us. */
export type PaymentMethod =
  /** Bank transfer. */
  | 'bank_transfer'
  /** M-Pesa (Paybill). */
  | 'mpesa';

/** Plan length of the catalogue. */
export type PlanType =
  /** 1,000 GB for KSh 2,000, twelve months. */
  | 'annual'
  /** 500 GB for KSh 1,000, six months. */
  | 'biannual'
  /** 100 GB for KSh 200, one month. */
  | 'monthly';

/** What a presigned URL allows: downloading (GET) or uploading (PUT) one object. */
export type PresignMethod =
  /** A download link. */
  | 'GET'
  /** An upload link. */
  | 'PUT';

/** A presigned link to one object of the customer's buckets. */
export type PresignObjectUrlInput = {
  /** The bucket. */
  bucket: string;
  /** GET: make the browser save the file (Content-Disposition: attachment) instead of showing it. */
  download?: boolean | null | undefined;
  /** Validity in seconds, 60 to 43200 (12 hours); default 3600. */
  expiresInSeconds?: number | null | undefined;
  /** The object key (1 to 1,024 bytes). */
  key: string;
  /** GET to download, PUT to upload. */
  method: PresignMethod;
  /** GET: a version of the object (see objectVersions) instead of its current one. */
  versionId?: string | null | undefined;
};

/** Restore an old version as the object's new current version (S3 CopyObject of the version onto its own key): nothing is destroyed. */
export type PresignVersionRestoreInput = {
  /** The bucket. */
  bucket: string;
  /** The object key. */
  key: string;
  /** The version to restore (not a delete marker). */
  versionId: string;
};

/** What to estimate (spec section 3). Quantities per month in GB (1 TB = 1,000 GB), 0 to 1,000,000. */
export type PricingQuoteInput = {
  /** Data downloaded per month, in GB (0 to 1,000,000). */
  egressGB: number;
  /** Where the egress goes. */
  region: PricingRegion;
  /** Object storage kept, in GB (0 to 1,000,000). */
  storageGB: number;
};

/** Egress region of the calculator. */
export type PricingRegion =
  /** Multi-region Africa egress (Nairobi and Dar es Salaam replication). */
  | 'africa'
  /** Regional East Africa egress: KSh 0.40/GB, first 50 GB per month free. */
  | 'east_africa'
  /** Local egress inside Kenya: free and unlimited. */
  | 'kenya';

/** Replace the account's four Block Public Access flags. */
export type PutAccountPublicAccessBlockInput = {
  /** Refuse public ACLs on every bucket. */
  blockPublicAcls: boolean;
  /** Refuse public bucket policies on every bucket. */
  blockPublicPolicy: boolean;
  /** Type-to-confirm: the word confirm, required when a flag that is on is turned off (BAD_USER_INPUT with extensions.field confirm otherwise). */
  confirm?: string | null | undefined;
  /** Ignore public ACLs of every bucket and object. */
  ignorePublicAcls: boolean;
  /** Ignore public bucket policies of every bucket. */
  restrictPublicBuckets: boolean;
};

/** Replace a bucket's CORS rules. */
export type PutBucketCorsInput = {
  /** The bucket (NOT_FOUND for anyone else's). */
  bucket: string;
  /** The whole configuration, at most 100 rules; an empty list removes it. */
  rules: Array<BucketCorsRuleInput>;
};

/** Replace a bucket's lifecycle rules. */
export type PutBucketLifecycleInput = {
  /** The bucket (NOT_FOUND for anyone else's). */
  bucket: string;
  /** The whole configuration, at most 1,000 rules, checked as S3's PutBucketLifecycleConfiguration; an empty list removes it. */
  rules: Array<BucketLifecycleRuleInput>;
};

/** Replace the tags of one object (as S3's PutObjectTagging: the whole set at once). */
export type PutObjectTagsInput = {
  /** The bucket. */
  bucket: string;
  /** The object's key. */
  key: string;
  /** The new tag set: at most 10 tags with unique keys; an empty list removes every tag. */
  tags: Array<ObjectTagInput>;
};

/** A payment an admin records against an invoice. */
export type RecordInvoicePaymentInput = {
  /** Amount received, in cents: more than 0 and at most the invoice's balance. */
  amountCents: number;
  /** The invoice paid (NOT_FOUND if unknown). */
  invoiceId: string | number;
  /** How the money arrived. */
  method: PaymentMethod;
  /** When the money was received (not in the future). */
  paidAt: string;
  /** M-Pesa receipt number (10 letters and digits) or bank transfer reference; recorded once per method. */
  reference: string;
};

/** A new customer account. Every field is required and checked on the server (BAD_USER_INPUT with the field named). */
export type RegisterInput = {
  /** E-mail address, at most 254 characters; stored in lower case. Gets a verification link. */
  email: string;
  /** Given name, 1 to 100 characters. */
  firstName: string;
  /** Family name, 1 to 100 characters. */
  lastName: string;
  /** 8 to 128 characters with upper and lower case letters, a digit and a symbol; not a common password or the person's own names. */
  password: string;
  /** Kenyan mobile number: +2547…, +2541…, 07… or 01… (stored as +254XXXXXXXXX). */
  phone: string;
  /** 3 to 32 letters, digits, dots, dashes or underscores; unique, case-insensitive; no @. */
  username: string;
};

/** Ask for a password reset link. */
export type RequestPasswordResetInput = {
  /** The account's e-mail address. The answer does not say whether an account has it. */
  email: string;
};

/** Set a new password with the token of a reset link (valid 1 hour, once). */
export type ResetPasswordInput = {
  /** The new password (the displayed rules, not a common password, not the person's own names). */
  password: string;
  /** Also revoke every personal access token and deactivate every S3 access key of the account (an intruder may have created them); default true. Console links end either way. */
  revokeTokensAndKeys?: boolean | null | undefined;
  /** The token from the reset link (the part after #token=). */
  token: string;
};

/** Object lock retention modes (S3's): GOVERNANCE can be lifted early by a key with the bypassGovernance permission; COMPLIANCE by nobody, not even the provider. */
export type RetentionMode =
  /** Protected against everyone until the date; it can only be extended. */
  | 'COMPLIANCE'
  /** Protected against everyone except a key with the bypassGovernance permission that sends x-amz-bypass-governance-retention. */
  | 'GOVERNANCE';

/** Delete an S3 access key (a signed-in session only). */
export type RevokeApiKeyInput = {
  /** Must equal the key's name (type-to-confirm). */
  confirmName: string;
  /** ApiKey.id (NOT_FOUND for anyone else's). */
  id: string | number;
};

/** Which token to revoke. */
export type RevokePersonalAccessTokenInput = {
  /** Id of one of the signed-in user's tokens (NOT_FOUND for anyone else's). */
  id: string | number;
};

/** Which session to sign out. */
export type RevokeSessionInput = {
  /** Session.id from mySessions. */
  id: string | number;
};

/** How serious a security event is. */
export type SecuritySeverity =
  /** Act now (a refused sign-in from outside the allow-list, a lock-out). */
  | 'high'
  /** Routine (a sign-in, a setting). */
  | 'low'
  /** Worth a look (a key or token created, a password changed). */
  | 'medium';

/** Which promotion to draw. */
export type SelectWinnerInput = {
  /** The promotion (NOT_FOUND if unknown). */
  promotionId: string | number;
};

/** Lifecycle state of a service. */
export type ServiceStatus =
  /** Running and billed. */
  | 'active'
  /** Cancelled by the customer, for good: its buckets were deleted with it and billing stopped (cancelledAt). Hidden from myServices unless includeCancelled. */
  | 'cancelled'
  /** Switched off by the customer, or suspended by an administrator (see suspension). */
  | 'disabled'
  /** Being provisioned. */
  | 'pending';

/** Switch an S3 access key off or on (a signed-in session only). */
export type SetApiKeyStatusInput = {
  /** ApiKey.id. */
  id: string | number;
  /** active or inactive. */
  status: ApiKeyStatus;
};

/** Set or clear a bucket's default retention; turns object lock on (versioning must be ENABLED), and lock never turns off. */
export type SetBucketDefaultRetentionInput = {
  /** The period in days (or years; one of the two with a mode). */
  days?: number | null | undefined;
  /** GOVERNANCE or COMPLIANCE; null (with no days or years) clears the default retention. */
  mode?: RetentionMode | null | undefined;
  /** The bucket (NOT_FOUND for anyone else's). */
  name: string;
  /** The period in years. */
  years?: number | null | undefined;
};

/** Make a bucket public (anyone may read every object, or those under a prefix) or private again. */
export type SetBucketPublicAccessInput = {
  /** The bucket (NOT_FOUND for anyone else's). */
  bucket: string;
  /** Type-to-confirm: the bucket's name, required to make it public (BAD_USER_INPUT with extensions.field confirm otherwise). */
  confirm?: string | null | undefined;
  /** Only objects under this prefix become public ('' or null: the whole bucket); no * or ?. */
  prefix?: string | null | undefined;
  /** true: public (Block Public Access is turned off for policies); false: private again (its policy removed, Block Public Access back on). */
  public: boolean;
};

/** Turn a bucket's versioning on, or suspend it (a bucket once versioned never returns to unversioned). */
export type SetBucketVersioningInput = {
  /** True: ENABLED; false: SUSPENDED. */
  enabled: boolean;
  /** The bucket. */
  name: string;
};

/** A new exchange rate (administrators only). */
export type SetExchangeRateInput = {
  /** USD or EUR. */
  currency: string;
  /** What one unit costs, in integer cents of KSh: 1 to 10,000,000 (KSh 0.01 to KSh 100,000). */
  kshCentsPerUnit: number;
  /** The day the rate is of, yyyy-mm-dd; not after today (East Africa Time). */
  rateDate: string;
};

/** Put a legal hold on one version of an object, or lift it. */
export type SetObjectLegalHoldInput = {
  /** The bucket. */
  bucket: string;
  /** The object key. */
  key: string;
  /** True: on; false: off. */
  on: boolean;
  /** The version (see objectVersions). */
  versionId: string;
};

/** Switch a service on or off. */
export type SetServiceStatusInput = {
  /** The service. */
  id: string | number;
  /** true to run it, false to switch it off. */
  isActive: boolean;
  /** Admin only: why the service is suspended (shown to the customer; at most 255 characters). */
  reason?: string | null | undefined;
};

/** Turn the daily snapshots of a service on (with a retention), change the retention, or turn them off. */
export type SetSnapshotScheduleInput = {
  /** 'delete', needed when the retention gets shorter (versions kept longer than the new retention are removed at the next run); BAD_USER_INPUT on field confirm without it. */
  confirm?: string | null | undefined;
  /** 7, 30 or 365 days; null turns the snapshots off (BAD_USER_INPUT for any other number). */
  retentionDays?: number | null | undefined;
  /** The Object Storage service (NOT_FOUND for anyone else's). */
  serviceId: string | number;
};

/** The monthly spend alert. */
export type SetSpendBudgetInput = {
  /** Monthly budget in cents; null removes the alert. */
  monthlyBudgetCents?: number | null | undefined;
};

/** Restore keys of a versioned bucket to how they were at a moment in the past. */
export type StartBucketRestoreInput = {
  /** The bucket (NOT_FOUND for anyone else's); its versioning must be enabled. */
  bucket: string;
  /** The moment to go back to (UTC), in the past. */
  pointInTime: string;
  /** Only keys that start with this; '' or absent for the whole bucket. */
  prefix?: string | null | undefined;
  /** The service that holds the bucket. */
  serviceId: string | number;
};

/** Where customers' bytes live (docs/storage.md). */
export type StoragePlane =
  /** Ceph RGW, with the portal as its control plane: the bucket browser lists, creates and deletes buckets and objects, makes links, sets tags, CORS, versioning, lifecycle rules, public access and object lock, and runs point-in-time restores; daily snapshots are not on this plane yet. */
  | 'CEPH'
  /** The portal's own S3 gateway: the whole bucket browser (versions, tags, object lock, lifecycle, CORS, public access, snapshots). */
  | 'EMBEDDED';

/** Category of a support ticket. */
export type TicketCategory =
  /** Billing Inquiry. */
  | 'billing'
  /** Feature Request. */
  | 'feature'
  /** Partnership. */
  | 'partnership'
  /** Security Concern. */
  | 'security'
  /** Technical Support. */
  | 'technical';

/** Priority of a support ticket. */
export type TicketPriority =
  /** Critical - Service outage. */
  | 'critical'
  /** High - Service degradation. */
  | 'high'
  /** Low - General inquiry. */
  | 'low'
  /** Medium - Service issue. */
  | 'medium';

/** Where a ticket stands. */
export type TicketStatus =
  /** An engineer is on it. */
  | 'in_progress'
  /** New, not yet handled. */
  | 'open'
  /** Closed. */
  | 'resolved';

/** Time range of the dashboard charts. */
export type TimeRange =
  /** The last 7 days (6-hour buckets). */
  | 'd7'
  /** The last 30 days (daily buckets). */
  | 'd30'
  /** The last 90 days (3-day buckets). */
  | 'd90'
  /** The last hour (1 bucket of 1 hour). */
  | 'h1'
  /** The last 24 hours (hourly buckets). */
  | 'h24';

/** Rename or resize one of the customer's services (NOT_FOUND for anyone else's). */
export type UpdateCloudStorageServiceInput = {
  /** The service. */
  id: string | number;
  /** New name, 1 to 100 characters; omit to keep. */
  name?: string | null | undefined;
  /** New size in whole GB, 1 to 1,000,000; omit to keep. */
  storageAmount?: number | null | undefined;
};

/** New notification settings (all fields). */
export type UpdateNotificationSettingsInput = {
  /** Product e-mails. */
  email: boolean;
  /** realtime, hourly, daily or weekly (digest of the e-mails other than security alerts). */
  emailFrequency: string;
  /** Maintenance notices. */
  maintenance: boolean;
  /** Security alerts: must be true (BAD_USER_INPUT 'Security alerts cannot be turned off' otherwise). */
  securityAlerts: boolean;
  /** SMS messages. */
  sms: boolean;
};

/** New display preferences (all fields). */
export type UpdatePreferencesInput = {
  /** kes (default), usd or eur: display only; amounts are billed in KSh. */
  currency: string;
  /** dd/mm/yyyy, mm/dd/yyyy or yyyy-mm-dd. */
  dateFormat: string;
  /** en, sw or fr. */
  language: string;
  /** eat (East Africa Time, default), utc, est or pst. */
  timezone: string;
};

/** The profile. An e-mail change needs currentPassword (and code with 2FA) and a signed-in session; never userType, username or ids. */
export type UpdateProfileInput = {
  /** At most 500 characters; empty clears it. */
  bio?: string | null | undefined;
  /** Required when the e-mail changes and two-factor authentication is on: a 6-digit code or a recovery code. */
  code?: string | null | undefined;
  /** At most 120 characters; empty clears it. */
  company?: string | null | undefined;
  /** Required when the e-mail changes. */
  currentPassword?: string | null | undefined;
  /** E-mail address; a new one starts unverified and signs out other sessions. */
  email: string;
  /** 1 to 100 characters. */
  firstName: string;
  /** KRA PIN for tax invoices: a letter, 9 digits and a letter (e.g. A123456789B); empty or null removes it. */
  kraPin?: string | null | undefined;
  /** 1 to 100 characters. */
  lastName: string;
  /** Kenyan mobile number (+2547… or 07…). */
  phone: string;
};

/** Changes to a promotion (administrators only); omitted fields stay. */
export type UpdatePromotionInput = {
  /** 1 to 2,000 characters. */
  description?: string | null | undefined;
  /** Draw schedule. */
  drawType?: DrawType | null | undefined;
  /** 1 to 2,000 characters. */
  eligibilityCriteria?: string | null | undefined;
  /** End (UTC), after the start. */
  endDate?: string | null | undefined;
  /** The promotion. */
  id: string | number;
  /** false pauses it, true resumes it. */
  isActive?: boolean | null | undefined;
  /** 1 to 120 characters. */
  name?: string | null | undefined;
  /** 1 to 255 characters. */
  prizeDescription?: string | null | undefined;
  /** Whole KSh, 1 to 100,000,000. */
  prizeValue?: number | null | undefined;
  /** Start (UTC). */
  startDate?: string | null | undefined;
};

/** New session and network rules (a signed-in session only). Turning the allow-list on needs the address in use in it. */
export type UpdateSecuritySettingsInput = {
  /** IPv4/IPv6 addresses or CIDR ranges, at most 50. */
  ipAllowlist: Array<string>;
  /** Turn the allow-list on or off. */
  ipAllowlistEnabled: boolean;
  /** Whole minutes, 5 to 1,440. */
  sessionTimeoutMinutes: number;
};

/** Move a ticket on (administrators only). */
export type UpdateSupportTicketStatusInput = {
  /** The ticket. */
  id: string | number;
  /** Its new status. */
  status: TicketStatus;
};

/** Role of an account. `user` is a customer. */
export type UserType =
  /** An administrator: may use the admin panel and every admin field, with a signed-in session only (never with a personal access token). */
  | 'admin'
  /** A customer. */
  | 'user';

/** Prove control of the e-mail address with the token of a verification link. */
export type VerifyEmailInput = {
  /** The token from the verification link (the part after #token=). */
  token: string;
};

export type SecurityOverviewQueryVariables = Exact<{ [key: string]: never; }>;


export type SecurityOverviewQuery = { me: { id: string, email: string, emailVerified: boolean, twoFactorEnabled: boolean } | null, securityOverview: { score: number, activeApiKeys: number, events24h: number, failedLogins24h: number, items: Array<{ key: string, label: string, points: number, maxPoints: number, ok: boolean, explanation: string, explanationCode: string | null, explanationParams: Array<{ name: string, value: string }> }> } };

export type ApiKeysQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiKeysQuery = { apiKeys: Array<{ id: string, name: string, accessKeyId: string, maskedSecret: string, permissions: Array<ApiKeyPermission>, status: ApiKeyStatus, createdAt: string, lastUsedAt: string | null, expiresAt: string | null, scope: { buckets: Array<string>, prefix: string | null } | null }> };

export type ApiKeyScopeBucketsQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiKeyScopeBucketsQuery = { apiKeyScopeBuckets: Array<string> };

export type SecurityEventsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type SecurityEventsQuery = { securityEvents: { nodes: Array<{ ' $fragmentRefs'?: { 'SecurityEventFieldsFragment': SecurityEventFieldsFragment } }>, pageInfo: { ' $fragmentRefs'?: { 'PageInfoFieldsFragment': PageInfoFieldsFragment } } } };

export type AccountSettingsPageQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountSettingsPageQuery = { me: (
    { username: string, avatarUrl: string | null, twoFactorEnabled: boolean }
    & { ' $fragmentRefs'?: { 'AccountProfileFieldsFragment': AccountProfileFieldsFragment } }
  ) | null, accountSettings: { notifications: { ' $fragmentRefs'?: { 'NotificationSettingsFieldsFragment': NotificationSettingsFieldsFragment } }, preferences: { ' $fragmentRefs'?: { 'PreferenceSettingsFieldsFragment': PreferenceSettingsFieldsFragment } }, security: { ' $fragmentRefs'?: { 'SecuritySettingsFieldsFragment': SecuritySettingsFieldsFragment } } } };

export type CreateApiKeyMutationVariables = Exact<{
  input: CreateApiKeyInput;
}>;


export type CreateApiKeyMutation = { createApiKey: { secretAccessKey: string, apiKey: { id: string, name: string, accessKeyId: string, maskedSecret: string } } };

export type RevokeApiKeyMutationVariables = Exact<{
  input: RevokeApiKeyInput;
}>;


export type RevokeApiKeyMutation = { revokeApiKey: { id: string, success: boolean } };

export type SetApiKeyStatusMutationVariables = Exact<{
  input: SetApiKeyStatusInput;
}>;


export type SetApiKeyStatusMutation = { setApiKeyStatus: { apiKey: { id: string, status: ApiKeyStatus } } };

export type StartTwoFactorEnrolmentMutationVariables = Exact<{ [key: string]: never; }>;


export type StartTwoFactorEnrolmentMutation = { startTwoFactorEnrolment: { secret: string, otpauthUrl: string, qrCodeDataUrl: string } };

export type ConfirmTwoFactorMutationVariables = Exact<{
  input: ConfirmTwoFactorInput;
}>;


export type ConfirmTwoFactorMutation = { confirmTwoFactor: { recoveryCodes: Array<string>, user: { id: string, twoFactorEnabled: boolean } } };

export type DisableTwoFactorMutationVariables = Exact<{
  input: DisableTwoFactorInput;
}>;


export type DisableTwoFactorMutation = { disableTwoFactor: { user: { id: string, twoFactorEnabled: boolean } } };

export type UpdateSecuritySettingsMutationVariables = Exact<{
  input: UpdateSecuritySettingsInput;
}>;


export type UpdateSecuritySettingsMutation = { updateSecuritySettings: { settings: { security: { ' $fragmentRefs'?: { 'SecuritySettingsFieldsFragment': SecuritySettingsFieldsFragment } } } } };

export type UpdateProfileMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type UpdateProfileMutation = { updateProfile: { user: { ' $fragmentRefs'?: { 'AccountProfileFieldsFragment': AccountProfileFieldsFragment } } } };

export type UpdateNotificationSettingsMutationVariables = Exact<{
  input: UpdateNotificationSettingsInput;
}>;


export type UpdateNotificationSettingsMutation = { updateNotificationSettings: { settings: { notifications: { ' $fragmentRefs'?: { 'NotificationSettingsFieldsFragment': NotificationSettingsFieldsFragment } } } } };

export type UpdatePreferencesMutationVariables = Exact<{
  input: UpdatePreferencesInput;
}>;


export type UpdatePreferencesMutation = { updatePreferences: { settings: { preferences: { ' $fragmentRefs'?: { 'PreferenceSettingsFieldsFragment': PreferenceSettingsFieldsFragment } } } } };

export type DeleteAccountMutationVariables = Exact<{
  input: DeleteAccountInput;
}>;


export type DeleteAccountMutation = { deleteAccount: { success: boolean, message: string | null } };

export type MySessionsQueryVariables = Exact<{ [key: string]: never; }>;


export type MySessionsQuery = { mySessions: Array<{ id: string, device: string, browser: string | null, system: string | null, ip: string | null, createdAt: string, lastSeenAt: string, current: boolean }> };

export type RevokeSessionMutationVariables = Exact<{
  input: RevokeSessionInput;
}>;


export type RevokeSessionMutation = { revokeSession: { id: string, success: boolean } };

export type RevokeOtherSessionsMutationVariables = Exact<{ [key: string]: never; }>;


export type RevokeOtherSessionsMutation = { revokeOtherSessions: { revokedCount: number } };

export type ResendVerificationEmailMutationVariables = Exact<{ [key: string]: never; }>;


export type ResendVerificationEmailMutation = { resendVerificationEmail: { success: boolean, message: string | null } };

export type PersonalAccessTokensQueryVariables = Exact<{ [key: string]: never; }>;


export type PersonalAccessTokensQuery = { personalAccessTokens: Array<{ id: string, name: string, scope: AccessTokenScope, tokenStart: string, status: AccessTokenStatus, createdAt: string, expiresAt: string, revokedAt: string | null, lastUsedAt: string | null, lastUsedIp: string | null }> };

export type CreatePersonalAccessTokenMutationVariables = Exact<{
  input: CreatePersonalAccessTokenInput;
}>;


export type CreatePersonalAccessTokenMutation = { createPersonalAccessToken: { secret: string, token: { id: string, name: string, scope: AccessTokenScope, tokenStart: string, status: AccessTokenStatus } } };

export type RevokePersonalAccessTokenMutationVariables = Exact<{
  input: RevokePersonalAccessTokenInput;
}>;


export type RevokePersonalAccessTokenMutation = { revokePersonalAccessToken: { token: { id: string, status: AccessTokenStatus, revokedAt: string | null } } };

export type AccountPublicAccessBlockFieldsFragment = { id: string, blockPublicAcls: boolean, ignorePublicAcls: boolean, blockPublicPolicy: boolean, restrictPublicBuckets: boolean, updatedAt: string | null } & { ' $fragmentName'?: 'AccountPublicAccessBlockFieldsFragment' };

export type AccountPublicAccessBlockQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountPublicAccessBlockQuery = { accountPublicAccessBlock: { ' $fragmentRefs'?: { 'AccountPublicAccessBlockFieldsFragment': AccountPublicAccessBlockFieldsFragment } } };

export type PutAccountPublicAccessBlockMutationVariables = Exact<{
  input: PutAccountPublicAccessBlockInput;
}>;


export type PutAccountPublicAccessBlockMutation = { putAccountPublicAccessBlock: { accountPublicAccessBlock: { ' $fragmentRefs'?: { 'AccountPublicAccessBlockFieldsFragment': AccountPublicAccessBlockFieldsFragment } } } };

export type SecurityStoragePlaneQueryVariables = Exact<{ [key: string]: never; }>;


export type SecurityStoragePlaneQuery = { storageEndpoint: { plane: StoragePlane } };

export type SecuritySettingsFieldsFragment = { sessionTimeoutMinutes: number, ipAllowlistEnabled: boolean, ipAllowlist: Array<string> } & { ' $fragmentName'?: 'SecuritySettingsFieldsFragment' };

export type NotificationSettingsFieldsFragment = { email: boolean, sms: boolean, maintenance: boolean, securityAlerts: boolean, emailFrequency: string } & { ' $fragmentName'?: 'NotificationSettingsFieldsFragment' };

export type PreferenceSettingsFieldsFragment = { language: string, timezone: string, currency: string, dateFormat: string } & { ' $fragmentName'?: 'PreferenceSettingsFieldsFragment' };

export type AccountProfileFieldsFragment = { id: string, email: string, firstName: string, lastName: string, phone: string, company: string | null, kraPin: string | null, bio: string | null } & { ' $fragmentName'?: 'AccountProfileFieldsFragment' };

export type AdminActorFieldsFragment = { id: string, username: string, email: string } & { ' $fragmentName'?: 'AdminActorFieldsFragment' };

export type AdminProfileFieldsFragment = { id: string, email: string, firstName: string, lastName: string, phone: string, company: string | null, bio: string | null } & { ' $fragmentName'?: 'AdminProfileFieldsFragment' };

export type AdminInvoicePaymentFieldsFragment = { id: string, method: PaymentMethod, reference: string, amountCents: number, paidAt: string } & { ' $fragmentName'?: 'AdminInvoicePaymentFieldsFragment' };

export type AdminInvoiceRowFieldsFragment = { id: string, number: string, periodStart: string, issuedAt: string, dueAt: string, status: InvoiceStatus, totalCents: number, amountPaidCents: number, balanceCents: number, customer: { ' $fragmentRefs'?: { 'AdminCustomerFieldsFragment': AdminCustomerFieldsFragment } }, payments: Array<{ ' $fragmentRefs'?: { 'AdminInvoicePaymentFieldsFragment': AdminInvoicePaymentFieldsFragment } }> } & { ' $fragmentName'?: 'AdminInvoiceRowFieldsFragment' };

export type AdminServiceRowFieldsFragment = { id: string, name: string, serviceType: string, storageAmount: number, cost: string, isActive: boolean, startDate: string } & { ' $fragmentName'?: 'AdminServiceRowFieldsFragment' };

export type AdminCustomerFieldsFragment = { id: string, firstName: string, lastName: string, email: string } & { ' $fragmentName'?: 'AdminCustomerFieldsFragment' };

export type AdminUserSummaryFieldsFragment = { id: string, username: string, email: string, firstName: string, lastName: string, userType: UserType, createdAt: string } & { ' $fragmentName'?: 'AdminUserSummaryFieldsFragment' };

export type AdminWinnerFieldsFragment = { id: string, displayName: string, prizeText: string, winDate: string, claimStatus: string, totalEntries: number, winnerEntryIndex: number, generatedHash: string, user: { firstName: string, lastName: string } | null } & { ' $fragmentName'?: 'AdminWinnerFieldsFragment' };

export type AdminStatsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminStatsQuery = { adminStats: { totalUsers: number, activeServices: number, competitionEntries: number, activePromotions: number } };

export type AdminUsersQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  search?: string | null | undefined;
}>;


export type AdminUsersQuery = { adminUsers: { nodes: Array<(
      { activeServiceCount: number, avatarUrl: string | null, storageHold: { invoiceNumber: string, since: string } | null }
      & { ' $fragmentRefs'?: { 'AdminUserSummaryFieldsFragment': AdminUserSummaryFieldsFragment } }
    )>, pageInfo: { ' $fragmentRefs'?: { 'PageInfoFieldsFragment': PageInfoFieldsFragment } } } };

export type AdminUserQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminUserQuery = { adminUser: (
    { phone: string, company: string | null, twoFactorEnabled: boolean, services: Array<{ ' $fragmentRefs'?: { 'AdminServiceRowFieldsFragment': AdminServiceRowFieldsFragment } }> }
    & { ' $fragmentRefs'?: { 'AdminUserSummaryFieldsFragment': AdminUserSummaryFieldsFragment } }
  ) };

export type AdminServicesQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  search?: string | null | undefined;
}>;


export type AdminServicesQuery = { adminServices: { nodes: Array<(
      { user: { ' $fragmentRefs'?: { 'AdminCustomerFieldsFragment': AdminCustomerFieldsFragment } } }
      & { ' $fragmentRefs'?: { 'AdminServiceRowFieldsFragment': AdminServiceRowFieldsFragment } }
    )>, pageInfo: { ' $fragmentRefs'?: { 'PageInfoFieldsFragment': PageInfoFieldsFragment } } } };

export type AdminSetServiceActiveMutationVariables = Exact<{
  input: SetServiceStatusInput;
}>;


export type AdminSetServiceActiveMutation = { adminSetServiceActive: { service: { id: string, isActive: boolean } } };

export type AdminWinnersQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  search?: string | null | undefined;
}>;


export type AdminWinnersQuery = { adminWinners: { nodes: Array<(
      { promotionName: string, prizeDescription: string, prizeValue: number }
      & { ' $fragmentRefs'?: { 'AdminWinnerFieldsFragment': AdminWinnerFieldsFragment } }
    )>, pageInfo: { ' $fragmentRefs'?: { 'PageInfoFieldsFragment': PageInfoFieldsFragment } } } };

export type AdminSecurityEventsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type AdminSecurityEventsQuery = { adminSecurityEvents: { nodes: Array<(
      { user: { ' $fragmentRefs'?: { 'AdminActorFieldsFragment': AdminActorFieldsFragment } } | null }
      & { ' $fragmentRefs'?: { 'SecurityEventFieldsFragment': SecurityEventFieldsFragment } }
    )>, pageInfo: { ' $fragmentRefs'?: { 'PageInfoFieldsFragment': PageInfoFieldsFragment } } } };

export type AdminRevenueQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminRevenueQuery = { adminRevenue: { monthlyRecurringCents: number, averageRevenuePerUserCents: number, invoicedThisMonthCents: number, outstandingCents: number, overdueCents: number, payingCustomers: number, revenueByMonth: Array<{ periodStart: string, label: string, invoiceCount: number, subtotalCents: number, vatCents: number, totalCents: number, paidCents: number }> } };

export type AdminInvoicesQueryVariables = Exact<{
  filter?: AdminInvoiceFilter | null | undefined;
  search?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type AdminInvoicesQuery = { adminInvoices: { nodes: Array<{ ' $fragmentRefs'?: { 'AdminInvoiceRowFieldsFragment': AdminInvoiceRowFieldsFragment } }>, pageInfo: { ' $fragmentRefs'?: { 'PageInfoFieldsFragment': PageInfoFieldsFragment } } } };

export type AdminRecordInvoicePaymentMutationVariables = Exact<{
  input: RecordInvoicePaymentInput;
}>;


export type AdminRecordInvoicePaymentMutation = { recordInvoicePayment: { invoice: (
      { balanceCents: number }
      & { ' $fragmentRefs'?: { 'AdminInvoiceRowFieldsFragment': AdminInvoiceRowFieldsFragment } }
    ), payment: { id: string } } };

export type AdminSupportTicketsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  status?: TicketStatus | null | undefined;
}>;


export type AdminSupportTicketsQuery = { supportTickets: { nodes: Array<{ id: string, reference: string, name: string, email: string, priority: TicketPriority, category: TicketCategory, subject: string, description: string, urgent: boolean, status: TicketStatus, createdAt: string }>, pageInfo: { ' $fragmentRefs'?: { 'PageInfoFieldsFragment': PageInfoFieldsFragment } } } };

export type AdminUpdateSupportTicketStatusMutationVariables = Exact<{
  input: UpdateSupportTicketStatusInput;
}>;


export type AdminUpdateSupportTicketStatusMutation = { updateSupportTicketStatus: { ticket: { id: string, status: TicketStatus } } };

export type AdminProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminProfileQuery = { me: (
    { username: string, createdAt: string, twoFactorEnabled: boolean }
    & { ' $fragmentRefs'?: { 'AdminProfileFieldsFragment': AdminProfileFieldsFragment } }
  ) | null };

export type AdminUpdateProfileMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type AdminUpdateProfileMutation = { updateProfile: { user: { ' $fragmentRefs'?: { 'AdminProfileFieldsFragment': AdminProfileFieldsFragment } } } };

export type AdminAuditLogQueryVariables = Exact<{
  filter?: AdminAuditFilter | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type AdminAuditLogQuery = { adminAuditLog: { nodes: Array<{ id: string, action: AdminAuditAction, actionLabel: string, summary: string, actorName: string, targetType: string | null, targetId: string | null, ip: string | null, createdAt: string, actor: { ' $fragmentRefs'?: { 'AdminActorFieldsFragment': AdminActorFieldsFragment } } | null }>, pageInfo: { ' $fragmentRefs'?: { 'PageInfoFieldsFragment': PageInfoFieldsFragment } } } };

export type AdminAuditActorsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminAuditActorsQuery = { adminAuditActors: Array<{ id: string, name: string }> };

export type AdminUpdatePreferencesMutationVariables = Exact<{
  input: UpdatePreferencesInput;
}>;


export type AdminUpdatePreferencesMutation = { updatePreferences: { settings: { preferences: { language: string, timezone: string, currency: string, dateFormat: string } } } };

export type AdminExchangeRatesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminExchangeRatesQuery = { exchangeRates: Array<{ id: string, currency: string, kshCentsPerUnit: number, rateDate: string, setAt: string }> };

export type SetExchangeRateMutationVariables = Exact<{
  input: SetExchangeRateInput;
}>;


export type SetExchangeRateMutation = { setExchangeRate: { id: string, currency: string, kshCentsPerUnit: number, rateDate: string, setAt: string } };

export type AdminDrawRoundFieldsFragment = (
  { trigger: string }
  & { ' $fragmentRefs'?: { 'DrawRoundProofFieldsFragment': DrawRoundProofFieldsFragment } }
) & { ' $fragmentName'?: 'AdminDrawRoundFieldsFragment' };

export type AdminPromotionFieldsFragment = (
  { nextDrawAt: string | null, currentPeriodKey: string | null, participantCount: number, totalEntries: number }
  & { ' $fragmentRefs'?: { 'AdminPromotionFormFieldsFragment': AdminPromotionFormFieldsFragment } }
) & { ' $fragmentName'?: 'AdminPromotionFieldsFragment' };

export type AdminPromotionFormFieldsFragment = { id: string, name: string, description: string, eligibilityCriteria: string, prizeDescription: string, prizeValue: number, startDate: string, endDate: string, drawType: DrawType, isActive: boolean } & { ' $fragmentName'?: 'AdminPromotionFormFieldsFragment' };

export type AdminPromotionsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminPromotionsQuery = { adminPromotions: Array<(
    { id: string }
    & { ' $fragmentRefs'?: { 'AdminPromotionFieldsFragment': AdminPromotionFieldsFragment;'AdminPromotionFormFieldsFragment': AdminPromotionFormFieldsFragment } }
  )> };

export type PromotionParticipantsQueryVariables = Exact<{
  promotionId: string | number;
}>;


export type PromotionParticipantsQuery = { promotionParticipants: Array<{ id: string, entryDate: string, entries: number, joinedExplicitly: boolean, user: { ' $fragmentRefs'?: { 'AdminCustomerFieldsFragment': AdminCustomerFieldsFragment } } }> };

export type PromotionWinnersQueryVariables = Exact<{
  promotionId: string | number;
}>;


export type PromotionWinnersQuery = { promotionWinners: Array<(
    { periodKey: string, beaconSource: string }
    & { ' $fragmentRefs'?: { 'AdminWinnerFieldsFragment': AdminWinnerFieldsFragment } }
  )> };

export type CreatePromotionMutationVariables = Exact<{
  input: CreatePromotionInput;
}>;


export type CreatePromotionMutation = { createPromotion: { promotion: { id: string, name: string } } };

export type UpdatePromotionMutationVariables = Exact<{
  input: UpdatePromotionInput;
}>;


export type UpdatePromotionMutation = { updatePromotion: { promotion: { ' $fragmentRefs'?: { 'AdminPromotionFormFieldsFragment': AdminPromotionFormFieldsFragment } } } };

export type SelectWinnerMutationVariables = Exact<{
  input: SelectWinnerInput;
}>;


export type SelectWinnerMutation = { selectWinner: { status: DrawRoundStatus, newlyDrawn: boolean, winner: { id: string, displayName: string, generatedHash: string, user: { firstName: string, lastName: string } | null } | null, round: { id: string, status: DrawRoundStatus, periodKey: string, entriesCommitment: string | null, totalEntries: number, targetBlockHeight: number | null, beaconPlan: string | null, committedAt: string } } };

export type PromotionRoundsQueryVariables = Exact<{
  promotionId: string | number;
}>;


export type PromotionRoundsQuery = { drawRounds: Array<{ ' $fragmentRefs'?: { 'AdminDrawRoundFieldsFragment': AdminDrawRoundFieldsFragment } }> };

export type SignedInUserFieldsFragment = { id: string, firstName: string, userType: UserType, previousSignInAt: string | null } & { ' $fragmentName'?: 'SignedInUserFieldsFragment' };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { twoFactorRequired: boolean, user: { ' $fragmentRefs'?: { 'SignedInUserFieldsFragment': SignedInUserFieldsFragment } } | null } };

export type CompleteTwoFactorLoginMutationVariables = Exact<{
  input: CompleteTwoFactorLoginInput;
}>;


export type CompleteTwoFactorLoginMutation = { completeTwoFactorLogin: { user: { ' $fragmentRefs'?: { 'SignedInUserFieldsFragment': SignedInUserFieldsFragment } } } };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { register: { success: boolean, message: string } };

export type RequestPasswordResetMutationVariables = Exact<{
  input: RequestPasswordResetInput;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: { success: boolean, message: string | null } };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { resetPassword: { success: boolean, message: string | null } };

export type VerifyEmailMutationVariables = Exact<{
  input: VerifyEmailInput;
}>;


export type VerifyEmailMutation = { verifyEmail: { success: boolean, message: string | null } };

export type PrizePromotionFieldsFragment = { id: string, name: string, description: string, eligibilityCriteria: string, prizeDescription: string, prizeValue: number, drawType: DrawType, startDate: string, endDate: string, nextDrawAt: string | null, participantCount: number, totalEntries: number } & { ' $fragmentName'?: 'PrizePromotionFieldsFragment' };

export type CompetitionQueryVariables = Exact<{ [key: string]: never; }>;


export type CompetitionQuery = { competition: { totalEntries: number, participantCount: number, nextDrawAt: string | null, periodStart: string | null, periodProgress: number, entriesCommitment: string | null, beaconMode: string, recentRounds: Array<(
      { promotionName: string, drawAt: string }
      & { ' $fragmentRefs'?: { 'DrawRoundProofFieldsFragment': DrawRoundProofFieldsFragment } }
    )>, promotion: (
      { name: string, drawType: DrawType, prizeDescription: string, currentPeriodKey: string | null }
      & { ' $fragmentRefs'?: { 'PrizePromotionFieldsFragment': PrizePromotionFieldsFragment } }
    ) | null, lastWinners: Array<{ id: string, displayName: string, prizeText: string, winDate: string, promotionName: string, promotionId: string, btcBlockHash: string, drawTimestamp: string, generatedHash: string, winnerEntryIndex: number, totalEntries: number }> } };

export type ActivePromotionsQueryVariables = Exact<{ [key: string]: never; }>;


export type ActivePromotionsQuery = { activePromotions: Array<{ ' $fragmentRefs'?: { 'PrizePromotionFieldsFragment': PrizePromotionFieldsFragment } }> };

export type PublicWinnersQueryVariables = Exact<{
  limit?: number | null | undefined;
}>;


export type PublicWinnersQuery = { publicWinners: Array<{ id: string, displayName: string, prizeText: string, winDate: string, promotionName: string, periodKey: string }> };

export type DrawRecordQueryVariables = Exact<{
  winnerId: string | number;
}>;


export type DrawRecordQuery = { drawRecord: { id: string, promotionId: string, periodKey: string, totalEntries: number, entriesCommitment: string, btcBlockHash: string, beaconSource: string, beaconHeight: number | null, drawTimestamp: string, generatedHash: string, winnerEntryIndex: number, ranges: Array<{ customerId: string, displayName: string, entries: number, from: number, to: number }>, winner: { id: string, displayName: string, prizeText: string } } };

export type MyCompetitionStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type MyCompetitionStatusQuery = { myCompetitionStatus: { entries: number, activeServices: number, activeStorageGB: number, eligible: boolean, ineligibleReason: CompetitionIneligibility | null, overdueInvoices: Array<string>, pseudonym: string | null } };

export type JoinCompetitionMutationVariables = Exact<{
  input: JoinCompetitionInput;
}>;


export type JoinCompetitionMutation = { joinCompetition: { success: boolean, totalEntries: number | null, activeServices: number | null, user: { firstName: string } | null } };

export type SimulateWinnerSelectionMutationVariables = Exact<{ [key: string]: never; }>;


export type SimulateWinnerSelectionMutation = { simulateWinnerSelection: { competitionId: string, btcBlockHash: string, timestamp: string, generatedHash: string, winnerEntryIndex: number, winnerCustomerId: string | null, totalEntries: number, beaconSource: string } };

export type DashboardInvoiceSummaryFieldsFragment = { id: string, number: string, periodStart: string, periodEnd: string, issuedAt: string, dueAt: string, status: InvoiceStatus, totalCents: number, amountPaidCents: number, balanceCents: number } & { ' $fragmentName'?: 'DashboardInvoiceSummaryFieldsFragment' };

export type SpendBudgetFieldsFragment = { monthlyBudgetCents: number | null, spentCents: number, usedPercent: number | null, level: BudgetLevel } & { ' $fragmentName'?: 'SpendBudgetFieldsFragment' };

export type PerformancePointFieldsFragment = { at: string, latencyMs: number, errorRatePercent: number, uptimePercent: number } & { ' $fragmentName'?: 'PerformancePointFieldsFragment' };

export type UsageTrendPointFieldsFragment = { at: string, storedGB: number, egressGB: number, requests: number } & { ' $fragmentName'?: 'UsageTrendPointFieldsFragment' };

export type DashboardGreetingQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardGreetingQuery = { me: { id: string, firstName: string, previousSignInAt: string | null } | null };

export type DashboardMyServicesQueryVariables = Exact<{
  includeCancelled?: boolean | null | undefined;
}>;


export type DashboardMyServicesQuery = { myServices: Array<{ ' $fragmentRefs'?: { 'DashboardServiceFieldsFragment': DashboardServiceFieldsFragment } }> };

export type DashboardServiceActivityQueryVariables = Exact<{
  serviceId: string | number;
}>;


export type DashboardServiceActivityQuery = { serviceActivity: Array<{ id: string, action: string, detail: string | null, createdAt: string }> };

export type DashboardServiceMetricsQueryVariables = Exact<{
  serviceId: string | number;
  range: TimeRange;
}>;


export type DashboardServiceMetricsQuery = { serviceMetrics: { serviceId: string, storedGB: number, storedNowBytes: number, egressGB: number, requests: number, errors: number, avgLatencyMs: number | null, uptimePercent: number | null, lastActivityAt: string | null, usageTrend: Array<{ ' $fragmentRefs'?: { 'UsageTrendPointFieldsFragment': UsageTrendPointFieldsFragment } }> } };

export type DashboardCreateServiceMutationVariables = Exact<{
  input: CreateCloudStorageServiceInput;
}>;


export type DashboardCreateServiceMutation = { createCloudStorageService: { service: { ' $fragmentRefs'?: { 'DashboardServiceFieldsFragment': DashboardServiceFieldsFragment } } } };

export type DashboardUpdateServiceMutationVariables = Exact<{
  input: UpdateCloudStorageServiceInput;
}>;


export type DashboardUpdateServiceMutation = { updateCloudStorageService: { service: { ' $fragmentRefs'?: { 'DashboardServiceFieldsFragment': DashboardServiceFieldsFragment } } } };

export type DashboardSetServiceActiveMutationVariables = Exact<{
  input: SetServiceStatusInput;
}>;


export type DashboardSetServiceActiveMutation = { setCloudStorageServiceActive: { service: { ' $fragmentRefs'?: { 'DashboardServiceFieldsFragment': DashboardServiceFieldsFragment } } } };

export type DashboardCancelServiceMutationVariables = Exact<{
  input: CancelCloudStorageServiceInput;
}>;


export type DashboardCancelServiceMutation = { cancelCloudStorageService: { deletedBuckets: number, deletedObjects: number, billingEndsAt: string, service: { ' $fragmentRefs'?: { 'DashboardServiceFieldsFragment': DashboardServiceFieldsFragment } } } };

export type DashboardOverviewQueryVariables = Exact<{
  range: TimeRange;
}>;


export type DashboardOverviewQuery = { dashboardOverview: { range: TimeRange, storedNowBytes: number, avgLatencyMs: number | null, activeServices: { ' $fragmentRefs'?: { 'DashboardStatFieldsFragment': DashboardStatFieldsFragment } }, totalStorageGB: { ' $fragmentRefs'?: { 'DashboardStatFieldsFragment': DashboardStatFieldsFragment } }, apiRequests: { ' $fragmentRefs'?: { 'DashboardStatFieldsFragment': DashboardStatFieldsFragment } }, avgUptimePercent: { ' $fragmentRefs'?: { 'DashboardStatFieldsFragment': DashboardStatFieldsFragment } }, usageTrend: Array<{ ' $fragmentRefs'?: { 'UsageTrendPointFieldsFragment': UsageTrendPointFieldsFragment } }>, performance: Array<{ ' $fragmentRefs'?: { 'PerformancePointFieldsFragment': PerformancePointFieldsFragment } }>, regionalUsage: Array<{ region: string, egressGB: number, percent: number }> } };

export type DashboardMonitoringQueryVariables = Exact<{
  range: TimeRange;
}>;


export type DashboardMonitoringQuery = { monitoring: { range: TimeRange, avgLatencyMs: { ' $fragmentRefs'?: { 'DashboardStatFieldsFragment': DashboardStatFieldsFragment } }, errorRatePercent: { ' $fragmentRefs'?: { 'DashboardStatFieldsFragment': DashboardStatFieldsFragment } }, requests: { ' $fragmentRefs'?: { 'DashboardStatFieldsFragment': DashboardStatFieldsFragment } }, uptimePercent: { ' $fragmentRefs'?: { 'DashboardStatFieldsFragment': DashboardStatFieldsFragment } }, resources: Array<{ name: string, nameCode: string | null, percent: number, detail: string, detailCode: string | null, detailParams: Array<{ name: string, value: string }> }>, timeline: Array<{ ' $fragmentRefs'?: { 'PerformancePointFieldsFragment': PerformancePointFieldsFragment } }>, alerts: Array<{ id: string, severity: AlertSeverity, title: string, titleCode: string | null, message: string, messageCode: string | null, at: string, serviceId: string | null, messageParams: Array<{ name: string, value: string }> }> } };

export type DashboardBillingSummaryQueryVariables = Exact<{
  period: BillingPeriod;
}>;


export type DashboardBillingSummaryQuery = { billingSummary: { period: BillingPeriod, currentBillCents: number, changePercent: number | null, nextInvoiceAt: string, nextPaymentDueAt: string | null, outstandingCents: number, ytdCents: number, paymentInstructions: { mpesa: { businessNumber: string, accountNumber: string | null, placeholder: boolean } | null, bank: { bankName: string, accountNumber: string, reference: string | null, placeholder: boolean } | null }, spending: Array<{ label: string, periodStart: string, amountCents: number }>, usageBreakdown: Array<{ service: string, amountCents: number, percent: number }>, budget: (
      { monthlyBudgetCents: number | null }
      & { ' $fragmentRefs'?: { 'SpendBudgetFieldsFragment': SpendBudgetFieldsFragment } }
    ) } };

export type DashboardInvoicesQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type DashboardInvoicesQuery = { invoices: { nodes: Array<(
      { services: Array<string> }
      & { ' $fragmentRefs'?: { 'DashboardInvoiceSummaryFieldsFragment': DashboardInvoiceSummaryFieldsFragment } }
    )>, pageInfo: { ' $fragmentRefs'?: { 'PageInfoFieldsFragment': PageInfoFieldsFragment } } } };

export type DashboardInvoiceDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type DashboardInvoiceDetailQuery = { invoice: (
    { subtotalCents: number, vatRatePercent: number, vatCents: number, paidAt: string | null, lines: Array<{ serviceName: string | null, description: string, quantity: number, unit: string, unitPriceCents: number, amountCents: number, vatCents: number }>, payments: Array<{ id: string, method: PaymentMethod, reference: string, amountCents: number, paidAt: string }>, paymentInstructions: { mpesa: { businessNumber: string, accountNumber: string | null, placeholder: boolean } | null, bank: { bankName: string, accountName: string, accountNumber: string, branch: string | null, swiftCode: string | null, reference: string | null, placeholder: boolean } | null } }
    & { ' $fragmentRefs'?: { 'DashboardInvoiceSummaryFieldsFragment': DashboardInvoiceSummaryFieldsFragment } }
  ) };

export type DashboardSetSpendBudgetMutationVariables = Exact<{
  input: SetSpendBudgetInput;
}>;


export type DashboardSetSpendBudgetMutation = { setSpendBudget: { ' $fragmentRefs'?: { 'SpendBudgetFieldsFragment': SpendBudgetFieldsFragment } } };

export type DashboardExchangeRatesQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardExchangeRatesQuery = { exchangeRates: Array<{ id: string, currency: string, kshCentsPerUnit: number, rateDate: string }> };

export type DashboardResendVerificationMutationVariables = Exact<{ [key: string]: never; }>;


export type DashboardResendVerificationMutation = { resendVerificationEmail: { success: boolean, message: string | null } };

export type DashboardStorageHoldQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardStorageHoldQuery = { storageHold: { invoiceId: string, invoiceNumber: string, dueAt: string, since: string } | null };

export type DashboardServiceFieldsFragment = { id: string, name: string, serviceType: string, storageAmount: number, cost: string, isActive: boolean, status: ServiceStatus, region: DataResidency, planType: PlanType | null, startDate: string, endpoint: string, cancelledAt: string | null, retention: { mode: RetentionMode, days: number } | null } & { ' $fragmentName'?: 'DashboardServiceFieldsFragment' };

export type DashboardBucketLifecycleQueryVariables = Exact<{
  bucket: string;
}>;


export type DashboardBucketLifecycleQuery = { bucketLifecycle: { bucket: string, runHourUtc: number, rules: Array<{ id: string | null, enabled: boolean, filter: { prefix: string | null, objectSizeGreaterThan: number | null, objectSizeLessThan: number | null, tags: Array<{ key: string, value: string }> }, expiration: { days: number | null, date: string | null, expiredObjectDeleteMarker: boolean } | null, noncurrentVersionExpiration: { noncurrentDays: number, newerNoncurrentVersions: number | null } | null, abortIncompleteMultipartUpload: { daysAfterInitiation: number } | null }> } };

export type DashboardPutBucketLifecycleMutationVariables = Exact<{
  input: PutBucketLifecycleInput;
}>;


export type DashboardPutBucketLifecycleMutation = { putBucketLifecycle: { lifecycle: { bucket: string, runHourUtc: number } } };

export type DashboardServiceBucketsQueryVariables = Exact<{
  serviceId: string | number;
}>;


export type DashboardServiceBucketsQuery = { serviceBuckets: { serviceId: string, usable: boolean, usedBytes: number, quotaBytes: number, buckets: Array<{ name: string, serviceId: string, region: string, residency: DataResidency, objectCount: number, bytes: number, createdAt: string, isPublic: boolean, versioning: BucketVersioning, objectLock: { defaultRetention: { mode: RetentionMode, days: number | null, years: number | null } | null } | null }> } };

export type DashboardServiceLockedDataQueryVariables = Exact<{
  serviceId: string | number;
}>;


export type DashboardServiceLockedDataQuery = { serviceBuckets: { serviceId: string, lockedData: { until: string | null, legalHold: boolean } | null } };

export type DashboardBucketObjectsQueryVariables = Exact<{
  bucket: string;
  prefix?: string | null | undefined;
  after?: string | null | undefined;
  first?: number | null | undefined;
}>;


export type DashboardBucketObjectsQuery = { bucketObjects: { bucket: string, prefix: string, folders: Array<string>, nextCursor: string | null, objects: Array<{ key: string, size: number, etag: string, lastModified: string, tags: Array<{ key: string, value: string }> }> } };

export type DashboardStorageEndpointQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardStorageEndpointQuery = { storageEndpoint: { url: string, region: string, plane: StoragePlane } };

export type DashboardCreateBucketMutationVariables = Exact<{
  input: CreateBucketInput;
}>;


export type DashboardCreateBucketMutation = { createBucket: { bucket: { name: string, objectCount: number, bytes: number } } };

export type DashboardDeleteBucketMutationVariables = Exact<{
  input: DeleteBucketInput;
}>;


export type DashboardDeleteBucketMutation = { deleteBucket: { name: string, deletedObjects: number } };

export type DashboardDeleteObjectMutationVariables = Exact<{
  input: DeleteObjectInput;
}>;


export type DashboardDeleteObjectMutation = { deleteObject: { bucket: string, key: string, success: boolean } };

export type DashboardPresignObjectUrlMutationVariables = Exact<{
  input: PresignObjectUrlInput;
}>;


export type DashboardPresignObjectUrlMutation = { presignObjectUrl: { url: string, method: PresignMethod, expiresAt: string } };

export type DashboardSetBucketVersioningMutationVariables = Exact<{
  input: SetBucketVersioningInput;
}>;


export type DashboardSetBucketVersioningMutation = { setBucketVersioning: { bucket: { name: string, versioning: BucketVersioning } } };

export type DashboardObjectVersionsQueryVariables = Exact<{
  bucket: string;
  key: string;
}>;


export type DashboardObjectVersionsQuery = { objectVersions: { bucket: string, key: string, versions: Array<{ versionId: string, isLatest: boolean, deleteMarker: boolean, size: number, etag: string | null, lastModified: string, lockMode: RetentionMode | null, lockUntil: string | null, legalHold: boolean, locked: boolean, retained: boolean }> } };

export type DashboardDeletedObjectsQueryVariables = Exact<{
  bucket: string;
  prefix?: string | null | undefined;
}>;


export type DashboardDeletedObjectsQuery = { deletedObjects: { bucket: string, prefix: string, folders: Array<string>, truncated: boolean, objects: Array<{ key: string, markerVersionId: string, deletedAt: string, size: number }> } };

export type DashboardDeleteObjectVersionMutationVariables = Exact<{
  input: DeleteObjectVersionInput;
}>;


export type DashboardDeleteObjectVersionMutation = { deleteObjectVersion: { bucket: string, key: string, versionId: string, deleteMarker: boolean } };

export type DashboardPresignVersionRestoreMutationVariables = Exact<{
  input: PresignVersionRestoreInput;
}>;


export type DashboardPresignVersionRestoreMutation = { presignVersionRestore: { url: string, method: string, expiresAt: string, headers: Array<{ name: string, value: string }> } };

export type DashboardBucketCorsFieldsFragment = { bucket: string, rules: Array<{ id: string | null, allowedOrigins: Array<string>, allowedMethods: Array<string>, allowedHeaders: Array<string>, exposeHeaders: Array<string>, maxAgeSeconds: number | null }> } & { ' $fragmentName'?: 'DashboardBucketCorsFieldsFragment' };

export type DashboardBucketCorsQueryVariables = Exact<{
  bucket: string;
}>;


export type DashboardBucketCorsQuery = { bucketCors: { ' $fragmentRefs'?: { 'DashboardBucketCorsFieldsFragment': DashboardBucketCorsFieldsFragment } } };

export type DashboardPutBucketCorsMutationVariables = Exact<{
  input: PutBucketCorsInput;
}>;


export type DashboardPutBucketCorsMutation = { putBucketCors: { cors: { ' $fragmentRefs'?: { 'DashboardBucketCorsFieldsFragment': DashboardBucketCorsFieldsFragment } } } };

export type DashboardPutObjectTagsMutationVariables = Exact<{
  input: PutObjectTagsInput;
}>;


export type DashboardPutObjectTagsMutation = { putObjectTags: { bucket: string, key: string, tags: Array<{ key: string, value: string }> } };

export type DashboardBucketPublicAccessQueryVariables = Exact<{
  bucket: string;
}>;


export type DashboardBucketPublicAccessQuery = { bucketPublicAccess: { bucket: string, isPublic: boolean, publicPrefixes: Array<string>, publicListing: boolean, hasPolicy: boolean, blockPublicAcls: boolean, ignorePublicAcls: boolean, blockPublicPolicy: boolean, restrictPublicBuckets: boolean, blockedByAccount: boolean, publicUrl: string } };

export type DashboardSetBucketPublicAccessMutationVariables = Exact<{
  input: SetBucketPublicAccessInput;
}>;


export type DashboardSetBucketPublicAccessMutation = { setBucketPublicAccess: { publicAccess: { bucket: string, isPublic: boolean } } };

export type DashboardSetBucketDefaultRetentionMutationVariables = Exact<{
  input: SetBucketDefaultRetentionInput;
}>;


export type DashboardSetBucketDefaultRetentionMutation = { setBucketDefaultRetention: { bucket: { name: string, objectLock: { defaultRetention: { mode: RetentionMode, days: number | null, years: number | null } | null } | null } } };

export type DashboardSetObjectLegalHoldMutationVariables = Exact<{
  input: SetObjectLegalHoldInput;
}>;


export type DashboardSetObjectLegalHoldMutation = { setObjectLegalHold: { bucket: string, key: string, version: { versionId: string, lockMode: RetentionMode | null, lockUntil: string | null, legalHold: boolean, locked: boolean, retained: boolean } } };

export type DashboardExtendObjectRetentionMutationVariables = Exact<{
  input: ExtendObjectRetentionInput;
}>;


export type DashboardExtendObjectRetentionMutation = { extendObjectRetention: { bucket: string, key: string, version: { versionId: string, lockMode: RetentionMode | null, lockUntil: string | null, legalHold: boolean, locked: boolean, retained: boolean } } };

export type DashboardBucketRestoresQueryVariables = Exact<{
  serviceId: string | number;
  bucket: string;
}>;


export type DashboardBucketRestoresQuery = { bucketRestores: Array<{ id: string, prefix: string, pointInTime: string, status: BucketRestoreStatus, keysExamined: number, versionsRestored: number, markersWritten: number, bytesCopied: number, error: string | null, createdAt: string, finishedAt: string | null }> };

export type DashboardStartBucketRestoreMutationVariables = Exact<{
  input: StartBucketRestoreInput;
}>;


export type DashboardStartBucketRestoreMutation = { startBucketRestore: { restore: { id: string, status: BucketRestoreStatus } } };

export type DashboardSnapshotScheduleQueryVariables = Exact<{
  serviceId: string | number;
}>;


export type DashboardSnapshotScheduleQuery = { snapshotSchedule: { serviceId: string, enabled: boolean, retentionDays: number | null, enabledAt: string | null, nextSnapshotAt: string | null, snapshots: Array<{ id: string, onDemand: boolean, takenAt: string, expiresAt: string, objects: number, bytes: number }> } };

export type DashboardSetSnapshotScheduleMutationVariables = Exact<{
  input: SetSnapshotScheduleInput;
}>;


export type DashboardSetSnapshotScheduleMutation = { setSnapshotSchedule: { serviceId: string, enabled: boolean, retentionDays: number | null, enabledAt: string | null, nextSnapshotAt: string | null, snapshots: Array<{ id: string, onDemand: boolean, takenAt: string, expiresAt: string, objects: number, bytes: number }> } };

export type DashboardTakeSnapshotMutationVariables = Exact<{
  serviceId: string | number;
}>;


export type DashboardTakeSnapshotMutation = { takeSnapshot: { serviceId: string, enabled: boolean, retentionDays: number | null, enabledAt: string | null, nextSnapshotAt: string | null, snapshots: Array<{ id: string, onDemand: boolean, takenAt: string, expiresAt: string, objects: number, bytes: number }> } };

export type DashboardStatFieldsFragment = { value: number, changePercent: number | null, previousValue: number | null } & { ' $fragmentName'?: 'DashboardStatFieldsFragment' };

export type PriceListQueryVariables = Exact<{ [key: string]: never; }>;


export type PriceListQuery = { priceList: Array<{ item: string, label: string, unit: string, unitPriceCents: number, freeAllowance: string | null }> };

export type PricingQuoteQueryVariables = Exact<{
  input: PricingQuoteInput;
}>;


export type PricingQuoteQuery = { pricingQuote: { currency: string, totalCents: number, breakdown: { storage: { amount: number, free: number, billable: number, costCents: number }, egress: { amount: number, free: number, billable: number, costCents: number } } } };

export type PricingEstimateQueryVariables = Exact<{
  input: EstimateInput;
}>;


export type PricingEstimateQuery = { pricingEstimate: { currency: string, totalCents: number, vatRatePercent: number, vatCents: number, totalInclVatCents: number, lines: Array<{ item: string, label: string, usage: number, unit: string, free: number, billable: number, unitPriceCents: number, costCents: number }> } };

export type CreateSupportTicketMutationVariables = Exact<{
  input: CreateSupportTicketInput;
}>;


export type CreateSupportTicketMutation = { createSupportTicket: { ticket: { id: string, reference: string, status: TicketStatus, priority: TicketPriority, createdAt: string } } };

export type PublicStorageEndpointQueryVariables = Exact<{ [key: string]: never; }>;


export type PublicStorageEndpointQuery = { storageEndpoint: { url: string, region: string } };

export type DashboardPreferencesQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardPreferencesQuery = { accountSettings: { preferences: { language: string, timezone: string, currency: string, dateFormat: string } } };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { changePassword: { success: boolean, message: string | null } };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, username: string, email: string, firstName: string, lastName: string, userType: UserType, createdAt: string, twoFactorEnabled: boolean, emailVerified: boolean, avatarUrl: string | null } | null };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: { success: boolean } };

export type DrawRoundProofFieldsFragment = { id: string, periodKey: string, status: DrawRoundStatus, committedAt: string, entriesCommitment: string | null, totalEntries: number, targetBlockHeight: number | null, beaconPlan: string | null, voidReason: string | null, winner: { id: string, displayName: string } | null } & { ' $fragmentName'?: 'DrawRoundProofFieldsFragment' };

export type PageInfoFieldsFragment = { endCursor: string | null, hasNextPage: boolean } & { ' $fragmentName'?: 'PageInfoFieldsFragment' };

export type PlansQueryVariables = Exact<{ [key: string]: never; }>;


export type PlansQuery = { plans: Array<{ type: PlanType, storageGB: number, priceKsh: number, duration: string }> };

export type SecurityEventFieldsFragment = { id: string, type: string, action: string, actionCode: string | null, ip: string | null, location: string | null, severity: SecuritySeverity, createdAt: string, actionParams: Array<{ name: string, value: string }> } & { ' $fragmentName'?: 'SecurityEventFieldsFragment' };

export const AccountPublicAccessBlockFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountPublicAccessBlockFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountPublicAccessBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"blockPublicAcls"}},{"kind":"Field","name":{"kind":"Name","value":"ignorePublicAcls"}},{"kind":"Field","name":{"kind":"Name","value":"blockPublicPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"restrictPublicBuckets"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AccountPublicAccessBlockFieldsFragment, unknown>;
export const SecuritySettingsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SecuritySettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SecuritySettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionTimeoutMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"ipAllowlistEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"ipAllowlist"}}]}}]} as unknown as DocumentNode<SecuritySettingsFieldsFragment, unknown>;
export const NotificationSettingsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"sms"}},{"kind":"Field","name":{"kind":"Name","value":"maintenance"}},{"kind":"Field","name":{"kind":"Name","value":"securityAlerts"}},{"kind":"Field","name":{"kind":"Name","value":"emailFrequency"}}]}}]} as unknown as DocumentNode<NotificationSettingsFieldsFragment, unknown>;
export const PreferenceSettingsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PreferenceSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Preferences"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"dateFormat"}}]}}]} as unknown as DocumentNode<PreferenceSettingsFieldsFragment, unknown>;
export const AccountProfileFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"kraPin"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}}]}}]} as unknown as DocumentNode<AccountProfileFieldsFragment, unknown>;
export const AdminActorFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminActorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]} as unknown as DocumentNode<AdminActorFieldsFragment, unknown>;
export const AdminProfileFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}}]}}]} as unknown as DocumentNode<AdminProfileFieldsFragment, unknown>;
export const AdminCustomerFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCustomerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]} as unknown as DocumentNode<AdminCustomerFieldsFragment, unknown>;
export const AdminInvoicePaymentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminInvoicePaymentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoicePayment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}}]}}]} as unknown as DocumentNode<AdminInvoicePaymentFieldsFragment, unknown>;
export const AdminInvoiceRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminInvoiceRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaidCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCustomerFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminInvoicePaymentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCustomerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminInvoicePaymentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoicePayment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}}]}}]} as unknown as DocumentNode<AdminInvoiceRowFieldsFragment, unknown>;
export const AdminServiceRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminServiceRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CloudStorageService"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"serviceType"}},{"kind":"Field","name":{"kind":"Name","value":"storageAmount"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}}]}}]} as unknown as DocumentNode<AdminServiceRowFieldsFragment, unknown>;
export const AdminUserSummaryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminUserSummaryFieldsFragment, unknown>;
export const AdminWinnerFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminWinnerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Winner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"prizeText"}},{"kind":"Field","name":{"kind":"Name","value":"winDate"}},{"kind":"Field","name":{"kind":"Name","value":"claimStatus"}},{"kind":"Field","name":{"kind":"Name","value":"totalEntries"}},{"kind":"Field","name":{"kind":"Name","value":"winnerEntryIndex"}},{"kind":"Field","name":{"kind":"Name","value":"generatedHash"}}]}}]} as unknown as DocumentNode<AdminWinnerFieldsFragment, unknown>;
export const DrawRoundProofFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DrawRoundProofFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DrawRound"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"periodKey"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"committedAt"}},{"kind":"Field","name":{"kind":"Name","value":"entriesCommitment"}},{"kind":"Field","name":{"kind":"Name","value":"totalEntries"}},{"kind":"Field","name":{"kind":"Name","value":"targetBlockHeight"}},{"kind":"Field","name":{"kind":"Name","value":"beaconPlan"}},{"kind":"Field","name":{"kind":"Name","value":"voidReason"}},{"kind":"Field","name":{"kind":"Name","value":"winner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]} as unknown as DocumentNode<DrawRoundProofFieldsFragment, unknown>;
export const AdminDrawRoundFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminDrawRoundFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DrawRound"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trigger"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DrawRoundProofFields"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DrawRoundProofFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DrawRound"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"periodKey"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"committedAt"}},{"kind":"Field","name":{"kind":"Name","value":"entriesCommitment"}},{"kind":"Field","name":{"kind":"Name","value":"totalEntries"}},{"kind":"Field","name":{"kind":"Name","value":"targetBlockHeight"}},{"kind":"Field","name":{"kind":"Name","value":"beaconPlan"}},{"kind":"Field","name":{"kind":"Name","value":"voidReason"}},{"kind":"Field","name":{"kind":"Name","value":"winner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]} as unknown as DocumentNode<AdminDrawRoundFieldsFragment, unknown>;
export const AdminPromotionFormFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPromotionFormFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Promotion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"eligibilityCriteria"}},{"kind":"Field","name":{"kind":"Name","value":"prizeDescription"}},{"kind":"Field","name":{"kind":"Name","value":"prizeValue"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"drawType"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<AdminPromotionFormFieldsFragment, unknown>;
export const AdminPromotionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPromotionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Promotion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPromotionFormFields"}},{"kind":"Field","name":{"kind":"Name","value":"nextDrawAt"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodKey"}},{"kind":"Field","name":{"kind":"Name","value":"participantCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalEntries"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPromotionFormFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Promotion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"eligibilityCriteria"}},{"kind":"Field","name":{"kind":"Name","value":"prizeDescription"}},{"kind":"Field","name":{"kind":"Name","value":"prizeValue"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"drawType"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<AdminPromotionFieldsFragment, unknown>;
export const SignedInUserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SignedInUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"previousSignInAt"}}]}}]} as unknown as DocumentNode<SignedInUserFieldsFragment, unknown>;
export const PrizePromotionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrizePromotionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Promotion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"eligibilityCriteria"}},{"kind":"Field","name":{"kind":"Name","value":"prizeDescription"}},{"kind":"Field","name":{"kind":"Name","value":"prizeValue"}},{"kind":"Field","name":{"kind":"Name","value":"drawType"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"nextDrawAt"}},{"kind":"Field","name":{"kind":"Name","value":"participantCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalEntries"}}]}}]} as unknown as DocumentNode<PrizePromotionFieldsFragment, unknown>;
export const DashboardInvoiceSummaryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardInvoiceSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"periodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaidCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}}]}}]} as unknown as DocumentNode<DashboardInvoiceSummaryFieldsFragment, unknown>;
export const SpendBudgetFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SpendBudgetFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BudgetStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"monthlyBudgetCents"}},{"kind":"Field","name":{"kind":"Name","value":"spentCents"}},{"kind":"Field","name":{"kind":"Name","value":"usedPercent"}},{"kind":"Field","name":{"kind":"Name","value":"level"}}]}}]} as unknown as DocumentNode<SpendBudgetFieldsFragment, unknown>;
export const PerformancePointFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PerformancePointFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PerformancePoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"latencyMs"}},{"kind":"Field","name":{"kind":"Name","value":"errorRatePercent"}},{"kind":"Field","name":{"kind":"Name","value":"uptimePercent"}}]}}]} as unknown as DocumentNode<PerformancePointFieldsFragment, unknown>;
export const UsageTrendPointFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UsageTrendPointFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UsagePoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"storedGB"}},{"kind":"Field","name":{"kind":"Name","value":"egressGB"}},{"kind":"Field","name":{"kind":"Name","value":"requests"}}]}}]} as unknown as DocumentNode<UsageTrendPointFieldsFragment, unknown>;
export const DashboardServiceFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardServiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CloudStorageService"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"serviceType"}},{"kind":"Field","name":{"kind":"Name","value":"storageAmount"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"planType"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endpoint"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"retention"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"days"}}]}}]}}]} as unknown as DocumentNode<DashboardServiceFieldsFragment, unknown>;
export const DashboardBucketCorsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardBucketCorsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BucketCors"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bucket"}},{"kind":"Field","name":{"kind":"Name","value":"rules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"allowedOrigins"}},{"kind":"Field","name":{"kind":"Name","value":"allowedMethods"}},{"kind":"Field","name":{"kind":"Name","value":"allowedHeaders"}},{"kind":"Field","name":{"kind":"Name","value":"exposeHeaders"}},{"kind":"Field","name":{"kind":"Name","value":"maxAgeSeconds"}}]}}]}}]} as unknown as DocumentNode<DashboardBucketCorsFieldsFragment, unknown>;
export const DashboardStatFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardStatFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StatWithChange"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"changePercent"}},{"kind":"Field","name":{"kind":"Name","value":"previousValue"}}]}}]} as unknown as DocumentNode<DashboardStatFieldsFragment, unknown>;
export const PageInfoFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageInfoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]} as unknown as DocumentNode<PageInfoFieldsFragment, unknown>;
export const SecurityEventFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SecurityEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SecurityEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"actionCode"}},{"kind":"Field","name":{"kind":"Name","value":"actionParams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<SecurityEventFieldsFragment, unknown>;
export const SecurityOverviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SecurityOverview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"twoFactorEnabled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"securityOverview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"activeApiKeys"}},{"kind":"Field","name":{"kind":"Name","value":"events24h"}},{"kind":"Field","name":{"kind":"Name","value":"failedLogins24h"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"maxPoints"}},{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"}},{"kind":"Field","name":{"kind":"Name","value":"explanationCode"}},{"kind":"Field","name":{"kind":"Name","value":"explanationParams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SecurityOverviewQuery, SecurityOverviewQueryVariables>;
export const ApiKeysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiKeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"accessKeyId"}},{"kind":"Field","name":{"kind":"Name","value":"maskedSecret"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"scope"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"buckets"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}}]}}]}}]}}]} as unknown as DocumentNode<ApiKeysQuery, ApiKeysQueryVariables>;
export const ApiKeyScopeBucketsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiKeyScopeBuckets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKeyScopeBuckets"}}]}}]} as unknown as DocumentNode<ApiKeyScopeBucketsQuery, ApiKeyScopeBucketsQueryVariables>;
export const SecurityEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SecurityEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"securityEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SecurityEventFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageInfoFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SecurityEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SecurityEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"actionCode"}},{"kind":"Field","name":{"kind":"Name","value":"actionParams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageInfoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]} as unknown as DocumentNode<SecurityEventsQuery, SecurityEventsQueryVariables>;
export const AccountSettingsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountSettingsPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountProfileFields"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"twoFactorEnabled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accountSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationSettingsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"preferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PreferenceSettingsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"security"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SecuritySettingsFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"kraPin"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"sms"}},{"kind":"Field","name":{"kind":"Name","value":"maintenance"}},{"kind":"Field","name":{"kind":"Name","value":"securityAlerts"}},{"kind":"Field","name":{"kind":"Name","value":"emailFrequency"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PreferenceSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Preferences"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"dateFormat"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SecuritySettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SecuritySettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionTimeoutMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"ipAllowlistEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"ipAllowlist"}}]}}]} as unknown as DocumentNode<AccountSettingsPageQuery, AccountSettingsPageQueryVariables>;
export const CreateApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiKeyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secretAccessKey"}},{"kind":"Field","name":{"kind":"Name","value":"apiKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"accessKeyId"}},{"kind":"Field","name":{"kind":"Name","value":"maskedSecret"}}]}}]}}]}}]} as unknown as DocumentNode<CreateApiKeyMutation, CreateApiKeyMutationVariables>;
export const RevokeApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RevokeApiKeyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<RevokeApiKeyMutation, RevokeApiKeyMutationVariables>;
export const SetApiKeyStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetApiKeyStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetApiKeyStatusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setApiKeyStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<SetApiKeyStatusMutation, SetApiKeyStatusMutationVariables>;
export const StartTwoFactorEnrolmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartTwoFactorEnrolment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startTwoFactorEnrolment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"otpauthUrl"}},{"kind":"Field","name":{"kind":"Name","value":"qrCodeDataUrl"}}]}}]}}]} as unknown as DocumentNode<StartTwoFactorEnrolmentMutation, StartTwoFactorEnrolmentMutationVariables>;
export const ConfirmTwoFactorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmTwoFactor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfirmTwoFactorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmTwoFactor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recoveryCodes"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"twoFactorEnabled"}}]}}]}}]}}]} as unknown as DocumentNode<ConfirmTwoFactorMutation, ConfirmTwoFactorMutationVariables>;
export const DisableTwoFactorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisableTwoFactor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DisableTwoFactorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disableTwoFactor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"twoFactorEnabled"}}]}}]}}]}}]} as unknown as DocumentNode<DisableTwoFactorMutation, DisableTwoFactorMutationVariables>;
export const UpdateSecuritySettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSecuritySettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateSecuritySettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSecuritySettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"security"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SecuritySettingsFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SecuritySettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SecuritySettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionTimeoutMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"ipAllowlistEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"ipAllowlist"}}]}}]} as unknown as DocumentNode<UpdateSecuritySettingsMutation, UpdateSecuritySettingsMutationVariables>;
export const UpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountProfileFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"kraPin"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}}]}}]} as unknown as DocumentNode<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const UpdateNotificationSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateNotificationSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateNotificationSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateNotificationSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationSettingsFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"sms"}},{"kind":"Field","name":{"kind":"Name","value":"maintenance"}},{"kind":"Field","name":{"kind":"Name","value":"securityAlerts"}},{"kind":"Field","name":{"kind":"Name","value":"emailFrequency"}}]}}]} as unknown as DocumentNode<UpdateNotificationSettingsMutation, UpdateNotificationSettingsMutationVariables>;
export const UpdatePreferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePreferences"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePreferencesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePreferences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"preferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PreferenceSettingsFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PreferenceSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Preferences"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"dateFormat"}}]}}]} as unknown as DocumentNode<UpdatePreferencesMutation, UpdatePreferencesMutationVariables>;
export const DeleteAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteAccountMutation, DeleteAccountMutationVariables>;
export const MySessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MySessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mySessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"device"}},{"kind":"Field","name":{"kind":"Name","value":"browser"}},{"kind":"Field","name":{"kind":"Name","value":"system"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenAt"}},{"kind":"Field","name":{"kind":"Name","value":"current"}}]}}]}}]} as unknown as DocumentNode<MySessionsQuery, MySessionsQueryVariables>;
export const RevokeSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RevokeSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<RevokeSessionMutation, RevokeSessionMutationVariables>;
export const RevokeOtherSessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeOtherSessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeOtherSessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokedCount"}}]}}]}}]} as unknown as DocumentNode<RevokeOtherSessionsMutation, RevokeOtherSessionsMutationVariables>;
export const ResendVerificationEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendVerificationEmail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendVerificationEmail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ResendVerificationEmailMutation, ResendVerificationEmailMutationVariables>;
export const PersonalAccessTokensDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PersonalAccessTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"personalAccessTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"tokenStart"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedIp"}}]}}]}}]} as unknown as DocumentNode<PersonalAccessTokensQuery, PersonalAccessTokensQueryVariables>;
export const CreatePersonalAccessTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePersonalAccessToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePersonalAccessTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPersonalAccessToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"token"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"tokenStart"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<CreatePersonalAccessTokenMutation, CreatePersonalAccessTokenMutationVariables>;
export const RevokePersonalAccessTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokePersonalAccessToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RevokePersonalAccessTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokePersonalAccessToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]}}]}}]} as unknown as DocumentNode<RevokePersonalAccessTokenMutation, RevokePersonalAccessTokenMutationVariables>;
export const AccountPublicAccessBlockDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountPublicAccessBlock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountPublicAccessBlock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountPublicAccessBlockFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountPublicAccessBlockFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountPublicAccessBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"blockPublicAcls"}},{"kind":"Field","name":{"kind":"Name","value":"ignorePublicAcls"}},{"kind":"Field","name":{"kind":"Name","value":"blockPublicPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"restrictPublicBuckets"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AccountPublicAccessBlockQuery, AccountPublicAccessBlockQueryVariables>;
export const PutAccountPublicAccessBlockDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PutAccountPublicAccessBlock"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PutAccountPublicAccessBlockInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"putAccountPublicAccessBlock"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountPublicAccessBlock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountPublicAccessBlockFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountPublicAccessBlockFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountPublicAccessBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"blockPublicAcls"}},{"kind":"Field","name":{"kind":"Name","value":"ignorePublicAcls"}},{"kind":"Field","name":{"kind":"Name","value":"blockPublicPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"restrictPublicBuckets"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<PutAccountPublicAccessBlockMutation, PutAccountPublicAccessBlockMutationVariables>;
export const SecurityStoragePlaneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SecurityStoragePlane"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storageEndpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plane"}}]}}]}}]} as unknown as DocumentNode<SecurityStoragePlaneQuery, SecurityStoragePlaneQueryVariables>;
export const AdminStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalUsers"}},{"kind":"Field","name":{"kind":"Name","value":"activeServices"}},{"kind":"Field","name":{"kind":"Name","value":"competitionEntries"}},{"kind":"Field","name":{"kind":"Name","value":"activePromotions"}}]}}]}}]} as unknown as DocumentNode<AdminStatsQuery, AdminStatsQueryVariables>;
export const AdminUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUserSummaryFields"}},{"kind":"Field","name":{"kind":"Name","value":"activeServiceCount"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"storageHold"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"since"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageInfoFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageInfoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]} as unknown as DocumentNode<AdminUsersQuery, AdminUsersQueryVariables>;
export const AdminUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUserSummaryFields"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"twoFactorEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminServiceRowFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminServiceRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CloudStorageService"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"serviceType"}},{"kind":"Field","name":{"kind":"Name","value":"storageAmount"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}}]}}]} as unknown as DocumentNode<AdminUserQuery, AdminUserQueryVariables>;
export const AdminServicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminServices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminServices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminServiceRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCustomerFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageInfoFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminServiceRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CloudStorageService"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"serviceType"}},{"kind":"Field","name":{"kind":"Name","value":"storageAmount"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCustomerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageInfoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]} as unknown as DocumentNode<AdminServicesQuery, AdminServicesQueryVariables>;
export const AdminSetServiceActiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetServiceActive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetServiceStatusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminSetServiceActive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"service"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]}}]}}]} as unknown as DocumentNode<AdminSetServiceActiveMutation, AdminSetServiceActiveMutationVariables>;
export const AdminWinnersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminWinners"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminWinners"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminWinnerFields"}},{"kind":"Field","name":{"kind":"Name","value":"promotionName"}},{"kind":"Field","name":{"kind":"Name","value":"prizeDescription"}},{"kind":"Field","name":{"kind":"Name","value":"prizeValue"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageInfoFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminWinnerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Winner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"prizeText"}},{"kind":"Field","name":{"kind":"Name","value":"winDate"}},{"kind":"Field","name":{"kind":"Name","value":"claimStatus"}},{"kind":"Field","name":{"kind":"Name","value":"totalEntries"}},{"kind":"Field","name":{"kind":"Name","value":"winnerEntryIndex"}},{"kind":"Field","name":{"kind":"Name","value":"generatedHash"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageInfoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]} as unknown as DocumentNode<AdminWinnersQuery, AdminWinnersQueryVariables>;
export const AdminSecurityEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminSecurityEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminSecurityEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SecurityEventFields"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminActorFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageInfoFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SecurityEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SecurityEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"actionCode"}},{"kind":"Field","name":{"kind":"Name","value":"actionParams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminActorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageInfoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]} as unknown as DocumentNode<AdminSecurityEventsQuery, AdminSecurityEventsQueryVariables>;
export const AdminRevenueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminRevenue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminRevenue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"monthlyRecurringCents"}},{"kind":"Field","name":{"kind":"Name","value":"averageRevenuePerUserCents"}},{"kind":"Field","name":{"kind":"Name","value":"invoicedThisMonthCents"}},{"kind":"Field","name":{"kind":"Name","value":"outstandingCents"}},{"kind":"Field","name":{"kind":"Name","value":"overdueCents"}},{"kind":"Field","name":{"kind":"Name","value":"payingCustomers"}},{"kind":"Field","name":{"kind":"Name","value":"revenueByMonth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceCount"}},{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"vatCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidCents"}}]}}]}}]}}]} as unknown as DocumentNode<AdminRevenueQuery, AdminRevenueQueryVariables>;
export const AdminInvoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminInvoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminInvoiceFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminInvoices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminInvoiceRowFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageInfoFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCustomerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminInvoicePaymentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoicePayment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminInvoiceRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaidCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCustomerFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminInvoicePaymentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageInfoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]} as unknown as DocumentNode<AdminInvoicesQuery, AdminInvoicesQueryVariables>;
export const AdminRecordInvoicePaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRecordInvoicePayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordInvoicePaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordInvoicePayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminInvoiceRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCustomerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminInvoicePaymentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoicePayment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminInvoiceRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaidCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCustomerFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminInvoicePaymentFields"}}]}}]}}]} as unknown as DocumentNode<AdminRecordInvoicePaymentMutation, AdminRecordInvoicePaymentMutationVariables>;
export const AdminSupportTicketsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminSupportTickets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TicketStatus"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supportTickets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"urgent"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageInfoFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageInfoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]} as unknown as DocumentNode<AdminSupportTicketsQuery, AdminSupportTicketsQueryVariables>;
export const AdminUpdateSupportTicketStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateSupportTicketStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateSupportTicketStatusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSupportTicketStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticket"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<AdminUpdateSupportTicketStatusMutation, AdminUpdateSupportTicketStatusMutationVariables>;
export const AdminProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminProfileFields"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"twoFactorEnabled"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}}]}}]} as unknown as DocumentNode<AdminProfileQuery, AdminProfileQueryVariables>;
export const AdminUpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminProfileFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}}]}}]} as unknown as DocumentNode<AdminUpdateProfileMutation, AdminUpdateProfileMutationVariables>;
export const AdminAuditLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAuditLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminAuditFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminAuditLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"actionLabel"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminActorFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"targetType"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageInfoFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminActorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageInfoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]} as unknown as DocumentNode<AdminAuditLogQuery, AdminAuditLogQueryVariables>;
export const AdminAuditActorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAuditActors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminAuditActors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AdminAuditActorsQuery, AdminAuditActorsQueryVariables>;
export const AdminUpdatePreferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdatePreferences"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePreferencesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePreferences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"preferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"dateFormat"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminUpdatePreferencesMutation, AdminUpdatePreferencesMutationVariables>;
export const AdminExchangeRatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminExchangeRates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exchangeRates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"kshCentsPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"rateDate"}},{"kind":"Field","name":{"kind":"Name","value":"setAt"}}]}}]}}]} as unknown as DocumentNode<AdminExchangeRatesQuery, AdminExchangeRatesQueryVariables>;
export const SetExchangeRateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetExchangeRate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetExchangeRateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setExchangeRate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"kshCentsPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"rateDate"}},{"kind":"Field","name":{"kind":"Name","value":"setAt"}}]}}]}}]} as unknown as DocumentNode<SetExchangeRateMutation, SetExchangeRateMutationVariables>;
export const AdminPromotionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPromotions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminPromotions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPromotionFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPromotionFormFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPromotionFormFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Promotion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"eligibilityCriteria"}},{"kind":"Field","name":{"kind":"Name","value":"prizeDescription"}},{"kind":"Field","name":{"kind":"Name","value":"prizeValue"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"drawType"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPromotionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Promotion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPromotionFormFields"}},{"kind":"Field","name":{"kind":"Name","value":"nextDrawAt"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodKey"}},{"kind":"Field","name":{"kind":"Name","value":"participantCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalEntries"}}]}}]} as unknown as DocumentNode<AdminPromotionsQuery, AdminPromotionsQueryVariables>;
export const PromotionParticipantsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PromotionParticipants"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"promotionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"promotionParticipants"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"promotionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"promotionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"entryDate"}},{"kind":"Field","name":{"kind":"Name","value":"entries"}},{"kind":"Field","name":{"kind":"Name","value":"joinedExplicitly"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCustomerFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCustomerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]} as unknown as DocumentNode<PromotionParticipantsQuery, PromotionParticipantsQueryVariables>;
export const PromotionWinnersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PromotionWinners"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"promotionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"promotionWinners"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"promotionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"promotionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminWinnerFields"}},{"kind":"Field","name":{"kind":"Name","value":"periodKey"}},{"kind":"Field","name":{"kind":"Name","value":"beaconSource"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminWinnerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Winner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"prizeText"}},{"kind":"Field","name":{"kind":"Name","value":"winDate"}},{"kind":"Field","name":{"kind":"Name","value":"claimStatus"}},{"kind":"Field","name":{"kind":"Name","value":"totalEntries"}},{"kind":"Field","name":{"kind":"Name","value":"winnerEntryIndex"}},{"kind":"Field","name":{"kind":"Name","value":"generatedHash"}}]}}]} as unknown as DocumentNode<PromotionWinnersQuery, PromotionWinnersQueryVariables>;
export const CreatePromotionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePromotion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePromotionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPromotion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"promotion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<CreatePromotionMutation, CreatePromotionMutationVariables>;
export const UpdatePromotionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePromotion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePromotionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePromotion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"promotion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPromotionFormFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPromotionFormFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Promotion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"eligibilityCriteria"}},{"kind":"Field","name":{"kind":"Name","value":"prizeDescription"}},{"kind":"Field","name":{"kind":"Name","value":"prizeValue"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"drawType"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<UpdatePromotionMutation, UpdatePromotionMutationVariables>;
export const SelectWinnerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SelectWinner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SelectWinnerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"selectWinner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"newlyDrawn"}},{"kind":"Field","name":{"kind":"Name","value":"winner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"generatedHash"}}]}},{"kind":"Field","name":{"kind":"Name","value":"round"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"periodKey"}},{"kind":"Field","name":{"kind":"Name","value":"entriesCommitment"}},{"kind":"Field","name":{"kind":"Name","value":"totalEntries"}},{"kind":"Field","name":{"kind":"Name","value":"targetBlockHeight"}},{"kind":"Field","name":{"kind":"Name","value":"beaconPlan"}},{"kind":"Field","name":{"kind":"Name","value":"committedAt"}}]}}]}}]}}]} as unknown as DocumentNode<SelectWinnerMutation, SelectWinnerMutationVariables>;
export const PromotionRoundsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PromotionRounds"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"promotionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"drawRounds"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"promotionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"promotionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminDrawRoundFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DrawRoundProofFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DrawRound"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"periodKey"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"committedAt"}},{"kind":"Field","name":{"kind":"Name","value":"entriesCommitment"}},{"kind":"Field","name":{"kind":"Name","value":"totalEntries"}},{"kind":"Field","name":{"kind":"Name","value":"targetBlockHeight"}},{"kind":"Field","name":{"kind":"Name","value":"beaconPlan"}},{"kind":"Field","name":{"kind":"Name","value":"voidReason"}},{"kind":"Field","name":{"kind":"Name","value":"winner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminDrawRoundFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DrawRound"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trigger"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DrawRoundProofFields"}}]}}]} as unknown as DocumentNode<PromotionRoundsQuery, PromotionRoundsQueryVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"twoFactorRequired"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SignedInUserFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SignedInUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"previousSignInAt"}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const CompleteTwoFactorLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompleteTwoFactorLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompleteTwoFactorLoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeTwoFactorLogin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SignedInUserFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SignedInUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"previousSignInAt"}}]}}]} as unknown as DocumentNode<CompleteTwoFactorLoginMutation, CompleteTwoFactorLoginMutationVariables>;
export const RegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;
export const RequestPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestPasswordResetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const VerifyEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VerifyEmailInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<VerifyEmailMutation, VerifyEmailMutationVariables>;
export const CompetitionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Competition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalEntries"}},{"kind":"Field","name":{"kind":"Name","value":"participantCount"}},{"kind":"Field","name":{"kind":"Name","value":"nextDrawAt"}},{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"periodProgress"}},{"kind":"Field","name":{"kind":"Name","value":"entriesCommitment"}},{"kind":"Field","name":{"kind":"Name","value":"beaconMode"}},{"kind":"Field","name":{"kind":"Name","value":"recentRounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"promotionName"}},{"kind":"Field","name":{"kind":"Name","value":"drawAt"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DrawRoundProofFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"promotion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrizePromotionFields"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"drawType"}},{"kind":"Field","name":{"kind":"Name","value":"prizeDescription"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodKey"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastWinners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"prizeText"}},{"kind":"Field","name":{"kind":"Name","value":"winDate"}},{"kind":"Field","name":{"kind":"Name","value":"promotionName"}},{"kind":"Field","name":{"kind":"Name","value":"promotionId"}},{"kind":"Field","name":{"kind":"Name","value":"btcBlockHash"}},{"kind":"Field","name":{"kind":"Name","value":"drawTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"generatedHash"}},{"kind":"Field","name":{"kind":"Name","value":"winnerEntryIndex"}},{"kind":"Field","name":{"kind":"Name","value":"totalEntries"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DrawRoundProofFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DrawRound"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"periodKey"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"committedAt"}},{"kind":"Field","name":{"kind":"Name","value":"entriesCommitment"}},{"kind":"Field","name":{"kind":"Name","value":"totalEntries"}},{"kind":"Field","name":{"kind":"Name","value":"targetBlockHeight"}},{"kind":"Field","name":{"kind":"Name","value":"beaconPlan"}},{"kind":"Field","name":{"kind":"Name","value":"voidReason"}},{"kind":"Field","name":{"kind":"Name","value":"winner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrizePromotionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Promotion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"eligibilityCriteria"}},{"kind":"Field","name":{"kind":"Name","value":"prizeDescription"}},{"kind":"Field","name":{"kind":"Name","value":"prizeValue"}},{"kind":"Field","name":{"kind":"Name","value":"drawType"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"nextDrawAt"}},{"kind":"Field","name":{"kind":"Name","value":"participantCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalEntries"}}]}}]} as unknown as DocumentNode<CompetitionQuery, CompetitionQueryVariables>;
export const ActivePromotionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActivePromotions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activePromotions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrizePromotionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrizePromotionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Promotion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"eligibilityCriteria"}},{"kind":"Field","name":{"kind":"Name","value":"prizeDescription"}},{"kind":"Field","name":{"kind":"Name","value":"prizeValue"}},{"kind":"Field","name":{"kind":"Name","value":"drawType"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"nextDrawAt"}},{"kind":"Field","name":{"kind":"Name","value":"participantCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalEntries"}}]}}]} as unknown as DocumentNode<ActivePromotionsQuery, ActivePromotionsQueryVariables>;
export const PublicWinnersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicWinners"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicWinners"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"prizeText"}},{"kind":"Field","name":{"kind":"Name","value":"winDate"}},{"kind":"Field","name":{"kind":"Name","value":"promotionName"}},{"kind":"Field","name":{"kind":"Name","value":"periodKey"}}]}}]}}]} as unknown as DocumentNode<PublicWinnersQuery, PublicWinnersQueryVariables>;
export const DrawRecordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DrawRecord"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"winnerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"drawRecord"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"winnerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"winnerId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"promotionId"}},{"kind":"Field","name":{"kind":"Name","value":"periodKey"}},{"kind":"Field","name":{"kind":"Name","value":"totalEntries"}},{"kind":"Field","name":{"kind":"Name","value":"entriesCommitment"}},{"kind":"Field","name":{"kind":"Name","value":"btcBlockHash"}},{"kind":"Field","name":{"kind":"Name","value":"beaconSource"}},{"kind":"Field","name":{"kind":"Name","value":"beaconHeight"}},{"kind":"Field","name":{"kind":"Name","value":"drawTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"generatedHash"}},{"kind":"Field","name":{"kind":"Name","value":"winnerEntryIndex"}},{"kind":"Field","name":{"kind":"Name","value":"ranges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"entries"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}},{"kind":"Field","name":{"kind":"Name","value":"winner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"prizeText"}}]}}]}}]}}]} as unknown as DocumentNode<DrawRecordQuery, DrawRecordQueryVariables>;
export const MyCompetitionStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyCompetitionStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myCompetitionStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entries"}},{"kind":"Field","name":{"kind":"Name","value":"activeServices"}},{"kind":"Field","name":{"kind":"Name","value":"activeStorageGB"}},{"kind":"Field","name":{"kind":"Name","value":"eligible"}},{"kind":"Field","name":{"kind":"Name","value":"ineligibleReason"}},{"kind":"Field","name":{"kind":"Name","value":"overdueInvoices"}},{"kind":"Field","name":{"kind":"Name","value":"pseudonym"}}]}}]}}]} as unknown as DocumentNode<MyCompetitionStatusQuery, MyCompetitionStatusQueryVariables>;
export const JoinCompetitionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JoinCompetition"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JoinCompetitionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"joinCompetition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalEntries"}},{"kind":"Field","name":{"kind":"Name","value":"activeServices"}}]}}]}}]} as unknown as DocumentNode<JoinCompetitionMutation, JoinCompetitionMutationVariables>;
export const SimulateWinnerSelectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SimulateWinnerSelection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"simulateWinnerSelection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"competitionId"}},{"kind":"Field","name":{"kind":"Name","value":"btcBlockHash"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"generatedHash"}},{"kind":"Field","name":{"kind":"Name","value":"winnerEntryIndex"}},{"kind":"Field","name":{"kind":"Name","value":"winnerCustomerId"}},{"kind":"Field","name":{"kind":"Name","value":"totalEntries"}},{"kind":"Field","name":{"kind":"Name","value":"beaconSource"}}]}}]}}]} as unknown as DocumentNode<SimulateWinnerSelectionMutation, SimulateWinnerSelectionMutationVariables>;
export const DashboardGreetingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardGreeting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"previousSignInAt"}}]}}]}}]} as unknown as DocumentNode<DashboardGreetingQuery, DashboardGreetingQueryVariables>;
export const DashboardMyServicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardMyServices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includeCancelled"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myServices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"includeCancelled"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includeCancelled"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardServiceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardServiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CloudStorageService"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"serviceType"}},{"kind":"Field","name":{"kind":"Name","value":"storageAmount"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"planType"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endpoint"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"retention"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"days"}}]}}]}}]} as unknown as DocumentNode<DashboardMyServicesQuery, DashboardMyServicesQueryVariables>;
export const DashboardServiceActivityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardServiceActivity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceActivity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"serviceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<DashboardServiceActivityQuery, DashboardServiceActivityQueryVariables>;
export const DashboardServiceMetricsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardServiceMetrics"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"range"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TimeRange"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceMetrics"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"serviceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"range"},"value":{"kind":"Variable","name":{"kind":"Name","value":"range"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceId"}},{"kind":"Field","name":{"kind":"Name","value":"storedGB"}},{"kind":"Field","name":{"kind":"Name","value":"storedNowBytes"}},{"kind":"Field","name":{"kind":"Name","value":"egressGB"}},{"kind":"Field","name":{"kind":"Name","value":"requests"}},{"kind":"Field","name":{"kind":"Name","value":"errors"}},{"kind":"Field","name":{"kind":"Name","value":"avgLatencyMs"}},{"kind":"Field","name":{"kind":"Name","value":"uptimePercent"}},{"kind":"Field","name":{"kind":"Name","value":"lastActivityAt"}},{"kind":"Field","name":{"kind":"Name","value":"usageTrend"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UsageTrendPointFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UsageTrendPointFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UsagePoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"storedGB"}},{"kind":"Field","name":{"kind":"Name","value":"egressGB"}},{"kind":"Field","name":{"kind":"Name","value":"requests"}}]}}]} as unknown as DocumentNode<DashboardServiceMetricsQuery, DashboardServiceMetricsQueryVariables>;
export const DashboardCreateServiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DashboardCreateService"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCloudStorageServiceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCloudStorageService"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"service"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardServiceFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardServiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CloudStorageService"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"serviceType"}},{"kind":"Field","name":{"kind":"Name","value":"storageAmount"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"planType"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endpoint"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"retention"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"days"}}]}}]}}]} as unknown as DocumentNode<DashboardCreateServiceMutation, DashboardCreateServiceMutationVariables>;
export const DashboardUpdateServiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DashboardUpdateService"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCloudStorageServiceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCloudStorageService"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"service"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardServiceFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardServiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CloudStorageService"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"serviceType"}},{"kind":"Field","name":{"kind":"Name","value":"storageAmount"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"planType"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endpoint"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"retention"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"days"}}]}}]}}]} as unknown as DocumentNode<DashboardUpdateServiceMutation, DashboardUpdateServiceMutationVariables>;
export const DashboardSetServiceActiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DashboardSetServiceActive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetServiceStatusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setCloudStorageServiceActive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"service"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardServiceFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardServiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CloudStorageService"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"serviceType"}},{"kind":"Field","name":{"kind":"Name","value":"storageAmount"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"planType"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endpoint"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"retention"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"days"}}]}}]}}]} as unknown as DocumentNode<DashboardSetServiceActiveMutation, DashboardSetServiceActiveMutationVariables>;
export const DashboardCancelServiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DashboardCancelService"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CancelCloudStorageServiceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelCloudStorageService"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"service"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardServiceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deletedBuckets"}},{"kind":"Field","name":{"kind":"Name","value":"deletedObjects"}},{"kind":"Field","name":{"kind":"Name","value":"billingEndsAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardServiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CloudStorageService"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"serviceType"}},{"kind":"Field","name":{"kind":"Name","value":"storageAmount"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"planType"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endpoint"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"retention"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"days"}}]}}]}}]} as unknown as DocumentNode<DashboardCancelServiceMutation, DashboardCancelServiceMutationVariables>;
export const DashboardOverviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardOverview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"range"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TimeRange"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboardOverview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"range"},"value":{"kind":"Variable","name":{"kind":"Name","value":"range"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"range"}},{"kind":"Field","name":{"kind":"Name","value":"activeServices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardStatFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalStorageGB"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardStatFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"apiRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardStatFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"avgUptimePercent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardStatFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"storedNowBytes"}},{"kind":"Field","name":{"kind":"Name","value":"avgLatencyMs"}},{"kind":"Field","name":{"kind":"Name","value":"usageTrend"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UsageTrendPointFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"performance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PerformancePointFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"regionalUsage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"egressGB"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardStatFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StatWithChange"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"changePercent"}},{"kind":"Field","name":{"kind":"Name","value":"previousValue"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UsageTrendPointFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UsagePoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"storedGB"}},{"kind":"Field","name":{"kind":"Name","value":"egressGB"}},{"kind":"Field","name":{"kind":"Name","value":"requests"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PerformancePointFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PerformancePoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"latencyMs"}},{"kind":"Field","name":{"kind":"Name","value":"errorRatePercent"}},{"kind":"Field","name":{"kind":"Name","value":"uptimePercent"}}]}}]} as unknown as DocumentNode<DashboardOverviewQuery, DashboardOverviewQueryVariables>;
export const DashboardMonitoringDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardMonitoring"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"range"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TimeRange"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"monitoring"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"range"},"value":{"kind":"Variable","name":{"kind":"Name","value":"range"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"range"}},{"kind":"Field","name":{"kind":"Name","value":"avgLatencyMs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardStatFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errorRatePercent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardStatFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardStatFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"uptimePercent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardStatFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"resources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameCode"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"detailCode"}},{"kind":"Field","name":{"kind":"Name","value":"detailParams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PerformancePointFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"alerts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"titleCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"messageCode"}},{"kind":"Field","name":{"kind":"Name","value":"messageParams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"serviceId"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardStatFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StatWithChange"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"changePercent"}},{"kind":"Field","name":{"kind":"Name","value":"previousValue"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PerformancePointFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PerformancePoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"latencyMs"}},{"kind":"Field","name":{"kind":"Name","value":"errorRatePercent"}},{"kind":"Field","name":{"kind":"Name","value":"uptimePercent"}}]}}]} as unknown as DocumentNode<DashboardMonitoringQuery, DashboardMonitoringQueryVariables>;
export const DashboardBillingSummaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardBillingSummary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"period"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BillingPeriod"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billingSummary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"period"},"value":{"kind":"Variable","name":{"kind":"Name","value":"period"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"currentBillCents"}},{"kind":"Field","name":{"kind":"Name","value":"changePercent"}},{"kind":"Field","name":{"kind":"Name","value":"nextInvoiceAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextPaymentDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"outstandingCents"}},{"kind":"Field","name":{"kind":"Name","value":"paymentInstructions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mpesa"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"placeholder"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bank"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"placeholder"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"ytdCents"}},{"kind":"Field","name":{"kind":"Name","value":"spending"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"usageBreakdown"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"budget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SpendBudgetFields"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyBudgetCents"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SpendBudgetFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BudgetStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"monthlyBudgetCents"}},{"kind":"Field","name":{"kind":"Name","value":"spentCents"}},{"kind":"Field","name":{"kind":"Name","value":"usedPercent"}},{"kind":"Field","name":{"kind":"Name","value":"level"}}]}}]} as unknown as DocumentNode<DashboardBillingSummaryQuery, DashboardBillingSummaryQueryVariables>;
export const DashboardInvoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardInvoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardInvoiceSummaryFields"}},{"kind":"Field","name":{"kind":"Name","value":"services"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageInfoFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardInvoiceSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"periodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaidCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageInfoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]} as unknown as DocumentNode<DashboardInvoicesQuery, DashboardInvoicesQueryVariables>;
export const DashboardInvoiceDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardInvoiceDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardInvoiceSummaryFields"}},{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"vatRatePercent"}},{"kind":"Field","name":{"kind":"Name","value":"vatCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"vatCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentInstructions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mpesa"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"placeholder"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bank"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"branch"}},{"kind":"Field","name":{"kind":"Name","value":"swiftCode"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"placeholder"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardInvoiceSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"periodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaidCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}}]}}]} as unknown as DocumentNode<DashboardInvoiceDetailQuery, DashboardInvoiceDetailQueryVariables>;
export const DashboardSetSpendBudgetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DashboardSetSpendBudget"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetSpendBudgetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setSpendBudget"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SpendBudgetFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SpendBudgetFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BudgetStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"monthlyBudgetCents"}},{"kind":"Field","name":{"kind":"Name","value":"spentCents"}},{"kind":"Field","name":{"kind":"Name","value":"usedPercent"}},{"kind":"Field","name":{"kind":"Name","value":"level"}}]}}]} as unknown as DocumentNode<DashboardSetSpendBudgetMutation, DashboardSetSpendBudgetMutationVariables>;
export const DashboardExchangeRatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardExchangeRates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exchangeRates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"kshCentsPerUnit"}},{"kind":"Field","name":{"kind":"Name","value":"rateDate"}}]}}]}}]} as unknown as DocumentNode<DashboardExchangeRatesQuery, DashboardExchangeRatesQueryVariables>;
export const DashboardResendVerificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DashboardResendVerification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendVerificationEmail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DashboardResendVerificationMutation, DashboardResendVerificationMutationVariables>;
export const DashboardStorageHoldDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardStorageHold"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storageHold"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"since"}}]}}]}}]} as unknown as DocumentNode<DashboardStorageHoldQuery, DashboardStorageHoldQueryVariables>;
export const DashboardBucketLifecycleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardBucketLifecycle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bucket"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bucketLifecycle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bucket"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bucket"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bucket"}},{"kind":"Field","name":{"kind":"Name","value":"runHourUtc"}},{"kind":"Field","name":{"kind":"Name","value":"rules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"filter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"objectSizeGreaterThan"}},{"kind":"Field","name":{"kind":"Name","value":"objectSizeLessThan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"expiration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"expiredObjectDeleteMarker"}}]}},{"kind":"Field","name":{"kind":"Name","value":"noncurrentVersionExpiration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"noncurrentDays"}},{"kind":"Field","name":{"kind":"Name","value":"newerNoncurrentVersions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"abortIncompleteMultipartUpload"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"daysAfterInitiation"}}]}}]}}]}}]}}]} as unknown as DocumentNode<DashboardBucketLifecycleQuery, DashboardBucketLifecycleQueryVariables>;
export const DashboardPutBucketLifecycleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DashboardPutBucketLifecycle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PutBucketLifecycleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"putBucketLifecycle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lifecycle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bucket"}},{"kind":"Field","name":{"kind":"Name","value":"runHourUtc"}}]}}]}}]}}]} as unknown as DocumentNode<DashboardPutBucketLifecycleMutation, DashboardPutBucketLifecycleMutationVariables>;
export const DashboardServiceBucketsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardServiceBuckets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceBuckets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"serviceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceId"}},{"kind":"Field","name":{"kind":"Name","value":"usable"}},{"kind":"Field","name":{"kind":"Name","value":"usedBytes"}},{"kind":"Field","name":{"kind":"Name","value":"quotaBytes"}},{"kind":"Field","name":{"kind":"Name","value":"buckets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"serviceId"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"residency"}},{"kind":"Field","name":{"kind":"Name","value":"objectCount"}},{"kind":"Field","name":{"kind":"Name","value":"bytes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"versioning"}},{"kind":"Field","name":{"kind":"Name","value":"objectLock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"defaultRetention"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"years"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<DashboardServiceBucketsQuery, DashboardServiceBucketsQueryVariables>;
export const DashboardServiceLockedDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardServiceLockedData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceBuckets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"serviceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceId"}},{"kind":"Field","name":{"kind":"Name","value":"lockedData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"legalHold"}}]}}]}}]}}]} as unknown as DocumentNode<DashboardServiceLockedDataQuery, DashboardServiceLockedDataQueryVariables>;
export const DashboardBucketObjectsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardBucketObjects"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bucket"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"prefix"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bucketObjects"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bucket"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bucket"}}},{"kind":"Argument","name":{"kind":"Name","value":"prefix"},"value":{"kind":"Variable","name":{"kind":"Name","value":"prefix"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bucket"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"folders"}},{"kind":"Field","name":{"kind":"Name","value":"objects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"etag"}},{"kind":"Field","name":{"kind":"Name","value":"lastModified"}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}}]} as unknown as DocumentNode<DashboardBucketObjectsQuery, DashboardBucketObjectsQueryVariables>;
export const DashboardStorageEndpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardStorageEndpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storageEndpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"plane"}}]}}]}}]} as unknown as DocumentNode<DashboardStorageEndpointQuery, DashboardStorageEndpointQueryVariables>;
export const DashboardCreateBucketDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DashboardCreateBucket"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateBucketInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBucket"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bucket"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"objectCount"}},{"kind":"Field","name":{"kind":"Name","value":"bytes"}}]}}]}}]}}]} as unknown as DocumentNode<DashboardCreateBucketMutation, DashboardCreateBucketMutationVariables>;
export const DashboardDeleteBucketDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DashboardDeleteBucket"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteBucketInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteBucket"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"deletedObjects"}}]}}]}}]} as unknown as DocumentNode<DashboardDeleteBucketMutation, DashboardDeleteBucketMutationVariables>;
export const DashboardDeleteObjectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DashboardDeleteObject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteObjectInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteObject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bucket"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<DashboardDeleteObjectMutation, DashboardDeleteObjectMutationVariables>;
export const DashboardPresignObjectUrlDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DashboardPresignObjectUrl"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PresignObjectUrlInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"presignObjectUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<DashboardPresignObjectUrlMutation, DashboardPresignObjectUrlMutationVariables>;
export const DashboardSetBucketVersioningDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DashboardSetBucketVersioning"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetBucketVersioningInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setBucketVersioning"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bucket"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"versioning"}}]}}]}}]}}]} as unknown as DocumentNode<DashboardSetBucketVersioningMutation, DashboardSetBucketVersioningMutationVariables>;
export const DashboardObjectVersionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardObjectVersions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bucket"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"objectVersions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bucket"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bucket"}}},{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bucket"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"versionId"}},{"kind":"Field","name":{"kind":"Name","value":"isLatest"}},{"kind":"Field","name":{"kind":"Name","value":"deleteMarker"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"etag"}},{"kind":"Field","name":{"kind":"Name","value":"lastModified"}},{"kind":"Field","name":{"kind":"Name","value":"lockMode"}},{"kind":"Field","name":{"kind":"Name","value":"lockUntil"}},{"kind":"Field","name":{"kind":"Name","value":"legalHold"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"retained"}}]}}]}}]}}]} as unknown as DocumentNode<DashboardObjectVersionsQuery, DashboardObjectVersionsQueryVariables>;
export const DashboardDeletedObjectsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardDeletedObjects"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bucket"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"prefix"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedObjects"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bucket"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bucket"}}},{"kind":"Argument","name":{"kind":"Name","value":"prefix"},"value":{"kind":"Variable","name":{"kind":"Name","value":"prefix"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bucket"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"folders"}},{"kind":"Field","name":{"kind":"Name","value":"objects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"markerVersionId"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}},{"kind":"Field","name":{"kind":"Name","value":"truncated"}}]}}]}}]} as unknown as DocumentNode<DashboardDeletedObjectsQuery, DashboardDeletedObjectsQueryVariables>;
export const DashboardDeleteObjectVersionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DashboardDeleteObjectVersion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteObjectVersionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteObjectVersion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bucket"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"versionId"}},{"kind":"Field","name":{"kind":"Name","value":"deleteMarker"}}]}}]}}]} as unknown as DocumentNode<DashboardDeleteObjectVersionMutation, DashboardDeleteObjectVersionMutationVariables>;
export const DashboardPresignVersionRestoreDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DashboardPresignVersionRestore"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PresignVersionRestoreInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"presignVersionRestore"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"headers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<DashboardPresignVersionRestoreMutation, DashboardPresignVersionRestoreMutationVariables>;
export const DashboardBucketCorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardBucketCors"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bucket"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bucketCors"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bucket"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bucket"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardBucketCorsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardBucketCorsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BucketCors"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bucket"}},{"kind":"Field","name":{"kind":"Name","value":"rules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"allowedOrigins"}},{"kind":"Field","name":{"kind":"Name","value":"allowedMethods"}},{"kind":"Field","name":{"kind":"Name","value":"allowedHeaders"}},{"kind":"Field","name":{"kind":"Name","value":"exposeHeaders"}},{"kind":"Field","name":{"kind":"Name","value":"maxAgeSeconds"}}]}}]}}]} as unknown as DocumentNode<DashboardBucketCorsQuery, DashboardBucketCorsQueryVariables>;
export const DashboardPutBucketCorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DashboardPutBucketCors"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PutBucketCorsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"putBucketCors"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardBucketCorsFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardBucketCorsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BucketCors"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bucket"}},{"kind":"Field","name":{"kind":"Name","value":"rules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"allowedOrigins"}},{"kind":"Field","name":{"kind":"Name","value":"allowedMethods"}},{"kind":"Field","name":{"kind":"Name","value":"allowedHeaders"}},{"kind":"Field","name":{"kind":"Name","value":"exposeHeaders"}},{"kind":"Field","name":{"kind":"Name","value":"maxAgeSeconds"}}]}}]}}]} as unknown as DocumentNode<DashboardPutBucketCorsMutation, DashboardPutBucketCorsMutationVariables>;
export const DashboardPutObjectTagsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DashboardPutObjectTags"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PutObjectTagsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"putObjectTags"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bucket"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]} as unknown as DocumentNode<DashboardPutObjectTagsMutation, DashboardPutObjectTagsMutationVariables>;
export const DashboardBucketPublicAccessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardBucketPublicAccess"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bucket"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bucketPublicAccess"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bucket"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bucket"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bucket"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"publicPrefixes"}},{"kind":"Field","name":{"kind":"Name","value":"publicListing"}},{"kind":"Field","name":{"kind":"Name","value":"hasPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"blockPublicAcls"}},{"kind":"Field","name":{"kind":"Name","value":"ignorePublicAcls"}},{"kind":"Field","name":{"kind":"Name","value":"blockPublicPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"restrictPublicBuckets"}},{"kind":"Field","name":{"kind":"Name","value":"blockedByAccount"}},{"kind":"Field","name":{"kind":"Name","value":"publicUrl"}}]}}]}}]} as unknown as DocumentNode<DashboardBucketPublicAccessQuery, DashboardBucketPublicAccessQueryVariables>;
export const DashboardSetBucketPublicAccessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DashboardSetBucketPublicAccess"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetBucketPublicAccessInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setBucketPublicAccess"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicAccess"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bucket"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}}]}}]}}]}}]} as unknown as DocumentNode<DashboardSetBucketPublicAccessMutation, DashboardSetBucketPublicAccessMutationVariables>;
export const DashboardSetBucketDefaultRetentionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DashboardSetBucketDefaultRetention"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetBucketDefaultRetentionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setBucketDefaultRetention"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bucket"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"objectLock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"defaultRetention"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"years"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<DashboardSetBucketDefaultRetentionMutation, DashboardSetBucketDefaultRetentionMutationVariables>;
export const DashboardSetObjectLegalHoldDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DashboardSetObjectLegalHold"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetObjectLegalHoldInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setObjectLegalHold"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bucket"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"version"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"versionId"}},{"kind":"Field","name":{"kind":"Name","value":"lockMode"}},{"kind":"Field","name":{"kind":"Name","value":"lockUntil"}},{"kind":"Field","name":{"kind":"Name","value":"legalHold"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"retained"}}]}}]}}]}}]} as unknown as DocumentNode<DashboardSetObjectLegalHoldMutation, DashboardSetObjectLegalHoldMutationVariables>;
export const DashboardExtendObjectRetentionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DashboardExtendObjectRetention"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExtendObjectRetentionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"extendObjectRetention"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bucket"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"version"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"versionId"}},{"kind":"Field","name":{"kind":"Name","value":"lockMode"}},{"kind":"Field","name":{"kind":"Name","value":"lockUntil"}},{"kind":"Field","name":{"kind":"Name","value":"legalHold"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"retained"}}]}}]}}]}}]} as unknown as DocumentNode<DashboardExtendObjectRetentionMutation, DashboardExtendObjectRetentionMutationVariables>;
export const DashboardBucketRestoresDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardBucketRestores"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bucket"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bucketRestores"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"serviceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"bucket"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bucket"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"pointInTime"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"keysExamined"}},{"kind":"Field","name":{"kind":"Name","value":"versionsRestored"}},{"kind":"Field","name":{"kind":"Name","value":"markersWritten"}},{"kind":"Field","name":{"kind":"Name","value":"bytesCopied"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]}}]} as unknown as DocumentNode<DashboardBucketRestoresQuery, DashboardBucketRestoresQueryVariables>;
export const DashboardStartBucketRestoreDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DashboardStartBucketRestore"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StartBucketRestoreInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startBucketRestore"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restore"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<DashboardStartBucketRestoreMutation, DashboardStartBucketRestoreMutationVariables>;
export const DashboardSnapshotScheduleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardSnapshotSchedule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"snapshotSchedule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"serviceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceId"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"retentionDays"}},{"kind":"Field","name":{"kind":"Name","value":"enabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextSnapshotAt"}},{"kind":"Field","name":{"kind":"Name","value":"snapshots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"onDemand"}},{"kind":"Field","name":{"kind":"Name","value":"takenAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"objects"}},{"kind":"Field","name":{"kind":"Name","value":"bytes"}}]}}]}}]}}]} as unknown as DocumentNode<DashboardSnapshotScheduleQuery, DashboardSnapshotScheduleQueryVariables>;
export const DashboardSetSnapshotScheduleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DashboardSetSnapshotSchedule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetSnapshotScheduleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setSnapshotSchedule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceId"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"retentionDays"}},{"kind":"Field","name":{"kind":"Name","value":"enabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextSnapshotAt"}},{"kind":"Field","name":{"kind":"Name","value":"snapshots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"onDemand"}},{"kind":"Field","name":{"kind":"Name","value":"takenAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"objects"}},{"kind":"Field","name":{"kind":"Name","value":"bytes"}}]}}]}}]}}]} as unknown as DocumentNode<DashboardSetSnapshotScheduleMutation, DashboardSetSnapshotScheduleMutationVariables>;
export const DashboardTakeSnapshotDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DashboardTakeSnapshot"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"takeSnapshot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"serviceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"serviceId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceId"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"retentionDays"}},{"kind":"Field","name":{"kind":"Name","value":"enabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextSnapshotAt"}},{"kind":"Field","name":{"kind":"Name","value":"snapshots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"onDemand"}},{"kind":"Field","name":{"kind":"Name","value":"takenAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"objects"}},{"kind":"Field","name":{"kind":"Name","value":"bytes"}}]}}]}}]}}]} as unknown as DocumentNode<DashboardTakeSnapshotMutation, DashboardTakeSnapshotMutationVariables>;
export const PriceListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PriceList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"priceList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"item"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"freeAllowance"}}]}}]}}]} as unknown as DocumentNode<PriceListQuery, PriceListQueryVariables>;
export const PricingQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PricingQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PricingQuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pricingQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"breakdown"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"free"}},{"kind":"Field","name":{"kind":"Name","value":"billable"}},{"kind":"Field","name":{"kind":"Name","value":"costCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"egress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"free"}},{"kind":"Field","name":{"kind":"Name","value":"billable"}},{"kind":"Field","name":{"kind":"Name","value":"costCents"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PricingQuoteQuery, PricingQuoteQueryVariables>;
export const PricingEstimateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PricingEstimate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EstimateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pricingEstimate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"vatRatePercent"}},{"kind":"Field","name":{"kind":"Name","value":"vatCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalInclVatCents"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"item"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"usage"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"free"}},{"kind":"Field","name":{"kind":"Name","value":"billable"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"costCents"}}]}}]}}]}}]} as unknown as DocumentNode<PricingEstimateQuery, PricingEstimateQueryVariables>;
export const CreateSupportTicketDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSupportTicket"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSupportTicketInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSupportTicket"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticket"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<CreateSupportTicketMutation, CreateSupportTicketMutationVariables>;
export const PublicStorageEndpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicStorageEndpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storageEndpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"region"}}]}}]}}]} as unknown as DocumentNode<PublicStorageEndpointQuery, PublicStorageEndpointQueryVariables>;
export const DashboardPreferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"preferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"dateFormat"}}]}}]}}]}}]} as unknown as DocumentNode<DashboardPreferencesQuery, DashboardPreferencesQueryVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"twoFactorEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const PlansDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Plans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"storageGB"}},{"kind":"Field","name":{"kind":"Name","value":"priceKsh"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}}]}}]}}]} as unknown as DocumentNode<PlansQuery, PlansQueryVariables>;