import { graphql } from '@/gql';

/** What NotificationsTab shows and edits; saving returns the same fields. */
export const NotificationSettingsFields = graphql(`
  fragment NotificationSettingsFields on NotificationSettings {
    email
    sms
    maintenance
    securityAlerts
    emailFrequency
  }
`);

/** What PreferencesTab shows and edits; saving returns the same fields. */
export const PreferenceSettingsFields = graphql(`
  fragment PreferenceSettingsFields on Preferences {
    language
    timezone
    currency
    dateFormat
  }
`);
