import { z } from 'zod';
import { badInput } from './errors';

/** Parse input with a zod schema; the first issue becomes a BAD_USER_INPUT with its exact message. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const issue = result.error.issues[0];
    const field = issue?.path.join('.') || undefined;
    throw badInput(issue?.message ?? 'Invalid input', field);
  }
  return result.data;
}
