import { z } from 'zod';
import { DRAW_TYPES } from './competition-rules';

/**
 * The Store & Score competition's inputs (zod), with its rules (competition-rules.ts) re-exported:
 * shared by the server (the authority) and the web. Pure zod: no Node or browser imports.
 */
export * from './competition-rules';

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
