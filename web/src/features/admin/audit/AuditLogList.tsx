import { Badge, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { DataTable, type DataColumn } from '@/components/ui/DataTable';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import type { AdminAuditFilter, AdminAuditLogQuery as AuditData } from '@/gql/graphql';
import { useDateFormatter } from '@/lib/useDateFormatter';
import type { DateFormatter } from '@/lib/dateFormat';
import { Pager } from '../components/ListControls';
import { useCursorPager } from '../components/useCursorPager';
import { AdminAuditLogQuery } from '../operations';

type Row = AuditData['adminAuditLog']['nodes'][number];

/** Who acted: the admin (with their e-mail), or the system by name. */
function ActorText({ e }: { e: Row }) {
  return e.actor ? (
    <Stack gap="0" minW="0">
      <Text fontWeight="medium">{e.actorName}</Text>
      <Text fontSize="xs" color="fg.muted" truncate>
        {e.actor.email}
      </Text>
    </Stack>
  ) : (
    <Text color="fg.muted">{e.actorName} (system)</Text>
  );
}

const columnsFor = (df: DateFormatter): DataColumn<Row>[] => [
  {
    key: 'time',
    header: 'When',
    render: (e) => (
      <Stack gap="0">
        <Text whiteSpace="nowrap">{df.date(e.createdAt)}</Text>
        <Text whiteSpace="nowrap" fontSize="xs" color="fg.muted">
          {df.time(e.createdAt)} {df.zone}
        </Text>
      </Stack>
    ),
  },
  { key: 'actor', header: 'Actor', render: (e) => <ActorText e={e} />, hideOnMobile: true },
  {
    key: 'action',
    header: 'Action',
    render: (e) => (
      <Stack gap="1" minW="0">
        <Badge size="sm" variant="subtle" colorPalette={e.action.startsWith('service_') || e.action === 'admin_granted' ? 'orange' : 'teal'} alignSelf="flex-start">
          {e.actionLabel}
        </Badge>
        <Text fontSize="sm">{e.summary}</Text>
        {/* On phones the actor column is hidden: say who here. */}
        <Text fontSize="xs" color="fg.muted" display={{ base: 'block', md: 'none' }}>
          by {e.actor ? e.actorName : `${e.actorName} (system)`}
        </Text>
      </Stack>
    ),
  },
  { key: 'target', header: 'Target', render: (e) => (e.targetType ? `${e.targetType.replace(/_/g, ' ')} ${e.targetId ?? ''}` : '—'), hideOnMobile: true },
  { key: 'ip', header: 'IP address', render: (e) => e.ip ?? '—', hideOnMobile: true },
];

/** One filter's entries, newest first, 25 a page (a new filter mounts a new list: page 1). */
export function AuditLogList({ filter, filtered }: { filter: AdminAuditFilter; filtered: boolean }) {
  const df = useDateFormatter();
  const pager = useCursorPager(25);
  const { first, after } = pager.variables;
  const { data, previousData, loading, error, refetch } = useQuery(AdminAuditLogQuery, { variables: { filter, first, after }, fetchPolicy: 'cache-and-network' });
  const page = (data ?? previousData)?.adminAuditLog;
  if (error) return <ErrorState error={error} title="Could not load the audit log" onRetry={() => refetch()} />;
  return (
    <>
      <DataTable
        caption="Admin audit log"
        columns={columnsFor(df)}
        rows={page?.nodes ?? []}
        rowKey={(e) => e.id}
        loading={loading && !page}
        empty={<EmptyState title={filtered ? 'No admin actions match these filters' : 'No admin actions recorded yet'} description={filtered ? 'Widen the date range or clear a filter.' : undefined} />}
      />
      <Pager pager={pager} hasNextPage={page?.pageInfo.hasNextPage ?? false} endCursor={page?.pageInfo.endCursor} loading={loading} />
    </>
  );
}
