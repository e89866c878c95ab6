import { graphql } from '@/gql';

/** A receipt under an invoice (InvoicesList, RecordPaymentDialog). */
export const AdminInvoicePaymentFields = graphql(`
  fragment AdminInvoicePaymentFields on InvoicePayment {
    id
    method
    reference
    amountCents
    paidAt
  }
`);

/** A row of InvoicesList; recording a payment returns the same row, so the list updates from the cache. */
export const AdminInvoiceRowFields = graphql(`
  fragment AdminInvoiceRowFields on Invoice {
    id
    number
    periodStart
    issuedAt
    dueAt
    status
    totalCents
    amountPaidCents
    balanceCents
    customer {
      ...AdminCustomerFields
    }
    payments {
      ...AdminInvoicePaymentFields
    }
  }
`);
