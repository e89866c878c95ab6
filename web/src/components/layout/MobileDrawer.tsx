import { Box, Button, CloseButton, Drawer, Portal, Spinner, Stack } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { brand } from '@/config/brand';
import { useCurrentUser } from '@/features/auth/useCurrentUser';
import { prefetchOnIntent } from '@/lib/prefetch';
import { publicNav, REGISTER_PATH } from './nav';

/**
 * The mobile navigation drawer (right side). Links close it; Sign In and Start Free go to /auth.
 * Loaded on first use (see PublicHeader) so the drawer code is not part of the first page load.
 */
export default function MobileDrawer({ open, onOpenChange, onSignOut }: { open: boolean; onOpenChange: (open: boolean) => void; onSignOut: () => void }) {
  const { user, status } = useCurrentUser();
  const close = () => onOpenChange(false);
  return (
    <Drawer.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="end">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{brand.name}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack as="nav" aria-label="Mobile" gap="1">
                {publicNav.map((item) => (
                  <Button key={item.href} asChild variant="ghost" justifyContent="flex-start" onClick={close}>
                    <Link to={item.href}>{item.name}</Link>
                  </Button>
                ))}
                <Box borderTopWidth="1px" my="3" />
                {status === 'loading' ? (
                  <Spinner size="sm" />
                ) : user ? (
                  <>
                    <Button asChild variant="outline" onClick={close}>
                      <Link to="/dashboard" {...prefetchOnIntent('/dashboard')}>
                        Dashboard ({user.firstName || 'User'})
                      </Link>
                    </Button>
                    <Button variant="ghost" onClick={() => (close(), onSignOut())}>
                      Sign Out
                    </Button>
                  </>
                ) : (
                  <>
                    <Button asChild variant="outline" onClick={close}>
                      <Link to="/auth" {...prefetchOnIntent('/auth')}>
                        Sign In
                      </Link>
                    </Button>
                    <Button asChild colorPalette="teal" onClick={close}>
                      <Link to={REGISTER_PATH} {...prefetchOnIntent(REGISTER_PATH)}>
                        Start Free
                      </Link>
                    </Button>
                  </>
                )}
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
