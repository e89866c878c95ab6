import type { Browser, Page } from 'playwright-core';
import { DESKTOP, MOBILE, hasHorizontalScroll, launchBrowser, newCustomer, newPage, registerViaUi, snap } from './support/browser';

/**
 * A bucket's lifecycle rules in the dashboard (#29 item 6): a rule added with the form is listed
 * in plain words and shown as S3's JSON; JSON that does not read is refused with its reason; JSON
 * that does is saved and listed (the dialog opened again, so it is the server's).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const CREATE_SERVICE = `mutation ($input: CreateCloudStorageServiceInput!) { createCloudStorageService(input: $input) { service { id } } }`;

async function openLifecycle(page: Page, bucket: string) {
  await page.getByRole('button', { name: `Lifecycle rules of ${bucket}` }).click();
  await page.getByText('Rules run once a day at 01:00 UTC.', { exact: false }).waitFor();
}

async function bucketPage(page: Page, serviceName: string, bucket: string) {
  await registerViaUi(page, newCustomer('lifecycle'));
  const res = await page.request.post('/graphql', { data: { query: CREATE_SERVICE, variables: { input: { serviceType: 'Object Storage', storageAmount: 10, cost: 'KSh 0', name: serviceName } } } });
  expect(res.status()).toBe(200);
  await page.goto('/dashboard/services');
  await page.getByRole('button', { name: serviceName }).first().click();
  await page.getByRole('tab', { name: 'Buckets' }).click();
  await page.getByLabel('New bucket name').fill(bucket);
  await page.getByRole('button', { name: 'Create bucket' }).click();
  await openLifecycle(page, bucket);
  await page.getByText('No lifecycle rules').waitFor();
}

describe('bucket lifecycle rules in the dashboard', () => {
  it('adds a rule with the form, shows it as S3 JSON, refuses broken JSON and saves edited JSON', async () => {
    const { context, page, errors } = await newPage(browser, DESKTOP);
    const bucket = `lc-${Date.now() % 1_000_000_000}`;
    await bucketPage(page, 'E2E Lifecycle', bucket);

    await page.getByRole('button', { name: 'Add rule' }).click();
    const form = page.getByRole('form', { name: 'Lifecycle rule' });
    await form.getByLabel('Prefix (optional)').fill('logs/');
    await form.getByLabel('Delete current versions after (days)').fill('30');
    await form.getByLabel('Abort incomplete multipart uploads after (days)').fill('7');
    await snap(page, 'lifecycle-rule-form-1280');
    await form.getByRole('button', { name: 'Save rule' }).click();
    const list = page.getByRole('list', { name: 'Lifecycle rules' });
    await list.getByText('Delete current versions 30 days after upload').waitFor();
    await list.getByText('Abort incomplete multipart uploads after 7 days').waitFor();
    await snap(page, 'lifecycle-rules-1280');

    await page.getByRole('tab', { name: 'JSON' }).click();
    const json = page.getByRole('textbox', { name: 'Lifecycle configuration (JSON)' });
    expect(JSON.parse(await json.inputValue())).toEqual({ Rules: [{ Status: 'Enabled', Filter: { Prefix: 'logs/' }, Expiration: { Days: 30 }, AbortIncompleteMultipartUpload: { DaysAfterInitiation: 7 } }] });
    await json.fill('{"Rules": [');
    await page.getByRole('button', { name: 'Save JSON' }).click();
    await page.getByText('This is not valid JSON:', { exact: false }).waitFor();
    expect(await json.inputValue()).toBe('{"Rules": [');

    // S3's own refusal comes back from the server, the text kept.
    await json.fill('{"Rules": [{"ID": "old", "Status": "Enabled", "NoncurrentVersionExpiration": {"NoncurrentDays": 90, "NewerNoncurrentVersions": 300}}]}');
    await page.getByRole('button', { name: 'Save JSON' }).click();
    await page.getByText("'NewerNoncurrentVersions' for NoncurrentVersionExpiration action must be a positive integer up to 100").waitFor();

    await json.fill('{"Rules": [{"ID": "old", "Status": "Enabled", "NoncurrentVersionExpiration": {"NoncurrentDays": 90, "NewerNoncurrentVersions": 3}}]}');
    await page.getByRole('button', { name: 'Save JSON' }).click();
    await page.getByText('Lifecycle rules saved').first().waitFor();

    // Closed and opened again: the list is fetched again from the server.
    await page.getByRole('button', { name: 'Close' }).first().click();
    await openLifecycle(page, bucket);
    await list.getByText('Rule 1 · old').waitFor();
    await list.getByText('Delete noncurrent versions after 90 days').waitFor();
    await list.getByText('Keep the 3 newest noncurrent versions, whatever their age').waitFor();
    expect(await list.getByText('Delete current versions 30 days after upload').count()).toBe(0);

    await page.getByRole('button', { name: 'Remove rule 1' }).click();
    await page.getByText('No lifecycle rules').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('works at phone width without sideways scrolling', async () => {
    const { context, page, errors } = await newPage(browser, MOBILE);
    const bucket = `lc-phone-${Date.now() % 1_000_000_000}`;
    await bucketPage(page, 'E2E Lifecycle Phone', bucket);
    await page.getByRole('button', { name: 'Add rule' }).click();
    const form = page.getByRole('form', { name: 'Lifecycle rule' });
    await form.getByLabel('Delete noncurrent versions after (days)').fill('90');
    await form.getByLabel('Keep the newest noncurrent versions (optional)').fill('3');
    await snap(page, 'lifecycle-rule-form-390');
    await form.getByRole('button', { name: 'Save rule' }).click();
    await page.getByRole('list', { name: 'Lifecycle rules' }).getByText('Rule 1').waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await snap(page, 'lifecycle-rules-390');
    expect(errors).toEqual([]);
    await context.close();
  });
});
