import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { DataTable, type DataColumn } from '@/components/ui/DataTable';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { Money } from '@/components/ui/Money';
import { StatusBadge } from '@/components/ui/StatusBadge';
import type { DashboardInvoicesQuery } from '@/gql/graphql';
import { useDashboardT } from '@/i18n';
import { formatDate } from '@/lib/format';
import { InvoicesQuery } from '../operations';
import { invoiceDownloadUrl, invoiceStatusBadge } from './invoiceStatus';

function InvoiceStatus({ status }: { status: string }) {
  const { t } = useDashboardT();
  const b = invoiceStatusBadge(status);
  return <StatusBadge tone={b.tone}>{t(`billing.status_${b.label.toLowerCase()}`, { defaultValue: b.label })}</StatusBadge>;
}

type Invoice = DashboardInvoicesQuery['invoices']['nodes'][number];
const PAGE = 10;

type T = ReturnType<typeof useDashboardT>['t'];

const columnsFor = (t: T): DataColumn<Invoice>[] => [
  {
    key: 'number',
    header: t('billing.colInvoice'),
    render: (i) => (
      <Box minW="0">
        <Text fontWeight="medium" fontFamily="mono" fontSize="xs" whiteSpace="nowrap">
          {i.number}
        </Text>
        <Text fontSize="xs" color="fg.muted" display={{ base: 'block', md: 'none' }}>
          {t('billing.dueOn', { date: formatDate(i.dueAt) })}
        </Text>
      </Box>
    ),
  },
  { key: 'services', header: t('billing.colServices'), hideOnMobile: true, render: (i) => <Text lineClamp={2} maxW="xs">{i.services.length ? i.services.join(', ') : '—'}</Text> },
  { key: 'issued', header: t('billing.colIssued'), hideOnMobile: true, render: (i) => formatDate(i.issuedAt) },
  { key: 'due', header: t('billing.colDue'), hideOnMobile: true, render: (i) => formatDate(i.dueAt) },
  {
    key: 'amount',
    header: t('billing.colAmount'),
    align: 'end',
    render: (i) => (
      <Stack gap="1" align="flex-end">
        <Money cents={i.totalCents} fontWeight="medium" />
        <Box display={{ base: 'block', md: 'none' }}>
          <InvoiceStatus status={i.status} />
        </Box>
      </Stack>
    ),
  },
  { key: 'status', header: t('billing.colStatus'), hideOnMobile: true, render: (i) => <InvoiceStatus status={i.status} /> },
  {
    key: 'download',
    header: <Text srOnly>{t('billing.download')}</Text>,
    align: 'end',
    render: (i) => (
      <Button asChild size="xs" variant="outline">
        <a href={invoiceDownloadUrl(i.id)} download aria-label={t('billing.downloadInvoice', { number: i.number })}>
          {t('billing.download')}
        </a>
      </Button>
    ),
  },
];

/** Recent invoices, newest first, with status badges and downloads; 'Load more' pages through the rest. */
export function InvoicesTable() {
  const { t } = useDashboardT();
  const { data, loading, error, refetch, fetchMore } = useQuery(InvoicesQuery, { variables: { first: PAGE } });
  if (error) return <ErrorState error={error} onRetry={() => refetch()} />;
  const conn = data?.invoices;
  const more = () =>
    fetchMore({
      variables: { first: PAGE, after: conn?.pageInfo.endCursor },
      updateQuery: (prev, { fetchMoreResult }) => ({
        invoices: { ...fetchMoreResult.invoices, nodes: [...prev.invoices.nodes, ...fetchMoreResult.invoices.nodes] },
      }),
    });
  return (
    <Stack gap="2">
      <DataTable
        caption={t('billing.invoicesCaption')}
        columns={columnsFor(t)}
        rows={conn?.nodes ?? []}
        rowKey={(i) => i.id}
        loading={loading && !data}
        empty={<EmptyState size="sm" title={t('billing.noInvoices')} description={t('billing.noInvoicesHelp')} />}
      />
      {conn?.pageInfo.hasNextPage && (
        <Button alignSelf="center" size="sm" variant="ghost" onClick={() => more()} disabled={loading}>
          {t('common.loadMore')}
        </Button>
      )}
    </Stack>
  );
}
