import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/app/lazyPage';

const info = lazyPage(() => import('./pages/InfoPage'));

/** Routes of the public-site area (each page lazily loaded). */
export const publicSiteRoutes: RouteObject[] = [
  { path: '/', lazy: lazyPage(() => import('./pages/HomePage')) },
  { path: '/products', lazy: lazyPage(() => import('./pages/ProductsPage')) },
  { path: '/pricing', lazy: lazyPage(() => import('./pages/PricingPage')) },
  { path: '/customers', lazy: lazyPage(() => import('./pages/CustomersPage')) },
  { path: '/security', lazy: lazyPage(() => import('./pages/SecurityPage')) },
  { path: '/support', lazy: lazyPage(() => import('./pages/SupportPage')) },
  { path: '/docs', lazy: lazyPage(() => import('./pages/DocsPage')) },
  ...['/about', '/careers', '/blog', '/press', '/status', '/privacy', '/terms', '/dpa'].map((path) => ({ path, lazy: info })),
];
