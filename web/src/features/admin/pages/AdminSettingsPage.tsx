import { Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { ErrorState } from '@/components/ui/ErrorState';
import { PageHeader } from '@/components/ui/PageHeader';
import { SectionCard } from '@/components/ui/SectionCard';
import { formatDate } from '@/lib/format';
import { usePageMeta } from '@/lib/usePageMeta';
import { AdminProfileForm } from '../components/AdminProfileForm';
import { ChangePasswordForm } from '../components/ChangePasswordForm';
import { AdminProfileQuery } from '../operations';

/** /admin/settings: the admin's own account (profile and password). */
export default function AdminSettingsPage() {
  usePageMeta('Settings');
  const { data, loading, error, refetch } = useQuery(AdminProfileQuery);
  const me = data?.me;
  return (
    <Stack gap="6">
      <PageHeader title="Settings" description="Your own administrator account." />
      {error && <ErrorState error={error} title="Could not load your account" onRetry={() => refetch()} />}
      {loading && !me && <Skeleton h="64" />}
      {me && (
        <>
          <SectionCard title="Profile" description={`Signed in as ${me.username} · administrator since ${formatDate(me.createdAt)}`}>
            <AdminProfileForm me={me} />
          </SectionCard>
          <SectionCard title="Password" description="Choose a strong password; your other sessions are signed out when it changes.">
            <ChangePasswordForm />
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
