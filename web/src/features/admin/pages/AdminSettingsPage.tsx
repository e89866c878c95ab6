import { Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { ErrorState } from '@/components/ui/ErrorState';
import { PageHeader } from '@/components/ui/PageHeader';
import { SectionCard } from '@/components/ui/SectionCard';
import { useDateFormatter } from '@/lib/useDateFormatter';
import { usePageMeta } from '@/lib/usePageMeta';
import { AdminDateTimeForm } from '../components/AdminDateTimeForm';
import { AdminProfileForm } from '../components/AdminProfileForm';
import { ChangePasswordForm } from '../components/ChangePasswordForm';
import { AdminProfileQuery } from '../operations';
import { useDashboardT } from '@/i18n';

/** /admin/settings: the admin's own account (profile, password, date format and time zone). */
export default function AdminSettingsPage() {
  const { t } = useDashboardT();
  usePageMeta(t('admin.settingsTitle'));
  const { data, loading, error, refetch } = useQuery(AdminProfileQuery);
  const me = data?.me;
  const f = useDateFormatter();
  return (
    <Stack gap="6">
      <PageHeader title={t('admin.settingsTitle')} description={t('admin.settingsDescription')} />
      {error && <ErrorState error={error} title={t('admin.accountFailed')} onRetry={() => refetch()} />}
      {loading && !me && <Skeleton h="64" />}
      {me && (
        <>
          <SectionCard title={t('admin.profile')} description={t('admin.signedInAs', { username: me.username, date: f.date(me.createdAt) })}>
            <AdminProfileForm me={me} />
          </SectionCard>
          <SectionCard title={t('admin.password')} description={t('admin.passwordHelp')}>
            <ChangePasswordForm />
          </SectionCard>
          <SectionCard title={t('adminPrefs.dateTimeTitle')} description={t('adminPrefs.dateTimeHelp')}>
            <AdminDateTimeForm />
          </SectionCard>
                    <SectionCard title={t('admin.twoFactor')}>
            <Text fontSize="sm" color="fg.muted">
              {me.twoFactorEnabled ? t('admin.twoFactorOn') : t('admin.twoFactorOff')}
            </Text>
          </SectionCard>
        </>
      )}
    </Stack>
  );
}
