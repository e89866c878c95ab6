import { DataTable, type DataColumn } from '@/components/ui/DataTable';
import { Money } from '@/components/ui/Money';
import type { AdminRevenueQuery } from '@/gql/graphql';
import { formatNumber } from '@/lib/format';

type Month = AdminRevenueQuery['adminRevenue']['revenueByMonth'][number];

const columns: DataColumn<Month>[] = [
  { key: 'month', header: 'Month', render: (m) => m.label },
  { key: 'count', header: 'Invoices', align: 'end', hideOnMobile: true, render: (m) => formatNumber(m.invoiceCount) },
  { key: 'subtotal', header: 'Excl. VAT', align: 'end', hideOnMobile: true, render: (m) => <Money cents={m.subtotalCents} /> },
  { key: 'vat', header: 'VAT', align: 'end', hideOnMobile: true, render: (m) => <Money cents={m.vatCents} /> },
  { key: 'total', header: 'Invoiced', align: 'end', render: (m) => <Money cents={m.totalCents} fontWeight="medium" /> },
  { key: 'paid', header: 'Paid', align: 'end', render: (m) => <Money cents={m.paidCents} /> },
];

/** Invoiced (excl. VAT, VAT, total) and paid per invoiced month, the last 12 months. */
export function RevenueByMonth({ months, loading }: { months: Month[]; loading: boolean }) {
  return <DataTable caption="Revenue by month" columns={columns} rows={months} rowKey={(m) => m.periodStart} loading={loading} />;
}
