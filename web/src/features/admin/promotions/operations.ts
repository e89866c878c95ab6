import { graphql } from '@/gql';

/** GraphQL documents of /admin/promotions. */

export const AdminPromotionsQuery = graphql(`
  query AdminPromotions {
    adminPromotions {
      id
      ...AdminPromotionFields
      ...AdminPromotionFormFields
    }
  }
`);

export const PromotionParticipantsQuery = graphql(`
  query PromotionParticipants($promotionId: ID!) {
    promotionParticipants(promotionId: $promotionId) {
      id
      entryDate
      entries
      joinedExplicitly
      user {
        ...AdminCustomerFields
      }
    }
  }
`);

export const PromotionWinnersQuery = graphql(`
  query PromotionWinners($promotionId: ID!) {
    promotionWinners(promotionId: $promotionId) {
      ...AdminWinnerFields
      periodKey
      beaconSource
    }
  }
`);

export const CreatePromotionMutation = graphql(`
  mutation CreatePromotion($input: CreatePromotionInput!) {
    createPromotion(input: $input) {
      promotion {
        id
        name
      }
    }
  }
`);

export const UpdatePromotionMutation = graphql(`
  mutation UpdatePromotion($input: UpdatePromotionInput!) {
    updatePromotion(input: $input) {
      promotion {
        ...AdminPromotionFormFields
      }
    }
  }
`);

export const SelectWinnerMutation = graphql(`
  mutation SelectWinner($input: SelectWinnerInput!) {
    selectWinner(input: $input) {
      status
      newlyDrawn
      winner {
        id
        displayName
        user {
          firstName
          lastName
        }
        generatedHash
      }
      round {
        id
        status
        periodKey
        entriesCommitment
        totalEntries
        targetBlockHeight
        beaconPlan
        committedAt
      }
    }
  }
`);

export const PromotionRoundsQuery = graphql(`
  query PromotionRounds($promotionId: ID!) {
    drawRounds(promotionId: $promotionId, limit: 10) {
      ...AdminDrawRoundFields
    }
  }
`);
