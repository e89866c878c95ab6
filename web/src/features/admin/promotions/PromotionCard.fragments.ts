import { graphql } from '@/gql';

/** A promotion on /admin/promotions (PromotionCard, PromotionDetailsDialog): the form's fields and the live schedule and totals. */
export const AdminPromotionFields = graphql(`
  fragment AdminPromotionFields on Promotion {
    ...AdminPromotionFormFields
    nextDrawAt
    currentPeriodKey
    participantCount
    totalEntries
  }
`);
