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
import { DOC_LINKS, KB_CATEGORIES, RESPONSE_TIMES } from '../content/support';
import { TicketForm } from '../support/TicketForm';
import { PublicPage } from '../components/PublicPage';
import { TabRow } from '@/components/ui/TabRow';

const TABS = ['knowledge-base', 'documentation', 'community'] as const;

/** Support: knowledge base / documentation / community tabs, the ticket form and the premium offer. */
export default function SupportPage() {
  usePageMeta('Support', '24x7 support from human L2 engineers: phone answered in under 2 minutes, tickets in under 30. Knowledge base, documentation and community.');
  const [tab, setTab] = useTabParam(TABS, 'knowledge-base');
  return (
    <PublicPage>
      <PageHero
        eyebrow="Support"
        title="Real engineers, 24x7"
        subtitle="Human L2 engineers around the clock. Phone answered in under 2 minutes — no chatbots, no ticket ping-pong."
        actions={
          <>
            <LinkButton to="#ticket" colorPalette="teal" size="lg">Submit a ticket</LinkButton>
            <LinkButton to={`tel:${brand.contact.phone.replace(/\s/g, '')}`} size="lg" variant="outline" color="white" borderColor="whiteAlpha.600" _hover={{ bg: 'whiteAlpha.200' }}>
              Call {brand.contact.phone}
            </LinkButton>
          </>
        }
      >
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" mt="10" maxW="4xl">
          {RESPONSE_TIMES.map((r) => (
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
          Help resources
        </Heading>
        <Tabs.Root value={tab} onValueChange={(d) => setTab(d.value)} variant="line" colorPalette="teal">
          <TabRow>
            <Tabs.Trigger value="knowledge-base">Knowledge Base</Tabs.Trigger>
            <Tabs.Trigger value="documentation">Documentation</Tabs.Trigger>
            <Tabs.Trigger value="community">Community</Tabs.Trigger>
          </TabRow>
          <Tabs.Content value="knowledge-base" pt="6">
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
              {KB_CATEGORIES.map((k) => (
                <Card.Root key={k.title} asChild variant="outline" _hover={{ shadow: 'md', borderColor: 'teal.300' }}>
                  <Link to={k.to}>
                    <Card.Body gap="2">
                      <HStack justify="space-between">
                        <Heading as="h3" size="md">{k.title}</Heading>
                        <Badge colorPalette="teal">{k.articles} articles</Badge>
                      </HStack>
                      <Text fontSize="sm" color="fg.muted">{k.text}</Text>
                    </Card.Body>
                  </Link>
                </Card.Root>
              ))}
            </SimpleGrid>
          </Tabs.Content>
          <Tabs.Content value="documentation" pt="6">
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
              {DOC_LINKS.map((d) => (
                <Card.Root key={d.title} asChild variant="outline" _hover={{ shadow: 'md', borderColor: 'teal.300' }}>
                  <Link to={d.to}>
                    <Card.Body gap="2">
                      <Heading as="h3" size="md">{d.title}</Heading>
                      <Text fontSize="sm" color="fg.muted">{d.text}</Text>
                    </Card.Body>
                  </Link>
                </Card.Root>
              ))}
            </SimpleGrid>
            <LinkButton to="/docs" colorPalette="teal" variant="outline" mt="6">Open the developer documentation</LinkButton>
          </Tabs.Content>
          <Tabs.Content value="community" pt="6">
            <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="6">
              <Card.Root variant="outline">
                <Card.Body gap="3">
                  <Heading as="h3" size="md">Developer community chat</Heading>
                  <Text color="fg.muted">Ask questions, share what you build and meet other developers building on African infrastructure. Our engineers answer there too.</Text>
                  <LinkButton to={brand.contact.community} colorPalette="teal" alignSelf="flex-start">Join the community chat</LinkButton>
                </Card.Body>
              </Card.Root>
              <Card.Root variant="outline">
                <Card.Body gap="3">
                  <Heading as="h3" size="md">Request a feature</Heading>
                  <Text color="fg.muted">Tell us what you need next — new regions, SDK helpers or CDN features. Every request is read by the product team.</Text>
                  <LinkButton to="/support?category=feature#ticket" variant="outline" colorPalette="teal" alignSelf="flex-start">Suggest a feature</LinkButton>
                </Card.Body>
              </Card.Root>
            </Grid>
          </Tabs.Content>
        </Tabs.Root>
      </Section>
      <Section id="ticket" tone="muted" eyebrow="Tickets" title="Submit a support ticket" subtitle="Every ticket gets a reference number and a reply from an engineer within 30 minutes.">
        <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="8" alignItems="start">
          <TicketForm />
          <Stack gap="6">
            <Card.Root variant="elevated" borderTopWidth="4px" borderTopColor="orange.400">
              <Card.Body gap="3">
                <Badge colorPalette="orange" alignSelf="flex-start">Premium support</Badge>
                <Heading as="h3" size="lg">{formatKsh(PRICES.premiumSupportCentsPerMonth, { whole: true })} / month</Heading>
                <Stack as="ul" gap="1.5" ps="0">
                  <Check>A named technical account engineer</Check>
                  <Check>Priority phone line, answered first</Check>
                  <Check>Quarterly architecture and cost reviews</Check>
                  <Check>Migration help from your current provider</Check>
                </Stack>
                <LinkButton to="/support?category=billing&subject=Premium%20support#ticket" colorPalette="orange" alignSelf="flex-start">
                  Get Premium Support
                </LinkButton>
              </Card.Body>
            </Card.Root>
            <Card.Root variant="outline">
              <Card.Body gap="2">
                <Heading as="h3" size="md">Other ways to reach us</Heading>
                <Text fontSize="sm">Phone: <ChakraLink href={`tel:${brand.contact.phone.replace(/\s/g, '')}`} color="teal.700" textDecoration="underline">{brand.contact.phone}</ChakraLink></Text>
                <Text fontSize="sm">E-mail: <ChakraLink href={`mailto:${brand.contact.supportEmail}`} color="teal.700" textDecoration="underline">{brand.contact.supportEmail}</ChakraLink></Text>
                <Text fontSize="sm" color="fg.muted">{brand.contact.address}</Text>
                <LinkButton to="/docs?tab=faqs" variant="ghost" colorPalette="teal" size="sm" alignSelf="flex-start">Read the FAQs first →</LinkButton>
              </Card.Body>
            </Card.Root>
          </Stack>
        </Grid>
      </Section>
    </PublicPage>
  );
}
