import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/lib/lazyPage';

/** Routes of the dashboard area (each page lazily loaded; the router nests them in DashboardLayout). */
export const dashboardRoutes: RouteObject[] = [
  { path: '/dashboard', element: lazyPage(() => import('./OverviewPage')) },
  { path: '/dashboard/services', element: lazyPage(() => import('./ServicesPage')) },
  { path: '/dashboard/monitoring', element: lazyPage(() => import('./MonitoringPage')) },
  { path: '/dashboard/billing', element: lazyPage(() => import('./BillingPage')) },
];
