import { Button, Portal, Stack, Toast, Toaster as ChakraToaster, createToaster } from '@chakra-ui/react';
import { requestToastRegion } from './toastRegion';

/**
 * The app's toasts (spec section 9): at most one at a time, 5000 ms by default, F8 focuses
 * the toast region. Variants: default and destructive.
 */
export const toaster = createToaster({
  placement: 'bottom-end',
  max: 1,
  duration: 5000,
  pauseOnPageIdle: true,
  hotkey: ['F8'],
});

export interface NotifyOptions {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  action?: { label: string; onClick: () => void };
}

export function notify({ title, description, variant = 'default', action }: NotifyOptions) {
  requestToastRegion();
  toaster.create({
    title,
    description,
    type: variant === 'destructive' ? 'error' : 'success',
    closable: true,
    action: action ? { label: action.label, onClick: action.onClick } : undefined,
  });
}

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} data-testid="toast">
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && (
              <Toast.ActionTrigger asChild>
                <Button size="xs" variant="outline">
                  {toast.action.label}
                </Button>
              </Toast.ActionTrigger>
            )}
            {toast.closable && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
