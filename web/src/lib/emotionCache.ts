import createCache, { type EmotionCache } from '@emotion/cache';
import { PRERENDERED_CSS_ATTRIBUTE, PRERENDERED_GLOBAL_CSS_ATTRIBUTE } from './prerenderedAttribute';

/**
 * The browser's Emotion cache. On a pre-rendered page it starts knowing every rule the page's
 * <style> elements already hold (web/src/ssr/emotionStyles.ts), so hydration inserts none of
 * them again, and it leaves those elements where they are: Emotion's own hand-over of server
 * styles (`data-emotion`) moves them to the end of <head> when Emotion loads and again when a
 * cache takes them over, and each move makes the browser restyle and lay out the whole page (a
 * 70 ms task at a phone's speed, twice per page). New rules go into Emotion's own element after them.
 */
export function createBrowserCache(doc: Document = document): EmotionCache {
  const cache = createCache({ key: 'css' });
  for (const element of doc.querySelectorAll(`style[${PRERENDERED_CSS_ATTRIBUTE}]`)) {
    for (const name of element.getAttribute(PRERENDERED_CSS_ATTRIBUTE)!.split(' ')) {
      if (name) cache.inserted[name] = true;
    }
  }
  return cache;
}

/**
 * Whether the document already has the global CSS (reset, token variables, global styles) of a
 * pre-rendered page. It stays for the document's life, and every system of the app has the same
 * global CSS (theme.ts), so then no provider needs to insert it.
 */
export function hasPrerenderedGlobalCss(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): boolean {
  return doc?.querySelector(`style[${PRERENDERED_GLOBAL_CSS_ATTRIBUTE}]`) != null;
}
