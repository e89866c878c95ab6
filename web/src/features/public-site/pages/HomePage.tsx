import { Badge, Box, Card, Container, Flex, Grid, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { PRICES } from '@contracts/prices';
import { REGISTER_PATH } from '@/components/layout/nav';
import { brand } from '@/config/brand';
import { LazyHydrate } from '@/lib/LazyHydrate';
import { usePageMeta } from '@/lib/usePageMeta';
import { CtaBand } from '../components/CtaBand';
import { IconTile, type IconName } from '../components/icons';
import { LinkButton } from '../components/LinkButton';
import { PageHero } from '../components/PageHero';
import { Section } from '../components/Section';
import { TESTIMONIALS } from '../content/customers';
import { PRODUCTS } from '../content/products';
import { CERTIFICATIONS, SECURITY_FEATURES } from '../content/trust';
import { PriceTable } from '../pricing/PriceTable';
import { PublicPage } from '../components/PublicPage';

const HERO_FACTS = [
  { value: '< 20 ms', label: 'latency in Nairobi' },
  { value: '99.9%', label: 'uptime' },
  { value: '2x', label: 'faster writes' },
  { value: `${PRICES.storageFreeGb} GB`, label: 'free forever, no credit card' },
];

const WHY: { icon: IconName; title: string; text: string }[] = [
  { icon: 'bolt', title: 'Local speed', text: 'Latency under 20 ms and 2x faster writes than overseas regions, because your data sits in Nairobi — not in Europe or the US.' },
  { icon: 'pin', title: 'Your data stays home', text: 'Choose Kenya only, or multi-region Africa across Nairobi and Dar es Salaam. Priced in shillings, so the dollar never moves your bill.' },
  { icon: 'headset', title: 'Humans, 24x7', text: 'Support around the clock from L2 engineers — not a chatbot. Phone calls are answered in under 2 minutes.' },
];

const BAND = [
  { value: '2,000+', label: 'businesses' },
  { value: '< 20 ms', label: 'latency' },
  { value: '99.99%', label: 'monthly SLA, 30x credit' },
  { value: '< 2 min', label: 'phone answer, 24x7' },
];

/** The home page (spec section 2, Home). */
export default function HomePage() {
  usePageMeta('S3-compatible cloud storage in Kenya', `${brand.name}: S3-compatible object storage, block SSD, backups and an edge CDN in Nairobi. Under 20 ms latency, priced in KSh, 10 GB free forever.`);
  return (
    <PublicPage>
      <PageHero
        eyebrow="Cloud storage, made in Kenya"
        title="Cloud storage built in Nairobi, for Africa"
        subtitle={`${brand.description} Start with ${PRICES.storageFreeGb} GB free forever — no credit card.`}
        actions={
          <>
            <LinkButton to={REGISTER_PATH} colorPalette="teal" size="lg">
              Start Building Free
            </LinkButton>
            <LinkButton to="/pricing" size="lg" variant="outline" color="white" borderColor="whiteAlpha.600" _hover={{ bg: 'whiteAlpha.200' }}>
              View Pricing
            </LinkButton>
          </>
        }
      >
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="4" mt="10" maxW="4xl">
          {HERO_FACTS.map((f) => (
            <Box key={f.label} borderLeftWidth="3px" borderColor="teal.300" pl="3">
              <Text fontSize={{ base: 'xl', md: '2xl' }} fontWeight="bold">
                {f.value}
              </Text>
              <Text fontSize="sm" color="gray.300">
                {f.label}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </PageHero>

      <LazyHydrate>
        <Box bg="orange.50" borderBottomWidth="1px" borderColor="orange.100">
          <Container maxW="7xl" px={{ base: '4', md: '6' }} py="5">
            <Flex gap="4" align="center" justify="space-between" direction={{ base: 'column', md: 'row' }} textAlign={{ base: 'center', md: 'start' }}>
              <HStack gap="3" align="center">
                <Box display={{ base: 'none', md: 'block' }}>
                  <IconTile name="trophy" tone="orange" />
                </Box>
                <Box>
                  <Text fontWeight="bold" color="orange.900">Store & Score is live</Text>
                  <Text fontSize="sm" color="orange.900">Every 2 GB of active storage is one entry in our data bundle draws — entry is automatic for storage customers.</Text>
                </Box>
              </HStack>
              <LinkButton to="/promotions" colorPalette="orange" variant="solid" flexShrink={0}>
                See Store & Score
              </LinkButton>
            </Flex>
          </Container>
        </Box>
      </LazyHydrate>

      <Section eyebrow="Why Mawingu" title={`Why teams choose ${brand.name}`} subtitle="Everything you expect from a global cloud, with the latency, currency and support of a local one.">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          {WHY.map((w) => (
            <Card.Root key={w.title} variant="outline">
              <Card.Body gap="3">
                <IconTile name={w.icon} />
                <Heading as="h3" size="md">{w.title}</Heading>
                <Text color="fg.muted">{w.text}</Text>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Section>

      <Section tone="muted" eyebrow="Products" title="One platform for every byte" subtitle="Object storage, block SSD, snapshots and an edge CDN — all in the same console, all billed in KSh.">
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="5">
          {PRODUCTS.map((p) => (
            <Card.Root key={p.tab} asChild variant="elevated" _hover={{ transform: 'translateY(-2px)', shadow: 'lg' }} transition="all 0.15s">
              <Link to={`/products?tab=${p.tab}`}>
                <Card.Body gap="3">
                  <HStack justify="space-between">
                    <IconTile name={p.icon} />
                    {p.badge && <Badge colorPalette="purple">{p.badge}</Badge>}
                  </HStack>
                  <Heading as="h3" size="md">{p.name}</Heading>
                  <Text color="fg.muted" fontSize="sm">{p.summary}</Text>
                  <Text fontSize="sm" fontWeight="semibold" color="teal.700">{p.price}</Text>
                </Card.Body>
              </Link>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Section>

      <LazyHydrate>
        <Box as="section" bg="gray.900" color="white" py="12" aria-label="Key figures">
          <Container maxW="7xl" px={{ base: '4', md: '6' }}>
            <SimpleGrid columns={{ base: 2, md: 4 }} gap="8" textAlign="center">
              {BAND.map((b) => (
                <Box key={b.label}>
                  <Text fontSize={{ base: '2xl', md: '4xl' }} fontWeight="bold" color="teal.200">{b.value}</Text>
                  <Text color="gray.300">{b.label}</Text>
                </Box>
              ))}
            </SimpleGrid>
          </Container>
        </Box>
      </LazyHydrate>

      <Section eyebrow="Security & compliance" title="Secure by default, compliant by design" subtitle="Encryption everywhere, a 99.99% monthly SLA with a 30x service credit, and audits you can check.">
        <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="8" alignItems="start">
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            {SECURITY_FEATURES.map((f) => (
              <Box key={f.title} borderWidth="1px" borderRadius="lg" p="5">
                <HStack gap="3" mb="2">
                  <IconTile name="shield" size="8" />
                  <Heading as="h3" size="sm">{f.title}</Heading>
                </HStack>
                <Text color="fg.muted" fontSize="sm">{f.text}</Text>
              </Box>
            ))}
          </SimpleGrid>
          <Card.Root variant="subtle">
            <Card.Body gap="3">
              <Heading as="h3" size="sm">Certifications</Heading>
              {CERTIFICATIONS.map((c) => (
                <HStack key={c.name} justify="space-between">
                  <Text>{c.name}</Text>
                  <Badge colorPalette={c.status === 'Active' ? 'green' : 'yellow'}>
                    {c.status}
                    {c.expected ? ` (expected ${c.expected})` : ''}
                  </Badge>
                </HStack>
              ))}
              <LinkButton to="/security" variant="outline" colorPalette="teal" size="sm" mt="2">
                Security & Compliance details
              </LinkButton>
            </Card.Body>
          </Card.Root>
        </Grid>
      </Section>

      <Section tone="muted" eyebrow="Customers" title="Trusted across East Africa">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          {TESTIMONIALS.map((t) => (
            <Card.Root key={t.name} asChild variant="elevated" _hover={{ shadow: 'lg' }}>
              <Link to="/customers">
                <Card.Body gap="4">
                  <Text fontSize="md">“{t.quote}”</Text>
                  <HStack gap="3" mt="auto">
                    <Box w="10" h="10" borderRadius="full" bg={`${t.color}.700`} color="white" display="flex" alignItems="center" justifyContent="center" fontWeight="bold" fontSize="sm" aria-hidden="true">
                      {t.avatar}
                    </Box>
                    <Stack gap="0">
                      <Text fontWeight="semibold">{t.name}</Text>
                      <Text fontSize="sm" color="fg.muted">{t.role}, {t.company}</Text>
                    </Stack>
                  </HStack>
                </Card.Body>
              </Link>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Section>

      <Section eyebrow="Pricing" title="Simple prices in Kenyan shillings" subtitle="No hidden fees, no egress charges inside Kenya, and 10 GB free forever.">
        <Stack gap="6" maxW="4xl" mx="auto">
          <PriceTable />
          <LinkButton to="/pricing#calculator" colorPalette="teal" alignSelf="center">
            Estimate Your Bill
          </LinkButton>
        </Stack>
      </Section>

      <CtaBand
        title="Start Free in 60 seconds"
        text={`Create an account, get your S3 keys and upload your first file — ${PRICES.storageFreeGb} GB free forever, no credit card.`}
        actions={
          <>
            <LinkButton to={REGISTER_PATH} size="lg" bg="white" color="teal.800" _hover={{ bg: 'teal.50' }}>
              Start Free in 60 seconds
            </LinkButton>
            <LinkButton to="/support?category=partnership#ticket" size="lg" variant="outline" color="white" borderColor="whiteAlpha.700" _hover={{ bg: 'whiteAlpha.200' }}>
              Talk to Sales
            </LinkButton>
          </>
        }
      />
    </PublicPage>
  );
}
