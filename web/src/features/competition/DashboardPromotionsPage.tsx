import { Badge, Box, Button, Card, Grid, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { brand } from '@/config/brand';
import { type DashboardKey, useDashboardT } from '@/i18n';
import { CompetitionTextContext, type CompetitionT } from './competitionText';
import { usePageMeta } from '@/lib/usePageMeta';
import { CompetitionStatusCard } from './components/CompetitionStatusCard';
import { DashboardTabs } from './components/DashboardTabs';
import { LineIcon, type IconName } from './components/icons';
import { LiveEntries } from './components/LiveEntries';
import { PrizeList } from './components/PrizeList';
import { RulesDialog } from './components/RulesDialog';
import { SelectionProcessDialog } from './components/SelectionProcessDialog';
import { StepCards, type Step } from './components/StepCards';
import { VerifyDrawSection } from './components/VerifyDrawSection';

/** Feature tiles and steps: icon and the promo.feature_* / promo.step_* key (title; text under key + 'Text'). */
const features: { icon: IconName; key: 'entry' | 'draws' | 'fair' | 'service' }[] = [
  { icon: 'gift', key: 'entry' },
  { icon: 'calendar', key: 'draws' },
  { icon: 'shield', key: 'fair' },
  { icon: 'cloud', key: 'service' },
];

const howItWorks: { icon: IconName; key: 'subscribe' | 'eligible' | 'draws' | 'delivery' }[] = [
  { icon: 'cloud', key: 'subscribe' },
  { icon: 'check', key: 'eligible' },
  { icon: 'calendar', key: 'draws' },
  { icon: 'phone', key: 'delivery' },
];

/** /dashboard/promotions: 'Bundle Up Na {provider}', the live competition and the customer's status card. */
export default function DashboardPromotionsPage() {
  const { t } = useDashboardT();
  usePageMeta(t('promo.pageTitle'), 'Win data bundles with your cloud storage: live draws, your entries and the rules.');
  // The parts shared with the public /promotions page take their words from this page's catalogue.
  const ct = useCallback<CompetitionT>((key, params) => t(`promoLive.${key}` as DashboardKey, params), [t]);
  const steps: Step[] = howItWorks.map((s) => ({ icon: s.icon, title: t(`promo.step_${s.key}`), text: t(`promo.step_${s.key}Text`) }));
  const [processOpen, setProcessOpen] = useState(false);
  const [rulesOpen, setRulesOpen] = useState(false);
  return (
    <CompetitionTextContext.Provider value={ct}>
      <Stack gap="8" p={{ base: '4', md: '8' }} maxW="7xl" w="full" mx="auto">
        <Stack gap="2">
          <HStack gap="3" wrap="wrap">
            <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
              Bundle Up Na {brand.name}
            </Heading>
            <Badge colorPalette="green" variant="solid" size="md">
              <LineIcon name="shield" /> {t('promo.fullyCompliant')}
            </Badge>
          </HStack>
          <Text color="fg.muted">{t('promo.intro')}</Text>
        </Stack>

        <Box bgGradient="to-br" gradientFrom="teal.700" gradientTo="teal.900" color="white" borderRadius="2xl" p={{ base: '5', md: '8' }}>
          <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
            {features.map((f) => (
              <Box key={f.key} bg="whiteAlpha.100" borderWidth="1px" borderColor="whiteAlpha.200" borderRadius="xl" p="4">
                <LineIcon name={f.icon} boxSize="6" color="orange.300" />
                <Heading as="h2" size="sm" mt="3" mb="1">
                  {t(`promo.feature_${f.key}`)}
                </Heading>
                <Text fontSize="sm" color="whiteAlpha.800">
                  {t(`promo.feature_${f.key}Text`)}
                </Text>
              </Box>
            ))}
          </SimpleGrid>
        </Box>

        <Stack gap="4" as="section" aria-labelledby="live-heading">
          <Heading as="h2" size="xl" id="live-heading">
            {t('promo.live')}
          </Heading>
          <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="6" alignItems="start">
            <Stack gap="6" minW="0">
              <Card.Root variant="outline">
                <Card.Header>
                  <Heading as="h3" size="md">
                    {t('promo.prizePool')}
                  </Heading>
                </Card.Header>
                <Card.Body gap="5">
                  <PrizeList columns={{ base: 1, sm: 3 }} />
                  <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
                    <Button colorPalette="teal" onClick={() => setProcessOpen(true)}>
                      <LineIcon name="hash" /> {t('promo.viewProcess')}
                    </Button>
                    <Button variant="outline" onClick={() => setRulesOpen(true)}>
                      {t('promo.rules')}
                    </Button>
                  </Stack>
                </Card.Body>
              </Card.Root>
              <Card.Root variant="outline">
                <Card.Body>
                  <LiveEntries />
                </Card.Body>
              </Card.Root>
            </Stack>
            <CompetitionStatusCard />
          </Grid>
        </Stack>

        <Stack gap="4" as="section" aria-labelledby="how-bundle-heading">
          <Heading as="h2" size="xl" id="how-bundle-heading">
            {t('promo.howItWorks')}
          </Heading>
          <StepCards steps={steps} />
        </Stack>

        <Card.Root variant="outline">
          <Card.Body>
            <DashboardTabs />
          </Card.Body>
        </Card.Root>

        <VerifyDrawSection />

        <SelectionProcessDialog open={processOpen} onOpenChange={setProcessOpen} />
        <RulesDialog open={rulesOpen} onOpenChange={setRulesOpen} />
      </Stack>
    </CompetitionTextContext.Provider>
  );
}
