import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, MOBILE, hasHorizontalScroll, launchBrowser, newCustomer, newPage, registerViaUi, snap } from './support/browser';

/**
 * The bucket browser against the real S3 listener of the e2e server: create a bucket, upload a
 * file with a visible progress bar (the page PUTs to a presigned URL on the S3 port, with CORS),
 * list it, download it, delete it.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const CREATE_SERVICE = `mutation ($input: CreateCloudStorageServiceInput!) { createCloudStorageService(input: $input) { service { id } } }`;

/** A new customer with a 10 GB Object Storage service, on the Buckets tab of that service. */
async function openBuckets(page: Page, serviceName: string) {
  const customer = newCustomer('bkt');
  await registerViaUi(page, customer);
  const res = await page.request.post('/graphql', { data: { query: CREATE_SERVICE, variables: { input: { serviceType: 'Object Storage', storageAmount: 10, cost: 'KSh 0', name: serviceName } } } });
  expect(res.status()).toBe(200);
  await page.goto('/dashboard/services');
  await page.getByRole('button', { name: serviceName }).first().click();
  await page.getByRole('tab', { name: 'Buckets' }).click();
  await page.getByText('No buckets yet').waitFor();
  return customer;
}

describe('bucket browser', () => {
  it('creates a bucket, uploads with a visible progress bar, lists, downloads and deletes', async () => {
    const { context, page, errors } = await newPage(browser, DESKTOP);
    await openBuckets(page, 'E2E Media');
    const bucket = `e2e-${Date.now() % 1_000_000_000}`;

    await page.getByLabel('New bucket name').fill('Not_Valid');
    await page.getByRole('button', { name: 'Create bucket' }).click();
    await page.getByRole('alert').filter({ hasText: 'lower-case letters' }).waitFor();
    await page.getByLabel('New bucket name').fill(bucket);
    await page.getByRole('button', { name: 'Create bucket' }).click();
    await page.getByRole('button', { name: `Browse ${bucket}` }).first().click();
    await page.getByText('This folder is empty').waitFor();

    // Slow the upload down so the progress bar is seen moving, not just finished.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 512 * 1024 });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mw-e2e-upload-'));
    const file = path.join(dir, 'ripoti-ya-mwezi.bin');
    const content = Buffer.alloc(2 * 1024 * 1024);
    for (let i = 0; i < content.length; i++) content[i] = (i * 7) & 0xff;
    fs.writeFileSync(file, content);
    await page.getByTestId('upload-input').setInputFiles(file);
    const bar = page.getByRole('progressbar', { name: 'Upload progress of ripoti-ya-mwezi.bin' });
    await bar.waitFor();
    await page.waitForFunction(() => {
      const el = document.querySelector('[role="progressbar"][aria-label="Upload progress of ripoti-ya-mwezi.bin"]');
      const v = Number(el?.getAttribute('aria-valuenow'));
      return v > 0 && v < 100;
    });
    await snap(page, 'storage-upload-progress');
    await page.getByText('Uploaded').waitFor({ timeout: 30_000 });
    expect(await bar.getAttribute('aria-valuenow')).toBe('100');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

    const row = page.getByRole('row').filter({ hasText: 'ripoti-ya-mwezi.bin' });
    await row.waitFor();
    expect(await row.textContent()).toContain('2 MB');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download ripoti-ya-mwezi.bin' }).click()]);
    expect(download.suggestedFilename()).toBe('ripoti-ya-mwezi.bin');
    expect(fs.readFileSync((await download.path())!).equals(content)).toBe(true);

    await page.getByRole('button', { name: 'Copy a link to ripoti-ya-mwezi.bin' }).click();
    await page.getByRole('button', { name: 'Create link' }).click();
    const link = await page.getByTestId('share-link').inputValue();
    const fetched = await fetch(link);
    expect(Buffer.from(await fetched.arrayBuffer()).equals(content)).toBe(true);
    await page.getByRole('dialog', { name: 'Share a link' }).getByRole('button', { name: 'Close' }).first().click();

    await page.getByRole('button', { name: 'Delete ripoti-ya-mwezi.bin' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('This folder is empty').waitFor();
    await page.getByRole('button', { name: 'All buckets' }).click();
    await page.getByRole('button', { name: `Delete bucket ${bucket}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No buckets yet').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('works at phone width without sideways scrolling', async () => {
    const { context, page, errors } = await newPage(browser, MOBILE);
    await openBuckets(page, 'E2E Phone');
    await page.getByLabel('New bucket name').fill(`phone-${Date.now() % 1_000_000_000}`);
    await page.getByRole('button', { name: 'Create bucket' }).click();
    // Phones show the bucket's name as its open button (the separate Browse button is hidden).
    await page.getByRole('button', { name: /^phone-\d+$/ }).click();
    await page.getByText('This folder is empty').waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await snap(page, 'storage-buckets-390');
    expect(errors).toEqual([]);
    await context.close();
  });
});
