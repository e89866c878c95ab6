import { z } from 'zod';
import { formatKsh } from './money';

/**
 * The Store & Score competition rules and inputs, shared by the server (the authority) and the web.
 * Pure zod: no Node or browser imports.
 */

/** Every 2 GB of active storage is one entry. */
export const GB_PER_ENTRY = 2;
/** At most 500 entries per customer per draw period. */
export const MAX_ENTRIES_PER_CUSTOMER = 500;
/** Shown on the competition page: value of one entry per month, in KSh. */
export const ENTRY_VALUE_KSH = 100;
/** Draw schedules run in this time zone. */
export const DRAW_TIME_ZONE = 'Africa/Nairobi';
/** Local hour (Africa/Nairobi) at which every scheduled draw happens. */
export const DRAW_HOUR = 20;
/** Minutes before a scheduled draw at which the entry list is frozen and its commitment published. */
export const FREEZE_MINUTES_BEFORE_DRAW = 15;
/** Number of recent winners on the public live dashboard. */
export const PUBLIC_LAST_WINNERS = 3;

export const DRAW_TYPES = ['daily', 'weekly', 'monthly'] as const;
export type DrawTypeName = (typeof DRAW_TYPES)[number];

/** Human schedule of each draw type (Africa/Nairobi time). */
export const DRAW_SCHEDULE_TEXT: Record<DrawTypeName, string> = {
  daily: 'Every day at 20:00 EAT',
  weekly: 'Every Sunday at 20:00 EAT',
  monthly: 'First Monday of the month at 20:00 EAT',
};

/** Entries for a customer with this many GB of active storage: min(floor(GB / 2), 500). */
export function entriesForStorage(activeGb: number): number {
  if (!Number.isFinite(activeGb) || activeGb <= 0) return 0;
  return Math.min(Math.floor(activeGb / GB_PER_ENTRY), MAX_ENTRIES_PER_CUSTOMER);
}

/** Public name of a winner: first name plus the initial of the last name and a dot, or 'Anonymous Winner'. */
export function winnerDisplayName(user: { firstName?: string | null; lastName?: string | null } | null | undefined): string {
  const first = user?.firstName?.trim();
  if (!first) return 'Anonymous Winner';
  const initial = user?.lastName?.trim().charAt(0);
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

/** Public prize text: the description when it names a MacBook, otherwise 'KSh {prizeValue} Airtime' (the one money format: 'KSh 5,000 Airtime'). */
export function prizeText(prizeDescription: string, prizeValue: number): string {
  return prizeDescription.includes('MacBook') ? prizeDescription : `${formatKsh(prizeValue * 100, { whole: true })} Airtime`;
}

/** Join by e-mail or by username: exactly one of the two. */
export const joinCompetitionSchema = z
  .object({
    email: z.string().trim().optional().nullable(),
    username: z.string().trim().optional().nullable(),
  })
  .superRefine((v, ctx) => {
    const hasEmail = !!v.email;
    const hasUsername = !!v.username;
    if (hasEmail === hasUsername) {
      ctx.addIssue({ code: 'custom', message: 'Provide either an email or a username', path: hasEmail ? ['username'] : ['email'] });
      return;
    }
    if (hasEmail && !z.email().safeParse(v.email).success) {
      ctx.addIssue({ code: 'custom', message: 'Please enter a valid email address', path: ['email'] });
    }
    if (hasUsername && v.username!.length > 32) {
      ctx.addIssue({ code: 'custom', message: 'Username must be at most 32 characters', path: ['username'] });
    }
  })
  .transform((v) => (v.email ? { email: v.email.toLowerCase() } : { username: v.username! }));
export type JoinCompetitionInput = z.input<typeof joinCompetitionSchema>;

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const dateTime = (label: string) =>
  z.union([z.string(), z.date()], { error: `${label} is required` }).transform((v, ctx) => {
    if (typeof v === 'string' && v.trim() === '') {
      ctx.addIssue({ code: 'custom', message: `${label} is required` });
      return z.NEVER;
    }
    const d = v instanceof Date ? v : new Date(v);
    if (Number.isNaN(d.getTime())) {
      ctx.addIssue({ code: 'custom', message: `${label} must be a valid date and time` });
      return z.NEVER;
    }
    return d;
  });

const prizeValue = z
  .union([z.number(), z.string()], { error: 'Prize value is required' })
  .transform((v, ctx) => {
    const n = typeof v === 'number' ? v : v.trim() === '' ? NaN : Number(v);
    if (typeof v === 'string' && v.trim() === '') {
      ctx.addIssue({ code: 'custom', message: 'Prize value is required' });
      return z.NEVER;
    }
    if (!Number.isFinite(n)) {
      ctx.addIssue({ code: 'custom', message: 'Prize value must be a number' });
      return z.NEVER;
    }
    if (!Number.isInteger(n) || n < 1 || n > 100_000_000) {
      ctx.addIssue({ code: 'custom', message: 'Prize value must be a whole number of KSh, at least 1' });
      return z.NEVER;
    }
    return n;
  });

const promotionFields = {
  name: requiredText('Name', 120),
  description: requiredText('Description', 2000),
  eligibilityCriteria: requiredText('Eligibility criteria', 2000),
  prizeDescription: requiredText('Prize description', 255),
  prizeValue,
  startDate: dateTime('Start date'),
  endDate: dateTime('End date'),
  drawType: z.enum(DRAW_TYPES, { error: 'Draw type must be daily, weekly or monthly' }),
};

export const END_AFTER_START_MESSAGE = 'End date must be after the start date';

/** Create promotion: every field required, prizeValue a number, end after start. */
export const promotionSchema = z
  .object(promotionFields)
  .refine((p) => p.endDate.getTime() > p.startDate.getTime(), { message: END_AFTER_START_MESSAGE, path: ['endDate'] });
export type PromotionInput = z.input<typeof promotionSchema>;

/** Edit promotion: any subset of the fields, plus isActive; same rules for what is given. */
export const promotionUpdateSchema = z.object({
  name: promotionFields.name.optional(),
  description: promotionFields.description.optional(),
  eligibilityCriteria: promotionFields.eligibilityCriteria.optional(),
  prizeDescription: promotionFields.prizeDescription.optional(),
  prizeValue: prizeValue.optional(),
  startDate: promotionFields.startDate.optional(),
  endDate: promotionFields.endDate.optional(),
  drawType: promotionFields.drawType.optional(),
  isActive: z.boolean({ error: 'isActive must be true or false' }).optional(),
});
export type PromotionUpdateInput = z.input<typeof promotionUpdateSchema>;
