import { Button, HStack, Spinner, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { useCurrentUser } from '@/lib/auth/useCurrentUser';
import en from '@/i18n/public/en/common';
import { useMessages } from '@/i18n/public/messages';
import { prefetchOnIntent } from '@/lib/prefetch';
import { REGISTER_PATH } from './nav';

/**
 * The desktop header's auth area: a spinner while the session is checked (also the pre-rendered
 * state, since nobody is signed in at build time), then Sign In / Start Free or Dashboard, the
 * first name and Sign Out. The box keeps one width in every state (the widest, signed in, with
 * a long name cut short), so nothing in the header moves when the answer arrives. Sign In and
 * Dashboard start loading their page's code on hover or focus, so signing in feels instant.
 * A visitor with the signed-in hint sees Dashboard and their name from the first paint instead
 * of the spinner.
 */
export function HeaderAuth({ onSignOut }: { onSignOut: () => void }) {
  const { user, status } = useCurrentUser();
  const m = useMessages('common', en);
  return (
    <HStack gap="2" w="17.5rem" h="10" justify="flex-end" flexShrink={0} display={{ base: 'none', xl: 'flex' }}>
      {status === 'loading' ? (
        <>
          <Spinner className="session-hint-spinner" size="sm" color="teal.600" aria-label={m.checkingSignIn} data-testid="auth-spinner" />
          {/* Shown instead of the spinner, before any script of the app runs, when the page's
              <head> found the signed-in hint (contracts/session-hint.ts); CSS writes the name. */}
          <div className="session-hint" style={{ gap: '0.5rem', alignItems: 'center' }} data-testid="session-hint">
            <Button asChild size="sm" variant="ghost">
              <Link to="/dashboard" {...prefetchOnIntent('/dashboard')}>
                {m.dashboard}
              </Link>
            </Button>
            <Text className="session-hint-name" fontSize="sm" fontWeight="medium" maxW="7.5rem" truncate />
          </div>
        </>
      ) : user ? (
        <>
          <Button asChild size="sm" variant="ghost">
            <Link to="/dashboard" {...prefetchOnIntent('/dashboard')}>
              {m.dashboard}
            </Link>
          </Button>
          <Text fontSize="sm" fontWeight="medium" maxW="7.5rem" truncate title={user.firstName || 'User'} data-testid="header-user-name">
            {user.firstName || 'User'}
          </Text>
          <Button size="sm" variant="outline" onClick={onSignOut}>
            {m.signOut}
          </Button>
        </>
      ) : (
        <>
          <Button asChild size="sm" variant="ghost">
            <Link to="/auth" {...prefetchOnIntent('/auth')}>
              {m.signIn}
            </Link>
          </Button>
          <Button asChild size="sm" colorPalette="teal">
            <Link to={REGISTER_PATH} {...prefetchOnIntent(REGISTER_PATH)}>
              {m.startFree}
            </Link>
          </Button>
        </>
      )}
    </HStack>
  );
}
