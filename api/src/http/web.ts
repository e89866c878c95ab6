import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { PRERENDERED_DIR, type PrerenderManifest } from '../contracts/prerender';

type Encoding = 'br' | 'gzip';
const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/**
 * The best pre-compressed copy of `file` the client accepts (web/precompress.ts writes them next
 * to the file at build time), as the file to send and its encoding.
 */
function variantOf(req: Request, file: string): { file: string; encoding?: Encoding } {
  for (const encoding of ['br', 'gzip'] as const) {
    const candidate = file + SUFFIX[encoding];
    if (req.acceptsEncodings(encoding) === encoding && fs.existsSync(candidate)) return { file: candidate, encoding };
  }
  return { file };
}

/** Sends `file` (an absolute path the server chose, never one from the URL) compressed when it can. */
export function sendBuilt(req: Request, res: Response, next: NextFunction, file: string, options: { status?: number; cacheControl: string }) {
  const chosen = variantOf(req, file);
  res.status(options.status ?? 200);
  res.vary('Accept-Encoding');
  res.type(path.extname(file));
  if (chosen.encoding) res.setHeader('Content-Encoding', chosen.encoding);
  res.setHeader('Cache-Control', options.cacheControl);
  // send() adds a weak ETag and Last-Modified and answers a matching revalidation with 304.
  // The pre-rendered pages live in a dot-folder (so express.static never serves them by name).
  res.sendFile(chosen.file, { cacheControl: false, dotfiles: 'allow' }, (err) => {
    if (!err || res.headersSent) return;
    res.removeHeader('Content-Encoding');
    next(err);
  });
}

/** Content-hashed files under `prefix`: cached for a year as immutable, pre-compressed copies preferred. */
export function mountHashedAssets(app: Express, prefix: string, assets: string) {
  const compressedAssets = new Set(fs.existsSync(assets) ? fs.readdirSync(assets).filter((f) => /\.(br|gz)$/.test(f)).map((f) => f.replace(/\.(br|gz)$/, '')) : []);
  app.use(prefix, (req, res, next) => {
    const name = req.path.slice(1);
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !compressedAssets.has(name)) return next();
    sendBuilt(req, res, next, path.join(assets, name), { cacheControl: 'public, max-age=31536000, immutable' });
  });
  app.use(prefix, express.static(assets, { immutable: true, maxAge: '365d', fallthrough: false }));
}

/**
 * The public site's language the visitor chose with its switch (the `mw_lang` cookie the browser
 * sets: web/src/features/public-site/i18n/lang.ts), when it has pages in it; English otherwise.
 */
function chosenLanguage(req: Request, pages: Map<string, string>): string | undefined {
  const lang = /(?:^|;\s*)mw_lang=(sw|fr)(?:;|$)/.exec(req.headers.cookie ?? '')?.[1];
  return lang && pages.has(`/${lang}`) ? lang : undefined;
}

/**
 * `html` with its hreflang alternates (web/src/ssr/document.ts writes them as paths: the build
 * does not know where the site is served) made absolute on `origin`, as search engines require.
 */
