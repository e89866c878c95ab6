import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, MOBILE, hasHorizontalScroll, launchBrowser, newCustomer, newPage, registerViaUi, snap } from './support/browser';

/**
 * Daily snapshots (#29 item 5), as a customer uses them: an Object Storage service with a bucket
 * holding report.txt turns on daily snapshots kept 30 days. The card says when the next one is
 * taken and lists the first, taken at once; the bucket is now versioned. report.txt is then
 * overwritten, and the bucket's restore dialog, given that snapshot from its list, brings the
 * old content back.
 */
jest.setTimeout(180_000);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const CREATE_SERVICE = `mutation ($input: CreateCloudStorageServiceInput!) { createCloudStorageService(input: $input) { service { id } } }`;
const PRESIGN = `mutation ($input: PresignObjectUrlInput!) { presignObjectUrl(input: $input) { url } }`;

async function upload(page: Page, name: string, content: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mw-e2e-snap-'));
  const file = path.join(dir, name);
  fs.writeFileSync(file, content);
  await page.getByTestId('upload-input').setInputFiles(file);
  await page.getByRole('row').filter({ hasText: name }).filter({ hasText: `${Buffer.byteLength(content)} B` }).waitFor();
}

async function read(page: Page, bucket: string, key: string): Promise<string> {
  const res = await page.request.post('/graphql', { data: { query: PRESIGN, variables: { input: { bucket, key, method: 'GET' } } } });
  return (await page.request.get((await res.json()).data.presignObjectUrl.url as string)).text();
}

describe('daily snapshots of an Object Storage service', () => {
  it('turns them on from the Buckets tab, lists the first snapshot, and restores a bucket to it', async () => {
    const { context, page, errors } = await newPage(browser, DESKTOP);
    await registerViaUi(page, newCustomer('snap'));
    expect((await page.request.post('/graphql', { data: { query: CREATE_SERVICE, variables: { input: { serviceType: 'Object Storage', storageAmount: 10, cost: 'KSh 0', name: 'Snapshot test' } } } })).status()).toBe(200);
    await page.goto('/dashboard/services');
    await page.getByRole('button', { name: 'Snapshot test' }).first().click();
    await page.getByRole('tab', { name: 'Buckets' }).click();
    const bucket = `snap-${Date.now() % 1_000_000_000}`;
    await page.getByLabel('New bucket name').fill(bucket);
    await page.getByRole('button', { name: 'Create bucket' }).click();
    await page.getByRole('button', { name: `Browse ${bucket}` }).click();
    await page.getByText('This folder is empty').waitFor();
    await upload(page, 'report.txt', 'the November report');
    await page.getByRole('button', { name: '← All buckets' }).click();

    const card = page.getByRole('region', { name: 'Daily snapshots' });
    await card.getByText('Off. Turning them on turns versioning on for every bucket of this service.').waitFor();
    await card.getByText('30 days').click();
    await card.getByRole('button', { name: 'Save' }).click();
    await card.getByTestId('snapshot-status').filter({ hasText: /On: kept 30 days\. Next snapshot: / }).waitFor();
    const table = card.getByRole('table', { name: 'Snapshots you can restore' });
    await table.getByRole('row').filter({ hasText: '19 B' }).waitFor();
    await snap(page, 'snapshots-on-1280');
    await page.setViewportSize(MOBILE);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await table.scrollIntoViewIfNeeded();
    await snap(page, `snapshots-on-${MOBILE.width}`);
    await page.setViewportSize(DESKTOP);
    // The bucket is versioned now (the list says so).
    await page.getByTestId('bucket-versioning').filter({ hasText: 'Versioning on' }).waitFor();

    await page.getByRole('button', { name: `Browse ${bucket}` }).click();
    await page.waitForTimeout(1100);
    await upload(page, 'report.txt', 'the December report, rewritten');
    expect(await read(page, bucket, 'report.txt')).toBe('the December report, rewritten');

    await page.getByRole('button', { name: 'Restore to a point in time' }).click();
    const dialog = page.getByRole('dialog', { name: `Restore ${bucket} to a point in time` });
    const pick = dialog.getByLabel('Snapshot');
    await pick.selectOption({ index: 1 });
    await dialog.getByRole('button', { name: 'Restore…' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Start the restore' }).click();
    await dialog.getByTestId('restore-progress').filter({ hasText: ': done' }).waitFor({ timeout: 60_000 });
    await dialog.getByTestId('restore-progress').filter({ hasText: 'Versions restored: 1' }).waitFor();
    expect(await read(page, bucket, 'report.txt')).toBe('the November report');
    expect(errors).toEqual([]);
    await context.close();
  });
});
