import { graphql } from '@/gql';

/** An invoice's number, period, dates, status and totals: a row of InvoicesTable and the heading of InvoiceDialog. */
export const DashboardInvoiceSummaryFields = graphql(`
  fragment DashboardInvoiceSummaryFields on Invoice {
    id
    number
    periodStart
    periodEnd
    issuedAt
    dueAt
    status
    totalCents
    amountPaidCents
    balanceCents
  }
`);
