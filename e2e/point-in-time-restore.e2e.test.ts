import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, MOBILE, hasHorizontalScroll, launchBrowser, newCustomer, newPage, registerViaUi, snap } from './support/browser';

/**
 * Point-in-time restore (#29 item 5), as a customer uses it: a versioned bucket holds plan.txt; a
 * moment is noted; plan.txt is then overwritten and notes.txt added. The bucket's "Restore to a point
 * in time" dialog, given that moment (UTC), runs the restore as a job whose progress the dialog shows
 * until it is done: plan.txt has its old content again, notes.txt is marked deleted, and every
 * version is still there.
 */
jest.setTimeout(180_000);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const CREATE_SERVICE = `mutation ($input: CreateCloudStorageServiceInput!) { createCloudStorageService(input: $input) { service { id } } }`;
const PRESIGN = `mutation ($input: PresignObjectUrlInput!) { presignObjectUrl(input: $input) { url } }`;
const VERSIONS = `query ($bucket: String!, $key: String!) { objectVersions(bucket: $bucket, key: $key) { versions { isLatest deleteMarker } } }`;

async function upload(page: Page, name: string, content: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mw-e2e-pitr-'));
  const file = path.join(dir, name);
  fs.writeFileSync(file, content);
  await page.getByTestId('upload-input').setInputFiles(file);
  await page.getByRole('row').filter({ hasText: name }).filter({ hasText: `${Buffer.byteLength(content)} B` }).waitFor();
}

async function read(page: Page, bucket: string, key: string): Promise<{ status: number; text: string }> {
  const res = await page.request.post('/graphql', { data: { query: PRESIGN, variables: { input: { bucket, key, method: 'GET' } } } });
  const got = await page.request.get((await res.json()).data.presignObjectUrl.url as string);
  return { status: got.status(), text: await got.text() };
}

const gql = async (page: Page, query: string, variables: object) => (await (await page.request.post('/graphql', { data: { query, variables } })).json()).data;

describe('point-in-time restore in the bucket browser', () => {
  it('brings a versioned bucket back to a chosen moment, with the job’s progress shown until done; nothing is deleted', async () => {
    const { context, page, errors } = await newPage(browser, DESKTOP);
    await registerViaUi(page, newCustomer('pitr'));
    expect((await page.request.post('/graphql', { data: { query: CREATE_SERVICE, variables: { input: { serviceType: 'Object Storage', storageAmount: 10, cost: 'KSh 0', name: 'Restore test' } } } })).status()).toBe(200);
    await page.goto('/dashboard/services');
    await page.getByRole('button', { name: 'Restore test' }).first().click();
    await page.getByRole('tab', { name: 'Buckets' }).click();
    const bucket = `pitr-${Date.now() % 1_000_000_000}`;
    await page.getByLabel('New bucket name').fill(bucket);
    await page.getByRole('button', { name: 'Create bucket' }).click();
    await page.getByRole('button', { name: `Browse ${bucket}` }).click();
    await page.getByText('This folder is empty').waitFor();
    // No restore on an unversioned bucket: the button comes with versioning.
    expect(await page.getByRole('button', { name: 'Restore to a point in time' }).count()).toBe(0);
    await page.getByRole('checkbox', { name: `Versioning of ${bucket}` }).click({ force: true });
    await page.getByTestId('versioning-state').filter({ hasText: 'Enabled' }).waitFor();

    await upload(page, 'plan.txt', 'plan A: the first draft');
    await page.waitForTimeout(1200);
    const moment = new Date(Math.floor(Date.now() / 1000) * 1000);
    await page.waitForTimeout(1200);
    await upload(page, 'plan.txt', 'plan B: a second, longer draft');
    await upload(page, 'notes.txt', 'written after the moment');

    await page.getByRole('button', { name: 'Restore to a point in time' }).click();
    const dialog = page.getByRole('dialog', { name: `Restore ${bucket} to a point in time` });
    await dialog.getByLabel('Date and time (UTC)').fill(moment.toISOString().slice(0, 19));
    await dialog.getByRole('button', { name: 'Restore…' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(`go back to how they were at ${moment.toISOString().slice(0, 19).replace('T', ' ')} UTC`).waitFor();
    await confirm.getByRole('button', { name: 'Start the restore' }).click();

    // The job runs in the background; the dialog asks for its progress until it is done.
    const progress = dialog.getByTestId('restore-progress');
    await progress.filter({ hasText: ': done' }).waitFor({ timeout: 60_000 });
    await progress.filter({ hasText: 'Keys examined: 2 · Versions restored: 1 · Marked deleted: 1 · Copied: 23 B' }).waitFor();
    await snap(page, 'pitr-done-1280');
    await page.setViewportSize(MOBILE);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await snap(page, `pitr-done-${MOBILE.width}`);

    expect(await read(page, bucket, 'plan.txt')).toEqual({ status: 200, text: 'plan A: the first draft' });
    expect((await read(page, bucket, 'notes.txt')).status).toBe(404);
    // Nothing destroyed: plan.txt has its three versions, notes.txt its version under a delete marker.
    expect((await gql(page, VERSIONS, { bucket, key: 'plan.txt' })).objectVersions.versions).toHaveLength(3);
    expect((await gql(page, VERSIONS, { bucket, key: 'notes.txt' })).objectVersions.versions).toEqual([
      { isLatest: true, deleteMarker: true },
      { isLatest: false, deleteMarker: false },
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
