import { Fieldset } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface FormFieldsetProps extends Omit<Fieldset.RootProps, 'children' | 'invalid'> {
  /** The group's name (a fieldset's legend names the boxes or switches inside it). */
  legend: ReactNode;
  /** Props of the legend (a screen-reader-only legend: `{ srOnly: true }`). */
  legendProps?: Fieldset.LegendProps;
  /** A hint under the group; the error takes its place while there is one. */
  helper?: ReactNode;
  /** The group's message (useSchemaForm's `errors.name`). */
  error?: string;
  /** The controls, each labelled by its own label (checkboxes, radios, switches). */
  children: ReactNode;
}

/**
 * A group of controls that answer one question (the permissions of a key, the channels of a
 * notification): FormField's sibling for controls that each carry their own label. The legend
 * names the group; the error is announced when it appears, like FormField's.
 */
export function FormFieldset({ legend, legendProps, helper, error, children, ...root }: FormFieldsetProps) {
  return (
    <Fieldset.Root invalid={!!error} gap="2" {...root}>
      <Fieldset.Legend fontSize="sm" fontWeight="medium" color="fg" mb="2" {...legendProps}>
        {legend}
      </Fieldset.Legend>
      {children}
      {error ? <Fieldset.ErrorText role="alert">{error}</Fieldset.ErrorText> : helper && <Fieldset.HelperText>{helper}</Fieldset.HelperText>}
    </Fieldset.Root>
  );
}
