import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * An Emotion cache for a build-time render. In compat mode Emotion writes no <style> elements into
 * the markup: it keeps every rule the render inserted in `cache.inserted` (and, for class names,
 * in `cache.registered`; @emotion/server tells global rules from class rules the same way).
 * `key: 'css'` is the browser's default cache key, so the browser picks the tags up (below).
 */
export function createRenderCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  return cache;
}

// CSS never legitimately contains "</style", but a string in it could end the element early.
const safe = (css: string) => css.replace(/<\/(style)/gi, '<\\/$1');

/**
 * The <style> elements for everything the render used, in the form the browser's Emotion takes
 * over without inserting the rules again: one element per global style (`data-emotion="css-global
 * <name>"`, looked up by @emotion/react's <Global>), global ones first as Emotion orders them,
 * then one element with every class rule whose `data-emotion="css <name> <name>…"` marks those
 * names as already inserted when the browser's cache starts.
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
      globals += `<style data-emotion="${cache.key}-global ${name}">${safe(css)}</style>`;
    }
  }
  return `${globals}<style data-emotion="${cache.key} ${names.join(' ')}">${safe(rules)}</style>`;
}
