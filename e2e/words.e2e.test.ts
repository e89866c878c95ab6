import type { Browser, Page } from 'playwright-core';
import { en } from '../web/src/i18n/locales/en';
import { fr } from '../web/src/i18n/locales/fr';
import { sw } from '../web/src/i18n/locales/sw';
import { DESKTOP, MOBILE, hasHorizontalScroll, launchBrowser, newCustomer, newPage, registerViaUi, signInViaUi, snap } from './support/browser';

/**
 * Issue 31 items 9, 12 and 6 where a customer meets them, in chromium: the sidebar runs down a
 * long page, the dashboard in Kiswahili and French names chart weekdays and devices in that
 * language, the public site's French navigation and docs, and the e-mail verification banner.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const DEMO = { id: 'demo', password: 'Demo!Pass2026' };
const ENGLISH_WEEKDAY = /\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun)\b/;

/** The texts of the charts' axes (SVG text) on the page. */
const axisTexts = (page: Page) => page.locator('[data-testid="chart"] svg text').allTextContents();

async function chooseLanguage(page: Page, from: typeof en, code: 'en' | 'sw' | 'fr', to: typeof en) {
  await page.goto('/dashboard/settings');
  await page.getByRole('heading', { name: from.settings.title }).waitFor();
  await page.getByRole('tab', { name: from.settings.tabPreferences }).click();
  await page.getByLabel(from.settings.language).selectOption(code);
  await page.getByRole('button', { name: from.settings.saveChanges }).click();
  await page.getByRole('heading', { name: to.settings.title }).waitFor();
}

