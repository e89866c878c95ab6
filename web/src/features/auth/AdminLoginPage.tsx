import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { Navigate, useNavigate } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/PageSpinner';
import { Logo } from '@/components/layout/Logo';
import { usePageMeta } from '@/lib/usePageMeta';
import { AuthForms } from './AuthForms';
import { useCurrentUser } from '@/lib/auth/useCurrentUser';

/** /adminlogin: the same forms; admins go to the admin panel, customers to their dashboard. */
export default function AdminLoginPage() {
  usePageMeta('Admin sign in', 'Administrator access to the portal.');
  const { user, status } = useCurrentUser();
  const navigate = useNavigate();
  if (status === 'loading') return <PageSpinner />;
  if (user) return <Navigate to={user.userType === 'admin' ? '/admin/dashboard' : '/dashboard'} replace />;
  return (
    <Box bg="gray.900" flex="1" minH="100vh" py={{ base: '8', md: '16' }} px="4">
      <Stack maxW="md" mx="auto" gap="6">
        <Stack gap="2" align="center" textAlign="center">
          <Logo inverted />
          <Heading as="p" size="md" color="white">
            Administration
          </Heading>
          <Text color="gray.300" fontSize="sm">
            Staff sign-in. Every admin action is recorded in the audit log.
          </Text>
        </Stack>
        <AuthForms onSignedIn={(u) => navigate(u.userType === 'admin' ? '/admin/dashboard' : '/dashboard', { replace: true })} />
      </Stack>
    </Box>
  );
}
