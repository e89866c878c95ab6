import { Badge, Box, Button, Container, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { brand } from '@/config/brand';
import { useCurrentUser } from '@/features/auth/useCurrentUser';
import { LazyHydrate } from '@/lib/LazyHydrate';
import { usePageMeta } from '@/lib/usePageMeta';
import { CompetitionTabs } from './components/CompetitionTabs';
import { LineIcon } from './components/icons';
import { JoinCompetitionForm } from './components/JoinCompetitionForm';
import { LatestDrawCard } from './components/LatestDrawCard';
import { LiveDashboard } from './components/LiveDashboard';
import { SelectionProcessDialog } from './components/SelectionProcessDialog';
import { StepCards, type Step } from './components/StepCards';
import { TrustCard } from './components/TrustCard';
import { VerifyDrawSection } from './components/VerifyDrawSection';

const steps: Step[] = [
  { icon: 'cloud', title: 'Store with us', text: 'Run any active cloud storage service: a plan or a custom bucket.' },
  { icon: 'gift', title: 'Get entries automatically', text: 'Every 2 GB of active storage is 1 entry in every draw, up to 500 entries.' },
  { icon: 'hash', title: 'Fair, public draws', text: 'Daily, weekly and monthly draws use SHA-256 over a Bitcoin block hash nobody controls.' },
  { icon: 'bell', title: 'Win and verify', text: 'Winners hear by e-mail, SMS and WhatsApp within 5 minutes. Anyone can check the result.' },
];

const trust = ['SHA-256 + Bitcoin block', 'Drawn once per period', 'Verify any winner'];

/** /promotions: the public Store & Score competition page (signed-in visitors go to their dashboard). */
export default function PromotionsPage() {
  usePageMeta('Store & Score competition', `Win data bundles with ${brand.name}: every 2 GB of cloud storage is an entry, drawn fairly and verifiably.`);
  const [processOpen, setProcessOpen] = useState(false);
  return (
    <Box>
      <SignedInGoesToDashboard />
      <Box bgGradient="to-br" gradientFrom="gray.900" gradientVia="teal.900" gradientTo="teal.700" color="white" pt={{ base: '12', md: '20' }} pb={{ base: '24', md: '32' }}>
        <Container maxW="6xl">
          <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="10" alignItems="center">
            <Stack gap="6">
              <Badge alignSelf="flex-start" colorPalette="orange" variant="solid" size="lg">
                Store & Score
              </Badge>
              <Heading as="h1" fontSize={{ base: '3xl', md: '5xl' }} lineHeight="1.1" fontWeight="bold">
                Store your data. Win data bundles. Check the draw yourself.
              </Heading>
              <Text fontSize={{ base: 'md', md: 'lg' }} color="whiteAlpha.900">
                Every {brand.name} customer with an active cloud storage service is entered automatically. Winners are picked with a public SHA-256 method anyone can recompute.
              </Text>
              <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
                <Button asChild size="lg" colorPalette="orange">
                  <a href="#join">Confirm my entry</a>
                </Button>
                <Button size="lg" variant="outline" color="white" borderColor="whiteAlpha.600" _hover={{ bg: 'whiteAlpha.200' }} onClick={() => setProcessOpen(true)}>
                  How winners are picked
                </Button>
              </Stack>
              <HStack gap={{ base: '3', md: '6' }} wrap="wrap" fontSize="sm" color="whiteAlpha.900">
                {trust.map((t) => (
                  <HStack key={t} gap="1.5">
                    <LineIcon name="check" color="teal.200" /> {t}
                  </HStack>
                ))}
              </HStack>
            </Stack>
            <Box display={{ base: 'none', lg: 'block' }}>
              <LatestDrawCard />
            </Box>
          </Grid>
        </Container>
      </Box>

      <Container maxW="6xl" mt={{ base: '-16', md: '-20' }} position="relative">
        <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="6" alignItems="start">
          <LiveDashboard onShowProcess={() => setProcessOpen(true)} />
          <Stack gap="6">
            <JoinCompetitionForm />
            <TrustCard />
          </Stack>
        </Grid>
      </Container>

      {/* Below the fold: pre-rendered, it hydrates when it comes near (LazyHydrate). */}
      <LazyHydrate>
        <Container maxW="6xl" py={{ base: '12', md: '16' }}>
          <Stack gap="14">
            <Stack gap="6" as="section" aria-labelledby="how-heading">
              <Heading as="h2" size="2xl" id="how-heading">
                How it works
              </Heading>
              <StepCards steps={steps} />
            </Stack>
            <Stack gap="4" as="section" aria-label="Competition details">
              <Heading as="h2" size="2xl">
                The details
              </Heading>
              <CompetitionTabs />
            </Stack>
            <VerifyDrawSection />
            <Stack as="section" align="center" textAlign="center" gap="4" bg="teal.50" borderRadius="2xl" px="6" py={{ base: '10', md: '14' }}>
              <Heading as="h2" size="2xl">
                More storage, more entries
              </Heading>
              <Text color="fg.muted" maxW="xl">
                Pick the storage you need in Kenyan shillings. Every 2 GB you keep active is another chance in every draw.
              </Text>
              <Button asChild size="lg" colorPalette="teal">
                <Link to="/pricing">See pricing</Link>
              </Button>
            </Stack>
          </Stack>
        </Container>
      </LazyHydrate>
      <SelectionProcessDialog open={processOpen} onOpenChange={setProcessOpen} />
    </Box>
  );
}

/**
 * The page shows while the session is checked (it is pre-rendered that way); a signed-in visitor
 * then goes to the dashboard's version. Its own component, so the session's answer re-renders
 * nothing else of the page (sections below the fold may still be waiting to hydrate).
 */
function SignedInGoesToDashboard() {
  const { user } = useCurrentUser();
  const location = useLocation();
  // Keeps a ?verify= link and its #verify anchor (the admin panel's "Verify this draw").
  return user ? <Navigate to={{ pathname: '/dashboard/promotions', search: location.search, hash: location.hash }} replace /> : null;
}
