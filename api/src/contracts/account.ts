import { z } from 'zod';
import { emailSchema, phoneSchema, secondFactorCodeSchema } from './auth';
import { kraPinSchema } from './billing';

/**
 * Validation of account settings inputs (security page and settings page), shared by the server
 * (the authority) and the web forms. Pure zod.
 */
export const AVATAR_HINT = 'JPG, PNG or GIF. Max size 2MB.';
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** `bypassGovernance`: may remove or shorten a GOVERNANCE object lock retention with `x-amz-bypass-governance-retention` (S3's s3:BypassGovernanceRetention). */
export const API_KEY_PERMISSIONS = ['read', 'write', 'delete', 'bypassGovernance'] as const;
export const LANGUAGES = ['en', 'sw', 'fr'] as const;
export const TIMEZONES = ['eat', 'utc', 'est', 'pst'] as const;
export const CURRENCIES = ['kes', 'usd', 'eur'] as const;
export const DATE_FORMATS = ['dd/mm/yyyy', 'mm/dd/yyyy', 'yyyy-mm-dd'] as const;
export const EMAIL_FREQUENCIES = ['realtime', 'hourly', 'daily', 'weekly'] as const;
export const SESSION_TIMEOUT_MIN = 5;
export const SESSION_TIMEOUT_MAX = 1440;
export const IP_ALLOWLIST_MAX = 50;
/** Invoices are kept after an account is deleted (Kenya: records kept for 7 years). */
export const INVOICE_RETENTION_TEXT =
  'Invoices are kept, without your personal details, for 7 years as Kenyan tax law requires. Everything else is removed.';

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

const requiredText = (label: string, max: number) =>
  z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);

export const profileSchema = z.object({
  firstName: requiredText('First name', 100),
  lastName: requiredText('Last name', 100),
  email: emailSchema,
  phone: phoneSchema,
  company: optionalText('Company', 120),
  /** Optional, printed on tax invoices: a letter, 9 digits and a letter. */
  kraPin: kraPinSchema,
  bio: optionalText('Bio', 500),
  currentPassword: z.string().max(1024).nullish(),
  /** Required with an e-mail change when two-factor authentication is on. */
  code: secondFactorCodeSchema,
});

export const notificationSettingsSchema = z.object({
  email: z.boolean(),
  sms: z.boolean(),
  maintenance: z.boolean(),
  /** Security alerts cannot be turned off: only `true` is accepted. */
  securityAlerts: z.literal(true, { error: 'Security alerts cannot be turned off' }),
  emailFrequency: z.enum(EMAIL_FREQUENCIES, { error: 'Email frequency must be realtime, hourly, daily or weekly' }),
});

export const preferencesSchema = z.object({
  language: z.enum(LANGUAGES, { error: 'Language must be en, sw or fr' }),
  timezone: z.enum(TIMEZONES, { error: 'Timezone must be eat, utc, est or pst' }),
  currency: z.enum(CURRENCIES, { error: 'Currency must be kes, usd or eur' }),
  dateFormat: z.enum(DATE_FORMATS, { error: 'Date format must be dd/mm/yyyy, mm/dd/yyyy or yyyy-mm-dd' }),
});

/** One IPv4/IPv6 address or CIDR range. */
export const ipEntrySchema = z
  .string()
  .trim()
  .refine((v) => isIpOrCidr(v), { error: (i) => `Not a valid IP address or CIDR range: ${String(i.input)}` });

export const securitySettingsSchema = z.object({
  sessionTimeoutMinutes: z
    .number({ error: 'Session timeout is required' })
    .int('Session timeout must be a whole number of minutes')
    .min(SESSION_TIMEOUT_MIN, `Session timeout must be between ${SESSION_TIMEOUT_MIN} and ${SESSION_TIMEOUT_MAX} minutes`)
    .max(SESSION_TIMEOUT_MAX, `Session timeout must be between ${SESSION_TIMEOUT_MIN} and ${SESSION_TIMEOUT_MAX} minutes`),
  ipAllowlistEnabled: z.boolean(),
  ipAllowlist: z.array(ipEntrySchema).max(IP_ALLOWLIST_MAX, `At most ${IP_ALLOWLIST_MAX} IP addresses or ranges`),
});

/** A key limited to buckets names at most this many (a customer has at most 100 buckets). */
export const API_KEY_SCOPE_MAX_BUCKETS = 100;
/** The longest object-key prefix a key can be limited to (characters). */
export const API_KEY_PREFIX_MAX = 256;

/**
 * The optional object-key prefix of a bucket-scoped key: no leading '/' (S3 keys have none, so
 * such a prefix would match nothing), no NUL, at most API_KEY_PREFIX_MAX characters. Empty is none.
 */
export const apiKeyPrefixSchema = z
  .string()
  .max(API_KEY_PREFIX_MAX, `The prefix must be at most ${API_KEY_PREFIX_MAX} characters`)
  .refine((p) => !p.startsWith('/'), 'The prefix must not start with /')
  .refine((p) => !p.includes('\u0000'), 'The prefix must not contain a NUL character')
  .nullish()
  .transform((p) => p || null);

export const createApiKeySchema = z
  .object({
    name: requiredText('Key name', 64),
    permissions: z
      .array(z.enum(API_KEY_PERMISSIONS))
      .min(1, 'Choose at least one permission')
      .transform((p) => API_KEY_PERMISSIONS.filter((x) => p.includes(x))),
    expiresAt: z
      .date()
      .nullish()
      .refine((d) => !d || d.getTime() > Date.now(), 'Expiry date must be in the future'),
    /**
     * Bucket names the key is limited to (ListBuckets shows only these, everything else is
     * AccessDenied); null or absent for a key that reaches all the account's buckets.
     */
    buckets: z
      .array(z.string().max(63))
      .min(1, 'Choose at least one bucket')
      .max(API_KEY_SCOPE_MAX_BUCKETS, `Choose at most ${API_KEY_SCOPE_MAX_BUCKETS} buckets`)
      .nullish()
      .transform((b) => (b ? [...new Set(b)] : null)),
    /** Limits a bucket-scoped key further to the object keys that start with it. */
    prefix: apiKeyPrefixSchema,
  })
  .refine((k) => !k.prefix || k.buckets, { message: 'Choose the buckets the prefix applies to', path: ['buckets'] });

function isIpOrCidr(v: string): boolean {
  const [addr, bits, ...rest] = v.split('/');
  if (rest.length || !addr) return false;
  const v4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/.test(addr);
  const v6 = !v4 && /^[0-9a-f:.]+$/i.test(addr) && addr.includes(':') && (addr.match(/::/g) ?? []).length <= 1;
  if (!v4 && !v6) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (v4 ? 32 : 128);
}
