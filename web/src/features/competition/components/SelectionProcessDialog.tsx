import { Box, Button, CloseButton, Code, Dialog, Heading, List, Portal, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LineIcon } from './icons';
import { SimulationPanel } from './SimulationPanel';

const steps = [
  'The entry list of the period is frozen and its SHA-256 commitment is published before the draw.',
  'At the scheduled time the hash of the first Bitcoin block mined at or after that time is read. Nobody, including us, controls it.',
  'We compute SHA-256 of "competitionId:btcBlockHash:timestamp" and read it as a 256-bit number.',
  'That number modulo the total entries is the winning entry index. The customer whose entry range holds it wins.',
];

const audit = [
  'Every input and output of each draw is stored and published',
  'One draw per period, enforced by the database: no re-rolls',
  'Entry list committed before the period closes',
  'Recompute any past winner in your browser on the competition page',
];

const serviceChecks = [
  'Only active cloud storage services earn entries',
  'Entries = min(floor(active GB / 2), 500) at the draw',
  'Disabled services drop out automatically',
  'KYC check before a prize is delivered',
];

/** The 'Winner Selection Process' dialog: the method, a live simulation, audit and service checks. */
export function SelectionProcessDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} size={{ base: 'full', md: 'xl' }} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Winner Selection Process</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="6">
                <Box bg="gray.900" color="white" borderRadius="lg" p="4">
                  <Text fontSize="xs" color="whiteAlpha.700" mb="1">
                    Cryptographic selection
                  </Text>
                  <Code bg="transparent" color="teal.200" fontSize="sm" whiteSpace="normal" wordBreak="break-word" p="0">
                    winnerEntryIndex = SHA-256(competitionId:btcBlockHash:timestamp) mod totalEntries
                  </Code>
                </Box>
                <List.Root as="ol" gap="2" ps="5">
                  {steps.map((s) => (
                    <List.Item key={s} fontSize="sm">
                      {s}
                    </List.Item>
                  ))}
                </List.Root>
                <SimulationPanel />
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                  <FeatureList title="Audit features" icon="shield" items={audit} />
                  <FeatureList title="Service verification" icon="cloud" items={serviceChecks} />
                </SimpleGrid>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Close</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
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
