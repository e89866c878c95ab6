import { Field, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface FormFieldProps extends Omit<Field.RootProps, 'children' | 'invalid' | 'label'> {
  label?: ReactNode;
  /** Beside the label, at the end of its line (a "Forgot password?" link). */
  labelEnd?: ReactNode;
  /** Props of the label (a screen-reader-only label: `{ srOnly: true }`). */
  labelProps?: Field.LabelProps;
  /** A hint under the control; the error takes its place while there is one. */
  helper?: ReactNode;
  /** The field's message (useSchemaForm's `errors.name`): the field is invalid while there is one. */
  error?: string;
  /** The control: an Input, a Textarea, a NativeSelect, a row with a button. */
  children: ReactNode;
}

/**
 * One labelled form field of the forms kit: the label, the control, then the error or the hint.
 * Chakra's Field ties them together (the label names the control, the message describes it, and
 * the control is aria-invalid while there is an error); the message is announced when it appears.
 */
export function FormField({ label, labelEnd, labelProps, helper, error, children, ...root }: FormFieldProps) {
  const labelElement = label !== undefined && <Field.Label {...labelProps}>{label}</Field.Label>;
  return (
    <Field.Root invalid={!!error} {...root}>
      {labelEnd ? (
        <HStack justify="space-between" w="full">
          {labelElement}
          {labelEnd}
        </HStack>
      ) : (
        labelElement
      )}
      {children}
      {error ? <Field.ErrorText role="alert">{error}</Field.ErrorText> : helper && <Field.HelperText>{helper}</Field.HelperText>}
    </Field.Root>
  );
}
