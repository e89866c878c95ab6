import { Stack } from '@chakra-ui/react';
import { PageHeader } from '@/components/ui/PageHeader';
import { SectionCard } from '@/components/ui/SectionCard';
import { usePageMeta } from '@/lib/usePageMeta';
import { UsersList } from '../components/UsersList';

/** /admin/users: the paginated, searchable list. */
export default function AdminUsersPage() {
  usePageMeta('Users');
  return (
    <Stack gap="6">
      <PageHeader title="Users" description="Every account. Open one to see its services." />
      <SectionCard title="All users">
        <UsersList />
      </SectionCard>
    </Stack>
  );
}
