import { z } from 'zod';

/**
 * Personal access tokens: what integrators send as `Authorization: Bearer …` to /graphql and
 * /api/*. Shared by the server (the authority) and the dashboard's form. Pure zod.
 */

/** Every token starts with this, so people and secret scanners can recognise a leaked one. */
export const ACCESS_TOKEN_PREFIX = 'mwk_pat_';
/** The prefix plus 32 random bytes in base64url (256 bits). */
export const ACCESS_TOKEN_PATTERN = /^mwk_pat_[A-Za-z0-9_-]{43}$/;
/** Characters of a token kept readable for the list (the prefix and the first 4 random characters). */
export const ACCESS_TOKEN_SHOWN_CHARS = ACCESS_TOKEN_PREFIX.length + 4;

export const ACCESS_TOKEN_SCOPES = ['read', 'read_write'] as const;
export type AccessTokenScope = (typeof ACCESS_TOKEN_SCOPES)[number];

/** Expiry choices of the form, in days; a token lives at most a year (and a day for time zones). */
export const ACCESS_TOKEN_EXPIRY_DAYS = [7, 30, 90, 365] as const;
export const ACCESS_TOKEN_MAX_DAYS = 366;
/** Live (not revoked, not expired) tokens one account may hold. */
export const MAX_ACCESS_TOKENS = 20;
/** Requests one token may make per minute before it is answered 429 with Retry-After. */
export const ACCESS_TOKEN_REQUESTS_PER_MINUTE = 300;

const DAY_MS = 86_400_000;

export const createAccessTokenSchema = z.object({
  name: z
    .string({ error: 'Token name is required' })
    .trim()
    .min(1, 'Token name is required')
    .max(64, 'Token name must be at most 64 characters'),
  scope: z.enum(ACCESS_TOKEN_SCOPES, { error: 'Scope must be read or read_write' }),
  expiresAt: z
    .union([z.string(), z.date()], { error: 'Expiry date is required' })
    .transform((v, ctx) => {
      const d = v instanceof Date ? v : new Date(v);
      if (Number.isNaN(d.getTime())) {
        ctx.addIssue({ code: 'custom', message: 'Expiry date must be a valid date and time' });
        return z.NEVER;
      }
      return d;
    })
    .refine((d) => d.getTime() > Date.now() + 60_000, 'Expiry date must be in the future')
    .refine((d) => d.getTime() <= Date.now() + ACCESS_TOKEN_MAX_DAYS * DAY_MS, `A token can live at most ${ACCESS_TOKEN_MAX_DAYS} days`),
});
export type CreateAccessTokenInput = z.input<typeof createAccessTokenSchema>;
