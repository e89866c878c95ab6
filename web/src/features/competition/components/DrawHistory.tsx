import { Badge, Box, Code, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { CompetitionQuery } from '@/gql/graphql';
import { useDateFormatter } from '@/lib/useDateFormatter';
import { formatNumber } from '@/lib/format';
import en from '@/features/competition/i18n/en/promotions';
import { useMessages } from '@/i18n/public/messages';

type Round = CompetitionQuery['competition']['recentRounds'][number];

const PALETTE: Record<Round['status'], string> = { pending: 'orange', complete: 'green', void: 'gray' };

/** A round's line; a void round's reason is the API's (English) text. */
function detail(r: Round, m: typeof en): string {
  if (r.status === 'void') return r.voidReason ?? m.status.void;
  if (r.status === 'complete') return r.winner ? m.winner(r.winner.displayName) : m.status.complete;
  if (r.beaconPlan === 'block-height' && r.targetBlockHeight) return m.waitingBlock(formatNumber(r.targetBlockHeight));
  return m.waitingTime;
}

/**
 * The latest draws of every promotion, as published: each period's commitment (frozen before its
 * randomness existed), its result, or why it was not drawn.
 */
export function DrawHistory({ rounds }: { rounds: Round[] | undefined }) {
  const df = useDateFormatter();
  const m = useMessages('promotions', en);
  if (!rounds?.length) return null;
  return (
    <Stack gap="3" data-testid="draw-history">
      <Heading as="h3" size="sm">
        {m.latestDraws}
      </Heading>
      <Stack gap="2">
        {rounds.map((r) => (
          <Box key={r.id} borderWidth="1px" borderRadius="md" p="3" fontSize="sm">
            <HStack justify="space-between" gap="2" wrap="wrap">
              <Text fontWeight="medium">
                {r.promotionName} · {r.periodKey}
              </Text>
              <Badge colorPalette={PALETTE[r.status]} variant="subtle">
                {m.status[r.status]}
              </Badge>
            </HStack>
            <Text color="fg.muted" fontSize="xs">
              {detail(r, m)} · {m.drawTime(df.dateTimeZone(r.drawAt))}
            </Text>
            {r.entriesCommitment && (
              <Text color="fg.muted" fontSize="xs" wordBreak="break-all">
                {m.commitmentLabel} <Code fontSize="xs">{r.entriesCommitment.slice(0, 16)}…</Code> {m.commitmentOver(formatNumber(r.totalEntries), df.dateTime(r.committedAt))}
              </Text>
            )}
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}
