import { Alert, Button } from '@chakra-ui/react';
import { useCompetitionT } from '../competitionText';

/** A load failure with a retry button. */
export function QueryError({ what, onRetry }: { what: string; onRetry?: () => void }) {
  const ct = useCompetitionT();
  return (
    <Alert.Root status="error" borderRadius="md">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{ct('couldNotLoad', { what })}</Alert.Title>
        <Alert.Description>{ct('checkConnection')}</Alert.Description>
      </Alert.Content>
      {onRetry && (
        <Button size="xs" variant="outline" onClick={onRetry} alignSelf="center">
          {ct('retry')}
        </Button>
      )}
    </Alert.Root>
  );
}
