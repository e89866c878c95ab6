import { Badge } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export type StatusTone = 'success' | 'warning' | 'danger' | 'neutral' | 'info';
const palette: Record<StatusTone, string> = { success: 'green', warning: 'yellow', danger: 'red', neutral: 'gray', info: 'blue' };

/** A coloured status pill (green success, yellow warning, red danger, grey neutral, blue info). */
export function StatusBadge({ tone, children }: { tone: StatusTone; children: ReactNode }) {
  return (
    <Badge colorPalette={palette[tone]} variant="subtle" size="sm" borderRadius="full" px="2">
      {children}
    </Badge>
  );
}
