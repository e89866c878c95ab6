import { CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useUiLabels } from './uiLabels';

export interface AppDialogProps {
  open: boolean;
  /** Called when the dialog is dismissed: Escape, a click outside, the close button. */
  onClose: () => void;
  title: ReactNode;
  /** A line under the title (the dialog's accessible description). */
  description?: ReactNode;
  /** Beside the title (a status badge). */
  titleEnd?: ReactNode;
  children?: ReactNode;
  /** The buttons at the bottom. */
  footer?: ReactNode;
  size?: Dialog.RootProps['size'];
  /** 'alertdialog' for a destructive or blocking question. */
  role?: 'dialog' | 'alertdialog';
  /** False while the dialog shows something that must not vanish on a stray click (a secret shown once). */
  closeOnInteractOutside?: boolean;
  /** Mount the content only while open (and unmount it when closed): its state starts afresh each time. */
  lazyMount?: boolean;
  /** The close button's name (default: the page's UiLabels' "Close"). */
  closeLabel?: string;
  /** Props of the content box (a test id, margins). */
  contentProps?: Dialog.ContentProps & Record<`data-${string}`, string>;
  /** Props of the body (padding). */
  bodyProps?: Dialog.BodyProps;
  /** Wraps the header, body and footer (FormDialog's form). */
  wrap?: (content: ReactNode) => ReactNode;
}

/**
 * The one dialog frame of the app (components/ui wraps Chakra once): centred, scrolling inside,
 * a header with the title, the body, an optional footer and a close button. FormDialog builds on
 * it; a dialog that only shows something uses it directly.
 */
export function AppDialog({ open, onClose, title, description, titleEnd, children, footer, size = 'md', role = 'dialog', closeOnInteractOutside, lazyMount, closeLabel, contentProps, bodyProps, wrap = (c) => c }: AppDialogProps) {
  const labels = useUiLabels();
  // A dialog that fills a phone's screen has no margin; a smaller one keeps clear of its edges.
  const fullOnPhones = size === 'full' || (typeof size === 'object' && size !== null && (size as { base?: string }).base === 'full');
  const heading = titleEnd ? (
    <Stack direction="row" gap="2" align="center" wrap="wrap">
      <Dialog.Title>{title}</Dialog.Title>
      {titleEnd}
    </Stack>
  ) : (
    <Dialog.Title>{title}</Dialog.Title>
  );
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && onClose()}
      role={role}
      size={size}
      placement="center"
      scrollBehavior="inside"
      closeOnInteractOutside={closeOnInteractOutside}
      lazyMount={lazyMount}
      unmountOnExit={lazyMount}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx={fullOnPhones ? undefined : '4'} {...contentProps}>
            {wrap(
              <>
                <Dialog.Header>
                  {description ? (
                    <Stack gap="1">
                      {heading}
                      <Dialog.Description fontSize="sm" color="fg.muted">
                        {description}
                      </Dialog.Description>
                    </Stack>
                  ) : (
                    heading
                  )}
                </Dialog.Header>
                <Dialog.Body {...bodyProps}>{children}</Dialog.Body>
                {footer && <Dialog.Footer>{footer}</Dialog.Footer>}
              </>,
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={closeLabel ?? labels.close} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
