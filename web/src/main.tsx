import { PRERENDERED_ATTRIBUTE } from './app/prerenderedAttribute';

/**
 * The entry script: small on purpose. A pre-rendered page is already complete in the HTML, so the
 * app's code (React, Chakra, the routes: boot.tsx, downloaded in parallel thanks to the page's
 * modulepreload links) is evaluated only after the browser has painted it; evaluating it first
 * would hold the first paint back behind a few hundred milliseconds of script on a slow phone.
 */
const afterPaint = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 100); // a hidden tab runs no animation frames
  });

const prerendered = document.getElementById('root')?.hasAttribute(PRERENDERED_ATTRIBUTE) ?? false;
void (prerendered ? afterPaint() : Promise.resolve()).then(() => import('./boot'));
