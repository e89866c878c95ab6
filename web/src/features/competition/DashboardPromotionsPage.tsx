import { Badge, Box, Button, Card, Grid, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { brand } from '@/config/brand';
import { usePageMeta } from '@/lib/usePageMeta';
import { CompetitionStatusCard } from './components/CompetitionStatusCard';
import { DashboardTabs } from './components/DashboardTabs';
import { LineIcon, type IconName } from './components/icons';
import { LiveEntries } from './components/LiveEntries';
import { PrizeList } from './components/PrizeList';
import { RulesDialog } from './components/RulesDialog';
import { SelectionProcessDialog } from './components/SelectionProcessDialog';
import { StepCards, type Step } from './components/StepCards';

const features: { icon: IconName; title: string; text: string }[] = [
  { icon: 'gift', title: 'Automatic Entry', text: 'Your active storage enters you in every draw. No forms, no codes.' },
  { icon: 'calendar', title: 'Daily & Monthly Draws', text: 'Data bundles every day, premium bundles on the first Monday of the month.' },
  { icon: 'shield', title: 'Fair & Transparent', text: 'SHA-256 over a Bitcoin block hash. Every result can be recomputed.' },
  { icon: 'cloud', title: 'Service-Based Only', text: 'Entries come from active cloud storage: 1 per 2 GB, up to 500.' },
];

const howItWorks: Step[] = [
  { icon: 'cloud', title: 'Subscribe to cloud storage', text: 'Start any cloud storage service or plan from your dashboard.' },
  { icon: 'check', title: 'Automatic eligibility', text: 'Active services count at once: every 2 GB is 1 entry, up to 500 per draw.' },
  { icon: 'calendar', title: 'Daily and monthly draws', text: 'Daily data bundle draws, plus a monthly premium draw on the first Monday.' },
  { icon: 'phone', title: 'Data bundle delivery', text: 'Winners are notified by e-mail, SMS and WhatsApp; bundles go to the registered mobile number.' },
];

/** /dashboard/promotions: 'Bundle Up Na {provider}', the live competition and the customer's status card. */
export default function DashboardPromotionsPage() {
  usePageMeta('Bundle Up promotions', 'Win data bundles with your cloud storage: live draws, your entries and the rules.');
  const [processOpen, setProcessOpen] = useState(false);
  const [rulesOpen, setRulesOpen] = useState(false);
  return (
    <Stack gap="8" p={{ base: '4', md: '8' }} maxW="7xl" w="full" mx="auto">
      <Stack gap="2">
        <HStack gap="3" wrap="wrap">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
            Bundle Up Na {brand.name}
          </Heading>
          <Badge colorPalette="green" variant="solid" size="md">
            <LineIcon name="shield" /> Fully Compliant
          </Badge>
        </HStack>
        <Text color="fg.muted">Win data bundles just by keeping your data with us. Fair draws you can verify.</Text>
      </Stack>

      <Box bgGradient="to-br" gradientFrom="teal.700" gradientTo="teal.900" color="white" borderRadius="2xl" p={{ base: '5', md: '8' }}>
        <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
          {features.map((f) => (
            <Box key={f.title} bg="whiteAlpha.100" borderWidth="1px" borderColor="whiteAlpha.200" borderRadius="xl" p="4">
              <LineIcon name={f.icon} boxSize="6" color="orange.300" />
              <Heading as="h2" size="sm" mt="3" mb="1">
                {f.title}
              </Heading>
              <Text fontSize="sm" color="whiteAlpha.800">
                {f.text}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </Box>

      <Stack gap="4" as="section" aria-labelledby="live-heading">
        <Heading as="h2" size="xl" id="live-heading">
          Live Competition Dashboard
        </Heading>
        <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="6" alignItems="start">
          <Stack gap="6" minW="0">
            <Card.Root variant="outline">
              <Card.Header>
                <Heading as="h3" size="md">
                  Current Prize Pool
                </Heading>
              </Card.Header>
              <Card.Body gap="5">
                <PrizeList columns={{ base: 1, sm: 3 }} />
                <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
                  <Button colorPalette="teal" onClick={() => setProcessOpen(true)}>
                    <LineIcon name="hash" /> View Selection Process
                  </Button>
                  <Button variant="outline" onClick={() => setRulesOpen(true)}>
                    Competition Rules
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
          How Bundle Up Works
        </Heading>
        <StepCards steps={howItWorks} />
      </Stack>

      <Card.Root variant="outline">
        <Card.Body>
          <DashboardTabs />
        </Card.Body>
      </Card.Root>

      <SelectionProcessDialog open={processOpen} onOpenChange={setProcessOpen} />
      <RulesDialog open={rulesOpen} onOpenChange={setRulesOpen} />
    </Stack>
  );
}
