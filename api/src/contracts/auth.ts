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

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(8, 'Password must be at least 8 characters')
  .max(128, 'Password must be at most 128 characters')
  .regex(/[a-z]/, 'Password must contain a lower-case letter')
  .regex(/[A-Z]/, 'Password must contain an upper-case letter')
  .regex(/[0-9]/, 'Password must contain a number')
  .regex(/[^A-Za-z0-9]/, 'Password must contain a symbol');

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
