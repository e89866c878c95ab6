import { Box, Button, Card, Code, Heading, Separator, Stack, Text } from '@chakra-ui/react';
import { memo } from 'react';
import en from '@/features/competition/i18n/en/promotions';
import { useMessages } from '@/i18n/public/messages';
import { useCompetitionT } from '../competitionText';
import type { CompetitionQuery as CompetitionQueryResult } from '@/gql/graphql';
import { useCompetitionOverview } from '../useCompetitionOverview';
import { useRulesDownload } from '../useRulesDocument';
import { BeaconNotice } from './BeaconNotice';
import { DrawHistory } from './DrawHistory';
import { LineIcon } from './icons';
import { LiveEntries } from './LiveEntries';
import { WinnersList } from './WinnersList';

/** The public live dashboard: entries, period progress, countdown, last 3 winners, process and rules. */
export function LiveDashboard({ onShowProcess }: { onShowProcess: () => void }) {
  // The urgent pass bails out on the memoised body; the deferred one renders the answer.
  const { data, loading } = useCompetitionOverview();
  return <LiveDashboardBody c={data?.competition} loading={loading} onShowProcess={onShowProcess} />;
}

type Competition = CompetitionQueryResult['competition'];

const LiveDashboardBody = memo(function LiveDashboardBody({ c, loading, onShowProcess }: { c: Competition | undefined; loading: boolean; onShowProcess: () => void }) {
  const download = useRulesDownload();
  const m = useMessages('promotions', en);
  const ct = useCompetitionT();
  return (
    <Card.Root variant="elevated" id="live">
      <Card.Body gap="6">
        {/* The prize line has its own line on phones and a place beside the heading on wider
            screens before it arrives, so its arrival moves nothing. */}
        <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ base: 'flex-start', md: 'center' }} gap="2">
          <Heading as="h2" size="lg" display="flex" alignItems="center" gap="2">
            <Box as="span" w="2.5" h="2.5" borderRadius="full" bg="green.500" boxShadow="0 0 0 4px var(--chakra-colors-green-100)" aria-hidden="true" />
            {m.liveTitle}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {c?.promotion ? (
              <>
                {m.prize} <b>{c.promotion.prizeDescription}</b>
              </>
            ) : (
              '\u00a0'
            )}
          </Text>
        </Stack>
        <BeaconNotice mode={c?.beaconMode} />
        <LiveEntries />
        <Separator />
        <Stack gap="3">
          <Heading as="h3" size="sm">
            {m.lastWinners}
          </Heading>
          <WinnersList winners={c ? c.lastWinners.slice(0, 3) : loading ? null : []} reserveRows={3} />
        </Stack>
        <DrawHistory rounds={c?.recentRounds} />
        {/* Until it loads, 64 stand-in characters of the same monospace font wrap like the hash. */}
        {(!c || c.entriesCommitment) && (
          <Text fontSize="xs" color="fg.muted" aria-busy={!c}>
            {m.commitment}{' '}
            <Code fontSize="xs" wordBreak="break-all" whiteSpace="normal">
              {c?.entriesCommitment ?? '·'.repeat(64)}
            </Code>
          </Text>
        )}
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <Button colorPalette="teal" onClick={onShowProcess}>
            <LineIcon name="hash" /> {ct('processTitle')}
          </Button>
          <Button variant="outline" onClick={() => void download()}>
            <LineIcon name="download" /> {m.downloadRules}
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
});
