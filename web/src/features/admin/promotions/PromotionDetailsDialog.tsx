import { Alert, Badge, Box, Button, HStack, Link, Skeleton, Stack, Tabs, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { AppDialog } from '@/components/ui/AppDialog';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { notify } from '@/components/ui/toaster';
import { getFragmentData, type FragmentType } from '@/gql';
import type { SelectWinnerMutation as SelectWinnerMutationResult } from '@/gql/graphql';
import { useDateFormatter } from '@/lib/useDateFormatter';
import { ActiveBadge, ClaimBadge } from '../components/Badges';
import { HashText } from '../components/HashText';
import { winnerName } from '../components/WinnersList';
import { AdminWinnerFields } from '../components/WinnersList.fragments';
import { AdminCustomerFields } from '../components/ServicesList.fragments';
import { withFragmentData } from '@/lib/graphql/fragments';
import { AdminStatsQuery, AdminWinnersQuery } from '../operations';
import { DrawRoundsList, randomnessText } from './DrawRoundsList';
import { promotionFields, type AdminPromotionFields } from './PromotionCard.fragments';
import { AdminPromotionsQuery as PromotionsDoc, PromotionParticipantsQuery, PromotionRoundsQuery, PromotionWinnersQuery, SelectWinnerMutation } from './operations';
import { TabRow } from '@/components/ui/TabRow';
import { formatNumber } from '@/lib/format';
import { useDashboardT } from '@/i18n';

type Selection = SelectWinnerMutationResult['selectWinner'];

/** While a committed draw waits for its block, check again this often (a Bitcoin block takes ~10 minutes). */
const RECHECK_MS = 20_000;

const isDrawType = (t: string): t is 'daily' | 'weekly' | 'monthly' => t === 'daily' || t === 'weekly' || t === 'monthly';

/** A promotion's participants (entries each) and winners, and Run Winner Selection for the current period. */
export function PromotionDetailsDialog({ promotion: ref, onClose }: { promotion: FragmentType<typeof AdminPromotionFields> | null; onClose: () => void }) {
  const promotion = ref && promotionFields(ref);
  const df = useDateFormatter();
  const id = promotion?.id ?? '';
  const { t } = useDashboardT();
  const [tab, setTab] = useState('participants');
  const participants = useQuery(PromotionParticipantsQuery, { variables: { promotionId: id }, skip: !promotion });
  const winners = useQuery(PromotionWinnersQuery, { variables: { promotionId: id }, skip: !promotion });
  const rounds = useQuery(PromotionRoundsQuery, { variables: { promotionId: id }, skip: !promotion });
  const [select, { loading: selecting }] = useMutation(SelectWinnerMutation, {
    refetchQueries: [PromotionWinnersQuery, PromotionsDoc, AdminWinnersQuery, AdminStatsQuery, PromotionRoundsQuery],
    awaitRefetchQueries: true,
  });
  const [pending, setPending] = useState<Selection['round'] | null>(null);
  // A run of a period that already has its winner: said plainly, not as a new "Winner Selected!".
  const [alreadyDrawn, setAlreadyDrawn] = useState<{ name: string; period: string } | null>(null);
  const people = participants.data?.promotionParticipants ?? [];
  const canRun = people.length > 0 && !selecting && !participants.loading;

  const close = () => {
    setTab('participants');
    setPending(null);
    setAlreadyDrawn(null);
    onClose();
  };

  /**
   * Commit, then reveal: the first run freezes and commits the entry list and names a future block;
   * the winner exists once that block is mined. `quiet` re-checks without a toast while waiting.
   */
  const run = async (quiet = false) => {
    try {
      const { data } = await select({ variables: { input: { promotionId: id } } });
      const s = data?.selectWinner;
      if (!s) throw new Error('No answer');
      if (s.status === 'pending' || !s.winner) {
        setPending(s.round);
        if (!quiet) notify({ title: t('admin.committedToast'), description: t('admin.waitingToDecide', { randomness: randomnessText(t, s.round) }) });
        return;
      }
      setPending(null);
      if (s.newlyDrawn) notify({ title: t('admin.winnerSelected'), description: winnerName(s.winner) });
      else setAlreadyDrawn({ name: winnerName(s.winner), period: s.round.periodKey });
      setTab('winners');
    } catch {
      if (!quiet) notify({ title: t('common.error'), description: t('admin.selectFailed'), variant: 'destructive' });
    }
  };

  // While a committed draw waits for its block, check again now and then.
  useEffect(() => {
    if (!pending || !promotion) return;
    const timer = setInterval(() => void run(true), RECHECK_MS);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- re-arm only when the pending round changes
  }, [pending?.id, promotion?.id]);

  return (
    <AppDialog
      open={!!promotion}
      onClose={close}
      title={promotion?.name}
      titleEnd={promotion && <ActiveBadge active={promotion.isActive} />}
      description={
        promotion && (
          <>
            {t('admin.promotionLine', { drawType: isDrawType(promotion.drawType) ? t(`admin.draw_${promotion.drawType}`) : promotion.drawType, prize: promotion.prizeDescription, period: promotion.currentPeriodKey ?? '—' })}
            {promotion.nextDrawAt ? t('admin.promotionNextDraw', { time: df.dateTime(promotion.nextDrawAt) }) : ''}
          </>
        )
      }
      size={{ base: 'full', md: 'xl' }}
      bodyProps={{ pb: '6' }}
      footer={
        <>
          <Button variant="outline" onClick={close}>
            {t('common.close')}
          </Button>
          <Button colorPalette="teal" onClick={() => void run()} disabled={!canRun}>
            {selecting ? t('admin.selecting') : pending ? t('admin.checkBlock') : t('admin.runSelection')}
          </Button>
        </>
      }
    >
      {alreadyDrawn && (
        <Alert.Root status="info" mb="4" data-testid="already-drawn">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('admin.alreadyDrawnTitle')}</Alert.Title>
            <Alert.Description>{t('admin.alreadyDrawn', alreadyDrawn)}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {pending && (
        <Alert.Root status="info" mb="4" data-testid="draw-pending">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('admin.waitingFor', { randomness: randomnessText(t, pending) })}</Alert.Title>
            <Alert.Description>
              {t('admin.waitingHelp', { period: pending.periodKey, entries: t('admin.entriesCount', { count: pending.totalEntries, n: formatNumber(pending.totalEntries) }) })}
              {pending.entriesCommitment && <HashText hash={pending.entriesCommitment} testId="commitment-hash" />}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value)} variant="line">
        <TabRow mb="4">
          <Tabs.Trigger value="participants">{t('admin.tabParticipants', { count: people.length })}</Tabs.Trigger>
          <Tabs.Trigger value="winners">{t('admin.tabWinnersCount', { count: winners.data?.promotionWinners.length ?? 0 })}</Tabs.Trigger>
          <Tabs.Trigger value="draws">{t('admin.tabDraws', { count: rounds.data?.drawRounds.length ?? 0 })}</Tabs.Trigger>
        </TabRow>
        <Tabs.Content value="participants">
          {participants.error && <ErrorState error={participants.error} title={t('admin.participantsFailed')} />}
          {participants.loading && !participants.data && <Skeleton h="24" />}
          {participants.data && people.length === 0 && <EmptyState size="sm" title={t('admin.noParticipants')} description={t('admin.noParticipantsHelp')} />}
          <Stack gap="2">
            {people.map(({ user: ref, ...p }) => ({ ...p, user: getFragmentData(AdminCustomerFields, ref) })).map((p) => (
              <HStack key={p.id} justify="space-between" borderWidth="1px" borderRadius="md" p="3" gap="3" data-testid="participant">
                <Box minW="0">
                  <Text fontWeight="medium" truncate>
                    {p.user.firstName} {p.user.lastName}
                  </Text>
                  <Text fontSize="xs" color="fg.muted" truncate>
                    {p.user.email} · {t('admin.participantSince', { time: df.dateTime(p.entryDate) })} · {p.joinedExplicitly ? t('admin.participantJoined') : t('admin.participantAutomatic')}
                  </Text>
                </Box>
                <Badge colorPalette="teal" variant="subtle" flexShrink={0}>
                  {t('admin.participantEntries', { count: p.entries })}
                </Badge>
              </HStack>
            ))}
          </Stack>
        </Tabs.Content>
        <Tabs.Content value="winners">
          {winners.error && <ErrorState error={winners.error} title={t('admin.winnersFailed')} />}
          {winners.data && winners.data.promotionWinners.length === 0 && <EmptyState size="sm" title={t('admin.noWinnersYet')} />}
          <Stack gap="2">
            {winners.data?.promotionWinners.map((ref) => withFragmentData(AdminWinnerFields, ref)).map((w) => (
              <Box key={w.id} borderWidth="1px" borderRadius="md" p="3" data-testid="promotion-winner">
                <HStack justify="space-between" gap="3" wrap="wrap">
                  <Text fontWeight="medium">{winnerName(w)}</Text>
                  <ClaimBadge status={w.claimStatus} />
                </HStack>
                <Text fontSize="xs" color="fg.muted" mb="1">
                  {w.periodKey} · {df.dateTime(w.winDate)} · {t('admin.winnerEntry', { index: w.winnerEntryIndex, total: w.totalEntries })} · {w.prizeText}
                  {w.beaconSource === 'local-fallback' ? t('admin.winnerFallback') : ''}
                </Text>
                <HStack justify="space-between" gap="3" wrap="wrap">
                  <HashText hash={w.generatedHash} />
                  {/* The public page recomputes this draw in the visitor's browser from the published inputs. */}
                  <Link href={`/promotions?verify=${w.id}#verify`} target="_blank" rel="noopener" fontSize="sm" color="teal.700">
                    {t('admin.verifyThisDraw')}
                  </Link>
                </HStack>
              </Box>
            ))}
          </Stack>
        </Tabs.Content>
        <Tabs.Content value="draws">
          {rounds.error && <ErrorState error={rounds.error} title={t('admin.roundsFailed')} />}
          {rounds.data && rounds.data.drawRounds.length === 0 && <EmptyState size="sm" title={t('admin.noDraws')} description={t('admin.noDrawsHelp')} />}
          {rounds.data && <DrawRoundsList rounds={rounds.data.drawRounds} />}
        </Tabs.Content>
      </Tabs.Root>
    </AppDialog>
  );
}
