import { graphql } from '@/gql';

/** The spend budget that SpendAlertCard and BudgetAlert show; setting it returns the same fields. */
export const SpendBudgetFields = graphql(`
  fragment SpendBudgetFields on BudgetStatus {
    monthlyBudgetCents
    spentCents
    usedPercent
    level
  }
`);
