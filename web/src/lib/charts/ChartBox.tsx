import { Box, Skeleton } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/EmptyState';
import { useUiLabels } from '@/components/ui/uiLabels';

export interface ChartBoxProps {
  height: number;
  loading?: boolean;
  /** True when there is nothing to draw: the empty text is shown instead. */
  empty: boolean;
  emptyTitle?: string;
  emptyDescription?: string;
  /** Accessible description of the chart. */
  label: string;
  /** Number of data points drawn (exposed as data-points for tests and tooling). */
  points?: number;
  children: ReactNode;
}

/** The frame around a chart: loading skeleton, honest empty state, or the chart as an image with a label. */
export function ChartBox({ height, loading, empty, emptyTitle, emptyDescription, label, points, children }: ChartBoxProps) {
  const labels = useUiLabels();
  if (loading) return <Skeleton h={`${height}px`} w="full" borderRadius="md" />;
  if (empty)
    return (
      <Box minH={`${height}px`} display="flex" alignItems="center" justifyContent="center" borderWidth="1px" borderStyle="dashed" borderRadius="md" data-testid="chart-empty">
        <EmptyState size="sm" title={emptyTitle ?? labels.noUsage} description={emptyDescription} />
      </Box>
    );
  return (
    <Box role="img" aria-label={label} data-testid="chart" data-points={points} w="full" minW="0">
      {children}
    </Box>
  );
}
