import { Skeleton, SimpleGrid, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { lazy, Suspense } from 'react';
import { ErrorState } from '@/components/ui/ErrorState';
import { Money } from '@/components/ui/Money';
import { PageHeader } from '@/components/ui/PageHeader';
import { SectionCard } from '@/components/ui/SectionCard';
import { StatCard } from '@/components/ui/StatCard';
import { usePageMeta } from '@/lib/usePageMeta';
import { RevenueByMonth } from '../components/RevenueByMonth';
import { AdminRevenueQuery } from '../operations';
import { useDashboardT } from '@/i18n';

// Loaded with the page's second section: its form and filter components then stay out of the
// route table's preload list, which every page (the home page too) downloads.
const InvoicesList = lazy(() => import('../components/InvoicesList').then((m) => ({ default: m.InvoicesList })));
const ExchangeRatesForm = lazy(() => import('../components/ExchangeRatesForm').then((m) => ({ default: m.ExchangeRatesForm })));

/** /admin/billing: revenue figures computed on the server from services and invoices, revenue by month, exchange rates (approximate USD/EUR for customers), and the invoices (record payments). */
export default function AdminBillingPage() {
  const { t } = useDashboardT();
  usePageMeta(t('admin.billingTitle'));
  const { data, loading, error, refetch } = useQuery(AdminRevenueQuery);
  const r = data?.adminRevenue;
  const money = (cents: number | undefined) => (cents === undefined ? '' : <Money cents={cents} whole />);
  const cards = [
    { key: 'mrr', label: t('admin.mrr'), value: money(r?.monthlyRecurringCents), help: t('admin.mrrHelp') },
    { key: 'arpu', label: t('admin.arpu'), value: money(r?.averageRevenuePerUserCents), help: t('admin.arpuHelp') },
    { key: 'customers', label: t('admin.payingCustomers'), value: r ? String(r.payingCustomers) : '', help: t('admin.payingCustomersHelp') },
    { key: 'invoiced', label: t('admin.invoicedThisMonth'), value: money(r?.invoicedThisMonthCents), help: t('admin.invoicedThisMonthHelp') },
    { key: 'outstanding', label: t('admin.outstanding'), value: money(r?.outstandingCents), help: t('admin.outstandingHelp') },
    { key: 'overdue', label: t('admin.overdue'), value: money(r?.overdueCents), help: t('admin.overdueHelp') },
  ];
  return (
    <Stack gap="6">
      <PageHeader title={t('admin.billingTitle')} description={t('admin.billingDescription')} />
      {error ? (
        <ErrorState error={error} title={t('admin.revenueFailed')} onRetry={() => refetch()} />
      ) : (
        <>
          <SimpleGrid columns={{ base: 1, sm: 2, xl: 3 }} gap="4">
            {cards.map((c) => (
              <div key={c.key} data-testid={`revenue-${c.key}`}>
                <StatCard label={c.label} value={c.value} help={c.help} loading={loading && !r} />
              </div>
            ))}
          </SimpleGrid>
          <SectionCard title={t('admin.revenueByMonth')} description={t('admin.revenueByMonthHelp')} flush>
            <RevenueByMonth months={r?.revenueByMonth ?? []} loading={loading && !r} />
          </SectionCard>
        </>
      )}
      <SectionCard title={t('adminPrefs.ratesTitle')} description={t('adminPrefs.ratesHelp')}>
        <Suspense fallback={<Skeleton h="24" />}>
          <ExchangeRatesForm />
        </Suspense>
      </SectionCard>
            <SectionCard title={t('admin.invoices')} description={t('admin.invoicesHelp')}>
        <Suspense fallback={<Skeleton h="40" />}>
          <InvoicesList />
        </Suspense>
      </SectionCard>
    </Stack>
  );
}
