import { graphql } from '@/gql';

export const SecurityOverviewQuery = graphql(`
  query SecurityOverview {
    me {
      id
      email
      emailVerified
      twoFactorEnabled
    }
    securityOverview {
      score
      activeApiKeys
      events24h
      failedLogins24h
      items {
        key
        label
        points
        maxPoints
        ok
        explanation
        explanationCode
        explanationParams {
          name
          value
        }
      }
    }
  }
`);

export const ApiKeysQuery = graphql(`
  query ApiKeys {
    apiKeys {
      id
      name
      accessKeyId
      maskedSecret
      permissions
      status
      createdAt
      lastUsedAt
      expiresAt
      scope {
        buckets
        prefix
      }
    }
  }
`);

export const ApiKeyScopeBucketsQuery = graphql(`
  query ApiKeyScopeBuckets {
    apiKeyScopeBuckets
  }
`);

export const SecurityEventsQuery = graphql(`
  query SecurityEvents($first: Int, $after: String) {
    securityEvents(first: $first, after: $after) {
      nodes {
        ...SecurityEventFields
      }
      pageInfo {
        ...PageInfoFields
      }
    }
  }
`);

export const AccountSettingsQuery = graphql(`
  query AccountSettingsPage {
    me {
      ...AccountProfileFields
      username
      avatarUrl
      twoFactorEnabled
    }
    accountSettings {
      notifications {
        ...NotificationSettingsFields
      }
      preferences {
        ...PreferenceSettingsFields
      }
      security {
        ...SecuritySettingsFields
      }
    }
  }
`);

export const CreateApiKeyMutation = graphql(`
  mutation CreateApiKey($input: CreateApiKeyInput!) {
    createApiKey(input: $input) {
      secretAccessKey
      apiKey {
        id
        name
        accessKeyId
        maskedSecret
      }
    }
  }
`);

export const RevokeApiKeyMutation = graphql(`
  mutation RevokeApiKey($input: RevokeApiKeyInput!) {
    revokeApiKey(input: $input) {
      id
      success
    }
  }
`);

export const SetApiKeyStatusMutation = graphql(`
  mutation SetApiKeyStatus($input: SetApiKeyStatusInput!) {
    setApiKeyStatus(input: $input) {
      apiKey {
        id
        status
      }
    }
  }
`);

export const StartTwoFactorMutation = graphql(`
  mutation StartTwoFactorEnrolment {
    startTwoFactorEnrolment {
      secret
      otpauthUrl
      qrCodeDataUrl
    }
  }
`);

export const ConfirmTwoFactorMutation = graphql(`
  mutation ConfirmTwoFactor($input: ConfirmTwoFactorInput!) {
    confirmTwoFactor(input: $input) {
      recoveryCodes
      user {
        id
        twoFactorEnabled
      }
    }
  }
`);

export const DisableTwoFactorMutation = graphql(`
  mutation DisableTwoFactor($input: DisableTwoFactorInput!) {
    disableTwoFactor(input: $input) {
      user {
        id
        twoFactorEnabled
      }
    }
  }
`);

export const UpdateSecuritySettingsMutation = graphql(`
  mutation UpdateSecuritySettings($input: UpdateSecuritySettingsInput!) {
    updateSecuritySettings(input: $input) {
      settings {
        security {
          ...SecuritySettingsFields
        }
      }
    }
  }
`);

export const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      user {
        ...AccountProfileFields
      }
    }
  }
`);

export const UpdateNotificationsMutation = graphql(`
  mutation UpdateNotificationSettings($input: UpdateNotificationSettingsInput!) {
    updateNotificationSettings(input: $input) {
      settings {
        notifications {
          ...NotificationSettingsFields
        }
      }
    }
  }
`);

export const UpdatePreferencesMutation = graphql(`
  mutation UpdatePreferences($input: UpdatePreferencesInput!) {
    updatePreferences(input: $input) {
      settings {
        preferences {
          ...PreferenceSettingsFields
        }
      }
    }
  }
`);


export const DeleteAccountMutation = graphql(`
  mutation DeleteAccount($input: DeleteAccountInput!) {
    deleteAccount(input: $input) {
      success
      message
    }
  }
`);

export const MySessionsQuery = graphql(`
  query MySessions {
    mySessions {
      id
      device
      browser
      system
      ip
      createdAt
      lastSeenAt
      current
    }
  }
`);

export const RevokeSessionMutation = graphql(`
  mutation RevokeSession($input: RevokeSessionInput!) {
    revokeSession(input: $input) {
      id
      success
    }
  }
`);

export const RevokeOtherSessionsMutation = graphql(`
  mutation RevokeOtherSessions {
    revokeOtherSessions {
      revokedCount
    }
  }
`);

export const ResendVerificationMutation = graphql(`
  mutation ResendVerificationEmail {
    resendVerificationEmail {
      success
      message
    }
  }
`);

export const AccessTokensQuery = graphql(`
  query PersonalAccessTokens {
    personalAccessTokens {
      id
      name
      scope
      tokenStart
      status
      createdAt
      expiresAt
      revokedAt
      lastUsedAt
      lastUsedIp
    }
  }
`);

export const CreateAccessTokenMutation = graphql(`
  mutation CreatePersonalAccessToken($input: CreatePersonalAccessTokenInput!) {
    createPersonalAccessToken(input: $input) {
      secret
      token {
        id
        name
        scope
        tokenStart
        status
      }
    }
  }
`);

export const RevokeAccessTokenMutation = graphql(`
  mutation RevokePersonalAccessToken($input: RevokePersonalAccessTokenInput!) {
    revokePersonalAccessToken(input: $input) {
      token {
        id
        status
        revokedAt
      }
    }
  }
`);

/** The account-level Block Public Access (AccountPublicAccessCard): one selection for the read and the write. */
export const AccountPublicAccessBlockFields = graphql(`
  fragment AccountPublicAccessBlockFields on AccountPublicAccessBlock {
    id
    blockPublicAcls
    ignorePublicAcls
    blockPublicPolicy
    restrictPublicBuckets
    updatedAt
  }
`);

export const AccountPublicAccessBlockQuery = graphql(`
  query AccountPublicAccessBlock {
    accountPublicAccessBlock {
      ...AccountPublicAccessBlockFields
    }
  }
`);

export const PutAccountPublicAccessBlockMutation = graphql(`
  mutation PutAccountPublicAccessBlock($input: PutAccountPublicAccessBlockInput!) {
    putAccountPublicAccessBlock(input: $input) {
      accountPublicAccessBlock {
        ...AccountPublicAccessBlockFields
      }
    }
  }
`);

/** Which storage plane answers S3: on Ceph RGW a key's write and delete go together and keys cannot be limited to buckets. */
export const SecurityStoragePlaneQuery = graphql(`
  query SecurityStoragePlane {
    storageEndpoint {
      plane
    }
  }
`);
