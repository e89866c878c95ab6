import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Browser, Page } from 'playwright-core';
import { en } from '../web/src/i18n/locales/en';
import { fr } from '../web/src/i18n/locales/fr';
import { DESKTOP, MOBILE, hasHorizontalScroll, launchBrowser, newCustomer, newPage, registerViaUi, snap } from './support/browser';

/**
 * Issue #31: 20 MB uploaded with an S3 client into a 50 GB service read "0 GB" on the overview,
 * monitoring and the service's metrics while the Buckets tab said "20 MB of 50 GB". Every page now
 * shows the same figure, at once (live from the storage ledger), and a new service's metrics show
 * "—" rather than "Uptime 0.00%".
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const MIB = 1024 * 1024;

async function gql(page: Page, query: string, variables: Record<string, unknown>) {
  const res = await page.request.post('/graphql', { data: { query, variables } });
  const body = (await res.json()) as { data?: any; errors?: { message: string }[] };
  if (!body.data || body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

async function openServiceTab(page: Page, serviceName: string, tab: string) {
  await page.goto('/dashboard/services');
  await page.getByRole('button', { name: serviceName }).first().click();
  await page.getByRole('tab', { name: tab }).click();
}

describe('stored data: the same figure on every page', () => {
  it('shows 20 MB uploaded with an S3 client on the overview, monitoring, the metrics and the buckets', async () => {
    const { page, errors } = await newPage(browser, DESKTOP);
    await registerViaUi(page, newCustomer('fig'));
    const created = await gql(page, 'mutation ($input: CreateCloudStorageServiceInput!) { createCloudStorageService(input: $input) { service { id } } }', {
      input: { serviceType: 'Object Storage', storageAmount: 50, cost: 'KSh 0', name: 'Wanjiru Media' },
    });
    const serviceId = created.createCloudStorageService.service.id as string;
    await gql(page, 'mutation ($input: CreateBucketInput!) { createBucket(input: $input) { bucket { name } } }', { input: { serviceId, name: 'wanjiru-clips' } });
    const key = (await gql(page, 'mutation ($input: CreateApiKeyInput!) { createApiKey(input: $input) { secretAccessKey apiKey { accessKeyId } } }', { input: { name: 'figures', permissions: ['read', 'write'] } })).createApiKey;

    // A new service has measured nothing: "—", not "Uptime 0.00%".
    await openServiceTab(page, 'Wanjiru Media', 'Metrics');
    const uptime = page.getByRole('group', { name: 'Uptime' });
    await uptime.getByText('—').waitFor();
    await page.getByText('No activity recorded yet').waitFor();
    await page.getByRole('group', { name: 'Stored now' }).getByText('0 B').waitFor();

    const s3 = new S3Client({ region: 'nbo1', endpoint: process.env.E2E_S3_URL!, forcePathStyle: true, credentials: { accessKeyId: key.apiKey.accessKeyId, secretAccessKey: key.secretAccessKey }, maxAttempts: 1 });
    await s3.send(new PutObjectCommand({ Bucket: 'wanjiru-clips', Key: 'harusi.mp4', Body: Buffer.alloc(20 * MIB, 'w') }));
    s3.destroy();

    for (const viewport of [DESKTOP, MOBILE]) {
      await page.setViewportSize(viewport);
      const w = viewport.width;

      await page.goto('/dashboard');
      await page.getByRole('group', { name: 'Total Storage' }).getByText('20 MB', { exact: true }).waitFor();
      await page.getByText('Stored now; the charts show hourly history').waitFor();
      await snap(page, `figures-overview-${w}`);
      expect(await hasHorizontalScroll(page)).toBe(false);

      await page.goto('/dashboard/monitoring');
      await page.getByText('20 MB stored of 50 GB provisioned').waitFor();
      await snap(page, `figures-monitoring-${w}`);
      expect(await hasHorizontalScroll(page)).toBe(false);

      await openServiceTab(page, 'Wanjiru Media', 'Metrics');
      await page.getByRole('group', { name: 'Stored now' }).getByText('20 MB', { exact: true }).waitFor();
      await page.getByText('History is recorded hourly: the running hour appears once it ends.').first().waitFor();
      // The upload is in the running hour, outside every range: still nothing measured there.
      await page.getByRole('group', { name: 'Uptime' }).getByText('—').waitFor();
      await snap(page, `figures-metrics-${w}`);
      await page.keyboard.press('Escape');

      await openServiceTab(page, 'Wanjiru Media', 'Buckets');
      await page.getByText('20 MB of 50 GB').first().waitFor();
      await snap(page, `figures-buckets-${w}`);
      await page.keyboard.press('Escape');
    }

    // In French the monitoring bar's figures are French too (octets, decimal comma), though the
    // API writes that text in English.
    await page.setViewportSize(DESKTOP);
    await page.goto('/dashboard/settings');
    await page.getByRole('tab', { name: en.settings.tabPreferences }).click();
    await page.getByLabel(en.settings.language).selectOption('fr');
    await page.getByRole('button', { name: en.settings.saveChanges }).click();
    await page.getByRole('heading', { name: fr.settings.title }).waitFor();
    await page.goto('/dashboard/monitoring');
    await page.getByText('20\u00a0Mo stockés sur 50\u00a0Go provisionnés').waitFor();
    // The bars' percentages too: '0,0 %', not '0.0%'.
    expect(await page.getByText(/^\d+\.\d%$/).count()).toBe(0);
    expect(await page.getByText(/^0,0\s%$/).count()).toBeGreaterThan(0);
    expect(await page.getByText(/\bMB\b/).count()).toBe(0);
    await snap(page, 'figures-monitoring-fr-1280');
    expect(errors).toEqual([]);
  });
});

/** Report one complete hour of traffic for a service, as the storage platform does. */
async function reportHour(page: Page, serviceId: string, hoursAgo: number, requests: number, avgLatencyMs: number) {
  const hour = new Date((Math.floor(Date.now() / 3_600_000) - hoursAgo) * 3_600_000).toISOString();
  const res = await page.request.post('/api/metering/usage', {
    headers: { authorization: `Bearer ${process.env.E2E_METERING_TOKEN}` },
    data: { records: [{ serviceId: Number(serviceId), periodStart: hour, storedGB: 0, egressGB: {}, requests, errors: 0, avgLatencyMs, uptimePercent: 100 }] },
  });
  expect(`${res.status()} ${await res.text()}`).toMatch(/^200 /);
}

