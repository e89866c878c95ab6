import { DataTable, type DataColumn } from '@/components/ui/DataTable';
import { Money } from '@/components/ui/Money';
import type { AdminRevenueQuery } from '@/gql/graphql';
import { type DashboardT, useDashboardT } from '@/i18n';
import { formatNumber } from '@/lib/format';

type Month = AdminRevenueQuery['adminRevenue']['revenueByMonth'][number];

const columns = (t: DashboardT): DataColumn<Month>[] => [
  { key: 'month', header: t('admin.colMonth'), render: (m) => m.label },
  { key: 'count', header: t('admin.colInvoices'), align: 'end', hideOnMobile: true, render: (m) => formatNumber(m.invoiceCount) },
  { key: 'subtotal', header: t('admin.colExclVat'), align: 'end', hideOnMobile: true, render: (m) => <Money cents={m.subtotalCents} /> },
  { key: 'vat', header: t('admin.colVat'), align: 'end', hideOnMobile: true, render: (m) => <Money cents={m.vatCents} /> },
  { key: 'total', header: t('admin.colInvoiced'), align: 'end', render: (m) => <Money cents={m.totalCents} fontWeight="medium" /> },
  { key: 'paid', header: t('admin.colPaid'), align: 'end', render: (m) => <Money cents={m.paidCents} /> },
];

/** Invoiced (excl. VAT, VAT, total) and paid per invoiced month, the last 12 months. */
export function RevenueByMonth({ months, loading }: { months: Month[]; loading: boolean }) {
  const { t } = useDashboardT();
  return <DataTable caption={t('admin.revenueByMonth')} columns={columns(t)} rows={months} rowKey={(m) => m.periodStart} loading={loading} />;
}
