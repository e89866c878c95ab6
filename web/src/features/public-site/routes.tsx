import type { RouteObject } from 'react-router-dom';

/** Routes of the public-site area (each page lazily loaded with lazyPage). */
export const publicSiteRoutes: RouteObject[] = [];
