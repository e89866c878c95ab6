import { Alert } from '@chakra-ui/react';

/**
 * Said plainly on the public pages when draws do not use a public Bitcoin beacon: with the local
 * fallback, results are labelled and recomputable but their randomness cannot be checked by anyone
 * outside; with no beacon at all, committed draws wait.
 */
export function BeaconNotice({ mode }: { mode: string | undefined }) {
  if (mode !== 'local-fallback' && mode !== 'none') return null;
  return (
    <Alert.Root status="warning" data-testid="beacon-notice">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{mode === 'none' ? 'Draws are on hold' : 'Draws use server randomness'}</Alert.Title>
        <Alert.Description>
          {mode === 'none'
            ? 'No public randomness beacon is configured, so committed draws wait until one is. Entry lists are still frozen and committed on time.'
            : 'No public Bitcoin beacon is configured on this server. Each draw uses random bytes drawn after its entry list was committed, and is labelled “local fallback”; you can recompute it, but not check where its randomness came from.'}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
