import { EmptyState as ChakraEmptyState, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** A button or link, e.g. 'Create Service'. */
  action?: ReactNode;
  icon?: ReactNode;
  /** Compact variant for inside a chart card. */
  size?: 'sm' | 'md';
}

/** An honest 'nothing here yet' message with an optional next step. */
export function EmptyState({ title, description, action, icon, size = 'md' }: EmptyStateProps) {
  return (
    <ChakraEmptyState.Root size={size} role="status">
      <ChakraEmptyState.Content>
        {icon && <ChakraEmptyState.Indicator>{icon}</ChakraEmptyState.Indicator>}
        <VStack textAlign="center" gap="1">
          <ChakraEmptyState.Title>{title}</ChakraEmptyState.Title>
          {description && <ChakraEmptyState.Description>{description}</ChakraEmptyState.Description>}
        </VStack>
        {action}
      </ChakraEmptyState.Content>
    </ChakraEmptyState.Root>
  );
}
