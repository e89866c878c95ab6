import { graphql } from '@/gql';

/** The customer's editable profile (ProfileTab); saving returns the same fields. */
export const AccountProfileFields = graphql(`
  fragment AccountProfileFields on User {
    id
    email
    firstName
    lastName
    phone
    company
    kraPin
    bio
  }
`);
