import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/app/lazyPage';

/** Routes of the admin area (each page lazily loaded; the router nests them inside AdminLayout). */
export const adminRoutes: RouteObject[] = [
  { path: '/admin/dashboard', lazy: lazyPage(() => import('./pages/AdminDashboardPage')) },
  { path: '/admin/services', lazy: lazyPage(() => import('./pages/AdminServicesPage')) },
  { path: '/admin/users', lazy: lazyPage(() => import('./pages/AdminUsersPage')) },
  { path: '/admin/promotions', lazy: lazyPage(() => import('./pages/AdminPromotionsPage')) },
  { path: '/admin/winners', lazy: lazyPage(() => import('./pages/AdminWinnersPage')) },
  { path: '/admin/security', lazy: lazyPage(() => import('./pages/AdminSecurityPage')) },
  { path: '/admin/billing', lazy: lazyPage(() => import('./pages/AdminBillingPage')) },
  { path: '/admin/settings', lazy: lazyPage(() => import('./pages/AdminSettingsPage')) },
  { path: '/admin/support', lazy: lazyPage(() => import('./pages/AdminSupportPage')) },
];
