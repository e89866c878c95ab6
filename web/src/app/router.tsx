import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { accountRoutes } from '@/features/account/routes';
import { adminRoutes } from '@/features/admin/routes';
import { authRoutes } from '@/features/auth/routes';
import { competitionRoutes } from '@/features/competition/routes';
import { dashboardRoutes } from '@/features/dashboard/routes';
import { publicSiteRoutes } from '@/features/public-site/routes';
import { lazyPage } from './lazyPage';
import { RootLayout } from './RootLayout';

/** Every route of the app; each area owns its list, every page loads lazily. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      ...publicSiteRoutes,
      ...competitionRoutes,
      ...authRoutes,
      ...dashboardRoutes,
      ...accountRoutes,
      ...adminRoutes,
      { path: '*', lazy: lazyPage(() => import('@/pages/NotFoundPage')) },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
