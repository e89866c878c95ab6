import { Navigate, type RouteObject } from 'react-router-dom';
import { lazyPage } from '@/lib/lazyPage';

/** Routes of the admin area (each page lazily loaded; the router nests them inside AdminLayout). */
export const adminRoutes: RouteObject[] = [
  // /admin itself: the overview (AdminLayout first sends anyone who is not an admin to /adminlogin).
  { path: '/admin', element: <Navigate to="/admin/dashboard" replace /> },
  { path: '/admin/dashboard', element: lazyPage(() => import('./pages/AdminDashboardPage')) },
  { path: '/admin/services', element: lazyPage(() => import('./pages/AdminServicesPage')) },
  { path: '/admin/users', element: lazyPage(() => import('./pages/AdminUsersPage')) },
  { path: '/admin/promotions', element: lazyPage(() => import('./pages/AdminPromotionsPage')) },
  { path: '/admin/winners', element: lazyPage(() => import('./pages/AdminWinnersPage')) },
  { path: '/admin/security', element: lazyPage(() => import('./pages/AdminSecurityPage')) },
  { path: '/admin/audit', element: lazyPage(() => import('./pages/AdminAuditPage')) },
  { path: '/admin/billing', element: lazyPage(() => import('./pages/AdminBillingPage')) },
  { path: '/admin/settings', element: lazyPage(() => import('./pages/AdminSettingsPage')) },
  { path: '/admin/support', element: lazyPage(() => import('./pages/AdminSupportPage')) },
];
