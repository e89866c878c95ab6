import { GetObjectCommand, ListBucketsCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, MOBILE, hasHorizontalScroll, launchBrowser, newCustomer, newPage, registerViaUi, snap } from './support/browser';

/**
 * Bucket-scoped access keys on /dashboard/security (issue #30, item 5): the customer limits a new
 * key to one of their buckets and a prefix, sees that scope in the key list, and the key really is
 * limited on the S3 endpoint.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const CREATE_SERVICE = `mutation ($input: CreateCloudStorageServiceInput!) { createCloudStorageService(input: $input) { service { id } } }`;
const CREATE_BUCKET = `mutation ($input: CreateBucketInput!) { createBucket(input: $input) { bucket { name } } }`;

async function gql(page: Page, query: string, variables: Record<string, unknown>) {
  const res = await page.request.post('/graphql', { data: { query, variables } });
  const body = (await res.json()) as { data?: Record<string, { service?: { id: string } }>; errors?: { message: string }[] };
  if (body.errors) throw new Error(body.errors[0]!.message);
  return body.data!;
}

/** A new customer with an Object Storage service and two buckets, on the security page. */
async function customerWithBuckets(page: Page, tag: string) {
  await registerViaUi(page, newCustomer('scope'));
  const serviceId = (await gql(page, CREATE_SERVICE, { input: { serviceType: 'Object Storage', storageAmount: 10, cost: 'KSh 0', name: 'Backups' } })).createCloudStorageService!.service!.id;
  const home = `e2e-scope-${tag}-home`;
  const other = `e2e-scope-${tag}-other`;
  for (const name of [home, other]) await gql(page, CREATE_BUCKET, { input: { serviceId, name } });
  await page.goto('/dashboard/security');
  await page.getByRole('heading', { name: 'Security', exact: true, level: 1 }).waitFor();
  return { home, other };
}

describe('a bucket-scoped key', () => {
  it('is created limited to one bucket and a prefix, shows its scope in the list, and is refused outside it on S3', async () => {
    const { page, context, errors } = await newPage(browser, DESKTOP);
    const { home, other } = await customerWithBuckets(page, String(Date.now() % 1_000_000_000));

    await page.getByRole('button', { name: 'Generate New API Key' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name', { exact: true }).fill('ci-backups');
    await dialog.getByText('Limit to chosen buckets').click();
    const buckets = dialog.getByRole('group', { name: 'Buckets this key may reach' });
    await buckets.getByText(home).waitFor();
    await buckets.getByText(other).waitFor();

    // The form checks the prefix with the server's own rules before sending anything.
    await dialog.getByLabel('Prefix (optional)').fill('/nightly/');
    await dialog.getByRole('button', { name: 'Create Key' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Choose at least one bucket' }).waitFor();
    await dialog.getByRole('alert').filter({ hasText: 'The prefix must not start with /' }).waitFor();
    await snap(page, 'scoped-key-dialog-errors');

    await buckets.getByText(home).click();
    await dialog.getByLabel('Prefix (optional)').fill('nightly/');
    await snap(page, 'scoped-key-dialog');
    await dialog.getByRole('button', { name: 'Create Key' }).click();
    const accessKeyId = (await page.getByTestId('new-access-key-id').innerText()).trim();
    const secretAccessKey = (await page.getByTestId('new-secret-key').innerText()).trim();
    await dialog.getByRole('button', { name: 'Done' }).click();

    const row = page.getByTestId('api-key-row').filter({ hasText: 'ci-backups' });
    const scope = row.getByTestId('api-key-scope');
    await scope.getByText(home).waitFor();
    await scope.getByText('nightly/').waitFor();
    expect(await scope.innerText()).toMatch(new RegExp(`Buckets\\s+${home}\\s+· only keys under nightly/`));
    expect(await scope.innerText()).not.toContain(other);
    await snap(page, 'scoped-key-list-desktop');

    // The key does what the list says, with a real S3 client.
    const endpoint = ((await (await page.request.post('/graphql', { data: { query: '{ storageEndpoint { url } }' } })).json()) as { data: { storageEndpoint: { url: string } } }).data.storageEndpoint.url;
    const s3 = new S3Client({ region: 'nbo1', endpoint, forcePathStyle: true, credentials: { accessKeyId, secretAccessKey }, maxAttempts: 1 });
    expect((await s3.send(new ListBucketsCommand({}))).Buckets?.map((b) => b.Name)).toEqual([home]);
    await s3.send(new PutObjectCommand({ Bucket: home, Key: 'nightly/db.sql', Body: 'dump' }));
    expect(await (await s3.send(new GetObjectCommand({ Bucket: home, Key: 'nightly/db.sql' }))).Body!.transformToString()).toBe('dump');
    await expect(s3.send(new PutObjectCommand({ Bucket: home, Key: 'db.sql', Body: 'dump' }))).rejects.toMatchObject({ name: 'AccessDenied' });
    await expect(s3.send(new PutObjectCommand({ Bucket: other, Key: 'nightly/db.sql', Body: 'dump' }))).rejects.toMatchObject({ name: 'AccessDenied' });
    s3.destroy();

    // An unscoped key of the same account says it reaches all buckets.
    await page.getByRole('button', { name: 'Generate New API Key' }).click();
    await dialog.getByLabel('Name', { exact: true }).fill('admin-laptop');
    await dialog.getByRole('button', { name: 'Create Key' }).click();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page.getByTestId('api-key-row').filter({ hasText: 'admin-laptop' }).getByTestId('api-key-scope').getByText('All buckets').waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });

  it('reads well on a phone: the scope fits the row and the dialog without sideways scrolling', async () => {
    const { page, context, errors } = await newPage(browser, MOBILE);
    const { home } = await customerWithBuckets(page, `m${Date.now() % 1_000_000_000}`);
    await page.getByRole('button', { name: 'Generate New API Key' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name', { exact: true }).fill('phone-backup');
    await dialog.getByText('Limit to chosen buckets').click();
    await dialog.getByRole('group', { name: 'Buckets this key may reach' }).getByText(home).click();
    await dialog.getByLabel('Prefix (optional)').fill('photos/2026/');
    expect(await hasHorizontalScroll(page)).toBe(false);
    await snap(page, 'scoped-key-dialog-mobile');
    await dialog.getByRole('button', { name: 'Create Key' }).click();
    await dialog.getByRole('button', { name: 'Done' }).click();
    const row = page.getByTestId('api-key-row').filter({ hasText: 'phone-backup' });
    const scope = row.getByTestId('api-key-scope');
    await scope.getByText('photos/2026/').waitFor();
    await scope.scrollIntoViewIfNeeded();
    expect(await hasHorizontalScroll(page)).toBe(false);
    const rowBox = (await row.boundingBox())!;
    const scopeBox = (await scope.boundingBox())!;
    expect(scopeBox.x + scopeBox.width).toBeLessThanOrEqual(rowBox.x + rowBox.width);
    await page.getByText('API key created').waitFor({ state: 'hidden', timeout: 20_000 }); // the toast would cover the row
    await row.screenshot({ path: path.resolve(__dirname, 'artifacts/scoped-key-row-mobile.png') });
    await snap(page, 'scoped-key-list-mobile');
    expect(errors).toEqual([]);
    await context.close();
  });
});
