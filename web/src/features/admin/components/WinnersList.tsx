import { Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { DataTable, type DataColumn } from '@/components/ui/DataTable';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import type { AdminWinnersQuery as AdminWinnersData } from '@/gql/graphql';
import { useDateFormatter } from '@/lib/useDateFormatter';
import type { DateFormatter } from '@/lib/dateFormat';
import { AdminWinnersQuery } from '../operations';
import { ClaimBadge } from './Badges';
import { HashText } from './HashText';
import { Pager, SearchField } from './ListControls';
import { useCursorPager } from './useCursorPager';
import { AdminWinnerFields } from './WinnersList.fragments';
import { withFragmentData } from '@/lib/graphql/fragments';
import { type DashboardT, useDashboardT } from '@/i18n';

type Node = AdminWinnersData['adminWinners']['nodes'][number];
const rowOf = (node: Node) => withFragmentData(AdminWinnerFields, node);
type Row = ReturnType<typeof rowOf>;

/** The winner's full name for the admin (the public pages show only the initial). */
export const winnerName = (w: { user?: { firstName: string; lastName: string } | null; displayName: string }) => (w.user ? `${w.user.firstName} ${w.user.lastName}` : w.displayName);

const columns = (t: DashboardT, df: DateFormatter): DataColumn<Row>[] => [
  {
    key: 'winner',
    header: t('admin.colWinner'),
    render: (w) => (
      <Stack gap="0" minW="0">
        <Text fontWeight="medium" truncate>
          {winnerName(w)}
        </Text>
        <Text fontSize="xs" color="fg.muted" truncate>
          {w.promotionName}
        </Text>
      </Stack>
    ),
  },
  { key: 'prize', header: t('admin.colPrize'), render: (w) => w.prizeText, hideOnMobile: true },
  { key: 'date', header: t('admin.colWon'), render: (w) => df.dateTime(w.winDate), hideOnMobile: true },
  { key: 'entry', header: t('admin.colEntry'), render: (w) => t('admin.entryOf', { index: w.winnerEntryIndex, total: w.totalEntries }), hideOnMobile: true },
  { key: 'hash', header: t('admin.colHash'), render: (w) => <HashText hash={w.generatedHash} />, hideOnMobile: true },
  { key: 'claim', header: t('admin.colClaim'), render: (w) => <ClaimBadge status={w.claimStatus} /> },
];

/** Drawn winners, newest first, searchable by promotion name. */
export function WinnersList({ pageSize = 20 }: { pageSize?: number }) {
  const df = useDateFormatter();
  const { t } = useDashboardT();
  const pager = useCursorPager(pageSize);
  const { data, previousData, loading, error, refetch } = useQuery(AdminWinnersQuery, { variables: pager.variables });
  const page = (data ?? previousData)?.adminWinners;
  return (
    <Stack gap="4">
      <SearchField label={t('admin.searchWinners')} placeholder={t('admin.searchWinnersPlaceholder')} onSearch={pager.setSearch} />
      {error ? (
        <ErrorState error={error} title={t('admin.winnersFailed')} onRetry={() => refetch()} />
      ) : (
        <DataTable
          caption={t('admin.winnersTitle')}
          columns={columns(t, df)}
          rows={(page?.nodes ?? []).map(rowOf)}
          rowKey={(w) => w.id}
          loading={loading && !page}
          empty={<EmptyState title={t('admin.noWinners')} description={pager.search ? t('admin.noWinnersMatching', { search: pager.search }) : undefined} />}
        />
      )}
      <Pager pager={pager} pageInfo={page?.pageInfo} loading={loading} />
    </Stack>
  );
}
