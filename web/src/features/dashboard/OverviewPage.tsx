import { Button, Grid, GridItem, SimpleGrid, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { ErrorState } from '@/components/ui/ErrorState';
import { PageHeader } from '@/components/ui/PageHeader';
import { RouterLink } from '@/components/ui/RouterLink';
import { SectionCard } from '@/components/ui/SectionCard';
import { SegmentedControl } from '@/components/ui/SegmentedControl';
import { StatCard } from '@/components/ui/StatCard';
import { useCurrentUser } from '@/lib/auth/useCurrentUser';
import type { TimeRange } from '@/gql/graphql';
import { useDashboardT } from '@/i18n';
import { DonutChart } from '@/lib/charts/DonutChart';
import { usePageMeta } from '@/lib/usePageMeta';
import { PerformanceChart } from './charts/PerformanceChart';
import { UsageTrendChart } from './charts/UsageTrendChart';
import { DashboardOverviewQuery, GreetingQuery } from './operations';
import { OVERVIEW_RANGES } from './ranges';
import { NewServiceDialog } from './services/NewServiceDialog';
import { ServiceDetailDialog } from './services/ServiceDetailDialog';
import { ServicesTable } from './services/ServicesTable';
import { useMyServices } from './services/useMyServices';
import { hasTraffic, NO_FIGURE, noTrafficReason } from './traffic';
import { EGRESS_REGION_LABEL, statDelta, useUnits } from './units';
import { withStats } from './stats.fragments';

/** /dashboard: headline figures with their change, usage, performance and regional charts, services. */
export default function OverviewPage() {
  const { t } = useDashboardT();
  const { formatBytes, formatCount, formatGB, formatMs, formatPercent } = useUnits();
  usePageMeta(t('nav.dashboard'), 'Your cloud storage at a glance: services, usage, performance and regions.');
  const { user } = useCurrentUser();
  const [range, setRange] = useState<TimeRange>('d7');
  const [newOpen, setNewOpen] = useState(false);
  const { data, loading, error, refetch } = useQuery(DashboardOverviewQuery, { variables: { range } });
  const greeting = useQuery(GreetingQuery);
  const services = useMyServices();
  const o = data && withStats(data.dashboardOverview, ['activeServices', 'totalStorageGB', 'apiRequests', 'avgUptimePercent']);
  const busy = loading && (!o || o.range !== range);
  const compare = t(`range.compare_${range}`);

  return (
    <>
      <PageHeader
        title={<Greeting me={greeting.data?.me} failed={!!greeting.error} fallbackName={user?.firstName} />}
        description={t('overview.description')}
        actions={
          <>
            <SegmentedControl label={t('range.timeRange')} options={OVERVIEW_RANGES} value={range} onChange={setRange} />
            <Button colorPalette="teal" size="sm" onClick={() => setNewOpen(true)}>
              {t('overview.newService')}
            </Button>
          </>
        }
      />
      <Stack gap="6">
        {error ? (
          <ErrorState error={error} onRetry={() => refetch()} />
        ) : (
          <>
            {/* Uptime measures requests: with none in the range it is unknown, shown as a dash with
                the reason (as on the monitoring page) rather than a misleading 0.00%. */}
            <SimpleGrid columns={{ base: 2, lg: 4 }} gap="4">
              <StatCard loading={busy} label={t('overview.activeServices')} value={o ? String(o.activeServices.value) : ''} change={o?.activeServices.changePercent} changeLabel={compare} {...statDelta(o?.activeServices, String)} />
              {/* Stored now, live from the storage ledger (the Buckets tab's figure); the change compares with the metered history. */}
              <StatCard loading={busy} label={t('overview.totalStorage')} value={o ? formatBytes(o.storedNowBytes) : ''} help={t('overview.totalStorageHelp')} change={o?.totalStorageGB.changePercent} changeLabel={compare} {...statDelta(o?.totalStorageGB, formatGB)} />
              <StatCard loading={busy} label={t('overview.apiRequests')} value={o ? formatCount(o.apiRequests.value) : ''} change={o?.apiRequests.changePercent} changeLabel={compare} {...statDelta(o?.apiRequests, formatCount)} />
              {o && !hasTraffic(o.apiRequests) ? (
                <StatCard loading={busy} label={t('overview.avgUptime')} value={NO_FIGURE} help={t(noTrafficReason(o.apiRequests))} />
              ) : (
                <StatCard loading={busy} label={t('overview.avgUptime')} value={o ? formatPercent(o.avgUptimePercent.value, 2) : ''} change={o?.avgUptimePercent.changePercent} changeLabel={compare} {...statDelta(o?.avgUptimePercent, (n) => formatPercent(n, 2))} />
              )}
            </SimpleGrid>
            <Grid templateColumns={{ base: 'minmax(0, 1fr)', xl: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="4">
              <GridItem minW="0">
                <SectionCard title={t('overview.usageTrends')} description={t('overview.usageTrendsHelp')}>
                  <UsageTrendChart points={o?.usageTrend ?? []} range={range} loading={busy} />
                </SectionCard>
              </GridItem>
              <GridItem minW="0">
                <SectionCard title={t('overview.regionalUsage')} description={t('overview.regionalUsageHelp')}>
                  <DonutChart
                    label={t('overview.regionalUsageHelp')}
                    loading={busy}
                    slices={(o?.regionalUsage ?? []).map((r) => ({ label: r.region === 'kenya' || r.region === 'east-africa' || r.region === 'africa' ? t(`overview.region_${r.region === 'east-africa' ? 'east_africa' : r.region}`) : (EGRESS_REGION_LABEL[r.region] ?? r.region), value: r.egressGB, detail: `${r.percent.toFixed(1)}% · ${formatGB(r.egressGB)}` }))}
                    emptyDescription={t('overview.regionalEmpty')}
                  />
                </SectionCard>
              </GridItem>
            </Grid>
            <SectionCard
              title={t('overview.performance')}
              description={o && o.avgLatencyMs !== null && o.avgLatencyMs !== undefined ? t('overview.avgLatencySummary', { ms: formatMs(o.avgLatencyMs) }) : t('overview.performanceHelp')}
            >
              <PerformanceChart points={o?.performance ?? []} range={range} loading={busy} />
            </SectionCard>
          </>
        )}
        <SectionCard
          title={t('overview.yourServices')}
          description={t('overview.yourServicesHelp')}
          actions={
            <RouterLink to="/dashboard/services" fontSize="sm" color="teal.700" fontWeight="medium">
              {t('overview.viewAll')}
            </RouterLink>
          }
          flush
        >
          {services.error ? (
            <ErrorState error={services.error} onRetry={() => services.refetch()} />
          ) : (
            <ServicesTable services={services.services.slice(0, 5)} loading={services.loading} onOpen={(s) => services.setOpenId(s.id)} onCreate={() => setNewOpen(true)} />
          )}
        </SectionCard>
        <NewServiceDialog open={newOpen} onOpenChange={setNewOpen} />
        <ServiceDetailDialog service={services.open} onClose={() => services.setOpenId(null)} />
      </Stack>
    </>
  );
}

/**
 * "Welcome back" only for someone who has been here before (the server's previousSignInAt); the
 * first session says "Welcome". Until the answer arrives the line keeps its place, unseen (and
 * without an answer it says the plain "Welcome").
 */
function Greeting({ me, failed, fallbackName }: { me?: { firstName: string; previousSignInAt?: string | null } | null; failed: boolean; fallbackName?: string }) {
  const { t } = useDashboardT();
  const name = me?.firstName || fallbackName || t('overview.defaultName');
  if (!me && failed) return <>{t('overview.welcomeFirst', { name })}</>;
  if (!me) return <span style={{ visibility: 'hidden' }}>{t('overview.welcome', { name })}</span>;
  return <>{t(me.previousSignInAt ? 'overview.welcome' : 'overview.welcomeFirst', { name })}</>;
}
