import { Box, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A list line with a check mark (use inside a `<Stack as="ul">`). */
export function Check({ children, color = 'teal.600' }: { children: ReactNode; color?: string }) {
  return (
    <HStack as="li" align="flex-start" gap="2" listStyleType="none">
      <Box color={color} flexShrink={0} mt="1">
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </Box>
      <Text as="span">{children}</Text>
    </HStack>
  );
}
