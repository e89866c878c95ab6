import { graphql } from '@/gql';

/** One point of PerformanceChart (the overview's performance, monitoring's timeline). */
export const PerformancePointFields = graphql(`
  fragment PerformancePointFields on PerformancePoint {
    at
    latencyMs
    errorRatePercent
    uptimePercent
  }
`);
