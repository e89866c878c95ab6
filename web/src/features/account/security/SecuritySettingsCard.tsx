import { Button, Field, Input, Separator, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState, type FormEvent } from 'react';
import { securitySettingsSchema } from '@contracts/account';
import { SectionCard } from '@/components/ui/SectionCard';
import { notify } from '@/components/ui/toaster';
import { useDashboardT } from '@/i18n';
import { getFragmentData } from '@/gql';
import { SecuritySettingsFields } from './SecuritySettingsCard.fragments';
import { AccountSettingsQuery, SecurityEventsQuery, SecurityOverviewQuery, UpdateSecuritySettingsMutation } from '../operations';
import { EmailStatus } from './EmailStatus';
import { SettingSwitch } from './SettingSwitch';
import { DisableTwoFactorDialog, EnableTwoFactorDialog } from './TwoFactorDialogs';

/** E-mail verification, two-factor switch (the truth from the server), IP allow-list, session timeout, password rules. */
export function SecuritySettingsCard({ twoFactorEnabled, email, emailVerified }: { twoFactorEnabled: boolean; email: string; emailVerified: boolean }) {
  const { t, apiText, errorText } = useDashboardT();
  const { data } = useQuery(AccountSettingsQuery);
  const saved = getFragmentData(SecuritySettingsFields, data?.accountSettings.security);
  const [save, { loading }] = useMutation(UpdateSecuritySettingsMutation, { refetchQueries: [AccountSettingsQuery, SecurityOverviewQuery, SecurityEventsQuery] });
  const [dialog, setDialog] = useState<'enable' | 'disable' | null>(null);
  const [allowEnabled, setAllowEnabled] = useState(false);
  const [allowText, setAllowText] = useState('');
  const [timeout, setTimeoutText] = useState('60');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!saved) return;
    setAllowEnabled(saved.ipAllowlistEnabled);
    setAllowText(saved.ipAllowlist.join('\n'));
    setTimeoutText(String(saved.sessionTimeoutMinutes));
  }, [saved]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const input = {
      sessionTimeoutMinutes: Number(timeout),
      ipAllowlistEnabled: allowEnabled,
      ipAllowlist: allowText.split(/[\s,]+/).map((s) => s.trim()).filter(Boolean),
    };
    const parsed = securitySettingsSchema.safeParse(input);
    if (!parsed.success) {
      setError(parsed.error.issues[0] ? apiText(parsed.error.issues[0].message) : t('toast.invalidSettings'));
      return;
    }
    setError(null);
    try {
      await save({ variables: { input } });
      notify({ title: t('toast.securitySaved') });
    } catch (err) {
      setError(errorText(err, 'toast.securitySaveFailed'));
      notify({ title: t('toast.securitySaveFailed'), description: errorText(err), variant: 'destructive' });
    }
  };

  return (
    <SectionCard title={t('security.settings')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <EmailStatus email={email} verified={emailVerified} />
          <Separator />
          <SettingSwitch label={t('security.twoFactor')} help={t('security.twoFactorHelp')} checked={twoFactorEnabled} onChange={(on) => setDialog(on ? 'enable' : 'disable')} />
          <Separator />
          <SettingSwitch label={t('security.ipAllowlist')} help={t('security.ipAllowlistHelp')} checked={allowEnabled} onChange={setAllowEnabled} />
          {allowEnabled && (
            <Field.Root invalid={!!error && /IP|allow-list/i.test(error)}>
              <Field.Label srOnly>{t('security.ipAllowlist')}</Field.Label>
              <Textarea rows={3} value={allowText} onChange={(e) => setAllowText(e.target.value)} placeholder={'197.248.10.5\n10.0.0.0/8'} fontFamily="mono" fontSize="sm" />
            </Field.Root>
          )}
          <Separator />
          <Field.Root invalid={!!error && /timeout/i.test(error)}>
            <Field.Label>{t('security.sessionTimeout')}</Field.Label>
            <Input type="number" inputMode="numeric" min={5} max={1440} value={timeout} onChange={(e) => setTimeoutText(e.target.value)} maxW="40" />
            <Field.HelperText>{t('security.sessionTimeoutHelp')}</Field.HelperText>
          </Field.Root>
          <Separator />
          <Stack gap="0.5">
            <Text fontWeight="medium" fontSize="sm">
              {t('security.passwordRequirements')}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {t('security.passwordRules')}
            </Text>
          </Stack>
          {error && (
            <Text color="red.600" fontSize="sm" role="alert">
              {error}
            </Text>
          )}
          <Button type="submit" colorPalette="teal" alignSelf="flex-start" disabled={loading || !saved}>
            {loading ? t('common.saving') : t('security.saveSettings')}
          </Button>
        </Stack>
      </form>
      <EnableTwoFactorDialog open={dialog === 'enable'} onClose={() => setDialog(null)} />
      <DisableTwoFactorDialog open={dialog === 'disable'} onClose={() => setDialog(null)} />
    </SectionCard>
  );
}
