import type { Browser, Page } from 'playwright-core';
import { DESKTOP, baseUrl, launchBrowser, newCustomer, snap, waitForApp } from './support/browser';

/**
 * #32 item 5: a signed-in visitor's pre-rendered page shows their header (Dashboard and their
 * name) from the first paint, before any of the app's code has arrived, from the signed-in hint
 * cookie (contracts/session-hint.ts); the hint follows the real session.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** A signed-out context and its page (goto as the browser does it: no waiting for the app). */
async function freshPage() {
  const context = await browser.newContext({ viewport: DESKTOP, baseURL: baseUrl() });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

/** Holds every script of the app back until the returned function is called. */
async function holdAppCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const mayLoad = new Promise<void>((r) => (release = r));
  await page.route('**/assets/*.js', async (route) => {
    await mayLoad;
    await route.continue();
  });
  return release;
}

/** The name CSS writes into the hint block ('"Neema"'), or 'none'. */
const hintName = (page: Page) => page.locator('header .session-hint-name').first().evaluate((el) => getComputedStyle(el, '::before').content);

describe('the signed-in hint', () => {
  it('shows Dashboard and the name before the app loads, then the real header; signing out removes it', async () => {
    const c = { ...newCustomer('hint'), firstName: 'Wanjiků' };
    const { page, context, errors } = await freshPage();
    const reg = await context.request.post('/api/auth/register', { data: c });
    expect(reg.status()).toBe(201);
    const hint = (await context.cookies()).find((k) => k.name === 'mw_hint');
    expect(hint).toMatchObject({ value: encodeURIComponent('Wanjiků'), httpOnly: false, sameSite: 'Lax' });

    const release = await holdAppCode(page);
    await page.goto('/', { waitUntil: 'commit' });
    const header = page.locator('header').first();
    await header.getByTestId('session-hint').waitFor({ state: 'visible' });
    expect(await header.getByRole('link', { name: 'Dashboard' }).isVisible()).toBe(true);
    expect(await hintName(page)).toBe('"Wanjiků"');
    expect(await header.getByRole('link', { name: 'Sign In' }).count()).toBe(0);
    expect(await header.getByTestId('auth-spinner').isVisible()).toBe(false);
    // Nothing of the app has run: this is the pre-rendered HTML with the <head>'s hint script.
    expect(await page.evaluate(() => document.querySelectorAll('script[type="module"]').length)).toBeGreaterThan(0);
    await snap(page, 'session-hint-before-code-1280');

    release();
    await waitForApp(page);
    await header.getByTestId('header-user-name').waitFor();
    expect((await header.getByTestId('header-user-name').innerText()).trim()).toBe('Wanjiků');
    expect(await header.getByTestId('session-hint').count()).toBe(0);

    await header.getByRole('button', { name: 'Sign Out' }).click();
    await header.getByRole('link', { name: 'Sign In' }).waitFor();
    expect((await context.cookies()).find((k) => k.name === 'mw_hint')).toBeUndefined();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a hint without a live session is removed by the next request, and shows nothing once gone', async () => {
    const { page, context } = await freshPage();
    await context.addCookies([{ name: 'mw_hint', value: 'Mallory', url: baseUrl() }]);
    const me = await context.request.post('/graphql', { data: { query: '{ me { id } }' } });
    expect((await me.json()).data.me).toBeNull();
    expect((await context.cookies()).find((k) => k.name === 'mw_hint')).toBeUndefined();

    const release = await holdAppCode(page);
    await page.goto('/', { waitUntil: 'commit' });
    const header = page.locator('header').first();
    await header.getByTestId('auth-spinner').waitFor({ state: 'visible' });
    expect(await header.getByTestId('session-hint').isVisible()).toBe(false);
    release();
    await header.getByRole('link', { name: 'Sign In' }).waitFor();
    await context.close();
  });
});