describe("a new customer's first measured hour", () => {
  it('says what the one measured hour showed instead of a lone label, and the overview and monitoring agree on latency', async () => {
    const { page, errors } = await newPage(browser, DESKTOP);
    await registerViaUi(page, newCustomer('lat'));
    const created = await gql(page, 'mutation ($input: CreateCloudStorageServiceInput!) { createCloudStorageService(input: $input) { service { id } } }', {
      input: { serviceType: 'Object Storage', storageAmount: 10, cost: 'KSh 0', name: 'Kwanza' },
    });
    await reportHour(page, created.createCloudStorageService.service.id, 2, 120, 180);

    for (const viewport of [DESKTOP, MOBILE]) {
      await page.setViewportSize(viewport);
      await page.goto('/dashboard');
      await page.getByText('Average latency 180 ms over the selected range').waitFor();
      const chart = page.getByTestId('chart-empty').filter({ hasText: 'Not enough measurements for a line yet' });
      await chart.waitFor();
      expect(await chart.textContent()).toMatch(/Only one period has requests so far \(.+: 180 ms\)/);
      await snap(page, `figures-first-hour-overview-${viewport.width}`);

      await page.goto('/dashboard/monitoring');
      await page.getByRole('group', { name: 'Avg Latency' }).getByText('180 ms', { exact: true }).waitFor();
      await page.getByTestId('chart-empty').filter({ hasText: 'Not enough measurements for a line yet' }).waitFor();
      await snap(page, `figures-first-hour-monitoring-${viewport.width}`);
    }
    expect(errors).toEqual([]);
  });
});
