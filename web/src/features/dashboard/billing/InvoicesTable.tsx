import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { DataTable, type DataColumn } from '@/components/ui/DataTable';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { Money } from '@/components/ui/Money';
import { StatusBadge } from '@/components/ui/StatusBadge';
import type { DashboardInvoiceSummaryFieldsFragment, DashboardInvoicesQuery } from '@/gql/graphql';
import { withFragmentData } from '@/lib/graphql/fragments';
import { DashboardInvoiceSummaryFields } from './InvoicesTable.fragments';
import { useDashboardT } from '@/i18n';
import { formatKsh } from '@/lib/format';
import { useDateFormatter } from '@/lib/useDateFormatter';
import { KshAmount } from './KshAmount';
import type { DateFormatter } from '@/lib/dateFormat';
import { InvoicesQuery } from '../operations';
import { InvoiceDialog } from './InvoiceDialog';
import { invoiceDownloadUrl, invoiceStatusBadge } from './invoiceStatus';
import { pageInfoOf } from '@/lib/graphql/paging';

function InvoiceStatus({ status }: { status: string }) {
  const { t } = useDashboardT();
  const b = invoiceStatusBadge(status);
  return <StatusBadge tone={b.tone}>{t(b.key)}</StatusBadge>;
}

type Invoice = DashboardInvoiceSummaryFieldsFragment & { services: string[] };
const rowOf = (node: DashboardInvoicesQuery['invoices']['nodes'][number]): Invoice => withFragmentData(DashboardInvoiceSummaryFields, node);
const PAGE = 10;

type T = ReturnType<typeof useDashboardT>['t'];

const columnsFor = (t: T, df: DateFormatter, open: (id: string) => void): DataColumn<Invoice>[] => [
  {
    key: 'number',
    header: t('billing.colInvoice'),
    render: (i) => (
      <Box minW="0">
        <Text fontWeight="medium" fontFamily="mono" fontSize="xs" whiteSpace="nowrap">
          {i.number}
        </Text>
        <Text fontSize="xs" color="fg.muted" display={{ base: 'block', md: 'none' }}>
          {t('billing.dueOn', { date: df.date(i.dueAt) })}
        </Text>
      </Box>
    ),
  },
  { key: 'services', header: t('billing.colServices'), hideOnMobile: true, render: (i) => <Text lineClamp={2} maxW="xs">{i.services.length ? i.services.join(', ') : '—'}</Text> },
  { key: 'issued', header: t('billing.colIssued'), hideOnMobile: true, render: (i) => df.date(i.issuedAt) },
  { key: 'due', header: t('billing.colDue'), hideOnMobile: true, render: (i) => df.date(i.dueAt) },
  {
    key: 'amount',
    header: t('billing.colAmount'),
    align: 'end',
    render: (i) => (
      <Stack gap="1" align="flex-end">
        <KshAmount cents={i.totalCents} fontWeight="medium" />
        {i.amountPaidCents > 0 && i.balanceCents > 0 && (
          <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
            {t('billing.partlyPaid', { paid: formatKsh(i.amountPaidCents) })}
          </Text>
        )}
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
      <Stack direction={{ base: 'column', sm: 'row' }} gap="2" justify="flex-end">
        <Button size="xs" variant="outline" onClick={() => open(i.id)} aria-label={t('billing.viewInvoice', { number: i.number })}>
          {t('billing.details')}
        </Button>
        <Button asChild size="xs" variant="outline">
          <a href={invoiceDownloadUrl(i.id)} download aria-label={t('billing.downloadInvoice', { number: i.number })}>
            {t('billing.download')}
          </a>
        </Button>
      </Stack>
    ),
  },
];

/** Recent invoices, newest first, with status badges, details (lines, VAT, receipts, how to pay) and PDF downloads; 'Load more' pages through the rest. */
export function InvoicesTable() {
  const df = useDateFormatter();
  const { t } = useDashboardT();
  const [openId, setOpenId] = useState<string | null>(null);
  const { data, loading, error, refetch, fetchMore } = useQuery(InvoicesQuery, { variables: { first: PAGE } });
  if (error) return <ErrorState error={error} onRetry={() => refetch()} />;
  const conn = data?.invoices;
  const page = pageInfoOf(conn?.pageInfo);
  const more = () =>
    fetchMore({
      variables: { first: PAGE, after: page.endCursor },
      updateQuery: (prev, { fetchMoreResult }) => ({
        invoices: { ...fetchMoreResult.invoices, nodes: [...prev.invoices.nodes, ...fetchMoreResult.invoices.nodes] },
      }),
    });
  return (
    <Stack gap="2">
      <DataTable
        caption={t('billing.invoicesCaption')}
        columns={columnsFor(t, df, setOpenId)}
        rows={(conn?.nodes ?? []).map(rowOf)}
        rowKey={(i) => i.id}
        loading={loading && !data}
        empty={<EmptyState size="sm" title={t('billing.noInvoices')} description={t('billing.noInvoicesHelp')} />}
      />
      <InvoiceDialog invoiceId={openId} onClose={() => setOpenId(null)} />
      {page.hasNextPage && (
        <Button alignSelf="center" size="sm" variant="ghost" onClick={() => more()} disabled={loading}>
          {t('common.loadMore')}
        </Button>
      )}
    </Stack>
  );
}
