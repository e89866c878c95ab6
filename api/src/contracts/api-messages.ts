/**
 * Stable codes for the English texts the API sends to the dashboard: error messages (GraphQL
 * `extensions.messageKey` / `extensions.messageParams`), security-event actions
 * (`SecurityEvent.actionCode` / `actionParams`) and security-score explanations
 * (`SecurityScoreItem.explanationCode` / `explanationParams`). The English text stays the API's
 * message; the code lets the web show it in the user's language (its catalogue section `api.*`
 * holds these keys, with `{{param}}` for `{param}`). A text with no template here has no code:
 * the web then shows the English text. Codes ending in `_one` / `_other` are the plural forms of
 * one message (param `count`). Docs: docs/api-messages.md. Plain TypeScript: no imports.
 */
export const API_MESSAGES = {
  // Errors: sign-in and permissions
  notSignedIn: 'You must be signed in',
  notAuthenticated: 'Not authenticated',
  sessionExpired: 'Your sign-in has expired. Please sign in again.',
  forbidden: 'You do not have permission to do that',
  adminRequired: 'Administrator access required',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  // Errors: not found
  serviceNotFound: 'Service not found',
  invoiceNotFound: 'Invoice not found',
  apiKeyNotFound: 'API key not found',
  accessTokenNotFound: 'Access token not found',
  sessionNotFound: 'Session not found',
  bucketNotFound: 'Bucket not found',
  objectNotFound: 'Object not found',
  versionNotFound: 'Version not found',
  avatarNotFound: 'Avatar not found',
  userNotFound: 'User not found',
  customerNotFound: 'Customer not found',
  promotionNotFound: 'Promotion not found',
  supportTicketNotFound: 'Support ticket not found',
  // Errors: account and security
  emailTaken: 'An account with this email already exists',
  currentPasswordRequired: 'Current password is required',
  currentPasswordIncorrect: 'Current password is incorrect',
  passwordUnchanged: 'The new password must be different from the current one',
  typeUsername: 'Type your username exactly to confirm',
  twoFactorAlreadyEnabled: 'Two-factor authentication is already enabled',
  twoFactorStartFirst: 'Start the two-factor set-up first',
  twoFactorWrongCode: 'The code is not correct. Check the time on your device and try again.',
  authCodeRequired: 'Authentication code is required',
  twoFactorCodeUsed: 'This code was already used. Wait for the next code from your authenticator app, or use a recovery code.',
  ipAllowlistEmpty: 'Add at least one IP address before turning the allow-list on',
  ipAllowlistSelf: 'Your current IP address ({ip}) must be in the allow-list',
  ipInvalid: 'Not a valid IP address or CIDR range: {value}',
  tokenIpRefused: 'This access token cannot be used from your IP address (see the IP allow-list in your security settings)',
  keyNameMismatch: 'The name you typed does not match the key name',
  apiKeyLimit: 'You can have at most {max} API keys. Revoke one first.',
  accessTokenLimit: 'You can have at most {max} active access tokens. Revoke one first.',
  avatarMissing: 'Choose an image to upload. JPG, PNG or GIF. Max size 2MB.',
  avatarInvalid: 'The file is not a valid image. JPG, PNG or GIF. Max size 2MB.',
  avatarTooLarge: 'The image is too large. JPG, PNG or GIF. Max size 2MB.',
  // Errors: usage export (GET /api/metering/usage.csv)
  usageFromRequired: 'From is required',
  usageToRequired: 'To is required',
  usageFromDate: 'From must be a date (YYYY-MM-DD)',
  usageToDate: 'To must be a date (YYYY-MM-DD)',
  usageFromAfterTo: 'From must not be after To',
  usageRangeTooLong: 'A daily export covers at most {daily} days and an hourly one {hourly}',
  usageGranularity: 'Granularity must be daily or hourly',
  serviceIdWhole: 'Service id must be a whole number',
  // Errors: services and storage
  serviceLimit: 'You can have at most {max} services. Delete one you no longer need, or contact sales for more.',
  serviceSuspendedReason: 'This service was suspended by Mawingu: {reason}. Contact support to lift the suspension.',
  serviceSuspended: 'This service was suspended by Mawingu. Contact support to lift the suspension.',
  planFixedSize: 'A plan has a fixed size: create a custom service for another size',
  typeServiceName: 'Type the service name exactly to confirm',
  serviceHoldsData: 'This service still holds data in its buckets. Delete the buckets first, or confirm that they are deleted with the service.',
  serviceCancelled: 'This service was cancelled: it cannot be changed or switched back on.',
  alreadyExists: 'This already exists',
  tokenCannotPresign: 'Personal access tokens cannot create console links (share, download or upload links). Sign in to the dashboard, or sign requests with an S3 access key.',
  valueInvalid: 'A value is out of range or not valid',
  // Validation (shared zod contracts: the web forms show the same texts)
  passwordRequired: 'Password is required',
  passwordMin: 'Password must be at least 8 characters',
  passwordLower: 'Password must contain a lower-case letter',
  passwordUpper: 'Password must contain an upper-case letter',
  passwordNumber: 'Password must contain a number',
  passwordSymbol: 'Password must contain a symbol',
  passwordTooLong: 'Password is too long',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  phoneInvalid: 'Phone number must be a Kenyan mobile number (+2547… or 07…)',
  kraPinInvalid: 'KRA PIN must be a letter, 9 digits and a letter, e.g. A123456789B',
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be at most 100 characters',
  tokenNameRequired: 'Token name is required',
  tokenNameTooLong: 'Token name must be at most 64 characters',
  permissionRequired: 'Choose at least one permission',
  expiryFuture: 'Expiry date must be in the future',
  expiryInvalid: 'Expiry date must be a valid date and time',
  scopeBucketRequired: 'Choose at least one bucket',
  scopeBucketsMax: 'Choose at most {max} buckets',
  scopePrefixTooLong: 'The prefix must be at most {max} characters',
  scopePrefixSlash: 'The prefix must not start with /',
  scopePrefixNul: 'The prefix must not contain a NUL character',
  scopePrefixNeedsBuckets: 'Choose the buckets the prefix applies to',
  scopeBucketUnknown: 'You have no bucket named {name}',
  sessionTimeoutWhole: 'Session timeout must be a whole number of minutes',
  serviceTypeRequired: 'Service type is required',
  storageWholeGb: 'Storage amount must be a whole number of GB',
  storageMin: 'Storage amount must be at least 1GB',
  budgetNumber: 'Budget must be a number',
  budgetNegative: 'Budget cannot be negative',
  budgetWholeCents: 'Budget must be a whole number of cents',
  budgetMax: 'Budget must be at most KSh 10,000,000',
  bucketNameRequired: 'Bucket name is required',
  bucketNameLength: 'Bucket names are 3 to 63 characters long',
  bucketNameChars: 'Bucket names use only lower-case letters, digits, dots and hyphens',
  bucketNameEnds: 'Bucket names begin and end with a letter or digit',
  bucketNameDots: 'Bucket names cannot contain two dots in a row',
  bucketNameIp: 'Bucket names cannot look like an IP address',
  bucketNameReserved: 'That bucket name uses a reserved prefix or suffix',
  corsOriginRequired: 'Add at least one allowed origin',
  corsMethodRequired: 'Choose at least one method',
  corsValueChars: 'Origins and headers are 1 to 1024 visible characters, without spaces',
  corsOneWildcard: 'Use at most one * in each origin or header',
  corsExposeWildcard: 'Exposed headers cannot use *',
  corsMaxAge: 'Max age is a whole number of seconds from 0 to 2147483647',
  corsIdLength: 'A rule ID is at most 255 characters',
  corsTooManyRules: 'A bucket has at most 100 CORS rules',
  // Public access (contracts/storage.ts setBucketPublicAccessSchema)
  publicConfirm: 'Type the bucket name to confirm that it becomes public',
  publicPrefixWildcard: 'A prefix cannot contain * or ?',
  // Account-level Block Public Access (modules/storage/console/account-public-access.ts)
  accountBlockConfirm: 'Type confirm to turn Block Public Access off for your account',
  accountBlockToken: 'Personal access tokens cannot change Block Public Access for the account. Sign in to the dashboard.',
  // Versioning (modules/storage/console/versions.ts)
  versionIdInvalid: 'That is not a version id of this object',
  versionDeleteConfirm: 'Type delete to confirm: a deleted version cannot be recovered',
  versionMarkerRestore: 'A delete marker holds no data to restore: delete the marker to bring the object back',
  // Object lock (modules/storage/domain/object-lock.ts) and Backup Storage retention (contracts/services.ts)
  objectLocked: 'Access Denied because object protected by object lock.',
  retainedService: 'This service holds versions under object lock retention until {date} (UTC): nobody can delete them before then, and their storage is billed until they are gone. Cancel the service after that date.',
  retainedAccount: 'Your account holds versions under object lock retention until {date} (UTC): nobody can delete them before then, and their storage is billed until they are gone. Delete the account after that date.',
  retainedBucket: 'This bucket holds versions under object lock retention until {date} (UTC): nobody can delete them before then, and their storage is billed until they are gone. Delete the bucket after that date.',
  heldService: 'This service holds versions under a legal hold: nobody can delete them while it is on, and their storage is billed until they are gone. Remove the legal hold, then try again.',
  heldAccount: 'Your account holds versions under a legal hold: nobody can delete them while it is on, and their storage is billed until they are gone. Remove the legal hold, then try again.',
  heldBucket: 'This bucket holds versions under a legal hold: nobody can delete them while it is on, and their storage is billed until they are gone. Remove the legal hold, then try again.',
  retentionBackupOnly: 'Retention applies to Backup Storage services only',
  retentionDaysChoice: 'Retention must be 7, 30 or 365 days',
  retentionModeChoice: 'Retention mode must be GOVERNANCE or COMPLIANCE',
  // Object lock in the console (contracts/storage.ts, modules/storage/console/object-lock.ts)
  retentionDays: 'Enter a whole number of days from 1 to 36500',
  retentionNeedsLock: 'A default retention needs object lock',
  retentionModeOrNone: 'Give a mode with days or years, or neither to clear the default retention',
  retentionInFuture: 'The retain until date must be in the future!',
  retentionCompliance: 'A COMPLIANCE retention cannot be shortened, removed or changed to GOVERNANCE before it ends; it can only be extended.',
  lockMissing: 'Bucket is missing Object Lock Configuration',
  lockNeedsVersioning: "Versioning must be 'Enabled' on the bucket to apply a Object Lock configuration",
  lockCannotSuspend: 'An Object Lock configuration is present on this bucket, so the versioning state cannot be changed.',
  // Point-in-time restore (contracts/bucket-restore.ts, modules/storage/console/restore.ts, domain/restore-run.ts)
  restorePointInFuture: 'Choose a moment in the past',
  restoreNeedsVersioning: 'Point-in-time restore needs versioning enabled on the bucket: without it, no older versions were kept',
  snapshotsObjectStorageOnly: 'Daily snapshots are for Object Storage services: a Backup Storage service already keeps every version under its retention',
  snapshotsServiceClosed: 'Daily snapshots cannot be turned on for a cancelled service',
  snapshotRetentionChoice: 'Snapshots are kept 7, 30 or 365 days',
  snapshotShortenConfirm: 'Type delete to confirm: versions kept longer than the new retention are removed at the next run and cannot be recovered',
  snapshotsOffForNow: 'Turn daily snapshots on first: their retention keeps the versions a snapshot needs',
  snapshotOnDemandLimit: 'At most {limit} snapshots on demand in 24 hours: the daily ones go on as scheduled',
  snapshotsHoldVersioning: "Daily snapshots are on for this bucket's service, so its versioning stays 'Enabled'. Turn the snapshots off in the console first.",
  restoreAlreadyRunning: 'A restore of this bucket is already in progress: wait for it to finish, then start another',
  // The Ceph plane (modules/storage/planes/ceph): the bucket browser talks to the embedded gateway only, for now
  storageNotAnswering: 'Object storage is not answering right now. Please try again in a moment.',
  storageSuspended: 'Your object storage is suspended: no Object Storage service of yours is active.',
  objectLockOnlyAtCreation: 'On this storage object lock can be turned on only when a bucket is created: create a new bucket with Object lock and copy the objects into it.',
  keyPrefixWildcardOnCeph: 'On this storage the prefix cannot contain *, ? or ${',
  keyPermissionsNotOnCeph: 'On this storage a key that can write can also delete, and the other way round: choose both or neither',
  lifecycleRefusedByStorage: 'The storage refused these rules ({code}): a rule may use a condition it does not support yet',
  lifecycleBeyondConsole: 'This bucket’s lifecycle rules use settings the console cannot show yet (set with an S3 client): view and change them with that client',
  restoreVersioningSuspended: 'Versioning of the bucket was suspended during the restore, so it stopped: nothing was replaced',
  // Object tags (S3's own InvalidTag texts: contracts/storage.ts objectTagsProblem)
  tagsTooMany: 'Object tags cannot be greater than {max}',
  tagKeyTooLong: 'The TagKey you have provided is too long, max {max}',
  tagValueTooLong: 'The TagValue you have provided is too long, max {max}',
  tagKeyInvalid: 'The TagKey you have provided is invalid',
  tagValueInvalid: 'The TagValue you have provided is invalid',
  tagKeyAws: 'Your TagKey cannot be prefixed with aws:',
  tagKeyDuplicate: 'Cannot provide multiple Tags with the same key',

  // Security events (SecurityEvent.action)
  eventSignedIn: 'Signed in',
  eventSignedOut: 'Signed out',
  eventSignedOutSession: 'Signed out a session ({device}, {ip})',
  eventSignedOutOthers: 'Signed out every other session',
  eventAccountCreated: 'Account created (user)',
  eventAdminAccountCreated: 'Account created (admin)',
  eventRegisterAttempt: 'Someone tried to register a new account with your e-mail address',
  eventResetRequested: 'Password reset link requested',
  eventResetDone: 'Password reset with an e-mail link; every session signed out',
  eventWrongPassword: 'Failed sign-in: wrong password',
  eventUnknownAccount: 'Failed sign-in: unknown account',
  eventSecondFactorRequested: 'Password accepted; second factor requested',
  eventEmailVerified: 'E-mail address verified',
  eventTokenCreatedRead: 'Personal access token "{name}" created (read only, expires {date})',
  eventTokenCreatedReadWrite: 'Personal access token "{name}" created (read and write, expires {date})',
  eventTokenRevoked: 'Personal access token "{name}" revoked',
  eventTokenRefusedExpired: 'Refused a expired personal access token "{name}"',
  eventTokenRefusedRevoked: 'Refused a revoked personal access token "{name}"',
  eventTokenUsed: 'Personal access token "{name}" used',
  eventAvatarChanged: 'Profile picture changed',
  eventAccountDeleted: 'Account deleted; personal data removed',
  eventProfileUpdated: 'Profile updated',
  eventProfileEmailChanged: 'Profile updated (e-mail address changed; other sessions signed out)',
  eventPasswordChanged: 'Password changed; other sessions signed out',
  eventTwoFactorEnabled: 'Two-factor authentication enabled; other sessions signed out',
  eventTwoFactorDisabled: 'Two-factor authentication disabled; other sessions signed out',
  eventWrongTwoFactorCode: 'Failed sign-in: wrong two-factor code',
  eventRecoverySignIn: 'Recovery code used to sign in',
  eventDataExported: 'Account data exported',
  eventNotificationsUpdated: 'Notification settings updated',
  eventPreferencesUpdated: 'Preferences updated',
  eventSecuritySettingsOn: 'Security settings updated (session timeout {minutes} min, IP allow-list on)',
  eventSecuritySettingsOff: 'Security settings updated (session timeout {minutes} min, IP allow-list off)',
  eventIpRefused: 'Sign-in refused: IP address not in the allow-list',
  eventWrongTwoFactorChange: 'Wrong two-factor code for an account change',
  eventRecoveryChange: 'Recovery code used for an account change',
  eventApiKeyCreated: 'API key "{name}" created ({accessKeyId})',
  eventApiKeyRevoked: 'API key "{name}" revoked ({accessKeyId})',
  eventApiKeyReactivated: 'API key "{name}" reactivated ({accessKeyId})',
  eventApiKeyDeactivated: 'API key "{name}" deactivated ({accessKeyId})',
  eventConsoleLinksRevoked: 'Console links revoked: earlier share, download and upload links stop working',
  eventSpendAlertSet: 'Spend alert set',
  eventSpendAlertRemoved: 'Spend alert removed',
  eventServiceSuspended: 'Admin {admin} suspended service #{id} ({name}): {reason}',
  eventServiceReinstated: 'Admin {admin} reinstated service #{id} ({name})',
  // Security events of the S3 endpoint (modules/storage/s3/trail.ts)
  eventS3WrongSignature: 'Request with access key {accessKeyId} refused: wrong signature (repeats from this network within the hour are not listed)',
  eventS3ForeignBucket: 'Access key {accessKeyId} was refused access to bucket "{bucket}" of another account (repeats from this network within the hour are not listed)',
  eventS3BucketProbed: 'Another account was refused access to your bucket "{bucket}" (repeats from this network within the hour are not listed)',
  eventS3BucketDeleted: 'Bucket "{bucket}" deleted with access key {accessKeyId}',
  eventConsoleBucketDeleted: 'Bucket "{bucket}" deleted in the console',
  eventS3BucketCorsChanged: 'CORS rules of bucket "{bucket}" changed with access key {accessKeyId}',
  eventConsoleBucketCorsChanged: 'CORS rules of bucket "{bucket}" changed in the console',
  eventConsoleBucketLifecycleChanged: 'Lifecycle rules of bucket "{bucket}" changed in the console',
  eventAccountBlockOff: 'Block Public Access for the account turned off: {flags} (buckets of the account may be made public)',
  eventAccountBlockOn: 'Block Public Access for the account turned on: {flags}',
  eventVersioningEnabled: 'Versioning of bucket "{name}" enabled in the console',
  eventVersioningSuspended: 'Versioning of bucket "{name}" suspended in the console',
  eventS3ObjectLockChanged: 'Object lock of bucket "{bucket}" changed with access key {accessKeyId}',
  eventS3LockBypassed: 'Object lock retention bypassed in bucket "{bucket}" with access key {accessKeyId}',
  eventS3LockedDeleteRefused: 'Access key {accessKeyId} tried to delete, or shorten the retention of, versions protected by object lock in bucket "{bucket}" (refused; repeats from this network within the hour are not listed)',
  eventLockDefaultDays: 'Object lock default retention of bucket "{name}" set to {days} days {mode} in the console',
  eventLockDefaultYears: 'Object lock default retention of bucket "{name}" set to {years} years {mode} in the console',
  eventLockDefaultCleared: 'Object lock default retention of bucket "{name}" removed in the console (object lock stays on)',
  eventLegalHoldOn: 'Legal hold put on version {versionId} of "{key}" in bucket "{bucket}" in the console',
  eventLegalHoldOff: 'Legal hold removed from version {versionId} of "{key}" in bucket "{bucket}" in the console',
  eventBackupBucketUnlocked: 'Bucket "{bucket}" of the Backup Storage service "{service}" was made by an S3 tool without object lock, so its backups can be deleted: versioning was turned on. Make backup buckets in the console, or with --object-lock-enabled-for-bucket',
  eventBucketRestoreStarted: 'Restore of "{prefix}" in bucket "{bucket}" to {at} started in the console',
  eventSnapshotsOn: 'Daily snapshots of service "{service}" turned on in the console, kept {days} days',
  eventSnapshotsOff: 'Daily snapshots of service "{service}" turned off in the console',
  eventS3KeyFirstUse: 'Access key {accessKeyId} used for the first time, from network {network}',
  eventS3KeyNewNetwork: 'Access key {accessKeyId} used from a new network: {network}',

  // Monitoring: resource bars (ResourceBar.name / detail) and alerts (MonitoringAlert.title / message)
  resourceStorage: 'Storage',
  resourceRequestRate: 'Request rate',
  resourceRegionalEgress: 'Regional egress',
  resourceErrorBudget: 'Error budget',
  resourceStorageDetail: '{stored} stored of {provisioned} provisioned',
  resourceRequestRateDetail: 'Peak {peak} requests/s of {capacity} requests/s baseline',
  resourceRegionalEgressDetail: '{used} of {free} free East Africa and Africa egress used this month',
  resourceErrorBudgetDetail: '{rate}% of requests failed; budget {budget}% (99.9% success objective)',
  alertHighErrorRate: 'High error rate',
  alertElevatedErrorRate: 'Elevated error rate',
  alertErrorSpike: 'Error spike',
  alertStorageAlmostFull: 'Storage almost full',
  alertStorageFillingUp: 'Storage filling up',
  alertSlowResponses: 'Slow responses',
  alertLatencyPeak: 'Latency peak',
  alertAvailabilityDip: 'Availability dip',
  alertErrorRateText: '{service}: {rate}% of {requests} requests failed in this period.',
  alertErrorSpikeText_one: '{service}: {count} hour with more than {threshold}% failed requests (peak {peak}%).',
  alertErrorSpikeText_other: '{service}: {count} hours with more than {threshold}% failed requests (peak {peak}%).',
  alertStorageText: '{service} stores {stored} of its {size} ({percent}%). Resize the service before it fills up.',
  alertSlowText: '{service}: average latency {ms} ms in this period.',
  alertLatencyPeakText: '{service}: latency peaked at {ms} ms.',
  alertAvailabilityText_one: '{service}: uptime fell to {uptime}% ({count} hour below {threshold}%).',
  alertAvailabilityText_other: '{service}: uptime fell to {uptime}% ({count} hours below {threshold}%).',

  // Security score explanations (SecurityScoreItem.explanation)
  scoreTwoFactorOn: 'Two-factor authentication is on: a stolen password alone cannot open your account.',
  scoreTwoFactorOff: 'Two-factor authentication is off. Turn it on to protect your account if your password leaks.',
  scoreKeyAgeOk: 'All active API keys are younger than {days} days.',
  scoreKeyAgeNone: 'You have no active API keys to rotate.',
  scoreKeyAgeOld_one: '{count} active API key older than {days} days: create a new key and revoke the old one.',
  scoreKeyAgeOld_other: '{count} active API keys older than {days} days: create a new key and revoke the old one.',
  scoreKeyUsageOk: 'Every active API key was used in the last {days} days.',
  scoreKeyUsageNone: 'No unused API keys.',
  scoreKeyUsageNew: 'Every active API key was used in the last {days} days or is new (created in the last {grace} days).',
  scoreKeyNeverUsed_one: '{count} active API key has never been used: deactivate or revoke what you do not need.',
  scoreKeyNeverUsed_other: '{count} active API keys have never been used: deactivate or revoke what you do not need.',
  scoreKeyIdle_one: '{count} active API key not used for {days} days: deactivate or revoke what you do not need.',
  scoreKeyIdle_other: '{count} active API keys not used for {days} days: deactivate or revoke what you do not need.',
  scoreKeyNeverUsedAndIdleOneOne: '{never} active API key has never been used; {idle} active API key not used for {days} days: deactivate or revoke what you do not need.',
  scoreKeyNeverUsedAndIdleOneMany: '{never} active API key has never been used; {idle} active API keys not used for {days} days: deactivate or revoke what you do not need.',
  scoreKeyNeverUsedAndIdleManyOne: '{never} active API keys have never been used; {idle} active API key not used for {days} days: deactivate or revoke what you do not need.',
  scoreKeyNeverUsedAndIdleManyMany: '{never} active API keys have never been used; {idle} active API keys not used for {days} days: deactivate or revoke what you do not need.',
  scoreKeyExpiryOk: 'Every active API key has an expiry date.',
  scoreKeyExpiryNone: 'No API keys without an expiry date.',
  scoreKeyNoExpiry_one: '{count} active API key has no expiry date: prefer keys that expire.',
  scoreKeyNoExpiry_other: '{count} active API keys have no expiry date: prefer keys that expire.',
  scoreFailedLoginsOk: 'No failed sign-ins to your account in the last 24 hours.',
  scoreFailedLogins_one: '{count} failed sign-in in the last 24 hours. If it was not you, change your password.',
  scoreFailedLogins_other: '{count} failed sign-ins in the last 24 hours. If it was not you, change your password.',
  scoreSessionTimeoutOk: 'Idle sessions end after {minutes} minutes.',
  scoreSessionTimeoutLong: 'Idle sessions stay open for {minutes} minutes; 60 minutes or less is safer.',
} as const;

