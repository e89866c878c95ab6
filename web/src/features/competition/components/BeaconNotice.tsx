import { Alert } from '@chakra-ui/react';
import en from '@/features/competition/i18n/en/promotions';
import { useMessages } from '@/i18n/public/messages';

/**
 * Said plainly on the public pages when draws do not use a public Bitcoin beacon: with the local
 * fallback, results are labelled and recomputable but their randomness cannot be checked by anyone
 * outside; with no beacon at all, committed draws wait.
 */
export function BeaconNotice({ mode }: { mode: string | undefined }) {
  const m = useMessages('promotions', en);
  if (mode !== 'local-fallback' && mode !== 'none') return null;
  return (
    <Alert.Root status="warning" data-testid="beacon-notice">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{mode === 'none' ? m.onHold : m.serverRandomness}</Alert.Title>
        <Alert.Description>
          {mode === 'none' ? m.onHoldText : m.serverRandomnessText}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
