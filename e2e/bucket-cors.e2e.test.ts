import type { Browser, Page } from 'playwright-core';
import { DESKTOP, MOBILE, hasHorizontalScroll, launchBrowser, newCustomer, newPage, registerViaUi, snap } from './support/browser';

/**
 * A bucket's CORS rules in the dashboard (#30 item 2): added and edited on the bucket's row,
 * served by the real S3 listener of the e2e server (a preflight from the rule's origin is allowed
 * once the rule is saved, and refused again once it is removed).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const CREATE_SERVICE = `mutation ($input: CreateCloudStorageServiceInput!) { createCloudStorageService(input: $input) { service { id } } }`;

async function bucketWithCors(page: Page, serviceName: string, bucket: string) {
  await registerViaUi(page, newCustomer('cors'));
  const res = await page.request.post('/graphql', { data: { query: CREATE_SERVICE, variables: { input: { serviceType: 'Object Storage', storageAmount: 10, cost: 'KSh 0', name: serviceName } } } });
  expect(res.status()).toBe(200);
  await page.goto('/dashboard/services');
  await page.getByRole('button', { name: serviceName }).first().click();
  await page.getByRole('tab', { name: 'Buckets' }).click();
  await page.getByLabel('New bucket name').fill(bucket);
  await page.getByRole('button', { name: 'Create bucket' }).click();
  await page.getByRole('button', { name: `CORS rules of ${bucket}` }).click();
  await page.getByText('No CORS rules').waitFor();
}

const preflight = (origin: string, bucket: string) =>
  fetch(`${process.env.E2E_S3_URL}/${bucket}/upload.bin`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'content-type' } });

describe('bucket CORS rules in the dashboard', () => {
  it('adds a rule that the S3 endpoint then answers preflights with, edits it, and removes it', async () => {
    const { context, page, errors } = await newPage(browser, DESKTOP);
    const bucket = `cors-${Date.now() % 1_000_000_000}`;
    await bucketWithCors(page, 'E2E CORS', bucket);
    expect((await preflight('https://app.example.co.ke', bucket)).status).toBe(403);

    await page.getByRole('button', { name: 'Add rule' }).click();
    const form = page.getByRole('form', { name: 'CORS rule' });
    await form.getByLabel('Allowed origins').fill('https://*.*.example');
    await form.getByRole('button', { name: 'Save rule' }).click();
    await form.getByText('Use at most one * in each origin or header').waitFor();
    await form.getByLabel('Allowed origins').fill('https://app.example.co.ke\nhttp://localhost:*');
    await form.getByText('PUT', { exact: true }).click();
    await form.getByLabel('Allowed headers').fill('content-type');
    await form.getByLabel('Max age (seconds)').fill('3000');
    await form.getByLabel('Rule ID (optional)').fill('web-uploads');
    await snap(page, 'bucket-cors-rule-form-1280');
    await form.getByRole('button', { name: 'Save rule' }).click();
    const list = page.getByRole('list', { name: 'CORS rules, in the order they are checked' });
    await list.getByText('Rule 1 · web-uploads').waitFor();
    await snap(page, 'bucket-cors-rules-1280');

    const allowed = await preflight('https://app.example.co.ke', bucket);
    expect([allowed.status, allowed.headers.get('access-control-allow-origin'), allowed.headers.get('access-control-max-age')]).toEqual([200, 'https://app.example.co.ke', '3000']);
    expect((await preflight('https://evil.example', bucket)).status).toBe(403);

    await page.getByRole('button', { name: 'Edit rule 1' }).click();
    await form.getByLabel('Max age (seconds)').fill('60');
    await form.getByRole('button', { name: 'Save rule' }).click();
    await list.getByText('60', { exact: true }).waitFor();
    expect((await preflight('https://app.example.co.ke', bucket)).headers.get('access-control-max-age')).toBe('60');

    await page.getByRole('button', { name: 'Remove rule 1' }).click();
    await page.getByText('No CORS rules').waitFor();
    expect((await preflight('https://app.example.co.ke', bucket)).status).toBe(403);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('works at phone width without sideways scrolling', async () => {
    const { context, page, errors } = await newPage(browser, MOBILE);
    const bucket = `cors-phone-${Date.now() % 1_000_000_000}`;
    await bucketWithCors(page, 'E2E CORS Phone', bucket);
    await page.getByRole('button', { name: 'Add rule' }).click();
    const form = page.getByRole('form', { name: 'CORS rule' });
    await form.getByLabel('Allowed origins').fill('https://*.shop.example.co.ke');
    await form.getByLabel('Exposed headers').fill('ETag\nx-amz-request-id');
    await snap(page, 'bucket-cors-rule-form-390');
    await form.getByRole('button', { name: 'Save rule' }).click();
    await page.getByRole('list', { name: 'CORS rules, in the order they are checked' }).getByText('Rule 1').waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await snap(page, 'bucket-cors-rules-390');
    expect(errors).toEqual([]);
    await context.close();
  });
});
