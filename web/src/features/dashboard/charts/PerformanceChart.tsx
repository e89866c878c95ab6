import { Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { SegmentedControl } from '@/components/ui/SegmentedControl';
import type { TimeRange } from '@/gql/graphql';
import { chartColors } from '@/lib/charts/chartTheme';
import { LineChart } from '@/lib/charts/LineChart';
import { bucketLabel, bucketTooltip } from '../ranges';
import { formatMs, formatPercent } from '../units';

type Metric = 'latency' | 'errors' | 'uptime';
const METRICS: { value: Metric; label: string }[] = [
  { value: 'latency', label: 'Latency' },
  { value: 'errors', label: 'Error rate' },
  { value: 'uptime', label: 'Uptime' },
];

export interface PerformancePointLike {
  at: string;
  latencyMs: number;
  errorRatePercent: number;
  uptimePercent: number;
}

/** Latency, error rate or uptime over the range, one at a time (they have different units). */
export function PerformanceChart({ points, range, loading, height = 240 }: { points: PerformancePointLike[]; range: TimeRange; loading?: boolean; height?: number }) {
  const [metric, setMetric] = useState<Metric>('latency');
  // No latency anywhere means no request was served: say so rather than draw a flat line.
  const served = points.some((p) => p.latencyMs > 0);
  const series =
    metric === 'latency'
      ? { seriesName: 'Latency', color: chartColors.secondary, yFormat: formatMs, value: (p: PerformancePointLike) => p.latencyMs, yDomain: undefined }
      : metric === 'errors'
        ? { seriesName: 'Error rate', color: chartColors.danger, yFormat: (n: number) => formatPercent(n, 2), value: (p: PerformancePointLike) => p.errorRatePercent, yDomain: undefined }
        : {
            seriesName: 'Uptime',
            color: chartColors.primary,
            yFormat: (n: number) => formatPercent(n, 2),
            value: (p: PerformancePointLike) => p.uptimePercent,
            yDomain: [Math.max(0, Math.floor(Math.min(100, ...points.map((p) => p.uptimePercent)) - 0.5)), 100] as [number, number],
          };
  return (
    <Stack gap="3">
      <SegmentedControl label="Performance metric" options={METRICS} value={metric} onChange={setMetric} />
      <LineChart
        label={`${series.seriesName} over the selected range`}
        seriesName={series.seriesName}
        points={(served ? points : []).map((p) => ({ label: bucketLabel(p.at, range), tooltip: bucketTooltip(p.at, range), value: series.value(p) }))}
        color={series.color}
        yFormat={series.yFormat}
        yDomain={series.yDomain}
        loading={loading}
        height={height}
        emptyDescription="Performance figures appear once your services handle requests."
      />
    </Stack>
  );
}
