import { Button, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { SectionCard } from '@/components/ui/SectionCard';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { useDashboardT } from '@/i18n';
import { useDateFormatter } from '@/lib/useDateFormatter';
import { SecurityEventsQuery } from '../operations';
import { pageInfoOf } from '@/lib/graphql/paging';
import { SecurityEventFields } from '@/lib/graphql/securityEvents';
import { getFragmentData } from '@/gql';

const PAGE = 20;
const tone = { low: 'neutral', medium: 'warning', high: 'danger' } as const;
/** The API's only location texts (no GeoIP database is shipped). */
const LOCATIONS: Record<string, 'security.location_local' | 'security.location_private'> = { 'Local machine': 'security.location_local', 'Private network': 'security.location_private' };

/** The audit log of the account: type, action, IP, location where known, time, severity. */
export function SecurityEventsCard() {
  const df = useDateFormatter();
  const { t, apiText } = useDashboardT();
  const { data, loading, error, refetch, fetchMore } = useQuery(SecurityEventsQuery, { variables: { first: PAGE } });
  const events = getFragmentData(SecurityEventFields, data?.securityEvents.nodes ?? []);
  const page = pageInfoOf(data?.securityEvents.pageInfo);
  const more = async () => {
    await fetchMore({
      variables: { first: PAGE, after: page.endCursor },
      updateQuery: (prev, { fetchMoreResult }) => ({
        securityEvents: {
          ...fetchMoreResult.securityEvents,
          nodes: [...(prev.securityEvents?.nodes ?? []), ...fetchMoreResult.securityEvents.nodes],
        },
      }),
    });
  };
  return (
    <SectionCard title={t('security.events')} flush>
      {error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : loading && !data ? (
        <Text px="6" color="fg.muted">{t('common.loading')}</Text>
      ) : events.length === 0 ? (
        <EmptyState size="sm" title={t('security.noEvents')} />
      ) : (
        <Stack gap="2">
          <Table.ScrollArea tabIndex={0} role="region" aria-label={t('security.events')}>
            <Table.Root size="sm" data-testid="security-events">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('security.eventTime')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('security.eventType')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('security.eventAction')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('security.eventIp')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('security.eventLocation')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('security.eventSeverity')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {events.map((e) => (
                  <Table.Row key={e.id}>
                    <Table.Cell whiteSpace="nowrap">{df.dateTime(e.createdAt)}</Table.Cell>
                    <Table.Cell fontFamily="mono" fontSize="xs">{e.type}</Table.Cell>
                    <Table.Cell minW="56">{apiText(e.action, e.actionCode, e.actionParams)}</Table.Cell>
                    <Table.Cell fontFamily="mono" fontSize="xs">{e.ip ?? '—'}</Table.Cell>
                    <Table.Cell>{e.location ? (LOCATIONS[e.location] ? t(LOCATIONS[e.location]!) : e.location) : '—'}</Table.Cell>
                    <Table.Cell>
                      <StatusBadge tone={tone[e.severity]}>{t(`security.severity_${e.severity}`)}</StatusBadge>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          {page.hasNextPage && (
            <Button variant="ghost" size="sm" alignSelf="center" onClick={() => void more()}>
              {t('common.loadMore')}
            </Button>
          )}
        </Stack>
      )}
    </SectionCard>
  );
}
