import { Button, SimpleGrid, Stack, Switch } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import { ErrorState } from '@/components/ui/ErrorState';
import { PageHeader } from '@/components/ui/PageHeader';
import { SectionCard } from '@/components/ui/SectionCard';
import { StatCard } from '@/components/ui/StatCard';
import { useDashboardT } from '@/i18n';
import { KshAmount } from './billing/KshAmount';
import { usePageMeta } from '@/lib/usePageMeta';
import { BillingSummaryQuery } from './operations';
import { NewServiceDialog } from './services/NewServiceDialog';
import { ServiceDetailDialog } from './services/ServiceDetailDialog';
import { activeTotals } from './services/serviceStatus';
import { ServicesTable } from './services/ServicesTable';
import { useMyServices } from './services/useMyServices';
import { useUnits } from './units';

/** /dashboard/services: summary cards, every service, the detail dialog; ?new=1 opens New Service. */
export default function ServicesPage() {
  const { t } = useDashboardT();
  const { formatGB } = useUnits();
  usePageMeta(t('services.title'), 'Your cloud storage services: create, resize, rename, disable, cancel.');
  const [params, setParams] = useSearchParams();
  const newOpen = params.get('new') === '1';
  const setNewOpen = (open: boolean) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (open) next.set('new', '1');
        else next.delete('new');
        return next;
      },
      { replace: true },
    );
  // Cancelled services leave the list; ?cancelled=1 ("Include cancelled") shows them again.
  const includeCancelled = params.get('cancelled') === '1';
  const setIncludeCancelled = (on: boolean) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (on) next.set('cancelled', '1');
        else next.delete('cancelled');
        return next;
      },
      { replace: true },
    );
  const { services, loading, error, refetch, open, setOpenId } = useMyServices(includeCancelled);
  const billing = useQuery(BillingSummaryQuery, { variables: { period: 'monthly' } });
  const totals = activeTotals(services.filter((s) => s.status !== 'cancelled'));
  const inactive = totals.total - totals.active;
  const bill = billing.data?.billingSummary;

  return (
    <>
      <PageHeader
        title={t('services.title')}
        description={t('services.description')}
        actions={
          <Button colorPalette="teal" onClick={() => setNewOpen(true)}>
            {t('overview.newService')}
          </Button>
        }
      />
      <Stack gap="6">
        {error ? (
          <ErrorState error={error} onRetry={() => refetch()} />
        ) : (
          <>
            <SimpleGrid columns={{ base: 2, lg: 4 }} gap="4">
              <StatCard loading={loading} label={t('services.totalServices')} value={String(totals.total)} help={inactive > 0 ? t('services.notActive', { count: inactive }) : t('services.allActive')} />
              <StatCard loading={loading} label={t('services.activeServices')} value={String(totals.active)} help={t('services.countedTowardTotals')} />
              <StatCard loading={loading} label={t('services.activeStorage')} value={formatGB(totals.activeStorageGB)} help={t('services.activeStorageHelp')} />
              <StatCard
                loading={billing.loading && !bill}
                label={t('services.currentBill')}
                value={bill ? <KshAmount cents={bill.currentBillCents} /> : '—'}
                help={bill ? t('services.currentBillHelp') : billing.error ? t('services.billingUnavailable') : undefined}
              />
            </SimpleGrid>
            <SectionCard
              title={t('services.allServices')}
              description={loading ? undefined : t('services.count', { count: services.length })}
              actions={
                <Switch.Root size="sm" colorPalette="teal" checked={includeCancelled} onCheckedChange={(e) => setIncludeCancelled(e.checked)}>
                  <Switch.HiddenInput />
                  <Switch.Control />
                  <Switch.Label>{t('services.includeCancelled')}</Switch.Label>
                </Switch.Root>
              }
              flush
            >
              <ServicesTable services={services} loading={loading} onOpen={(s) => setOpenId(s.id)} onCreate={() => setNewOpen(true)} />
            </SectionCard>
          </>
        )}
        <NewServiceDialog open={newOpen} onOpenChange={setNewOpen} />
        <ServiceDetailDialog service={open} onClose={() => setOpenId(null)} />
      </Stack>
    </>
  );
}
