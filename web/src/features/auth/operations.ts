import { graphql } from '@/gql';

/** The sign-in, registration and account-recovery operations (the session's own are in lib/auth/sessionOperations.ts). */
export const LoginMutation = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      twoFactorRequired
      user {
        ...SignedInUserFields
      }
    }
  }
`);

export const CompleteTwoFactorLoginMutation = graphql(`
  mutation CompleteTwoFactorLogin($input: CompleteTwoFactorLoginInput!) {
    completeTwoFactorLogin(input: $input) {
      user {
        ...SignedInUserFields
      }
    }
  }
`);

export const RegisterMutation = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      success
      message
    }
  }
`);

export const RequestPasswordResetMutation = graphql(`
  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) {
      success
      message
    }
  }
`);

export const ResetPasswordMutation = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      success
      message
    }
  }
`);

export const VerifyEmailMutation = graphql(`
  mutation VerifyEmail($input: VerifyEmailInput!) {
    verifyEmail(input: $input) {
      success
      message
    }
  }
`);
