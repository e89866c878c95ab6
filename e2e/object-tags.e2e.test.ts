import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, MOBILE, hasHorizontalScroll, launchBrowser, newCustomer, newPage, registerViaUi, snap } from './support/browser';

/**
 * Object tags in the bucket browser: upload a file, open its tags, add and save some (S3's rules
 * checked before the call), see them under the object's name; at desktop and phone widths.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const CREATE_SERVICE = `mutation ($input: CreateCloudStorageServiceInput!) { createCloudStorageService(input: $input) { service { id } } }`;

/** A new customer with a bucket holding one small file, open in the bucket browser. */
async function bucketWithFile(page: Page, tag: string) {
  await registerViaUi(page, newCustomer(tag));
  const res = await page.request.post('/graphql', { data: { query: CREATE_SERVICE, variables: { input: { serviceType: 'Object Storage', storageAmount: 10, cost: 'KSh 0', name: `Tags ${tag}` } } } });
  expect(res.status()).toBe(200);
  await page.goto('/dashboard/services');
  await page.getByRole('button', { name: `Tags ${tag}` }).first().click();
  await page.getByRole('tab', { name: 'Buckets' }).click();
  await page.getByText('No buckets yet').waitFor();
  const bucket = `${tag}-${Date.now() % 1_000_000_000}`;
  await page.getByLabel('New bucket name').fill(bucket);
  await page.getByRole('button', { name: 'Create bucket' }).click();
  await page.getByRole('button', { name: new RegExp(`^(Browse )?${bucket}$`) }).first().click();
  await page.getByText('This folder is empty').waitFor();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mw-e2e-tags-'));
  const file = path.join(dir, 'simba.jpg');
  fs.writeFileSync(file, Buffer.from('not really a lion'));
  await page.getByTestId('upload-input').setInputFiles(file);
  await page.getByRole('row').filter({ hasText: 'simba.jpg' }).waitFor();
}

describe('object tags in the bucket browser', () => {
  it('adds, checks and saves tags, and shows them under the object', async () => {
    const { context, page, errors } = await newPage(browser, DESKTOP);
    await bucketWithFile(page, 'tagd');
    await page.getByRole('button', { name: 'Edit the tags of simba.jpg' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tags of simba.jpg' });
    await dialog.getByText('This object has no tags.').waitFor();
    await dialog.getByRole('button', { name: '+ Add tag' }).click();
    await dialog.getByLabel('Key of tag 1').fill('album');
    await dialog.getByLabel('Value of tag 1').fill('Maasai Mara');
    await dialog.getByRole('button', { name: '+ Add tag' }).click();
    await dialog.getByLabel('Key of tag 2').fill('aws:cost');
    await dialog.getByLabel('Value of tag 2').fill('1');
    await dialog.getByRole('button', { name: 'Save tags' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Your TagKey cannot be prefixed with aws:' }).waitFor();
    await snap(page, 'object-tags-dialog-1280');
    await dialog.getByLabel('Key of tag 2').fill('year');
    await dialog.getByLabel('Value of tag 2').fill('2026');
    await dialog.getByRole('button', { name: 'Save tags' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('object-tags').filter({ hasText: 'album=Maasai Mara · year=2026' }).waitFor();
    await page.getByRole('button', { name: 'Edit the tags of simba.jpg' }).filter({ hasText: '2 tags' }).waitFor();
    await snap(page, 'object-tags-list-1280');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('edits tags at phone width without sideways scrolling', async () => {
    const { context, page, errors } = await newPage(browser, MOBILE);
    await bucketWithFile(page, 'tagm');
    await page.getByRole('button', { name: 'Edit the tags of simba.jpg' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tags of simba.jpg' });
    await dialog.getByRole('button', { name: '+ Add tag' }).click();
    await dialog.getByLabel('Key of tag 1').fill('project');
    await dialog.getByLabel('Value of tag 1').fill('mawingu');
    expect(await hasHorizontalScroll(page)).toBe(false);
    await snap(page, 'object-tags-dialog-390');
    await dialog.getByRole('button', { name: 'Save tags' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('object-tags').filter({ hasText: 'project=mawingu' }).waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});
