/**
 * What the web build leaves for the server about its pre-rendered pages (web/prerender.ts writes
 * it, api/src/http/web.ts reads it): `<web build>/.prerendered/manifest.json`. No imports.
 */
export const PRERENDERED_DIR = '.prerendered';

export interface PrerenderManifest {
  /** Pre-rendered path (as the router spells it, e.g. "/pricing") → HTML file in PRERENDERED_DIR. */
  pages: Record<string, string>;
  /** The 404 page's HTML file in PRERENDERED_DIR, sent with status 404 for unknown paths. */
  notFound: string;
  /** The 404 page in another language ("sw" → its file), sent for unknown paths under /sw/…; English otherwise. */
  notFoundByLang?: Record<string, string>;
  /** Paths the browser renders (/auth, /dashboard…): the server sends them the app shell, index.html. */
  clientRoutes: string[];
}
