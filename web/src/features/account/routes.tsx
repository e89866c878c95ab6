import type { RouteObject } from 'react-router-dom';

/** Routes of the account area (each page lazily loaded with lazyPage). */
export const accountRoutes: RouteObject[] = [];
