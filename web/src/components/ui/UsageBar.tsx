import { HStack, Progress, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface UsageBarProps {
  label: ReactNode;
  /** 0..100 (clamped). */
  percent: number;
  /** Right-hand text; defaults to the percentage. */
  valueText?: ReactNode;
  /** Under the bar, e.g. '41.2 GB of 50 GB'. */
  detail?: ReactNode;
  /** Colour by level: teal below 75, orange from 75, red from 90. */
  colorByLevel?: boolean;
}

/** A labelled progress bar (resource use, spend share, budget). */
export function UsageBar({ label, percent, valueText, detail, colorByLevel }: UsageBarProps) {
  const p = Math.max(0, Math.min(100, percent));
  const palette = colorByLevel ? (p >= 90 ? 'red' : p >= 75 ? 'orange' : 'teal') : 'teal';
  return (
    <Progress.Root value={p} size="sm" colorPalette={palette} aria-label={typeof label === 'string' ? label : undefined}>
      <HStack justify="space-between" mb="1.5" gap="2">
        <Progress.Label fontSize="sm" fontWeight="medium" minW="0" truncate>
          {label}
        </Progress.Label>
        <Text fontSize="sm" fontVariantNumeric="tabular-nums" color="fg.muted" flexShrink={0}>
          {valueText ?? `${p.toFixed(1)}%`}
        </Text>
      </HStack>
      <Progress.Track borderRadius="full">
        <Progress.Range />
      </Progress.Track>
      {detail && (
        <Text fontSize="xs" color="fg.muted" mt="1">
          {detail}
        </Text>
      )}
    </Progress.Root>
  );
}
