import { Alert, Badge, Box, Button, Code, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { errorMessage, formatNumber } from '@/lib/format';
import { beaconBadgeText, beaconValueLabel, isBitcoinBeacon } from '../beacon';
import { useCompetitionT } from '../competitionText';
import { SimulateWinnerSelectionMutation } from '../operations';
import { drawInputString, indexFromHash, sha256Hex } from '../verifyDraw';
import { LineIcon } from './icons';

type Check = 'pending' | 'match' | 'mismatch';

/** 'Simulate Winner Selection': a dry run over the current entries, recomputed here in the browser. */
export function SimulationPanel() {
  const [simulate, { data, loading, error }] = useMutation(SimulateWinnerSelectionMutation);
  const [check, setCheck] = useState<Check>('pending');
  const ct = useCompetitionT();
  const r = data?.simulateWinnerSelection;

  const run = async () => {
    setCheck('pending');
    try {
      const res = await simulate();
      const s = res.data?.simulateWinnerSelection;
      if (!s) return;
      const hash = await sha256Hex(drawInputString(s.competitionId, s.btcBlockHash, s.timestamp));
      const same = hash === s.generatedHash.toLowerCase() && (s.totalEntries === 0 || indexFromHash(hash, s.totalEntries) === s.winnerEntryIndex);
      setCheck(same ? 'match' : 'mismatch');
    } catch {
      /* shown from `error` below */
    }
  };

  // [data-field (the English label: a stable name for tests), label, value]
  const fields = r
    ? [
        [beaconValueLabel(r.beaconSource), beaconValueLabel(r.beaconSource, ct), r.btcBlockHash],
        ['Timestamp', ct('simTimestamp'), r.timestamp],
        ['Generated hash', ct('simHash'), r.generatedHash],
        ['Winner entry index', ct('simIndex'), String(r.winnerEntryIndex)],
        ['Winner customer ID', ct('simCustomer'), r.winnerCustomerId ?? ct('simNoEntries')],
        ['Total entries', ct('simTotal'), formatNumber(r.totalEntries)],
      ]
    : [];

  return (
    <Box borderWidth="1px" borderRadius="lg" p="4" bg="bg.subtle">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Stack gap="0">
          <Text fontWeight="semibold">{ct('simTitle')}</Text>
          <Text fontSize="sm" color="fg.muted">
            {ct('simHelp')}
          </Text>
        </Stack>
        <Button colorPalette="teal" onClick={run} disabled={loading}>
          <LineIcon name="hash" />
          {loading ? ct('simulating') : ct('simulate')}
        </Button>
      </HStack>
      {error && (
        <Alert.Root status="error" mt="4" borderRadius="md">
          <Alert.Indicator />
          <Alert.Title>{errorMessage(error, ct('simFailed'))}</Alert.Title>
        </Alert.Root>
      )}
      {r && (
        <Stack mt="4" gap="3" data-testid="simulation-result">
          <HStack wrap="wrap" gap="2">
            <Badge colorPalette={isBitcoinBeacon(r.beaconSource) ? 'green' : 'yellow'} data-testid="simulation-beacon">
              {beaconBadgeText(r.beaconSource, null, ct)}
            </Badge>
            {!isBitcoinBeacon(r.beaconSource) && (
              <Text fontSize="xs" color="fg.muted">
                {ct('fallbackNote')}
              </Text>
            )}
          </HStack>
          <Grid as="dl" templateColumns={{ base: '1fr', sm: '11rem 1fr' }} columnGap="4" rowGap={{ base: '1', sm: '2.5' }} m="0">
            {fields.map(([field, label, value]) => (
              <Box key={field} display="contents">
                <Text as="dt" fontSize="sm" color="fg.muted" mt={{ base: '2', sm: '0' }}>
                  {label}
                </Text>
                <Box as="dd" m="0" minW="0">
                  <Code fontSize="xs" wordBreak="break-all" whiteSpace="normal" data-field={field}>
                    {value}
                  </Code>
                </Box>
              </Box>
            ))}
          </Grid>
          {check !== 'pending' && (
            <Text fontSize="sm" color={check === 'match' ? 'green.700' : 'red.700'} display="flex" gap="2" alignItems="center">
              <LineIcon name={check === 'match' ? 'check' : 'x'} />
              {check === 'match' ? ct('simMatch') : ct('simMismatch')}
            </Text>
          )}
        </Stack>
      )}
    </Box>
  );
}
