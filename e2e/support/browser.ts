import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const baseUrl = () => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL not set (global setup did not run)');
  return url;
};

export const DESKTOP = { width: 1280, height: 900 };
export const MOBILE = { width: 390, height: 844 };

/** Debian's chromium, with the flags this closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });
}

/**
 * Waits until the app has taken over the page: a pre-rendered page shows its HTML at once but
 * responds to buttons only once React has hydrated it (App then drops #root's data-prerendered).
 * A visitor sees that moment as the page coming to life; the tests act after it, as they would.
 */
export const waitForApp = (page: Page) => page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('data-prerendered'));

/**
 * A fresh context (own cookies) and page, on the shared e2e server unless `baseURL` names another
 * (a suite's own server); collects uncaught page errors for assertions. Its goto() also waits for
 * the app (waitForApp) when JavaScript runs.
 */
export async function newPage(browser: Browser, viewport = DESKTOP, baseURL = baseUrl()): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport, baseURL });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const res = await goto(url, options);
    await waitForApp(page);
    return res;
  };
  return { context, page, errors };
}

/**
 * Save a screenshot under e2e/artifacts for a person to look at. Not in CI (CI set), whose clone is
 * thrown away unlooked-at: a full-page capture takes 1–4 s of a loaded 2-core machine, and the
 * suite's hundred-odd were 2–3 minutes of its run. E2E_SCREENSHOTS=1 takes them in CI too.
 */
export async function snap(page: Page, name: string): Promise<void> {
  if (process.env.CI && process.env.E2E_SCREENSHOTS !== '1') return;
  const dir = path.resolve(__dirname, '../artifacts');
  fs.mkdirSync(dir, { recursive: true });
  try {
    await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
  } catch (e) {
    // The picture is for people, not an assertion: on a loaded CI machine chromium can take longer
    // than 30 s to render a full page, which must not fail the test that asserted everything else.
    console.warn(`snap ${name}: no screenshot (${(e as Error).message.split('\n')[0]})`);
  }
}

/** True when the page scrolls sideways (a layout bug at that width). */
export const hasHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);

/**
 * Close the toasts on screen, as a person does when one covers what they want to press: on a
 * phone a toast lies over a dialog's footer, and a pointer resting on it pauses its timer.
 */
export async function dismissToasts(page: Page): Promise<void> {
  const close = page.getByTestId('toast').getByRole('button', { name: /close/i });
  for (let i = await close.count(); i > 0; i--) await close.first().click({ timeout: 5000 }).catch(() => undefined);
  await page.getByTestId('toast').first().waitFor({ state: 'detached', timeout: 5000 }).catch(() => undefined);
}

/** The text of the (single) visible toast. */
export async function toastText(page: Page): Promise<string> {
  const toast = page.getByTestId('toast').first();
  await toast.waitFor({ state: 'visible', timeout: 10_000 });
  return (await toast.innerText()).replace(/\s+/g, ' ');
}

let counter = 0;
/** A unique, fixed-shape new customer for a test. */
export function newCustomer(prefix = 'e2e') {
  counter += 1;
  const n = `${Date.now() % 1_000_000}${counter}`;
  return {
    firstName: 'Neema',
    lastName: 'Mwangi',
    username: `${prefix}${n}`,
    email: `${prefix}${n}@example.co.ke`,
    phone: '0712345678',
    password: 'E2e!Passw0rd',
  };
}

/**
 * Fill labelled fields and check that every value stuck: a form that remounts while typing (the
 * /auth toggle rewrites the URL, which remounts the form) gets them again.
 */
export async function fillFields(page: Page, fields: [label: string, value: string][]): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    for (const [label, value] of fields) await page.getByLabel(label).fill(value);
    const values = await Promise.all(fields.map(([label]) => page.getByLabel(label).inputValue()));
    if (values.every((v, i) => v === fields[i][1])) return;
  }
  throw new Error(`fields did not keep their values: ${fields.map(([l]) => l).join(', ')}`);
}

/** Register through the /auth page and wait for the dashboard redirect. */
export async function registerViaUi(page: Page, c: ReturnType<typeof newCustomer>): Promise<void> {
  // The create-account form by its URL (the "Start Free" link): toggling from sign-in rewrites the
  // URL and remounts the form, and typing during that remount lost the first field now and then.
  await page.goto('/auth?mode=register');
  await page.getByRole('heading', { name: 'Create your account' }).waitFor();
  await fillFields(page, [['First name', c.firstName], ['Last name', c.lastName], ['Username', c.username], ['Email', c.email], ['Phone', c.phone], ['Password', c.password]]);
  await page.getByRole('button', { name: 'Create Account' }).click();
  // Argon2 and the first dashboard load can be slow on a loaded CI machine: allow 45 s, and if the
  // form shows an error instead, fail with its text rather than a bare navigation timeout.
  const refused = page.locator('[data-part="error-text"]').or(page.getByText('Registration failed')).first();
  const outcome = await Promise.race([
    page.waitForURL('**/dashboard', { timeout: 45_000 }).then(() => 'dashboard'),
    refused.waitFor({ timeout: 45_000 }).then(async () => `refused: ${await page.locator('body').innerText()}`.slice(0, 600)),
  ]);
  if (outcome !== 'dashboard') throw new Error(`Registration of ${c.username} did not reach the dashboard (${outcome})`);
}

/** Sign in through /auth (or /adminlogin). */
export async function signInViaUi(page: Page, identifier: string, password: string, path = '/auth'): Promise<void> {
  await page.goto(path);
  await page.getByLabel('Email or username').fill(identifier);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}
