import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { E2E_KEYS } from './support/server';
import { DESKTOP, launchBrowser, signInViaUi } from './support/browser';

/**
 * Preferences apply everywhere: the demo customer chooses yyyy-mm-dd and Eastern Time in the
 * settings, and the billing and security pages then show every date that way, in New York time.
 * Its own built server (fresh SQLite with the demo seed, as dashboard.e2e.test.ts does), so the
 * changed preferences stay away from the other e2e files.
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

beforeAll(async () => {
  const root = path.resolve(__dirname, '..');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mw-e2e-prefs-'));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', ...E2E_KEYS, PORT: String(port), S3_PORT: '0', DATA_DIR: dataDir, DATABASE_URL: `sqlite:${path.join(dataDir, 'prefs.sqlite')}`, SEED_DEMO: 'true', ALLOW_DEMO_SEED_IN_PRODUCTION: 'true', LOG_LEVEL: 'warn' };
  for (const k of ['ADMIN_EMAIL', 'ADMIN_PASSWORD', 'METERING_TOKEN']) delete env[k];
  server = spawn(process.execPath, [path.join(root, 'dist/api/src/main.js')], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
  baseURL = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    const up = await fetch(`${baseURL}/api/auth/user`).then((r) => r.status === 401).catch(() => false);
    if (up) break;
    if (server.exitCode !== null) throw new Error('preferences e2e server exited during start-up');
    await new Promise((r) => setTimeout(r, 200));
  }
  browser = await launchBrowser();
}, 90_000);
afterAll(async () => {
  await browser?.close();
  server?.kill('SIGTERM');
});

/** yyyy-mm-dd of an instant in New York (what the dashboard must show). */
const newYorkDay = (iso: string) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));

/** A GraphQL query from the signed-in page (its session cookie). */
async function gql<T>(page: Page, query: string): Promise<T> {
  const res = await page.evaluate(async (q) => {
    const r = await fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: q }) });
    return r.json();
  }, query);
  return (res as { data: T }).data;
}

it('a customer chooses yyyy-mm-dd and Eastern Time; billing and security show dates that way', async () => {
  const context = await browser.newContext({ viewport: DESKTOP, baseURL });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await signInViaUi(page, 'demo', 'Demo!Pass2026');
  await page.waitForURL('**/dashboard');

  await page.goto('/dashboard/settings');
  await page.getByRole('tab', { name: 'Preferences' }).click();
  await page.getByLabel('Timezone').selectOption('est');
  await page.getByLabel('Date Format').selectOption('yyyy-mm-dd');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByText('Your changes have been saved.').waitFor();
  const saved = await gql<{ accountSettings: { preferences: { timezone: string; dateFormat: string } } }>(page, '{ accountSettings { preferences { timezone dateFormat } } }');
  expect(saved.accountSettings.preferences).toMatchObject({ timezone: 'est', dateFormat: 'yyyy-mm-dd' });

  // Billing: the invoices' issued and due dates, New York days in yyyy-mm-dd.
  await page.goto('/dashboard/billing');
  const { invoices } = await gql<{ invoices: { nodes: { number: string; issuedAt: string; dueAt: string }[] } }>(page, '{ invoices(first: 10) { nodes { number issuedAt dueAt } } }');
  expect(invoices.nodes.length).toBeGreaterThan(0);
  const first = invoices.nodes[0]!;
  const row = page.getByRole('row').filter({ hasText: first.number });
  await row.first().waitFor();
  await expect(row.first().textContent()).resolves.toContain(newYorkDay(first.issuedAt));
  await expect(row.first().textContent()).resolves.toContain(newYorkDay(first.dueAt));
  const billingText = (await page.locator('body').textContent()) ?? '';
  expect(billingText).not.toMatch(/\d{2}\/\d{2}\/\d{4}/); // no dd/mm/yyyy left anywhere

  // Security: sessions and events in yyyy-mm-dd hh:mm, New York time.
  await page.goto('/dashboard/security');
  const { mySessions } = await gql<{ mySessions: { createdAt: string; current: boolean }[] }>(page, '{ mySessions { createdAt current } }');
  const current = mySessions.find((s) => s.current)!;
  const hhmm = new Intl.DateTimeFormat('en-GB', { timeZone: 'America/New_York', hour: '2-digit', minute: '2-digit', hour12: false }).format(new Date(current.createdAt));
  await page.getByText(`${newYorkDay(current.createdAt)} ${hhmm}`).first().waitFor();
  const securityText = (await page.locator('body').textContent()) ?? '';
  expect(securityText).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  expect(securityText).not.toMatch(/\d{2}\/\d{2}\/\d{4}/);
  expect(errors).toEqual([]);
  await context.close();
}, 120_000);

it('an admin sets a USD rate; a customer who chose USD sees the approximate amount beside KSh, dated; invoices stay in KSh', async () => {
  const adminContext = await browser.newContext({ viewport: DESKTOP, baseURL });
  const admin = await adminContext.newPage();
  await signInViaUi(admin, 'admin', 'Admin!Pass2026', '/adminlogin');
  await admin.waitForURL('**/admin/**');
  await admin.goto('/admin/billing');
  await admin.getByLabel('KSh for 1 USD').fill('129.03');
  const day = await admin.getByLabel('Rate of (day)').inputValue();
  await admin.getByRole('button', { name: 'Set rate' }).click();
  await admin.getByTestId('exchange-rates').getByText('1 USD = KSh 129.03').waitFor();
  await adminContext.close();

  const context = await browser.newContext({ viewport: DESKTOP, baseURL });
  const page = await context.newPage();
  await signInViaUi(page, 'demo', 'Demo!Pass2026');
  await page.waitForURL('**/dashboard');
  await page.goto('/dashboard/settings');
  await page.getByRole('tab', { name: 'Preferences' }).click();
  await page.getByLabel('Currency').selectOption('usd');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByText('Your changes have been saved.').waitFor();

  await page.goto('/dashboard/billing');
  const { invoices } = await gql<{ invoices: { nodes: { number: string; totalCents: number }[] } }>(page, '{ invoices(first: 10) { nodes { number totalCents } } }');
  const first = invoices.nodes[0]!;
  const row = page.getByRole('row').filter({ hasText: first.number }).first();
  const usd = (Math.floor((first.totalCents * 100 * 2 + 12903) / (2 * 12903)) / 100).toFixed(2);
  // The test before chose yyyy-mm-dd: the rate's day is shown that way.
  await row.getByText(`(≈ USD ${Number(usd).toLocaleString('en-US', { minimumFractionDigits: 2 })}, approx. at the rate of ${day})`).waitFor();
  // The invoice itself stays in KSh.
  await row.getByRole('button', { name: `Details of invoice ${first.number}` }).click();
  const dialog = page.getByTestId('invoice-dialog');
  await dialog.waitFor();
  expect(await dialog.textContent()).not.toContain('USD');
  await context.close();
}, 120_000);
