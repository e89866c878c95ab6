import type { RouteObject } from 'react-router-dom';

/** Routes of the admin area (each page lazily loaded with lazyPage). */
export const adminRoutes: RouteObject[] = [];
