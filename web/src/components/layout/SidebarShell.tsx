import { Avatar, Box, Button, CloseButton, Drawer, Flex, HStack, IconButton, Portal, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { useUiLabels } from '@/components/ui/uiLabels';
import { Logo } from './Logo';

export interface SidebarItem {
  label: string;
  to: string;
  /** Match only this exact path (for section home links). */
  end?: boolean;
  /** Optional icon shown before the label (decorative). */
  icon?: ReactNode;
}

export interface SidebarShellProps {
  title: string;
  items: SidebarItem[];
  quickActions?: SidebarItem[];
  quickActionsLabel?: string;
  footer: ReactNode;
  children: ReactNode;
}

/** The sidebar frame shared by the customer dashboard and the admin panel (desktop + mobile drawer). */
export function SidebarShell({ title, items, quickActions, quickActionsLabel = 'Quick actions', footer, children }: SidebarShellProps) {
  const labels = useUiLabels();
  const [open, setOpen] = useState(false);
  const nav = (onNavigate?: () => void) => (
    <Stack gap="1" as="nav" aria-label={title}>
      {items.map((item) => (
        <NavLink key={item.to} to={item.to} end={item.end} onClick={onNavigate} style={{ textDecoration: 'none' }}>
          {({ isActive }) => (
            <HStack gap="3" px="3" py="2" borderRadius="md" fontSize="sm" fontWeight={isActive ? 'semibold' : 'medium'} bg={isActive ? 'teal.50' : undefined} color={isActive ? 'teal.800' : 'fg.muted'} _hover={{ bg: isActive ? 'teal.50' : 'bg.muted', color: isActive ? 'teal.800' : 'fg' }} transition="background 0.15s">
              {item.icon && (
                <Box as="span" color={isActive ? 'teal.600' : 'fg.subtle'} display="inline-flex" flexShrink={0}>
                  {item.icon}
                </Box>
              )}
              <span>{item.label}</span>
            </HStack>
          )}
        </NavLink>
      ))}
      {quickActions && quickActions.length > 0 && (
        <>
          <Text px="3" pt="5" pb="1" fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
            {quickActionsLabel}
          </Text>
          {quickActions.map((a) => (
            <Button key={a.to} asChild size="sm" variant="outline" justifyContent="flex-start" onClick={onNavigate}>
              <Link to={a.to}>
                {a.icon}
                {a.label}
              </Link>
            </Button>
          ))}
        </>
      )}
    </Stack>
  );

  return (
    <Flex minH="100vh" bg="bg.subtle">
      <a href="#content" className="skip-link" style={{ position: 'absolute', left: '-9999px', zIndex: 1500 }} onFocus={(e) => (e.currentTarget.style.left = '8px')} onBlur={(e) => (e.currentTarget.style.left = '-9999px')}>
        {labels.skipToContent}
      </a>
      {/* The aside stretches to the page's full height (its background and border run down a long
          page); its content stays in view while the page scrolls. */}
      <Box as="aside" w="64" flexShrink={0} bg="bg" borderRightWidth="1px" display={{ base: 'none', lg: 'block' }}>
        <Flex direction="column" position="sticky" top="0" h="100vh" p="4" gap="6">
          <Link to="/" aria-label={labels.home}>
            <Logo />
          </Link>
          <Box flex="1" overflowY="auto">
            {nav()}
          </Box>
          <Box borderTopWidth="1px" pt="4">
            {footer}
          </Box>
        </Flex>
      </Box>
      <Flex direction="column" flex="1" minW="0">
        <HStack display={{ base: 'flex', lg: 'none' }} justify="space-between" px="4" h="14" bg="bg" borderBottomWidth="1px" position="sticky" top="0" zIndex="sticky">
          <Link to="/" aria-label={labels.home}>
            <Logo />
          </Link>
          <Drawer.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="start">
            <Drawer.Trigger asChild>
              <IconButton aria-label={labels.openMenu(title)} variant="ghost">
                <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                  <path d="M4 6h16M4 12h16M4 18h16" />
                </svg>
              </IconButton>
            </Drawer.Trigger>
            <Portal>
              <Drawer.Backdrop />
              <Drawer.Positioner>
                <Drawer.Content>
                  <Drawer.Header>
                    <Drawer.Title>{title}</Drawer.Title>
                  </Drawer.Header>
                  <Drawer.Body>{nav(() => setOpen(false))}</Drawer.Body>
                  <Drawer.Footer justifyContent="flex-start">{footer}</Drawer.Footer>
                  <Drawer.CloseTrigger asChild>
                    <CloseButton size="sm" aria-label={labels.closeMenu} />
                  </Drawer.CloseTrigger>
                </Drawer.Content>
              </Drawer.Positioner>
            </Portal>
          </Drawer.Root>
        </HStack>
        <Box as="section" id="content" tabIndex={-1} flex="1" p={{ base: '4', md: '8' }} minW="0" outline="none">
          <Box maxW="1440px" mx="auto">
            {children}
          </Box>
        </Box>
      </Flex>
    </Flex>
  );
}

/** Initial, name and e-mail at the bottom of a sidebar. */
export function SidebarUser({ firstName, email, avatarUrl, action }: { firstName?: string | null; email?: string | null; avatarUrl?: string | null; action: ReactNode }) {
  const labels = useUiLabels();
  const name = firstName || labels.user;
  return (
    <Stack gap="3">
      <HStack gap="3">
        {/* The uploaded picture where there is one; the initial until it loads, or without one. */}
        <Avatar.Root size="sm" colorPalette="teal" data-testid="sidebar-avatar">
          <Avatar.Fallback>{(firstName?.[0] ?? 'U').toUpperCase()}</Avatar.Fallback>
          {avatarUrl && <Avatar.Image src={avatarUrl} alt="" />}
        </Avatar.Root>
        <Box minW="0">
          <Text fontSize="sm" fontWeight="semibold" truncate>
            {name}
          </Text>
          <Text fontSize="xs" color="fg.muted" truncate>
            {email || 'user@example.com'}
          </Text>
        </Box>
      </HStack>
      {action}
    </Stack>
  );
}