export type ApiMessageCode = keyof typeof API_MESSAGES;

/** A text's code and the values of its `{param}`s (strings, as they appear in the English text). */
export interface ApiMessage {
  code: ApiMessageCode;
  params: Record<string, string>;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Params that are numbers: they match digits only (so one template cannot swallow another's words). */
const NUMERIC = new Set(['count', 'never', 'idle', 'days', 'minutes', 'max', 'id']);

/** Each template as an anchored pattern; any other `{param}` matches one or more characters (lazily). */
const PATTERNS = (Object.entries(API_MESSAGES) as [ApiMessageCode, string][]).map(([code, template]) => {
  const names: string[] = [];
  const source = template
    .split(/(\{\w+\})/)
    .map((part) => {
      const m = /^\{(\w+)\}$/.exec(part);
      if (!m) return escape(part);
      names.push(m[1]!);
      return NUMERIC.has(m[1]!) ? '(\\d[\\d,]*)' : '([\\s\\S]+?)';
    })
    .join('');
  return { code, names, re: new RegExp(`^${source}$`) };
});

/** The code of an English API text and its params, or null when the text has no template. */
export function apiMessageOf(text: string | null | undefined): ApiMessage | null {
  if (!text) return null;
  for (const p of PATTERNS) {
    const m = p.re.exec(text);
    if (m) return { code: p.code, params: Object.fromEntries(p.names.map((n, i) => [n, m[i + 1]!])) };
  }
  return null;
}

/** The English text of a code with its params (the inverse of apiMessageOf). */
export const renderApiMessage = (code: ApiMessageCode, params: Record<string, string | number> = {}) =>
  API_MESSAGES[code].replace(/\{(\w+)\}/g, (_m, name: string) => String(params[name] ?? `{${name}}`));
