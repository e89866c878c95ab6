import { graphql } from '@/gql';

/** The editable fields of a promotion (PromotionFormDialog); saving returns the same fields. */
export const AdminPromotionFormFields = graphql(`
  fragment AdminPromotionFormFields on Promotion {
    id
    name
    description
    eligibilityCriteria
    prizeDescription
    prizeValue
    startDate
    endDate
    drawType
    isActive
  }
`);
