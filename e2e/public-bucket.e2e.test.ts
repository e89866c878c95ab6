import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { DESKTOP, launchBrowser, MOBILE, newCustomer, newPage, registerViaUi, snap } from './support/browser';

/**
 * Public access in the dashboard (#30 item 1): the account's Block Public Access (on by default)
 * keeps the bucket private, and the bucket's dialog says so and links to it; the customer turns it
 * off on the Security page with its type-to-confirm; the bucket is then made public through the
 * type-to-confirm dialog, and its object is then opened by a signed-out browser (a fresh context,
 * no cookies, no signature) from the URL the dialog shows; made private again, the same URL is
 * refused. Public again and then switched off by the account's flags, it keeps its policy, and the
 * dialog removes it.
 */
// The flow visits the Security page first (the account setting): more than the default minute on a loaded machine.
jest.setTimeout(180_000);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const SET_PUBLIC = `mutation ($input: SetBucketPublicAccessInput!) { setBucketPublicAccess(input: $input) { publicAccess { isPublic } } }`;
const PUT_ACCOUNT_BLOCK = `mutation ($input: PutAccountPublicAccessBlockInput!) { putAccountPublicAccessBlock(input: $input) { accountPublicAccessBlock { restrictPublicBuckets } } }`;
const CREATE_SERVICE = `mutation ($input: CreateCloudStorageServiceInput!) { createCloudStorageService(input: $input) { service { id } } }`;

