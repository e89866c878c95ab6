import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/app/lazyPage';

/** Routes of the competition area (each page lazily loaded with lazyPage). */
export const competitionRoutes: RouteObject[] = [
  { path: '/promotions', element: lazyPage(() => import('./PromotionsPage')) },
  { path: '/dashboard/promotions', element: lazyPage(() => import('./DashboardPromotionsPage')) },
];
