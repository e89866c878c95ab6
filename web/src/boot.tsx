/**
 * The app in the browser (loaded by main.tsx): hydrates the pre-rendered HTML when it shows this
 * URL, renders afresh otherwise.
 */
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { stopRecordingEarlyClicks } from './app/earlyClicks';
import { PRERENDERED_ATTRIBUTE, prerenderedAs } from './app/prerendered';
import { preloadRoute } from './app/router';
import { buildBaseSystem } from './components/ui/theme';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
const { pathname, search } = window.location;
const sent = container.getAttribute(PRERENDERED_ATTRIBUTE);
const hydratable = sent !== null && sent === prerenderedAs(pathname, search);

// Each of the big pieces of start-up work in tasks of its own, with the browser free to paint and
// answer input between them: evaluating the app's modules (this one), building Chakra's system
// (its token dictionary: ~120 ms on a phone, itself built in several tasks), and evaluating the
// page's own modules. In one task they blocked the main thread for up to 450 ms on a phone
// (bench/README.md).
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The page's own modules first (the HTML preloads them, so this rarely waits): hydration must
// render the page at once, since a lazy page that suspended would hydrate after the root's theme
// changed under it, and a fresh render then shows the page rather than a spinner.
void nextTask()
  .then(() => buildBaseSystem(nextTask))
  .then(nextTask)
  .then(() => preloadRoute(pathname))
  .catch(() => undefined) // the route's error boundary shows a page whose code cannot load
  .then(() => {
    // From here React handles the page's events (and replays those on parts not yet hydrated).
    stopRecordingEarlyClicks();
    if (hydratable) {
      // In a transition, hydration yields to the browser every few milliseconds instead of
      // blocking the main thread for the whole page; a click meanwhile hydrates its target first.
      startTransition(() => {
        hydrateRoot(container, app);
      });
    } else {
      // Client-only routes (an empty #root), and pre-rendered HTML that shows another URL's
      // content: render afresh, replacing it.
      createRoot(container).render(app);
    }
  });
