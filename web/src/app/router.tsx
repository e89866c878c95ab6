import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import { accountRoutes } from '@/features/account/routes';
import { adminRoutes } from '@/features/admin/routes';
import { authRoutes } from '@/features/auth/routes';
import { competitionRoutes } from '@/features/competition/routes';
import { dashboardRoutes } from '@/features/dashboard/routes';
import { publicSiteRoutes, staticSiteRoutes } from '@/features/public-site/routes';
import { setCatalogueLoader } from '@/i18n/public/messages';
import { setRoutePreloader } from '@/lib/prefetch';
import { lazyPage, preloadElement } from '@/lib/lazyPage';
import { RootLayout } from './RootLayout';

/**
 * Every route of the app; each area owns its list, every page loads lazily. Pages under
 * /dashboard and /admin (from any area) render inside that section's sidebar layout, so no page
 * wraps itself in a layout. Every page that uses Apollo renders inside AppLayout, which loads
 * Apollo Client and the full theme with the first such page; the static public pages (the home
 * page among them) stay outside it and load neither.
 */
const areaRoutes = [...publicSiteRoutes, ...competitionRoutes, ...authRoutes, ...dashboardRoutes, ...accountRoutes, ...adminRoutes];
const under = (prefix: string) => (r: RouteObject) => r.path === prefix || (r.path?.startsWith(`${prefix}/`) ?? false);
const isDashboard = under('/dashboard');
const isAdmin = (r: RouteObject) => under('/admin')(r);

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      ...staticSiteRoutes,
      {
        element: lazyPage(() => import('./AppLayout')),
        children: [
          ...areaRoutes.filter((r) => !isDashboard(r) && !isAdmin(r)),
          {
            element: lazyPage(() => import('@/features/dashboard/DashboardLayout')),
            children: areaRoutes.filter(isDashboard),
          },
          {
            element: lazyPage(() => import('@/features/admin/AdminLayout')),
            children: areaRoutes.filter(isAdmin),
          },
        ],
      },
      { path: '*', element: lazyPage(() => import('@/pages/NotFoundPage')) },
    ],
  },
];

/** The page for the current URL (inside App's BrowserRouter). */
export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Loads the lazy modules the page at `pathname` renders (its layouts and the page itself), so it
 * then renders without suspending: before hydrating a pre-rendered page, and on a link's hover or
 * focus so the next page opens at once.
 */
export function preloadRoute(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  return Promise.all(matches.map((m) => preloadElement(m.route.element))).then(() => undefined);
}

setRoutePreloader(preloadRoute);

// The public pages' Kiswahili and French texts, each one chunk assembled from every owner's part.
// One arrow per import: Vite preloads a dynamic import's dependencies, and for a single
// expression choosing between two imports it would fetch both catalogues.
const publicCatalogues = { sw: () => import('./publicCatalogues/sw'), fr: () => import('./publicCatalogues/fr') };
setCatalogueLoader((lang) => publicCatalogues[lang]());
