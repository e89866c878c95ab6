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
import { usePageMeta } from '@/lib/usePageMeta';
import { PerformanceChart } from './charts/PerformanceChart';
import { AlertsList } from './monitoring/AlertsList';
import { MonitoringQuery } from './operations';
import { MONITORING_RANGES, RANGE_COMPARE } from './ranges';
import { formatCount, formatMs, formatPercent } from './units';

/** /dashboard/monitoring: KPIs, resource use, the performance timeline and alerts from metered data. */
export default function MonitoringPage() {
  usePageMeta('Monitoring', 'Latency, errors, uptime and alerts of your storage services.');
  const [range, setRange] = useState<TimeRange>('h24');
  const { data, loading, error, refetch } = useQuery(MonitoringQuery, { variables: { range } });
  const m = data?.monitoring;
  const busy = loading && (!m || m.range !== range);
  const compare = RANGE_COMPARE[range];

  return (
    <>
      <PageHeader
        title="Monitoring"
        description="Performance and health of your storage services, from metered requests."
        actions={<SegmentedControl label="Time range" options={MONITORING_RANGES} value={range} onChange={setRange} />}
      />
      <Stack gap="6">
        {error ? (
          <ErrorState error={error} onRetry={() => refetch()} />
        ) : (
          <>
            <SimpleGrid columns={{ base: 2, lg: 4 }} gap="4">
              <StatCard loading={busy} label="Avg Latency" value={m ? formatMs(m.avgLatencyMs.value) : ''} change={m?.avgLatencyMs.changePercent} changeLabel={compare} increaseIsBad />
              <StatCard loading={busy} label="Error Rate" value={m ? formatPercent(m.errorRatePercent.value, 2) : ''} change={m?.errorRatePercent.changePercent} changeLabel={compare} increaseIsBad />
              <StatCard loading={busy} label="Requests" value={m ? formatCount(m.requests.value) : ''} change={m?.requests.changePercent} changeLabel={compare} />
              <StatCard loading={busy} label="Uptime" value={m ? formatPercent(m.uptimePercent.value, 2) : ''} change={m?.uptimePercent.changePercent} changeLabel={compare} />
            </SimpleGrid>
            <Grid templateColumns={{ base: 'minmax(0, 1fr)', xl: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="4">
              <GridItem minW="0">
                <SectionCard title="Performance timeline" description="Across all your services">
                  <PerformanceChart points={m?.timeline ?? []} range={range} loading={busy} height={260} />
                </SectionCard>
              </GridItem>
              <GridItem minW="0">
                <SectionCard title="Resource usage" description="Use of what you have provisioned">
                  {busy ? (
                    <Skeleton h="48" />
                  ) : (m?.resources.length ?? 0) === 0 ? (
                    <EmptyState size="sm" title="No usage recorded yet" description="Resource use appears once you have an active service." />
                  ) : (
                    <Stack gap="5">
                      {m!.resources.map((r) => (
                        <UsageBar key={r.name} label={r.name} percent={r.percent} detail={r.detail} colorByLevel />
                      ))}
                    </Stack>
                  )}
                </SectionCard>
              </GridItem>
            </Grid>
            <SectionCard title="Recent alerts" description="Computed from error rates, latency and storage use in this range">
              {busy ? <Skeleton h="24" /> : <AlertsList alerts={m?.alerts ?? []} />}
            </SectionCard>
          </>
        )}
      </Stack>
    </>
  );
}
