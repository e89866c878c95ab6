import { END_AFTER_START_MESSAGE, promotionSchema } from '@contracts/competition';
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
 * Validate with the shared promotion schema (every field required, prize value a number, end after
 * start): either the mutation input or the first message per field.
 */
export function validatePromotion(v: PromotionFormValues): { ok: true; input: PromotionPayload } | { ok: false; errors: Record<string, string> } {
  const parsed = promotionSchema.safeParse({ ...v, drawType: v.drawType || undefined });
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const i of parsed.error.issues) errors[String(i.path[0])] ??= i.message;
    // The schema checks the order of the dates only once every field is valid; say it at once.
    const start = new Date(v.startDate).getTime();
    const end = new Date(v.endDate).getTime();
    if (!errors.endDate && v.startDate && v.endDate && end <= start) errors.endDate = END_AFTER_START_MESSAGE;
    return { ok: false, errors };
  }
  const p = parsed.data;
  return { ok: true, input: { ...p, drawType: p.drawType, startDate: p.startDate.toISOString(), endDate: p.endDate.toISOString() } };
}
