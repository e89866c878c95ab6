import { graphql } from '@/gql';

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
      avatarUrl
    }
  }
`);

export const LoginMutation = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      twoFactorRequired
      user {
        id
        firstName
        userType
      }
    }
  }
`);

export const CompleteTwoFactorLoginMutation = graphql(`
  mutation CompleteTwoFactorLogin($input: CompleteTwoFactorLoginInput!) {
    completeTwoFactorLogin(input: $input) {
      user {
        id
        firstName
        userType
      }
    }
  }
`);

export const RegisterMutation = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      user {
        id
        firstName
        userType
      }
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
