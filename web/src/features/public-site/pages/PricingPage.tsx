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
import en from '../i18n/en/pricing';
import { useMessages } from '@/i18n/public/messages';

const WHY_ICONS: IconName[] = ['pin', 'globe', 'shield', 'headset'];

/** Pricing: the price list, a typical start-up, the calculator, why us, a comparison and a trial CTA. */
export default function PricingPage() {
  const m = useMessages('pricing', en);
  usePageMeta(m.metaTitle, m.metaDescription);
  return (
    <PublicPage>
      <PageHero
        eyebrow={m.eyebrow}
        title={m.title}
        subtitle={m.subtitle(PRICES.storageFreeGb)}
        actions={
          <>
            <LinkButton to="#calculator" colorPalette="teal" size="lg">
              {m.calculate}
            </LinkButton>
            <LinkButton to={REGISTER_PATH} size="lg" variant="outline" color="white" borderColor="whiteAlpha.600" _hover={{ bg: 'whiteAlpha.200' }}>
              {m.startTrial}
            </LinkButton>
          </>
        }
      />
      <Section eyebrow={m.listEyebrow} title={m.listTitle} subtitle={m.listSubtitle}>
        <Box maxW="4xl" mx="auto">
          <PriceTable />
        </Box>
      </Section>
      <Section tone="muted" eyebrow={m.exampleEyebrow} title={m.exampleTitle} align="start">
        <StartupExample text={m.exampleText} caption={m.exampleCaption} />
      </Section>
      <Section id="calculator" eyebrow={m.calculatorEyebrow} title={m.calculatorTitle} subtitle={m.calculatorSubtitle}>
        <PricingCalculator />
      </Section>
      <Section tone="muted" eyebrow={m.whyEyebrow} title={m.whyTitle(brand.name)}>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="5">
          {m.why.map((w, i) => (
            <Card.Root key={w.title} variant="elevated">
              <Card.Body gap="3">
                <IconTile name={WHY_ICONS[i]!} />
                <Heading as="h3" size="md">{w.title}</Heading>
                <Text fontSize="sm" color="fg.muted">{w.text}</Text>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Section>
      <Section eyebrow={m.comparisonEyebrow} title={m.comparisonTitle} subtitle={m.comparisonSubtitle}>
        <Table.ScrollArea borderWidth="1px" borderRadius="lg" tabIndex={0} role="region" aria-label={m.comparisonLabel}>
          <Table.Root size="md" data-testid="comparison-table">
            <Table.Header>
              <Table.Row bg="gray.50">
                <Table.ColumnHeader minW="40">{m.columns[0]}</Table.ColumnHeader>
                <Table.ColumnHeader minW="56" color="teal.800">{brand.name}</Table.ColumnHeader>
                <Table.ColumnHeader minW="56">{m.columns[1]}</Table.ColumnHeader>
                <Table.ColumnHeader minW="48">{m.columns[2]}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {m.comparison.map((r) => (
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
              <Heading as="h3" size="md">{m.slaTitle}</Heading>
              <Stack as="ul" gap="1.5" ps="0">
                {m.sla.map((line) => (
                  <Check key={line}>{line}</Check>
                ))}
              </Stack>
            </Card.Body>
          </Card.Root>
          <Card.Root variant="outline">
            <Card.Body gap="2">
              <Heading as="h3" size="md">{m.billingTitle}</Heading>
              <Text color="fg.muted">{m.billingText}</Text>
              <LinkButton to="/support?category=billing#ticket" variant="outline" colorPalette="teal" alignSelf="flex-start" mt="2">
                {m.billingCta}
              </LinkButton>
            </Card.Body>
          </Card.Root>
        </Grid>
      </Section>
      <CtaBand
        title={m.ctaTitle}
        text={m.ctaText}
        actions={
          <LinkButton to={REGISTER_PATH} size="lg" bg="white" color="teal.800" _hover={{ bg: 'teal.50' }}>
            {m.startTrial}
          </LinkButton>
        }
      />
    </PublicPage>
  );
}
