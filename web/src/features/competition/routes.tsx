import type { RouteObject } from 'react-router-dom';

/** Routes of the competition area (each page lazily loaded with lazyPage). */
export const competitionRoutes: RouteObject[] = [];
