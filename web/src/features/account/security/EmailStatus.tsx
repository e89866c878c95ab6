import { Button, HStack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { notify } from '@/components/ui/toaster';
import { useDashboardT } from '@/i18n';
import { ResendVerificationMutation } from '../operations';

/** The account's address and whether it is verified, with a way to get a new link. */
export function EmailStatus({ email, verified }: { email: string; verified: boolean }) {
  const { t, errorText } = useDashboardT();
  const [resend, { loading }] = useMutation(ResendVerificationMutation);
  const send = async () => {
    try {
      const { data } = await resend();
      notify({ title: t('toast.verificationSent'), description: data?.resendVerificationEmail.message ?? undefined });
    } catch (err) {
      notify({ title: t('toast.emailSendFailed'), description: errorText(err), variant: 'destructive' });
    }
  };
  return (
    <HStack justify="space-between" wrap="wrap" gap="3" data-testid="email-status">
      <div>
        <Text fontWeight="medium">{t('security.emailAddress')}</Text>
        <Text fontSize="sm" color="fg.muted">
          {verified ? email : t('security.emailNotVerifiedHelp', { email })}
        </Text>
      </div>
      <HStack gap="2">
        <StatusBadge tone={verified ? 'success' : 'warning'}>{verified ? t('security.emailVerified') : t('security.emailNotVerified')}</StatusBadge>
        {!verified && (
          <Button size="xs" variant="outline" onClick={() => void send()} disabled={loading}>
            {t('security.resendVerification')}
          </Button>
        )}
      </HStack>
    </HStack>
  );
}
