import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, MOBILE, hasHorizontalScroll, launchBrowser, newCustomer, newPage, registerViaUi, snap } from './support/browser';

/**
 * Issue #31 item 4: a customer cancels a service. The dialog says when billing stops and what
 * happens to its buckets; a service holding data goes only with a second confirmation, and only
 * once its name is typed. The cancelled service leaves the list; "Include cancelled" shows it.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function gql(page: Page, query: string, variables: Record<string, unknown>) {
  const res = await page.request.post('/graphql', { data: { query, variables } });
  const body = (await res.json()) as { data?: any; errors?: { message: string }[] };
  if (!body.data || body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

describe('cancelling a service', () => {
  it.each([
    ['desktop', DESKTOP],
    ['phone', MOBILE],
  ] as const)('on a %s: type-to-confirm, buckets holding data only with the second confirmation, then it leaves the list', async (label, viewport) => {
    const { context, page, errors } = await newPage(browser, viewport);
    await registerViaUi(page, newCustomer('cancel'));
    const name = `Baraka Archive ${label}`;
    const bucket = `baraka-archive-${label}-${Date.now().toString(36)}`;
    const created = await gql(page, 'mutation ($input: CreateCloudStorageServiceInput!) { createCloudStorageService(input: $input) { service { id } } }', {
      input: { serviceType: 'Object Storage', storageAmount: 10, cost: 'KSh 0', name },
    });
    const serviceId = created.createCloudStorageService.service.id as string;
    await gql(page, 'mutation ($input: CreateBucketInput!) { createBucket(input: $input) { bucket { name } } }', { input: { serviceId, name: bucket } });
    const key = (await gql(page, 'mutation ($input: CreateApiKeyInput!) { createApiKey(input: $input) { secretAccessKey apiKey { accessKeyId } } }', { input: { name: 'cancel', permissions: ['read', 'write'] } })).createApiKey;
    const s3 = new S3Client({ region: 'nbo1', endpoint: process.env.E2E_S3_URL!, forcePathStyle: true, credentials: { accessKeyId: key.apiKey.accessKeyId, secretAccessKey: key.secretAccessKey }, maxAttempts: 1 });
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: 'ledger-2026.csv', Body: Buffer.alloc(2048, 'k') }));
    s3.destroy();

    await page.goto('/dashboard/services');
    await page.getByRole('button', { name }).first().click();
    // Item 3: the S3 endpoint the details show is the bare endpoint the tools use, naming no
    // bucket (the only bucket of this service is the one the customer created).
    const endpoint = page.getByRole('tabpanel').locator('code').filter({ hasText: process.env.E2E_S3_URL! });
    expect((await endpoint.innerText()).trim()).toBe(process.env.E2E_S3_URL);
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByRole('button', { name: 'Cancel Service' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(`Cancel ${name}?`).waitFor();
    await dialog.getByText('Billing stops when you cancel: your next invoice charges this service only for what it used until then.').waitFor();
    await dialog.getByText(`It holds 2 KB of data in 1 bucket: ${bucket}.`).waitFor();
    const confirm = dialog.getByRole('button', { name: 'Cancel Service' });
    // The name alone is not enough while the bucket holds data; the box alone is not either.
    await dialog.getByLabel(`Type ${name} to confirm`).fill(name);
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByText('Delete this bucket and every object in it with the service').click();
    await dialog.getByLabel(`Type ${name} to confirm`).fill('Baraka');
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel(`Type ${name} to confirm`).fill(name);
    await snap(page, `cancel-service-dialog-${viewport.width}`);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await confirm.click();
    await page.getByText('Service cancelled', { exact: true }).waitFor();
    await page.getByText(new RegExp(`${name} was cancelled\\. Billing stopped on `)).waitFor();
    await dialog.waitFor({ state: 'hidden' });

    // It leaves the list; "Include cancelled" brings it back, marked Cancelled; its bucket is gone.
    await page.goto('/dashboard/services');
    await page.getByText('0 services', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name }).count()).toBe(0);
    await page.getByText('Include cancelled').click();
    await page.getByRole('button', { name }).first().waitFor();
    await page.getByText('Cancelled', { exact: true }).first().waitFor();
    const left = await gql(page, 'query ($id: ID!) { serviceBuckets(serviceId: $id) { buckets { name } } }', { id: serviceId }).catch(() => null);
    expect(left?.serviceBuckets.buckets ?? []).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
