/**
 * The attribute of #root that names the pre-rendered HTML inside it (a path, or '*' for the 404
 * page). Its own module, without imports, so the entry script can read it before loading the app.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** The id of the JSON list of chunks (paths from the web root) a pre-rendered page fetches after its first paint. */
export const AFTER_PAINT_CHUNKS_ID = 'mw-after-paint';
