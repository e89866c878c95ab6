import { Box } from '@chakra-ui/react';
import { VictoryArea, VictoryAxis, VictoryChart, VictoryGroup, VictoryLine, VictoryScatter, VictoryTooltip, VictoryVoronoiContainer } from 'victory';
import { ChartBox } from './ChartBox';
import { axisStyle, chartColors, compactNumber, dependentAxisStyle, tickIndexes, tooltipStyle } from './chartTheme';
import { useElementWidth } from './useElementWidth';

export interface LinePoint {
  /** X-axis label (short). */
  label: string;
  value: number;
  /** Tooltip heading (e.g. the full date); defaults to label. */
  tooltip?: string;
}

export interface LineChartProps {
  points: LinePoint[];
  /** Accessible description, e.g. 'Average latency in milliseconds'. */
  label: string;
  /** Series name for tooltips, e.g. 'Latency'. */
  seriesName: string;
  height?: number;
  color?: string;
  yFormat?: (n: number) => string;
  /** Fixed y domain, e.g. [95, 100] for uptime. */
  yDomain?: [number, number];
  loading?: boolean;
  emptyTitle?: string;
  emptyDescription?: string;
}

/** One series as a line over a soft area with a hover tooltip; empty when there are no points. */
export function LineChart({ points, label, seriesName, height = 240, color = chartColors.secondary, yFormat = compactNumber, yDomain, loading, emptyTitle, emptyDescription }: LineChartProps) {
  const { ref, width } = useElementWidth<HTMLDivElement>();
  const empty = points.length === 0;
  const ticks = tickIndexes(points.length, width, undefined, points.map((p) => p.label));
  const data = points.map((p, i) => ({ x: i, y: p.value }));
  const tooltip = (i: number) => {
    const p = points[i];
    return p ? `${p.tooltip ?? p.label}\n${seriesName}: ${yFormat(p.value)}` : '';
  };
  return (
    <Box ref={ref} w="full">
      <ChartBox points={points.length} height={height} loading={loading} empty={empty} label={label} emptyTitle={emptyTitle} emptyDescription={emptyDescription}>
        <VictoryChart
          width={width}
          height={height}
          padding={{ top: 16, bottom: 36, left: 52, right: 36 }}
          domain={yDomain ? { y: yDomain } : undefined}
          containerComponent={<VictoryVoronoiContainer voronoiDimension="x" voronoiBlacklist={['area']} labels={({ datum }: { datum: { x: number } }) => tooltip(datum.x)} labelComponent={<VictoryTooltip {...tooltipStyle} />} />}
        >
          <VictoryAxis crossAxis={false} tickValues={ticks} tickFormat={(i: number) => points[i]?.label ?? ''} style={axisStyle} />
          <VictoryAxis dependentAxis crossAxis={false} tickFormat={(n: number) => yFormat(n)} style={dependentAxisStyle} />
          <VictoryGroup data={data}>
            <VictoryArea name="area" style={{ data: { fill: color, fillOpacity: 0.12, stroke: 'transparent' } }} />
            <VictoryLine style={{ data: { stroke: color, strokeWidth: 2 } }} />
            {/* A single point draws no line: show it as a dot. */}
            {points.length === 1 ? <VictoryScatter size={5} style={{ data: { fill: color } }} /> : null}
          </VictoryGroup>
        </VictoryChart>
      </ChartBox>
    </Box>
  );
}

export { chartColors };
