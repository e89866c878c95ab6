/**
 * The attribute of #root that names the pre-rendered HTML inside it (a path, or '*' for the 404
 * page). Its own module, without imports, so the entry script can read it before loading the app.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** The id of the JSON list of chunks (paths from the web root) a pre-rendered page fetches after its first paint. */
export const AFTER_PAINT_CHUNKS_ID = 'mw-after-paint';

/**
 * The attributes of a pre-rendered page's <style> elements (web/src/ssr/emotionStyles.ts): one
 * element with the global CSS (reset, token variables, global styles), one with the class rules,
 * whose attribute lists the Emotion names of those rules. Not Emotion's own `data-emotion`: Emotion
 * moves elements with that attribute around <head> when it starts and again when they are taken
 * over, and each move makes the browser restyle the whole page (web/src/lib/emotionCache.ts).
 */
export const PRERENDERED_GLOBAL_CSS_ATTRIBUTE = 'data-mw-global-css';
export const PRERENDERED_CSS_ATTRIBUTE = 'data-mw-css';
