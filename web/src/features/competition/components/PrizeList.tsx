import { Badge, Box, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { memo, useDeferredValue } from 'react';
import { formatKsh, formatNumber } from '@/lib/format';
import { useDateFormatter } from '@/lib/useDateFormatter';
import { DRAW_FREQUENCY, MAX_ENTRIES_PER_PERIOD } from '../entries';
import { useActivePromotions } from '../useActivePromotions';
import { LineIcon } from './icons';
import { QueryError } from './QueryError';
import { useCompetitionT } from '../competitionText';

const isDrawType = (t: string): t is 'daily' | 'weekly' | 'monthly' => t === 'daily' || t === 'weekly' || t === 'monthly';
const palette: Record<string, string> = { daily: 'teal', weekly: 'blue', monthly: 'purple' };

const THREE_UP = { base: 1, md: 3 };
const USUAL_DRAWS = ['daily', 'weekly', 'monthly'] as const;

/** Prizes of every active promotion (the prize pool), straight from the API. */
export function PrizeList({ columns = THREE_UP, detailed = false }: { columns?: Record<string, number>; detailed?: boolean }) {
  const { promotions, error, refetch } = useActivePromotions();
  // Deferred: the answer renders in a pass that yields to the browser (useCompetitionOverview.ts). The
  // first render is the skeleton even when Apollo already holds the answer: /promotions hydrates
  // this section late (LazyHydrate), and its pre-rendered HTML has no answer.
  const promos = useDeferredValue(promotions ?? null, null) ?? undefined;
  return <PrizeListBody promos={promos} failed={!!error && !promos} refetch={refetch} columns={columns} detailed={detailed} />;
}

type Promotion = NonNullable<ReturnType<typeof useActivePromotions>['promotions']>[number];

// The retry callback is new on every render: it is not compared (it always retries the current queries).
const PrizeListBody = memo(
  function PrizeListBody({ promos, failed: error, refetch, columns, detailed }: { promos: readonly Promotion[] | undefined; failed: boolean; refetch: () => void; columns: Record<string, number>; detailed: boolean }) {
    const df = useDateFormatter();
    const ct = useCompetitionT();
    if (error) return <QueryError what={ct('what_prizes')} onRetry={refetch} />;
    // Placeholders the size of the cards (one per usual draw: daily, weekly, monthly), so the answer
    // does not push what follows down: /promotions' list grew from 128 to 1,169 px at 390 px, a
    // layout shift of 0.28 on a slow phone.
    if (!promos) {
      return (
        <SimpleGrid columns={columns} gap="4" aria-busy="true">
          {USUAL_DRAWS.map((d) => (
            <Skeleton key={d} h={detailed ? '96' : '40'} borderRadius="lg" />
          ))}
        </SimpleGrid>
      );
    }
    if (promos.length === 0) {
      return (
        <Text color="fg.muted" fontSize="sm">
          {ct('noPromotion')}
        </Text>
      );
    }
    return (
      <SimpleGrid columns={columns} gap="4" data-testid="prize-list">
        {promos.map((p) => (
          <Box key={p.id} borderWidth="1px" borderRadius="lg" p="4" bg="bg" borderTopWidth="4px" borderTopColor={`${palette[p.drawType] ?? 'teal'}.500`}>
            <HStack justify="space-between" mb="2" gap="2">
              <Badge colorPalette={palette[p.drawType] ?? 'teal'} textTransform="capitalize">
                {isDrawType(p.drawType) ? ct(`drawBadge_${p.drawType}`) : `${p.drawType} draw`}
              </Badge>
              <LineIcon name="gift" color="orange.500" />
            </HStack>
            <Text fontWeight="semibold">{p.prizeDescription}</Text>
            <Text fontSize={detailed ? '2xl' : 'xl'} fontWeight="bold" color="teal.700" whiteSpace="nowrap">
              {formatKsh(p.prizeValue * 100, { whole: true })}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {p.name}
            </Text>
            {detailed && (
              <Stack gap="1" mt="3" fontSize="sm">
                <Text>
                  <b>{ct('frequency')}</b> {isDrawType(p.drawType) ? ct(`schedule_${p.drawType}`) : (DRAW_FREQUENCY[p.drawType] ?? p.drawType)}
                </Text>
                <Text>
                  <b>{ct('eligibility')}</b> {p.eligibilityCriteria}
                </Text>
                <Text>
                  <b>{ct('maxEntries')}</b> {ct('maxEntriesValue', { max: MAX_ENTRIES_PER_PERIOD })}
                </Text>
                <Text>
                  <b>{ct('inThisDraw')}</b> {ct('entries', { count: p.totalEntries })} {ct('fromCustomers', { count: p.participantCount })}
                </Text>
              </Stack>
            )}
            {p.nextDrawAt && (
              <Text fontSize="xs" color="fg.muted" mt="2">
                {ct('nextDrawAt', { time: df.dateTimeZone(p.nextDrawAt) })}
              </Text>
            )}
          </Box>
        ))}
      </SimpleGrid>
    );
  },
  (a, b) => a.promos === b.promos && a.failed === b.failed && a.columns === b.columns && a.detailed === b.detailed,
);
