import { HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { ErrorState } from '@/components/ui/ErrorState';
import { SegmentedControl } from '@/components/ui/SegmentedControl';
import { StatCard } from '@/components/ui/StatCard';
import { getFragmentData } from '@/gql';
import type { TimeRange } from '@/gql/graphql';
import { UsageTrendPointFields } from '../charts/UsageTrendChart.fragments';
import { BarChart } from '@/lib/charts/BarChart';
import { useDashboardT } from '@/i18n';
import { useDateFormatter } from '@/lib/useDateFormatter';
import { ServiceMetricsQuery } from '../operations';
import { bucketLabel, bucketTooltip } from '../ranges';
import { NO_FIGURE } from '../traffic';
import { useUnits } from '../units';

const RANGES: { value: TimeRange; label: string }[] = [
  { value: 'h24', label: '24h' },
  { value: 'd7', label: '7d' },
  { value: 'd30', label: '30d' },
];

/** Metered figures of one service for a range, with its request trend. */
export function ServiceMetricsTab({ serviceId }: { serviceId: string }) {
  const df = useDateFormatter();
  const { t } = useDashboardT();
  const { formatBytes, formatCount, formatGB, formatMs, formatPercent } = useUnits();
  const [range, setRange] = useState<TimeRange>('d7');
  const { data, loading, error, refetch } = useQuery(ServiceMetricsQuery, { variables: { serviceId, range } });
  const m = data?.serviceMetrics;
  const busy = loading && !m;
  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text fontSize="sm" color="fg.muted">
          {m?.lastActivityAt ? t('service.lastActivity', { time: df.dateTime(m.lastActivityAt) }) : busy ? '' : t('service.noActivity')}
        </Text>
        <SegmentedControl label={t('service.metricsRange')} options={RANGES} value={range} onChange={setRange} />
      </HStack>
      {error ? (
        <ErrorState error={error} onRetry={() => refetch()} />
      ) : (
        <>
          <SimpleGrid columns={{ base: 2, md: 3 }} gap="3">
            <StatCard loading={busy} label={t('service.storedNow')} value={m ? formatBytes(m.storedNowBytes) : ''} help={t('service.storedNowHelp')} />
            <StatCard loading={busy} label={t('service.egress')} value={m ? formatGB(m.egressGB) : ''} />
            <StatCard loading={busy} label={t('service.requests')} value={m ? formatCount(m.requests) : ''} />
            <StatCard loading={busy} label={t('service.errors')} value={m ? formatCount(m.errors) : ''} />
            {/* Latency and uptime measure requests: "—" when none was served in the range, never 0.00%. */}
            <StatCard loading={busy} label={t('service.avgLatency')} value={m ? (m.avgLatencyMs == null ? NO_FIGURE : formatMs(m.avgLatencyMs)) : ''} />
            <StatCard loading={busy} label={t('service.uptime')} value={m ? (m.uptimePercent == null ? NO_FIGURE : formatPercent(m.uptimePercent, 2)) : ''} />
          </SimpleGrid>
          {busy ? (
            <Skeleton h="200px" />
          ) : (
            <BarChart
              label={t('service.requestsChart')}
              height={200}
              data={getFragmentData(UsageTrendPointFields, m?.usageTrend ?? []).map((p) => ({ label: bucketLabel(p.at, range, df), value: p.requests, tooltip: t('service.requestsTooltip', { count: p.requests, at: bucketTooltip(p.at, range, df), n: formatCount(p.requests) }) }))}
              yFormat={formatCount}
            />
          )}
          <Text fontSize="xs" color="fg.muted">
            {t('charts.hourlyNote')}
          </Text>
        </>
      )}
    </Stack>
  );
}
