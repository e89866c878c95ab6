import { Alert, Button, CloseButton, HStack, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { notify } from '@/components/ui/toaster';
import { useDashboardT } from '@/i18n';
import { DashboardResendVerificationMutation } from './operations';

const dismissedKey = (userId: string) => `mw:verify-banner-dismissed:${userId}`;
const wasDismissed = (userId: string) => {
  try {
    return sessionStorage.getItem(dismissedKey(userId)) === '1';
  } catch {
    return false;
  }
};

/**
 * Above every dashboard page while the account's e-mail address is unverified: says so, offers
 * "Resend link" (the server's throttle answers with its message), and can be dismissed for the rest
 * of the browser session (it returns at the next one until the address is verified).
 */
export function VerifyEmailBanner({ user }: { user: { id: string; email: string | null; emailVerified: boolean } }) {
  const { t, errorText } = useDashboardT();
  const [dismissed, setDismissed] = useState(() => wasDismissed(user.id));
  const [sent, setSent] = useState(false);
  const [resend, { loading }] = useMutation(DashboardResendVerificationMutation);
  if (user.emailVerified || !user.email || dismissed) return null;
  const email = user.email;

  const send = async () => {
    try {
      await resend();
      setSent(true);
      notify({ title: t('toast.verificationSent'), description: t('verifyBanner.sent', { email }) });
    } catch (err) {
      notify({ title: t('toast.emailSendFailed'), description: errorText(err), variant: 'destructive' });
    }
  };
  const dismiss = () => {
    try {
      sessionStorage.setItem(dismissedKey(user.id), '1');
    } catch {
      // Storage refused (private mode): dismissed for this page view only.
    }
    setDismissed(true);
  };

  return (
    <Alert.Root status="warning" mb="6" borderRadius="lg" alignItems="flex-start" data-testid="verify-email-banner">
      <Alert.Indicator />
      <Stack gap="2" flex="1" minW="0">
        <Alert.Title>{t('verifyBanner.title')}</Alert.Title>
        <Alert.Description wordBreak="break-word">{sent ? t('verifyBanner.sent', { email }) : t('verifyBanner.text', { email })}</Alert.Description>
        {!sent && (
          <HStack>
            <Button size="sm" variant="outline" colorPalette="orange" onClick={() => void send()} disabled={loading}>
              {t('verifyBanner.resend')}
            </Button>
          </HStack>
        )}
      </Stack>
      <CloseButton size="sm" aria-label={t('verifyBanner.dismiss')} onClick={dismiss} />
    </Alert.Root>
  );
}
