import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './locales/en';
import { fr } from './locales/fr';
import { sw } from './locales/sw';
import type { DashboardKey } from './keys';

/**
 * The dashboard's message catalogues (i18next + react-i18next). Import this module only from
 * dashboard code, so the public pages' bundle does not carry i18next. Keys: see README.md.
 */
export const DASHBOARD_LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'sw', label: 'Kiswahili' },
  { code: 'fr', label: 'Français' },
] as const;
export type DashboardLanguage = (typeof DASHBOARD_LANGUAGES)[number]['code'];

export const dashboardI18n = i18next.createInstance();
void dashboardI18n.use(initReactI18next).init({
  resources: { en: { dashboard: en }, sw: { dashboard: sw }, fr: { dashboard: fr } },
  lng: 'en',
  fallbackLng: 'en',
  ns: ['dashboard'],
  defaultNS: 'dashboard',
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

/** True when `key` is in the catalogues: narrows a key built from API data (a code) before t(). */
export const isDashboardKey = (key: string): key is DashboardKey => dashboardI18n.exists(key, { lng: 'en' });

export const isDashboardLanguage = (v: string | null | undefined): v is DashboardLanguage => DASHBOARD_LANGUAGES.some((l) => l.code === v);

/** Switch the dashboard's language now (the saved preference follows through the API). */
export function setDashboardLanguage(code: string): void {
  const lang = isDashboardLanguage(code) ? code : 'en';
  if (dashboardI18n.language !== lang) void dashboardI18n.changeLanguage(lang);
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

