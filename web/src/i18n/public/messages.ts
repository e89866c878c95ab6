import { use } from 'react';
import { useLocation } from 'react-router-dom';
import type common from './en/common';
import type notFound from './en/notFound';
import { langOfPath, type PublicLang } from './lang';

/**
 * The public pages' texts, by part. English lives in one module per part (`en/<part>.ts` of its
 * owner), imported by the components of that part, so a page ships only its own English texts (the
 * home page's budget: docs/architecture.md). Kiswahili and French are one chunk per language, which
 * the app assembles from each owner's part (app/publicCatalogues/sw.ts, fr.ts) and typed as
 * PublicMessages: a key missing there (or one English lacks) fails `npm run typecheck`. They load
 * only on their prefixed pages: the route's loader waits for them (loadPublicMessages), so a page
 * renders, pre-renders and hydrates with its texts in place.
 *
 * This layer declares the shell's parts; a feature adds its own to this interface from its
 * `i18n/parts.ts` (`declare module '@/i18n/public/messages'`), so shared code never names a
 * feature's texts and `useMessages('<part>', en)` stays typed.
 */
export interface PublicMessages {
  /** The header, footer, mobile drawer, products menu and language switch (components/layout, ./LanguageSwitch.tsx). */
  common: typeof common;
  /** The 404 page (pages/NotFoundPage.tsx). */
  notFound: typeof notFound;
}

/** The shell's parts of a catalogue (./sw.ts, ./fr.ts). */
export type ShellMessages = Pick<PublicMessages, 'common' | 'notFound'>;

const loaded: Partial<Record<PublicLang, PublicMessages>> = {};
const loading: Partial<Record<PublicLang, Promise<void>>> = {};
type CatalogueLoader = (lang: 'sw' | 'fr') => Promise<{ default: PublicMessages }>;
let loader: CatalogueLoader | undefined;

/**
 * app/router.tsx names the catalogues' chunks (a dynamic import here would pull Vite's preload helper
 * into the chunk that holds this module, which the entry script would then load before the first paint).
 */
export function setCatalogueLoader(load: CatalogueLoader) {
  loader = load;
}

/** Loads the catalogue of `lang` (English is always there). */
export function loadPublicMessages(lang: PublicLang): Promise<void> {
  if (lang === 'en' || loaded[lang]) return Promise.resolve();
  return (loading[lang] ??= loader!(lang).then(
    (m) => void (loaded[lang] = m.default),
    (e: unknown) => {
      loading[lang] = undefined; // a failed download may be retried
      throw e;
    },
  ));
}

/** The language of the page on screen (its path's prefix). */
export const usePublicLang = (): PublicLang => langOfPath(useLocation().pathname);

/** The texts of one part in the page's language; `en` is that part's English module. */
export function useMessages<K extends keyof PublicMessages>(key: K, en: PublicMessages[K]): PublicMessages[K] {
  const lang = usePublicLang();
  if (lang === 'en') return en;
  // Normally loaded by the route already; otherwise suspend until it is.
  if (!loaded[lang]) use(loadPublicMessages(lang));
  return loaded[lang]![key];
}
