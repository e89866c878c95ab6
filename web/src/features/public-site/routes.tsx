import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/app/lazyPage';

const info = lazyPage(() => import('./pages/InfoPage'));

/** The footer's information pages (one InfoPage, its content chosen by the path). */
export const infoPaths = ['/about', '/careers', '/blog', '/press', '/status', '/privacy', '/terms', '/dpa'];

/**
 * Pages of the public site that read nothing through Apollo (their data is static content, the
 * pure pricing engine or the session store). The router keeps them outside AppLayout, so
 * the home page loads no Apollo Client; routes.test.ts proves none of them imports it.
 */
export const staticSiteRoutes: RouteObject[] = [
  { path: '/', element: lazyPage(() => import('./pages/HomePage')) },
  { path: '/products', element: lazyPage(() => import('./pages/ProductsPage')) },
  { path: '/customers', element: lazyPage(() => import('./pages/CustomersPage')) },
  { path: '/security', element: lazyPage(() => import('./pages/SecurityPage')) },
  { path: '/docs', element: lazyPage(() => import('./pages/DocsPage')) },
  ...infoPaths.map((path) => ({ path, element: info })),
];

/** Public pages that query or mutate through Apollo (the calculator, the support form). */
export const publicSiteRoutes: RouteObject[] = [
  { path: '/pricing', element: lazyPage(() => import('./pages/PricingPage')) },
  { path: '/support', element: lazyPage(() => import('./pages/SupportPage')) },
];
