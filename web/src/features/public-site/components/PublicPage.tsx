import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { accessiblePalette } from '@/components/layout/palette';

/** Root of every public page (AA-contrast solid colours for the buttons inside). */
export function PublicPage({ children }: { children: ReactNode }) {
  return (
    <Box style={accessiblePalette} display="flex" flexDirection="column" flex="1">
      {children}
    </Box>
  );
}
