import fs from 'node:fs';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import express from 'express';
import { PRERENDERED_DIR, type PrerenderManifest } from '../contracts/prerender';
import { mountWebApp } from './web';

/** The hreflang links web/src/ssr/document.ts writes into a translated page. */
const ALTERNATES = ['en /pricing', 'sw /sw/pricing', 'fr /fr/pricing', 'x-default /pricing'].map((a) => `<link rel="alternate" hreflang="${a.split(' ')[0]}" href="${a.split(' ')[1]}">`).join('');
const hrefs = (html: string) => [...html.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].slice(0, 4).map((m) => `${m[1]} ${m[2]}`);

/** A web build as web/prerender.ts and web/precompress.ts leave it. */
function fixture(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mw-web-'));
  const write = (rel: string, text: string, compressed = false) => {
    const file = path.join(root, rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    if (compressed) {
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text));
      fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
    }
  };
  write('index.html', '<div id="root"></div>');
  write('assets/index-abc.js', 'console.log("app");'.repeat(100), true);
  write('assets/plain-def.js', 'export {};');
  write(`${PRERENDERED_DIR}/home.html`, '<div id="root" data-prerendered="/">Home</div>'.repeat(50), true);
  write(`${PRERENDERED_DIR}/pricing.html`, `<head>${ALTERNATES}</head><div id="root" data-prerendered="/pricing">Pricing</div>`.repeat(20), true);
  write(`${PRERENDERED_DIR}/sw.html`, '<div id="root" data-prerendered="/sw">Karibu</div>');
  write(`${PRERENDERED_DIR}/sw_pricing.html`, '<div id="root" data-prerendered="/sw/pricing">Bei</div>');
  write(`${PRERENDERED_DIR}/404.html`, '<div id="root" data-prerendered="*">404 Page Not Found</div>');
  write(`${PRERENDERED_DIR}/sw_404.html`, '<div id="root" data-prerendered="/sw/*">404 Ukurasa Haupatikani</div>');
  const manifest: PrerenderManifest = { pages: { '/': 'home.html', '/pricing': 'pricing.html', '/sw': 'sw.html', '/sw/pricing': 'sw_pricing.html' }, notFound: '404.html', notFoundByLang: { sw: 'sw_404.html' }, clientRoutes: ['/auth', '/dashboard', '/dashboard/billing'] };
  write(`${PRERENDERED_DIR}/manifest.json`, JSON.stringify(manifest));
  return root;
}

let server: Server;
let base: string;
let root: string;
beforeAll(async () => {
  root = fixture();
  const app = express();
  mountWebApp(app, root);
  server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((r) => server.close(() => r()));
  fs.rmSync(root, { recursive: true, force: true });
});

/**
 * One request with node:http: fetch() would decompress the body and, for a conditional request,
 * add "Cache-Control: no-cache", which rightly prevents a 304.
 */
