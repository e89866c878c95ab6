import { graphql } from '@/gql';

/** A customer's service as the admin panel shows it: a row of ServicesList, a line of UserDetailDialog (with its active switch). */
export const AdminServiceRowFields = graphql(`
  fragment AdminServiceRowFields on CloudStorageService {
    id
    name
    serviceType
    storageAmount
    cost
    isActive
    startDate
  }
`);

/** Whose it is: the owner / customer / participant name and e-mail that ServicesList, InvoicesList and PromotionDetailsDialog show. */
export const AdminCustomerFields = graphql(`
  fragment AdminCustomerFields on User {
    id
    firstName
    lastName
    email
  }
`);
