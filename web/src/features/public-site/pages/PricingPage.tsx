import { REGISTER_PATH } from '@/components/layout/nav';
import { Box, Card, Grid, Heading, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { PRICES } from '@contracts/prices';
import { brand } from '@/config/brand';
import { usePageMeta } from '@/lib/usePageMeta';
import { Check } from '../components/Check';
import { CtaBand } from '../components/CtaBand';
import { IconTile, type IconName } from '../components/icons';
import { LinkButton } from '../components/LinkButton';
import { PageHero } from '../components/PageHero';
import { Section } from '../components/Section';
import { PriceTable } from '../pricing/PriceTable';
import { PricingCalculator } from '../pricing/PricingCalculator';
import { StartupExample } from '../pricing/StartupExample';
import { PublicPage } from '../components/PublicPage';

const WHY: { icon: IconName; title: string; text: string }[] = [
  { icon: 'pin', title: 'Priced in shillings', text: 'Every price and invoice is in KSh, so exchange rates never move your bill. No card needed for the free tier.' },
  { icon: 'globe', title: 'Free local egress', text: 'Traffic to users inside Kenya is free and unlimited. Regional East Africa egress has 50 GB free each month.' },
  { icon: 'shield', title: '99.99% SLA', text: 'A monthly uptime commitment with a 30x service credit if we miss it — credits are applied automatically.' },
  { icon: 'headset', title: 'Support included', text: '24x7 human L2 engineers for every customer. Premium support adds a named engineer and architecture reviews.' },
];

const COMPARISON: { feature: string; us: string; global: string; onprem: string }[] = [
  { feature: 'Data stays in Kenya', us: 'Yes — Kenya only or Nairobi + Dar es Salaam', global: 'Nearest regions are outside East Africa', onprem: 'Yes, in your own server room' },
  { feature: 'Currency', us: 'Kenyan shillings (KSh)', global: 'US dollars, exposed to exchange rates', onprem: 'Up-front hardware in any currency' },
  { feature: 'Latency from Nairobi', us: 'Under 20 ms', global: 'Typically 150 ms or more', onprem: 'Local network only' },
  { feature: 'Egress inside Kenya', us: 'Free and unlimited', global: 'Charged per GB', onprem: 'Limited by your uplink' },
  { feature: 'Human support', us: '24x7 L2 engineers, phone under 2 minutes', global: 'Paid support plans, overseas time zones', onprem: 'Your own team' },
  { feature: 'Free tier', us: '10 GB forever, no credit card', global: 'Time-limited trials, card required', onprem: 'None' },
  { feature: 'Uptime commitment', us: '99.99% monthly SLA, 30x credit', global: 'Varies by service', onprem: 'Depends on your power and staff' },
];

/** Pricing: the price list, a typical start-up, the calculator, why us, a comparison and a trial CTA. */
export default function PricingPage() {
  usePageMeta('Pricing', 'Object storage from KSh 0.85 per GB-month with 10 GB free forever, free egress inside Kenya, and a calculator priced by our billing engine.');
  return (
    <PublicPage>
      <PageHero
        eyebrow="Pricing"
        title="Transparent pricing in Kenyan shillings"
        subtitle={`Pay only for what you use. ${PRICES.storageFreeGb} GB of object storage free forever, free egress inside Kenya, and no credit card to start.`}
        actions={
          <>
            <LinkButton to="#calculator" colorPalette="teal" size="lg">
              Calculate your bill
            </LinkButton>
            <LinkButton to={REGISTER_PATH} size="lg" variant="outline" color="white" borderColor="whiteAlpha.600" _hover={{ bg: 'whiteAlpha.200' }}>
              Start Free Trial
            </LinkButton>
          </>
        }
      />
      <Section eyebrow="Price list" title="Every price, in one table" subtitle="Prices per GB-month for storage and per GB for data transfer. Prices exclude VAT, which your monthly invoice adds.">
        <Box maxW="4xl" mx="auto">
          <PriceTable />
        </Box>
      </Section>
      <Section tone="muted" eyebrow="Example" title="What a typical start-up pays" align="start">
        <StartupExample />
      </Section>
      <Section id="calculator" eyebrow="Calculator" title="Estimate your monthly bill" subtitle="Enter your storage and data transfer; the estimate comes from the same engine that produces your invoice.">
        <PricingCalculator />
      </Section>
      <Section tone="muted" eyebrow="Why choose us" title={`Why choose ${brand.name}`}>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="5">
          {WHY.map((w) => (
            <Card.Root key={w.title} variant="elevated">
              <Card.Body gap="3">
                <IconTile name={w.icon} />
                <Heading as="h3" size="md">{w.title}</Heading>
                <Text fontSize="sm" color="fg.muted">{w.text}</Text>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Section>
      <Section eyebrow="Comparison" title="How we compare" subtitle="A local provider versus an overseas hyperscaler region or running your own hardware.">
        <Table.ScrollArea borderWidth="1px" borderRadius="lg" tabIndex={0} role="region" aria-label="Provider comparison">
          <Table.Root size="md" data-testid="comparison-table">
            <Table.Header>
              <Table.Row bg="gray.50">
                <Table.ColumnHeader minW="40">Feature</Table.ColumnHeader>
                <Table.ColumnHeader minW="56" color="teal.800">{brand.name}</Table.ColumnHeader>
                <Table.ColumnHeader minW="56">Global cloud (overseas region)</Table.ColumnHeader>
                <Table.ColumnHeader minW="48">Self-hosted servers</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {COMPARISON.map((r) => (
                <Table.Row key={r.feature}>
                  <Table.Cell fontWeight="medium">{r.feature}</Table.Cell>
                  <Table.Cell bg="teal.50" color="teal.900" fontWeight="medium">{r.us}</Table.Cell>
                  <Table.Cell color="fg.muted">{r.global}</Table.Cell>
                  <Table.Cell color="fg.muted">{r.onprem}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="6" mt="10">
          <Card.Root variant="outline">
            <Card.Body gap="2">
              <Heading as="h3" size="md">Service level agreement</Heading>
              <Stack as="ul" gap="1.5" ps="0">
                <Check>99.99% monthly uptime SLA with a 30x service credit on breach</Check>
                <Check>Phone answered in under 2 minutes, chat in under 5 minutes</Check>
                <Check>E-mail and tickets answered in under 30 minutes</Check>
                <Check>No artificial rate limits — talk to us above 10,000 requests per second</Check>
              </Stack>
            </Card.Body>
          </Card.Root>
          <Card.Root variant="outline">
            <Card.Body gap="2">
              <Heading as="h3" size="md">Billing questions</Heading>
              <Text color="fg.muted">Invoices are issued monthly in KSh and due 14 days after the invoice date. Ask our billing team anything.</Text>
              <LinkButton to="/support?category=billing#ticket" variant="outline" colorPalette="teal" alignSelf="flex-start" mt="2">
                Ask about billing
              </LinkButton>
            </Card.Body>
          </Card.Root>
        </Grid>
      </Section>
      <CtaBand
        title="Try it free — 10 GB forever"
        text="No credit card, no time limit. Upgrade only when you grow."
        actions={
          <LinkButton to={REGISTER_PATH} size="lg" bg="white" color="teal.800" _hover={{ bg: 'teal.50' }}>
            Start Free Trial
          </LinkButton>
        }
      />
    </PublicPage>
  );
}
