import { Button, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { RouterLink } from '@/components/ui/RouterLink';
import { errorMessage } from '@/lib/format';
import { usePageMeta } from '@/lib/usePageMeta';
import { AuthCard } from './AuthCard';
import { useLinkToken } from './linkToken';
import { VerifyEmailMutation } from './operations';
import { refreshSession } from '@/lib/auth/session';
import { useCurrentUser } from '@/lib/auth/useCurrentUser';

/** /verify-email#token=…: confirms the address as soon as the page opens (signed in or not). */
export default function VerifyEmailPage() {
  usePageMeta('Verify e-mail address', 'Confirm the e-mail address of your Mawingu Cloud account.');
  const token = useLinkToken();
  const [verify] = useMutation(VerifyEmailMutation);
  const { user } = useCurrentUser();
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(token ? null : { ok: false, message: 'This link is incomplete. Open the link from the e-mail again, or ask for a new one on the Security page.' });

  useEffect(() => {
    if (!token) return;
    verify({ variables: { input: { token } } })
      .then(async ({ data }) => {
        setResult({ ok: true, message: data?.verifyEmail.message ?? 'Your e-mail address is verified.' });
        await refreshSession();
      })
      .catch((err: unknown) => setResult({ ok: false, message: errorMessage(err, 'This link is invalid or has expired.') }));
  }, [token, verify]);

  return (
    <AuthCard>
      {!result ? (
        <Stack align="center" gap="3" py="6">
          <Spinner />
          <Text>Verifying your e-mail address...</Text>
        </Stack>
      ) : (
        <Stack gap="4" data-testid="verify-result">
          <Heading as="h1" size="xl">
            {result.ok ? 'E-mail address verified' : 'Link not valid'}
          </Heading>
          <Text>{result.message}</Text>
          <Button asChild colorPalette="teal">
            <RouterLink to={user ? '/dashboard/security' : '/auth'}>{user ? 'Go to your account' : 'Sign in'}</RouterLink>
          </Button>
        </Stack>
      )}
    </AuthCard>
  );
}
