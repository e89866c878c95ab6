import type { ComponentType } from 'react';

/** A lazily loaded route module: `lazy: lazyPage(() => import('./SomePage'))` (default export). */
export const lazyPage = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });
