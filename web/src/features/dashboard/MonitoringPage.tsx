import { Grid, GridItem, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { PageHeader } from '@/components/ui/PageHeader';
import { SectionCard } from '@/components/ui/SectionCard';
import { SegmentedControl } from '@/components/ui/SegmentedControl';
import { StatCard } from '@/components/ui/StatCard';
import { UsageBar } from '@/components/ui/UsageBar';
import type { TimeRange } from '@/gql/graphql';
import { useDashboardT } from '@/i18n';
import { usePageMeta } from '@/lib/usePageMeta';
import { PerformanceChart } from './charts/PerformanceChart';
import { AlertsList } from './monitoring/AlertsList';
import { UsageExportForm } from './monitoring/UsageExportForm';
import { MonitoringQuery } from './operations';
import { MONITORING_RANGES } from './ranges';
import { hasTraffic, NO_FIGURE, noTrafficReason } from './traffic';
import { statDelta, useUnits } from './units';
import { withStats } from './stats.fragments';

/** /dashboard/monitoring: KPIs, resource use, the performance timeline and alerts from metered data. */
export default function MonitoringPage() {
  const { t, apiText } = useDashboardT();
  const { formatCount, formatMs, formatPercent } = useUnits();
  usePageMeta(t('monitoring.title'), 'Latency, errors, uptime and alerts of your storage services.');
  const [range, setRange] = useState<TimeRange>('h24');
  const { data, loading, error, refetch } = useQuery(MonitoringQuery, { variables: { range } });
  const m = data && withStats(data.monitoring, ['avgLatencyMs', 'errorRatePercent', 'requests', 'uptimePercent']);
  const busy = loading && (!m || m.range !== range);
  const compare = t(`range.compare_${range}`);

  return (
    <>
      <PageHeader
        title={t('monitoring.title')}
        description={t('monitoring.description')}
        actions={<SegmentedControl label={t('range.timeRange')} options={MONITORING_RANGES} value={range} onChange={setRange} />}
      />
      <Stack gap="6">
        {error ? (
          <ErrorState error={error} onRetry={() => refetch()} />
        ) : (
          <>
            {/* Latency, error rate and uptime measure requests: with none in the range they are
                unknown ("—", and why), as on the overview, not 0 ms / 0.00 %. */}
            <SimpleGrid columns={{ base: 2, lg: 4 }} gap="4">
              {m && !hasTraffic(m.requests) ? (
                <>
                  <StatCard label={t('monitoring.avgLatency')} loading={busy} value={NO_FIGURE} help={t(noTrafficReason(m.requests))} />
                  <StatCard label={t('monitoring.errorRate')} loading={busy} value={NO_FIGURE} help={t(noTrafficReason(m.requests))} />
                </>
              ) : (
                <>
                  <StatCard loading={busy} label={t('monitoring.avgLatency')} value={m ? formatMs(m.avgLatencyMs.value) : ''} change={m?.avgLatencyMs.changePercent} changeLabel={compare} increaseIsBad {...statDelta(m?.avgLatencyMs, formatMs)} />
                  <StatCard loading={busy} label={t('monitoring.errorRate')} value={m ? formatPercent(m.errorRatePercent.value, 2) : ''} change={m?.errorRatePercent.changePercent} changeLabel={compare} increaseIsBad {...statDelta(m?.errorRatePercent, (n) => formatPercent(n, 2))} />
                </>
              )}
              <StatCard loading={busy} label={t('monitoring.requests')} value={m ? formatCount(m.requests.value) : ''} change={m?.requests.changePercent} changeLabel={compare} {...statDelta(m?.requests, formatCount)} />
              {m && !hasTraffic(m.requests) ? (
                <StatCard label={t('monitoring.uptime')} loading={busy} value={NO_FIGURE} help={t(noTrafficReason(m.requests))} />
              ) : (
                <StatCard loading={busy} label={t('monitoring.uptime')} value={m ? formatPercent(m.uptimePercent.value, 2) : ''} change={m?.uptimePercent.changePercent} changeLabel={compare} {...statDelta(m?.uptimePercent, (n) => formatPercent(n, 2))} />
              )}
            </SimpleGrid>
            <Grid templateColumns={{ base: 'minmax(0, 1fr)', xl: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="4">
              <GridItem minW="0">
                <SectionCard title={t('monitoring.timeline')} description={t('monitoring.timelineHelp')}>
                  <PerformanceChart points={m?.timeline ?? []} range={range} loading={busy} height={260} />
                </SectionCard>
              </GridItem>
              <GridItem minW="0">
                <SectionCard title={t('monitoring.resources')} description={t('monitoring.resourcesHelp')}>
                  {busy ? (
                    <Skeleton h="48" />
                  ) : (m?.resources.length ?? 0) === 0 ? (
                    <EmptyState size="sm" title={t('monitoring.noUsage')} description={t('monitoring.noUsageHelp')} />
                  ) : (
                    <Stack gap="5">
                      {m!.resources.map((r) => (
                        <UsageBar key={r.name} label={apiText(r.name, r.nameCode)} percent={r.percent} valueText={formatPercent(r.percent)} detail={apiText(r.detail, r.detailCode, r.detailParams)} colorByLevel />
                      ))}
                    </Stack>
                  )}
                </SectionCard>
              </GridItem>
            </Grid>
            <SectionCard title={t('monitoring.alerts')} description={t('monitoring.alertsHelp')}>
              {busy ? <Skeleton h="24" /> : <AlertsList alerts={m?.alerts ?? []} />}
            </SectionCard>
            <SectionCard title={t('monitoring.exportTitle')} description={t('monitoring.exportDescription')}>
              <UsageExportForm />
            </SectionCard>
          </>
        )}
      </Stack>
    </>
  );
}
