import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { graphql } from '@/gql';
import { setDashboardLanguage } from './instance';

export const DashboardPreferencesQuery = graphql(`
  query DashboardPreferences {
    accountSettings {
      preferences {
        language
        timezone
        currency
        dateFormat
      }
    }
  }
`);

/**
 * Read the signed-in user's preferences (language, timezone, currency, date format) and keep the
 * dashboard's language in step with them. Call it once in the dashboard layout (and it is safe
 * to call in pages too). On leaving the dashboard the document language returns to English.
 */
export function useDashboardLanguage() {
  const { data } = useQuery(DashboardPreferencesQuery);
  const preferences = data?.accountSettings.preferences;
  const language = preferences?.language ?? 'en';
  useEffect(() => {
    setDashboardLanguage(language);
  }, [language]);
  useEffect(() => () => {
    if (typeof document !== 'undefined') document.documentElement.lang = 'en';
  }, []);
  return { language, preferences };
}
