import { graphql } from '@/gql';

/** A figure with its change over the previous range, as the overview's and monitoring's StatCards show it (`statDelta` in units.ts). */
export const DashboardStatFields = graphql(`
  fragment DashboardStatFields on StatWithChange {
    value
    changePercent
    previousValue
  }
`);
