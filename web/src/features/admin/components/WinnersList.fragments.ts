import { graphql } from '@/gql';

/** A winner as the admin lists show it (WinnersList, the winners of PromotionDetailsDialog). */
export const AdminWinnerFields = graphql(`
  fragment AdminWinnerFields on Winner {
    id
    displayName
    user {
      firstName
      lastName
    }
    prizeText
    winDate
    claimStatus
    totalEntries
    winnerEntryIndex
    generatedHash
  }
`);
