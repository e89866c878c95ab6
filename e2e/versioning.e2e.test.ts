import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, MOBILE, hasHorizontalScroll, launchBrowser, newCustomer, newPage, registerViaUi, snap } from './support/browser';

/**
 * S3 versioning in the bucket browser (#29 item 6): turn versioning on with the bucket's switch,
 * upload a file and then a changed file under the same name, open the object's versions (two),
 * restore the old one (the browser sends the presigned CopyObject), and read the object again: it
 * has the old content, and there are three versions. At desktop and phone widths.
 */
jest.setTimeout(180_000);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const CREATE_SERVICE = `mutation ($input: CreateCloudStorageServiceInput!) { createCloudStorageService(input: $input) { service { id } } }`;
const PRESIGN = `mutation ($input: PresignObjectUrlInput!) { presignObjectUrl(input: $input) { url } }`;
const VERSIONS = `query ($bucket: String!, $key: String!) { objectVersions(bucket: $bucket, key: $key) { versions { versionId isLatest size } } }`;

const OLD = 'plan A: the first draft';
const NEW = 'plan B: the second, longer draft of the plan';

/** A new customer with an Object Storage service and an empty bucket, on the service's Buckets tab. */
async function customerWithBucket(page: Page, tag: string): Promise<string> {
  await registerViaUi(page, newCustomer(tag));
  const res = await page.request.post('/graphql', { data: { query: CREATE_SERVICE, variables: { input: { serviceType: 'Object Storage', storageAmount: 10, cost: 'KSh 0', name: `Versions ${tag}` } } } });
  expect(res.status()).toBe(200);
  await page.goto('/dashboard/services');
  await page.getByRole('button', { name: `Versions ${tag}` }).first().click();
  await page.getByRole('tab', { name: 'Buckets' }).click();
  await page.getByText('No buckets yet').waitFor();
  const bucket = `${tag}-${Date.now() % 1_000_000_000}`;
  await page.getByLabel('New bucket name').fill(bucket);
  await page.getByRole('button', { name: 'Create bucket' }).click();
  await page.getByRole('button', { name: new RegExp(`^(Browse )?${bucket}$`) }).first().waitFor();
  return bucket;
}

/** Upload plan.txt with `content` through the browser, and wait for the listing to show its size. */
async function upload(page: Page, content: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mw-e2e-versions-'));
  const file = path.join(dir, 'plan.txt');
  fs.writeFileSync(file, content);
  await page.getByTestId('upload-input').setInputFiles(file);
  await page.getByRole('row').filter({ hasText: 'plan.txt' }).filter({ hasText: `${Buffer.byteLength(content)} B` }).waitFor();
}

/** The current content of the object, read through a presigned GET the API signs (as the Download button does). */
async function currentContent(page: Page, bucket: string): Promise<string> {
  const res = await page.request.post('/graphql', { data: { query: PRESIGN, variables: { input: { bucket, key: 'plan.txt', method: 'GET' } } } });
  const url = (await res.json()).data.presignObjectUrl.url as string;
  return (await page.request.get(url)).text();
}

/** Upload twice, open the versions, restore the older one; returns the dialog. */
async function overwriteAndRestore(page: Page, bucket: string, shot: string) {
  await upload(page, OLD);
  await upload(page, NEW);
  await page.getByRole('button', { name: 'Versions of plan.txt' }).click();
  const dialog = page.getByRole('dialog', { name: 'Versions of plan.txt' });
  const table = dialog.getByRole('region', { name: 'Versions of plan.txt, newest first' });
  const rows = table.getByRole('row').filter({ has: page.getByTestId('version-id') });
  await rows.nth(1).waitFor();
  expect(await rows.count()).toBe(2);
  await rows.first().getByText('Latest').waitFor();
  expect(await rows.nth(1).getByText('Latest').count()).toBe(0);
  expect(await rows.first().getByRole('button', { name: /^Restore version/ }).count()).toBe(0);
  await snap(page, `${shot}-before`);
  await rows.nth(1).getByRole('button', { name: /^Restore version/ }).click();
  await page.getByText('Version restored').waitFor();
  await rows.nth(2).waitFor();
  expect(await rows.count()).toBe(3);
  // The restored copy is the new latest version, with the old size.
  await rows.first().getByText('Latest').waitFor();
  await rows.first().filter({ hasText: `${Buffer.byteLength(OLD)} B` }).waitFor();
  await snap(page, shot);
  expect(await currentContent(page, bucket)).toBe(OLD);
  const versions = (await (await page.request.post('/graphql', { data: { query: VERSIONS, variables: { bucket, key: 'plan.txt' } } })).json()).data.objectVersions.versions;
  expect(versions).toHaveLength(3);
  return dialog;
}

