import { z } from 'zod';

/**
 * Validation of account inputs, shared by the server (the authority) and the web forms.
 * Pure zod: no Node or browser imports, so both sides can load it.
 */
export const PASSWORD_RULES_TEXT = 'Minimum 8 characters, upper and lower case, numbers and symbols';

const trimmed = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email('Please enter a valid email address'))
  .transform((e) => e.toLowerCase());

export const usernameSchema = z
  .string({ error: 'Username is required' })
  .trim()
  .min(1, 'Username is required')
  .min(3, 'Username must be at least 3 characters')
  .max(32, 'Username must be at most 32 characters')
  .regex(/^[A-Za-z0-9_.-]+$/, 'Username may contain only letters, numbers, dots, dashes and underscores')
  .refine((u) => !u.includes('@'), 'Username may not contain @');

/** Length in characters (code points), so an emoji or a Kiswahili/Amharic letter counts as one. */
const chars = (s: string) => [...s].length;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * The spec's displayed rules (8+ characters, upper and lower case, numbers, symbols), read for any
 * script: letters are Unicode letters, a "symbol" is anything that is neither a letter nor a digit
 * (a space counts). Up to 128 characters, spaces and any Unicode allowed, never truncated.
 * Common passwords are refused by the server (api/src/modules/auth/password-policy.ts), which has the list.
 */
export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .refine((p) => chars(p) >= 8, 'Password must be at least 8 characters')
  .refine((p) => chars(p) <= PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`)
  .refine((p) => /\p{Ll}/u.test(p), 'Password must contain a lower-case letter')
  .refine((p) => /\p{Lu}/u.test(p), 'Password must contain an upper-case letter')
  .refine((p) => /\p{Nd}/u.test(p), 'Password must contain a number')
  .refine((p) => /[^\p{L}\p{Nd}]/u.test(p), 'Password must contain a symbol');

/** Kenyan mobile numbers: +2547…/+2541… or 07…/01…, stored as +254XXXXXXXXX. */
export const phoneSchema = z
  .string({ error: 'Phone number is required' })
  .trim()
  .min(1, 'Phone number is required')
  .transform((p) => p.replace(/[\s-]/g, ''))
  .refine((p) => /^(\+254|0)[17]\d{8}$/.test(p), 'Phone number must be a Kenyan mobile number (+2547… or 07…)')
  .transform((p) => (p.startsWith('0') ? `+254${p.slice(1)}` : p));

export const registerSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
  firstName: trimmed('First name', 100),
  lastName: trimmed('Last name', 100),
  phone: phoneSchema,
});
export type RegisterInput = z.input<typeof registerSchema>;

export const loginSchema = z.object({
  identifier: z
    .string({ error: 'Email or username is required' })
    .trim()
    .min(1, 'Email or username is required')
    .max(254, 'Email or username is too long'),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024, 'Password is too long'),
});
export type LoginInput = z.input<typeof loginSchema>;

/** Link tokens from account e-mails: 32 random bytes in base64url (anything else is refused unread). */
export const INVALID_LINK_MESSAGE = 'This link is invalid or has expired. Please ask for a new one.';
export const linkTokenSchema = z
  .string({ error: INVALID_LINK_MESSAGE })
  .trim()
  .regex(/^[A-Za-z0-9_-]{43}$/, INVALID_LINK_MESSAGE);

export const requestPasswordResetSchema = z.object({ email: emailSchema });

/**
 * The takeover clean-up's option, offered with a password reset, a password change and turning
 * 2FA off: also revoke the personal access tokens and deactivate the S3 access keys (an intruder may
 * have created them). Checked by default; absent or null means yes.
 */
export const REVOKE_TOKENS_AND_KEYS_LABEL = 'Also revoke personal access tokens and deactivate S3 access keys';
export const revokeTokensAndKeysSchema = z
  .boolean({ error: 'revokeTokensAndKeys must be true or false' })
  .nullish()
  .transform((v) => v ?? true);
/** The option in an input object (password change, turning 2FA off). */
export const takeoverOptionSchema = z.object({ revokeTokensAndKeys: revokeTokensAndKeysSchema });

/** The new password is checked in full by the server once it knows whose it is (own-name rule). */
export const resetPasswordSchema = z.object({
  token: linkTokenSchema,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024, 'Password is too long'),
  revokeTokensAndKeys: revokeTokensAndKeysSchema,
});

export const verifyEmailSchema = z.object({ token: linkTokenSchema });

/** A second-factor code where an account change asks for one: 6 digits or a recovery code. */
export const secondFactorCodeSchema = z.string().trim().max(64, 'Authentication code is too long').nullish();
