import { Box, Button, Flex, HStack, IconButton, Spinner, Text } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { brand } from '@/config/brand';
import { useCurrentUser } from '@/features/auth/useCurrentUser';
import { useSignOut } from '@/features/auth/useSignOut';
import { Logo } from './Logo';
import { publicNav } from './nav';

// The dropdown and the drawer need Ark UI's menu/dialog machines: load them after first paint.
const loadProductsMenu = () => import('./ProductsMenu');
const loadMobileDrawer = () => import('./MobileDrawer');
const ProductsMenu = lazy(loadProductsMenu);
const MobileDrawer = lazy(loadMobileDrawer);

/** Run once the browser is idle after the first render. */
function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const w = window as Window & { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number };
    const go = () => setReady(true);
    if (w.requestIdleCallback) w.requestIdleCallback(go, { timeout: 1500 });
    else setTimeout(go, 200);
  }, []);
  return ready;
}

/** The public header with its three auth states: spinner, signed out, signed in. */
export function PublicHeader() {
  const { user, status } = useCurrentUser();
  const signOut = useSignOut('/auth');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const [menuClicked, setMenuClicked] = useState(false);
  const idle = useAfterFirstPaint();

  const authArea =
    status === 'loading' ? (
      <Spinner size="sm" color="teal.600" aria-label="Checking sign-in" data-testid="auth-spinner" />
    ) : user ? (
      <HStack gap="2">
        <Button asChild size="sm" variant="ghost">
          <Link to="/dashboard">Dashboard</Link>
        </Button>
        <Text fontSize="sm" fontWeight="medium" data-testid="header-user-name">
          {user.firstName || 'User'}
        </Text>
        <Button size="sm" variant="outline" onClick={signOut}>
          Sign Out
        </Button>
      </HStack>
    ) : (
      <HStack gap="2">
        <Button asChild size="sm" variant="ghost">
          <Link to="/auth">Sign In</Link>
        </Button>
        <Button asChild size="sm" colorPalette="teal">
          <Link to="/auth">Start Free</Link>
        </Button>
      </HStack>
    );

  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="bg/95" backdropFilter="blur(8px)" borderBottomWidth="1px">
      <Flex maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} h="16" align="center" justify="space-between" gap="4">
        <Link to="/" aria-label={`${brand.name} home`} style={{ flexShrink: 0 }}>
          <Logo />
        </Link>
        {/* The full bar needs ~1,200 px (signed in): narrower screens get the drawer. */}
        <HStack as="nav" aria-label="Main" gap="0" display={{ base: 'none', xl: 'flex' }}>
          {publicNav.map((item) =>
            item.hasDropdown ? (
              idle || menuClicked ? (
                <Suspense key={item.href} fallback={<MenuTriggerPlaceholder label={item.name} onClick={() => setMenuClicked(true)} />}>
                  <ProductsMenu label={item.name} defaultOpen={menuClicked} />
                </Suspense>
              ) : (
                <MenuTriggerPlaceholder key={item.href} label={item.name} onClick={() => setMenuClicked(true)} />
              )
            ) : (
              <Button key={item.href} asChild size="sm" variant="ghost" px="2.5">
                <NavLink to={item.href}>{item.name}</NavLink>
              </Button>
            ),
          )}
        </HStack>
        <Box display={{ base: 'none', xl: 'block' }} flexShrink={0}>
          {authArea}
        </Box>
        <IconButton
          aria-label="Open menu"
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
          variant="ghost"
          display={{ base: 'inline-flex', xl: 'none' }}
          onPointerEnter={() => void loadMobileDrawer()}
          onClick={() => (setDrawerUsed(true), setDrawerOpen(true))}
        >
          <MenuIcon />
        </IconButton>
        {drawerUsed && (
          <Suspense fallback={null}>
            <MobileDrawer open={drawerOpen} onOpenChange={setDrawerOpen} onSignOut={signOut} />
          </Suspense>
        )}
      </Flex>
    </Box>
  );
}

/** The Products button before the dropdown code has loaded (a click opens it once loaded). */
function MenuTriggerPlaceholder({ label, onClick }: { label: string; onClick?: () => void }) {
  return (
    <Button size="sm" variant="ghost" px="2.5" aria-haspopup="menu" onPointerEnter={() => void loadProductsMenu()} onClick={onClick}>
      {label} ▾
    </Button>
  );
}

function MenuIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}