describe('a public bucket', () => {
  it('is made public with the confirmation, and its object opens in a signed-out browser', async () => {
    const { context, page, errors } = await newPage(browser, DESKTOP);
    await registerViaUi(page, newCustomer('public'));
    const res = await page.request.post('/graphql', { data: { query: CREATE_SERVICE, variables: { input: { serviceType: 'Object Storage', storageAmount: 10, cost: 'KSh 0', name: 'E2E Public' } } } });
    expect(res.status()).toBe(200);
    const openBuckets = async () => {
      await page.goto('/dashboard/services');
      await page.getByRole('button', { name: 'E2E Public' }).first().click();
      await page.getByRole('tab', { name: 'Buckets' }).click();
    };
    await openBuckets();
    const bucket = `public-${Date.now() % 1_000_000_000}`;
    await page.getByLabel('New bucket name').fill(bucket);
    await page.getByRole('button', { name: 'Create bucket' }).click();
    await page.getByRole('button', { name: new RegExp(`^(Browse )?${bucket}$`) }).first().click();
    await page.getByText('This folder is empty').waitFor();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mw-e2e-public-'));
    const file = path.join(dir, 'hello.txt');
    fs.writeFileSync(file, 'Habari from a public bucket');
    await page.getByTestId('upload-input').setInputFiles(file);
    await page.getByRole('row').filter({ hasText: 'hello.txt' }).waitFor();

    await openBuckets();
    await page.getByRole('button', { name: `Public access of ${bucket}` }).click();
    const dialog = page.getByRole('dialog', { name: `Public access of ${bucket}` });
    await dialog.getByText('Private', { exact: true }).waitFor();

    // The account's Block Public Access is on: the dialog says why the bucket cannot be public, and links to it.
    await dialog.getByTestId('blocked-by-account').waitFor();
    expect(await dialog.getByRole('button', { name: 'Make public' }).isDisabled()).toBe(true);
    await dialog.getByRole('link', { name: 'Change the account setting' }).click();
    await page.waitForURL(/\/dashboard\/security#block-public-access$/);
    const card = page.getByRole('region', { name: 'Block Public Access (account)' });
    await card.getByText('On: no bucket of your account can be public.').waitFor();
    await card.screenshot({ path: path.join(path.resolve(__dirname, 'artifacts'), 'account-block-card-1280.png') });
    for (const name of ['Block public bucket policies', 'Ignore public bucket policies']) {
      const input = card.getByLabel(name, { exact: true });
      // The switch's control (its label element) is what a person clicks; the input is visually hidden.
      await card.locator('label', { has: page.getByLabel(name, { exact: true }) }).click({ timeout: 15_000 });
      for (let i = 0; i < 50 && (await input.isChecked()); i++) await page.waitForTimeout(100);
      expect(await input.isChecked()).toBe(false);
    }
    await card.getByRole('button', { name: 'Save changes' }).click();
    const confirmDialog = page.getByRole('alertdialog', { name: 'Turn off Block Public Access for your account?' });
    await confirmDialog.getByText('Turning off: Block public bucket policies, Ignore public bucket policies').waitFor();
    const turnOff = confirmDialog.getByRole('button', { name: 'Turn off' });
    expect(await turnOff.isDisabled()).toBe(true);
    await confirmDialog.getByLabel('Type confirm to turn it off').fill('confirm');
    await snap(page, 'account-block-confirm-1280');
    await turnOff.click();
    await card.getByText('Partly off: a bucket becomes public only once you make it public in its own Public access dialog.').waitFor();
    await page.setViewportSize(MOBILE);
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: path.join(path.resolve(__dirname, 'artifacts'), 'account-block-card-390.png') });
    await page.setViewportSize(DESKTOP);

    await openBuckets();
    await page.getByRole('button', { name: `Public access of ${bucket}` }).click();
    await dialog.getByText('Private', { exact: true }).waitFor();
    expect(await dialog.getByTestId('blocked-by-account').count()).toBe(0);
    await dialog.getByText(`Anyone on the internet will be able to read every object in ${bucket}.`).waitFor();
    const urlCode = dialog.getByTestId('public-url');
    await urlCode.filter({ hasText: 'hello.txt' }).waitFor();
    const url = (await urlCode.innerText()).trim();
    expect(url).toBe(`${process.env.E2E_S3_URL}/${bucket}/hello.txt`);
    const make = dialog.getByRole('button', { name: 'Make public' });
    expect(await make.isDisabled()).toBe(true);
    await dialog.getByLabel(`Type ${bucket} to confirm`).fill(bucket);
    await snap(page, 'public-access-confirm-1280');
    await make.click();
    await dialog.getByText(`Anyone on the internet can read every object in ${bucket}.`).waitFor();

    // A signed-out browser: no cookies, no key.
    const stranger = await browser.newContext();
    const strangerPage = await stranger.newPage();
    const got = await strangerPage.goto(url);
    expect(got?.status()).toBe(200);
    expect(got?.headers()['x-content-type-options']).toBe('nosniff');
    expect(await strangerPage.locator('body').innerText()).toContain('Habari from a public bucket');

    await dialog.getByRole('button', { name: 'Make private' }).click();
    await dialog.getByText('Private', { exact: true }).waitFor();
    await stranger.close();
    // A browser that has the object in its cache may show that copy for a while: without a stored
    // Cache-Control, Chromium keeps a response fresh for a tenth of its Last-Modified age, as S3's
    // answers are kept. What must change at once is the gateway's answer to a new request.
    const later = await browser.newContext();
    const refused = await (await later.newPage()).goto(url);
    expect(refused?.status()).toBe(403);
    await later.close();

    // Public again, then switched off by the account's "Ignore public bucket policies": the bucket is
    // private but keeps its policy. The dialog offers to remove it, and warns that making the bucket
    // public would replace it.
    const gql = async (query: string, input: object) => {
      const r = await page.request.post('/graphql', { data: { query, variables: { input } } });
      expect(await r.json()).not.toHaveProperty('errors');
    };
    await gql(SET_PUBLIC, { bucket, public: true, confirm: bucket });
    await gql(PUT_ACCOUNT_BLOCK, { blockPublicAcls: true, ignorePublicAcls: true, blockPublicPolicy: false, restrictPublicBuckets: true });
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await page.getByRole('button', { name: `Public access of ${bucket}` }).click();
    await dialog.getByTestId('blocked-by-account').waitFor();
    await dialog.getByText('Making it public replaces the bucket’s current policy.').waitFor();
    expect(await dialog.getByRole('button', { name: 'Make private' }).count()).toBe(0);
    await snap(page, 'public-access-remove-policy-1280');
    await page.setViewportSize(MOBILE);
    await snap(page, 'public-access-remove-policy-390');
    await page.setViewportSize(DESKTOP);
    await dialog.getByRole('button', { name: 'Remove policy' }).click();
    await page.getByText('Bucket policy removed').waitFor();
    await dialog.getByText('Making it public replaces the bucket’s current policy.').waitFor({ state: 'detached' });
    expect(await dialog.getByRole('button', { name: 'Remove policy' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
