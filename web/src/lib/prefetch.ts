import type { DOMAttributes } from 'react';

/**
 * Warming the next page on intent: hovering, focusing or touching a link starts downloading the
 * code of the page it leads to, so the click opens it at once. app/router.tsx registers the
 * loader (it knows the routes); links only name a path, so nothing here imports the router.
 */
let preloader: ((pathname: string) => Promise<void>) | undefined;

export function setRoutePreloader(load: (pathname: string) => Promise<void>) {
  preloader = load;
}

/** Starts loading the page at `to` (a path, maybe with ?query or #hash); never throws. */
export function prefetchRoute(to: string) {
  if (!to.startsWith('/')) return;
  const pathname = to.split(/[?#]/)[0]!;
  // A failed prefetch costs nothing: the navigation loads (and reports) the page itself.
  preloader?.(pathname).catch(() => undefined);
}

/** Handlers for a link to `to` that prefetch its page on hover, keyboard focus or touch. */
export function prefetchOnIntent(to: string): Pick<DOMAttributes<HTMLElement>, 'onPointerEnter' | 'onFocus' | 'onTouchStart'> {
  const go = () => prefetchRoute(to);
  return { onPointerEnter: go, onFocus: go, onTouchStart: go };
}
