import { Badge, Box, Code, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { CompetitionQuery } from '@/gql/graphql';
import { useDateFormatter } from '@/lib/useDateFormatter';
import { formatNumber } from '@/lib/format';

type Round = CompetitionQuery['competition']['recentRounds'][number];

const STATUS: Record<Round['status'], { label: string; palette: string }> = {
  pending: { label: 'Committed', palette: 'orange' },
  complete: { label: 'Drawn', palette: 'green' },
  void: { label: 'Not drawn', palette: 'gray' },
};

function detail(r: Round): string {
  if (r.status === 'void') return r.voidReason ?? 'Not drawn';
  if (r.status === 'complete') return r.winner ? `Winner: ${r.winner.displayName}` : 'Drawn';
  if (r.beaconPlan === 'block-height' && r.targetBlockHeight) return `Entry list frozen; waiting for Bitcoin block ${formatNumber(r.targetBlockHeight)}`;
  return 'Entry list frozen; waiting for the draw time';
}

/**
 * The latest draws of every promotion, as published: each period's commitment (frozen before its
 * randomness existed), its result, or why it was not drawn.
 */
export function DrawHistory({ rounds }: { rounds: Round[] | undefined }) {
  const df = useDateFormatter();
  if (!rounds?.length) return null;
  return (
    <Stack gap="3" data-testid="draw-history">
      <Heading as="h3" size="sm">
        Latest draws
      </Heading>
      <Stack gap="2">
        {rounds.map((r) => (
          <Box key={r.id} borderWidth="1px" borderRadius="md" p="3" fontSize="sm">
            <HStack justify="space-between" gap="2" wrap="wrap">
              <Text fontWeight="medium">
                {r.promotionName} · {r.periodKey}
              </Text>
              <Badge colorPalette={STATUS[r.status].palette} variant="subtle">
                {STATUS[r.status].label}
              </Badge>
            </HStack>
            <Text color="fg.muted" fontSize="xs">
              {detail(r)} · draw time {df.dateTimeZone(r.drawAt)}
            </Text>
            {r.entriesCommitment && (
              <Text color="fg.muted" fontSize="xs" wordBreak="break-all">
                Commitment <Code fontSize="xs">{r.entriesCommitment.slice(0, 16)}…</Code> over {formatNumber(r.totalEntries)} entries, published {df.dateTime(r.committedAt)}
              </Text>
            )}
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}
