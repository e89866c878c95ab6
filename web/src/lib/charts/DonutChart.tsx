import { Box, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { VictoryPie } from 'victory';
import { ChartBox } from './ChartBox';
import { seriesPalette } from './chartTheme';

export interface DonutSlice {
  label: string;
  value: number;
  /** Text on the legend's right, e.g. '45.0% · 120 GB'. */
  detail: string;
}

export interface DonutChartProps {
  slices: DonutSlice[];
  label: string;
  size?: number;
  loading?: boolean;
  emptyTitle?: string;
  emptyDescription?: string;
}

/** A donut with its legend below (cards holding it are often narrow); empty when every slice is 0. */
export function DonutChart({ slices, label, size = 180, loading, emptyTitle, emptyDescription }: DonutChartProps) {
  const empty = slices.length === 0 || slices.every((s) => !s.value);
  return (
    <ChartBox points={slices.length} height={size} loading={loading} empty={empty} label={label} emptyTitle={emptyTitle} emptyDescription={emptyDescription}>
      <Flex direction="column" align="center" gap="5">
        <Box w={`${size}px`} h={`${size}px`} flexShrink={0}>
          <VictoryPie
            width={size}
            height={size}
            padding={4}
            innerRadius={size * 0.3}
            padAngle={1.5}
            labels={() => null}
            colorScale={seriesPalette}
            data={slices.map((s) => ({ x: s.label, y: s.value }))}
          />
        </Box>
        <Stack gap="2.5" flex="1" w="full" minW="0">
          {slices.map((s, i) => (
            <HStack key={s.label} justify="space-between" gap="3" fontSize="sm">
              <HStack gap="2" minW="0" flex="1">
                <Box w="2.5" h="2.5" borderRadius="full" flexShrink={0} style={{ background: seriesPalette[i % seriesPalette.length] }} />
                <Text truncate flex="1" minW="0">
                  {s.label}
                </Text>
              </HStack>
              <Text color="fg.muted" fontVariantNumeric="tabular-nums" flexShrink={0}>
                {s.detail}
              </Text>
            </HStack>
          ))}
        </Stack>
      </Flex>
    </ChartBox>
  );
}
