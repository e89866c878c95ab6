import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CreateBucketCommand, GetObjectCommand, PutBucketCorsCommand, PutObjectCommand, DeleteBucketCorsCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { chromium, type Browser, type Page } from 'playwright-core';
import { ObjectEntity } from './entities/object.entity';
import { customer, startStorageWorld, type Customer, type StorageWorld } from './storage-test-kit';

jest.setTimeout(120_000);

/**
 * What per-bucket CORS is for: a web app on its own origin (here a page served from another
 * port) uploads to and reads from the bucket with presigned URLs, in a real chromium. Without a
 * rule for that origin the browser's preflight is refused and nothing is stored.
 */
let world: StorageWorld;
let owner: Customer;
let site: http.Server;
let siteOrigin: string;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  world = await startStorageWorld();
  owner = await customer(world, 1);
  await owner.s3().send(new CreateBucketCommand({ Bucket: 'web-app-uploads' }));
  await owner.s3().send(new PutObjectCommand({ Bucket: 'web-app-uploads', Key: 'welcome.txt', Body: 'Karibu!' }));
  site = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><title>Web app</title><h1>Uploader</h1>');
  });
  await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
  siteOrigin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-dev-shm-usage'],
  });
  page = await browser.newPage();
  await page.goto(`${siteOrigin}/`);
});
afterAll(async () => {
  await browser?.close();
  await new Promise((r) => site?.close(r));
  await world.close();
});

/** The page's own fetch, as the web app would do it; a CORS refusal is fetch's TypeError. */
function pageFetch(url: string, init: { method: string; body?: string; headers?: Record<string, string> }) {
  return page.evaluate(
    async ({ url, init }) => {
      try {
        const res = await fetch(url, init);
        return { ok: true as const, status: res.status, etag: res.headers.get('etag'), text: await res.text() };
      } catch (e) {
        return { ok: false as const, error: String(e) };
      }
    },
    { url, init },
  );
}

const presigned = async (method: 'PUT' | 'GET', key: string) =>
  getSignedUrl(owner.s3(), method === 'PUT' ? new PutObjectCommand({ Bucket: 'web-app-uploads', Key: key }) : new GetObjectCommand({ Bucket: 'web-app-uploads', Key: key }), { expiresIn: 300 });

const stored = (key: string) => world.server.db.getRepository(ObjectEntity).countBy({ key });

describe('a web app on another origin, in chromium', () => {
  it('cannot PUT or read without a rule for its origin: the preflight is refused and nothing is stored', async () => {
    const put = await pageFetch(await presigned('PUT', 'from-browser.txt'), { method: 'PUT', body: 'kutoka kivinjari', headers: { 'content-type': 'text/plain' } });
    expect(put).toEqual({ ok: false, error: expect.stringContaining('Failed to fetch') });
    expect(await stored('from-browser.txt')).toBe(0);
    const get = await pageFetch(await presigned('GET', 'welcome.txt'), { method: 'GET' });
    expect(get.ok).toBe(false);
  });

  it('a rule for another origin does not let it in either', async () => {
    await owner.s3().send(new PutBucketCorsCommand({ Bucket: 'web-app-uploads', CORSConfiguration: { CORSRules: [{ AllowedOrigins: ['https://other-app.example'], AllowedMethods: ['GET', 'PUT'], AllowedHeaders: ['*'] }] } }));
    const put = await pageFetch(await presigned('PUT', 'from-browser.txt'), { method: 'PUT', body: 'kutoka kivinjari', headers: { 'content-type': 'text/plain' } });
    expect(put.ok).toBe(false);
    expect(await stored('from-browser.txt')).toBe(0);
  });

  it('PUTs and reads back, with the exposed ETag, once a rule allows its origin (a wildcard port); deleting the rules shuts it out again', async () => {
    await owner.s3().send(
      new PutBucketCorsCommand({
        Bucket: 'web-app-uploads',
        CORSConfiguration: { CORSRules: [{ AllowedOrigins: ['http://127.0.0.1:*'], AllowedMethods: ['GET', 'PUT'], AllowedHeaders: ['content-type'], ExposeHeaders: ['ETag'], MaxAgeSeconds: 0 }] },
      }),
    );
    const put = await pageFetch(await presigned('PUT', 'from-browser.txt'), { method: 'PUT', body: 'kutoka kivinjari', headers: { 'content-type': 'text/plain' } });
    expect(put).toMatchObject({ ok: true, status: 200, etag: expect.stringMatching(/^"[0-9a-f]{32}"$/) });
    expect(await stored('from-browser.txt')).toBe(1);
    const get = await pageFetch(await presigned('GET', 'from-browser.txt'), { method: 'GET' });
    expect(get).toMatchObject({ ok: true, status: 200, text: 'kutoka kivinjari' });

    await owner.s3().send(new DeleteBucketCorsCommand({ Bucket: 'web-app-uploads' }));
    // MaxAgeSeconds 0: the browser keeps no preflight, so the next PUT asks again and is refused.
    const again = await pageFetch(await presigned('PUT', 'second.txt'), { method: 'PUT', body: 'tena', headers: { 'content-type': 'text/plain' } });
    expect(again.ok).toBe(false);
    expect(await stored('second.txt')).toBe(0);
  });
});
