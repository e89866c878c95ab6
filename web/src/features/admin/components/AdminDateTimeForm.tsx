import { Button, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState, type FormEvent } from 'react';
import { DATE_FORMATS, TIMEZONES } from '@contracts/account';
import { FormField } from '@/components/ui/FormField';
import { notify } from '@/components/ui/toaster';
import { useDateFormatter } from '@/lib/useDateFormatter';
import { DashboardPreferencesQuery, useDashboardT } from '@/i18n';
import { AdminUpdatePreferencesMutation } from '../operations';

const TIMEZONE_LABELS: Record<(typeof TIMEZONES)[number], string> = {
  eat: 'East Africa Time (EAT, UTC+3)',
  utc: 'Coordinated Universal Time (UTC)',
  est: 'Eastern Time (New York)',
  pst: 'Pacific Time (Los Angeles)',
};

/** The admin's own date format and time zone: every date of the admin panel follows them. */
export function AdminDateTimeForm() {
  const { data } = useQuery(DashboardPreferencesQuery);
  const saved = data?.accountSettings.preferences;
  const [values, setValues] = useState({ timezone: 'eat', dateFormat: 'dd/mm/yyyy' });
  const [save, { loading }] = useMutation(AdminUpdatePreferencesMutation, { refetchQueries: [DashboardPreferencesQuery], awaitRefetchQueries: true });
  const f = useDateFormatter();
  const { t, errorText } = useDashboardT();
  useEffect(() => {
    if (saved) setValues({ timezone: saved.timezone, dateFormat: saved.dateFormat });
  }, [saved]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!saved) return;
    try {
      await save({ variables: { input: { language: saved.language, currency: saved.currency, ...values } } });
      notify({ title: t('adminPrefs.dateTimeSaved'), description: t('adminPrefs.dateTimeSavedText') });
    } catch (err) {
      notify({ title: t('common.error'), description: errorText(err, 'adminPrefs.saveFailed'), variant: 'destructive' });
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label={t('settings.timezone')}>
            <NativeSelect.Root>
              <NativeSelect.Field name="timezone" value={values.timezone} onChange={(e) => setValues({ ...values, timezone: e.target.value })}>
                {TIMEZONES.map((z) => (
                  <option key={z} value={z}>
                    {TIMEZONE_LABELS[z]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label={t('settings.dateFormat')}>
            <NativeSelect.Root>
              <NativeSelect.Field name="dateFormat" value={values.dateFormat} onChange={(e) => setValues({ ...values, dateFormat: e.target.value })}>
                {DATE_FORMATS.map((d) => (
                  <option key={d} value={d}>
                    {d.toUpperCase()}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </SimpleGrid>
        <Text fontSize="sm" color="fg.muted">
          {t('admin.now')} {f.dateTimeZone(new Date())}
        </Text>
        <Button type="submit" variant="outline" alignSelf="flex-start" disabled={loading || !saved}>
          {loading ? t('common.saving') : t('adminPrefs.saveDateTime')}
        </Button>
      </Stack>
    </form>
  );
}
