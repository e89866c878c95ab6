import { Accordion, Badge, Box, Code, HStack, SimpleGrid, Stack, Tabs, Text } from '@chakra-ui/react';
import { RouterLink } from '@/components/ui/RouterLink';
import { localizePath } from '@/i18n/public/lang';
import { usePublicLang } from '@/i18n/public/messages';
import { blocksOf } from './allBlocks';
import { useDocsUi } from './prose';
import { DocBlockView } from './DocBlockView';
import { DOCS_TAB_LABELS, DOCS_TABS, type DocBlock, type DocsTab, type S3Site } from './types';
import { TabRow } from '@/components/ui/TabRow';

/** The five docs tabs (quickstart by default). */
export function DocsTabs({ tab, onTab, blocks, site, labels = DOCS_TAB_LABELS }: { tab: DocsTab; onTab: (t: string) => void; blocks: DocBlock[]; site: S3Site; labels?: Record<string, string> }) {
  const lang = usePublicLang();
  const ui = useDocsUi(lang);
  return (
    <Tabs.Root value={tab} onValueChange={(d) => onTab(d.value)} variant="enclosed" colorPalette="teal">
      <TabRow>
        {DOCS_TABS.map((t) => (
          <Tabs.Trigger key={t} value={t}>{labels[t]}</Tabs.Trigger>
        ))}
      </TabRow>
      <Tabs.Content value="quickstart" pt="6">
        <Stack gap="5">
          {blocksOf(blocks, 'quickstart').map((b) => <DocBlockView key={b.id} block={b} />)}
          <Text>
            {ui.stuck} <RouterLink to={localizePath('/support', lang)} color="teal.700" textDecoration="underline">{ui.contactSupport}</RouterLink> {ui.stuckAfter}
          </Text>
        </Stack>
      </Tabs.Content>
      <Tabs.Content value="api" pt="6">
        <Stack gap="5">
          <Box borderWidth="1px" borderRadius="lg" p="4" bg="gray.50">
            <HStack gap="3" flexWrap="wrap">
              <Text fontWeight="semibold">{ui.baseUrl}</Text>
              <Code fontSize="md" data-testid="base-url">{site.endpoint}</Code>
              <Badge colorPalette="green" variant="solid">{ui.s3Compatible}</Badge>
            </HStack>
            <Text fontSize="sm" color="fg.muted" mt="2">
              {ui.region} <Code>{site.region}</Code>{ui.pathStyle} <Code>{site.endpoint}/{'{bucket}'}/{'{key}'}</Code>{ui.xml}
            </Text>
          </Box>
          <Stack gap="3" id="operations" scrollMarginTop="24">
            {blocksOf(blocks, 'api').filter((b) => b.kind === 'operation').map((b) => <DocBlockView key={b.id} block={b} />)}
          </Stack>
          {blocksOf(blocks, 'api').filter((b) => b.kind !== 'operation').map((b) => <DocBlockView key={b.id} block={b} />)}
        </Stack>
      </Tabs.Content>
      <Tabs.Content value="sdks" pt="6">
        <SimpleGrid columns={{ base: 1, xl: 2 }} gap="5">
          {blocksOf(blocks, 'sdks').map((b) => <DocBlockView key={b.id} block={b} />)}
        </SimpleGrid>
      </Tabs.Content>
      <Tabs.Content value="integrations" pt="6">
        <SimpleGrid columns={{ base: 1, xl: 2 }} gap="5">
          {blocksOf(blocks, 'integrations').map((b) => <DocBlockView key={b.id} block={b} />)}
        </SimpleGrid>
      </Tabs.Content>
      <Tabs.Content value="faqs" pt="6">
        <Accordion.Root collapsible variant="enclosed" data-testid="faq-list">
          {blocksOf(blocks, 'faqs').map((f) => (
            <Accordion.Item key={f.id} value={f.id} id={f.id}>
              <Accordion.ItemTrigger>
                <Text as="span" flex="1" fontWeight="medium" textAlign="start">{f.title}</Text>
                <Accordion.ItemIndicator />
              </Accordion.ItemTrigger>
              <Accordion.ItemContent>
                <Accordion.ItemBody color="fg.muted">{f.text}</Accordion.ItemBody>
              </Accordion.ItemContent>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </Tabs.Content>
    </Tabs.Root>
  );
}
