import { Alert, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { PricingEstimateQuery } from '../operations';
import { EstimateTable } from './EstimateTable';

/** The usage of a typical Nairobi start-up; priced live by the API so the example never goes stale. */
export const TYPICAL_STARTUP = { storageGB: 500, egressGB: 200, region: 'east_africa' as const, blockStorageGB: 100, snapshotGB: 100, cdnGB: 800, premiumSupport: false };

export function StartupExample() {
  const { data, loading, error } = useQuery(PricingEstimateQuery, { variables: { input: TYPICAL_STARTUP } });
  if (error) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>The example could not be priced right now.</Alert.Title>
      </Alert.Root>
    );
  }
  if (loading || !data) return <Skeleton h="64" aria-label="Loading example" />;
  return (
    <Stack gap="3">
      <Text color="fg.muted">
        A SaaS team with 500 GB of user uploads, 200 GB a month served to customers across East Africa, a 100 GB database volume with 100 GB of
        snapshots, and 800 GB of static assets on the edge CDN:
      </Text>
      <EstimateTable lines={data.pricingEstimate.lines} totalCents={data.pricingEstimate.totalCents} currency={data.pricingEstimate.currency} caption="Typical start-up, per month, excluding VAT." />
    </Stack>
  );
}
