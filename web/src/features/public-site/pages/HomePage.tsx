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
import { overlay, useContentText } from '../i18n/content';
import en from '../i18n/en/home';
import { localizePath } from '@/i18n/public/lang';
import { useMessages, usePublicLang } from '@/i18n/public/messages';

/** The figures of the hero and of the stat band (their labels: i18n/en/home.ts). */
const HERO_FACTS = ['< 20 ms', '99.9%', '2x', `${PRICES.storageFreeGb} GB`];
const WHY_ICONS: IconName[] = ['bolt', 'pin', 'headset'];
const BAND = ['2,000+', '< 20 ms', '99.99%', '< 2 min'];

/** The home page (spec section 2, Home). */
export default function HomePage() {
  const m = useMessages('home', en);
  const c = useContentText();
  const lang = usePublicLang();
  usePageMeta(m.metaTitle, m.metaDescription(brand.name));
  return (
    <PublicPage>
      <PageHero
        eyebrow={m.eyebrow}
        title={m.title}
        subtitle={m.subtitle(brand.description, PRICES.storageFreeGb)}
        actions={
          <>
            <LinkButton to={REGISTER_PATH} colorPalette="teal" size="lg">
              {m.startBuilding}
            </LinkButton>
            <LinkButton to="/pricing" size="lg" variant="outline" color="white" borderColor="whiteAlpha.600" _hover={{ bg: 'whiteAlpha.200' }}>
              {m.viewPricing}
            </LinkButton>
          </>
        }
      >
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="4" mt="10" maxW="4xl">
          {HERO_FACTS.map((value, i) => (
            <Box key={value} borderLeftWidth="3px" borderColor="teal.300" pl="3">
              <Text fontSize={{ base: 'xl', md: '2xl' }} fontWeight="bold">
                {value}
              </Text>
              <Text fontSize="sm" color="gray.300">
                {m.heroFacts[i]}
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
                  <Text fontWeight="bold" color="orange.900">{m.bannerTitle}</Text>
                  <Text fontSize="sm" color="orange.900">{m.bannerText}</Text>
                </Box>
              </HStack>
              <LinkButton to="/promotions" colorPalette="orange" variant="solid" flexShrink={0}>
                {m.bannerCta}
              </LinkButton>
            </Flex>
          </Container>
        </Box>
      </LazyHydrate>

      <Section eyebrow={m.whyEyebrow} title={m.whyTitle(brand.name)} subtitle={m.whySubtitle}>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          {m.why.map((w, i) => (
            <Card.Root key={w.title} variant="outline">
              <Card.Body gap="3">
                <IconTile name={WHY_ICONS[i]!} />
                <Heading as="h3" size="md">{w.title}</Heading>
                <Text color="fg.muted">{w.text}</Text>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Section>

      <Section tone="muted" eyebrow={m.productsEyebrow} title={m.productsTitle} subtitle={m.productsSubtitle}>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="5">
          {overlay(PRODUCTS, c?.products).map((p) => (
            <Card.Root key={p.tab} asChild variant="elevated" _hover={{ transform: 'translateY(-2px)', shadow: 'lg' }} transition="all 0.15s">
              <Link to={localizePath(`/products?tab=${p.tab}`, lang)}>
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
        <Box as="section" bg="gray.900" color="white" py="12" aria-label={m.keyFigures}>
          <Container maxW="7xl" px={{ base: '4', md: '6' }}>
            <SimpleGrid columns={{ base: 2, md: 4 }} gap="8" textAlign="center">
              {BAND.map((value, i) => (
                <Box key={value}>
                  <Text fontSize={{ base: '2xl', md: '4xl' }} fontWeight="bold" color="teal.200">{value}</Text>
                  <Text color="gray.300">{m.band[i]}</Text>
                </Box>
              ))}
            </SimpleGrid>
          </Container>
        </Box>
      </LazyHydrate>

      <Section eyebrow={m.securityEyebrow} title={m.securityTitle} subtitle={m.securitySubtitle}>
        <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="8" alignItems="start">
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            {overlay(SECURITY_FEATURES, c?.securityFeatures).map((f) => (
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
              <Heading as="h3" size="sm">{m.certifications}</Heading>
              {CERTIFICATIONS.map((cert) => (
                <HStack key={cert.name} justify="space-between">
                  <Text>{cert.name}</Text>
                  <Badge colorPalette={cert.status === 'Active' ? 'green' : 'yellow'}>
                    {c ? c.certStatus[cert.status] : cert.status}
                    {cert.expected ? ` (${c ? c.expected(cert.expected) : `expected ${cert.expected}`})` : ''}
                  </Badge>
                </HStack>
              ))}
              <LinkButton to="/security" variant="outline" colorPalette="teal" size="sm" mt="2">
                {m.securityCta}
              </LinkButton>
            </Card.Body>
          </Card.Root>
        </Grid>
      </Section>

      <Section tone="muted" eyebrow={m.customersEyebrow} title={m.customersTitle}>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          {overlay(TESTIMONIALS, c?.testimonials).map((t) => (
            <Card.Root key={t.name} asChild variant="elevated" _hover={{ shadow: 'lg' }}>
              <Link to={localizePath('/customers', lang)}>
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

      <Section eyebrow={m.pricingEyebrow} title={m.pricingTitle} subtitle={m.pricingSubtitle}>
        <Stack gap="6" maxW="4xl" mx="auto">
          <PriceTable />
          <LinkButton to="/pricing#calculator" colorPalette="teal" alignSelf="center">
            {m.estimate}
          </LinkButton>
        </Stack>
      </Section>

      <CtaBand
        title={m.ctaTitle}
        text={m.ctaText(PRICES.storageFreeGb)}
        actions={
          <>
            <LinkButton to={REGISTER_PATH} size="lg" bg="white" color="teal.800" _hover={{ bg: 'teal.50' }}>
              {m.ctaStart}
            </LinkButton>
            <LinkButton to="/support?category=partnership#ticket" size="lg" variant="outline" color="white" borderColor="whiteAlpha.700" _hover={{ bg: 'whiteAlpha.200' }}>
              {m.ctaSales}
            </LinkButton>
          </>
        }
      />
    </PublicPage>
  );
}
