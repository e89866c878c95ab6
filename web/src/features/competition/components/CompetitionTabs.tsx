import { REGISTER_PATH } from '@/components/layout/nav';
import { Box, Heading, List, SimpleGrid, Stack, Table, Tabs, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { formatKsh } from '@/lib/format';
import { ENTRY_VALUE_KSH, entriesForStorage } from '../entries';
import { ELIGIBILITY } from '../rules';
import { LineIcon } from './icons';
import { PlanCards } from './PlanCards';
import { PrizeList } from './PrizeList';
import { TabRow } from '@/components/ui/TabRow';

export const PUBLIC_TABS = ['prizes', 'eligibility', 'compliance', 'storage-plans'] as const;
type TabValue = (typeof PUBLIC_TABS)[number];
const labels: Record<TabValue, string> = { prizes: 'Prizes', eligibility: 'Eligibility', compliance: 'Compliance', 'storage-plans': 'Storage Plans' };

const compliance = [
  { title: 'Verifiable draws', text: 'Every winner comes with the inputs of its draw; anyone can recompute the SHA-256 hash and the winning index.' },
  { title: 'No re-rolls', text: 'Each draw period is drawn exactly once; the stored result is returned on every later request.' },
  { title: 'Committed entry lists', text: 'A SHA-256 commitment of the frozen entry list is published before the period closes.' },
  { title: 'Data protection', text: 'Winners are shown by first name and last initial only; e-mail addresses and phone numbers are never published.' },
  { title: 'KYC before delivery', text: 'Prizes are delivered after identity checks (Kenyan ID or passport with a selfie), to the registered mobile number.' },
  { title: 'Audit trail', text: 'Administrative actions on promotions and winners are recorded in the audit log.' },
];

/** The four tabs of the competition page, deep-linkable with ?tab=. */
export function CompetitionTabs() {
  const [params, setParams] = useSearchParams();
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
            {labels[t]}
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
          Who can take part
        </Heading>
        <List.Root gap="2" variant="plain">
          {ELIGIBILITY.map((e) => (
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
          {compliance.map((c) => (
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
        <PlanCards cta={{ label: 'Get started', to: REGISTER_PATH }} />
      </Tabs.Content>
    </Tabs.Root>
  );
}

function EntriesTable() {
  const rows = [2, 100, 500, 1000];
  return (
    <Box>
      <Heading as="h3" size="sm" mb="2">
        Entries per draw: every 2 GB of active storage is 1 entry, up to 500
      </Heading>
      <Table.Root size="sm" variant="outline" maxW="lg">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Active storage</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Entries</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Entry value per month</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((gb) => (
            <Table.Row key={gb}>
              <Table.Cell>{gb >= 1000 ? '1 TB or more' : `${gb} GB`}</Table.Cell>
              <Table.Cell textAlign="end">{entriesForStorage(gb)}</Table.Cell>
              <Table.Cell textAlign="end">{formatKsh(entriesForStorage(gb) * ENTRY_VALUE_KSH * 100, { whole: true })}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
