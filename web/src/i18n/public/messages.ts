import { use } from 'react';
import { useLocation } from 'react-router-dom';
import type { ContentText } from '@/features/public-site/i18n/content';
import type common from './en/common';
import type home from '@/features/public-site/i18n/en/home';
import type pricing from '@/features/public-site/i18n/en/pricing';
import type products from '@/features/public-site/i18n/en/products';
import type customers from '@/features/public-site/i18n/en/customers';
import type security from '@/features/public-site/i18n/en/security';
import type support from '@/features/public-site/i18n/en/support';
import type docs from '@/features/public-site/i18n/en/docs';
import type calculator from '@/features/public-site/i18n/en/calculator';
import type ticket from '@/features/public-site/i18n/en/ticket';
import type notFound from './en/notFound';
import type promotions from '@/features/competition/i18n/en/promotions';
import { langOfPath, type PublicLang } from './lang';

/**
 * The public site's texts. English lives in one module per part (./en/<part>.ts), imported by the
 * components of that part, so a page ships only its own English texts (the home page's budget:
 * docs/architecture.md). Kiswahili and French are one chunk each (./sw.ts, ./fr.ts), typed as
 * PublicMessages: a key missing there (or one English lacks) fails `npm run typecheck`. They load
 * only on their prefixed pages: the route's loader waits for them (routes.tsx), so a page renders,
 * pre-renders and hydrates with its texts in place.
 */
export interface PublicMessages {
  common: typeof common;
  home: typeof home;
  pricing: typeof pricing;
  products: typeof products;
  customers: typeof customers;
  security: typeof security;
  support: typeof support;
  docs: typeof docs;
  /** The pricing calculator and full estimate (pricing/*.tsx), the ticket form (support/TicketForm.tsx), the 404 page. */
  calculator: typeof calculator;
  ticket: typeof ticket;
  notFound: typeof notFound;
  promotions: typeof promotions;
  /** Translations of the shared content modules (no English part: ./content.ts). */
  content: ContentText;
}

const loaded: Partial<Record<PublicLang, PublicMessages>> = {};
const loading: Partial<Record<PublicLang, Promise<void>>> = {};
type CatalogueLoader = (lang: 'sw' | 'fr') => Promise<{ default: PublicMessages }>;
let loader: CatalogueLoader | undefined;

/**
 * routes.tsx names the catalogues' chunks (a dynamic import here would pull Vite's preload helper
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
