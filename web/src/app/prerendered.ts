import { matchRoutes, type RouteObject } from 'react-router-dom';
import { hidesFooter, hidesPublicHeader } from '@/components/layout/nav';
import { langOfPath, LOCALIZED_PATHS } from '@/i18n/public/lang';
import { infoPaths } from '@/features/public-site/routes';
import { routes } from './router';

/**
 * The public pages rendered to HTML at build time (entry-server.tsx, web/prerender.ts). The
 * server sends that HTML for these paths, and the 404 page for paths no route knows; the browser
 * then hydrates it. Every other route (/auth, /dashboard…, /admin…) is rendered in the browser.
 */
export const PRERENDERED_PATHS = [
  '/',
  '/products',
  '/pricing',
  '/customers',
  '/security',
  '/support',
  '/docs',
  '/promotions',
  ...infoPaths,
  // The same pages in Kiswahili and French (i18n/public/lang.ts); a home is /sw, served at /sw/ too.
  ...(['sw', 'fr'] as const).flatMap((lang) => LOCALIZED_PATHS.map((p) => `/${lang}${p === '/' ? '' : p}`)),
];

/** What the 404 page is pre-rendered as (it is the same HTML for every unknown path). */
export const NOT_FOUND = '*';

export { PRERENDERED_ATTRIBUTE } from '@/lib/prerenderedAttribute';

/**
 * Which pre-rendered HTML the app renders exactly at this URL, or null when it renders anything
 * else. Only then may the browser hydrate the HTML it was sent: a query string (?tab=…, ?q=…)
 * selects other content than the pre-rendered default, and a 404 under /dashboard or /admin has
 * no public header and footer; those pages are rendered afresh over the HTML instead.
 */
export function prerenderedAs(pathname: string, search: string): string | null {
  if (search && search !== '?') return null;
  if (PRERENDERED_PATHS.includes(pathname)) return pathname;
  // A language's home page: the links say /sw/, the router and the server treat it as /sw.
  if (/^\/(sw|fr)\/$/.test(pathname)) return pathname.slice(0, 3);
  const page = matchRoutes(routes, pathname)?.at(-1)?.route;
  // Under /sw or /fr the server sends the 404 page in that language (entry-server.tsx), which the
  // browser renders afresh: its catalogue must load first, and hydration does not wait for it.
  if (page?.path === '*' && !hidesPublicHeader(pathname) && !hidesFooter(pathname) && langOfPath(pathname) === 'en') return NOT_FOUND;
  return null;
}

/** Every route path rendered only in the browser (no parameters exist; '*' is the 404 page). */
export function clientRenderedPaths(): string[] {
  const paths: string[] = [];
  const walk = (list: RouteObject[]) => {
    for (const r of list) {
      if (r.path && r.path !== '*' && !PRERENDERED_PATHS.includes(r.path)) paths.push(r.path);
      if (r.children) walk(r.children);
    }
  };
  walk(routes);
  return paths;
}
