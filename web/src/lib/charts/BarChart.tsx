import { Box } from '@chakra-ui/react';
import { VictoryAxis, VictoryBar, VictoryChart, VictoryTooltip } from 'victory';
import { ChartBox } from './ChartBox';
import { axisStyle, chartColors, compactNumber, dependentAxisStyle, tickIndexes, tooltipStyle } from './chartTheme';
import { useElementWidth } from './useElementWidth';

export interface BarDatum {
  /** X-axis label (a time bucket or a month). */
  label: string;
  value: number;
  /** Tooltip text; defaults to label and value. */
  tooltip?: string;
}

export interface BarChartProps {
  data: BarDatum[];
  /** Accessible description, e.g. 'API requests per hour'. */
  label: string;
  height?: number;
  color?: string;
  yFormat?: (n: number) => string;
  loading?: boolean;
  emptyTitle?: string;
  emptyDescription?: string;
}

/** Vertical bars over categories or time buckets; shows the empty state when every value is 0. */
export function BarChart({ data, label, height = 240, color = chartColors.primary, yFormat = compactNumber, loading, emptyTitle, emptyDescription }: BarChartProps) {
  const { ref, width } = useElementWidth<HTMLDivElement>();
  const empty = data.length === 0 || data.every((d) => !d.value);
  const ticks = tickIndexes(data.length, width, undefined, data.map((d) => d.label));
  // Bars sit at x = 1..n in a domain of [0.3, n + 0.7], so x = 0 (where the y axis would cross) is off the chart.
  const barWidth = Math.max(2, Math.min(36, ((width - 70) / Math.max(1, data.length + 0.4)) * 0.65));
  return (
    <Box ref={ref} w="full">
      <ChartBox points={data.length} height={height} loading={loading} empty={empty} label={label} emptyTitle={emptyTitle} emptyDescription={emptyDescription}>
        <VictoryChart width={width} height={height} padding={{ top: 16, bottom: 36, left: 52, right: 16 }} domain={{ x: [0.3, data.length + 0.7] }} domainPadding={{ y: [0, 8] }}>
          <VictoryAxis crossAxis={false} tickValues={ticks.map((i) => i + 1)} tickFormat={(x: number) => data[x - 1]?.label ?? ''} style={axisStyle} />
          <VictoryAxis dependentAxis crossAxis={false} tickFormat={(n: number) => yFormat(n)} style={dependentAxisStyle} />
          <VictoryBar
            data={data.map((d, i) => ({ x: i + 1, y: d.value, label: d.tooltip ?? `${d.label}: ${yFormat(d.value)}` }))}
            barWidth={barWidth}
            cornerRadius={{ top: Math.min(4, barWidth / 2) }}
            style={{ data: { fill: color } }}
            labelComponent={<VictoryTooltip {...tooltipStyle} />}
          />
        </VictoryChart>
      </ChartBox>
    </Box>
  );
}
