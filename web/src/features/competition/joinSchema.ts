import { z } from 'zod';
import { competitionT, type CompetitionT } from './competitionText';
import { competitionEn } from '@/i18n/locales/competition/en';
import { fieldErrorsOf } from '@/lib/forms/fieldErrors';

export type JoinMode = 'email' | 'username';

const english = competitionT(competitionEn);

/** Join form (spec section 5): email required and an email, or username required; one field is sent. Messages in `ct`'s language. */
export const joinEmailSchema = (ct: CompetitionT = english) => z.object({ email: z.string().trim().min(1, ct('emailRequired')).email(ct('emailInvalid')) });
export const joinUsernameSchema = (ct: CompetitionT = english) => z.object({ username: z.string().trim().min(1, ct('usernameRequired')) });

/** The input to send for the chosen mode, or the validation message. */
export function joinInput(mode: JoinMode, value: string, ct: CompetitionT = english): { input: { email: string } | { username: string } } | { error: string } {
  const schema = mode === 'email' ? joinEmailSchema(ct) : joinUsernameSchema(ct);
  const values = { [mode]: value };
  const errors = fieldErrorsOf(schema, values);
  if (Object.keys(errors).length) return { error: errors[mode] ?? ct('invalidInput') };
  return { input: schema.parse(values) };
}
