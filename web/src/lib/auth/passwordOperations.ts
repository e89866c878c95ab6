import { graphql } from '@/gql';

/** Changing one's own password: the same mutation for a customer (settings) and an admin (profile). */
export const ChangePasswordMutation = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      success
      message
    }
  }
`);
