import { Box, Card, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { brand } from '@/config/brand';

/** The frame of the account pages outside the dashboard (/auth's look): brand line, one card. */
export function AuthCard({ children }: { children: ReactNode }) {
  return (
    <Box bg="bg.subtle" flex="1" py={{ base: '8', md: '16' }} px="4">
      <Stack maxW="md" mx="auto" gap="6">
        <Stack gap="1" textAlign="center">
          <Heading as="p" size="lg">
            {brand.name}
          </Heading>
          <Text color="fg.muted">S3-compatible storage with data that stays in Kenya.</Text>
        </Stack>
        <Card.Root w="full" variant="elevated">
          <Card.Body>{children}</Card.Body>
        </Card.Root>
      </Stack>
    </Box>
  );
}
