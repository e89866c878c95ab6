import { Box, Button, Flex, HStack, IconButton } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { brand } from '@/config/brand';
import en from '@/i18n/public/en/common';
import { localizePath } from '@/i18n/public/lang';
import { LanguageLinks } from '@/i18n/public/LanguageSwitch';
import { useMessages, usePublicLang } from '@/i18n/public/messages';
import { useSignOut } from '@/lib/auth/useSignOut';
import { prefetchOnIntent } from '@/lib/prefetch';
import { HeaderAuth } from './HeaderAuth';
import { Logo } from './Logo';
import { publicNav } from './nav';
import { ProductsNavItem } from './ProductsNavItem';

// The drawer needs Ark UI's dialog machine: it loads on first use (warmed on pointer or focus).
const loadMobileDrawer = () => import('./MobileDrawer');
const MobileDrawer = lazy(loadMobileDrawer);

/**
 * The public header with its three auth states: spinner, signed out, signed in. Its height and
 * every item's width are fixed before any script runs (pre-rendered pages show it as is), so
 * nothing below or beside it moves when the session or the dropdown's code arrives.
 */
export function PublicHeader() {
  const signOut = useSignOut('/auth');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const warmDrawer = () => void loadMobileDrawer();
  const lang = usePublicLang();
  const m = useMessages('common', en);

  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="bg/95" backdropFilter="blur(8px)" borderBottomWidth="1px">
      <Flex maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} h="16" align="center" justify="space-between" gap="4">
        <Link to={localizePath('/', lang)} aria-label={`${brand.name} ${m.home}`} style={{ flexShrink: 0 }}>
          <Logo />
        </Link>
        {/* The full bar needs ~1,200 px (signed in): narrower screens get the drawer. */}
        <HStack as="nav" aria-label={m.mainNav} gap="0" display={{ base: 'none', xl: 'flex' }}>
          {publicNav.map((item) =>
            item.hasDropdown ? (
              <ProductsNavItem key={item.href} label={m.nav[item.href]!} />
            ) : (
              <Button key={item.href} asChild size="sm" variant="ghost" px="2.5">
                <NavLink to={localizePath(item.href, lang)} {...prefetchOnIntent(localizePath(item.href, lang))}>
                  {m.nav[item.href]}
                </NavLink>
              </Button>
            ),
          )}
        </HStack>
        {/* Where the burger replaces the bar (< 1,280 px); the full bar has no room left (~1,280 px
            in English), so there the footer's switch serves (docs/architecture.md). */}
        <LanguageLinks compact display={{ base: 'flex', xl: 'none' }} ms="auto" />
        <HeaderAuth onSignOut={signOut} />
        <IconButton
          aria-label={m.openMenu}
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
          variant="ghost"
          display={{ base: 'inline-flex', xl: 'none' }}
          onPointerEnter={warmDrawer}
          onFocus={warmDrawer}
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

function MenuIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}
