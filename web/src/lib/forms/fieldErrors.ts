import type { ZodType } from 'zod';

/** A form's messages by field name: the first message of each field, in the page's language. */
export type FieldErrors = Record<string, string>;

/** The key of a message that belongs to the form as a whole (an issue with no path). */
export const FORM_ERROR = 'form';

const asIs = (message: string) => message;

/**
 * The first message per field of zod issues, each through `translate` (the contracts speak
 * English: docs/api-messages.md). An issue with no path (a schema of one value) belongs to `field`.
 */
export function errorsOfIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[], translate: (message: string) => string = asIs, field = FORM_ERROR): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[issue.path.length ? String(issue.path[0]) : field] ??= translate(issue.message);
  return errors;
}

/** The field errors of `values` under a shared contract's `schema` ({} when valid). */
export function fieldErrorsOf(schema: ZodType, values: unknown, translate?: (message: string) => string, field?: string): FieldErrors {
  const parsed = schema.safeParse(values);
  return parsed.success ? {} : errorsOfIssues(parsed.error.issues, translate, field);
}

/** The field names of an object schema (none for a schema of one value). */
export function fieldsOf(schema: ZodType): string[] {
  const shape = (schema as { shape?: Record<string, unknown> }).shape;
  return shape && typeof shape === 'object' ? Object.keys(shape) : [];
}

type GraphqlErrorLike = { message?: unknown; extensions?: { code?: unknown; field?: unknown } };

/**
 * The field a failed call blames, with its (English) message: the first GraphQL error when it is a
 * BAD_USER_INPUT (a value the server refused) or a CONFLICT (a value already taken) whose
 * `extensions.field` names the input (api/src/common/errors.ts; `a.b` for a nested one). Read from
 * Apollo's CombinedGraphQLErrors (`errors`) and from lib/graphql/request's GraphqlRequestError
 * (`extensions`) alike, without importing Apollo, so a public page's form stays light.
 */
export function serverFieldError(error: unknown): { field: string; message: string } | null {
  if (!error || typeof error !== 'object') return null;
  const list = (error as { errors?: unknown }).errors;
  const first = (Array.isArray(list) ? list[0] : error) as GraphqlErrorLike | undefined;
  const code = first?.extensions?.code;
  const field = first?.extensions?.field;
  if ((code !== 'BAD_USER_INPUT' && code !== 'CONFLICT') || typeof field !== 'string' || !field) return null;
  return { field, message: typeof first?.message === 'string' ? first.message : '' };
}
