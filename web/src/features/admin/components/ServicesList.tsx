import { HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { DataTable, type DataColumn } from '@/components/ui/DataTable';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { getFragmentData } from '@/gql';
import type { AdminServicesQuery as AdminServicesData } from '@/gql/graphql';
import { withFragmentData } from '@/lib/graphql/fragments';
import { AdminCustomerFields, AdminServiceRowFields } from './ServicesList.fragments';
import { useDateFormatter } from '@/lib/useDateFormatter';
import type { DateFormatter } from '@/lib/dateFormat';
import { AdminServicesQuery } from '../operations';
import { ActiveBadge } from './Badges';
import { Pager, SearchField } from './ListControls';
import { ServiceActiveToggle } from './ServiceActiveToggle';
import { useCursorPager } from './useCursorPager';
import { costText, type DashboardT, serviceTypeText, useDashboardT } from '@/i18n';

type Node = AdminServicesData['adminServices']['nodes'][number];
const rowOf = (node: Node) => ({ ...withFragmentData(AdminServiceRowFields, node), user: getFragmentData(AdminCustomerFields, node.user) });
type Row = ReturnType<typeof rowOf>;
const ownerName = (s: Row) => `${s.user.firstName} ${s.user.lastName}`;

const columns = (t: DashboardT, df: DateFormatter, withActions: boolean): DataColumn<Row>[] => [
  {
    key: 'service',
    header: t('admin.colService'),
    render: (s) => (
      <Stack gap="0" minW="0">
        <Text fontWeight="medium" truncate>
          {s.name}
        </Text>
        <Text fontSize="xs" color="fg.muted" truncate>
          {serviceTypeText(t, s.serviceType)} · {s.storageAmount} GB
        </Text>
      </Stack>
    ),
  },
  {
    key: 'owner',
    header: t('admin.colOwner'),
    render: (s) => (
      <Stack gap="0" minW="0">
        <Text truncate>{ownerName(s)}</Text>
        <Text fontSize="xs" color="fg.muted" truncate>
          {s.user.email}
        </Text>
      </Stack>
    ),
    hideOnMobile: true,
  },
  { key: 'cost', header: t('admin.colCost'), render: (s) => costText(t, s.cost), hideOnMobile: true },
  { key: 'start', header: t('admin.colStarted'), render: (s) => df.date(s.startDate), hideOnMobile: true },
  {
    key: 'status',
    header: t('admin.colStatus'),
    render: (s) => (
      <HStack gap="2" wrap="wrap">
        <ActiveBadge active={s.isActive} />
        {withActions && <ServiceActiveToggle service={{ id: s.id, name: s.name, isActive: s.isActive, ownerName: ownerName(s) }} />}
      </HStack>
    ),
  },
];

/** Every customer's services, newest first: searchable by type, name or owner; deactivate / reactivate. */
export function ServicesList({ pageSize = 20, withActions = true }: { pageSize?: number; withActions?: boolean }) {
  const df = useDateFormatter();
  const { t } = useDashboardT();
  const pager = useCursorPager(pageSize);
  const { data, previousData, loading, error, refetch } = useQuery(AdminServicesQuery, { variables: pager.variables });
  const page = (data ?? previousData)?.adminServices;
  return (
    <Stack gap="4">
      <SearchField label={t('admin.searchServices')} placeholder={t('admin.searchServicesPlaceholder')} onSearch={pager.setSearch} />
      {error ? (
        <ErrorState error={error} title={t('admin.servicesFailed')} onRetry={() => refetch()} />
      ) : (
        <DataTable
          caption={t('admin.servicesTitle')}
          columns={columns(t, df, withActions)}
          rows={(page?.nodes ?? []).map(rowOf)}
          rowKey={(s) => s.id}
          loading={loading && !page}
          empty={<EmptyState title={t('admin.noServices')} description={pager.search ? t('admin.nothingMatches', { search: pager.search }) : undefined} />}
        />
      )}
      <Pager pager={pager} pageInfo={page?.pageInfo} loading={loading} />
    </Stack>
  );
}
