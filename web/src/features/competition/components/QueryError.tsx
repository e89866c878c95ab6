import { Alert, Button } from '@chakra-ui/react';

/** A load failure with a retry button. */
export function QueryError({ what, onRetry }: { what: string; onRetry?: () => void }) {
  return (
    <Alert.Root status="error" borderRadius="md">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Could not load {what}</Alert.Title>
        <Alert.Description>Check your connection and try again.</Alert.Description>
      </Alert.Content>
      {onRetry && (
        <Button size="xs" variant="outline" onClick={onRetry} alignSelf="center">
          Retry
        </Button>
      )}
    </Alert.Root>
  );
}
