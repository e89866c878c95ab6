import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText, apiText, type ApiParams } from './apiText';
import { dashboardI18n } from './instance';
import type { DashboardKey, DashboardT } from './keys';

export interface DashboardTranslation {
  /** Typed: a key that is not in the catalogues fails `npm run typecheck`. */
  t: DashboardT;
  /** The language shown now: en, sw or fr. */
  language: string;
  /** An API text (an event's action, a score explanation) in this language, from its code; the English text without one. */
  apiText: (text: string, code?: string | null, params?: ApiParams) => string;
  /** A failed call's message in this language (GraphQL `extensions.messageKey`), else t(fallback). */
  errorText: (error: unknown, fallback?: DashboardKey) => string;
}

/** The dashboard's texts: t('nav.security'), apiText(event.action, event.actionCode, event.actionParams), errorText(err). */
export function useDashboardT(): DashboardTranslation {
  const { t: raw, i18n } = useTranslation('dashboard', { i18n: dashboardI18n });
  const t = raw as unknown as DashboardT;
  const language = i18n.language;
  return useMemo(
    () => ({
      t,
      language,
      apiText: (text: string, code?: string | null, params?: ApiParams) => apiText(t, text, code, params, language),
      errorText: (error: unknown, fallback: DashboardKey = 'common.tryAgainLater') => apiErrorText(t, error, t(fallback), language),
    }),
    [t, language],
  );
}
