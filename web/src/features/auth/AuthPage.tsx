import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { Navigate, useNavigate } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/PageSpinner';
import { brand } from '@/config/brand';
import { usePageMeta } from '@/lib/usePageMeta';
import { AuthForms } from './AuthForms';
import { useCurrentUser } from './useCurrentUser';

/** /auth: sign in or create an account; signed-in visitors go to the dashboard. */
export default function AuthPage() {
  usePageMeta('Sign in', `Sign in to ${brand.name} or create a free account with 10 GB of storage.`);
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
        <AuthForms onSignedIn={() => navigate('/dashboard', { replace: true })} />
      </Stack>
    </Box>
  );
}
