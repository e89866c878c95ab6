import { graphql } from '@/gql';

/**
 * A promotion in the prize pool (PrizeList, RulesDialog, the rules document): every active promotion,
 * or the current competition's promotion when that list cannot be answered (useActivePromotions).
 */
export const PrizePromotionFields = graphql(`
  fragment PrizePromotionFields on Promotion {
    id
    name
    description
    eligibilityCriteria
    prizeDescription
    prizeValue
    drawType
    startDate
    endDate
    nextDrawAt
    participantCount
    totalEntries
  }
`);