describe('versioning in the bucket browser', () => {
  it('turns versioning on, keeps the overwritten version, and restores it', async () => {
    const { context, page, errors } = await newPage(browser, DESKTOP);
    const bucket = await customerWithBucket(page, 'verd');
    await page.getByRole('button', { name: `Browse ${bucket}` }).click();
    await page.getByText('This folder is empty').waitFor();
    // The bucket's switch: off, then on at once (no question asked).
    const state = page.getByTestId('versioning-state');
    await state.filter({ hasText: 'Off' }).waitFor();
    const toggle = page.getByRole('checkbox', { name: `Versioning of ${bucket}` });
    expect(await toggle.isChecked()).toBe(false);
    await toggle.click({ force: true });
    await page.getByText('Versioning enabled', { exact: true }).waitFor();
    await state.filter({ hasText: 'Enabled' }).waitFor();
    expect(await toggle.isChecked()).toBe(true);
    // The bucket list says so.
    await page.getByRole('button', { name: 'All buckets' }).click();
    await page.getByRole('row').filter({ hasText: bucket }).getByText('Versioning on').waitFor();
    await snap(page, 'versioning-list-1280');
    await page.getByRole('button', { name: `Browse ${bucket}` }).click();
    await page.getByText('This folder is empty').waitFor();
    await snap(page, 'versioning-header-1280');
    const dialog = await overwriteAndRestore(page, bucket, 'versions-dialog-1280');
    // Deleting the overwritten version for good needs the word typed.
    const rows = dialog.getByRole('row').filter({ has: page.getByTestId('version-id') });
    await rows.nth(1).getByRole('button', { name: /^Delete version/ }).click();
    const sure = page.getByRole('alertdialog', { name: 'Delete this version for good?' });
    await sure.getByText(/cannot be undone/).waitFor();
    expect(await sure.getByRole('button', { name: 'Delete' }).isDisabled()).toBe(true);
    await sure.getByLabel('Type delete to confirm').fill('delete');
    await snap(page, 'version-delete-1280');
    await sure.getByRole('button', { name: 'Delete' }).click();
    await sure.waitFor({ state: 'detached' });
    await page.getByText('Version deleted', { exact: true }).waitFor();
    await rows.nth(2).waitFor({ state: 'detached' });
    expect(await rows.count()).toBe(2);
    expect(await currentContent(page, bucket)).toBe(OLD);
    // The listing shows the restored size.
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await page.getByRole('row').filter({ hasText: 'plan.txt' }).filter({ hasText: `${Buffer.byteLength(OLD)} B` }).waitFor();
    // A delete leaves a marker: "Show deleted objects" lists the object, and Restore brings it back.
    await page.getByRole('button', { name: 'Delete plan.txt' }).click();
    await page.getByRole('alertdialog', { name: 'Delete object?' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Object deleted', { exact: true }).waitFor();
    await page.getByText('This folder is empty').waitFor();
    await page.getByRole('checkbox', { name: 'Show deleted objects' }).click({ force: true });
    const deleted = page.getByRole('region', { name: `Deleted objects in ${bucket}/` });
    await deleted.getByRole('row').filter({ hasText: 'plan.txt' }).filter({ hasText: `${Buffer.byteLength(OLD)} B` }).waitFor();
    await snap(page, 'deleted-objects-1280');
    await deleted.getByRole('button', { name: 'Restore plan.txt' }).click();
    await page.getByText('Object restored', { exact: true }).waitFor();
    await page.getByText('No deleted objects here').waitFor();
    await page.getByRole('row').filter({ hasText: 'plan.txt' }).filter({ hasText: `${Buffer.byteLength(OLD)} B` }).first().waitFor();
    expect(await currentContent(page, bucket)).toBe(OLD);
    // Suspending asks first.
    await page.getByRole('checkbox', { name: `Versioning of ${bucket}` }).click({ force: true });
    const confirm = page.getByRole('alertdialog', { name: 'Suspend versioning?' });
    await confirm.getByText(/will replace the previous version/).waitFor();
    await confirm.getByRole('button', { name: 'Suspend' }).click();
    await page.getByText('Versioning suspended', { exact: true }).waitFor();
    await page.getByTestId('versioning-state').filter({ hasText: 'Suspended' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('works at phone width without sideways scrolling', async () => {
    const { context, page, errors } = await newPage(browser, MOBILE);
    const bucket = await customerWithBucket(page, 'verm');
    await page.getByRole('button', { name: bucket, exact: true }).click();
    await page.getByText('This folder is empty').waitFor();
    // On phones the switch is in the bucket's header.
    await page.getByRole('checkbox', { name: `Versioning of ${bucket}` }).click({ force: true });
    await page.getByText('Versioning enabled', { exact: true }).waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await snap(page, 'versioning-header-390');
    await overwriteAndRestore(page, bucket, 'versions-dialog-390');
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});
