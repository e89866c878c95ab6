import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { AdminPromotionFormFields } from './PromotionFormDialog.fragments';

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

/** A promotion as the card and the details dialog read it: these fields and the form's, which this fragment spreads. */
export function promotionFields(ref: FragmentType<typeof AdminPromotionFields>) {
  const live = getFragmentData(AdminPromotionFields, ref);
  return { ...getFragmentData(AdminPromotionFormFields, live), ...live };
}
