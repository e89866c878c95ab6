import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, MOBILE, hasHorizontalScroll, launchBrowser, newCustomer, newPage, registerViaUi, snap } from './support/browser';

/**
 * Object lock in the bucket browser (#29 item 6): create a bucket with object lock (1 day
 * Governance) in the console, see its badge, upload a file, open its versions: the version is
 * "Locked until" tomorrow, its Delete is disabled with the reason (and the API refuses it too),
 * and a legal hold put on shows its badge. At desktop and phone widths.
 */
jest.setTimeout(180_000);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const CREATE_SERVICE = `mutation ($input: CreateCloudStorageServiceInput!) { createCloudStorageService(input: $input) { service { id } } }`;
const VERSIONS = `query ($bucket: String!, $key: String!) { objectVersions(bucket: $bucket, key: $key) { versions { versionId lockMode legalHold locked } } }`;
const DELETE_VERSION = `mutation ($input: DeleteObjectVersionInput!) { deleteObjectVersion(input: $input) { versionId } }`;

/** A new customer with an Object Storage service, creating a bucket with object lock (1 day Governance) in the form. */
async function customerWithLockedBucket(page: Page, tag: string): Promise<string> {
  await registerViaUi(page, newCustomer(tag));
  const res = await page.request.post('/graphql', { data: { query: CREATE_SERVICE, variables: { input: { serviceType: 'Object Storage', storageAmount: 10, cost: 'KSh 0', name: `Lock ${tag}` } } } });
  expect(res.status()).toBe(200);
  await page.goto('/dashboard/services');
  await page.getByRole('button', { name: `Lock ${tag}` }).first().click();
  await page.getByRole('tab', { name: 'Buckets' }).click();
  await page.getByText('No buckets yet').waitFor();
  const bucket = `${tag}-${Date.now() % 1_000_000_000}`;
  await page.getByLabel('New bucket name').fill(bucket);
  await page.getByRole('checkbox', { name: 'Object lock' }).click({ force: true });
  await page.getByText('Versions cannot be deleted before their retention ends.').waitFor();
  await page.getByRole('radio', { name: 'Custom' }).click({ force: true });
  await page.getByLabel('Number of days').fill('1');
  expect(await page.getByRole('radio', { name: 'Governance' }).isChecked()).toBe(true);
  await snap(page, `object-lock-create-${tag}`);
  await page.getByRole('button', { name: 'Create bucket' }).click();
  await page.getByRole('button', { name: new RegExp(`^(Browse )?${bucket}$`) }).first().waitFor();
  return bucket;
}

async function upload(page: Page, name: string, content: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mw-e2e-lock-'));
  const file = path.join(dir, name);
  fs.writeFileSync(file, content);
  await page.getByTestId('upload-input').setInputFiles(file);
  await page.getByRole('row').filter({ hasText: name }).filter({ hasText: `${Buffer.byteLength(content)} B` }).waitFor();
}

/** Browse the bucket, upload, open the versions: the one version is locked and cannot be deleted; put a legal hold on. */
async function lockedVersionFlow(page: Page, bucket: string, width: number) {
  await page.getByTestId('object-lock-badge').filter({ hasText: 'Object lock · 1 day Governance' }).waitFor();
  // Object lock keeps versioning on: the switch is on and cannot be turned off.
  expect(await page.getByRole('checkbox', { name: `Versioning of ${bucket}` }).isChecked()).toBe(true);
  expect(await page.getByRole('checkbox', { name: `Versioning of ${bucket}` }).isDisabled()).toBe(true);
  await snap(page, `object-lock-header-${width}`);
  await upload(page, 'ledger.csv', 'date,amount\n2026-11-29,1200\n');
  await page.getByRole('button', { name: 'Versions of ledger.csv' }).click();
  const dialog = page.getByRole('dialog', { name: 'Versions of ledger.csv' });
  const row = dialog.getByRole('row').filter({ has: page.getByTestId('version-id') }).first();
  await row.getByTestId('locked-until').filter({ hasText: /^Locked until .+ · Governance$/ }).waitFor();
  const del = row.getByRole('button', { name: /^Delete version/ });
  expect(await del.isDisabled()).toBe(true);
  await row.getByTestId('lock-reason').filter({ hasText: /^Cannot be deleted before .+ \(object lock\)\.$/ }).waitFor();
  await page.waitForTimeout(800);
  await snap(page, `object-lock-versions-${width}`);
  // The API refuses it too (the button is not the only guard).
  const versions = (await (await page.request.post('/graphql', { data: { query: VERSIONS, variables: { bucket, key: 'ledger.csv' } } })).json()).data.objectVersions.versions;
  expect(versions).toEqual([expect.objectContaining({ lockMode: 'GOVERNANCE', legalHold: false, locked: true })]);
  const refused = await (await page.request.post('/graphql', { data: { query: DELETE_VERSION, variables: { input: { bucket, key: 'ledger.csv', versionId: versions[0].versionId, confirm: 'delete' } } } })).json();
  expect(refused.errors[0]).toMatchObject({ message: 'Access Denied because object protected by object lock.', extensions: { code: 'FORBIDDEN' } });
  // A legal hold: its badge, and the button lifts it next.
  await row.getByRole('button', { name: /^Put a legal hold on version/ }).click();
  await page.getByText('Legal hold on', { exact: true }).waitFor();
  await row.getByTestId('legal-hold').filter({ hasText: 'Legal hold' }).waitFor();
  await row.getByRole('button', { name: /^Remove the legal hold of version/ }).waitFor();
  expect(await del.isDisabled()).toBe(true);
  await page.waitForTimeout(800);
  await snap(page, `object-lock-hold-${width}`);
  return dialog;
}

describe('object lock in the bucket browser', () => {
  it('creates a locked bucket, shows the version locked with Delete disabled, and puts a legal hold on', async () => {
    const { context, page, errors } = await newPage(browser, DESKTOP);
    const bucket = await customerWithLockedBucket(page, 'lockd');
    await page.getByRole('button', { name: `Browse ${bucket}` }).click();
    await page.getByText('This folder is empty').waitFor();
    const dialog = await lockedVersionFlow(page, bucket, 1280);
    // Extend: the confirm stays disabled until a later day is chosen.
    await dialog.getByRole('button', { name: /^Extend the retention of version/ }).click();
    const extend = page.getByRole('alertdialog', { name: 'Extend the retention?' });
    expect(await extend.getByRole('button', { name: 'Extend retention' }).isDisabled()).toBe(true);
    const later = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    await extend.getByLabel('Keep until').fill(later);
    await extend.getByRole('button', { name: 'Extend retention' }).click();
    await page.getByText('Retention extended', { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('works at phone width without sideways scrolling', async () => {
    const { context, page, errors } = await newPage(browser, MOBILE);
    const bucket = await customerWithLockedBucket(page, 'lockm');
    await page.getByRole('button', { name: bucket, exact: true }).click();
    await page.getByText('This folder is empty').waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await lockedVersionFlow(page, bucket, 390);
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});
