import { Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { DataTable, type DataColumn } from '@/components/ui/DataTable';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { PageHeader } from '@/components/ui/PageHeader';
import { RouterLink } from '@/components/ui/RouterLink';
import { SectionCard } from '@/components/ui/SectionCard';
import { StatusBadge, type StatusTone } from '@/components/ui/StatusBadge';
import type { AdminSecurityEventsQuery as EventsData } from '@/gql/graphql';
import { useDateFormatter } from '@/lib/useDateFormatter';
import type { DateFormatter } from '@/lib/dateFormat';
import { usePageMeta } from '@/lib/usePageMeta';
import { Pager } from '../components/ListControls';
import { useCursorPager } from '../components/useCursorPager';
import { AdminSecurityEventsQuery } from '../operations';

type Row = EventsData['adminSecurityEvents']['nodes'][number];
const tone: Record<string, StatusTone> = { high: 'danger', medium: 'warning', low: 'info' };

const columnsFor = (df: DateFormatter): DataColumn<Row>[] => [
  {
    key: 'event',
    header: 'Event',
    render: (e) => (
      <Stack gap="0" minW="0">
        <Text fontWeight="medium">{e.action}</Text>
        <Text fontSize="xs" color="fg.muted">
          {e.type.replace(/_/g, ' ')}
        </Text>
      </Stack>
    ),
  },
  { key: 'user', header: 'Account', render: (e) => (e.user ? `${e.user.username} (${e.user.email})` : 'Unknown account'), hideOnMobile: true },
  { key: 'ip', header: 'IP address', render: (e) => [e.ip, e.location].filter(Boolean).join(' · ') || '—', hideOnMobile: true },
  { key: 'time', header: 'When', render: (e) => df.dateTime(e.createdAt) },
  { key: 'severity', header: 'Severity', render: (e) => <StatusBadge tone={tone[e.severity] ?? 'neutral'}>{e.severity}</StatusBadge> },
];

/** /admin/security: the audit log across every account, newest first. */
export default function AdminSecurityPage() {
  const df = useDateFormatter();
  usePageMeta('Security');
  const pager = useCursorPager(25);
  const { first, after } = pager.variables;
  const { data, previousData, loading, error, refetch } = useQuery(AdminSecurityEventsQuery, { variables: { first, after } });
  const page = (data ?? previousData)?.adminSecurityEvents;
  return (
    <Stack gap="6">
      <PageHeader
        title="Security"
        description={
          <>
            Security events across all accounts: sign-ins, failed sign-ins, key, password and settings changes. Administrators&apos; own actions are in the{' '}
            <RouterLink to="/admin/audit" color="teal.700">
              audit log
            </RouterLink>
            .
          </>
        }
      />
      <SectionCard title="Security events">
        {error ? (
          <ErrorState error={error} title="Could not load security events" onRetry={() => refetch()} />
        ) : (
          <DataTable caption="Security events" columns={columnsFor(df)} rows={page?.nodes ?? []} rowKey={(e) => e.id} loading={loading && !page} empty={<EmptyState title="No security events yet" />} />
        )}
        <Pager pager={pager} hasNextPage={page?.pageInfo.hasNextPage ?? false} endCursor={page?.pageInfo.endCursor} loading={loading} />
      </SectionCard>
    </Stack>
  );
}
