import { Box, Button, Code, Heading, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { AppDialog } from '@/components/ui/AppDialog';
import { useCompetitionT } from '../competitionText';
import { LineIcon } from './icons';
import { SimulationPanel } from './SimulationPanel';

/** The texts' keys (messages/*.ts): the method's steps, the audit features and the service checks. */
const steps = ['processStep_1', 'processStep_2', 'processStep_3', 'processStep_4'] as const;
const audit = ['audit_1', 'audit_2', 'audit_3', 'audit_4'] as const;
const serviceChecks = ['serviceCheck_1', 'serviceCheck_2', 'serviceCheck_3', 'serviceCheck_4'] as const;

/** The 'Winner Selection Process' dialog: the method, a live simulation, audit and service checks. */
export function SelectionProcessDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const ct = useCompetitionT();
  return (
    <AppDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title={ct('processTitle')}
      size={{ base: 'full', md: 'xl' }}
      closeLabel={ct('close')}
      footer={
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          {ct('close')}
        </Button>
      }
    >
      <Stack gap="6">
        <Box bg="gray.900" color="white" borderRadius="lg" p="4">
          <Text fontSize="xs" color="whiteAlpha.700" mb="1">
            {ct('processCrypto')}
          </Text>
          <Code bg="transparent" color="teal.200" fontSize="sm" whiteSpace="normal" wordBreak="break-word" p="0">
            winnerEntryIndex = SHA-256(competitionId:btcBlockHash:timestamp) mod totalEntries
          </Code>
        </Box>
        <List.Root as="ol" gap="2" ps="5">
          {steps.map((s) => (
            <List.Item key={s} fontSize="sm">
              {ct(s)}
            </List.Item>
          ))}
        </List.Root>
        <SimulationPanel />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FeatureList title={ct('auditTitle')} icon="shield" items={audit.map((k) => ct(k))} />
          <FeatureList title={ct('serviceChecksTitle')} icon="cloud" items={serviceChecks.map((k) => ct(k))} />
        </SimpleGrid>
      </Stack>
    </AppDialog>
  );
}

function FeatureList({ title, icon, items }: { title: string; icon: 'shield' | 'cloud'; items: string[] }) {
  return (
    <Box borderWidth="1px" borderRadius="lg" p="4">
      <Heading as="h3" size="sm" mb="3" display="flex" alignItems="center" gap="2">
        <LineIcon name={icon} color="teal.600" /> {title}
      </Heading>
      <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
        {items.map((i) => (
          <Text as="li" key={i} fontSize="sm" display="flex" gap="2" alignItems="flex-start">
            <LineIcon name="check" color="green.600" mt="0.5" flexShrink={0} />
            {i}
          </Text>
        ))}
      </Stack>
    </Box>
  );
}
