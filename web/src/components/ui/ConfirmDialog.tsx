import { Button, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AppDialog } from './AppDialog';
import { useUiLabels } from './uiLabels';

export interface ConfirmDialogProps {
  open: boolean;
  /** Called with false when the dialog is dismissed (Cancel, Escape, outside click). */
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button for destructive acts. */
  destructive?: boolean;
  /** The confirmed action is running: the button is disabled and shows `loadingLabel`. */
  loading?: boolean;
  loadingLabel?: string;
  /** The confirm button stays disabled (e.g. until a required box is ticked). */
  confirmDisabled?: boolean;
  onConfirm: () => void;
  /** Extra content (e.g. a form field) between the description and the buttons. */
  children?: ReactNode;
}

/** An 'are you sure?' alert dialog with Cancel and a confirm button. */
export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, cancelLabel, destructive, loading, loadingLabel, confirmDisabled, onConfirm, children }: ConfirmDialogProps) {
  const labels = useUiLabels();
  return (
    <AppDialog
      open={open}
      onClose={() => onOpenChange(false)}
      role="alertdialog"
      size={{ base: 'xs', sm: 'sm' }}
      title={title}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={loading}>
            {cancelLabel ?? labels.cancel}
          </Button>
          <Button colorPalette={destructive ? 'red' : 'teal'} onClick={onConfirm} disabled={loading || confirmDisabled}>
            {loading ? (loadingLabel ?? labels.working) : (confirmLabel ?? labels.confirm)}
          </Button>
        </>
      }
    >
      {description && (
        <Text color="fg.muted" fontSize="sm">
          {description}
        </Text>
      )}
      {children}
    </AppDialog>
  );
}
