import { lazy, type ComponentType, type ReactElement } from 'react';

/**
 * A lazily loaded page as a route element: `element: lazyPage(() => import('./SomePage'))`
 * (default export). The page's module loads when the route first renders; the nearest Suspense
 * (the root or the section layout) shows a spinner meanwhile, and navigations keep the old page
 * on screen while the next one loads (react-router wraps them in a transition).
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): ReactElement {
  const Page = lazy(load);
  return <Page />;
}
