import { Alert, Button } from '@chakra-ui/react';
import { errorMessage } from '@/lib/format';

export interface ErrorStateProps {
  /** The failed call's error (its message is shown). */
  error: unknown;
  title?: string;
  onRetry?: () => void;
}

/** A failed load, with the server's message and a retry button. */
export function ErrorState({ error, title = 'Could not load this data', onRetry }: ErrorStateProps) {
  return (
    <Alert.Root status="error" alignItems="center" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{errorMessage(error, 'Something went wrong. Please try again.')}</Alert.Description>
      </Alert.Content>
      {onRetry && (
        <Button size="sm" variant="outline" onClick={onRetry}>
          Retry
        </Button>
      )}
    </Alert.Root>
  );
}
