import { graphql } from '@/gql';

/** Who an account is: a row of UsersList and the heading facts of UserDetailDialog (opened from that row). */
export const AdminUserSummaryFields = graphql(`
  fragment AdminUserSummaryFields on User {
    id
    username
    email
    firstName
    lastName
    userType
    createdAt
  }
`);
