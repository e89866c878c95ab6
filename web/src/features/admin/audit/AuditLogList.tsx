import { Badge, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { DataTable, type DataColumn } from '@/components/ui/DataTable';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { getFragmentData } from '@/gql';
import type { AdminAuditFilter, AdminAuditLogQuery as AuditData } from '@/gql/graphql';
import { AdminActorFields } from './actor.fragments';
import { useDateFormatter } from '@/lib/useDateFormatter';
import type { DateFormatter } from '@/lib/dateFormat';
import { Pager } from '../components/ListControls';
import { useCursorPager } from '../components/useCursorPager';
import { AdminAuditLogQuery } from '../operations';
import { type DashboardT, useDashboardT } from '@/i18n';
import { ADMIN_AUDIT_ACTIONS, type AdminAuditAction } from '@contracts/admin-audit';

const isAuditAction = (a: string): a is AdminAuditAction => (ADMIN_AUDIT_ACTIONS as readonly string[]).includes(a);

type Row = AuditData['adminAuditLog']['nodes'][number];

/** Who acted: the admin (with their e-mail), or the system by name. */
function ActorText({ e }: { e: Row }) {
  const { t } = useDashboardT();
  const actor = getFragmentData(AdminActorFields, e.actor);
  return actor ? (
    <Stack gap="0" minW="0">
      <Text fontWeight="medium">{e.actorName}</Text>
      <Text fontSize="xs" color="fg.muted" truncate>
        {actor.email}
      </Text>
    </Stack>
  ) : (
    <Text color="fg.muted">{t('admin.system', { name: e.actorName })}</Text>
  );
}

const columns = (t: DashboardT, df: DateFormatter): DataColumn<Row>[] => [
  {
    key: 'time',
    header: t('admin.colWhen'),
    render: (e) => (
      <Stack gap="0">
        <Text whiteSpace="nowrap">{df.date(e.createdAt)}</Text>
        <Text whiteSpace="nowrap" fontSize="xs" color="fg.muted">
          {df.time(e.createdAt)} {df.zone}
        </Text>
      </Stack>
    ),
  },
  { key: 'actor', header: t('admin.colActor'), render: (e) => <ActorText e={e} />, hideOnMobile: true },
  {
    key: 'action',
    header: t('admin.colAction'),
    render: (e) => (
      <Stack gap="1" minW="0">
        <Badge size="sm" variant="subtle" colorPalette={e.action.startsWith('service_') || e.action === 'admin_granted' ? 'orange' : 'teal'} alignSelf="flex-start">
          {isAuditAction(e.action) ? t(`admin.audit_${e.action}`) : e.actionLabel}
        </Badge>
        <Text fontSize="sm">{e.summary}</Text>
        {/* On phones the actor column is hidden: say who here. */}
        <Text fontSize="xs" color="fg.muted" display={{ base: 'block', md: 'none' }}>
          {t('admin.by', { name: e.actor ? e.actorName : t('admin.system', { name: e.actorName }) })}
        </Text>
      </Stack>
    ),
  },
  { key: 'target', header: t('admin.colTarget'), render: (e) => (e.targetType ? `${e.targetType.replace(/_/g, ' ')} ${e.targetId ?? ''}` : '—'), hideOnMobile: true },
  { key: 'ip', header: t('admin.colIp'), render: (e) => e.ip ?? '—', hideOnMobile: true },
];

/** One filter's entries, newest first, 25 a page (a new filter mounts a new list: page 1). */
export function AuditLogList({ filter, filtered }: { filter: AdminAuditFilter; filtered: boolean }) {
  const df = useDateFormatter();
  const { t } = useDashboardT();
  const pager = useCursorPager(25);
  const { first, after } = pager.variables;
  const { data, previousData, loading, error, refetch } = useQuery(AdminAuditLogQuery, { variables: { filter, first, after }, fetchPolicy: 'cache-and-network' });
  const page = (data ?? previousData)?.adminAuditLog;
  if (error) return <ErrorState error={error} title={t('admin.auditFailed')} onRetry={() => refetch()} />;
  return (
    <>
      <DataTable
        caption={t('admin.auditCaption')}
        columns={columns(t, df)}
        rows={page?.nodes ?? []}
        rowKey={(e) => e.id}
        loading={loading && !page}
        empty={<EmptyState title={filtered ? t('admin.noAuditMatch') : t('admin.noAudit')} description={filtered ? t('admin.noAuditMatchHelp') : undefined} />}
      />
      <Pager pager={pager} pageInfo={page?.pageInfo} loading={loading} />
    </>
  );
}
