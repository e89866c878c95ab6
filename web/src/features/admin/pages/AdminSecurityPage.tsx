import { Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { DataTable, type DataColumn } from '@/components/ui/DataTable';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { PageHeader } from '@/components/ui/PageHeader';
import { RouterLink } from '@/components/ui/RouterLink';
import { SectionCard } from '@/components/ui/SectionCard';
import { StatusBadge, type StatusTone } from '@/components/ui/StatusBadge';
import { getFragmentData } from '@/gql';
import type { AdminSecurityEventsQuery as EventsData } from '@/gql/graphql';
import { AdminActorFields } from '../audit/actor.fragments';
import { useDateFormatter } from '@/lib/useDateFormatter';
import type { DateFormatter } from '@/lib/dateFormat';
import { usePageMeta } from '@/lib/usePageMeta';
import { withFragmentData } from '@/lib/graphql/fragments';
import { SecurityEventFields } from '@/lib/graphql/securityEvents';
import { Pager } from '../components/ListControls';
import { useCursorPager } from '../components/useCursorPager';
import { AdminSecurityEventsQuery } from '../operations';
import { type DashboardT, type DashboardTranslation, useDashboardT } from '@/i18n';

type Row = ReturnType<typeof rowOf>;
const rowOf = (node: EventsData['adminSecurityEvents']['nodes'][number]) => withFragmentData(SecurityEventFields, node);
const accountText = (user: { username: string; email: string } | null | undefined) => user && `${user.username} (${user.email})`;
const tone: Record<string, StatusTone> = { high: 'danger', medium: 'warning', low: 'info' };

const columns = (t: DashboardT, df: DateFormatter, apiText: DashboardTranslation['apiText']): DataColumn<Row>[] => [
  {
    key: 'event',
    header: t('admin.colEvent'),
    render: (e) => (
      <Stack gap="0" minW="0">
        <Text fontWeight="medium">{apiText(e.action, e.actionCode, e.actionParams)}</Text>
        <Text fontSize="xs" color="fg.muted">
          {e.type.replace(/_/g, ' ')}
        </Text>
      </Stack>
    ),
  },
  { key: 'user', header: t('admin.colAccount'), render: (e) => accountText(getFragmentData(AdminActorFields, e.user)) ?? t('admin.unknownAccount'), hideOnMobile: true },
  { key: 'ip', header: t('admin.colIp'), render: (e) => [e.ip, e.location].filter(Boolean).join(' · ') || '—', hideOnMobile: true },
  { key: 'time', header: t('admin.colWhen'), render: (e) => df.dateTime(e.createdAt) },
  { key: 'severity', header: t('admin.colSeverity'), render: (e) => <StatusBadge tone={tone[e.severity] ?? 'neutral'}>{t(`security.severity_${e.severity}`)}</StatusBadge> },
];

/** /admin/security: the audit log across every account, newest first. */
export default function AdminSecurityPage() {
  const df = useDateFormatter();
  const { t, apiText } = useDashboardT();
  usePageMeta(t('admin.securityTitle'));
  const pager = useCursorPager(25);
  const { first, after } = pager.variables;
  const { data, previousData, loading, error, refetch } = useQuery(AdminSecurityEventsQuery, { variables: { first, after } });
  const page = (data ?? previousData)?.adminSecurityEvents;
  return (
    <Stack gap="6">
      <PageHeader
        title={t('admin.securityTitle')}
        description={
          <>
            {t('admin.securityDescription')}{' '}
            <RouterLink to="/admin/audit" color="teal.700">
              {t('admin.auditLogLink')}
            </RouterLink>
            .
          </>
        }
      />
      <SectionCard title={t('admin.securityEvents')}>
        {error ? (
          <ErrorState error={error} title={t('admin.securityFailed')} onRetry={() => refetch()} />
        ) : (
          <DataTable caption={t('admin.securityEvents')} columns={columns(t, df, apiText)} rows={(page?.nodes ?? []).map(rowOf)} rowKey={(e) => e.id} loading={loading && !page} empty={<EmptyState title={t('admin.noSecurityEvents')} />} />
        )}
        <Pager pager={pager} pageInfo={page?.pageInfo} loading={loading} />
      </SectionCard>
    </Stack>
  );
}
