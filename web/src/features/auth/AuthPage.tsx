import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/PageSpinner';
import { brand } from '@/config/brand';
import { usePageMeta } from '@/lib/usePageMeta';
import { AuthForms, type AuthMode } from './AuthForms';
import { useCurrentUser } from '@/lib/auth/useCurrentUser';

/** Which form /auth opens: ?mode=register is the create-account form ("Start Free"), anything else sign-in. */
export const authModeOf = (params: URLSearchParams): AuthMode => (params.get('mode') === 'register' ? 'register' : 'signin');

/**
 * /auth: sign in, or create an account with ?mode=register; signed-in visitors go to the dashboard.
 * The form follows the URL: a link to the other mode remounts it (key), and toggling in the form
 * rewrites the URL in place, so Back, a reload and a shared link open the form that was showing.
 */
export default function AuthPage() {
  const [params, setParams] = useSearchParams();
  const mode = authModeOf(params);
  usePageMeta(mode === 'register' ? 'Create your account' : 'Sign in', `Sign in to ${brand.name} or create a free account with 10 GB of storage.`);
  const { user, status } = useCurrentUser();
  const navigate = useNavigate();
  if (status === 'loading') return <PageSpinner />;
  if (user) return <Navigate to="/dashboard" replace />;
  return (
    <Box bg="bg.subtle" flex="1" py={{ base: '8', md: '16' }} px="4">
      <Stack maxW="md" mx="auto" gap="6">
        <Stack gap="1" textAlign="center">
          <Heading as="p" size="lg">
            {brand.name}
          </Heading>
          <Text color="fg.muted">S3-compatible storage with data that stays in Kenya.</Text>
        </Stack>
        <AuthForms
          key={mode}
          initialMode={mode}
          onModeChange={(next) => setParams(next === 'register' ? { mode: 'register' } : {}, { replace: true })}
          onSignedIn={() => navigate('/dashboard', { replace: true })}
        />
      </Stack>
    </Box>
  );
}
