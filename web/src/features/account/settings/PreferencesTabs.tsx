import { Badge, NativeSelect, Separator, SimpleGrid, Stack } from '@chakra-ui/react';
import { EMAIL_FREQUENCIES } from '@contracts/account';
import { FormField } from '@/components/ui/FormField';
import { DASHBOARD_LANGUAGES, type DashboardKey, useDashboardT } from '@/i18n';
import { SettingSwitch } from '../security/SettingSwitch';

export interface NotificationValues {
  email: boolean;
  sms: boolean;
  maintenance: boolean;
  securityAlerts: boolean;
  emailFrequency: string;
}
export interface PreferenceValues {
  language: string;
  timezone: string;
  currency: string;
  dateFormat: string;
}

function Select({ label, help, value, onChange, options }: { label: string; help?: string; value: string; onChange: (v: string) => void; options: { value: string; label: string }[] }) {
  return (
    <FormField label={label} helper={help}>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}

/**
 * The switches decide which messages are sent (the server applies them to its outbox). Security
 * alerts cannot be turned off: shown on and disabled, with an "Always on" badge.
 */
export function NotificationsTab({ values, onChange }: { values: NotificationValues; onChange: (v: NotificationValues) => void }) {
  const { t } = useDashboardT();
  const sw = (key: 'email' | 'sms' | 'maintenance' | 'securityAlerts', label: DashboardKey, help: DashboardKey) => (
    <SettingSwitch label={t(label)} help={t(help)} checked={values[key]} onChange={(v) => onChange({ ...values, [key]: v })} />
  );
  return (
    <Stack gap="4" maxW="2xl">
      {sw('email', 'settings.emailNotifications', 'settings.emailNotificationsHelp')}
      {sw('sms', 'settings.smsNotifications', 'prefs.smsHelp')}
      {sw('maintenance', 'settings.maintenance', 'settings.maintenanceHelp')}
      <SettingSwitch
        label={t('settings.securityAlerts')}
        help={t('prefs.securityAlertsHelp')}
        checked
        disabled
        onChange={() => {}}
        extra={
          <Badge size="sm" colorPalette="teal" variant="subtle">
            {t('prefs.alwaysOn')}
          </Badge>
        }
      />
      <Separator />
      <Select
        label={t('settings.emailFrequency')}
        help={t('prefs.emailFrequencyHelp')}
        value={values.emailFrequency}
        onChange={(v) => onChange({ ...values, emailFrequency: v })}
        options={EMAIL_FREQUENCIES.map((f) => ({ value: f, label: t(`settings.freq_${f}`) }))}
      />
    </Stack>
  );
}

const TIMEZONE_OPTIONS = [
  { value: 'eat', label: 'East Africa Time (EAT, UTC+3)' },
  { value: 'utc', label: 'Coordinated Universal Time (UTC)' },
  { value: 'est', label: 'Eastern Time (EST)' },
  { value: 'pst', label: 'Pacific Time (PST)' },
];
const CURRENCY_OPTIONS = [
  { value: 'kes', label: 'KES — Kenyan Shilling' },
  { value: 'usd', label: 'USD — US Dollar' },
  { value: 'eur', label: 'EUR — Euro' },
];
const DATE_OPTIONS = ['dd/mm/yyyy', 'mm/dd/yyyy', 'yyyy-mm-dd'].map((f) => ({ value: f, label: f.toUpperCase() }));

export function PreferencesTab({ values, onChange }: { values: PreferenceValues; onChange: (v: PreferenceValues) => void }) {
  const { t } = useDashboardT();
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" maxW="3xl">
      <Select label={t('settings.language')} value={values.language} onChange={(v) => onChange({ ...values, language: v })} options={DASHBOARD_LANGUAGES.map((l) => ({ value: l.code, label: l.label }))} />
      <Select label={t('settings.timezone')} value={values.timezone} onChange={(v) => onChange({ ...values, timezone: v })} options={TIMEZONE_OPTIONS} />
      <Select label={t('settings.currency')} help={t('prefs.currencyHelp')} value={values.currency} onChange={(v) => onChange({ ...values, currency: v })} options={CURRENCY_OPTIONS} />
      <Select label={t('settings.dateFormat')} value={values.dateFormat} onChange={(v) => onChange({ ...values, dateFormat: v })} options={DATE_OPTIONS} />
    </SimpleGrid>
  );
}