export function withAbsoluteAlternates(html: string, origin: string): string {
  return html.replace(/(<link rel="alternate" hreflang="[^"]*" href=")(\/[^"]*)"/g, (_m, head: string, href: string) => `${head}${origin}${href}"`);
}

interface RewrittenPage {
  body: Buffer;
  etag: string;
  /** Compressed copies, made on first use (in the thread pool: brotli's best takes a few hundred ms). */
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
}

const compress: Record<Encoding, (body: Buffer) => Promise<Buffer>> = { br: promisify(zlib.brotliCompress), gzip: (body) => promisify(zlib.gzip)(body, { level: 9 }) };

/**
 * Sends the pre-rendered pages with absolute hreflang alternates (withAbsoluteAlternates): each
 * file is read, rewritten and compressed once, on its first request, then kept in memory (the
 * build does not change under a running server). A page without alternates (the 404 pages) goes
 * through sendBuilt as it is.
 */
function rewrittenPages(origin: string) {
  const pages = new Map<string, RewrittenPage | null>();
  const load = (file: string): RewrittenPage | null => {
    if (!pages.has(file)) {
      const html = fs.readFileSync(file, 'utf8');
      const rewritten = withAbsoluteAlternates(html, origin);
      const body = Buffer.from(rewritten);
      pages.set(file, rewritten === html ? null : { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`, encoded: {} });
    }
    return pages.get(file)!;
  };
  return (req: Request, res: Response, next: NextFunction, file: string, options: { status?: number; cacheControl: string }) => {
    let page: RewrittenPage | null;
    try {
      page = load(file);
    } catch (e) {
      return next(e);
    }
    if (!page) return sendBuilt(req, res, next, file, options);
    const encoding = (['br', 'gzip'] as const).find((e) => req.acceptsEncodings(e) === e);
    res.status(options.status ?? 200);
    res.vary('Accept-Encoding');
    res.type('html');
    res.setHeader('Cache-Control', options.cacheControl);
    // One ETag per representation: a cache keeps the compressed and the plain copy apart.
    res.setHeader('ETag', encoding ? `W/${page.etag.slice(0, -1)}-${encoding}"` : `W/${page.etag}`);
    if (res.statusCode === 200 && req.fresh) return res.status(304).end();
    void (encoding ? (page.encoded[encoding] ??= compress[encoding](page.body)) : Promise.resolve(page.body)).then(
      (body) => {
        if (encoding) res.setHeader('Content-Encoding', encoding);
        res.setHeader('Content-Length', body.length);
        res.end(req.method === 'HEAD' ? undefined : body);
      },
      (e: unknown) => next(e),
    );
  };
}

/** The http(s) origin of PUBLIC_URL, or undefined (unset or not such a URL: the alternates stay paths). */
function originOf(publicUrl: string | undefined): string | undefined {
  try {
    const url = publicUrl ? new URL(publicUrl) : undefined;
    return url && /^https?:$/.test(url.protocol) ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

function readManifest(root: string): PrerenderManifest | undefined {
  const file = path.join(root, PRERENDERED_DIR, 'manifest.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as PrerenderManifest) : undefined;
}

/**
 * The web app from its build at `root` (docs/architecture.md, "Pre-rendered public pages"):
 * - /assets/*: content-hashed files, cached for a year as immutable;
 * - the pre-rendered public pages (web/prerender.ts): their HTML, revalidated on every visit
 *   (`no-cache` with an ETag, so a deploy shows at once and an unchanged page costs a 304);
 * - the routes the browser renders (/auth, /dashboard…), and a public page asked for with a query
 *   string: the app shell index.html, likewise;
 * - any other path: the pre-rendered 404 page with status 404 (under /sw/ or /fr/, in that language);
 * - `/` for a visitor who chose Kiswahili or French (the `mw_lang` cookie): a redirect to /sw/ or /fr/.
 * Without a pre-render (a build from before it, or the sources), every path gets the shell.
 * With `publicUrl` (PUBLIC_URL) the pages' hreflang alternates are absolute URLs on its origin;
 * without it they stay paths.
 */
export function mountWebApp(app: Express, root: string, { publicUrl }: { publicUrl?: string } = {}) {
  mountHashedAssets(app, '/assets', path.join(root, 'assets'));
  app.use(express.static(root, { index: false, maxAge: '1h' }));

  const manifest = readManifest(root);
  const pages = new Map(Object.entries(manifest?.pages ?? {}));
  const clientRoutes = new Set(manifest?.clientRoutes);
  const prerendered = (file: string) => path.join(root, PRERENDERED_DIR, file);
  const shell = path.join(root, 'index.html');
  const origin = originOf(publicUrl);
  const sendPage = origin ? rewrittenPages(origin) : sendBuilt;
  app.get('/{*splat}', (req, res, next) => {
    // The router ignores case and a trailing slash; the browser renders such a URL afresh.
    const route = req.path.toLowerCase().replace(/(.)\/+$/, '$1');
    const page = pages.get(route);
    // A query string (?tab=…, ?q=…, ?category=…) selects other content than the pre-rendered
    // default: the browser renders such a URL, from the shell.
    const query = req.originalUrl.includes('?');
    if (route === '/' && manifest) {
      res.vary('Cookie');
      const lang = query ? undefined : chosenLanguage(req, pages);
      if (lang) {
        res.setHeader('Cache-Control', 'no-cache');
        return res.redirect(302, `/${lang}/`);
      }
    }
    if (page && !query) sendPage(req, res, next, prerendered(page), { cacheControl: 'no-cache' });
    else if (page || !manifest || clientRoutes.has(route)) sendBuilt(req, res, next, shell, { cacheControl: 'no-cache' });
    else {
      const lang = /^\/(sw|fr)(?:\/|$)/.exec(route)?.[1];
      const notFound = (lang && manifest.notFoundByLang?.[lang]) || manifest.notFound;
      sendBuilt(req, res, next, prerendered(notFound), { status: 404, cacheControl: 'no-cache' });
    }
  });
}
