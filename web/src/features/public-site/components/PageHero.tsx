import { Box, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The dark hero band at the top of every public page (one h1 per page). */
export function PageHero({ eyebrow, title, subtitle, actions, children }: { eyebrow?: ReactNode; title: string; subtitle?: ReactNode; actions?: ReactNode; children?: ReactNode }) {
  return (
    <Box bgGradient="to-br" gradientFrom="gray.900" gradientVia="teal.900" gradientTo="gray.900" color="white" py={{ base: '14', md: '20' }}>
      <Container maxW="7xl" px={{ base: '4', md: '6' }}>
        <Stack gap="5" maxW="3xl">
          {eyebrow && (
            <Text fontSize="sm" fontWeight="semibold" letterSpacing="wide" textTransform="uppercase" color="teal.200">
              {eyebrow}
            </Text>
          )}
          <Heading as="h1" size={{ base: '3xl', md: '5xl' }} lineHeight="1.1">
            {title}
          </Heading>
          {subtitle && (
            <Text fontSize={{ base: 'md', md: 'xl' }} color="gray.200">
              {subtitle}
            </Text>
          )}
          {actions && (
            <HStack gap="3" flexWrap="wrap" pt="2">
              {actions}
            </HStack>
          )}
        </Stack>
        {children}
      </Container>
    </Box>
  );
}
