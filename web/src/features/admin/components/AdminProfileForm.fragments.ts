import { graphql } from '@/gql';

/** The admin's editable profile (AdminProfileForm); saving returns the same fields. */
export const AdminProfileFields = graphql(`
  fragment AdminProfileFields on User {
    id
    email
    firstName
    lastName
    phone
    company
    bio
  }
`);
