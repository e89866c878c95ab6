import { Stack } from '@chakra-ui/react';
import { PageHeader } from '@/components/ui/PageHeader';
import { SectionCard } from '@/components/ui/SectionCard';
import { usePageMeta } from '@/lib/usePageMeta';
import { UsersList } from '../components/UsersList';
import { useDashboardT } from '@/i18n';

/** /admin/users: the paginated, searchable list. */
export default function AdminUsersPage() {
  const { t } = useDashboardT();
  usePageMeta(t('admin.usersTitle'));
  return (
    <Stack gap="6">
      <PageHeader title={t('admin.usersTitle')} description={t('admin.usersDescription')} />
      <SectionCard title={t('admin.allUsers')}>
        <UsersList />
      </SectionCard>
    </Stack>
  );
}
