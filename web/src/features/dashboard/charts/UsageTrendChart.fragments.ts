import { graphql } from '@/gql';

/** One bucket of UsageTrendChart (the overview's and a service's metrics). */
export const UsageTrendPointFields = graphql(`
  fragment UsageTrendPointFields on UsagePoint {
    at
    storedGB
    egressGB
    requests
  }
`);
