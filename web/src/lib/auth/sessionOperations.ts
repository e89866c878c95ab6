import { graphql } from '@/gql';

/**
 * The two operations the public shell sends (session.ts): who is signed in, and sign-out. Kept
 * apart from the sign-in and registration forms' operations so the shell (and the home page's
 * JavaScript budget) carries only these.
 */
export const MeQuery = graphql(`
  query Me {
    me {
      id
      username
      email
      firstName
      lastName
      userType
      createdAt
      twoFactorEnabled
      emailVerified
      avatarUrl
    }
  }
`);

export const LogoutMutation = graphql(`
  mutation Logout {
    logout {
      success
    }
  }
`);
