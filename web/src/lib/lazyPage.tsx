import { lazy, type ComponentType, type ReactElement } from 'react';

type Loader = () => Promise<{ default: ComponentType }>;
type LazyPageComponent = ComponentType & { preload: () => Promise<void> };

/**
 * A lazily loaded page as a route element: `element: lazyPage(() => import('./SomePage'))`
 * (default export), or a lazily loaded part of a page (/promotions' lower half, with LazyHydrate's
 * `load`). The page's module loads when the route first renders; the nearest Suspense
 * (the root or the section layout) shows a spinner meanwhile, and navigations keep the old page
 * on screen while the next one loads (react-router wraps them in a transition).
 *
 * `preloadElement(element)` loads the module ahead of that (see preloadRoute in router.tsx): once
 * loaded, the page renders at once instead of suspending. Hydrating a pre-rendered page needs
 * that (the root's theme must not change under a half-hydrated tree), and a link can warm the
 * next page on hover.
 */
export function lazyPage(load: Loader): ReactElement {
  let loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (m) => void (loaded = m.default),
      (e: unknown) => {
        loading = undefined; // a failed download (a deploy, a dropped connection) may be retried
        throw e;
      },
    ));
  const Lazy = lazy(() => preload().then(() => ({ default: loaded! })));
  const Page: LazyPageComponent = Object.assign(
    () => {
      const Loaded = loaded;
      return Loaded ? <Loaded /> : <Lazy />;
    },
    { preload },
  );
  return <Page />;
}

/** Starts loading the module behind a lazyPage element (anything else resolves at once). */
export function preloadElement(element: unknown): Promise<void> {
  const type = (element as ReactElement | null)?.type as Partial<LazyPageComponent> | undefined;
  return typeof type?.preload === 'function' ? type.preload() : Promise.resolve();
}
