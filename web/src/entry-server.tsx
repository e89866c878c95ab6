/**
 * The app rendered to HTML at build time (web/prerender.ts runs this module, built by
 * `vite build --ssr`, once per pre-rendered page). Each page renders the way the browser will
 * hydrate it: the same providers and routes, the page's modules loaded first, nobody signed in,
 * no data fetched (Apollo queries render their loading state), and Emotion collecting the CSS the
 * page uses instead of inserting it.
 */
import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppProviders } from './app/App';
import { NOT_FOUND } from './app/prerendered';
import { AppRoutes, preloadRoute } from './app/router';
import { PageMetaContext, type PageMeta } from './lib/usePageMeta';
import { createRenderCache, styleTags } from './ssr/emotionStyles';

export { clientRenderedPaths, NOT_FOUND, PRERENDERED_ATTRIBUTE, PRERENDERED_PATHS } from './app/prerendered';

// The 404 page is rendered at a path no route has; the text it shows does not depend on it.
const NOT_FOUND_URL = '/__not-found__';

/**
 * The 404 page in Kiswahili and French, sent for unknown paths under /sw/ and /fr/ (rendered at
 * /sw/__not-found__…). The browser renders it afresh rather than hydrating (prerenderedAs): its
 * language's texts load first, which hydration must not wait for in the app's boot chunk.
 */
export const LOCALIZED_NOT_FOUND = ['/sw/*', '/fr/*'];

export interface RenderedPage {
  /** The markup that goes inside #root. */
  html: string;
  /** <style> elements with the CSS the page uses. */
  styles: string;
  /** The page's title and meta description (usePageMeta). */
  meta: PageMeta;
}

/** Renders the page at `path` (a PRERENDERED_PATHS entry, or NOT_FOUND / LOCALIZED_NOT_FOUND for the 404 page). */
export async function render(path: string): Promise<RenderedPage> {
  const url = path === NOT_FOUND ? NOT_FOUND_URL : LOCALIZED_NOT_FOUND.includes(path) ? `${path.slice(0, -2)}${NOT_FOUND_URL}` : path;
  await preloadRoute(url);
  const cache = createRenderCache();
  const meta: PageMeta = {};
  // prerender (unlike renderToString) waits for every Suspense boundary, so nothing is left as a
  // fallback; the tree mirrors main.tsx's, whose extra providers render no elements.
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <CacheProvider value={cache}>
        <PageMetaContext.Provider value={meta}>
          <AppProviders>
            <StaticRouter location={url}>
              <AppRoutes />
            </StaticRouter>
          </AppProviders>
        </PageMetaContext.Provider>
      </CacheProvider>
    </StrictMode>,
    {
      // A part that throws would be left to the browser to render: fail the build instead.
      onError: (e) => void errors.push(e),
      // Never "outline" a large boundary (sent hidden, revealed by an inline script): the page must
      // be whole without JavaScript, and the CSP allows no inline script anyway.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // A part that never stops suspending must fail the build, not stall it.
      signal: AbortSignal.timeout(60_000),
    },
  );
  if (errors.length) throw new Error(`Pre-rendering ${path} failed`, { cause: errors[0] });
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of prelude) html += decoder.decode(chunk as Uint8Array, { stream: true });
  html += decoder.decode();
  // A boundary left pending or client-rendered would show a spinner without JavaScript.
  if (/<!--\$[?!]|<script/.test(html)) throw new Error(`Pre-rendering ${path} left a part to the browser`);
  return { html, styles: styleTags(cache), meta };
}
