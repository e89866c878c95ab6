import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { dateFormatterFor, type DateFormatter } from './dateFormat';
import type { DatePrefs } from './format';

const DatePrefsContext = createContext<DatePrefs>({});

/**
 * Gives every date below it the signed-in user's date format and timezone. The dashboard and admin
 * layouts read accountSettings.preferences once and render this around their pages; outside it
 * (the public competition page, pre-rendered) dates use the defaults: dd/mm/yyyy, East Africa Time.
 */
export function DatePreferencesProvider({ preferences, children }: { preferences: DatePrefs | null | undefined; children: ReactNode }) {
  const dateFormat = preferences?.dateFormat ?? undefined;
  const timezone = preferences?.timezone ?? undefined;
  const language = preferences?.language ?? undefined;
  const value = useMemo(() => ({ dateFormat, timezone, language }), [dateFormat, timezone, language]);
  return <DatePrefsContext.Provider value={value}>{children}</DatePrefsContext.Provider>;
}

/**
 * The one way dashboard and admin code shows a date or time: formatters bound to the user's
 * preferences (`date`, `dateTime`, `time`, `dateTimeZone`, `zone`, `chart`). A guard test
 * (web/src/lib/dateFormatGuard.test.ts) fails when those folders format dates any other way.
 */
export function useDateFormatter(): DateFormatter {
  const prefs = useContext(DatePrefsContext);
  return useMemo(() => dateFormatterFor(prefs), [prefs]);
}
