import { graphql } from '@/gql';

export const PriceListQuery = graphql(`
  query PriceList {
    priceList {
      item
      label
      unit
      unitPriceCents
      freeAllowance
    }
  }
`);

export const PricingQuoteQuery = graphql(`
  query PricingQuote($input: PricingQuoteInput!) {
    pricingQuote(input: $input) {
      currency
      totalCents
      breakdown {
        storage {
          amount
          free
          billable
          costCents
        }
        egress {
          amount
          free
          billable
          costCents
        }
      }
    }
  }
`);

export const PricingEstimateQuery = graphql(`
  query PricingEstimate($input: EstimateInput!) {
    pricingEstimate(input: $input) {
      currency
      totalCents
      vatRatePercent
      vatCents
      totalInclVatCents
      lines {
        item
        label
        usage
        unit
        free
        billable
        unitPriceCents
        costCents
      }
    }
  }
`);

export const CreateSupportTicketMutation = graphql(`
  mutation CreateSupportTicket($input: CreateSupportTicketInput!) {
    createSupportTicket(input: $input) {
      ticket {
        id
        reference
        status
        priority
        createdAt
      }
    }
  }
`);

export const StorageEndpointQuery = graphql(`
  query PublicStorageEndpoint {
    storageEndpoint {
      url
      region
    }
  }
`);
