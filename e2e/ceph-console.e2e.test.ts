import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { startCephCluster, type CephCluster } from '../api/src/test/ceph-cluster';
import { DESKTOP, MOBILE, hasHorizontalScroll, launchBrowser, newCustomer, newPage, registerViaUi, snap } from './support/browser';
import { startBuiltServer, type BuiltServer } from './support/server';

/**
 * The bucket browser with STORAGE_PLANE=ceph: the product (its production build) in front of a
 * throw-away Ceph, the page uploading straight to RGW with a presigned PUT (the bucket gets the
 * CORS rule the portal's origin needs), listing, downloading, keeping and restoring versions, and
 * deleting, as on the embedded plane.
 */
jest.setTimeout(180_000);

let browser: Browser;
let ceph: CephCluster;
let server: BuiltServer;
beforeAll(async () => {
  [browser, ceph] = await Promise.all([launchBrowser(), startCephCluster()]);
  server = await startBuiltServer(undefined, {
    STORAGE_PLANE: 'ceph',
    CEPH_RGW_URL: ceph.rgwUrl,
    CEPH_RGW_ADMIN_ACCESS_KEY: ceph.adminAccessKey,
    CEPH_RGW_ADMIN_SECRET_KEY: ceph.adminSecretKey,
    // As a provider runs it: customers reach the portal's front of RGW (S3_PORT, the server's s3Url).
    CEPH_S3_FRONT: 'on',
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await ceph?.stop();
});

const CREATE_SERVICE = `mutation ($input: CreateCloudStorageServiceInput!) { createCloudStorageService(input: $input) { service { id } } }`;

describe('bucket browser on Ceph RGW', () => {
  it('creates a bucket, uploads to RGW with a visible progress bar, lists, downloads and deletes', async () => {
    const { context, page, errors } = await newPage(browser, DESKTOP, server.url);
    await registerViaUi(page, newCustomer('ceph'));
    const res = await page.request.post('/graphql', { data: { query: CREATE_SERVICE, variables: { input: { serviceType: 'Object Storage', storageAmount: 10, cost: 'KSh 0', name: 'Ceph Media' } } } });
    expect(res.status()).toBe(200);
    await page.goto('/dashboard/services');
    await page.getByRole('button', { name: 'Ceph Media' }).first().click();
    await page.getByRole('tab', { name: 'Buckets' }).click();
    await page.getByText('No buckets yet').waitFor();

    await page.getByLabel('New bucket name').fill('picha');
    await page.getByRole('button', { name: 'Create bucket' }).click();
    await page.getByRole('button', { name: 'Browse picha' }).first().click();
    await page.getByText('This folder is empty').waitFor();

    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 512 * 1024 });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mw-e2e-ceph-'));
    const file = path.join(dir, 'ramani.bin');
    const content = Buffer.alloc(2 * 1024 * 1024);
    for (let i = 0; i < content.length; i++) content[i] = (i * 13) & 0xff;
    fs.writeFileSync(file, content);
    const puts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PUT') puts.push(r.url());
    });
    await page.getByTestId('upload-input').setInputFiles(file);
    const bar = page.getByRole('progressbar', { name: 'Upload progress of ramani.bin' });
    await bar.waitFor();
    await page.waitForFunction(() => {
      const v = Number(document.querySelector('[role="progressbar"][aria-label="Upload progress of ramani.bin"]')?.getAttribute('aria-valuenow'));
      return v > 0 && v < 100;
    });
    await snap(page, 'ceph-upload-progress');
    await page.getByText('Uploaded').waitFor({ timeout: 30_000 });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    // The bytes went to the S3 endpoint (the front of RGW), not through the portal's API.
    expect(puts.map((u) => new URL(u).origin)).toEqual([server.s3Url]);

    const row = page.getByRole('row').filter({ hasText: 'ramani.bin' });
    await row.waitFor();
    expect(await row.textContent()).toContain('2 MB');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download ramani.bin' }).click()]);
    expect(download.suggestedFilename()).toBe('ramani.bin');
    expect(fs.readFileSync((await download.path())!).equals(content)).toBe(true);
    // Tags on RGW: set in the dialog, shown in the listing (read back from RGW, in key order).
    await page.getByRole('button', { name: 'Edit the tags of ramani.bin' }).click();
    const tagsDialog = page.getByRole('dialog', { name: 'Tags of ramani.bin' });
    await tagsDialog.getByRole('button', { name: '+ Add tag' }).click();
    await tagsDialog.getByLabel('Key of tag 1').fill('mradi');
    await tagsDialog.getByLabel('Value of tag 1').fill('Ramani za Nairobi');
    await tagsDialog.getByRole('button', { name: '+ Add tag' }).click();
    await tagsDialog.getByLabel('Key of tag 2').fill('mwaka');
    await tagsDialog.getByLabel('Value of tag 2').fill('2026');
    await tagsDialog.getByRole('button', { name: 'Save tags' }).click();
    await tagsDialog.waitFor({ state: 'detached' });
    await page.getByTestId('object-tags').filter({ hasText: 'mradi=Ramani za Nairobi · mwaka=2026' }).waitFor();
    // A bucket made without object lock offers none: RGW turns it on only when a bucket is created.
    expect(await page.getByTestId('object-lock').count()).toBe(0);
    await snap(page, 'ceph-bucket-browser');

    // Versions on RGW: switch versioning on, overwrite, and restore the first upload (the page sends
    // RGW the presigned CopyObject).
    await page.getByRole('checkbox', { name: 'Versioning of picha' }).click({ force: true });
    await page.getByText('Versioning enabled', { exact: true }).waitFor();
    fs.writeFileSync(file, 'toleo jipya');
    await page.getByTestId('upload-input').setInputFiles(file);
    await page.getByRole('row').filter({ hasText: 'ramani.bin' }).filter({ hasText: '11 B' }).waitFor();
    await page.getByRole('button', { name: 'Versions of ramani.bin' }).click();
    const dialog = page.getByRole('dialog', { name: 'Versions of ramani.bin' });
    const versions = dialog.getByRole('row').filter({ has: page.getByTestId('version-id') });
    await versions.nth(1).waitFor();
    expect(await versions.count()).toBe(2);
    await versions.nth(1).getByRole('button', { name: /^Restore version/ }).click();
    await page.getByText('Version restored').waitFor();
    await versions.nth(2).waitFor();
    await versions.first().filter({ hasText: '2 MB' }).waitFor();
    await snap(page, 'ceph-versions-dialog');
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await page.getByRole('row').filter({ hasText: 'ramani.bin' }).filter({ hasText: '2 MB' }).waitFor();

    await page.getByRole('button', { name: 'Delete ramani.bin' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('This folder is empty').waitFor();
    await page.getByRole('button', { name: 'All buckets' }).click();

    // CORS rules of the bucket, kept on RGW.
    await page.getByRole('button', { name: 'CORS rules of picha' }).click();
    const cors = page.getByRole('dialog');
    await cors.getByText(/No CORS rules/).waitFor();
    await snap(page, 'ceph-cors-dialog');
    await cors.getByRole('button', { name: 'Close' }).first().click();

    // The versions kept (RGW counts them as the bucket's objects) are deleted with the bucket, once the box says so.
    await page.getByRole('button', { name: 'Delete bucket picha' }).click();
    const sure = page.getByRole('alertdialog');
    expect(await sure.getByRole('button', { name: 'Delete' }).isDisabled()).toBe(true);
    // Its label, as a person clicks it (the box's own input is visually hidden).
    await sure.getByText(/^Also delete everything in it/).click();
    expect(await sure.getByRole('checkbox').isChecked()).toBe(true);
    await sure.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No buckets yet').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('makes a bucket public on RGW with the confirmation, and its object opens in a signed-out browser', async () => {
    const { context, page, errors } = await newPage(browser, DESKTOP, server.url);
    await registerViaUi(page, newCustomer('cephpub'));
    await page.request.post('/graphql', { data: { query: CREATE_SERVICE, variables: { input: { serviceType: 'Object Storage', storageAmount: 10, cost: 'KSh 0', name: 'Ceph Public' } } } });
    // The account's Block Public Access, turned off as the Security page does (public-bucket.e2e walks that page).
    const off = await page.request.post('/graphql', {
      data: {
        query: 'mutation ($input: PutAccountPublicAccessBlockInput!) { putAccountPublicAccessBlock(input: $input) { accountPublicAccessBlock { blockPublicPolicy } } }',
        variables: { input: { blockPublicAcls: true, ignorePublicAcls: true, blockPublicPolicy: false, restrictPublicBuckets: false, confirm: 'confirm' } },
      },
    });
    expect(await off.json()).toEqual({ data: { putAccountPublicAccessBlock: { accountPublicAccessBlock: { blockPublicPolicy: false } } } });
    const openBuckets = async () => {
      await page.goto('/dashboard/services');
      await page.getByRole('button', { name: 'Ceph Public' }).first().click();
      await page.getByRole('tab', { name: 'Buckets' }).click();
    };
    await openBuckets();
    await page.getByLabel('New bucket name').fill('dirisha');
    await page.getByRole('button', { name: 'Create bucket' }).click();
    await page.getByRole('button', { name: 'Browse dirisha' }).first().click();
    await page.getByText('This folder is empty').waitFor();
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'mw-e2e-cephpub-')), 'karibu.txt');
    fs.writeFileSync(file, 'Karibu from a public bucket on Ceph');
    await page.getByTestId('upload-input').setInputFiles(file);
    await page.getByRole('row').filter({ hasText: 'karibu.txt' }).waitFor();

    await openBuckets();
    await page.getByRole('button', { name: 'Public access of dirisha' }).click();
    const dialog = page.getByRole('dialog', { name: 'Public access of dirisha' });
    await dialog.getByText('Private', { exact: true }).waitFor();
    const urlCode = dialog.getByTestId('public-url');
    await urlCode.filter({ hasText: 'karibu.txt' }).waitFor();
    const url = (await urlCode.innerText()).trim();
    // RGW serves a tenant's bucket as <tenant>:<bucket>.
    expect(url).toMatch(new RegExp(`^${server.s3Url.replace(/[.]/g, '\\.')}/mw\\d+:dirisha/karibu\\.txt$`));
    const make = dialog.getByRole('button', { name: 'Make public' });
    expect(await make.isDisabled()).toBe(true);
    await dialog.getByLabel('Type dirisha to confirm').fill('dirisha');
    await make.click();
    await dialog.getByText('Anyone on the internet can read every object in dirisha.').waitFor();
    await snap(page, 'ceph-public-access-dialog');

    const stranger = await browser.newContext();
    const strangerPage = await stranger.newPage();
    const got = await strangerPage.goto(url);
    expect(got?.status()).toBe(200);
    // Served by the front with the embedded plane's content safety (RGW 16.2 adds none).
    expect([got?.headers()['x-content-type-options'], got?.headers()['content-security-policy']]).toEqual(['nosniff', 'sandbox']);
    expect(await strangerPage.locator('body').innerText()).toContain('Karibu from a public bucket on Ceph');

    await dialog.getByRole('button', { name: 'Make private' }).click();
    await dialog.getByText('Private', { exact: true }).waitFor();
    expect((await strangerPage.goto(url))?.status()).toBe(403);
    await stranger.close();
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('creates a bucket with object lock on RGW: the header shows the retention, and a locked version cannot be deleted', async () => {
    const { context, page, errors } = await newPage(browser, DESKTOP, server.url);
    await registerViaUi(page, newCustomer('cephlock'));
    await page.request.post('/graphql', { data: { query: CREATE_SERVICE, variables: { input: { serviceType: 'Object Storage', storageAmount: 10, cost: 'KSh 0', name: 'Ceph Ledger' } } } });
    await page.goto('/dashboard/services');
    await page.getByRole('button', { name: 'Ceph Ledger' }).first().click();
    await page.getByRole('tab', { name: 'Buckets' }).click();
    await page.getByLabel('New bucket name').fill('daftari');
    // Its label, as a person clicks it (the box's own input is visually hidden).
    await page.getByText('Object lock', { exact: true }).click();
    await page.getByTestId('create-retention').getByRole('radio', { name: '30 days' }).waitFor();
    await page.getByRole('button', { name: 'Create bucket' }).click();
    await page.getByRole('button', { name: 'Browse daftari' }).first().click();
    await page.getByText('This folder is empty').waitFor();
    await page.getByTestId('object-lock-badge').filter({ hasText: 'Object lock · 30 days Governance' }).waitFor();

    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'mw-e2e-cephlock-')), 'hesabu-2026.csv');
    fs.writeFileSync(file, 'tarehe,kiasi\n2026-11-30,4500\n');
    await page.getByTestId('upload-input').setInputFiles(file);
    await page.getByRole('row').filter({ hasText: 'hesabu-2026.csv' }).waitFor();
    await page.getByRole('button', { name: 'Versions of hesabu-2026.csv' }).click();
    const dialog = page.getByRole('dialog', { name: 'Versions of hesabu-2026.csv' });
    const row = dialog.getByRole('row').filter({ has: page.getByTestId('version-id') }).first();
    await row.getByTestId('locked-until').filter({ hasText: /^Locked until .+ · Governance$/ }).waitFor();
    expect(await row.getByRole('button', { name: /^Delete version/ }).isDisabled()).toBe(true);
    await snap(page, 'ceph-version-locked');
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('takes daily snapshots on RGW and restores a bucket to one, with the job’s progress shown until done', async () => {
    const { context, page, errors } = await newPage(browser, DESKTOP, server.url);
    await registerViaUi(page, newCustomer('cephsnap'));
    await page.request.post('/graphql', { data: { query: CREATE_SERVICE, variables: { input: { serviceType: 'Object Storage', storageAmount: 10, cost: 'KSh 0', name: 'Ceph Plans' } } } });
    await page.goto('/dashboard/services');
    await page.getByRole('button', { name: 'Ceph Plans' }).first().click();
    await page.getByRole('tab', { name: 'Buckets' }).click();
    await page.getByLabel('New bucket name').fill('mipango');
    await page.getByRole('button', { name: 'Create bucket' }).click();
    await page.getByRole('button', { name: 'Browse mipango' }).first().click();
    await page.getByText('This folder is empty').waitFor();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mw-e2e-cephsnap-'));
    const upload = async (name: string, content: string) => {
      fs.writeFileSync(path.join(dir, name), content);
      await page.getByTestId('upload-input').setInputFiles(path.join(dir, name));
      await page.getByRole('row').filter({ hasText: name }).filter({ hasText: `${Buffer.byteLength(content)} B` }).waitFor();
    };
    // Written before the bucket is versioned: RGW keeps it as the "null" version.
    await upload('plan.txt', 'plan A: the first draft');
    await page.getByRole('button', { name: '← All buckets' }).click();

    const card = page.getByRole('region', { name: 'Daily snapshots' });
    await card.getByText('Older versions kept for snapshots count as data stored in the service, at KSh 0.85 per GB-month.').waitFor();
    await card.getByText('7 days').click();
    await card.getByRole('button', { name: 'Save' }).click();
    await card.getByTestId('snapshot-status').filter({ hasText: /On: kept 7 days\. Next snapshot: / }).waitFor();
    await card.getByRole('table', { name: 'Snapshots you can restore' }).getByRole('row').filter({ hasText: '23 B' }).waitFor();
    await page.getByTestId('bucket-versioning').filter({ hasText: 'Versioning on' }).waitFor();
    await snap(page, 'ceph-snapshots-on');

    await page.getByRole('button', { name: 'Browse mipango' }).first().click();
    await page.waitForTimeout(1100);
    await upload('plan.txt', 'plan B: a second, longer draft');
    await page.getByRole('button', { name: 'Restore to a point in time' }).click();
    const dialog = page.getByRole('dialog', { name: 'Restore mipango to a point in time' });
    await dialog.getByLabel('Snapshot').selectOption({ index: 1 });
    await dialog.getByRole('button', { name: 'Restore…' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Start the restore' }).click();
    // The portal's job carries it out on RGW; the dialog asks for its progress until it is done.
    const progress = dialog.getByTestId('restore-progress');
    await progress.filter({ hasText: ': done' }).waitFor({ timeout: 60_000 });
    await progress.filter({ hasText: 'Keys examined: 1 · Versions restored: 1 · Marked deleted: 0 · Copied: 23 B' }).waitFor();
    await snap(page, 'ceph-pitr-done');
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    // The listing was asked for again when the job finished: plan.txt has its old size, and reads as it was then, from RGW.
    await page.getByRole('row').filter({ hasText: 'plan.txt' }).filter({ hasText: '23 B' }).waitFor();
    const link = await page.request.post('/graphql', { data: { query: 'mutation ($input: PresignObjectUrlInput!) { presignObjectUrl(input: $input) { url } }', variables: { input: { bucket: 'mipango', key: 'plan.txt', method: 'GET' } } } });
    expect(await (await page.request.get((await link.json()).data.presignObjectUrl.url as string)).text()).toBe('plan A: the first draft');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('limits a key to one bucket and a prefix on RGW: the list shows its scope, and RGW refuses it everywhere else', async () => {
    const { context, page, errors } = await newPage(browser, DESKTOP, server.url);
    await registerViaUi(page, newCustomer('cephkey'));
    const created = await page.request.post('/graphql', { data: { query: CREATE_SERVICE, variables: { input: { serviceType: 'Object Storage', storageAmount: 10, cost: 'KSh 0', name: 'Ceph Keys' } } } });
    const serviceId = (await created.json()).data.createCloudStorageService.service.id as string;
    for (const name of ['ghala', 'siri']) {
      const made = await page.request.post('/graphql', { data: { query: 'mutation ($input: CreateBucketInput!) { createBucket(input: $input) { bucket { name } } }', variables: { input: { serviceId, name } } } });
      expect((await made.json()).errors).toBeUndefined();
    }
    await page.goto('/dashboard/security');
    await page.getByRole('button', { name: 'Generate New API Key' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name', { exact: true }).fill('ci-ghala');
    await dialog.getByText('Limit to chosen buckets').click();
    const buckets = dialog.getByRole('group', { name: 'Buckets this key may reach' });
    await buckets.getByText('ghala').click();
    await dialog.getByLabel('Prefix (optional)').fill('ci/');
    // Limited to a bucket, a key may write without deleting on Ceph too (a policy says it, not RGW's levels).
    await dialog.getByText('Delete', { exact: true }).click();
    await snap(page, 'ceph-scoped-key-dialog');
    await dialog.getByRole('button', { name: 'Create Key' }).click();
    const accessKeyId = (await page.getByTestId('new-access-key-id').innerText()).trim();
    const secretAccessKey = (await page.getByTestId('new-secret-key').innerText()).trim();
    await dialog.getByRole('button', { name: 'Done' }).click();
    const scope = page.getByTestId('api-key-row').filter({ hasText: 'ci-ghala' }).getByTestId('api-key-scope');
    await scope.getByText('ci/').waitFor();
    expect(await scope.innerText()).toMatch(/Buckets\s+ghala\s+· only keys under ci\//);
    await snap(page, 'ceph-scoped-key-list');

    // The provisioning job carries it onto RGW within its tick (15 s).
    const s3 = new S3Client({ region: 'us-east-1', endpoint: server.s3Url, forcePathStyle: true, credentials: { accessKeyId, secretAccessKey }, maxAttempts: 1 });
    const code = (p: Promise<unknown>) => p.then(() => 'OK', (e: Error) => e.name);
    const put = (Bucket: string, Key: string) => code(s3.send(new PutObjectCommand({ Bucket, Key, Body: 'build log' })));
    const until = Date.now() + 60_000;
    let first = await put('ghala', 'ci/build.log');
    while (first !== 'OK' && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 1000));
      first = await put('ghala', 'ci/build.log');
    }
    expect(first).toBe('OK');
    expect(await put('ghala', 'notes.txt')).toBe('AccessDenied');
    expect(await put('siri', 'ci/build.log')).toBe('AccessDenied');
    expect(await code(s3.send(new DeleteObjectCommand({ Bucket: 'ghala', Key: 'ci/build.log' })))).toBe('AccessDenied');
    expect(await (await s3.send(new GetObjectCommand({ Bucket: 'ghala', Key: 'ci/build.log' }))).Body!.transformToString()).toBe('build log');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lists the buckets at phone width without sideways scrolling', async () => {
    const { context, page, errors } = await newPage(browser, MOBILE, server.url);
    await registerViaUi(page, newCustomer('cephm'));
    await page.request.post('/graphql', { data: { query: CREATE_SERVICE, variables: { input: { serviceType: 'Object Storage', storageAmount: 10, cost: 'KSh 0', name: 'Ceph Phone' } } } });
    await page.goto('/dashboard/services');
    await page.getByRole('button', { name: 'Ceph Phone' }).first().click();
    await page.getByRole('tab', { name: 'Buckets' }).click();
    await page.getByLabel('New bucket name').fill('simu');
    await page.getByRole('button', { name: 'Create bucket' }).click();
    await page.getByRole('button', { name: /^simu$/ }).click();
    await page.getByText('This folder is empty').waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await snap(page, 'ceph-buckets-390');
    expect(errors).toEqual([]);
    await context.close();
  });
});
