import { Alert, Button } from '@chakra-ui/react';
import { useUiLabels } from './uiLabels';

export interface ErrorStateProps {
  /** The failed call's error (its message is shown). */
  error: unknown;
  title?: string;
  onRetry?: () => void;
}

/** A failed load, with the server's message and a retry button. */
export function ErrorState({ error, title, onRetry }: ErrorStateProps) {
  const labels = useUiLabels();
  return (
    <Alert.Root status="error" alignItems="center" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title ?? labels.couldNotLoad}</Alert.Title>
        <Alert.Description>{labels.errorText(error)}</Alert.Description>
      </Alert.Content>
      {onRetry && (
        <Button size="sm" variant="outline" onClick={onRetry}>
          {labels.retry}
        </Button>
      )}
    </Alert.Root>
  );
}
