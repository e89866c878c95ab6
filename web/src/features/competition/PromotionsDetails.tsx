import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import en from '@/features/competition/i18n/en/promotions';
import { localizePath } from '@/i18n/public/lang';
import { useMessages, usePublicLang } from '@/i18n/public/messages';
import { CompetitionTabs } from './components/CompetitionTabs';
import { StepCards, type Step } from './components/StepCards';
import { VerifyDrawSection } from './components/VerifyDrawSection';

/** The steps' icons (their texts: the catalogue's `steps`, in the same order). */
const stepIcons: Step['icon'][] = ['cloud', 'gift', 'hash', 'bell'];

/**
 * The lower half of /promotions: how it works, the details (prizes, plans, winners, rules), the
 * draw verifier and the way to more storage. A module of its own, loaded when the section
 * hydrates (PromotionsPage.tsx): a visitor who never scrolls there does not run its code either.
 */
export default function PromotionsDetails() {
  const m = useMessages('promotions', en);
  const lang = usePublicLang();
  const steps: Step[] = m.steps.map((s, i) => ({ ...s, icon: stepIcons[i]! }));
  return (
    <Container maxW="6xl" py={{ base: '12', md: '16' }}>
      <Stack gap="14">
        <Stack gap="6" as="section" aria-labelledby="how-heading">
          <Heading as="h2" size="2xl" id="how-heading">
            {m.howItWorks}
          </Heading>
          <StepCards steps={steps} />
        </Stack>
        <Stack gap="4" as="section" aria-label={m.detailsLabel}>
          <Heading as="h2" size="2xl">
            {m.details}
          </Heading>
          <CompetitionTabs />
        </Stack>
        <VerifyDrawSection />
        <Stack as="section" align="center" textAlign="center" gap="4" bg="teal.50" borderRadius="2xl" px="6" py={{ base: '10', md: '14' }}>
          <Heading as="h2" size="2xl">
            {m.moreStorage}
          </Heading>
          <Text color="fg.muted" maxW="xl">
            {m.moreStorageText}
          </Text>
          <Button asChild size="lg" colorPalette="teal">
            <Link to={localizePath('/pricing', lang)}>{m.seePricing}</Link>
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
}
