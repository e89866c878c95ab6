import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/lib/lazyPage';

export const authRoutes: RouteObject[] = [
  { path: '/auth', element: lazyPage(() => import('./AuthPage')) },
  { path: '/adminlogin', element: lazyPage(() => import('./AdminLoginPage')) },
  { path: '/reset-password', element: lazyPage(() => import('./ResetPasswordPage')) },
  { path: '/verify-email', element: lazyPage(() => import('./VerifyEmailPage')) },
];
