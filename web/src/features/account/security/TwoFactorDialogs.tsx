import { Box, Button, Code, Dialog, Field, Image, Input, Portal, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useEffect, useState, type FormEvent } from 'react';
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
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="center" size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{recoveryCodes ? t('security.recoveryTitle') : t('security.enableTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {recoveryCodes ? (
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
              ) : (
                <form id="enable-2fa" onSubmit={submit} noValidate>
                  <Stack gap="4">
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
                    <Field.Root required>
                      <Field.Label>{t('security.verificationCode')}</Field.Label>
                      <Input value={code} onChange={(e) => setCode(e.target.value)} inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
                      <Field.HelperText>{t('security.enableStep2')}</Field.HelperText>
                    </Field.Root>
                  </Stack>
                </form>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              {recoveryCodes ? (
                <Button colorPalette="teal" onClick={onClose}>
                  {t('security.done')}
                </Button>
              ) : (
                <>
                  <Button variant="outline" onClick={onClose}>
                    {t('common.cancel')}
                  </Button>
                  <Button type="submit" form="enable-2fa" colorPalette="teal" disabled={!enrolment || code.trim().length !== 6 || confirming.loading}>
                    {t('security.confirm')}
                  </Button>
                </>
              )}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
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
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="center" role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{t('security.disableTitle')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Text fontSize="sm" mb="3">
                  {t('security.disableHelp')}
                </Text>
                <Field.Root required>
                  <Field.Label>{t('common.password')}</Field.Label>
                  <Input type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
                </Field.Root>
                <Field.Root required mt="3">
                  <Field.Label>{t('security.codeLabel')}</Field.Label>
                  <Input name="code" inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} />
                  <Field.HelperText>{t('security.codeHelp')}</Field.HelperText>
                </Field.Root>
                <Box mt="4">
                  <RevokeTokensAndKeysCheckbox checked={revokeTokensAndKeys} onChange={setRevokeTokensAndKeys} />
                </Box>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  {t('common.cancel')}
                </Button>
                <Button type="submit" colorPalette="red" disabled={!password || !code.trim() || loading}>
                  {t('security.disable')}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
