import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/lib/lazyPage';
import { INFO_PATHS } from '@/i18n/public/lang';
import { loadPublicMessages } from '@/i18n/public/messages';

const infoPage = () => import('./pages/InfoPage');

/** The footer's information pages (one InfoPage, its content chosen by the path: @/i18n/public/lang.ts). */
export const infoPaths: string[] = [...INFO_PATHS];

/**
 * One InfoPage element per language, shared by its eight paths. Under /sw and /fr the loader also
 * waits for the language's catalogue and for the pages' own translations (content/infoTexts.ts,
 * which InfoPage re-exports: their chunks stay out of the catalogues and of the home page).
 */
const info = lazyPage(infoPage);
const infoRoutes: RouteObject[] = [
  ...infoPaths.map((path) => ({ path, element: info })),
  ...(['sw', 'fr'] as const).flatMap((lang) => {
    const element = lazyPage(() => Promise.all([infoPage().then((m) => m.loadInfoTexts(lang).then(() => m)), loadPublicMessages(lang)]).then(([m]) => m));
    return infoPaths.map((path) => ({ path: `/${lang}${path}`, element }));
  }),
];

/** A page module; one with texts of its own beyond the catalogue (DocsPage) exports their loader. */
type PageModule = () => Promise<{ default: ComponentType; loadPageTexts?: (lang: 'sw' | 'fr') => Promise<void> }>;

/**
 * Each page in English (unprefixed) and in Kiswahili and French (/sw…, /fr…: @/i18n/public/lang.ts). A
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
  ...infoRoutes,
];

/** Public pages that query or mutate through Apollo (the calculator, the support form). */
export const publicSiteRoutes: RouteObject[] = inEveryLanguage([
  ['/pricing', () => import('./pages/PricingPage')],
  ['/support', () => import('./pages/SupportPage')],
]);
