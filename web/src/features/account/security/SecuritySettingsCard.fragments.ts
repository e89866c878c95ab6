import { graphql } from '@/gql';

/** The session timeout and IP allowlist that SecuritySettingsCard shows and edits; saving returns the same fields. */
export const SecuritySettingsFields = graphql(`
  fragment SecuritySettingsFields on SecuritySettings {
    sessionTimeoutMinutes
    ipAllowlistEnabled
    ipAllowlist
  }
`);
