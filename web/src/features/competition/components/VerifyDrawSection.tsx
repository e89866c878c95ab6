import { Badge, Box, Button, Card, Code, Heading, HStack, Link, NativeSelect, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FormField } from '@/components/ui/FormField';
import { useDateFormatter } from '@/lib/useDateFormatter';
import { DrawRecordQuery, PublicWinnersQuery } from '../operations';
import { verifyDraw, type DrawCheck } from '../verifyDraw';
import { beaconBadgeText, isBitcoinBeacon } from '../beacon';
import { LineIcon } from './icons';
import { PseudonymLookup } from './PseudonymLookup';
import { QueryError } from './QueryError';
import { formatNumber } from '@/lib/format';
import { useCompetitionT, type CompetitionT } from '../competitionText';

/**
 * Pick a past winner and recompute its draw here, in the browser, from the stored public inputs.
 * `?verify=<winner id>` (the admin panel's "Verify" link) opens that winner's draw and checks it at once.
 */
export function VerifyDrawSection() {
  const df = useDateFormatter();
  const ct = useCompetitionT();
  const winners = useQuery(PublicWinnersQuery, { variables: { limit: 20 } });
  // The first render shows the list as loading even when Apollo already holds it: /promotions
  // hydrates this section late (LazyHydrate), and its pre-rendered HTML has no answer.
  const winnerList = useDeferredValue(winners.data ?? null, null) ?? undefined;
  const [params] = useSearchParams();
  const linked = useRef(/^[\w-]{1,40}$/.test(params.get('verify') ?? '') ? params.get('verify')! : '');
  const [winnerId, setWinnerId] = useState(linked.current);
  const record = useQuery(DrawRecordQuery, { variables: { winnerId }, skip: !winnerId });
  const [check, setCheck] = useState<DrawCheck | null>(null);
  const [running, setRunning] = useState(false);
  const d = winnerId ? record.data?.drawRecord : undefined;

  const run = async () => {
    if (!d) return;
    setRunning(true);
    try {
      setCheck(await verifyDraw({ ...d, winner: d.winner }));
    } finally {
      setRunning(false);
    }
  };

  // A linked winner is verified as soon as its record arrives (once).
  useEffect(() => {
    if (!d || !linked.current || d.winner?.id !== linked.current) return;
    linked.current = '';
    void run();
    document.getElementById('verify')?.scrollIntoView({ block: 'start' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the linked record arrives
  }, [d]);

  return (
    <Card.Root variant="outline" id="verify">
      <Card.Body gap="4">
        <Stack gap="1">
          <Heading as="h2" size="lg" display="flex" alignItems="center" gap="2">
            <LineIcon name="shield" color="teal.600" /> {ct('verifyTitle')}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {ct('verifyHelp')}
          </Text>
        </Stack>
        {winners.error ? (
          <QueryError what={ct('what_winners')} onRetry={() => winners.refetch()} />
        ) : winnerList && winnerList.publicWinners.length === 0 ? (
          <Text fontSize="sm">{ct('noWinners')}</Text>
        ) : (
          // While the winners load, the same field stands there disabled (nothing moves after).
          <FormField label={ct('pastWinner')} disabled={!winnerList}>
            <NativeSelect.Root>
              <NativeSelect.Field
                name="winner"
                value={winnerId}
                onChange={(e) => {
                  setWinnerId(e.target.value);
                  setCheck(null);
                }}
              >
                <option value="">{winnerList ? ct('selectWinner') : ct('loadingWinners')}</option>
                {winnerList?.publicWinners.map((w) => (
                  <option key={w.id} value={w.id}>
                    {w.displayName}: {w.promotionName} ({w.periodKey}), {df.date(w.winDate)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        )}
        {winnerId && record.error && <QueryError what={ct('what_record')} onRetry={() => record.refetch()} />}
        {winnerId && record.loading && !d && <Skeleton h="24" />}
        {d && (
          <Stack gap="3" fontSize="sm" data-testid="draw-record">
            <Row label={ct('rowCompetitionId')} value={d.promotionId} />
            <Row label="btcBlockHash" value={d.btcBlockHash} />
            <Row label="timestamp" value={d.drawTimestamp} />
            <Row label="totalEntries" value={formatNumber(d.totalEntries)} />
            <Row label={ct('rowCommitment')} value={d.entriesCommitment} />
            <HStack wrap="wrap" gap="2">
              <Badge colorPalette={isBitcoinBeacon(d.beaconSource) ? 'green' : 'yellow'}>{beaconBadgeText(d.beaconSource, d.beaconHeight, ct)}</Badge>
              {isBitcoinBeacon(d.beaconSource) ? (
                <Link href={`https://mempool.space/block/${d.btcBlockHash}`} target="_blank" rel="noreferrer" color="teal.700" fontSize="xs">
                  {ct('checkBlock')}
                </Link>
              ) : (
                <Text fontSize="xs" color="fg.muted">
                  {ct('noBeacon')}
                </Text>
              )}
            </HStack>
            <Button alignSelf="flex-start" colorPalette="teal" onClick={run} disabled={running}>
              {running ? ct('verifying') : ct('verifyInBrowser')}
            </Button>
            <PseudonymLookup ranges={d.ranges} winnerIndex={d.winnerEntryIndex} />
          </Stack>
        )}
        {d && check && <CheckResult ct={ct} check={check} storedHash={d.generatedHash} storedIndex={d.winnerEntryIndex} winner={d.winner.displayName} />}
      </Card.Body>
    </Card.Root>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap="0.5">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Code fontSize="xs" wordBreak="break-all" whiteSpace="normal" alignSelf="flex-start">
        {value}
      </Code>
    </Stack>
  );
}

function CheckResult({ ct, check, storedHash, storedIndex, winner }: { ct: CompetitionT; check: DrawCheck; storedHash: string; storedIndex: number; winner: string }) {
  const items: [string, boolean | null, string][] = [
    [ct('checkHash'), check.hashMatches, ct('computedStored', { computed: check.computedHash, stored: storedHash })],
    [ct('checkIndex'), check.indexMatches, ct('computedStored', { computed: check.computedIndex, stored: storedIndex })],
    [ct('checkWinner'), check.winnerMatches, check.winnerMatches === null ? ct('rangesNotPublished') : ct('rangeHolder', { holder: check.rangeHolder ?? ct('none'), winner })],
    [ct('checkList'), check.commitmentMatches, check.commitmentMatches === null ? ct('rangesNotPublished') : ct('rangesAddUp')],
  ];
  return (
    <Box borderRadius="lg" p="4" bg={check.ok ? 'green.50' : 'red.50'} borderWidth="1px" borderColor={check.ok ? 'green.200' : 'red.200'} data-testid="verify-result">
      <Text fontWeight="bold" color={check.ok ? 'green.800' : 'red.800'} mb="2" display="flex" alignItems="center" gap="2">
        <LineIcon name={check.ok ? 'check' : 'x'} />
        {check.ok ? ct('verified') : ct('notVerified')}
      </Text>
      <Text fontSize="xs" color="fg.muted" mb="2">
        {ct('input')} <Code fontSize="xs" wordBreak="break-all" whiteSpace="normal">{check.input}</Code>
      </Text>
      <Stack gap="1.5" fontSize="sm">
        {items.map(([label, ok, detail]) => (
          <Text key={label} display="flex" gap="2" alignItems="flex-start" wordBreak="break-all">
            <LineIcon name={ok === false ? 'x' : 'check'} color={ok === false ? 'red.600' : ok ? 'green.600' : 'gray.400'} mt="0.5" flexShrink={0} />
            <span>
              <b>{label}:</b> {ok === null ? ct('notChecked') : ok ? ct('match') : ct('mismatch')} ({detail})
            </span>
          </Text>
        ))}
      </Stack>
    </Box>
  );
}
