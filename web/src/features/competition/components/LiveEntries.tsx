import { Box, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useDateFormatter } from '@/lib/useDateFormatter';
import { countdownHeading, countdownWhen, formatCountdown, periodElapsed, useNow } from '../countdown';
import { DRAW_LABEL } from '../entries';
import { CompetitionQuery } from '../operations';
import { QueryError } from './QueryError';
import { formatNumber } from '@/lib/format';

/** Total entries in the current draw, the period's real progress and a live countdown to its draw. */
export function LiveEntries({ inverted = false }: { inverted?: boolean }) {
  const df = useDateFormatter();
  const { data, error, refetch } = useQuery(CompetitionQuery);
  const now = useNow(1000);
  const muted = inverted ? 'whiteAlpha.800' : 'fg.muted';
  const nextDrawAt = data?.competition.nextDrawAt;
  const drawn = !!nextDrawAt && formatCountdown(nextDrawAt, now).done;
  // Once the draw time passes, load the result and the next period once (no polling).
  useEffect(() => {
    if (!drawn) return;
    const id = window.setTimeout(() => void refetch(), 10_000);
    return () => window.clearTimeout(id);
  }, [drawn, nextDrawAt, refetch]);
  if (error) return <QueryError what="the live competition" onRetry={() => refetch()} />;
  // Until the figures arrive (and in the pre-rendered page) every line is there with a stand-in
  // of the same height, so nothing moves when they fill in.
  const c = data?.competition;
  const countdown = c ? formatCountdown(c.nextDrawAt, now) : null;
  const progress = !c ? 0 : c.nextDrawAt ? periodElapsed(c.periodStart, c.nextDrawAt, now, c.periodProgress) : c.periodProgress;
  const pct = Math.round(progress * 1000) / 10;
  return (
    <Stack gap="5" data-testid="live-entries" aria-busy={!c}>
      <HStack justify="space-between" align="flex-end" wrap="wrap" gap="4">
        <Stack gap="0">
          <Text fontSize="sm" color={muted}>
            Current entries pool
          </Text>
          <Text fontSize="4xl" fontWeight="bold" lineHeight="1.1" data-testid={c ? 'total-entries' : undefined}>
            {c ? formatNumber(c.totalEntries) : '—'}
          </Text>
          <Text fontSize="sm" color={muted}>
            {c ? `from ${formatNumber(c.participantCount)} ${c.participantCount === 1 ? 'customer' : 'customers'}` : '\u00a0'}
          </Text>
        </Stack>
        <Stack gap="0" textAlign={{ base: 'left', sm: 'right' }}>
          <Text fontSize="sm" color={muted} data-testid="draw-countdown-heading">
            {countdown ? countdownHeading(c?.promotion ? DRAW_LABEL[c.promotion.drawType] : undefined, countdown.state) : 'Next draw'}
          </Text>
          {countdown ? (
            <Text as="span" role="timer" fontFamily={countdown.state === 'counting' ? 'mono' : undefined} fontSize="3xl" fontWeight="semibold" data-testid="draw-countdown" data-done={countdown.done || undefined} data-state={countdown.state}>
              {countdown.text}
            </Text>
          ) : (
            <Text as="span" fontFamily="mono" fontSize="3xl" fontWeight="semibold" color={muted}>
              -d --:--:--
            </Text>
          )}
          <Text fontSize="xs" color={muted}>
            {countdown ? countdownWhen(c?.nextDrawAt, countdown.state, (iso) => df.dateTime(iso)) : '\u00a0'}
          </Text>
        </Stack>
      </HStack>
      <Box>
        <Progress.Root value={pct} max={100} size="md" colorPalette={inverted ? 'orange' : 'teal'} aria-label="Draw period elapsed">
          <HStack justify="space-between" mb="1.5">
            <Progress.Label fontSize="sm" color={muted} fontWeight="normal">
              {!c ? '\u00a0' : c.promotion ? `${c.promotion.name}: period ${c.promotion.currentPeriodKey ?? ''}` : 'No active draw period'}
            </Progress.Label>
            <Progress.ValueText fontSize="sm">{c ? `${pct}%` : '\u00a0'}</Progress.ValueText>
          </HStack>
          <Progress.Track bg={inverted ? 'whiteAlpha.300' : undefined}>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      </Box>
    </Stack>
  );
}
