import { Box, Button, CloseButton, Drawer, Flex, HStack, IconButton, Menu, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import { brand } from '@/config/brand';
import { useCurrentUser } from '@/features/auth/useCurrentUser';
import { useSignOut } from '@/features/auth/useSignOut';
import { Logo } from './Logo';
import { accessiblePalette } from './palette';
import { productMenu, publicNav } from './nav';

/** The public header with its three auth states: spinner, signed out, signed in. */
export function PublicHeader() {
  const { user, status } = useCurrentUser();
  const signOut = useSignOut('/auth');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);

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
    <Box as="header" style={accessiblePalette} position="sticky" top="0" zIndex="sticky" bg="bg/95" backdropFilter="blur(8px)" borderBottomWidth="1px">
      <Flex maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} h="16" align="center" justify="space-between" gap="4">
        <Link to="/" aria-label={`${brand.name} home`}>
          <Logo />
        </Link>
        <HStack as="nav" aria-label="Main" gap="1" display={{ base: 'none', lg: 'flex' }}>
          {publicNav.map((item) =>
            item.hasDropdown ? (
              <Menu.Root key={item.href} onSelect={(d) => navigate(d.value)}>
                <Menu.Trigger asChild>
                  <Button size="sm" variant="ghost">
                    {item.name} ▾
                  </Button>
                </Menu.Trigger>
                <Portal>
                  <Menu.Positioner>
                    <Menu.Content minW="64">
                      <Menu.Item value="/products">All products</Menu.Item>
                      {productMenu.map((p) => (
                        <Menu.Item key={p.href} value={p.href}>
                          <Stack gap="0">
                            <Text fontWeight="medium">{p.name}</Text>
                            <Text fontSize="xs" color="fg.muted">
                              {p.description}
                            </Text>
                          </Stack>
                        </Menu.Item>
                      ))}
                    </Menu.Content>
                  </Menu.Positioner>
                </Portal>
              </Menu.Root>
            ) : (
              <Button key={item.href} asChild size="sm" variant="ghost">
                <NavLink to={item.href}>{item.name}</NavLink>
              </Button>
            ),
          )}
        </HStack>
        <Box display={{ base: 'none', lg: 'block' }}>{authArea}</Box>

        <Drawer.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="end">
          <Drawer.Trigger asChild>
            <IconButton aria-label="Open menu" variant="ghost" display={{ base: 'inline-flex', lg: 'none' }}>
              <MenuIcon />
            </IconButton>
          </Drawer.Trigger>
          <Portal>
            <Drawer.Backdrop />
            <Drawer.Positioner>
              <Drawer.Content style={accessiblePalette}>
                <Drawer.Header>
                  <Drawer.Title>{brand.name}</Drawer.Title>
                </Drawer.Header>
                <Drawer.Body>
                  <Stack as="nav" aria-label="Mobile" gap="1">
                    {publicNav.map((item) => (
                      <Button key={item.href} asChild variant="ghost" justifyContent="flex-start" onClick={() => setOpen(false)}>
                        <Link to={item.href}>{item.name}</Link>
                      </Button>
                    ))}
                    <Box borderTopWidth="1px" my="3" />
                    {status === 'loading' ? (
                      <Spinner size="sm" />
                    ) : user ? (
                      <>
                        <Button asChild variant="outline" onClick={() => setOpen(false)}>
                          <Link to="/dashboard">Dashboard ({user.firstName || 'User'})</Link>
                        </Button>
                        <Button variant="ghost" onClick={() => (setOpen(false), signOut())}>
                          Sign Out
                        </Button>
                      </>
                    ) : (
                      <>
                        <Button asChild variant="outline" onClick={() => setOpen(false)}>
                          <Link to="/auth">Sign In</Link>
                        </Button>
                        <Button asChild colorPalette="teal" onClick={() => setOpen(false)}>
                          <Link to="/auth">Start Free</Link>
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
