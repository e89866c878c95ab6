import { Button, Grid, GridItem, SimpleGrid, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { ErrorState } from '@/components/ui/ErrorState';
import { PageHeader } from '@/components/ui/PageHeader';
import { SectionCard } from '@/components/ui/SectionCard';
import { SegmentedControl } from '@/components/ui/SegmentedControl';
import { StatCard } from '@/components/ui/StatCard';
import type { BillingPeriod, DashboardBillingSummaryQuery } from '@/gql/graphql';
import { BarChart } from '@/lib/charts/BarChart';
import { useDashboardT, type DashboardKey } from '@/i18n';
import { formatKsh } from '@/lib/format';
import { useDateFormatter } from '@/lib/useDateFormatter';
import { usePageMeta } from '@/lib/usePageMeta';
import { InvoicesTable } from './billing/InvoicesTable';
import { KshAmount } from './billing/KshAmount';
import { INVOICES_CSV_URL } from './billing/invoiceStatus';
import { BudgetAlert, SpendAlertCard } from './billing/SpendAlertCard';
import { UsageBreakdown } from './billing/UsageBreakdown';
import { BillingSummaryQuery } from './operations';

const PERIODS: BillingPeriod[] = ['monthly', 'yearly'];

/** What the Next Payment date is (a billing.* key): an unpaid invoice's due date (overdue when past) or the next invoice date. */
function nextPaymentHelp(dueAt: string | null | undefined): DashboardKey {
  if (!dueAt) return 'billing.nextInvoiceHelp';
  return new Date(dueAt).getTime() < Date.now() ? 'billing.overdueHelp' : 'billing.dueHelp';
}

type Instructions = NonNullable<DashboardBillingSummaryQuery['billingSummary']>['paymentInstructions'];
type T = ReturnType<typeof useDashboardT>['t'];

/** How customers pay (the provider's configured channel; nothing is made up when none is set). */
function paymentChannel(p: Instructions, t: T): string {
  if (p.mpesa) return t('billing.payViaMpesa', { number: p.mpesa.businessNumber });
  return p.bank ? t('billing.payViaBank') : t('billing.payNotSetUp');
}
function paymentHelp(p: Instructions, t: T): string {
  const account = p.mpesa?.accountNumber ?? p.bank?.reference;
  const text = account ? t('billing.paymentAccountHelp', { account }) : t('billing.paymentAccountAny');
  return p.mpesa?.placeholder || p.bank?.placeholder ? `${text} · ${t('billing.placeholderShort')}` : text;
}

/** /dashboard/billing: current bill, next payment, how to pay, spending chart, breakdown, invoices, spend alert. */
export default function BillingPage() {
  const df = useDateFormatter();
  const { t } = useDashboardT();
  usePageMeta(t('billing.title'), 'Track your usage, manage payments, and view invoices.');
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const { data, loading, error, refetch } = useQuery(BillingSummaryQuery, { variables: { period } });
  const b = data?.billingSummary;
  const busy = loading && (!b || b.period !== period);
  const prevLabel = t(period === 'monthly' ? 'billing.vsPreviousMonth' : 'billing.vsPrevious12');
  const months = period === 'monthly' ? 6 : 12;
  const kshAxis = (cents: number) => formatKsh(cents, { whole: true }).replace('KSh ', '');

  return (
    <>
      <PageHeader
        title={t('billing.title')}
        description={t('billing.description')}
        actions={
          <>
            <SegmentedControl label={t('billing.period')} options={PERIODS.map((p) => ({ value: p, label: t(`billing.${p}`) }))} value={period} onChange={setPeriod} />
            <Button asChild variant="outline" size="sm">
              <a href={INVOICES_CSV_URL} download>
                {t('billing.export')}
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
              <StatCard loading={busy} label={t('billing.currentBill')} value={b ? <KshAmount cents={b.currentBillCents} /> : ''} change={b?.changePercent} changeLabel={prevLabel} increaseIsBad />
              <StatCard
                loading={busy}
                label={t('billing.nextPayment')}
                value={b ? df.date(b.nextPaymentDueAt ?? b.nextInvoiceAt) : ''}
                help={b ? t(nextPaymentHelp(b.nextPaymentDueAt)) : undefined}
              />
              <StatCard loading={busy} label={t('billing.paymentMethod')} valueSize="lg" value={b ? paymentChannel(b.paymentInstructions, t) : ''} help={b ? paymentHelp(b.paymentInstructions, t) : undefined} />
              <StatCard loading={busy} label={t('billing.ytd')} value={b ? <KshAmount cents={b.ytdCents} /> : ''} help={t('billing.ytdHelp')} />
            </SimpleGrid>
            <Grid templateColumns={{ base: 'minmax(0, 1fr)', xl: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="4">
              <GridItem minW="0">
                <SectionCard title={t('billing.monthlySpending')} description={t('billing.lastMonths', { count: months })}>
                  <BarChart
                    label={t('billing.spendingChart', { count: months })}
                    loading={busy}
                    height={320}
                    data={(b?.spending ?? []).map((s) => ({ label: s.label, value: s.amountCents, tooltip: `${s.label}: ${formatKsh(s.amountCents)}` }))}
                    yFormat={kshAxis}
                    emptyTitle={t('billing.noSpending')}
                    emptyDescription={t('billing.noSpendingHelp')}
                  />
                </SectionCard>
              </GridItem>
              <GridItem minW="0">
                <Stack gap="4">
                  <SectionCard title={t('billing.breakdown')} description={t('billing.breakdownHelp')}>
                    {busy ? null : <UsageBreakdown items={b?.usageBreakdown ?? []} />}
                  </SectionCard>
                  <SectionCard title={t('billing.spendAlert')} description={t('billing.spendAlertHelp')}>
                    {b && <SpendAlertCard key={String(b.budget.monthlyBudgetCents)} budget={b.budget} />}
                  </SectionCard>
                </Stack>
              </GridItem>
            </Grid>
            <SectionCard title={t('billing.invoices')} description={t('billing.invoicesHelp')} flush>
              <InvoicesTable />
            </SectionCard>
          </>
        )}
      </Stack>
    </>
  );
}
