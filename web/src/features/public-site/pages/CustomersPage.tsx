import { Badge, Box, Card, Grid, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { usePageMeta } from '@/lib/usePageMeta';
import { CtaBand } from '../components/CtaBand';
import { LinkButton } from '../components/LinkButton';
import { PageHero } from '../components/PageHero';
import { Section } from '../components/Section';
import { CASE_STUDIES, CUSTOMER_STATS, INDUSTRIES, type CaseStudy } from '../content/caseStudies';
import { TESTIMONIALS } from '../content/customers';
import { PublicPage } from '../components/PublicPage';

import { overlay, useContentText } from '../i18n/content';
import en from '../i18n/en/customers';
import { useMessages } from '@/i18n/public/messages';
/** Customers: headline figures, three case studies, industries and testimonials. */
export default function CustomersPage() {
  const m = useMessages('customers', en);
  const t = useContentText();
  usePageMeta(m.metaTitle, m.metaDescription);
  return (
    <PublicPage>
      <PageHero eyebrow={m.eyebrow} title={m.title} subtitle={m.subtitle}>
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="6" mt="10" data-testid="customer-stats">
          {overlay(CUSTOMER_STATS, t?.customerStats).map((s) => (
            <Box key={s.label}>
              <Text fontSize={{ base: '2xl', md: '4xl' }} fontWeight="bold" color="teal.200">{s.value}</Text>
              <Text color="gray.300" fontSize="sm">{s.label}</Text>
            </Box>
          ))}
        </SimpleGrid>
      </PageHero>
      <Section eyebrow={m.casesEyebrow} title={m.casesTitle}>
        <Stack gap="8">
          {overlay(CASE_STUDIES, t?.caseStudies).map((c) => (
            <CaseStudyCard key={c.company} study={c} m={m} />
          ))}
        </Stack>
      </Section>
      <Section tone="muted" eyebrow={m.industriesEyebrow} title={m.industriesTitle} subtitle={m.industriesSubtitle}>
        <SimpleGrid columns={{ base: 2, md: 4, lg: 7 }} gap="4">
          {overlay(INDUSTRIES, t?.industries).map((i) => (
            <Card.Root key={i.name} variant="elevated" textAlign="center">
              <Card.Body gap="1" p="4">
                <Text fontSize="2xl" fontWeight="bold" color="teal.700">{i.count.toLocaleString('en-KE')}</Text>
                <Text fontSize="sm" color="fg.muted">{i.name}</Text>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Section>
      <Section eyebrow={m.testimonialsEyebrow} title={m.testimonialsTitle}>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          {overlay(TESTIMONIALS, t?.testimonials).map((t) => (
            <Card.Root key={t.name} variant="outline">
              <Card.Body gap="4">
                <Text>“{t.quote}”</Text>
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
            </Card.Root>
          ))}
        </SimpleGrid>
      </Section>
      <CtaBand
        title={m.ctaTitle}
        text={m.ctaText}
        actions={
          <>
            <LinkButton to="/support?category=partnership#ticket" size="lg" bg="white" color="teal.800" _hover={{ bg: 'teal.50' }}>
              {m.ctaTalk}
            </LinkButton>
            <LinkButton to="/support" size="lg" variant="outline" color="white" borderColor="whiteAlpha.700" _hover={{ bg: 'whiteAlpha.200' }}>
              {m.ctaSupport}
            </LinkButton>
          </>
        }
      />
    </PublicPage>
  );
}

function CaseStudyCard({ study: c, m }: { study: CaseStudy; m: typeof en }) {
  const results = [c.results.costSavings, c.results.performanceGain, c.results.additionalBenefit].map((value, i) => ({ label: m.resultLabels[i]!, value }));
  return (
    <Card.Root variant="outline" data-testid="case-study">
      <Card.Body>
        <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="8">
          <Stack gap="4">
            <HStack gap="3" flexWrap="wrap">
              <Heading as="h3" size="xl">{c.company}</Heading>
              <Badge colorPalette="teal">{c.industry}</Badge>
            </HStack>
            <Box>
              <Text fontWeight="semibold">{m.challenge}</Text>
              <Text color="fg.muted">{c.challenge}</Text>
            </Box>
            <Box>
              <Text fontWeight="semibold">{m.solution}</Text>
              <Text color="fg.muted">{c.solution}</Text>
            </Box>
            <Box as="blockquote" borderLeftWidth="4px" borderColor="teal.500" pl="4" fontStyle="italic">
              “{c.quote}”
              <Text as="footer" fontStyle="normal" fontSize="sm" color="fg.muted" mt="1">— {c.author}</Text>
            </Box>
          </Stack>
          <Stack gap="3" bg="teal.50" borderRadius="lg" p="5">
            <Text fontWeight="semibold" color="teal.900">{m.results}</Text>
            {results.map((r) => (
              <Box key={r.label}>
                <Text fontSize="xs" textTransform="uppercase" letterSpacing="wide" color="teal.800">{r.label}</Text>
                <Text fontWeight="bold" color="teal.900">{r.value}</Text>
              </Box>
            ))}
            <LinkButton to="/support?category=partnership#ticket" size="sm" colorPalette="teal" alignSelf="flex-start" mt="2">
              {m.getResults}
            </LinkButton>
          </Stack>
        </Grid>
      </Card.Body>
    </Card.Root>
  );
}
