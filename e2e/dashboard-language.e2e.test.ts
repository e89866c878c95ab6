import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { en } from '../web/src/i18n/locales/en';
import { sw } from '../web/src/i18n/locales/sw';
import { catalogueEnglishLeaks, formattedEnglishLeaks } from '../web/src/test/catalogueLeaks';
import { DESKTOP, launchBrowser, newCustomer, newPage, registerViaUi } from './support/browser';

/**
 * Issue 18 item 6: a customer switches the dashboard to Kiswahili in the settings, and no page of
 * the dashboard then shows an English catalogue text (one whose Kiswahili differs).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** What the page shows a person: text nodes, whole element texts, placeholders, labels and titles. */
const visibleTexts = (page: Page) =>
  page.evaluate(() => {
    const texts = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || el.closest('script, style, [hidden]') || !(el as HTMLElement).offsetParent) continue;
      const text = node.textContent?.trim();
      if (text) texts.add(text);
    }
    for (const el of document.querySelectorAll('p, h1, h2, h3, h4, button, label, th, td, li, span')) {
      const text = (el as HTMLElement).innerText?.trim();
      if (text) texts.add(text);
    }
    // Chart axes (SVG text has no offsetParent, so the walk above skips it).
    for (const el of document.querySelectorAll('[data-testid="chart"] svg text')) {
      const text = el.textContent?.trim();
      if (text) texts.add(text);
    }
    for (const el of document.querySelectorAll('[placeholder], [aria-label], [title]')) {
      for (const attr of ['placeholder', 'aria-label', 'title']) {
        const value = el.getAttribute(attr)?.trim();
        if (value) texts.add(value);
      }
    }
    return [...texts];
  });

const PAGES: [string, string][] = [
  ['/dashboard', sw.overview.activeServices],
  ['/dashboard/services', sw.services.title],
  ['/dashboard/monitoring', sw.monitoring.title],
  ['/dashboard/security', sw.security.title],
  ['/dashboard/billing', sw.billing.title],
  ['/dashboard/settings', sw.settings.title],
  ['/dashboard/promotions', sw.promo.live],
];

describe('the dashboard in Kiswahili', () => {
  it('shows no catalogue-English text on any page once the customer chooses Kiswahili', async () => {
    const { page, context, errors } = await newPage(browser, DESKTOP);
    await registerViaUi(page, newCustomer('lang'));
    await page.goto('/dashboard/settings');
    await page.getByRole('heading', { name: en.settings.title }).waitFor();
    await page.getByRole('tab', { name: en.settings.tabPreferences }).click();
    await page.getByLabel(en.settings.language).selectOption('sw');
    await page.getByRole('button', { name: en.settings.saveChanges }).click();
    await page.getByRole('heading', { name: sw.settings.title }).waitFor();

    const leaks: string[] = [];
    for (const [path, heading] of PAGES) {
      await page.goto(path);
      await page.getByText(heading, { exact: true }).first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('sw');
      const texts = await visibleTexts(page);
      leaks.push(...[...catalogueEnglishLeaks(en, sw, texts), ...formattedEnglishLeaks(texts)].map((leak) => `${path} ${leak}`));
    }
    expect(leaks).toEqual([]);

    // The promotions page (the last one above): its dialogs speak Kiswahili too.
    await page.getByRole('button', { name: sw.promo.viewProcess }).click();
    const process = page.getByRole('dialog');
    await process.getByRole('heading', { name: sw.promoLive.processTitle }).waitFor();
    await process.getByText(sw.promoLive.processStep_1).waitFor();
    await process.getByRole('button', { name: sw.promoLive.simulate }).click();
    await process.getByTestId('simulation-result').waitFor();
    expect(await process.getByText(en.promoLive.processTitle).count()).toBe(0);
    leaks.push(...catalogueEnglishLeaks(en, sw, await visibleTexts(page)).map((leak) => `selection process ${leak}`));
    await process.getByRole('button', { name: sw.promoLive.close }).last().click();
    await process.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: sw.promo.rules }).click();
    const rules = page.getByTestId('competition-rules');
    await rules.getByText(sw.promoLive.rules_h5).waitFor();
    expect(await page.getByText(en.promoLive.rules_h5).count()).toBe(0);
    leaks.push(...catalogueEnglishLeaks(en, sw, await visibleTexts(page)).map((leak) => `rules ${leak}`));
    // The PDF download is in Kiswahili too.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: sw.promoLive.downloadPdf }).click()]);
    const pdf = fs.readFileSync((await download.path())!, 'latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toContain(sw.promoLive.rules_h5);
    expect(pdf).not.toContain(en.promoLive.rules_h5);
    expect(leaks).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
