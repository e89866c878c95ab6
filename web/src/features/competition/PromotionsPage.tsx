import { Badge, Box, Button, Container, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { brand } from '@/config/brand';
import { useCurrentUser } from '@/lib/auth/useCurrentUser';
import { lazyPage, preloadElement } from '@/lib/lazyPage';
import { LazyHydrate } from '@/lib/LazyHydrate';
import { usePageMeta } from '@/lib/usePageMeta';
import en from '@/features/competition/i18n/en/promotions';
import { useMessages, usePublicLang } from '@/i18n/public/messages';
import { CompetitionTextContext, competitionT } from './competitionText';
import { useLiveTexts } from './liveTexts';
import { LineIcon } from './components/icons';
import { JoinCompetitionForm } from './components/JoinCompetitionForm';
import { LatestDrawCard } from './components/LatestDrawCard';
import { LiveDashboard } from './components/LiveDashboard';
import { SelectionProcessDialog } from './components/SelectionProcessDialog';
import { TrustCard } from './components/TrustCard';

export { loadLiveTexts } from './liveTexts';

// The lower half's code loads when it is about to hydrate (LazyHydrate's `load`).
const details = lazyPage(() => import('./PromotionsDetails'));
const loadDetails = () => preloadElement(details);

/**
 * /promotions (and /sw/promotions, /fr/promotions): the public Store & Score competition page
 * (signed-in visitors go to their dashboard). Its texts: the public catalogue's `promotions` part;
 * the competition parts it shares with the dashboard read theirs (liveTexts.ts) through the context.
 */
export default function PromotionsPage() {
  const m = useMessages('promotions', en);
  const lang = usePublicLang();
  const live = useLiveTexts(lang);
  const ct = useMemo(() => competitionT(live, lang), [live, lang]);
  usePageMeta(m.metaTitle, m.metaDescription(brand.name));
  const [processOpen, setProcessOpen] = useState(false);
  return (
    <CompetitionTextContext.Provider value={ct}>
      <Box>
        <SignedInGoesToDashboard />
        <Box bgGradient="to-br" gradientFrom="gray.900" gradientVia="teal.900" gradientTo="teal.700" color="white" pt={{ base: '12', md: '20' }} pb={{ base: '24', md: '32' }}>
          <Container maxW="6xl">
            <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="10" alignItems="center">
              <Stack gap="6">
                <Badge alignSelf="flex-start" colorPalette="orange" variant="solid" size="lg">
                  {m.badge}
                </Badge>
                <Heading as="h1" fontSize={{ base: '3xl', md: '5xl' }} lineHeight="1.1" fontWeight="bold">
                  {m.title}
                </Heading>
                <Text fontSize={{ base: 'md', md: 'lg' }} color="whiteAlpha.900">
                  {m.subtitle(brand.name)}
                </Text>
                <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
                  <Button asChild size="lg" colorPalette="orange">
                    <a href="#join">{m.confirmEntry}</a>
                  </Button>
                  <Button size="lg" variant="outline" color="white" borderColor="whiteAlpha.600" _hover={{ bg: 'whiteAlpha.200' }} onClick={() => setProcessOpen(true)}>
                    {m.howPicked}
                  </Button>
                </Stack>
                <HStack gap={{ base: '3', md: '6' }} wrap="wrap" fontSize="sm" color="whiteAlpha.900">
                  {m.trust.map((t) => (
                    <HStack key={t} gap="1.5">
                      <LineIcon name="check" color="teal.200" /> {t}
                    </HStack>
                  ))}
                </HStack>
              </Stack>
              {/* Hidden on phones: held back until it is on screen (it never is there) or a gesture
                  (its answer is not cached, so it first renders as the pre-rendered HTML did). */}
              <Box display={{ base: 'none', lg: 'block' }}>
                <LazyHydrate whenIdle={false}>
                  <LatestDrawCard />
                </LazyHydrate>
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

      {/* Below the fold: pre-rendered, it hydrates when it comes near or on a gesture, not when the
          browser is idle (its three queries' answers were most of the page's blocking time), and
          its code runs only then (a lazy module: its evaluation was a long task of the start). */}
      <LazyHydrate whenIdle={false} load={loadDetails}>
        {details}
      </LazyHydrate>
      <SelectionProcessDialog open={processOpen} onOpenChange={setProcessOpen} />
      </Box>
    </CompetitionTextContext.Provider>
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
