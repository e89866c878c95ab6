import { z } from 'zod';

export type JoinMode = 'email' | 'username';

/** Join form (spec section 5): email required and an email, or username required; one field is sent. */
export const joinEmailSchema = z.object({ email: z.string().trim().min(1, 'Email is required').email('Please enter a valid email address') });
export const joinUsernameSchema = z.object({ username: z.string().trim().min(1, 'Username is required') });

/** The input to send for the chosen mode, or the validation message. */
export function joinInput(mode: JoinMode, value: string): { input: { email: string } | { username: string } } | { error: string } {
  const parsed = mode === 'email' ? joinEmailSchema.safeParse({ email: value }) : joinUsernameSchema.safeParse({ username: value });
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? 'Invalid input' };
  return { input: parsed.data };
}
