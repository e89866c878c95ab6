import { Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { SegmentedControl } from '@/components/ui/SegmentedControl';
import type { TimeRange } from '@/gql/graphql';
import { BarChart } from '@/lib/charts/BarChart';
import { chartColors } from '@/lib/charts/chartTheme';
import { bucketLabel, bucketTooltip } from '../ranges';
import { formatCount, formatGB } from '../units';

type Metric = 'requests' | 'egress' | 'stored';
const METRICS: { value: Metric; label: string }[] = [
  { value: 'requests', label: 'Requests' },
  { value: 'egress', label: 'Egress' },
  { value: 'stored', label: 'Stored' },
];

export interface UsagePointLike {
  at: string;
  storedGB: number;
  egressGB: number;
  requests: number;
}

/** Metered usage per time bucket as bars: requests, egress or stored data. */
export function UsageTrendChart({ points, range, loading }: { points: UsagePointLike[]; range: TimeRange; loading?: boolean }) {
  const [metric, setMetric] = useState<Metric>('requests');
  const pick = metric === 'requests' ? (p: UsagePointLike) => p.requests : metric === 'egress' ? (p: UsagePointLike) => p.egressGB : (p: UsagePointLike) => p.storedGB;
  const fmt = metric === 'requests' ? formatCount : formatGB;
  const noun = metric === 'requests' ? 'requests' : metric === 'egress' ? 'egress' : 'stored';
  return (
    <Stack gap="3">
      <SegmentedControl label="Usage metric" options={METRICS} value={metric} onChange={setMetric} />
      <BarChart
        label={`${METRICS.find((m) => m.value === metric)!.label} per period over the selected range`}
        data={points.map((p) => ({ label: bucketLabel(p.at, range), value: pick(p), tooltip: `${bucketTooltip(p.at, range)}: ${fmt(pick(p))} ${noun}` }))}
        yFormat={fmt}
        color={metric === 'requests' ? chartColors.primary : metric === 'egress' ? chartColors.secondary : chartColors.tertiary}
        loading={loading}
        emptyDescription="Usage appears here once your services store data or serve requests."
      />
    </Stack>
  );
}
