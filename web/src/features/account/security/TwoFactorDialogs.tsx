import { Box, Code, Image, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useEffect, useState, type FormEvent } from 'react';
import { FormDialog } from '@/components/ui/FormDialog';
import { FormField } from '@/components/ui/FormField';
import { notify } from '@/components/ui/toaster';
import { useDashboardT } from '@/i18n';
import { AccessTokensQuery, ApiKeysQuery, ConfirmTwoFactorMutation, DisableTwoFactorMutation, SecurityEventsQuery, SecurityOverviewQuery, StartTwoFactorMutation } from '../operations';
import { RevokeTokensAndKeysCheckbox } from './RevokeTokensAndKeysCheckbox';

const refetchQueries = [SecurityOverviewQuery, SecurityEventsQuery];

/** Enrolment: QR code and key, a confirmation code, then the ten recovery codes (shown once). */
export function EnableTwoFactorDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, errorText } = useDashboardT();
  const [start, started] = useMutation(StartTwoFactorMutation);
  const [confirm, confirming] = useMutation(ConfirmTwoFactorMutation, { refetchQueries });
  const [code, setCode] = useState('');
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  useEffect(() => {
    if (!open) return;
    setCode('');
    setRecoveryCodes(null);
    start().catch((e) => {
      notify({ title: t('toast.twoFactorSetupFailed'), description: errorText(e), variant: 'destructive' });
      onClose();
    });
  }, [open]); // eslint-disable-line react-hooks/exhaustive-deps

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      const { data } = await confirm({ variables: { input: { code: code.trim() } } });
      setRecoveryCodes(data?.confirmTwoFactor.recoveryCodes ?? []);
      notify({ title: t('toast.twoFactorEnabled'), description: t('toast.twoFactorEnabledText') });
    } catch (err) {
      notify({ title: t('toast.verificationFailed'), description: errorText(err, 'toast.codeIncorrect'), variant: 'destructive' });
    }
  };
  const enrolment = started.data?.startTwoFactorEnrolment;

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={recoveryCodes ? t('security.recoveryTitle') : t('security.enableTitle')}
      onSubmit={submit}
      submitLabel={t('security.confirm')}
      submittingLabel={t('security.confirm')}
      submitting={confirming.loading}
      submitDisabled={!enrolment || code.trim().length !== 6}
      doneLabel={t('security.done')}
      result={
        recoveryCodes && (
          <Stack gap="3">
            <Text fontSize="sm">{t('security.recoveryHelp')}</Text>
            <SimpleGrid columns={2} gap="2" data-testid="recovery-codes">
              {recoveryCodes.map((c) => (
                <Code key={c} fontSize="md" p="2" textAlign="center">
                  {c}
                </Code>
              ))}
            </SimpleGrid>
          </Stack>
        )
      }
    >
      <Text fontSize="sm">{t('security.enableStep1')}</Text>
      {enrolment ? (
        <Stack align="center" gap="2">
          <Image src={enrolment.qrCodeDataUrl} alt="QR code for your authenticator app" w="200px" h="200px" />
          <Code data-testid="totp-secret" fontSize="sm" wordBreak="break-all" p="2">
            {enrolment.secret}
          </Code>
        </Stack>
      ) : (
        <Box h="200px" />
      )}
      <FormField label={t('security.verificationCode')} helper={t('security.enableStep2')} required>
        <Input value={code} onChange={(e) => setCode(e.target.value)} inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
      </FormField>
    </FormDialog>
  );
}

/**
 * Turning 2FA off needs the password and a code (or a recovery code); other sessions and console
 * links end, and (box checked by default) tokens are revoked and S3 keys deactivated.
 */
export function DisableTwoFactorDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, errorText } = useDashboardT();
  // The security page's key and token lists show what the clean-up switched off.
  const [disable, { loading }] = useMutation(DisableTwoFactorMutation, { refetchQueries: [...refetchQueries, ApiKeysQuery, AccessTokensQuery] });
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [revokeTokensAndKeys, setRevokeTokensAndKeys] = useState(true);
  useEffect(() => {
    setPassword('');
    setCode('');
    setRevokeTokensAndKeys(true);
  }, [open]);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await disable({ variables: { input: { password, code: code.trim(), revokeTokensAndKeys } } });
      notify({ title: t('toast.twoFactorDisabled') });
      onClose();
    } catch (err) {
      notify({ title: t('toast.twoFactorDisableFailed'), description: errorText(err), variant: 'destructive' });
    }
  };
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('security.disableTitle')}
      destructive
      onSubmit={submit}
      submitLabel={t('security.disable')}
      submittingLabel={t('security.disable')}
      submitting={loading}
      submitDisabled={!password || !code.trim()}
    >
      <Text fontSize="sm">{t('security.disableHelp')}</Text>
      <FormField label={t('common.password')} required>
        <Input type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </FormField>
      <FormField label={t('security.codeLabel')} helper={t('security.codeHelp')} required>
        <Input name="code" inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} />
      </FormField>
      <RevokeTokensAndKeysCheckbox checked={revokeTokensAndKeys} onChange={setRevokeTokensAndKeys} />
    </FormDialog>
  );
}
