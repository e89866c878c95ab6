import { Box, Card, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { LineIcon, type IconName } from './icons';

const points: { icon: IconName; title: string; text: string }[] = [
  { icon: 'link', title: 'Outside randomness', text: 'Each draw uses a Bitcoin block hash that nobody, including us, can choose.' },
  { icon: 'shield', title: 'Entries fixed in advance', text: 'The entry list is fingerprinted with SHA-256 before the period closes.' },
  { icon: 'hash', title: 'Open arithmetic', text: 'Every input is published, so any winner can be recomputed.' },
];

/** Why the draw can be trusted, next to the join form. */
export function TrustCard() {
  return (
    <Card.Root variant="subtle" bg="teal.50">
      <Card.Body gap="4">
        <Heading as="h2" size="md">
          Why you can trust the draw
        </Heading>
        <Stack gap="3">
          {points.map((p) => (
            <Box key={p.title} display="flex" gap="3">
              <Box color="teal.700" mt="0.5">
                <LineIcon name={p.icon} boxSize="5" />
              </Box>
              <Box>
                <Text fontWeight="semibold" fontSize="sm">
                  {p.title}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {p.text}
                </Text>
              </Box>
            </Box>
          ))}
        </Stack>
        <Link href="#verify" color="teal.700" fontWeight="medium" fontSize="sm">
          Verify a past draw →
        </Link>
      </Card.Body>
    </Card.Root>
  );
}