describe('the dashboard frame', () => {
  it('a page taller than the window: the sidebar’s background and border run down the whole page', async () => {
    const { page, context, errors } = await newPage(browser, DESKTOP);
    await signInViaUi(page, DEMO.id, DEMO.password);
    await page.waitForURL('**/dashboard');
    await page.goto('/dashboard/billing');
    await page.getByRole('heading', { name: en.billing.title, level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    const m = await page.evaluate(() => {
      const aside = document.querySelector('aside')!;
      return { page: document.documentElement.scrollHeight, window: window.innerHeight, aside: aside.getBoundingClientRect().height, bg: getComputedStyle(aside).backgroundColor };
    });
    expect(m.page).toBeGreaterThan(m.window);
    expect(m.aside).toBeGreaterThanOrEqual(m.page - 1);
    expect(m.bg).not.toBe('rgba(0, 0, 0, 0)');
    // Scrolled to the bottom, the sidebar's links are still in view.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await page.getByRole('navigation', { name: en.nav.dashboard }).getByRole('link', { name: en.nav.billing }).isVisible()).toBe(true);
    await snap(page, 'words-billing-1280');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe.each([
  ['sw', sw, 'Chrome kwenye Linux'],
  ['fr', fr, 'Chrome sous Linux'],
] as const)('the dashboard in %s', (code, catalogue, device) => {
  it('chart axes name weekdays in the language, the sessions list words the device, the skip link is translated', async () => {
    const { page, context, errors } = await newPage(browser, DESKTOP);
    await signInViaUi(page, DEMO.id, DEMO.password);
    await page.waitForURL('**/dashboard');
    await chooseLanguage(page, en, code, catalogue);
    try {
      await page.goto('/dashboard');
      await page.getByText(catalogue.overview.activeServices, { exact: true }).first().waitFor();
      await page.locator('[data-testid="chart"] svg text').first().waitFor({ timeout: 20_000 });
      const axes = await axisTexts(page);
      expect(axes.length).toBeGreaterThan(0);
      expect(axes.filter((t) => ENGLISH_WEEKDAY.test(t))).toEqual([]);
      expect(await page.locator('a.skip-link').innerText()).toBe(catalogue.common.skipToContent);
      await snap(page, `words-overview-${code}-1280`);

      await page.goto('/dashboard/security');
      const sessions = page.getByTestId('sessions');
      await sessions.getByText(device).first().waitFor();
      expect(await sessions.getByText(/ on Linux/).count()).toBe(0);
      await snap(page, `words-security-${code}-1280`);

      await page.setViewportSize(MOBILE);
      await page.goto('/dashboard');
      await page.getByText(catalogue.overview.activeServices, { exact: true }).first().waitFor();
      expect(await hasHorizontalScroll(page)).toBe(false);
      await snap(page, `words-overview-${code}-390`);
    } finally {
      await page.setViewportSize(DESKTOP);
      await chooseLanguage(page, catalogue, 'en', en);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the public site in French', () => {
  it('says "Documentation" in the navigation, and the docs’ Quick Start sample in French', async () => {
    const { page, context, errors } = await newPage(browser, DESKTOP);
    await page.goto('/fr/docs');
    await page.getByRole('heading', { name: 'Documentation développeur' }).waitFor();
    const nav = page.getByRole('navigation').first();
    await nav.getByRole('link', { name: 'Documentation', exact: true }).waitFor();
    expect(await nav.getByRole('link', { name: 'Docs', exact: true }).count()).toBe(0);
    const body = await page.locator('main').innerText();
    expect(body).toContain('Offre gratuite : 10 Go de stockage objet');
    expect(body).not.toContain('Free tier: 10 GB object storage');
    await snap(page, 'words-docs-fr-1280');
    await page.setViewportSize(MOBILE);
    await page.goto('/sw/docs');
    await page.getByRole('heading', { name: 'Nyaraka za Wasanidi Programu' }).waitFor();
    expect(await page.locator('main').innerText()).toContain('Kifurushi cha bure: GB 10');
    expect(await hasHorizontalScroll(page)).toBe(false);
    await snap(page, 'words-docs-sw-390');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a new customer', () => {
  it('is asked to verify the e-mail address: Resend link sends one, Dismiss hides the banner for the session', async () => {
    const { page, context, errors } = await newPage(browser, MOBILE);
    const c = newCustomer('verify');
    await registerViaUi(page, c);
    const banner = page.getByTestId('verify-email-banner');
    await banner.getByText(en.verifyBanner.title).waitFor();
    expect(await banner.innerText()).toContain(c.email);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await snap(page, 'words-verify-banner-390');
    await banner.getByRole('button', { name: en.verifyBanner.resend }).click();
    await banner.getByText(en.verifyBanner.sent.replace('{{email}}', c.email)).waitFor();
    await banner.getByRole('button', { name: en.verifyBanner.dismiss }).click();
    await banner.waitFor({ state: 'detached' });
    await page.goto('/dashboard/services');
    await page.getByRole('heading', { name: en.services.title, level: 1 }).waitFor();
    expect(await banner.count()).toBe(0);

    // Item 9: with an active service that stores nothing yet, no "Entered" badge, and the status
    // check's welcome counts in the singular where there is one ("1 service").
    const res = await page.request.post('/graphql', {
      data: { query: 'mutation { createCloudStorageService(input: { serviceType: "Object Storage", storageAmount: 50, cost: "x" }) { service { id } } }' },
      headers: { 'content-type': 'application/json' },
    });
    expect(((await res.json()) as { errors?: unknown }).errors).toBeUndefined();
    await page.goto('/dashboard/promotions');
    const standing = page.getByTestId('my-standing');
    await standing.getByText(en.promoLive.noEntriesYet, { exact: true }).waitFor();
    expect(await standing.getByText(en.promoLive.entered, { exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: en.promoLive.checkStatus }).click();
    const toast = page.getByTestId('toast').filter({ hasText: en.promoLive.statusConfirmed });
    await toast.waitFor({ timeout: 15_000 });
    expect(await toast.innerText()).toContain(`Welcome ${c.firstName}! You have 0 entries across 1 service.`);
    await snap(page, 'words-promotions-no-entries-390');
    expect(errors).toEqual([]);
    await context.close();
  });
});
