import { Badge, Box, Button, Code, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import type { CompetitionQuery } from '@/gql/graphql';
import { withProof } from '@/lib/graphql/drawRounds';
import { useDateFormatter } from '@/lib/useDateFormatter';
import { formatNumber } from '@/lib/format';
import en from '@/features/competition/i18n/en/promotions';
import { useMessages } from '@/i18n/public/messages';

type Round = ReturnType<typeof withProof<CompetitionQuery['competition']['recentRounds'][number]>>;

const PALETTE: Record<Round['status'], string> = { pending: 'orange', complete: 'green', void: 'gray' };

/** A round's line; a void round's reason is the API's (English) text. */
function detail(r: Round, m: typeof en): string {
  if (r.status === 'void') return r.voidReason ?? m.status.void;
  if (r.status === 'complete') return r.winner ? m.winner(r.winner.displayName) : m.status.complete;
  if (r.beaconPlan === 'block-height' && r.targetBlockHeight) return m.waitingBlock(formatNumber(r.targetBlockHeight));
  return m.waitingTime;
}

/** Rounds shown before "Show all": the space they take is kept while the list loads. */
const SHOWN = 3;

/** One round: three single lines (name and status, result and time, commitment), so every row has the same height. */
function RoundRow({ r, hidden = false }: { r?: Round; hidden?: boolean }) {
  const df = useDateFormatter();
  const m = useMessages('promotions', en);
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" fontSize="sm" visibility={hidden ? 'hidden' : 'visible'} aria-hidden={hidden || undefined}>
      <HStack justify="space-between" gap="2" minH="6">
        <Text fontWeight="medium" truncate>
          {r ? `${r.promotionName} · ${r.periodKey}` : '\u00a0'}
        </Text>
        {r && (
          <Badge colorPalette={PALETTE[r.status]} variant="subtle" flexShrink={0}>
            {m.status[r.status]}
          </Badge>
        )}
      </HStack>
      <Text color="fg.muted" fontSize="xs" truncate>
        {r ? `${detail(r, m)} · ${m.drawTime(df.dateTimeZone(r.drawAt))}` : '\u00a0'}
      </Text>
      <Text color="fg.muted" fontSize="xs" truncate>
        {r?.entriesCommitment ? (
          <>
            {m.commitmentLabel} <Code fontSize="xs">{r.entriesCommitment.slice(0, 16)}…</Code> {m.commitmentOver(formatNumber(r.totalEntries), df.dateTime(r.committedAt))}
          </>
        ) : (
          '\u00a0'
        )}
      </Text>
    </Box>
  );
}

/**
 * The latest draws of every promotion, as published: each period's commitment (frozen before its
 * randomness existed), its result, or why it was not drawn. The first three rows' space is held
 * from the first paint, so the answer's arrival moves nothing below it (a visitor who has already
 * scrolled down on a slow phone saw the page jump); the rest open on a click.
 */
export function DrawHistory({ rounds: refs }: { rounds: CompetitionQuery['competition']['recentRounds'] | undefined }) {
  const rounds = useMemo(() => refs?.map((r) => withProof(r)), [refs]);
  const m = useMessages('promotions', en);
  const [all, setAll] = useState(false);
  const shown = rounds ? (all ? rounds : rounds.slice(0, SHOWN)) : [];
  return (
    <Stack gap="3" data-testid="draw-history" aria-busy={!rounds || undefined}>
      <HStack justify="space-between" gap="2" minH="6">
        <Heading as="h3" size="sm">
          {m.latestDraws}
        </Heading>
        {rounds && rounds.length > SHOWN && !all && (
          <Button size="2xs" variant="plain" colorPalette="teal" onClick={() => setAll(true)}>
            {m.showAllDraws(rounds.length)}
          </Button>
        )}
      </HStack>
      <Stack gap="2" position="relative">
        {rounds && rounds.length === 0 && (
          <Text fontSize="sm" color="fg.muted" position="absolute">
            {m.noDraws}
          </Text>
        )}
        {shown.map((r) => (
          <RoundRow key={r.id} r={r} />
        ))}
        {Array.from({ length: Math.max(0, SHOWN - shown.length) }, (_, i) => (
          <RoundRow key={`blank-${i}`} hidden />
        ))}
      </Stack>
    </Stack>
  );
}
