import { Button, Stack } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { AppDialog, type AppDialogProps } from './AppDialog';
import { FormError } from './FormError';
import { useUiLabels } from './uiLabels';

export interface FormDialogProps extends Omit<AppDialogProps, 'footer' | 'wrap' | 'children'> {
  /** The form's submit handler (useSchemaForm's `handleSubmit(…)`); Enter in a field submits too. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The form's accessible name, where a test or a screen reader looks the form up by it. */
  formLabel?: string;
  submitLabel: string;
  /** While the call runs: the submit button says this and is disabled, with Cancel. */
  submittingLabel?: string;
  submitting?: boolean;
  /** The submit button stays disabled (a required box unticked, a name not typed yet). */
  submitDisabled?: boolean;
  /** A red submit button, for an act that destroys something (and an alert dialog). */
  destructive?: boolean;
  cancelLabel?: string;
  /** The fields. */
  children: ReactNode;
  /** A message for the form as a whole (a failed call that names no field), under the fields. */
  error?: string;
  /**
   * What the form produced, shown instead of it once there (a secret shown once, recovery codes),
   * with a single `doneLabel` button that closes the dialog.
   */
  result?: ReactNode;
  doneLabel?: string;
}

/**
 * A dialog that is one form (the forms kit): the title, the fields (FormField), Cancel and the
 * submit button; the whole dialog is the form, so Enter submits and a test finds the button
 * inside it. Optionally the form's result replaces it, with a Done button.
 */
export function FormDialog({ onSubmit, formLabel, submitLabel, submittingLabel, submitting = false, submitDisabled, destructive, cancelLabel, children, error, result, doneLabel, role, ...dialog }: FormDialogProps) {
  const labels = useUiLabels();
  const done = result !== undefined && result !== null && result !== false;
  const footer = done ? (
    <Button colorPalette="teal" onClick={dialog.onClose}>
      {doneLabel ?? labels.close}
    </Button>
  ) : (
    <>
      <Button variant="outline" onClick={dialog.onClose} disabled={submitting}>
        {cancelLabel ?? labels.cancel}
      </Button>
      <Button type="submit" colorPalette={destructive ? 'red' : 'teal'} disabled={submitting || submitDisabled}>
        {submitting ? (submittingLabel ?? labels.working) : submitLabel}
      </Button>
    </>
  );
  return (
    <AppDialog
      {...dialog}
      role={role ?? (destructive ? 'alertdialog' : 'dialog')}
      footer={footer}
      // The form holds the header, body and footer; `display: contents` keeps them the dialog's own
      // boxes, so the body still scrolls inside the dialog.
      wrap={(content) =>
        done ? (
          content
        ) : (
          <form onSubmit={onSubmit} noValidate aria-label={formLabel} style={{ display: 'contents' }}>
            {content}
          </form>
        )
      }
    >
      {done ? (
        result
      ) : (
        <Stack gap="4">
          {children}
          <FormError message={error} />
        </Stack>
      )}
    </AppDialog>
  );
}
