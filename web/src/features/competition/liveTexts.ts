import { use } from 'react';
import type { PublicLang } from '@/i18n/public/lang';
import { competitionEn, type CompetitionMessages } from '@/i18n/locales/competition/en';

/**
 * The shared competition parts' texts on the public /promotions page. English is bundled; Kiswahili
 * and French are the same modules the dashboard's catalogues hold (i18n/locales/competition/sw.ts, fr.ts),
 * downloaded only by /sw/promotions and /fr/promotions: kept out of the public site's sw / fr
 * catalogues, which every /sw… and /fr… page downloads. The route's loader waits for them
 * (routes.tsx), so the page pre-renders and hydrates with them in place.
 */
const loaders = {
  sw: () => import('@/i18n/locales/competition/sw').then((m) => m.competitionSw),
  fr: () => import('@/i18n/locales/competition/fr').then((m) => m.competitionFr),
};
const loaded: Partial<Record<PublicLang, CompetitionMessages>> = { en: competitionEn };
const loading: Partial<Record<PublicLang, Promise<void>>> = {};

/** Loads the texts of `lang` (English is always there). */
export function loadLiveTexts(lang: PublicLang): Promise<void> {
  if (loaded[lang]) return Promise.resolve();
  return (loading[lang] ??= loaders[lang as 'sw' | 'fr']().then(
    (m) => void (loaded[lang] = m),
    (e: unknown) => {
      loading[lang] = undefined; // a failed download may be retried
      throw e;
    },
  ));
}

/** The texts in `lang`; normally loaded by the route already, else it suspends until they are. */
export function useLiveTexts(lang: PublicLang): CompetitionMessages {
  if (!loaded[lang]) use(loadLiveTexts(lang));
  return loaded[lang]!;
}
