import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { E2E_KEYS } from './support/server';
import { pdfToText } from '../api/src/test/pdf-text';
import { DESKTOP, MOBILE, hasHorizontalScroll, launchBrowser, newCustomer, registerViaUi, signInViaUi, snap } from './support/browser';

/**
 * The customer dashboard on real data: overview, services, monitoring, billing.
 * These tests need the demo customer's seeded history. The shared e2e server bootstraps an admin
 * before the demo seed runs, and the seed only runs on an empty database, so this file starts its
 * own built server (fresh SQLite, demo seed, no bootstrap admin); it also keeps the budget and
 * service changes made here away from the other e2e files.
 */
let browser: Browser;
let server: ChildProcess;
let baseURL: string;

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });

/** The environment without a bootstrap admin or metering token (so the demo seed and live demo feed run). */
function serverEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra };
  for (const k of ['ADMIN_EMAIL', 'ADMIN_PASSWORD', 'METERING_TOKEN']) delete env[k];
  return env;
}

beforeAll(async () => {
  const root = path.resolve(__dirname, '..');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mw-e2e-dashboard-'));
  const port = await freePort();
  server = spawn(process.execPath, [path.join(root, 'dist/api/src/main.js')], {
    cwd: root,
    env: serverEnv({ NODE_ENV: 'production', ...E2E_KEYS, PORT: String(port), S3_PORT: '0', DATA_DIR: dataDir, DATABASE_URL: `sqlite:${path.join(dataDir, 'dashboard.sqlite')}`, SEED_DEMO: 'true', ALLOW_DEMO_SEED_IN_PRODUCTION: 'true', LOG_LEVEL: 'warn' }),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  baseURL = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    const up = await fetch(`${baseURL}/api/auth/user`).then((r) => r.status === 401).catch(() => false);
    if (up) break;
    if (server.exitCode !== null) throw new Error('dashboard e2e server exited during start-up');
    await new Promise((r) => setTimeout(r, 200));
  }
  browser = await launchBrowser();
}, 90_000);
afterAll(async () => {
  await browser?.close();
  server?.kill('SIGTERM');
});

/** A fresh context (own cookies) on this file's server; collects uncaught page errors. */
async function newPage(b: Browser, viewport = DESKTOP) {
  const context = await b.newContext({ viewport, baseURL, acceptDownloads: true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

const DEMO = { id: 'demo', password: 'Demo!Pass2026' };

async function signInDemo(page: Page) {
  await signInViaUi(page, DEMO.id, DEMO.password);
  await page.waitForURL('**/dashboard');
}

const region = (page: Page, name: string) => page.getByRole('region', { name });
const card = (page: Page, name: string) => page.getByRole('group', { name });
/** Wait until a stat card's figure reads exactly `value`. */
const statReads = (page: Page, name: string, value: string) => card(page, name).locator('dd').filter({ hasText: new RegExp(`^${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }).waitFor();

/** Choose a range in a segmented selector and wait for the region's chart (drawn, or honestly empty). */
async function pickRange(page: Page, group: string, label: string) {
  await page.getByRole('radiogroup', { name: group }).getByText(label, { exact: true }).click();
}

/** True when the region holds a drawn chart (an SVG with marks), false when it shows the empty state. */
async function chartDrawn(page: Page, name: string): Promise<boolean> {
  const r = region(page, name);
  await r.locator('[data-testid="chart"] svg, [data-testid="chart-empty"]').first().waitFor({ timeout: 15_000 });
  return (await r.locator('[data-testid="chart"] svg path').count()) > 0;
}

/** Wait for a toast with this text (toasts show one at a time, so an earlier one may still be up). */
const waitToast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text }).waitFor({ timeout: 15_000 });

/** A GraphQL call with the page's session cookie. */
async function gql<T>(page: Page, query: string): Promise<T> {
  const res = await page.request.post('/graphql', { data: { query }, headers: { 'content-type': 'application/json' } });
  const body = (await res.json()) as { data: T; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

describe('demo customer', () => {
  it('sees usage, performance and regional charts for every overview range, and a timeline for every monitoring range', async () => {
    const { page, context, errors } = await newPage(browser);
    await signInDemo(page);
    await statReads(page, 'Active Services', '2');
    await card(page, 'Avg Uptime').locator('dd').filter({ hasText: /^\d{2,3}\.\d{2}%$/ }).waitFor();
    for (const range of ['1h', '24h', '7d', '30d', '90d']) {
      await pickRange(page, 'Time range', range);
      await page.waitForLoadState('networkidle');
      expect([range, await chartDrawn(page, 'Usage trends')]).toEqual([range, true]);
      expect([range, await chartDrawn(page, 'System performance')]).toEqual([range, true]);
    }
    await region(page, 'Regional usage').getByText('Kenya (local)').waitFor();
    await page.goto('/dashboard/monitoring');
    for (const range of ['1h', '24h', '7d', '30d']) {
      await pickRange(page, 'Time range', range);
      await page.waitForLoadState('networkidle');
      expect([range, await chartDrawn(page, 'Performance timeline')]).toEqual([range, true]);
    }
    await region(page, 'Resource usage').getByText('Storage', { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("downloads yesterday's metered usage hour by hour from Monitoring's usage export", async () => {
    const { page, context, errors } = await newPage(browser);
    await signInDemo(page);
    const services = (await (await page.request.get('/api/cloud-storage-services')).json()) as { id: number; name: string; status: string }[];
    await page.goto('/dashboard/monitoring');
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const form = page.getByRole('form', { name: 'Usage export' });
    await form.getByLabel('From (UTC day)').fill(yesterday);
    await form.getByLabel('To (UTC day)').fill(yesterday);
    await form.getByLabel('Rows').selectOption('hourly');
    const [download] = await Promise.all([page.waitForEvent('download'), form.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toBe(`usage-${yesterday}-to-${yesterday}-hourly.csv`);
    const [header, ...rows] = fs.readFileSync((await download.path())!, 'utf8').trimEnd().split('\r\n').map((l) => l.split(',').map((c) => c.replace(/^"|"$/g, '')));
    expect(header!.slice(0, 5)).toEqual(['Period start (UTC)', 'Service ID', 'Service', 'Stored GB (end of period)', 'Average stored GB']);
    // Every active demo service has its 24 reported hours of that day, each with data stored; the
    // long-disabled one reported nothing.
    expect(services.filter((s) => s.status !== 'active').map((s) => [s.name, rows.filter((r) => r[1] === String(s.id)).length])).toEqual([['Old Website Assets', 0]]);
    for (const s of services.filter((x) => x.status === 'active')) {
      const mine = rows.filter((r) => r[1] === String(s.id));
      expect([s.name, mine.length]).toEqual([s.name, 24]);
      expect(mine.every((r) => r[0]!.startsWith(yesterday) && r[2] === s.name && Number(r[3]) > 0)).toBe(true);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the spending chart for 6 and 12 months, downloads an invoice and exports every invoice as CSV', async () => {
    const { page, context } = await newPage(browser);
    await signInDemo(page);
    await page.goto('/dashboard/billing');
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('Billing & Usage');
    expect(await chartDrawn(page, 'Monthly Spending')).toBe(true);
    const months = () => region(page, 'Monthly Spending').getByTestId('chart').getAttribute('data-points');
    expect(await months()).toBe('6');
    await pickRange(page, 'Billing period', 'Yearly');
    await region(page, 'Monthly Spending').getByText('Last 12 months').waitFor();
    await region(page, 'Monthly Spending').locator('[data-testid="chart"][data-points="12"]').waitFor();

    const { invoices } = await gql<{ invoices: { nodes: { id: string; number: string }[] } }>(page, '{ invoices(first: 100) { nodes { id number } } }');
    expect(invoices.nodes.length).toBeGreaterThan(0);
    const first = invoices.nodes[0]!;
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: `Download invoice ${first.number}` }).click()]);
    expect(download.suggestedFilename()).toBe(`${first.number}.pdf`);
    const pdf = fs.readFileSync((await download.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await pdfToText(pdf)).replace(/\s+/g, ' ');
    expect(text).toContain(first.number);
    expect(text).toMatch(/Total \(incl\. VAT\) KSh [\d,]+\.\d\d/);

    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export' }).click()]);
    expect(csv.suggestedFilename()).toBe('invoices.csv');
    const lines = fs.readFileSync((await csv.path())!, 'utf8').trim().split(/\r?\n/);
    expect(lines[0]).toBe('"Invoice","Period start","Period end","Issued","Due","Status","Services","Currency","Subtotal excl. VAT","VAT","Total","Paid","Balance"');
    // Amounts are plain numbers a spreadsheet adds up: subtotal + VAT = total, paid + balance = total.
    for (const line of lines.slice(1)) {
      const [subtotal, vat, total, paid, balance] = line.split(',').slice(-5).map(Number);
      expect(Math.round((subtotal! + vat!) * 100)).toBe(Math.round(total! * 100));
      expect(Math.round((paid! + balance!) * 100)).toBe(Math.round(total! * 100));
    }
    expect(lines.slice(1).map((l) => l.split(',')[0]!.replace(/"/g, '')).sort()).toEqual(invoices.nodes.map((i) => i.number).sort());
    await context.close();
  });

  it('warns at 75 % and 100 % of a monthly budget', async () => {
    const { page, context } = await newPage(browser);
    // A customer with this month's spend whatever the date: the demo's running month is empty in
    // its first hours (a clean-clone run on 1 December failed here), a plan bought now is not.
    await registerViaUi(page, newCustomer('dashbudget'));
    const bought = await page.request.post('/graphql', {
      data: {
        query: 'mutation ($input: CreateCloudStorageServiceInput!) { createCloudStorageService(input: $input) { service { id } } }',
        variables: { input: { serviceType: 'Object Storage', storageAmount: 100, cost: 'KSh 200', name: 'Budget plan', planType: 'monthly' } },
      },
    });
    expect((await bought.json()).errors).toBeUndefined();
    await page.goto('/dashboard/billing');
    const { billingSummary } = await gql<{ billingSummary: { budget: { spentCents: number; monthlyBudgetCents: number | null } } }>(page, '{ billingSummary(period: monthly) { budget { spentCents monthlyBudgetCents } } }');
    const spent = billingSummary.budget.spentCents;
    expect(spent).toBeGreaterThan(0);
    const setBudget = async (ksh: string) => {
      await page.getByLabel('Monthly budget (KSh)').fill(ksh);
      await page.getByRole('form', { name: 'Monthly budget' }).getByRole('button', { name: /Set Budget|Update/ }).click();
      await waitToast(page, 'Spend alert saved');
    };
    await setBudget(String(Math.ceil(spent / 0.8) / 100)); // spent is about 80 % of it
    await page.getByTestId('budget-alert').filter({ hasText: 'Approaching your monthly budget' }).waitFor();
    await setBudget(String(Math.floor(spent / 2) / 100)); // spent is about 200 % of it
    await page.getByTestId('budget-alert').filter({ hasText: 'Monthly budget exceeded' }).waitFor();
    await setBudget(String(Math.ceil(spent * 10) / 100)); // spent is 10 %: no warning
    await page.getByTestId('budget-alert').waitFor({ state: 'detached' });
    if (billingSummary.budget.monthlyBudgetCents !== null) await setBudget(String(billingSummary.budget.monthlyBudgetCents / 100));
    await context.close();
  });
});

describe('new customer', () => {
  it('sees honest empty states on every page', async () => {
    const { page, context, errors } = await newPage(browser);
    await registerViaUi(page, newCustomer('dashempty'));
    await region(page, 'Your services').getByText('No services yet').waitFor();
    await region(page, 'Your services').getByRole('button', { name: 'Create Service' }).waitFor();
    expect(await chartDrawn(page, 'Usage trends')).toBe(false);
    await region(page, 'Usage trends').getByText('No usage recorded yet').waitFor();
    expect(await chartDrawn(page, 'System performance')).toBe(false);
    await card(page, 'API Requests').filter({ hasText: 'No previous data' }).waitFor();
    // Nothing reported yet: uptime is unknown, not 0.00 %.
    await statReads(page, 'Avg Uptime', '—');
    await page.goto('/dashboard/monitoring');
    expect(await chartDrawn(page, 'Performance timeline')).toBe(false);
    await region(page, 'Recent alerts').getByText('No alerts in this range').waitFor();
    await page.goto('/dashboard/billing');
    expect(await chartDrawn(page, 'Monthly Spending')).toBe(false);
    await region(page, 'Recent Invoices').getByText('No invoices yet').waitFor();
    await page.goto('/dashboard/services');
    await page.getByText('No services yet').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('creates a service from the overview, sees the overview update, then disables it with confirmation', async () => {
    const { page, context } = await newPage(browser);
    await registerViaUi(page, newCustomer('dashcreate'));
    await statReads(page, 'Active Services', '0');
    await page.getByRole('button', { name: '+ New Service' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Service' });
    await dialog.getByRole('button', { name: 'Create Service' }).click();
    await dialog.getByText('Service type is required').waitFor();
    await dialog.getByLabel('Name (optional)').fill('Field Photos');
    await dialog.getByLabel('Service type').selectOption('Object Storage');
    await dialog.getByLabel('Storage amount (GB)').fill('25');
    await dialog.getByText('Multi-region Africa').click();
    await dialog.getByRole('button', { name: 'Create Service' }).click();
    await waitToast(page, 'Service Created');
    await dialog.waitFor({ state: 'detached' });
    await statReads(page, 'Active Services', '1');
    const services = region(page, 'Your services');
    await services.getByRole('button', { name: 'Field Photos', exact: true }).click();
    const detail = page.getByRole('dialog', { name: /Field Photos/ });
    await detail.getByText('Multi-region (Nairobi + Dar es Salaam)').waitFor();
    await detail.getByRole('tab', { name: 'Logs' }).click();
    await detail.getByText('Created', { exact: true }).waitFor();
    await detail.getByRole('button', { name: 'Manage Service' }).click();
    await detail.getByRole('button', { name: 'Disable Service' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Disable service?' });
    await confirm.getByRole('button', { name: 'Disable' }).click();
    await waitToast(page, 'Service disabled');
    await detail.getByText('Disabled').first().waitFor();
    await detail.getByRole('button', { name: 'Close', exact: true }).click();
    await statReads(page, 'Active Services', '0');
    await context.close();
  });

  it('opens the New Service dialog from the sidebar quick action', async () => {
    const { page, context } = await newPage(browser);
    await registerViaUi(page, newCustomer('dashquick'));
    await page.getByRole('link', { name: 'New Service' }).click();
    await page.waitForURL('**/dashboard/services?new=1');
    await page.getByRole('dialog', { name: 'New Service' }).waitFor();
    expect(await page.getByLabel('Storage amount (GB)').inputValue()).toBe('10');
    await context.close();
  });
});

describe.each([
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
])('dashboard pages at %s width', (label, viewport) => {
  it('render without sideways scrolling (screenshots in e2e/artifacts)', async () => {
    const { page, context, errors } = await newPage(browser, viewport);
    await signInDemo(page);
    for (const [path, heading] of [
      ['/dashboard', 'Welcome back'],
      ['/dashboard/services', 'Services'],
      ['/dashboard/monitoring', 'Monitoring'],
      ['/dashboard/billing', 'Billing & Usage'],
    ] as const) {
      await page.goto(path);
      await page
        .getByRole('heading', { level: 1, name: new RegExp(heading) })
        .waitFor({ timeout: 15_000 })
        .catch(async (e) => {
          await snap(page, `debug-${path.split('/').pop()}-${label}`);
          console.log('DEBUG', path, errors, (await page.locator('body').innerText()).slice(0, 500));
          throw e;
        });
      await page.locator('[data-testid="chart"] svg, [data-testid="chart-empty"], table').first().waitFor({ timeout: 15_000 });
      await page.waitForTimeout(400);
      expect([path, await hasHorizontalScroll(page)]).toEqual([path, false]);
      await snap(page, `dashboard-${path.split('/').pop()}-${label}`);
    }
    await page.goto('/dashboard/services?new=1');
    await page.getByRole('dialog', { name: 'New Service' }).waitFor();
    await snap(page, `dashboard-new-service-${label}`);
    await page.goto('/dashboard/services');
    await page.getByRole('button', { name: 'Media Library', exact: true }).click({ timeout: 10_000 }).catch(async (e) => {
      await snap(page, `debug-services-${label}`);
      throw e;
    });
    const detail = page.getByRole('dialog', { name: /Media Library/ });
    await detail.getByRole('tab', { name: 'Metrics' }).click();
    await detail.locator('[data-testid="chart"] svg').first().waitFor({ timeout: 15_000 });
    await snap(page, `dashboard-service-metrics-${label}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
