/**
 * Dashboard i18n (i18next + react-i18next, catalogues en / sw / fr). Import only from dashboard
 * code so the public pages' bundle stays without i18next. Keys are listed in README.md.
 */
export { DASHBOARD_LANGUAGES, dashboardI18n, isDashboardKey, isDashboardLanguage, setDashboardLanguage, type DashboardLanguage } from './instance';
export { useDashboardT, type DashboardTranslation } from './useDashboardT';
export { DashboardUiLabels } from './DashboardUiLabels';
export type { ApiParams } from './apiText';
export { costText, serviceTypeText } from './serviceText';
export { useDashboardLanguage, DashboardPreferencesQuery } from './useDashboardLanguage';
export type { DashboardMessages } from './locales/en';
export type { DashboardKey, DashboardT } from './keys';
