import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { accountRoutes } from '@/features/account/routes';
import { adminRoutes } from '@/features/admin/routes';
import { authRoutes } from '@/features/auth/routes';
import { competitionRoutes } from '@/features/competition/routes';
import { dashboardRoutes } from '@/features/dashboard/routes';
import { publicSiteRoutes } from '@/features/public-site/routes';
import { lazyPage } from './lazyPage';
import { RootLayout } from './RootLayout';

/**
 * Every route of the app; each area owns its list, every page loads lazily. Pages under
 * /dashboard and /admin (from any area) render inside that section's sidebar layout, so no page
 * wraps itself in a layout.
 */
const areaRoutes = [...publicSiteRoutes, ...competitionRoutes, ...authRoutes, ...dashboardRoutes, ...accountRoutes, ...adminRoutes];
const under = (prefix: string) => (r: RouteObject) => r.path === prefix || (r.path?.startsWith(`${prefix}/`) ?? false);
const isDashboard = under('/dashboard');
const isAdmin = (r: RouteObject) => under('/admin')(r);

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      ...areaRoutes.filter((r) => !isDashboard(r) && !isAdmin(r)),
      {
        lazy: lazyPage(() => import('@/features/dashboard/DashboardLayout')),
        children: areaRoutes.filter(isDashboard),
      },
      {
        lazy: lazyPage(() => import('@/features/admin/AdminLayout')),
        children: areaRoutes.filter(isAdmin),
      },
      { path: '*', lazy: lazyPage(() => import('@/pages/NotFoundPage')) },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
