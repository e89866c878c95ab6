import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/app/lazyPage';

export const authRoutes: RouteObject[] = [
  { path: '/auth', lazy: lazyPage(() => import('./AuthPage')) },
  { path: '/adminlogin', lazy: lazyPage(() => import('./AdminLoginPage')) },
];
