import { Badge, Box, Button, CloseButton, Dialog, HStack, Portal, Skeleton, Stack, Tabs, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { notify } from '@/components/ui/toaster';
import type { AdminPromotionsQuery } from '@/gql/graphql';
import { formatDateTime } from '@/lib/format';
import { ActiveBadge, ClaimBadge } from '../components/Badges';
import { HashText } from '../components/HashText';
import { winnerName } from '../components/WinnersList';
import { AdminStatsQuery, AdminWinnersQuery } from '../operations';
import { AdminPromotionsQuery as PromotionsDoc, PromotionParticipantsQuery, PromotionWinnersQuery, SelectWinnerMutation } from './operations';

type Promotion = AdminPromotionsQuery['adminPromotions'][number];

/** A promotion's participants (entries each) and winners, and Run Winner Selection for the current period. */
export function PromotionDetailsDialog({ promotion, onClose }: { promotion: Promotion | null; onClose: () => void }) {
  const id = promotion?.id ?? '';
  const [tab, setTab] = useState('participants');
  const participants = useQuery(PromotionParticipantsQuery, { variables: { promotionId: id }, skip: !promotion });
  const winners = useQuery(PromotionWinnersQuery, { variables: { promotionId: id }, skip: !promotion });
  const [select, { loading: selecting }] = useMutation(SelectWinnerMutation, {
    refetchQueries: [PromotionWinnersQuery, PromotionsDoc, AdminWinnersQuery, AdminStatsQuery],
    awaitRefetchQueries: true,
  });
  const people = participants.data?.promotionParticipants ?? [];
  const canRun = people.length > 0 && !selecting && !participants.loading;

  const close = () => {
    setTab('participants');
    onClose();
  };

  const run = async () => {
    try {
      const { data } = await select({ variables: { input: { promotionId: id } } });
      const w = data?.selectWinner;
      if (!w) throw new Error('No winner returned');
      notify({ title: 'Winner Selected!', description: w.newlyDrawn ? winnerName(w.winner) : `${winnerName(w.winner)} (already drawn for this period)` });
      setTab('winners');
    } catch {
      notify({ title: 'Error', description: 'Failed to select winner', variant: 'destructive' });
    }
  };

  return (
    <Dialog.Root open={!!promotion} onOpenChange={(e) => !e.open && close()} size={{ base: 'full', md: 'xl' }} placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Stack gap="1">
                <HStack gap="2" wrap="wrap">
                  <Dialog.Title>{promotion?.name}</Dialog.Title>
                  {promotion && <ActiveBadge active={promotion.isActive} />}
                </HStack>
                {promotion && (
                  <Text fontSize="sm" color="fg.muted">
                    {promotion.drawType} draw · {promotion.prizeDescription} · period {promotion.currentPeriodKey ?? '—'}
                    {promotion.nextDrawAt ? ` · next draw ${formatDateTime(promotion.nextDrawAt)}` : ''}
                  </Text>
                )}
              </Stack>
            </Dialog.Header>
            <Dialog.Body pb="6">
              <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value)} variant="line">
                <Tabs.List mb="4">
                  <Tabs.Trigger value="participants">Participants ({people.length})</Tabs.Trigger>
                  <Tabs.Trigger value="winners">Winners ({winners.data?.promotionWinners.length ?? 0})</Tabs.Trigger>
                </Tabs.List>
                <Tabs.Content value="participants">
                  {participants.error && <ErrorState error={participants.error} title="Could not load participants" />}
                  {participants.loading && !participants.data && <Skeleton h="24" />}
                  {participants.data && people.length === 0 && <EmptyState size="sm" title="No participants yet" description="Customers with an active service are entered automatically." />}
                  <Stack gap="2">
                    {people.map((p) => (
                      <HStack key={p.id} justify="space-between" borderWidth="1px" borderRadius="md" p="3" gap="3" data-testid="participant">
                        <Box minW="0">
                          <Text fontWeight="medium" truncate>
                            {p.user.firstName} {p.user.lastName}
                          </Text>
                          <Text fontSize="xs" color="fg.muted" truncate>
                            {p.user.email} · since {formatDateTime(p.entryDate)} · {p.joinedExplicitly ? 'joined' : 'automatic entry'}
                          </Text>
                        </Box>
                        <Badge colorPalette="teal" variant="subtle" flexShrink={0}>
                          {p.entries} {p.entries === 1 ? 'entry' : 'entries'}
                        </Badge>
                      </HStack>
                    ))}
                  </Stack>
                </Tabs.Content>
                <Tabs.Content value="winners">
                  {winners.error && <ErrorState error={winners.error} title="Could not load winners" />}
                  {winners.data && winners.data.promotionWinners.length === 0 && <EmptyState size="sm" title="No winners selected yet" />}
                  <Stack gap="2">
                    {winners.data?.promotionWinners.map((w) => (
                      <Box key={w.id} borderWidth="1px" borderRadius="md" p="3" data-testid="promotion-winner">
                        <HStack justify="space-between" gap="3" wrap="wrap">
                          <Text fontWeight="medium">{winnerName(w)}</Text>
                          <ClaimBadge status={w.claimStatus} />
                        </HStack>
                        <Text fontSize="xs" color="fg.muted" mb="1">
                          {w.periodKey} · {formatDateTime(w.winDate)} · entry #{w.winnerEntryIndex} of {w.totalEntries} · {w.prizeText}
                          {w.beaconSource === 'local-fallback' ? ' · fallback randomness (no beacon reachable)' : ''}
                        </Text>
                        <HashText hash={w.generatedHash} />
                      </Box>
                    ))}
                  </Stack>
                </Tabs.Content>
              </Tabs.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close}>
                Close
              </Button>
              <Button colorPalette="teal" onClick={run} disabled={!canRun}>
                {selecting ? 'Selecting...' : 'Run Winner Selection'}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
