import { Box, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LazyHydrate } from '@/lib/LazyHydrate';

/** The closing call to action of a page (at its end: it hydrates when it comes near, LazyHydrate). */
export function CtaBand({ title, text, actions }: { title: string; text?: string; actions: ReactNode }) {
  return (
    <LazyHydrate>
      <Box as="section" bg="teal.700" color="white" py={{ base: '12', md: '16' }}>
        <Container maxW="5xl" px={{ base: '4', md: '6' }}>
          <Stack gap="4" align="center" textAlign="center">
            <Heading as="h2" size={{ base: '2xl', md: '3xl' }}>
              {title}
            </Heading>
            {text && (
              <Text fontSize="lg" color="teal.50" maxW="2xl">
                {text}
              </Text>
            )}
            <HStack gap="3" flexWrap="wrap" justify="center" pt="2">
              {actions}
            </HStack>
          </Stack>
        </Container>
      </Box>
    </LazyHydrate>
  );
}
