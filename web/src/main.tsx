import { recordEarlyClicks, stopRecordingEarlyClicks } from './app/earlyClicks';
import { AFTER_PAINT_CHUNKS_ID, PRERENDERED_ATTRIBUTE } from './lib/prerenderedAttribute';

/**
 * The entry script: small on purpose. A pre-rendered page is already complete in the HTML, so the
 * app's code (React, Chakra, the routes: boot.tsx) and the page's own chunks are fetched only once
 * the browser has painted it: fetched earlier, they compete with the page for the first paint, and
 * a browser that has them in time evaluates them before painting — a few hundred milliseconds of
 * script on a slow phone in front of text that was ready. The page lists its chunks in a JSON
 * element (web/src/ssr/document.ts); they are all requested at once, as modulepreloads (a few per
 * task), so nothing waits on a chain of imports.
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

// Starting a request costs the main thread a few milliseconds on a phone (whatever starts it: a
// <link>, fetch(), import()), and a page's list holds up to ~55 chunks: added in one go they made a
// 100-300 ms task right after the first paint (bench/long-tasks.ts). A few per task instead; the
// first batch holds the app's own code (boot and what it imports), which is needed first.
const LINKS_PER_TASK = 3;

function preloadChunks(files: string[]): void {
  for (const file of files.slice(0, LINKS_PER_TASK)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = `/${file}`;
    document.head.appendChild(link);
  }
  if (files.length > LINKS_PER_TASK) setTimeout(() => preloadChunks(files.slice(LINKS_PER_TASK)), 0);
}

const prerendered = document.getElementById('root')?.hasAttribute(PRERENDERED_ATTRIBUTE) ?? false;
// Taps and submits before the app exists are replayed once it has hydrated (app/earlyClicks.ts).
if (prerendered) recordEarlyClicks();
void (prerendered ? firstContentfulPaint() : Promise.resolve())
  .then(() => {
    const list = prerendered ? document.getElementById(AFTER_PAINT_CHUNKS_ID)?.textContent : undefined;
    if (list) preloadChunks(JSON.parse(list) as string[]);
    // React DOM first, in a task of its own, then the app: evaluating all of the app's code in one
    // task was a 50-200 ms task on a phone (Lighthouse: TBT 82-288 ms on /promotions in one task,
    // 29-146 ms in two, measured in the same session: bench/README.md).
    return import('react-dom/client').then(() => new Promise((resolve) => setTimeout(resolve, 0))).then(() => import('./boot'));
  })
  .catch(() => stopRecordingEarlyClicks()); // no app (its code could not load): the page's native behaviour back
