import { graphql } from '@/gql';

/** Who has just signed in: AuthForms greets them and sends them to their area (both sign-in steps return it). */
export const SignedInUserFields = graphql(`
  fragment SignedInUserFields on User {
    id
    firstName
    userType
    previousSignInAt
  }
`);