function get(p: string, headers: Record<string, string> = {}, at = base): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer; text: () => string }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${at}${p}`, { headers: { 'accept-encoding': 'identity', ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({ status: res.statusCode!, headers: res.headers, body, text: () => body.toString() });
        });
      })
      .on('error', reject);
  });
}

describe('the web app', () => {
  it('sends a pre-rendered page for its path, revalidated with an ETag', async () => {
    const res = await get('/pricing');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text()).toContain('data-prerendered="/pricing"');
    const etag = res.headers.etag;
    expect(etag).toBeTruthy();
    expect((await get('/pricing', { 'if-none-match': etag! })).status).toBe(304);
  });

  it('finds a page whatever the case or a trailing slash', async () => {
    expect((await get('/Pricing/')).text()).toContain('data-prerendered="/pricing"');
    expect((await get('/')).text()).toContain('data-prerendered="/"');
  });

  it('sends the pre-rendered pages of a language under its prefix, its home at /sw and /sw/', async () => {
    expect((await get('/sw/')).text()).toContain('data-prerendered="/sw"');
    expect((await get('/sw')).text()).toContain('data-prerendered="/sw"');
    expect((await get('/sw/pricing')).text()).toContain('data-prerendered="/sw/pricing"');
    expect((await get('/fr/pricing')).status).toBe(404); // no French build in this fixture
  });

  it('sends / to the language the visitor chose (mw_lang cookie), English otherwise', async () => {
    const chosen = await get('/', { cookie: 'other=1; mw_lang=sw' });
    expect([chosen.status, chosen.headers.location, chosen.headers.vary]).toEqual([302, '/sw/', expect.stringMatching(/Cookie/)]);
    // English chosen, a language without pages, a query string, another page: no redirect.
    for (const [p, cookie] of [['/', 'mw_lang=en'], ['/', 'mw_lang=fr'], ['/?x=1', 'mw_lang=sw'], ['/pricing', 'mw_lang=sw'], ['/', 'xmw_lang=sw']]) {
      expect([p, cookie, (await get(p!, { cookie: cookie! })).status]).toEqual([p, cookie, 200]);
    }
  });

  it('sends the app shell for the routes the browser renders', async () => {
    for (const p of ['/auth', '/dashboard', '/dashboard/billing']) {
      const res = await get(p);
      expect([p, res.status, res.headers['cache-control'], res.text()]).toEqual([p, 200, 'no-cache', '<div id="root"></div>']);
    }
  });

  it('sends the shell for a page asked for with a query string (other content than the pre-rendered one)', async () => {
    const res = await get('/pricing?tab=calculator');
    expect([res.status, res.text()]).toEqual([200, '<div id="root"></div>']);
    expect((await get('/definitely/not/here?tab=1')).status).toBe(404);
  });

  it('answers any other path with the pre-rendered 404 page and status 404', async () => {
    const res = await get('/definitely/not/here');
    expect(res.status).toBe(404);
    expect(res.text()).toContain('404 Page Not Found');
  });

  it('answers an unknown path under a language prefix with that language’s 404 page (English for one without)', async () => {
    for (const p of ['/sw/no-such-page', '/SW/a/b', '/sw/pricing/extra']) {
      const res = await get(p);
      expect([p, res.status, res.text()]).toEqual([p, 404, expect.stringContaining('404 Ukurasa Haupatikani')]);
    }
    for (const p of ['/fr/no-such-page', '/swahili', '/x/sw/y']) {
      const res = await get(p);
      expect([p, res.status, res.text()]).toEqual([p, 404, expect.stringContaining('404 Page Not Found')]);
    }
  });

  it('never serves the pre-rendered files under their own names', async () => {
    const res = await get(`/${PRERENDERED_DIR}/home.html`);
    expect(res.status).toBe(404);
    expect(res.text()).toContain('404 Page Not Found');
  });

  it('sends the brotli or gzip copy the browser accepts, plain bytes otherwise', async () => {
    const br = await get('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(zlib.brotliDecompressSync(br.body).toString()).toContain('Home');
    const gz = await get('/assets/index-abc.js', { 'accept-encoding': 'gzip, deflate' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-type']).toMatch(/javascript/);
    expect(zlib.gunzipSync(gz.body).toString()).toContain('console.log("app")');
    const plain = await get('/assets/index-abc.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text()).toContain('console.log("app")');
  });

  it('caches hashed assets for a year as immutable, compressed or not', async () => {
    for (const [p, enc] of [
      ['/assets/index-abc.js', 'gzip'],
      ['/assets/plain-def.js', 'identity'],
    ]) {
      expect((await get(p!, { 'accept-encoding': enc! })).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    expect((await get('/assets/missing.js')).status).toBe(404);
  });
});

describe('the web app with PUBLIC_URL', () => {
  let withOrigin: Server;
  let at: string;
  beforeAll(async () => {
    const app = express();
    mountWebApp(app, root, { publicUrl: 'https://portal.example.co.ke/app' });
    withOrigin = await new Promise((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    at = `http://127.0.0.1:${(withOrigin.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => withOrigin.close(() => r())));

  it('keeps the hreflang alternates as paths without it', async () => {
    expect(hrefs((await get('/pricing')).text())).toEqual(['en /pricing', 'sw /sw/pricing', 'fr /fr/pricing', 'x-default /pricing']);
  });

  it('makes the alternates absolute URLs on its origin, in every encoding, revalidated with an ETag', async () => {
    const absolute = ['en https://portal.example.co.ke/pricing', 'sw https://portal.example.co.ke/sw/pricing', 'fr https://portal.example.co.ke/fr/pricing', 'x-default https://portal.example.co.ke/pricing'];
    const plain = await get('/pricing', {}, at);
    expect([plain.status, plain.headers['content-type'], plain.headers['cache-control']]).toEqual([200, expect.stringMatching(/^text\/html/), 'no-cache']);
    expect(hrefs(plain.text())).toEqual(absolute);
    expect(plain.text()).toContain('data-prerendered="/pricing"');
    const br = await get('/pricing', { 'accept-encoding': 'br, gzip' }, at);
    expect(br.headers['content-encoding']).toBe('br');
    expect(hrefs(zlib.brotliDecompressSync(br.body).toString())).toEqual(absolute);
    const gz = await get('/pricing', { 'accept-encoding': 'gzip' }, at);
    expect(hrefs(zlib.gunzipSync(gz.body).toString())).toEqual(absolute);
    expect(new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(3);
    const again = await get('/pricing', { 'accept-encoding': 'gzip', 'if-none-match': gz.headers.etag! }, at);
    expect([again.status, again.body.length]).toEqual([304, 0]);
  });

  it('sends a page without alternates, and the 404 page, as they are', async () => {
    expect((await get('/sw', {}, at)).text()).toBe('<div id="root" data-prerendered="/sw">Karibu</div>');
    const missing = await get('/sw/nope', {}, at);
    expect([missing.status, missing.text()]).toEqual([404, expect.stringContaining('404 Ukurasa Haupatikani')]);
  });
});
