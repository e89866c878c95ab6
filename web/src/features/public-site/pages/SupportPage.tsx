import { Badge, Box, Card, Grid, Heading, HStack, Link as ChakraLink, SimpleGrid, Stack, Tabs, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { PRICES } from '@contracts/prices';
import { brand } from '@/config/brand';
import { formatKsh } from '@/lib/format';
import { usePageMeta } from '@/lib/usePageMeta';
import { Check } from '../components/Check';
import { LinkButton } from '../components/LinkButton';
import { PageHero } from '../components/PageHero';
import { Section } from '../components/Section';
import { useTabParam } from '../components/useTabParam';
import { DOC_LINKS, KB_CATEGORIES } from '../content/support';
import { TicketForm } from '../support/TicketForm';
import { PublicPage } from '../components/PublicPage';
import { TabRow } from '@/components/ui/TabRow';

import en from '../i18n/en/support';
import { localizePath } from '@/i18n/public/lang';
import { useMessages, usePublicLang } from '@/i18n/public/messages';

const TABS = ['knowledge-base', 'documentation', 'community'] as const;

/** Support: knowledge base / documentation / community tabs, the ticket form and the premium offer. */
export default function SupportPage() {
  const m = useMessages('support', en);
  const lang = usePublicLang();
  usePageMeta(m.metaTitle, m.metaDescription);
  const [tab, setTab] = useTabParam(TABS, 'knowledge-base');
  return (
    <PublicPage>
      <PageHero
        eyebrow={m.eyebrow}
        title={m.title}
        subtitle={m.subtitle}
        actions={
          <>
            <LinkButton to="#ticket" colorPalette="teal" size="lg">{m.submitTicket}</LinkButton>
            <LinkButton to={`tel:${brand.contact.phone.replace(/\s/g, '')}`} size="lg" variant="outline" color="white" borderColor="whiteAlpha.600" _hover={{ bg: 'whiteAlpha.200' }}>
              {m.call} {brand.contact.phone}
            </LinkButton>
          </>
        }
      >
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" mt="10" maxW="4xl">
          {m.responseTimes.map((r) => (
            <Box key={r.channel} borderLeftWidth="3px" borderColor="teal.300" pl="3">
              <Text fontWeight="bold">{r.channel}</Text>
              <Text fontSize="sm" color="gray.300">{r.time}</Text>
            </Box>
          ))}
        </SimpleGrid>
      </PageHero>
      <Section>
        {/* For screen readers (and the heading order: the cards below are h3s under this h2). */}
        <Heading as="h2" srOnly>
          {m.resources}
        </Heading>
        <Tabs.Root value={tab} onValueChange={(d) => setTab(d.value)} variant="line" colorPalette="teal">
          <TabRow>
            <Tabs.Trigger value="knowledge-base">{m.tabs[0]}</Tabs.Trigger>
            <Tabs.Trigger value="documentation">{m.tabs[1]}</Tabs.Trigger>
            <Tabs.Trigger value="community">{m.tabs[2]}</Tabs.Trigger>
          </TabRow>
          <Tabs.Content value="knowledge-base" pt="6">
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
              {KB_CATEGORIES.map((k, i) => (
                <Card.Root key={k.title} asChild variant="outline" _hover={{ shadow: 'md', borderColor: 'teal.300' }}>
                  <Link to={localizePath(k.to, lang)}>
                    <Card.Body gap="2">
                      <HStack justify="space-between">
                        <Heading as="h3" size="md">{m.knowledgeBase[i]!.title}</Heading>
                        <Badge colorPalette="teal">{m.articles(k.articles)}</Badge>
                      </HStack>
                      <Text fontSize="sm" color="fg.muted">{m.knowledgeBase[i]!.text}</Text>
                    </Card.Body>
                  </Link>
                </Card.Root>
              ))}
            </SimpleGrid>
          </Tabs.Content>
          <Tabs.Content value="documentation" pt="6">
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
              {DOC_LINKS.map((d, i) => (
                <Card.Root key={d.title} asChild variant="outline" _hover={{ shadow: 'md', borderColor: 'teal.300' }}>
                  <Link to={localizePath(d.to, lang)}>
                    <Card.Body gap="2">
                      <Heading as="h3" size="md">{m.docLinks[i]!.title}</Heading>
                      <Text fontSize="sm" color="fg.muted">{m.docLinks[i]!.text}</Text>
                    </Card.Body>
                  </Link>
                </Card.Root>
              ))}
            </SimpleGrid>
            <LinkButton to="/docs" colorPalette="teal" variant="outline" mt="6">{m.openDocs}</LinkButton>
          </Tabs.Content>
          <Tabs.Content value="community" pt="6">
            <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="6">
              <Card.Root variant="outline">
                <Card.Body gap="3">
                  <Heading as="h3" size="md">{m.chatTitle}</Heading>
                  <Text color="fg.muted">{m.chatText}</Text>
                  <LinkButton to={brand.contact.community} colorPalette="teal" alignSelf="flex-start">{m.chatCta}</LinkButton>
                </Card.Body>
              </Card.Root>
              <Card.Root variant="outline">
                <Card.Body gap="3">
                  <Heading as="h3" size="md">{m.featureTitle}</Heading>
                  <Text color="fg.muted">{m.featureText}</Text>
                  <LinkButton to="/support?category=feature#ticket" variant="outline" colorPalette="teal" alignSelf="flex-start">{m.featureCta}</LinkButton>
                </Card.Body>
              </Card.Root>
            </Grid>
          </Tabs.Content>
        </Tabs.Root>
      </Section>
      <Section id="ticket" tone="muted" eyebrow={m.ticketEyebrow} title={m.ticketTitle} subtitle={m.ticketSubtitle}>
        <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="8" alignItems="start">
          <TicketForm />
          <Stack gap="6">
            <Card.Root variant="elevated" borderTopWidth="4px" borderTopColor="orange.400">
              <Card.Body gap="3">
                <Badge colorPalette="orange" alignSelf="flex-start">{m.premium}</Badge>
                <Heading as="h3" size="lg">{formatKsh(PRICES.premiumSupportCentsPerMonth, { whole: true })} {m.perMonth}</Heading>
                <Stack as="ul" gap="1.5" ps="0">
                  {m.premiumPerks.map((perk) => (
                    <Check key={perk}>{perk}</Check>
                  ))}
                </Stack>
                <LinkButton to="/support?category=billing&subject=Premium%20support#ticket" colorPalette="orange" alignSelf="flex-start">
                  {m.premiumCta}
                </LinkButton>
              </Card.Body>
            </Card.Root>
            <Card.Root variant="outline">
              <Card.Body gap="2">
                <Heading as="h3" size="md">{m.otherWays}</Heading>
                <Text fontSize="sm">{m.phone}: <ChakraLink href={`tel:${brand.contact.phone.replace(/\s/g, '')}`} color="teal.700" textDecoration="underline">{brand.contact.phone}</ChakraLink></Text>
                <Text fontSize="sm">{m.email}: <ChakraLink href={`mailto:${brand.contact.supportEmail}`} color="teal.700" textDecoration="underline">{brand.contact.supportEmail}</ChakraLink></Text>
                <Text fontSize="sm" color="fg.muted">{brand.contact.address}</Text>
                <LinkButton to="/docs?tab=faqs" variant="ghost" colorPalette="teal" size="sm" alignSelf="flex-start">{m.faqs}</LinkButton>
              </Card.Body>
            </Card.Root>
          </Stack>
        </Grid>
      </Section>
    </PublicPage>
  );
}
