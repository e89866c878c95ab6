import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { DataTable, type DataColumn } from '@/components/ui/DataTable';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { Money } from '@/components/ui/Money';
import { StatusBadge } from '@/components/ui/StatusBadge';
import type { DashboardInvoicesQuery } from '@/gql/graphql';
import { formatDate } from '@/lib/format';
import { InvoicesQuery } from '../operations';
import { invoiceDownloadUrl, invoiceStatusBadge } from './invoiceStatus';

function InvoiceStatus({ status }: { status: string }) {
  const b = invoiceStatusBadge(status);
  return <StatusBadge tone={b.tone}>{b.label}</StatusBadge>;
}

type Invoice = DashboardInvoicesQuery['invoices']['nodes'][number];
const PAGE = 10;

const columns: DataColumn<Invoice>[] = [
  {
    key: 'number',
    header: 'Invoice',
    render: (i) => (
      <Box minW="0">
        <Text fontWeight="medium" fontFamily="mono" fontSize="xs" whiteSpace="nowrap">
          {i.number}
        </Text>
        <Text fontSize="xs" color="fg.muted" display={{ base: 'block', md: 'none' }}>
          Due {formatDate(i.dueAt)}
        </Text>
      </Box>
    ),
  },
  { key: 'services', header: 'Services', hideOnMobile: true, render: (i) => <Text lineClamp={2} maxW="xs">{i.services.length ? i.services.join(', ') : '—'}</Text> },
  { key: 'issued', header: 'Issued', hideOnMobile: true, render: (i) => formatDate(i.issuedAt) },
  { key: 'due', header: 'Due', hideOnMobile: true, render: (i) => formatDate(i.dueAt) },
  {
    key: 'amount',
    header: 'Amount',
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
  { key: 'status', header: 'Status', hideOnMobile: true, render: (i) => <InvoiceStatus status={i.status} /> },
  {
    key: 'download',
    header: <Text srOnly>Download</Text>,
    align: 'end',
    render: (i) => (
      <Button asChild size="xs" variant="outline">
        <a href={invoiceDownloadUrl(i.id)} download aria-label={`Download invoice ${i.number}`}>
          Download
        </a>
      </Button>
    ),
  },
];

/** Recent invoices, newest first, with status badges and downloads; 'Load more' pages through the rest. */
export function InvoicesTable() {
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
        caption="Recent invoices"
        columns={columns}
        rows={conn?.nodes ?? []}
        rowKey={(i) => i.id}
        loading={loading && !data}
        empty={<EmptyState size="sm" title="No invoices yet" description="Your first invoice is issued at the end of your first billing month." />}
      />
      {conn?.pageInfo.hasNextPage && (
        <Button alignSelf="center" size="sm" variant="ghost" onClick={() => more()} disabled={loading}>
          Load more
        </Button>
      )}
    </Stack>
  );
}
