import { graphql } from '@/gql';

/** A service as the dashboard shows it: a row of ServicesTable, ServiceDetailDialog and its tabs; creating or changing one returns the same fields. */
export const ServiceFieldsFragment = graphql(`
  fragment DashboardServiceFields on CloudStorageService {
    id
    name
    serviceType
    storageAmount
    cost
    isActive
    status
    region
    planType
    startDate
    endpoint
    cancelledAt
    retention {
      mode
      days
    }
  }
`);
