import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, newCustomer } from './support/browser';

const run = promisify(execFile);

/**
 * The docs that run: the JavaScript samples are copied verbatim from the rendered /docs page (the
 * quick start's "Upload your first file" and the SDK card's usage example) and run with node
 * against the e2e server's own S3 endpoint, which the page learned from S3_PUBLIC_URL.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const gql = async (page: Page, query: string, variables: Record<string, unknown>) => {
  const res = await page.request.post('/graphql', { data: { query, variables } });
  const body = (await res.json()) as { data?: any; errors?: { message: string }[] };
  if (body.errors) throw new Error(body.errors[0]!.message);
  return body.data;
};

/** The text of a code sample as the page shows it. */
const sample = (page: Page, container: string, label: string) => page.locator(`${container} pre[aria-label="${label} code sample"]`).textContent();

describe('docs samples, run verbatim', () => {
  it('uploads hello.txt with the quick start sample and lists it with the SDK sample', async () => {
    const s3Url = process.env.E2E_S3_URL!;
    const { context, page } = await newPage(browser);
    await page.goto('/docs');
    // The samples switch to the server's endpoint once the page has asked for it.
    await page.waitForFunction((url) => document.querySelector('#upload-first-file')?.textContent?.includes(url), s3Url);
    const upload = (await sample(page, '#upload-first-file', 'JavaScript'))!;
    expect(upload).toContain(`endpoint: "${s3Url}"`);
    await page.goto('/docs?tab=sdks');
    await page.waitForFunction((url) => document.querySelector('#sdk-javascript')?.textContent?.includes(url), s3Url);
    const list = (await sample(page, '#sdk-javascript', 'JavaScript / TypeScript — Usage'))!;
    expect(list).toContain(s3Url);

    // A customer with an Object Storage service, a bucket named as in the samples, and a key.
    const c = newCustomer('docs');
    expect((await page.request.post('/api/auth/register', { data: c })).status()).toBe(201);
    const service = await gql(page, 'mutation ($input: CreateCloudStorageServiceInput!) { createCloudStorageService(input: $input) { service { id } } }', { input: { serviceType: 'Object Storage', storageAmount: 10, cost: 'KSh 0' } });
    await gql(page, 'mutation ($input: CreateBucketInput!) { createBucket(input: $input) { bucket { name } } }', { input: { serviceId: service.createCloudStorageService.service.id, name: 'my-bucket' } });
    const key = (await gql(page, 'mutation ($input: CreateApiKeyInput!) { createApiKey(input: $input) { secretAccessKey apiKey { accessKeyId } } }', { input: { name: 'docs-sample', permissions: ['read', 'write'] } })).createApiKey;

    // Node resolves @aws-sdk/client-s3 from the repository's node_modules, as `npm install` would.
    const dir = path.resolve(__dirname, 'artifacts', 'docs-sample');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'upload.mjs'), upload);
    fs.writeFileSync(path.join(dir, 'list.mjs'), list);
    fs.writeFileSync(path.join(dir, 'hello.txt'), 'Habari dunia');
    const env = { PATH: process.env.PATH, HOME: dir, AWS_EC2_METADATA_DISABLED: 'true', MAWINGU_ACCESS_KEY_ID: key.apiKey.accessKeyId, MAWINGU_SECRET_ACCESS_KEY: key.secretAccessKey };
    const up = await run(process.execPath, ['upload.mjs'], { cwd: dir, env });
    expect(up.stdout.trim()).toBe(`Uploaded to ${s3Url}/my-bucket/hello.txt`);
    const ls = await run(process.execPath, ['list.mjs'], { cwd: dir, env });
    expect(ls.stdout.trim()).toBe('hello.txt 12');
    await context.close();
  });
});
