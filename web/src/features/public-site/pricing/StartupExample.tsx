import { Stack, Text } from '@chakra-ui/react';
import { estimate } from '@contracts/pricing-engine';
import { EstimateTable } from './EstimateTable';

/** The usage of a typical Nairobi start-up. */
export const TYPICAL_STARTUP = { storageGB: 500, egressGB: 200, region: 'east-africa' as const, blockStorageGB: 100, snapshotGB: 100, cdnGB: 800, premiumSupport: false };

/**
 * A typical start-up's monthly bill, priced by the pricing engine itself (the code the API quotes
 * and invoices with), so the example never goes stale and is part of the pre-rendered page.
 */
export function StartupExample({ text, caption }: { text: string; caption: string }) {
  const e = estimate(TYPICAL_STARTUP);
  return (
    <Stack gap="3">
      <Text color="fg.muted">{text}</Text>
      <EstimateTable lines={e.lines.map((l) => ({ ...l, usage: l.amount }))} totalCents={e.totalCents} currency={e.currency} caption={caption} />
    </Stack>
  );
}
