import { REGISTER_PATH } from '@/components/layout/nav';
import { Box, Heading, List, SimpleGrid, Stack, Table, Tabs, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { formatKsh } from '@/lib/format';
import { ENTRY_VALUE_KSH, entriesForStorage } from '../entries';
import en from '@/features/competition/i18n/en/promotions';
import { useMessages } from '@/i18n/public/messages';
import { useCompetitionT } from '../competitionText';
import { eligibility } from '../rules';
import { LineIcon } from './icons';
import { PlanCards } from './PlanCards';
import { PrizeList } from './PrizeList';
import { TabRow } from '@/components/ui/TabRow';

export const PUBLIC_TABS = ['prizes', 'eligibility', 'compliance', 'storage-plans'] as const;
type TabValue = (typeof PUBLIC_TABS)[number];

/** The four tabs of the competition page, deep-linkable with ?tab=. */
export function CompetitionTabs() {
  const [params, setParams] = useSearchParams();
  const m = useMessages('promotions', en);
  const ct = useCompetitionT();
  const current = PUBLIC_TABS.includes(params.get('tab') as TabValue) ? (params.get('tab') as TabValue) : 'prizes';
  const select = (tab: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.set('tab', tab);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return (
    <Tabs.Root value={current} onValueChange={(e) => select(e.value)} variant="enclosed" fitted={false} id="details">
      <TabRow>
        {PUBLIC_TABS.map((t) => (
          <Tabs.Trigger key={t} value={t} whiteSpace="nowrap">
            {m.tabs[t]}
          </Tabs.Trigger>
        ))}
      </TabRow>
      <Tabs.Content value="prizes" pt="6">
        <Stack gap="6">
          <PrizeList detailed />
          <EntriesTable />
        </Stack>
      </Tabs.Content>
      <Tabs.Content value="eligibility" pt="6">
        <Heading as="h3" size="md" mb="3">
          {m.whoCanTakePart}
        </Heading>
        <List.Root gap="2" variant="plain">
          {eligibility(ct).map((e) => (
            <List.Item key={e} alignItems="flex-start">
              <List.Indicator asChild color="green.600" mt="0.5">
                <LineIcon name="check" />
              </List.Indicator>
              {e}
            </List.Item>
          ))}
        </List.Root>
      </Tabs.Content>
      <Tabs.Content value="compliance" pt="6">
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
          {m.compliance.map((c) => (
            <Box key={c.title} borderWidth="1px" borderRadius="lg" p="4">
              <Text fontWeight="semibold" mb="1" display="flex" gap="2" alignItems="center">
                <LineIcon name="shield" color="teal.600" /> {c.title}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {c.text}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </Tabs.Content>
      <Tabs.Content value="storage-plans" pt="6">
        <PlanCards cta={{ label: m.getStarted, to: REGISTER_PATH }} />
      </Tabs.Content>
    </Tabs.Root>
  );
}

function EntriesTable() {
  const m = useMessages('promotions', en);
  const rows = [2, 100, 500, 1000];
  return (
    <Box>
      <Heading as="h3" size="sm" mb="2">
        {m.entriesTable}
      </Heading>
      <Table.Root size="sm" variant="outline" maxW="lg">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{m.colStorage}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{m.colEntries}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{m.colValue}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((gb) => (
            <Table.Row key={gb}>
              <Table.Cell>{gb >= 1000 ? m.tbOrMore : m.gb(gb)}</Table.Cell>
              <Table.Cell textAlign="end">{entriesForStorage(gb)}</Table.Cell>
              <Table.Cell textAlign="end">{formatKsh(entriesForStorage(gb) * ENTRY_VALUE_KSH * 100, { whole: true })}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
