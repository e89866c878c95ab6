import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/app/lazyPage';
import { loadPublicMessages, setCatalogueLoader } from './i18n/messages';

// One arrow per import: Vite preloads a dynamic import's dependencies, and for a single
// expression choosing between two imports it would fetch both catalogues.
const catalogues = { sw: () => import('./i18n/sw'), fr: () => import('./i18n/fr') };
setCatalogueLoader((lang) => catalogues[lang]());

const info = lazyPage(() => import('./pages/InfoPage'));

/** The footer's information pages (one InfoPage, its content chosen by the path). */
export const infoPaths = ['/about', '/careers', '/blog', '/press', '/status', '/privacy', '/terms', '/dpa'];

/** A page module; one with texts of its own beyond the catalogue (DocsPage) exports their loader. */
type PageModule = () => Promise<{ default: ComponentType; loadPageTexts?: (lang: 'sw' | 'fr') => Promise<void> }>;

/**
 * Each page in English (unprefixed) and in Kiswahili and French (/sw…, /fr…: i18n/lang.ts). A
 * translated page's loader also loads its language's texts (the catalogue, and the page's own
 * loadPageTexts if it has one: the docs' prose), so it renders (and hydrates) at once.
 */
const inEveryLanguage = (pages: [string, PageModule][]): RouteObject[] => [
  ...pages.map(([path, load]) => ({ path, element: lazyPage(load) })),
  ...(['sw', 'fr'] as const).flatMap((lang) =>
    pages.map(([path, load]) => ({
      path: `/${lang}${path === '/' ? '' : path}`,
      element: lazyPage(() => Promise.all([load().then(async (m) => (await m.loadPageTexts?.(lang), m)), loadPublicMessages(lang)]).then(([m]) => m)),
    })),
  ),
];

/**
 * Pages of the public site that read nothing through Apollo (their data is static content, the
 * pure pricing engine or the session store). The router keeps them outside AppLayout, so
 * the home page loads no Apollo Client; routes.test.ts proves none of them imports it.
 */
export const staticSiteRoutes: RouteObject[] = [
  ...inEveryLanguage([
    ['/', () => import('./pages/HomePage')],
    ['/products', () => import('./pages/ProductsPage')],
    ['/customers', () => import('./pages/CustomersPage')],
    ['/security', () => import('./pages/SecurityPage')],
    ['/docs', () => import('./pages/DocsPage')],
  ]),
  ...infoPaths.map((path) => ({ path, element: info })),
];

/** Public pages that query or mutate through Apollo (the calculator, the support form). */
export const publicSiteRoutes: RouteObject[] = inEveryLanguage([
  ['/pricing', () => import('./pages/PricingPage')],
  ['/support', () => import('./pages/SupportPage')],
]);
