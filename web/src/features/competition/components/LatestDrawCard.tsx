import { Box, Link, Stack, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { formatNumber } from '@/lib/format';
import { useDateFormatter } from '@/lib/useDateFormatter';
import en from '@/features/competition/i18n/en/promotions';
import { useMessages } from '@/i18n/public/messages';
import type { CompetitionQuery as CompetitionQueryResult } from '@/gql/graphql';
import { useCompetitionOverview } from '../useCompetitionOverview';

const short = (h: string) => (h.length > 20 ? `${h.slice(0, 10)}…${h.slice(-8)}` : h);

/** The most recent draw written out as its arithmetic, so visitors see the method with real numbers. */
export function LatestDrawCard() {
  const { data } = useCompetitionOverview();
  const w = data?.competition.lastWinners[0];
  return w ? <LatestDraw w={w} /> : null;
}

const LatestDraw = memo(function LatestDraw({ w }: { w: CompetitionQueryResult['competition']['lastWinners'][number] }) {
  const df = useDateFormatter();
  const m = useMessages('promotions', en);
  return (
    <Box bg="blackAlpha.500" borderWidth="1px" borderColor="whiteAlpha.300" borderRadius="xl" p="5" fontFamily="mono" fontSize="sm" color="whiteAlpha.900" backdropFilter="blur(4px)" data-testid="latest-draw">
      <Text fontFamily="body" fontSize="xs" textTransform="uppercase" letterSpacing="wider" color="teal.200" mb="3">
        {m.latestDraw} · {w.promotionName} · {df.date(w.winDate)}
      </Text>
      <Stack gap="1.5">
        <Text>
          <Text as="span" color="orange.300">
            SHA-256
          </Text>
          ("{w.promotionId}:{short(w.btcBlockHash)}:{w.drawTimestamp}")
        </Text>
        <Text>= {short(w.generatedHash)}</Text>
        <Text>
          mod {formatNumber(w.totalEntries)} = <b>{w.winnerEntryIndex}</b>
        </Text>
        <Text>
          →{' '}
          <Text as="span" color="teal.200" fontWeight="bold">
            {w.displayName}
          </Text>{' '}
          {m.wins} {w.prizeText}
        </Text>
      </Stack>
      <Link href="#verify" fontFamily="body" fontSize="sm" color="orange.200" mt="4" display="inline-block">
        {m.checkResult}
      </Link>
    </Box>
  );
});
