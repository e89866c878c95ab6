import { AFTER_PAINT_CHUNKS_ID, PRERENDERED_ATTRIBUTE } from './app/prerenderedAttribute';

/**
 * The entry script: small on purpose. A pre-rendered page is already complete in the HTML, so the
 * app's code (React, Chakra, the routes: boot.tsx) and the page's own chunks are fetched only once
 * the browser has painted it: fetched earlier, they compete with the page for the first paint, and
 * a browser that has them in time evaluates them before painting — a few hundred milliseconds of
 * script on a slow phone in front of text that was ready. The page lists its chunks in a JSON
 * element (web/src/ssr/document.ts); they are requested together, as modulepreloads, so nothing
 * waits on a chain of imports.
 */
const FALLBACK_MS = 1500; // a page that reports no paint (an old browser) still hydrates

function firstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    // A hidden tab paints nothing: nothing to wait for.
    if (document.visibilityState === 'hidden' || typeof PerformanceObserver === 'undefined') return resolve();
    const timer = setTimeout(done, FALLBACK_MS);
    let observer: PerformanceObserver | undefined;
    function done() {
      clearTimeout(timer);
      observer?.disconnect();
      resolve();
    }
    try {
      observer = new PerformanceObserver((list) => {
        if (list.getEntries().some((e) => e.name === 'first-contentful-paint')) done();
      });
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      done();
    }
  });
}

function preloadChunks(): void {
  const list = document.getElementById(AFTER_PAINT_CHUNKS_ID)?.textContent;
  if (!list) return;
  for (const file of JSON.parse(list) as string[]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = `/${file}`;
    document.head.appendChild(link);
  }
}

const prerendered = document.getElementById('root')?.hasAttribute(PRERENDERED_ATTRIBUTE) ?? false;
void (prerendered ? firstContentfulPaint() : Promise.resolve()).then(() => {
  if (prerendered) preloadChunks();
  return import('./boot');
});
