import { use } from 'react';
import type { PublicLang } from '@/i18n/public/lang';
import type { InfoTranslation } from './info';

/**
 * The information pages' Kiswahili and French texts (info.sw.ts, info.fr.ts), one chunk per
 * language, downloaded only by /sw/about… and /fr/about…: kept out of the public site's sw / fr
 * catalogues, which every /sw… and /fr… page downloads, and out of anything the home page loads
 * (this module lives in InfoPage's chunk). The route's loader waits for them (routes.tsx), so the
 * page pre-renders and hydrates with them in place. English is content/info.ts itself.
 */
const loaders = {
  sw: () => import('./info.sw').then((m) => m.default),
  fr: () => import('./info.fr').then((m) => m.default),
};
const loaded: Partial<Record<'sw' | 'fr', InfoTranslation>> = {};
const loading: Partial<Record<'sw' | 'fr', Promise<void>>> = {};

/** Loads the texts of `lang` (nothing to load for English). */
export function loadInfoTexts(lang: PublicLang): Promise<void> {
  if (lang === 'en' || loaded[lang]) return Promise.resolve();
  return (loading[lang] ??= loaders[lang]().then(
    (m) => void (loaded[lang] = m),
    (e: unknown) => {
      loading[lang] = undefined; // a failed download may be retried
      throw e;
    },
  ));
}

/** The texts in `lang`, undefined for English; normally loaded by the route already, else it suspends until they are. */
export function useInfoTexts(lang: PublicLang): InfoTranslation | undefined {
  if (lang === 'en') return undefined;
  if (!loaded[lang]) use(loadInfoTexts(lang));
  return loaded[lang]!;
}
