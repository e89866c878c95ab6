import { Box, Button, Card, CloseButton, Heading, HStack, Input, InputGroup, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { usePageMeta } from '@/lib/usePageMeta';
import { IconTile, type IconName } from '../components/icons';
import { Section } from '../components/Section';
import { useTabParam } from '../components/useTabParam';
import { allBlocks } from '../docs/allBlocks';
import { DocBlockView } from '../docs/DocBlockView';
import { DocsTabs } from '../docs/DocsTabs';
import { localizeBlocks, useDocsProse } from '../docs/prose';
import { DOCS_TABS, searchDocs } from '../docs/types';
import { useS3Site } from '../docs/useS3Site';
import { PublicPage } from '../components/PublicPage';

import en from '../i18n/en/docs';
import { localizePath } from '@/i18n/public/lang';
import { useMessages, usePublicLang } from '@/i18n/public/messages';

/** The additional resources' icons and links (their texts: i18n/en/docs.ts). */
const RESOURCES: { icon: IconName; to: string }[] = [
  { icon: 'layers', to: '/docs?tab=integrations#migration' },
  { icon: 'shield', to: '/docs?tab=api#best-practices' },
  { icon: 'book', to: '/docs?tab=quickstart' },
];

/** /sw/docs and /fr/docs: the route's loader waits for the docs in that language (routes.tsx). */
export { loadDocsProse as loadPageTexts } from '../docs/prose';

/** Developer documentation: search, shortcut buttons, five tabs and additional resources. */
export default function DocsPage() {
  const m = useMessages('docs', en);
  const lang = usePublicLang();
  usePageMeta(m.metaTitle, m.metaDescription);
  const [tab, setTab] = useTabParam(DOCS_TABS, 'quickstart');
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const site = useS3Site();
  const prose = useDocsProse(lang);
  // The blocks in the page's words (their code as it is): what the tabs show and search looks through.
  const blocks = useMemo(() => localizeBlocks(allBlocks(site), prose, site), [site, prose]);
  const results = searchDocs(blocks, query);

  const setQuery = (q: string) =>
    setParams((prev) => {
      const p = new URLSearchParams(prev);
      if (q) p.set('q', q);
      else p.delete('q');
      return p;
    }, { replace: true, preventScrollReset: true });

  const jump = (t: string, anchor?: string) => {
    setParams(() => new URLSearchParams(t === 'quickstart' ? {} : { tab: t }), { preventScrollReset: true });
    setTimeout(() => document.getElementById(anchor ?? 'docs-content')?.scrollIntoView({ behavior: 'smooth', block: 'start' }), 50);
  };

  return (
    <PublicPage>
      <Box bgGradient="to-br" gradientFrom="gray.900" gradientTo="teal.900" color="white" py={{ base: '12', md: '16' }}>
        <Stack maxW="4xl" mx="auto" px={{ base: '4', md: '6' }} gap="5" textAlign="center" align="center">
          <Heading as="h1" size={{ base: '3xl', md: '4xl' }}>{m.title}</Heading>
          <Text fontSize="lg" color="gray.200">{m.intro}</Text>
          <InputGroup w="full" maxW="2xl" endElement={query ? <CloseButton size="sm" color="gray.700" aria-label={m.clearSearch} onClick={() => setQuery('')} /> : undefined}>
            <Input
              type="search"
              aria-label={m.search}
              placeholder={m.searchPlaceholder}
              bg="white"
              color="gray.900"
              size="lg"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
            />
          </InputGroup>
          <HStack gap="3" flexWrap="wrap" justify="center">
            <Button colorPalette="teal" onClick={() => jump('quickstart')}>{m.quickStart}</Button>
            <Button variant="outline" color="white" borderColor="whiteAlpha.600" _hover={{ bg: 'whiteAlpha.200' }} onClick={() => jump('api')}>{m.apiReference}</Button>
            <Button variant="outline" color="white" borderColor="whiteAlpha.600" _hover={{ bg: 'whiteAlpha.200' }} onClick={() => jump('integrations', 'cli')}>{m.downloadCli}</Button>
            {/* GraphiQL is served by the server at /graphql (its own bundle): a full page load, not a route of this app. */}
            <Button asChild variant="outline" color="white" borderColor="whiteAlpha.600" _hover={{ bg: 'whiteAlpha.200' }}>
              <a href="/graphql">{m.apiExplorer}</a>
            </Button>
          </HStack>
        </Stack>
      </Box>
      <Section id="docs-content" align="start">
        {/* For screen readers (and the heading order: the blocks below are h3s under this h2). */}
        <Heading as="h2" srOnly>
          {query ? m.searchResults : m.byTopic}
        </Heading>
        {query ? (
          <Stack gap="5" data-testid="docs-search-results">
            <Text fontWeight="semibold" role="status">
              {results.length === 0 ? m.noResults(query) : m.results(results.length, query)}
            </Text>
            {results.map((b) => (
              <Stack key={b.id} gap="1">
                <Text fontSize="xs" textTransform="uppercase" letterSpacing="wide" color="teal.700">{m.tabs[b.tab]}</Text>
                {b.kind === 'faq' ? (
                  <Card.Root variant="outline">
                    <Card.Body gap="2">
                      <Heading as="h3" size="md">{b.title}</Heading>
                      <Text color="fg.muted">{b.text}</Text>
                    </Card.Body>
                  </Card.Root>
                ) : (
                  <DocBlockView block={b} />
                )}
              </Stack>
            ))}
            {results.length === 0 && <Text color="fg.muted">{m.tryAnother} <Link to={localizePath('/support#ticket', lang)} style={{ textDecoration: 'underline' }}>{m.askEngineers}</Link>.</Text>}
          </Stack>
        ) : (
          <DocsTabs tab={tab} onTab={setTab} blocks={blocks} site={site} labels={m.tabs} />
        )}
      </Section>
      <Section tone="muted" eyebrow={m.resourcesEyebrow} title={m.resourcesTitle}>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
          {m.resources.map((r, i) => (
            <Card.Root key={r.title} asChild variant="elevated" _hover={{ shadow: 'lg' }}>
              <Link to={localizePath(RESOURCES[i]!.to, lang)}>
                <Card.Body gap="3">
                  <IconTile name={RESOURCES[i]!.icon} />
                  <Heading as="h3" size="md">{r.title}</Heading>
                  <Text fontSize="sm" color="fg.muted">{r.text}</Text>
                </Card.Body>
              </Link>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Section>
    </PublicPage>
  );
}
