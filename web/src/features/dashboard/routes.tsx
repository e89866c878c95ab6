import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/app/lazyPage';

/** Routes of the dashboard area (each page lazily loaded; the router nests them in DashboardLayout). */
export const dashboardRoutes: RouteObject[] = [
  { path: '/dashboard', lazy: lazyPage(() => import('./OverviewPage')) },
  { path: '/dashboard/services', lazy: lazyPage(() => import('./ServicesPage')) },
  { path: '/dashboard/monitoring', lazy: lazyPage(() => import('./MonitoringPage')) },
  { path: '/dashboard/billing', lazy: lazyPage(() => import('./BillingPage')) },
];
