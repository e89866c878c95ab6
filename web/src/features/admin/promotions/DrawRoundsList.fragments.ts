import { graphql } from '@/gql';

/** A draw round of DrawRoundsList. */
export const AdminDrawRoundFields = graphql(`
  fragment AdminDrawRoundFields on DrawRound {
    id
    periodKey
    trigger
    status
    committedAt
    entriesCommitment
    totalEntries
    targetBlockHeight
    beaconPlan
    voidReason
    winner {
      id
      displayName
    }
  }
`);
