import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Root of every public page (AA-contrast solid colours for the buttons inside). */
export function PublicPage({ children }: { children: ReactNode }) {
  return (
    <Box display="flex" flexDirection="column" flex="1">
      {children}
    </Box>
  );
}
