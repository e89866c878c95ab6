import { Box, Circle, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { LineIcon, type IconName } from './icons';
import { useCompetitionT } from '../competitionText';

export interface Step {
  icon: IconName;
  title: string;
  text: string;
}

/** Numbered step cards (how-it-works sections). */
export function StepCards({ steps }: { steps: Step[] }) {
  const ct = useCompetitionT();
  return (
    <SimpleGrid as="ol" columns={{ base: 1, sm: 2, lg: 4 }} gap="4" listStyleType="none" m="0" p="0">
      {steps.map((s, i) => (
        <Box as="li" key={s.title} borderWidth="1px" borderRadius="xl" p="5" bg="bg" position="relative">
          <Circle size="10" bg="teal.50" color="teal.700" mb="3">
            <LineIcon name={s.icon} boxSize="5" />
          </Circle>
          <Text fontSize="xs" fontWeight="bold" color="teal.700" textTransform="uppercase" letterSpacing="wide">
            {ct('step', { n: i + 1 })}
          </Text>
          <Heading as="h3" size="md" mt="1" mb="2">
            {s.title}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {s.text}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
