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

// Loaded with the page's second section: its form and filter components then stay out of the
// route table's preload list, which every page (the home page too) downloads.
const InvoicesList = lazy(() => import('../components/InvoicesList').then((m) => ({ default: m.InvoicesList })));
const ExchangeRatesForm = lazy(() => import('../components/ExchangeRatesForm').then((m) => ({ default: m.ExchangeRatesForm })));

/** /admin/billing: revenue figures computed on the server from services and invoices, revenue by month, exchange rates (approximate USD/EUR for customers), and the invoices (record payments). */
export default function AdminBillingPage() {
  usePageMeta('Billing');
  const { data, loading, error, refetch } = useQuery(AdminRevenueQuery);
  const r = data?.adminRevenue;
  const money = (cents: number | undefined) => (cents === undefined ? '' : <Money cents={cents} whole />);
  const cards = [
    { key: 'mrr', label: 'Monthly recurring revenue', value: money(r?.monthlyRecurringCents), help: 'Plans by price, pay-as-you-go by last month’s metered bill; excl. VAT' },
    { key: 'arpu', label: 'Average revenue per customer', value: money(r?.averageRevenuePerUserCents), help: 'Per paying customer, per month' },
    { key: 'customers', label: 'Paying customers', value: r ? String(r.payingCustomers) : '', help: 'Customers with an active paid service' },
    { key: 'invoiced', label: 'Invoiced this month', value: money(r?.invoicedThisMonthCents), help: 'Invoices issued since the 1st, incl. VAT' },
    { key: 'outstanding', label: 'Outstanding', value: money(r?.outstandingCents), help: 'Still owed on unpaid invoices' },
    { key: 'overdue', label: 'Overdue', value: money(r?.overdueCents), help: 'Owed past the due date' },
  ];
  return (
    <Stack gap="6">
      <PageHeader title="Billing" description="Revenue across all customers, in KSh, and every invoice." />
      {error ? (
        <ErrorState error={error} title="Could not load revenue figures" onRetry={() => refetch()} />
      ) : (
        <>
          <SimpleGrid columns={{ base: 1, sm: 2, xl: 3 }} gap="4">
            {cards.map((c) => (
              <div key={c.key} data-testid={`revenue-${c.key}`}>
                <StatCard label={c.label} value={c.value} help={c.help} loading={loading && !r} />
              </div>
            ))}
          </SimpleGrid>
          <SectionCard title="Revenue by month" description="Invoices by the month they cover: excluding VAT, VAT, invoiced and paid so far." flush>
            <RevenueByMonth months={r?.revenueByMonth ?? []} loading={loading && !r} />
          </SectionCard>
        </>
      )}
      <SectionCard title="Exchange rates" description="Customers who chose USD or EUR as display currency see approximate amounts beside KSh at these rates (dated, marked approx.). Invoices and payments stay in KSh. Every change is kept and audited.">
        <Suspense fallback={<Skeleton h="24" />}>
          <ExchangeRatesForm />
        </Suspense>
      </SectionCard>
      <SectionCard title="Invoices" description="Record M-Pesa and bank payments; part payments are allowed, never more than the balance.">
        <Suspense fallback={<Skeleton h="40" />}>
          <InvoicesList />
        </Suspense>
      </SectionCard>
    </Stack>
  );
}
