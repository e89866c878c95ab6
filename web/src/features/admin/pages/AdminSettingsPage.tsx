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

/** /admin/settings: the admin's own account (profile, password, date format and time zone). */
export default function AdminSettingsPage() {
  usePageMeta('Settings');
  const { data, loading, error, refetch } = useQuery(AdminProfileQuery);
  const me = data?.me;
  const f = useDateFormatter();
  return (
    <Stack gap="6">
      <PageHeader title="Settings" description="Your own administrator account." />
      {error && <ErrorState error={error} title="Could not load your account" onRetry={() => refetch()} />}
      {loading && !me && <Skeleton h="64" />}
      {me && (
        <>
          <SectionCard title="Profile" description={`Signed in as ${me.username} · administrator since ${f.date(me.createdAt)}`}>
            <AdminProfileForm me={me} />
          </SectionCard>
          <SectionCard title="Password" description="Choose a strong password; your other sessions are signed out when it changes.">
            <ChangePasswordForm />
          </SectionCard>
          <SectionCard title="Date and time" description="How dates and times are shown to you in the admin panel.">
            <AdminDateTimeForm />
          </SectionCard>
          <SectionCard title="Two-factor authentication">
            <Text fontSize="sm" color="fg.muted">
              Two-factor authentication is {me.twoFactorEnabled ? 'on' : 'off'} for this account.
            </Text>
          </SectionCard>
        </>
      )}
    </Stack>
  );
}
