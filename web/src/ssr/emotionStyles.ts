import createCache, { type EmotionCache } from '@emotion/cache';
import { PRERENDERED_CSS_ATTRIBUTE, PRERENDERED_GLOBAL_CSS_ATTRIBUTE } from '../lib/prerenderedAttribute';

/**
 * An Emotion cache for a build-time render. In compat mode Emotion writes no <style> elements into
 * the markup: it keeps every rule the render inserted in `cache.inserted` (and, for class names,
 * in `cache.registered`; @emotion/server tells global rules from class rules the same way).
 * `key: 'css'` is the browser's cache key too (web/src/lib/emotionCache.ts), so class names match.
 */
export function createRenderCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  return cache;
}

// CSS never legitimately contains "</style", but a string in it could end the element early.
const safe = (css: string) => css.replace(/<\/(style)/gi, '<\\/$1');

/**
 * The <style> elements for everything the render used: first the global rules (the reset, the
 * token variables, global styles, in the order Emotion inserted them), then every class rule in
 * an element whose attribute lists their names, so the browser's cache knows them as inserted
 * and hydration adds none of them again (web/src/lib/emotionCache.ts). The browser leaves both
 * elements where they are and never mounts the global styles again (theme.ts).
 */
export function styleTags(cache: EmotionCache): string {
  let globals = '';
  const names: string[] = [];
  let rules = '';
  for (const [name, css] of Object.entries(cache.inserted)) {
    if (typeof css !== 'string') continue;
    if (cache.registered[`${cache.key}-${name}`] !== undefined) {
      names.push(name);
      rules += css;
    } else {
      globals += css;
    }
  }
  return `<style ${PRERENDERED_GLOBAL_CSS_ATTRIBUTE}>${safe(globals)}</style><style ${PRERENDERED_CSS_ATTRIBUTE}="${names.join(' ')}">${safe(rules)}</style>`;
}
