import { Button, Grid, GridItem, SimpleGrid, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { ErrorState } from '@/components/ui/ErrorState';
import { PageHeader } from '@/components/ui/PageHeader';
import { SectionCard } from '@/components/ui/SectionCard';
import { SegmentedControl } from '@/components/ui/SegmentedControl';
import { StatCard } from '@/components/ui/StatCard';
import type { BillingPeriod } from '@/gql/graphql';
import { BarChart } from '@/lib/charts/BarChart';
import { formatDate, formatKsh } from '@/lib/format';
import { usePageMeta } from '@/lib/usePageMeta';
import { InvoicesTable } from './billing/InvoicesTable';
import { INVOICES_CSV_URL } from './billing/invoiceStatus';
import { BudgetAlert, SpendAlertCard } from './billing/SpendAlertCard';
import { UsageBreakdown } from './billing/UsageBreakdown';
import { BillingSummaryQuery } from './operations';

const PERIODS: { value: BillingPeriod; label: string }[] = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'yearly', label: 'Yearly' },
];

/** What the Next Payment date is: an unpaid invoice's due date (overdue when past) or the next invoice date. */
function nextPaymentHelp(dueAt: string | null | undefined): string {
  if (!dueAt) return 'Next invoice date · nothing due now';
  return new Date(dueAt).getTime() < Date.now() ? 'Overdue: this invoice is past its due date' : 'Due date of your unpaid invoice';
}

/** /dashboard/billing: current bill, next payment, spending chart, breakdown, invoices, spend alert. */
export default function BillingPage() {
  usePageMeta('Billing & Usage', 'Track your usage, manage payments, and view invoices.');
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const { data, loading, error, refetch } = useQuery(BillingSummaryQuery, { variables: { period } });
  const b = data?.billingSummary;
  const busy = loading && (!b || b.period !== period);
  const prevLabel = period === 'monthly' ? 'vs previous month' : 'vs previous 12 months';
  const kshAxis = (cents: number) => formatKsh(cents, { whole: true }).replace('KSh ', '');

  return (
    <>
      <PageHeader
        title="Billing & Usage"
        description="Track your usage, manage payments, and view invoices"
        actions={
          <>
            <SegmentedControl label="Billing period" options={PERIODS} value={period} onChange={setPeriod} />
            <Button asChild variant="outline" size="sm">
              <a href={INVOICES_CSV_URL} download>
                Export
              </a>
            </Button>
          </>
        }
      />
      <Stack gap="6">
        {error ? (
          <ErrorState error={error} onRetry={() => refetch()} />
        ) : (
          <>
            {b && <BudgetAlert budget={b.budget} />}
            <SimpleGrid columns={{ base: 2, lg: 4 }} gap="4">
              <StatCard loading={busy} label="Current Bill" value={b ? formatKsh(b.currentBillCents) : ''} change={b?.changePercent} changeLabel={prevLabel} increaseIsBad />
              <StatCard
                loading={busy}
                label="Next Payment"
                value={b ? formatDate(b.nextPaymentDueAt ?? b.nextInvoiceAt) : ''}
                help={b ? nextPaymentHelp(b.nextPaymentDueAt) : undefined}
              />
              <StatCard loading={busy} label="Payment Method" valueSize="lg" value={b?.paymentMethod ?? ''} help="Invoices are due 14 days after issue" />
              <StatCard loading={busy} label="YTD Spending" value={b ? formatKsh(b.ytdCents) : ''} help="Invoiced since 1 January" />
            </SimpleGrid>
            <Grid templateColumns={{ base: 'minmax(0, 1fr)', xl: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="4">
              <GridItem minW="0">
                <SectionCard title="Monthly Spending" description={period === 'monthly' ? 'Last 6 months' : 'Last 12 months'}>
                  <BarChart
                    label={`Spending per month over the last ${period === 'monthly' ? 6 : 12} months`}
                    loading={busy}
                    height={320}
                    data={(b?.spending ?? []).map((s) => ({ label: s.label, value: s.amountCents, tooltip: `${s.label}: ${formatKsh(s.amountCents)}` }))}
                    yFormat={kshAxis}
                    emptyTitle="No spending recorded yet"
                    emptyDescription="Your monthly totals appear here once you are billed."
                  />
                </SectionCard>
              </GridItem>
              <GridItem minW="0">
                <Stack gap="4">
                  <SectionCard title="Current Usage Breakdown" description="This month so far, by service">
                    {busy ? null : <UsageBreakdown items={b?.usageBreakdown ?? []} />}
                  </SectionCard>
                  <SectionCard title="Spend alert" description="A warning at 75% and 100% of your monthly budget">
                    {b && <SpendAlertCard key={String(b.budget.monthlyBudgetCents)} budget={b.budget} />}
                  </SectionCard>
                </Stack>
              </GridItem>
            </Grid>
            <SectionCard title="Recent Invoices" description="Issued on the 1st of each month; due 14 days after issue" flush>
              <InvoicesTable />
            </SectionCard>
          </>
        )}
      </Stack>
    </>
  );
}
