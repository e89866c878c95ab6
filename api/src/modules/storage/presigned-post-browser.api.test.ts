import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CreateBucketCommand, GetObjectCommand, PutBucketCorsCommand } from '@aws-sdk/client-s3';
import { chromium, type Browser, type Page } from 'playwright-core';
import { boto3PresignedPost, type PresignedPost } from './cli-clients';
import { ObjectEntity } from './entities/object.entity';
import { ServiceStorageUsageEntity } from './entities/service-usage.entity';
import { customer, startStorageWorld, type Customer, type StorageWorld } from './storage-test-kit';

jest.setTimeout(120_000);

/**
 * What a presigned POST is for (issue #30, item 3): a web page on its own origin uploads a file
 * the user picked straight to the bucket, with a form its server signed (boto3 here), in a real
 * chromium: fetch with FormData and a File, under the bucket's CORS rule for that origin. The
 * policy's content-length-range refuses a larger file, and the page reads S3's answer.
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
  await owner.s3().send(new CreateBucketCommand({ Bucket: 'avatars' }));
  site = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><title>Profile</title><h1>Change your picture</h1>');
  });
  await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
  siteOrigin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-dev-shm-usage'],
  });
  page = await browser.newPage();
  await page.goto(`${siteOrigin}/`);
});
afterAll(async () => {
  await browser?.close();
  await new Promise((r) => site?.close(r));
  await world.close();
});

/** The page uploads a File of `size` bytes with the form's fields, as a web app's upload button would. */
function pageUpload(form: PresignedPost, size: number, name: string) {
  return page.evaluate(
    async ({ form, size, name }) => {
      const data = new FormData();
      for (const [k, v] of Object.entries(form.fields)) data.append(k, v);
      data.append('file', new File([new Uint8Array(size).fill(65)], name, { type: 'image/png' }));
      try {
        const res = await fetch(form.url, { method: 'POST', body: data });
        return { ok: true as const, status: res.status, etag: res.headers.get('etag'), text: await res.text() };
      } catch (e) {
        return { ok: false as const, error: String(e) };
      }
    },
    { form, size, name },
  );
}

const avatarForm = () =>
  boto3PresignedPost(owner.key, world.s3.url, {
    bucket: 'avatars',
    key: 'users/42/${filename}',
    fields: { 'Content-Type': 'image/png' },
    conditions: [['starts-with', '$key', 'users/42/'], ['starts-with', '$Content-Type', 'image/'], ['content-length-range', 1, 64 * 1024]],
  });

const stored = (key: string) => world.server.db.getRepository(ObjectEntity).countBy({ key });
const usedBytes = async () => {
  await world.s3.settled();
  return (await world.server.db.getRepository(ServiceStorageUsageEntity).findOneBy({ serviceId: owner.service.id }))?.usedBytes ?? 0;
};

describe('a browser form upload from another origin, in chromium', () => {
  it('uploads a picked file under a bucket CORS rule for POST, and the page reads the ETag', async () => {
    await owner.s3().send(
      new PutBucketCorsCommand({ Bucket: 'avatars', CORSConfiguration: { CORSRules: [{ AllowedOrigins: ['http://127.0.0.1:*'], AllowedMethods: ['POST'], AllowedHeaders: ['*'], ExposeHeaders: ['ETag'] }] } }),
    );
    const res = await pageUpload(await avatarForm(), 2048, 'me.png');
    expect(res).toMatchObject({ ok: true, status: 204, etag: expect.stringMatching(/^"[0-9a-f]{32}"$/) });
    const got = await owner.s3().send(new GetObjectCommand({ Bucket: 'avatars', Key: 'users/42/me.png' }));
    expect(got.ContentType).toBe('image/png');
    expect((await got.Body!.transformToByteArray()).length).toBe(2048);
  });

  it('refuses a file larger than content-length-range: the page sees 400 EntityTooLarge, and nothing is stored', async () => {
    const before = await usedBytes();
    const res = await pageUpload(await avatarForm(), 2 * 1024 * 1024, 'huge.png');
    expect(res).toMatchObject({ ok: true, status: 400, text: expect.stringContaining('<Code>EntityTooLarge</Code>') });
    expect(await stored('users/42/huge.png')).toBe(0);
    expect(await usedBytes()).toBe(before);
  });

  it('without a rule allowing POST from its origin, the page cannot read the answer', async () => {
    await owner.s3().send(new PutBucketCorsCommand({ Bucket: 'avatars', CORSConfiguration: { CORSRules: [{ AllowedOrigins: ['https://other-app.example'], AllowedMethods: ['POST'] }] } }));
    const res = await pageUpload(await avatarForm(), 10, 'hidden.png');
    expect(res).toEqual({ ok: false, error: expect.stringContaining('Failed to fetch') });
  });
});
