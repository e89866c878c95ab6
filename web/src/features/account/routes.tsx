import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/lib/lazyPage';

/** Routes of the account area (each page lazily loaded; the router nests them in the dashboard layout). */
export const accountRoutes: RouteObject[] = [
  { path: '/dashboard/security', element: lazyPage(() => import('./SecurityPage')) },
  { path: '/dashboard/settings', element: lazyPage(() => import('./SettingsPage')) },
];
