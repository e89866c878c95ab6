import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
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
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="center" size={{ base: 'xs', sm: 'sm' }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {description && (
                <Text color="fg.muted" fontSize="sm">
                  {description}
                </Text>
              )}
              {children}
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={loading}>
                  {cancelLabel ?? labels.cancel}
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette={destructive ? 'red' : 'teal'} onClick={onConfirm} disabled={loading || confirmDisabled}>
                {loading ? (loadingLabel ?? labels.working) : (confirmLabel ?? labels.confirm)}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={labels.close} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
