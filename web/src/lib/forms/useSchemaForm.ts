import { useMemo, useState, type FormEvent } from 'react';
import type { ZodType, input as Input, output as Output } from 'zod';
import { useUiLabels } from '@/components/ui/uiLabels';
import { errorsOfIssues, fieldsOf, FORM_ERROR, serverFieldError, type FieldErrors } from './fieldErrors';

export interface SchemaFormOptions {
  /**
   * A message (English, from the contract or the server) in the page's language. Default: the
   * page's `UiLabels` (English as it is; the dashboard and admin: their catalogues). The public
   * pages, which load no i18next, pass their part's translator.
   */
  translate?: (message: string) => string;
  /** The field of a schema of one value (`passwordSchema`): its messages show there. */
  field?: string;
  /** Fields the form shows beyond the schema's own (a server error may name them). */
  fields?: readonly string[];
}

export interface SchemaForm<S extends ZodType> {
  /** The first message of each field, in the page's language; `errors.form` for the form as a whole. */
  errors: FieldErrors;
  /** The message of the form as a whole (an issue with no field, or one set with `setError('form', …)`). */
  formError: string | undefined;
  /**
   * Checks `values` with the contract: the parsed values, or null with every field's first message
   * shown. `extra` adds the form's own checks (already worded), which win over the contract's.
   */
  validate: (values: Input<S>, extra?: Partial<FieldErrors>) => Output<S> | null;
  /**
   * Shows a failed call's message on the field it names (a BAD_USER_INPUT or CONFLICT with
   * `extensions.field`), if the form has that field. False when it names none: the caller says it.
   */
  showServerError: (error: unknown) => boolean;
  setError: (field: string, message: string | undefined) => void;
  clearErrors: () => void;
  /**
   * A form's onSubmit: validates `values()`, then `send`s the parsed values. A failure that names
   * a field shows on it; any other goes to `onError` (a toast, an alert).
   */
  handleSubmit: (values: () => Input<S>, send: (data: Output<S>) => Promise<unknown> | void, onError?: (error: unknown) => void) => (event?: FormEvent) => Promise<void>;
}

/**
 * The forms kit's state: one shared zod contract (`@contracts/...`, the schema the server parses
 * the same input with), its messages translated, the server's field errors mapped onto the
 * fields. Render each field with `FormField` (`error={form.errors.name}`). Docs:
 * docs/architecture.md, "Forms".
 */
export function useSchemaForm<S extends ZodType>(schema: S, options: SchemaFormOptions = {}): SchemaForm<S> {
  const labels = useUiLabels();
  const [errors, setErrors] = useState<FieldErrors>({});
  const { translate, field, fields } = options;
  const known = useMemo(() => new Set([...fieldsOf(schema), ...(fields ?? []), ...(field ? [field] : [])]), [schema, field, fields]);

  const validate = (values: Input<S>, extra: Partial<FieldErrors> = {}): Output<S> | null => {
    const parsed = schema.safeParse(values);
    const own = Object.fromEntries(Object.entries(extra).filter((e): e is [string, string] => !!e[1]));
    const next = { ...(parsed.success ? {} : errorsOfIssues(parsed.error.issues, translate ?? labels.validationText, field)), ...own };
    setErrors(next);
    return parsed.success && Object.keys(next).length === 0 ? (parsed.data as Output<S>) : null;
  };

  const showServerError = (error: unknown): boolean => {
    const blamed = serverFieldError(error);
    if (!blamed) return false;
    const name = [blamed.field, blamed.field.split('.')[0]!].find((f) => known.has(f));
    if (!name) return false;
    setErrors({ [name]: translate ? translate(blamed.message) : labels.errorText(error) });
    return true;
  };

  return {
    errors,
    formError: errors[FORM_ERROR],
    validate,
    showServerError,
    setError: (name, message) =>
      setErrors((prev) => {
        const { [name]: _old, ...rest } = prev;
        return message ? { ...rest, [name]: message } : rest;
      }),
    clearErrors: () => setErrors({}),
    handleSubmit: (values, send, onError) => async (event) => {
      event?.preventDefault();
      const data = validate(values());
      if (data === null) return;
      try {
        await send(data);
      } catch (error) {
        if (!showServerError(error)) onError?.(error);
      }
    },
  };
}
