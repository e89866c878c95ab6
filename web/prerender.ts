/**
 * Pre-renders the public pages (the last step of `npm run build:web`, after the client build into
 * dist/web and the SSR build of web/src/entry-server.tsx into dist/ssr):
 *
 *   SWC_NODE_IGNORE_DYNAMIC=1 node -r @swc-node/register web/prerender.ts
 *
 * (swc would compile import() to require(), which cannot load a module URL with a query: the
 * variable keeps it a real import.)
 *
 * For every path of PRERENDERED_PATHS and the 404 page it imports a fresh copy of the SSR bundle
 * (no module state carries over from one page to the next), renders the page and writes
 * dist/web/.prerendered/<name>.html: dist/web/index.html with the page's title and description,
 * its CSS, its markup inside #root, and the chunks it needs to hydrate (the app's own chunks —
 * boot.tsx, which the small entry script loads — and the page's lazy chunks) as a list the entry
 * script fetches after the first paint. It also adds the app's chunks to index.html's preloads
 * (the client-rendered routes). The server
 * reads dist/web/.prerendered/manifest.json to answer each path (api/src/http/web.ts). The folder
 * starts with a dot, so the static file handler never serves these files under their own names.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PRERENDERED_DIR } from '../api/src/contracts/prerender';
import { assembleDocument, prerenderedFileName, withModulePreloads, type PrerenderManifest } from './src/ssr/document';
import { chunksOfModules, type ViteManifest } from './src/ssr/preloads';
import { langOfPath, LOCALIZED_PATHS, localizePath, PUBLIC_LANGS, stripLang } from './src/i18n/public/lang';

type EntryServer = typeof import('./src/entry-server');

const dist = path.resolve(__dirname, '../dist');
const webDir = path.join(dist, 'web');
const outDir = path.join(webDir, PRERENDERED_DIR);
const bundle = pathToFileURL(path.join(dist, 'ssr/entry-server.mjs')).href;

const globals = globalThis as { __renderedModules?: Set<string> };

/** The module main.tsx imports once the page has painted (a key of Vite's manifest). */
const APP_MODULE = 'src/boot.tsx';

/** A copy of the SSR bundle of its own (the query makes it a new module), with a fresh record of the modules it runs. */
async function freshEntryServer(page: string): Promise<{ server: EntryServer; modules: Set<string> }> {
  const modules = new Set<string>();
  globals.__renderedModules = modules;
  const server = (await import(`${bundle}?page=${encodeURIComponent(page)}`)) as EntryServer;
  return { server, modules };
}

async function main() {
  const viteManifest = JSON.parse(fs.readFileSync(path.join(webDir, '.vite/manifest.json'), 'utf8')) as ViteManifest;
  // The entry script (main.tsx) loads the app (boot.tsx) only after the first paint: every page,
  // the app shell included, preloads the app's chunks so they download alongside the entry.
  const appChunks = chunksOfModules(viteManifest, [APP_MODULE]);
  if (appChunks.length === 0) throw new Error(`${APP_MODULE} is not a lazy chunk of the client build`);
  // The app shell (client-rendered routes) preloads the app's chunks: it shows nothing without them.
  // A pre-rendered page gets them, and its own lazy chunks, only after its first paint (document.ts).
  const built = fs.readFileSync(path.join(webDir, 'index.html'), 'utf8');
  if (built.includes(`href="/${appChunks[0]}"`)) throw new Error('dist/web/index.html was already processed: run the whole build:web again');
  fs.writeFileSync(path.join(webDir, 'index.html'), withModulePreloads(built, appChunks));
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });

  const { server: first } = await freshEntryServer('list');
  const manifest: PrerenderManifest = { pages: {}, notFound: prerenderedFileName(first.NOT_FOUND), notFoundByLang: {}, clientRoutes: first.clientRenderedPaths() };
  const notFoundPages = [first.NOT_FOUND, ...first.LOCALIZED_NOT_FOUND];
  for (const page of [...first.PRERENDERED_PATHS, ...notFoundPages]) {
    const started = Date.now();
    const { server, modules } = await freshEntryServer(page);
    const rendered = await server.render(page);
    const pageChunks = chunksOfModules(viteManifest, [...modules]).filter((f) => !appChunks.includes(f));
    const preloads = [...appChunks, ...pageChunks];
    const file = prerenderedFileName(page);
    // A page that exists in every language names its language and its translations (hreflang).
    const unprefixed = stripLang(page);
    const alternates = LOCALIZED_PATHS.includes(unprefixed) ? Object.fromEntries(PUBLIC_LANGS.map((l) => [l, localizePath(unprefixed, l)])) : undefined;
    const lang = page === first.NOT_FOUND ? 'en' : langOfPath(page);
    const html = assembleDocument(built, { ...rendered, page, attribute: server.PRERENDERED_ATTRIBUTE, preloads, lang, alternates });
    fs.writeFileSync(path.join(outDir, file), html);
    if (first.LOCALIZED_NOT_FOUND.includes(page)) manifest.notFoundByLang![lang] = file;
    else if (page !== first.NOT_FOUND) manifest.pages[page] = file;
    console.log(`prerendered ${page.padEnd(12)} → ${PRERENDERED_DIR}/${file} (${(html.length / 1024).toFixed(1)} KiB, ${pageChunks.length} lazy chunks, ${Date.now() - started} ms)`);
  }
  fs.writeFileSync(path.join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  delete globals.__renderedModules;
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
