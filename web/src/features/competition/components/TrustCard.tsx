import { Box, Card, Heading, Link, Stack, Text } from '@chakra-ui/react';
import en from '@/features/competition/i18n/en/promotions';
import { useMessages } from '@/i18n/public/messages';
import { LineIcon, type IconName } from './icons';

/** The icons of the points (their texts: trustPoints, in the same order). */
const icons: IconName[] = ['link', 'shield', 'hash'];

/** Why the draw can be trusted, next to the join form. */
export function TrustCard() {
  const m = useMessages('promotions', en);
  const points = m.trustPoints.map((p, i) => ({ ...p, icon: icons[i]! }));
  return (
    <Card.Root variant="subtle" bg="teal.50">
      <Card.Body gap="4">
        <Heading as="h2" size="md">
          {m.trustTitle}
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
          {m.verifyPast}
        </Link>
      </Card.Body>
    </Card.Root>
  );
}
