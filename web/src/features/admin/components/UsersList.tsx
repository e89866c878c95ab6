import { Avatar, Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { DataTable, type DataColumn } from '@/components/ui/DataTable';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import type { AdminUsersQuery as AdminUsersData } from '@/gql/graphql';
import { useDateFormatter } from '@/lib/useDateFormatter';
import type { DateFormatter } from '@/lib/dateFormat';
import { AdminUsersQuery } from '../operations';
import { Pager, SearchField } from './ListControls';
import { useCursorPager } from './useCursorPager';
import { UserDetailDialog } from './UserDetailDialog';
import { AdminUserSummaryFields } from './UsersList.fragments';
import { withFragmentData } from '@/lib/graphql/fragments';
import { type DashboardT, useDashboardT } from '@/i18n';

type Node = AdminUsersData['adminUsers']['nodes'][number];
const rowOf = (node: Node) => withFragmentData(AdminUserSummaryFields, node);
type Row = ReturnType<typeof rowOf>;

const columns = (t: DashboardT, df: DateFormatter): DataColumn<Row>[] => [
  {
    key: 'name',
    header: t('admin.colName'),
    render: (u) => (
      <HStack gap="3" minW="0">
        <Avatar.Root size="xs" colorPalette="teal" flexShrink={0} data-testid="user-avatar">
          <Avatar.Fallback>{(u.firstName[0] ?? 'U').toUpperCase()}</Avatar.Fallback>
          {u.avatarUrl && <Avatar.Image src={u.avatarUrl} alt="" />}
        </Avatar.Root>
        <Stack gap="0" minW="0">
          <Text fontWeight="medium" truncate>
            {u.firstName} {u.lastName}
          </Text>
          <Text fontSize="xs" color="fg.muted" truncate>
            {u.email}
          </Text>
          {u.storageHold && (
            // An unpaid invoice past its grace (billing/overdue.ts): the customer's storage is closed.
            <Badge size="sm" colorPalette="red" variant="subtle" alignSelf="start" title={t('admin.storageOnHoldTitle', { date: df.date(u.storageHold.since), invoice: u.storageHold.invoiceNumber })} data-testid="storage-hold-badge">
              {t('admin.storageOnHold')}
            </Badge>
          )}
        </Stack>
      </HStack>
    ),
  },
  { key: 'username', header: t('admin.colUsername'), render: (u) => u.username, hideOnMobile: true },
  {
    key: 'role',
    header: t('admin.colRole'),
    render: (u) => (
      <Badge size="sm" colorPalette={u.userType === 'admin' ? 'purple' : 'gray'} variant="subtle">
        {u.userType === 'admin' ? t('admin.roleAdmin') : t('admin.roleCustomer')}
      </Badge>
    ),
    hideOnMobile: true,
  },
  { key: 'services', header: t('admin.colActiveServices'), render: (u) => u.activeServiceCount, align: 'end' },
  { key: 'joined', header: t('admin.colJoined'), render: (u) => df.date(u.createdAt), hideOnMobile: true },
];

/** Accounts, newest first: searchable by name, e-mail or username; a row opens the user's services. */
export function UsersList({ pageSize = 20 }: { pageSize?: number }) {
  const df = useDateFormatter();
  const { t } = useDashboardT();
  const pager = useCursorPager(pageSize);
  const { data, previousData, loading, error, refetch } = useQuery(AdminUsersQuery, { variables: pager.variables });
  const page = (data ?? previousData)?.adminUsers;
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <Stack gap="4">
      <SearchField label={t('admin.searchUsers')} placeholder={t('admin.searchUsersPlaceholder')} onSearch={pager.setSearch} />
      {error ? (
        <ErrorState error={error} title={t('admin.usersFailed')} onRetry={() => refetch()} />
      ) : (
        <DataTable
          caption={t('admin.usersTitle')}
          columns={columns(t, df)}
          rows={(page?.nodes ?? []).map(rowOf)}
          rowKey={(u) => u.id}
          loading={loading && !page}
          onRowClick={(u) => setOpenId(u.id)}
          empty={<EmptyState title={t('admin.noUsers')} description={pager.search ? t('admin.nothingMatches', { search: pager.search }) : undefined} />}
        />
      )}
      <Pager pager={pager} pageInfo={page?.pageInfo} loading={loading} />
      <UserDetailDialog userId={openId} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
