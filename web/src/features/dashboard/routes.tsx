import type { RouteObject } from 'react-router-dom';

/** Routes of the dashboard area (each page lazily loaded with lazyPage). */
export const dashboardRoutes: RouteObject[] = [];
