import { createContext, useContext } from 'react';

/**
 * The words the shared components write themselves (buttons, defaults, accessible names) and how
 * they word a failed call. English here; the dashboard and the admin provide their language's
 * (`DashboardUiLabels` in `@/i18n`), so components/ui never imports the i18n module and the
 * public pages' bundle stays without it.
 */
export interface UiLabels {
  confirm: string;
  cancel: string;
  working: string;
  close: string;
  retry: string;
  couldNotLoad: string;
  noPreviousData: string;
  newValue: string;
  home: string;
  openMenu: (title: string) => string;
  closeMenu: string;
  /** The skip link of the dashboard and admin frame. */
  skipToContent: string;
  user: string;
  /** A chart's empty state. */
  noUsage: string;
  /** The message of a failed call: its server message where there is one, else a general one. */
  errorText: (error: unknown) => string;
  /** A validation message of a shared contract (English, as zod and the server word it) in this language (the forms kit). */
  validationText: (message: string) => string;
}

export const UI_LABELS_EN: UiLabels = {
  confirm: 'Confirm',
  cancel: 'Cancel',
  working: 'Working...',
  close: 'Close',
  retry: 'Retry',
  couldNotLoad: 'Could not load this data',
  noPreviousData: 'No previous data',
  newValue: 'New',
  home: 'Home',
  openMenu: (title) => `Open ${title} menu`,
  closeMenu: 'Close menu',
  skipToContent: 'Skip to content',
  user: 'User',
  noUsage: 'No usage recorded yet',
  errorText: (error) => {
    const msg = (error as { message?: string } | null)?.message;
    return msg && msg.trim() ? msg : 'Something went wrong. Please try again.';
  },
  validationText: (message) => message,
};

export const UiLabelsContext = createContext<UiLabels>(UI_LABELS_EN);

/** The shared components' words in the language of the page around them. */
export const useUiLabels = () => useContext(UiLabelsContext);
