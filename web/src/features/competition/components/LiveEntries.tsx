import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { memo, useEffect, useId } from 'react';
import { formatNumber } from '@/lib/format';
import { useDateFormatter } from '@/lib/useDateFormatter';
import { formatCountdown, periodElapsed, useNow, type CountdownState } from '../countdown';
import { DRAW_LABEL } from '../entries';
import type { CompetitionQuery as CompetitionQueryResult } from '@/gql/graphql';
import { useCompetitionOverview } from '../useCompetitionOverview';
import { QueryError } from './QueryError';
import { useCompetitionT } from '../competitionText';

type Competition = CompetitionQueryResult['competition'];

/** Total entries in the current draw, the period's real progress and a live countdown to its draw. */
export function LiveEntries({ inverted = false }: { inverted?: boolean }) {
  const { data, error, refetch } = useCompetitionOverview();
  return <LiveEntriesBody c={data?.competition} error={!!error} refetch={refetch} inverted={inverted} />;
}

const LiveEntriesBody = memo(function LiveEntriesBody({ c, error, refetch, inverted }: { c: Competition | undefined; error: boolean; refetch: () => unknown; inverted: boolean }) {
  const ct = useCompetitionT();
  // The progress bar moves by 0.1 % of a period (86 s of a daily one): a minute's clock is
  // enough here. The countdown keeps its own clock, so its ticks re-render only its three lines.
  const now = useNow(60_000);
  const labelId = useId();
  const muted = inverted ? 'whiteAlpha.800' : 'fg.muted';
  if (error) return <QueryError what={ct('what_live')} onRetry={() => refetch()} />;
  // Until the figures arrive (and in the pre-rendered page) every line is there with a stand-in
  // of the same height, so nothing moves when they fill in.
  const progress = !c ? 0 : c.nextDrawAt ? periodElapsed(c.periodStart, c.nextDrawAt, now, c.periodProgress) : c.periodProgress;
  const pct = Math.round(progress * 1000) / 10;
  return (
    <Stack gap="5" data-testid="live-entries" aria-busy={!c}>
      <HStack justify="space-between" align="flex-end" wrap="wrap" gap="4">
        <Stack gap="0">
          <Text fontSize="sm" color={muted}>
            {ct('entriesPool')}
          </Text>
          <Text fontSize="4xl" fontWeight="bold" lineHeight="1.1" data-testid={c ? 'total-entries' : undefined}>
            {c ? formatNumber(c.totalEntries) : '—'}
          </Text>
          <Text fontSize="sm" color={muted}>
            {c ? ct('fromCustomers', { count: c.participantCount }) : '\u00a0'}
          </Text>
        </Stack>
        <Stack gap="0" textAlign={{ base: 'left', sm: 'right' }}>
          <DrawCountdown competition={c} muted={muted} onDrawn={refetch} />
        </Stack>
      </HStack>
      <Box>
        {/* A plain progress bar rather than Chakra's Progress: its machine creates an Intl number
            formatter for the value text, and a page's first one costs ~70 ms on a phone. */}
        <HStack justify="space-between" mb="1.5" fontSize="sm">
          <Text id={labelId} color={muted}>
            {!c ? '\u00a0' : c.promotion ? ct('period', { name: c.promotion.name, key: c.promotion.currentPeriodKey ?? '' }) : ct('noPeriod')}
          </Text>
          <Text fontWeight="medium" lineHeight="1">
            {c ? `${pct}%` : '\u00a0'}
          </Text>
        </HStack>
        <Box
          role="progressbar"
          aria-label={ct('periodElapsed')}
          aria-describedby={labelId}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={c ? pct : undefined}
          h="2.5"
          overflow="hidden"
          shadow="inset"
          bg={inverted ? 'whiteAlpha.300' : 'bg.muted'}
        >
          <Box h="full" w={`${pct}%`} bg={inverted ? 'orange.solid' : 'teal.solid'} transitionProperty="width" transitionDuration="slow" />
        </Box>
      </Box>
    </Stack>
  );
});

/** The countdown's heading, timer and time of the draw: the only lines that change every second. */
function DrawCountdown({ competition: c, muted, onDrawn }: { competition: Competition | undefined; muted: string; onDrawn: () => unknown }) {
  const ct = useCompetitionT();
  const df = useDateFormatter();
  const now = useNow(1000);
  const nextDrawAt = c?.nextDrawAt;
  const countdown = c ? formatCountdown(c.nextDrawAt, now) : null;
  const drawn = !!nextDrawAt && !!countdown?.done;
  // Once the draw time passes, load the result and the next period once (no polling).
  useEffect(() => {
    if (!drawn) return;
    const id = window.setTimeout(() => void onDrawn(), 10_000);
    return () => window.clearTimeout(id);
  }, [drawn, nextDrawAt, onDrawn]);
  // The countdown's words (countdown.ts says them in English) in the page's language.
  const heading = (drawType: string | undefined, state: CountdownState) => {
    const label = drawType === 'daily' || drawType === 'weekly' || drawType === 'monthly' ? ct(`drawLabel_${drawType}`) : drawType ? DRAW_LABEL[drawType] : undefined;
    if (state === 'counting') return ct('drawIn', { draw: label ?? ct('nextDraw') });
    return state === 'completed' ? (label ?? ct('latestDraw')) : ct('nextDraw');
  };
  const when = (at: string | null | undefined, state: CountdownState) => {
    if (!at || state === 'unscheduled') return '\u00a0';
    return state === 'completed' ? ct('drawnAt', { time: df.dateTimeZone(at) }) : ct('whenEat', { time: df.dateTimeZone(at) });
  };
  return (
    <>
      <Text fontSize="sm" color={muted} data-testid="draw-countdown-heading">
        {countdown ? heading(c?.promotion?.drawType, countdown.state) : ct('nextDraw')}
      </Text>
      {countdown ? (
        <Text as="span" role="timer" fontFamily={countdown.state === 'counting' ? 'mono' : undefined} fontSize="3xl" fontWeight="semibold" data-testid="draw-countdown" data-done={countdown.done || undefined} data-state={countdown.state}>
          {countdown.state === 'counting' ? countdown.text : countdown.state === 'completed' ? ct('drawCompleted') : ct('notScheduled')}
        </Text>
      ) : (
        <Text as="span" fontFamily="mono" fontSize="3xl" fontWeight="semibold" color={muted}>
          -d --:--:--
        </Text>
      )}
      <Text fontSize="xs" color={muted}>
        {countdown ? when(c?.nextDrawAt, countdown.state) : '\u00a0'}
      </Text>
    </>
  );
}
