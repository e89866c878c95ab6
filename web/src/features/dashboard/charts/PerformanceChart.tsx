import { Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { SegmentedControl } from '@/components/ui/SegmentedControl';
import { getFragmentData, type FragmentType } from '@/gql';
import type { PerformancePointFieldsFragment, TimeRange } from '@/gql/graphql';
import { PerformancePointFields } from './PerformanceChart.fragments';
import { useDashboardT, type DashboardKey } from '@/i18n';
import { chartColors } from '@/lib/charts/chartTheme';
import { LineChart } from '@/lib/charts/LineChart';
import { useDateFormatter } from '@/lib/useDateFormatter';
import { bucketLabel, bucketTooltip } from '../ranges';
import { useUnits } from '../units';

type Metric = 'latency' | 'errors' | 'uptime';
const METRICS: { value: Metric; key: DashboardKey }[] = [
  { value: 'latency', key: 'charts.latency' },
  { value: 'errors', key: 'charts.errorRate' },
  { value: 'uptime', key: 'charts.uptime' },
];

export type PerformancePointLike = PerformancePointFieldsFragment;

/** Latency, error rate or uptime over the range, one at a time (they have different units). */
export function PerformanceChart({ points: refs, range, loading, height = 240 }: { points: FragmentType<typeof PerformancePointFields>[]; range: TimeRange; loading?: boolean; height?: number }) {
  const points = getFragmentData(PerformancePointFields, refs);
  const { t } = useDashboardT();
  const { formatMs, formatPercent } = useUnits();
  const df = useDateFormatter();
  const [metric, setMetric] = useState<Metric>('latency');
  // No latency anywhere means no request was served: say so rather than draw a flat line.
  const served = points.some((p) => p.latencyMs > 0);
  const series =
    metric === 'latency'
      ? { seriesName: t('charts.latency'), color: chartColors.secondary, yFormat: formatMs, value: (p: PerformancePointLike) => p.latencyMs, yDomain: undefined }
      : metric === 'errors'
        ? { seriesName: t('charts.errorRate'), color: chartColors.danger, yFormat: (n: number) => formatPercent(n, 2), value: (p: PerformancePointLike) => p.errorRatePercent, yDomain: undefined }
        : {
            seriesName: t('charts.uptime'),
            color: chartColors.primary,
            yFormat: (n: number) => formatPercent(n, 2),
            value: (p: PerformancePointLike) => p.uptimePercent,
            yDomain: [Math.max(0, Math.floor(Math.min(100, ...points.map((p) => p.uptimePercent)) - 0.5)), 100] as [number, number],
          };
  // One measured period of a range of many draws no line, only a lone axis label: say what was
  // measured instead. (The 1h range is one period by design: LineChart draws its point.)
  const lone = served && points.length === 1 && range !== 'h1' ? points[0]! : null;
  return (
    <Stack gap="3">
      <SegmentedControl label={t('charts.performanceMetric')} options={METRICS.map((m) => ({ value: m.value, label: t(m.key) }))} value={metric} onChange={setMetric} />
      <LineChart
        label={t('charts.overRange', { series: series.seriesName })}
        seriesName={series.seriesName}
        points={(served && !lone ? points : []).map((p) => ({ label: bucketLabel(p.at, range, df), tooltip: bucketTooltip(p.at, range, df), value: series.value(p) }))}
        color={series.color}
        yFormat={series.yFormat}
        yDomain={series.yDomain}
        loading={loading}
        height={height}
        emptyTitle={lone ? t('charts.notEnoughTitle') : undefined}
        emptyDescription={lone ? t('charts.performanceOnePoint', { at: bucketTooltip(lone.at, range, df), value: series.yFormat(series.value(lone)) }) : t('charts.performanceEmpty')}
      />
      <Text fontSize="xs" color="fg.muted">
        {t('charts.hourlyNote')}
      </Text>
    </Stack>
  );
}
