import { Button, Card, Stack, Tabs } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { ErrorState } from '@/components/ui/ErrorState';
import { PageHeader } from '@/components/ui/PageHeader';
import { PageSpinner } from '@/components/ui/PageSpinner';
import { notify } from '@/components/ui/toaster';
import { getFragmentData } from '@/gql';
import type { AccountSettingsPageQuery } from '@/gql/graphql';
import { useDashboardLanguage, useDashboardT } from '@/i18n';
import { usePageMeta } from '@/lib/usePageMeta';
import { AccountSettingsQuery } from './operations';
import { AccountTab } from './settings/AccountTab';
import { NotificationsTab, PreferencesTab } from './settings/PreferencesTabs';
import { ProfileTab } from './settings/ProfileTab';
import { AccountProfileFields } from './settings/ProfileTab.fragments';
import { NotificationSettingsFields, PreferenceSettingsFields } from './settings/PreferencesTabs.fragments';
import { useSaveSettings, type SectionErrors, type SettingsValues } from './settings/useSaveSettings';
import { TabRow } from '@/components/ui/TabRow';

type Data = AccountSettingsPageQuery;

/** The page keeps the tabs' form state, so it reads the fragments of the tabs it fills. */
const profileOf = (d: Data) => ({ ...d.me!, ...getFragmentData(AccountProfileFields, d.me!) });

const valuesOf = (d: Data): SettingsValues => {
  const me = profileOf(d);
  const n = getFragmentData(NotificationSettingsFields, d.accountSettings.notifications);
  const p = getFragmentData(PreferenceSettingsFields, d.accountSettings.preferences);
  return {
    profile: { firstName: me.firstName, lastName: me.lastName, email: me.email, phone: me.phone, company: me.company ?? '', kraPin: me.kraPin ?? '', bio: me.bio ?? '', currentPassword: '', code: '' },
    notifications: { email: n.email, sms: n.sms, maintenance: n.maintenance, securityAlerts: n.securityAlerts, emailFrequency: n.emailFrequency },
    preferences: { language: p.language, timezone: p.timezone, currency: p.currency, dateFormat: p.dateFormat },
  };
};

function SettingsForm({ data }: { data: Data }) {
  const { t, errorText } = useDashboardT();
  const me = profileOf(data);
  const saved = valuesOf(data);
  const [values, setValues] = useState<SettingsValues>(saved);
  const [errors, setErrors] = useState<SectionErrors>({});
  const [tab, setTab] = useState('profile');
  const [saving, setSaving] = useState(false);
  const save = useSaveSettings();
  useEffect(() => setValues(valuesOf(data)), [data]);

  const onSave = async () => {
    setSaving(true);
    try {
      const result = await save(values, saved, me.email);
      setErrors(result.errors);
      const failed = Object.keys(result.errors)[0];
      if (failed) {
        setTab(failed);
        notify({ title: t('toast.settingsNotSaved'), description: Object.values(result.errors[failed as keyof SectionErrors] ?? {})[0], variant: 'destructive' });
      } else {
        notify({ title: t('toast.settingsSaved'), description: result.changed ? t('toast.changesSaved') : t('toast.nothingToChange') });
      }
    } catch (err) {
      notify({ title: t('toast.settingsNotSaved'), description: errorText(err), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="6">
      <PageHeader
        title={t('settings.title')}
        description={t('settings.description')}
        actions={
          <Button colorPalette="teal" onClick={() => void onSave()} disabled={saving || tab === 'account'}>
            {saving ? t('common.saving') : t('settings.saveChanges')}
          </Button>
        }
      />
      <Card.Root variant="outline" bg="bg">
        <Card.Body>
          <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value)} variant="line" colorPalette="teal">
            <TabRow mb="6">
              {(['profile', 'notifications', 'preferences', 'account'] as const).map((k) => (
                <Tabs.Trigger key={k} value={k} whiteSpace="nowrap">
                  {t(TAB_KEYS[k])}
                </Tabs.Trigger>
              ))}
            </TabRow>
            <Tabs.Content value="profile">
              <ProfileTab values={values.profile} onChange={(profile) => setValues({ ...values, profile })} errors={errors.profile ?? {}} originalEmail={me.email} avatarUrl={me.avatarUrl ?? null} twoFactorEnabled={me.twoFactorEnabled} />
            </Tabs.Content>
            <Tabs.Content value="notifications">
              <NotificationsTab values={values.notifications} onChange={(notifications) => setValues({ ...values, notifications })} />
            </Tabs.Content>
            <Tabs.Content value="preferences">
              <PreferencesTab values={values.preferences} onChange={(preferences) => setValues({ ...values, preferences })} />
            </Tabs.Content>
            <Tabs.Content value="account">
              <AccountTab twoFactorEnabled={me.twoFactorEnabled} username={me.username} />
            </Tabs.Content>
          </Tabs.Root>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}

/** /dashboard/settings: 'Account Settings' with Profile, Notifications, Preferences and Account tabs. */
const TAB_KEYS = { profile: 'settings.tabProfile', notifications: 'settings.tabNotifications', preferences: 'settings.tabPreferences', account: 'settings.tabAccount' } as const;

export default function SettingsPage() {
  useDashboardLanguage();
  const { t } = useDashboardT();
  usePageMeta(t('settings.title'), 'Profile, notifications, preferences and account actions.');
  const { data, loading, error, refetch } = useQuery(AccountSettingsQuery);
  if (loading && !data) return <PageSpinner />;
  if (error || !data?.me) return <ErrorState error={error ?? new Error('You must be signed in')} title={t('common.loadFailed')} onRetry={() => void refetch()} />;
  return <SettingsForm data={data} />;
}
