import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { DataTable, type DataColumn } from '@/components/ui/DataTable';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { Money } from '@/components/ui/Money';
import { SegmentedControl } from '@/components/ui/SegmentedControl';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { getFragmentData } from '@/gql';
import type { AdminInvoiceFilter, AdminInvoicesQuery as AdminInvoicesData } from '@/gql/graphql';
import { useDateFormatter } from '@/lib/useDateFormatter';
import type { DateFormatter } from '@/lib/dateFormat';
import { AdminInvoicesQuery } from '../operations';
import { Pager, SearchField } from './ListControls';
import { RecordPaymentDialog, type PayableInvoice } from './RecordPaymentDialog';
import { useCursorPager } from './useCursorPager';
import { AdminInvoiceRowFields } from './InvoicesList.fragments';
import { AdminCustomerFields } from './ServicesList.fragments';
import { type DashboardT, useDashboardT } from '@/i18n';

type Node = AdminInvoicesData['adminInvoices']['nodes'][number];
const rowOf = (node: Node) => {
  const row = getFragmentData(AdminInvoiceRowFields, node);
  return { ...row, customer: getFragmentData(AdminCustomerFields, row.customer) };
};
type Row = ReturnType<typeof rowOf>;
const FILTERS: AdminInvoiceFilter[] = ['unpaid', 'overdue', 'paid', 'all'];
const TONE = { paid: 'success', pending: 'warning', overdue: 'danger' } as const;
const customerName = (r: Row) => `${r.customer.firstName} ${r.customer.lastName}`;

const columns = (t: DashboardT, df: DateFormatter, pay: (r: Row) => void): DataColumn<Row>[] => [
  {
    key: 'number',
    header: t('admin.colInvoice'),
    render: (r) => (
      <Stack gap="0">
        <Text fontFamily="mono" fontSize="xs" fontWeight="medium" whiteSpace="nowrap">
          {r.number}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {t('admin.due', { date: df.date(r.dueAt) })}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'customer',
    header: t('admin.colCustomer'),
    hideOnMobile: true,
    render: (r) => (
      <Stack gap="0" minW="0">
        <Text truncate>{customerName(r)}</Text>
        <Text fontSize="xs" color="fg.muted" truncate>
          {r.customer.email}
        </Text>
      </Stack>
    ),
  },
  { key: 'total', header: t('admin.colTotal'), align: 'end', hideOnMobile: true, render: (r) => <Money cents={r.totalCents} /> },
  { key: 'paid', header: t('admin.colPaid'), align: 'end', hideOnMobile: true, render: (r) => <Money cents={r.amountPaidCents} /> },
  { key: 'balance', header: t('admin.colBalance'), align: 'end', render: (r) => <Money cents={r.balanceCents} fontWeight="medium" /> },
  { key: 'status', header: t('admin.colStatus'), render: (r) => <StatusBadge tone={TONE[r.status]}>{t(`admin.invoiceStatus_${r.status}`)}</StatusBadge> },
  {
    key: 'action',
    header: <Text srOnly>{t('admin.colActions')}</Text>,
    align: 'end',
    render: (r) =>
      r.balanceCents > 0 ? (
        <Button size="xs" variant="outline" colorPalette="teal" onClick={() => pay(r)} aria-label={t('admin.recordPaymentFor', { number: r.number })}>
          {t('admin.recordPayment')}
        </Button>
      ) : null,
  },
];

/** Every customer's invoices by state (unpaid first), searchable; record a payment against any with a balance. */
export function InvoicesList({ pageSize = 20 }: { pageSize?: number }) {
  const df = useDateFormatter();
  const { t } = useDashboardT();
  const pager = useCursorPager(pageSize);
  const [filter, setFilter] = useState<AdminInvoiceFilter>('unpaid');
  const [paying, setPaying] = useState<PayableInvoice | null>(null);
  const { data, previousData, loading, error, refetch } = useQuery(AdminInvoicesQuery, { variables: { ...pager.variables, filter } });
  const page = (data ?? previousData)?.adminInvoices;
  const choose = (f: AdminInvoiceFilter) => {
    setFilter(f);
    pager.setSearch(pager.search);
  };
  return (
    <Stack gap="4">
      <HStack gap="3" wrap="wrap" justify="space-between">
        <SegmentedControl label={t('admin.invoiceState')} options={FILTERS.map((f) => ({ value: f, label: t(`admin.filter_${f}`) }))} value={filter} onChange={choose} />
        <SearchField label={t('admin.searchInvoices')} placeholder={t('admin.searchInvoicesPlaceholder')} onSearch={pager.setSearch} />
      </HStack>
      {error ? (
        <ErrorState error={error} title={t('admin.invoicesFailed')} onRetry={() => refetch()} />
      ) : (
        <DataTable
          caption={t('admin.invoices')}
          columns={columns(t, df, (r) => setPaying({ id: r.id, number: r.number, balanceCents: r.balanceCents, customerName: customerName(r) }))}
          rows={(page?.nodes ?? []).map(rowOf)}
          rowKey={(r) => r.id}
          loading={loading && !page}
          empty={<EmptyState title={t('admin.noInvoices')} description={pager.search ? t('admin.nothingMatches', { search: pager.search }) : filter === 'all' ? undefined : t(`admin.noFilterInvoices_${filter}`)} />}
        />
      )}
      <Pager pager={pager} pageInfo={page?.pageInfo} loading={loading} />
      <RecordPaymentDialog invoice={paying} onClose={() => setPaying(null)} />
    </Stack>
  );
}
