import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { getFragmentData, type FragmentType } from '@/gql';
import type { DrawRoundProofFieldsFragment } from '@/gql/graphql';
import { withProof } from '@/lib/graphql/drawRounds';
import { AdminDrawRoundFields } from './DrawRoundsList.fragments';
import { useDateFormatter } from '@/lib/useDateFormatter';
import { HashText } from '../components/HashText';
import { formatNumber } from '@/lib/format';
import { useDashboardT, type DashboardT } from '@/i18n';

type Round = DrawRoundProofFieldsFragment;

const STATUS: Record<Round['status'], { label: `admin.round_${Round['status']}`; palette: string }> = {
  pending: { label: 'admin.round_pending', palette: 'orange' },
  complete: { label: 'admin.round_complete', palette: 'green' },
  void: { label: 'admin.round_void', palette: 'gray' },
};

/** What the randomness of a round is (or will be), in the admin's language. */
export function randomnessText(t: DashboardT, r: Pick<Round, 'beaconPlan' | 'targetBlockHeight'>): string {
  if (r.beaconPlan === 'block-height' && r.targetBlockHeight !== null && r.targetBlockHeight !== undefined) return t('admin.randomness_block', { height: formatNumber(r.targetBlockHeight) });
  if (r.beaconPlan === 'local-fallback') return t('admin.randomness_fallback');
  if (r.beaconPlan === 'first-block-after') return t('admin.randomness_firstBlock');
  return '—';
}

/** The promotion's recent draw rounds: commitment, randomness, result or reason. */
export function DrawRoundsList(props: { rounds: FragmentType<typeof AdminDrawRoundFields>[] }) {
  const rounds = getFragmentData(AdminDrawRoundFields, props.rounds).map(withProof);
  const df = useDateFormatter();
  const { t } = useDashboardT();
  if (!rounds.length) return null;
  return (
    <Stack gap="2" aria-label={t('admin.drawHistory')}>
      {rounds.map((r) => (
        <Box key={r.id} borderWidth="1px" borderRadius="md" p="3" data-testid="draw-round">
          <HStack justify="space-between" gap="3" wrap="wrap">
            <Text fontWeight="medium">
              {r.periodKey} · {r.trigger}
            </Text>
            <Badge colorPalette={STATUS[r.status].palette} variant="subtle">
              {t(STATUS[r.status].label)}
            </Badge>
          </HStack>
          <Text fontSize="xs" color="fg.muted">
            {t('admin.roundLine', { time: df.dateTime(r.committedAt), entries: t('admin.entriesCount', { count: r.totalEntries, n: formatNumber(r.totalEntries) }), randomness: randomnessText(t, r) })}
            {r.winner ? t('admin.roundWinner', { name: r.winner.displayName }) : ''}
          </Text>
          {r.voidReason && (
            <Text fontSize="xs" color="fg.muted">
              {r.voidReason}
            </Text>
          )}
          {r.entriesCommitment && <HashText hash={r.entriesCommitment} testId="commitment-hash" />}
        </Box>
      ))}
    </Stack>
  );
}
