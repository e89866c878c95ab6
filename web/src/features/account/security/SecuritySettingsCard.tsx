import { Button, Input, Separator, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { securitySettingsSchema } from '@contracts/account';
import { FormError } from '@/components/ui/FormError';
import { FormField } from '@/components/ui/FormField';
import { SectionCard } from '@/components/ui/SectionCard';
import { notify } from '@/components/ui/toaster';
import { useDashboardT } from '@/i18n';
import { getFragmentData } from '@/gql';
import { SecuritySettingsFields } from './SecuritySettingsCard.fragments';
import { FORM_ERROR } from '@/lib/forms/fieldErrors';
import { useSchemaForm } from '@/lib/forms/useSchemaForm';
import { AccountSettingsQuery, SecurityEventsQuery, SecurityOverviewQuery, UpdateSecuritySettingsMutation } from '../operations';
import { EmailStatus } from './EmailStatus';
import { SettingSwitch } from './SettingSwitch';
import { DisableTwoFactorDialog, EnableTwoFactorDialog } from './TwoFactorDialogs';

/** E-mail verification, two-factor switch (the truth from the server), IP allow-list, session timeout, password rules. */
export function SecuritySettingsCard({ twoFactorEnabled, email, emailVerified }: { twoFactorEnabled: boolean; email: string; emailVerified: boolean }) {
  const { t, errorText } = useDashboardT();
  const { data } = useQuery(AccountSettingsQuery);
  const saved = getFragmentData(SecuritySettingsFields, data?.accountSettings.security);
  const [save, { loading }] = useMutation(UpdateSecuritySettingsMutation, { refetchQueries: [AccountSettingsQuery, SecurityOverviewQuery, SecurityEventsQuery] });
  const [dialog, setDialog] = useState<'enable' | 'disable' | null>(null);
  const [allowEnabled, setAllowEnabled] = useState(false);
  const [allowText, setAllowText] = useState('');
  const [timeout, setTimeoutText] = useState('60');
  const form = useSchemaForm(securitySettingsSchema);

  useEffect(() => {
    if (!saved) return;
    setAllowEnabled(saved.ipAllowlistEnabled);
    setAllowText(saved.ipAllowlist.join('\n'));
    setTimeoutText(String(saved.sessionTimeoutMinutes));
  }, [saved]);

  const submit = form.handleSubmit(
    () => ({
      sessionTimeoutMinutes: Number(timeout),
      ipAllowlistEnabled: allowEnabled,
      ipAllowlist: allowText.split(/[\s,]+/).map((s) => s.trim()).filter(Boolean),
    }),
    async (input) => {
      await save({ variables: { input } });
      notify({ title: t('toast.securitySaved') });
    },
    (err) => {
      form.setError(FORM_ERROR, errorText(err, 'toast.securitySaveFailed'));
      notify({ title: t('toast.securitySaveFailed'), description: errorText(err), variant: 'destructive' });
    },
  );

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
            <FormField label={t('security.ipAllowlist')} labelProps={{ srOnly: true }} error={form.errors.ipAllowlist}>
              <Textarea rows={3} value={allowText} onChange={(e) => setAllowText(e.target.value)} placeholder={'197.248.10.5\n10.0.0.0/8'} fontFamily="mono" fontSize="sm" />
            </FormField>
          )}
          <Separator />
          <FormField label={t('security.sessionTimeout')} helper={t('security.sessionTimeoutHelp')} error={form.errors.sessionTimeoutMinutes}>
            <Input type="number" inputMode="numeric" min={5} max={1440} value={timeout} onChange={(e) => setTimeoutText(e.target.value)} maxW="40" />
          </FormField>
          <Separator />
          <Stack gap="0.5">
            <Text fontWeight="medium" fontSize="sm">
              {t('security.passwordRequirements')}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {t('security.passwordRules')}
            </Text>
          </Stack>
          {/* A bad entry in a list that is switched off has no field to show under. */}
          <FormError message={form.formError ?? (allowEnabled ? undefined : form.errors.ipAllowlist)} />
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
