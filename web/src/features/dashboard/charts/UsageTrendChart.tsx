import { Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { SegmentedControl } from '@/components/ui/SegmentedControl';
import { getFragmentData, type FragmentType } from '@/gql';
import type { TimeRange, UsageTrendPointFieldsFragment } from '@/gql/graphql';
import { UsageTrendPointFields } from './UsageTrendChart.fragments';
import { BarChart } from '@/lib/charts/BarChart';
import { useDashboardT } from '@/i18n';
import { chartColors } from '@/lib/charts/chartTheme';
import { useDateFormatter } from '@/lib/useDateFormatter';
import { bucketLabel, bucketTooltip } from '../ranges';
import { useUnits } from '../units';

type Metric = 'requests' | 'egress' | 'stored';
const METRICS: Metric[] = ['requests', 'egress', 'stored'];

export type UsagePointLike = UsageTrendPointFieldsFragment;

/** Metered usage per time bucket as bars: requests, egress or stored data. */
export function UsageTrendChart({ points: refs, range, loading }: { points: FragmentType<typeof UsageTrendPointFields>[]; range: TimeRange; loading?: boolean }) {
  const points = getFragmentData(UsageTrendPointFields, refs);
  const { t } = useDashboardT();
  const { formatCount, formatGB } = useUnits();
  const df = useDateFormatter();
  const [metric, setMetric] = useState<Metric>('requests');
  const pick = metric === 'requests' ? (p: UsagePointLike) => p.requests : metric === 'egress' ? (p: UsagePointLike) => p.egressGB : (p: UsagePointLike) => p.storedGB;
  const fmt = metric === 'requests' ? formatCount : formatGB;
  const noun = t(`charts.noun_${metric}`);
  return (
    <Stack gap="3">
      <SegmentedControl label={t('charts.usageMetric')} options={METRICS.map((m) => ({ value: m, label: t(`charts.${m}`) }))} value={metric} onChange={setMetric} />
      <BarChart
        label={t('charts.perPeriod', { metric: t(`charts.${metric}`) })}
        data={points.map((p) => ({ label: bucketLabel(p.at, range, df), value: pick(p), tooltip: `${bucketTooltip(p.at, range, df)}: ${fmt(pick(p))} ${noun}` }))}
        yFormat={fmt}
        color={metric === 'requests' ? chartColors.primary : metric === 'egress' ? chartColors.secondary : chartColors.tertiary}
        loading={loading}
        emptyDescription={t('charts.usageEmpty')}
      />
      <Text fontSize="xs" color="fg.muted">
        {t('charts.hourlyNote')}
      </Text>
    </Stack>
  );
}
