import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/app/lazyPage';

/** Routes of the competition area (each page lazily loaded with lazyPage). */
export const competitionRoutes: RouteObject[] = [
  { path: '/promotions', lazy: lazyPage(() => import('./PromotionsPage')) },
  { path: '/dashboard/promotions', lazy: lazyPage(() => import('./DashboardPromotionsPage')) },
];
