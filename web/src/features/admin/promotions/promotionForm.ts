import { END_AFTER_START_MESSAGE, promotionSchema } from '@contracts/competition';
import type { z } from 'zod';
import type { DrawType } from '@/gql/graphql';

/** The promotion form's raw values (inputs hold text; dates are datetime-local strings in local time). */
export interface PromotionFormValues {
  name: string;
  drawType: DrawType | '';
  description: string;
  eligibilityCriteria: string;
  prizeDescription: string;
  prizeValue: string;
  startDate: string;
  endDate: string;
}

export const emptyPromotionForm: PromotionFormValues = { name: '', drawType: '', description: '', eligibilityCriteria: '', prizeDescription: '', prizeValue: '', startDate: '', endDate: '' };

const pad = (n: number) => String(n).padStart(2, '0');
/** An ISO instant as the value of a datetime-local input (the browser's local time). */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function formValuesOf(p: { name: string; drawType: DrawType; description: string; eligibilityCriteria: string; prizeDescription: string; prizeValue: number; startDate: string; endDate: string }): PromotionFormValues {
  return { ...p, prizeValue: String(p.prizeValue), startDate: toLocalInput(p.startDate), endDate: toLocalInput(p.endDate) };
}

export type PromotionPayload = { name: string; drawType: DrawType; description: string; eligibilityCriteria: string; prizeDescription: string; prizeValue: number; startDate: string; endDate: string };

/**
 * The form's values as the shared promotion schema reads them. No draw type chosen is undefined,
 * which the input type does not allow and the schema refuses with its own message.
 */
export const promotionSchemaInput = (v: PromotionFormValues) => ({ ...v, drawType: v.drawType || undefined }) as z.input<typeof promotionSchema>;

/**
 * The schema checks the order of the dates only once every field is valid; the form says it at
 * once, when both dates are there (useSchemaForm's `extra` check for endDate).
 */
export function endNotAfterStart(v: PromotionFormValues): string | undefined {
  if (!v.startDate || !v.endDate) return undefined;
  return new Date(v.endDate).getTime() <= new Date(v.startDate).getTime() ? END_AFTER_START_MESSAGE : undefined;
}

/** The mutation input of values the schema accepted. */
export function promotionPayload(p: z.output<typeof promotionSchema>): PromotionPayload {
  return { ...p, startDate: p.startDate.toISOString(), endDate: p.endDate.toISOString() };
}
