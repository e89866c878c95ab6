import { Box, Button, CloseButton, Drawer, Portal, Spinner, Stack } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { brand } from '@/config/brand';
import { useCurrentUser } from '@/lib/auth/useCurrentUser';
import en from '@/i18n/public/en/common';
import { localizePath } from '@/i18n/public/lang';
import { useMessages, usePublicLang } from '@/i18n/public/messages';
import { prefetchOnIntent } from '@/lib/prefetch';
import { publicNav, REGISTER_PATH } from './nav';

/**
 * The mobile navigation drawer (right side). Links close it; Sign In and Start Free go to /auth.
 * Loaded on first use (see PublicHeader) so the drawer code is not part of the first page load.
 */
export default function MobileDrawer({ open, onOpenChange, onSignOut }: { open: boolean; onOpenChange: (open: boolean) => void; onSignOut: () => void }) {
  const { user, status } = useCurrentUser();
  const close = () => onOpenChange(false);
  const m = useMessages('common', en);
  const lang = usePublicLang();
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
              <Stack as="nav" aria-label={m.mobileNav} gap="1">
                {publicNav.map((item) => (
                  <Button key={item.href} asChild variant="ghost" justifyContent="flex-start" onClick={close}>
                    <Link to={localizePath(item.href, lang)}>{m.nav[item.href]}</Link>
                  </Button>
                ))}
                <Box borderTopWidth="1px" my="3" />
                {status === 'loading' ? (
                  <Spinner size="sm" />
                ) : user ? (
                  <>
                    <Button asChild variant="outline" onClick={close}>
                      <Link to="/dashboard" {...prefetchOnIntent('/dashboard')}>
                        {m.dashboard} ({user.firstName || 'User'})
                      </Link>
                    </Button>
                    <Button variant="ghost" onClick={() => (close(), onSignOut())}>
                      {m.signOut}
                    </Button>
                  </>
                ) : (
                  <>
                    <Button asChild variant="outline" onClick={close}>
                      <Link to="/auth" {...prefetchOnIntent('/auth')}>
                        {m.signIn}
                      </Link>
                    </Button>
                    <Button asChild colorPalette="teal" onClick={close}>
                      <Link to={REGISTER_PATH} {...prefetchOnIntent(REGISTER_PATH)}>
                        {m.startFree}
                      </Link>
                    </Button>
                  </>
                )}
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={m.closeMenu} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
