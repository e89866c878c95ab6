import { Box, Card, HStack, Skeleton, Stat, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { changeView } from './changeView';
import { useUiLabels } from './uiLabels';

export interface StatCardProps {
  label: ReactNode;
  /** The figure, already formatted. */
  value: ReactNode;
  /**
   * Percent change versus the previous period. A number shows an up/down indicator with one
   * decimal; null shows `noChangeText`; undefined shows nothing.
   */
  change?: number | null;
  /** Text after the change, e.g. 'vs previous 7 days'. */
  changeLabel?: ReactNode;
  /** Shown when change is null. */
  noChangeText?: string;
  /** The figure in the previous period and how to write a difference of it ('+16K'): past ±999 % the card shows that instead. */
  previous?: number | null;
  numericValue?: number | null;
  formatDelta?: (n: number) => string;
  /** Shown for something new (nothing before): 'New'. */
  newText?: string;
  /** When a rise is bad (costs, errors, latency) the colours are inverted. */
  increaseIsBad?: boolean;
  /** A small line under the value when there is no change to show. */
  help?: ReactNode;
  /** An icon shown top-right. */
  icon?: ReactNode;
  loading?: boolean;
  /** Font size of the value; text values (names, dates) read better smaller. Default '2xl'. */
  valueSize?: 'lg' | 'xl' | '2xl';
}

/** One headline figure on a card, optionally with its change versus the previous period. */
export function StatCard({ label, value, change, changeLabel, noChangeText, previous, numericValue, formatDelta, newText, increaseIsBad, help, icon, loading, valueSize = '2xl' }: StatCardProps) {
  const labels = useUiLabels();
  const view = changeView({ change, value: numericValue, previous, format: formatDelta });
  const direction = view.kind === 'percent' || view.kind === 'absolute' ? view.direction : view.kind === 'new' ? 'up' : 'flat';
  const good = direction === 'flat' ? undefined : (direction === 'up') !== !!increaseIsBad;
  return (
    <Card.Root size="sm" variant="outline" bg="bg" h="full" role="group" aria-label={typeof label === 'string' ? label : undefined}>
      <Card.Body>
        <Stat.Root>
          <HStack justify="space-between" align="flex-start" gap="2">
            <Stat.Label color="fg.muted" fontWeight="medium">
              {label}
            </Stat.Label>
            {icon && (
              <Box color="teal.600" flexShrink={0} aria-hidden="true">
                {icon}
              </Box>
            )}
          </HStack>
          {loading ? (
            <Skeleton h="8" w="24" my="1" />
          ) : (
            <Stat.ValueText fontSize={{ base: valueSize === 'lg' ? 'md' : 'lg', md: valueSize }} fontWeight="semibold" fontVariantNumeric="tabular-nums" overflowWrap="anywhere">
              {value}
            </Stat.ValueText>
          )}
          {!loading && view.kind !== 'none' && (
            <Stat.HelpText fontSize="xs" color="fg.muted" display="flex" gap="1" alignItems="center" flexWrap="wrap" data-testid="stat-change">
              {view.kind === 'noPrevious' ? (
                <Text as="span">{noChangeText ?? labels.noPreviousData}</Text>
              ) : (
                <>
                  <Text as="span" fontWeight="semibold" color={good === undefined ? 'fg.muted' : good ? 'green.600' : 'red.600'}>
                    {direction === 'up' ? '▲ ' : direction === 'down' ? '▼ ' : ''}
                    {view.kind === 'new' ? (newText ?? labels.newValue) : view.text}
                  </Text>
                  {changeLabel && view.kind !== 'new' && <Text as="span">{changeLabel}</Text>}
                </>
              )}
            </Stat.HelpText>
          )}
          {!loading && help && (
            <Stat.HelpText fontSize="xs" color="fg.muted">
              {help}
            </Stat.HelpText>
          )}
        </Stat.Root>
      </Card.Body>
    </Card.Root>
  );
}
