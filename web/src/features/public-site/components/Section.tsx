import { Box, Container, Heading, Stack, Text, type BoxProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LazyHydrate } from '@/lib/LazyHydrate';

/**
 * A page section with a consistent rhythm: eyebrow, h2 title, lead text, content. Sections sit
 * below a page's hero, so a pre-rendered one hydrates when it comes near the viewport (LazyHydrate).
 */
export function Section({
  id,
  eyebrow,
  title,
  subtitle,
  children,
  tone = 'plain',
  align = 'center',
  ...rest
}: {
  id?: string;
  eyebrow?: string;
  title?: string;
  subtitle?: ReactNode;
  children?: ReactNode;
  tone?: 'plain' | 'muted' | 'dark';
  align?: 'center' | 'start';
} & Omit<BoxProps, 'title'>) {
  const bg = tone === 'muted' ? 'gray.50' : tone === 'dark' ? 'gray.900' : 'bg';
  const dark = tone === 'dark';
  return (
    <LazyHydrate>
      <Box as="section" id={id} bg={bg} color={dark ? 'white' : undefined} py={{ base: '12', md: '16' }} scrollMarginTop="20" {...rest}>
        <Container maxW="7xl" px={{ base: '4', md: '6' }}>
          {(eyebrow || title || subtitle) && (
            <Stack gap="3" mb={{ base: '8', md: '10' }} textAlign={align === 'center' ? 'center' : 'start'} align={align === 'center' ? 'center' : 'flex-start'}>
              {eyebrow && (
                <Text fontSize="sm" fontWeight="semibold" letterSpacing="wide" textTransform="uppercase" color={dark ? 'teal.200' : 'teal.700'}>
                  {eyebrow}
                </Text>
              )}
              {title && (
                <Heading as="h2" size={{ base: '2xl', md: '3xl' }} maxW="3xl">
                  {title}
                </Heading>
              )}
              {subtitle && (
                <Text fontSize={{ base: 'md', md: 'lg' }} color={dark ? 'gray.300' : 'fg.muted'} maxW="3xl">
                  {subtitle}
                </Text>
              )}
            </Stack>
          )}
          {children}
        </Container>
      </Box>
    </LazyHydrate>
  );
}
