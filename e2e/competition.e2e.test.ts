import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { ensureCompetitionData, type StoreCustomer } from './competitionSetup';
import { DESKTOP, MOBILE, dismissToasts, hasHorizontalScroll, launchBrowser, newCustomer, newPage, registerViaUi, signInViaUi, snap, toastText } from './support/browser';

/**
 * The Store & Score pages in chromium against the built server with the demo seed.
 * The signed-out state of the dashboard status card cannot be reached in a browser (/dashboard/*
 * redirects signed-out visitors to /auth); it is covered by web/src/features/competition/statusCard.test.tsx.
 */
let browser: Browser;
/** The demo customer (demo@mawingu.cloud / demo) when seeded, else a customer with two active services: see competitionSetup.ts. */
let DEMO: StoreCustomer;
beforeAll(async () => {
  browser = await launchBrowser();
  DEMO = await ensureCompetitionData();
});
afterAll(() => browser.close());

async function joinWith(page: Page, mode: 'Email' | 'Username', value: string) {
  await page.getByRole('button', { name: mode, exact: true }).click();
  await page.getByLabel(mode === 'Email' ? 'Email address' : 'Username').fill(value);
  await page.getByRole('button', { name: 'Join Competition' }).click();
  return toastText(page);
}

describe('public competition page', () => {
  // Issue 31, item 8: the public form answers every visitor alike (no first name, no counts, not
  // whether the account exists); the account's owner gets the details by e-mail.
  it('joins by e-mail and by username with a neutral answer that names nobody', async () => {
    const { page, context, errors } = await newPage(browser);
    const asksForFigures = (r: { url: () => string; postData: () => string | null }) => r.url().endsWith('/graphql') && (r.postData() ?? '').includes('"operationName":"Competition"');
    const figures = page.waitForResponse((r) => asksForFigures(r.request()));
    await page.goto('/promotions');
    await figures;
    // After an entry the live figures are asked for again.
    const refreshed = page.waitForRequest(asksForFigures);
    const NEUTRAL = 'Request received If this account has an active storage service, it is entered; we e-mailed the details to its owner';
    const byEmail = await joinWith(page, 'Email', DEMO.email);
    expect(byEmail).toContain(NEUTRAL);
    expect(byEmail).not.toContain(DEMO.firstName);
    await refreshed;
    await dismissToasts(page);
    const byUsername = await joinWith(page, 'Username', DEMO.username);
    expect(byUsername).toContain(NEUTRAL);
    expect(byUsername).not.toMatch(/Welcome|entries across/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('answers an unknown e-mail and a customer without a service exactly as a customer with entries', async () => {
    const fresh = newCustomer('nosvc');
    const reg = await newPage(browser);
    await registerViaUi(reg.page, fresh);
    await reg.context.close();

    const { page, context } = await newPage(browser);
    await page.goto('/promotions');
    const known = await joinWith(page, 'Email', DEMO.email);
    await dismissToasts(page);
    const unknown = await joinWith(page, 'Email', `nobody-${Date.now()}@example.co.ke`);
    await dismissToasts(page);
    const noService = await joinWith(page, 'Email', fresh.email);
    expect(unknown).toBe(known);
    expect(noService).toBe(known);
    expect(await page.getByTestId('toast').getByRole('button').filter({ hasText: /Sign Up|Get Started/ }).count()).toBe(0);
    await context.close();
  });

  it('shows live entries, a ticking countdown to the real draw, the winners and working tabs', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.goto('/promotions');
    const total = page.getByTestId('total-entries');
    await total.waitFor();
    expect(Number((await total.innerText()).replace(/,/g, ''))).toBeGreaterThan(0);
    const countdown = page.getByTestId('draw-countdown');
    const first = await countdown.innerText();
    expect(first).toMatch(/^\d+d \d\d:\d\d:\d\d$/);
    await page.waitForTimeout(1500);
    const second = await countdown.innerText();
    expect(second).toMatch(/^\d+d \d\d:\d\d:\d\d$/);
    expect(second).not.toBe(first);
    await expect(page.getByRole('heading', { name: 'Last 3 winners' }).isVisible()).resolves.toBe(true);
    // Beside the heading on a wide screen: the latest draw written out as its arithmetic.
    const latest = page.getByTestId('latest-draw');
    await latest.waitFor();
    expect(await latest.innerText()).toMatch(/SHA-256\("\d+:[0-9a-f]{10}…[0-9a-f]{8}:[^"]+"\)\s+= [0-9a-f]{10}…[0-9a-f]{8}\s+mod [\d,]+ = \d+\s+→ .+ wins /);
    const winners = await page.getByRole('list', { name: 'Recent winners' }).count();
    if (winners === 0) await expect(page.getByText('No winners yet. Be the first!').first().isVisible()).resolves.toBe(true);
    else expect(await page.getByRole('list', { name: 'Recent winners' }).getByRole('listitem').count()).toBeLessThanOrEqual(3);

    await page.getByRole('tab', { name: 'Storage Plans' }).click();
    await page.waitForURL('**/promotions?tab=storage-plans');
    await expect(page.getByTestId('plan-cards').innerText()).resolves.toContain('KSh 1,000');
    await page.goto('/promotions?tab=eligibility');
    await page.getByRole('tab', { name: 'Eligibility', selected: true }).waitFor();
    await page.getByRole('tabpanel').getByText('A valid Kenyan mobile number', { exact: true }).waitFor();
    await expect(page.getByRole('link', { name: 'See pricing' }).getAttribute('href')).resolves.toBe('/pricing');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('simulates a winner selection in the Winner Selection Process dialog', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/promotions');
    await page.getByRole('button', { name: 'Winner Selection Process' }).click();
    const dialog = page.getByRole('dialog', { name: 'Winner Selection Process' });
    await expect(dialog.getByText('SHA-256(competitionId:btcBlockHash:timestamp) mod totalEntries', { exact: false }).isVisible()).resolves.toBe(true);
    await dialog.getByRole('button', { name: 'Simulate Winner Selection' }).click();
    const result = dialog.getByTestId('simulation-result');
    await result.waitFor();
    for (const label of ['BTC block hash', 'Timestamp', 'Generated hash', 'Winner entry index', 'Winner customer ID', 'Total entries']) {
      await expect(result.getByText(label, { exact: true }).isVisible()).resolves.toBe(true);
    }
    await expect(result.locator('[data-field="Generated hash"]').innerText()).resolves.toMatch(/^[0-9a-f]{64}$/);
    await expect(result.getByText('Hash and index recomputed in your browser: they match.').isVisible()).resolves.toBe(true);
    await expect(dialog.getByText('Audit features').isVisible()).resolves.toBe(true);
    await expect(dialog.getByText('Service verification').isVisible()).resolves.toBe(true);
    await snap(page, 'competition-simulation-dialog');
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await dialog.waitFor({ state: 'hidden' });
    await context.close();
  });

  it('recomputes a past winner in the browser and reports a match', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.goto('/promotions');
    const select = page.getByLabel('Past winner');
    await select.waitFor();
    // Below the fold: the section hydrates (and asks for the winners) as the visitor scrolls to it.
    await select.scrollIntoViewIfNeeded();
    const firstWinner = await select.locator('option').nth(1).getAttribute('value');
    await select.selectOption(firstWinner!);
    await page.getByRole('button', { name: 'Verify in my browser' }).click();
    const result = page.getByTestId('verify-result');
    await result.waitFor();
    const text = await result.innerText();
    expect(text).toContain('Match: this draw is verified');
    expect(text).not.toContain('mismatch');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('downloads the competition rules as a PDF', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/promotions');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Competition Rules (PDF)' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const body = fs.readFileSync((await download.path())!, 'latin1');
    expect(body.startsWith('%PDF-')).toBe(true);
    expect(body).toContain('How the winner is selected');
    await context.close();
  });

  it('sends a signed-in visitor to /dashboard/promotions', async () => {
    const { page, context } = await newPage(browser);
    await signInViaUi(page, DEMO.username, DEMO.password);
    await page.waitForURL('**/dashboard');
    await page.goto('/promotions');
    await page.waitForURL('**/dashboard/promotions');
    await context.close();
  });
});

describe('customer dashboard promotions', () => {
  it('signed out: /dashboard/promotions goes to /auth', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/dashboard/promotions');
    await page.waitForURL('**/auth');
    await context.close();
  });

  it('signed in with services: checks the status and confirms it', async () => {
    const { page, context, errors } = await newPage(browser);
    await signInViaUi(page, DEMO.email, DEMO.password);
    await page.waitForURL('**/dashboard');
    await page.goto('/dashboard/promotions');
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('Bundle Up Na Mawingu Cloud');
    await expect(page.getByText('Fully Compliant').isVisible()).resolves.toBe(true);
    const card = page.getByTestId('competition-status-card');
    await expect(card.getByText(DEMO.email).isVisible()).resolves.toBe(true);
    await page.route('**/graphql', async (route) => {
      if (/joinCompetition/.test(route.request().postData() ?? '')) await new Promise((r) => setTimeout(r, 700));
      await route.continue();
    });
    await card.getByRole('button', { name: 'Check My Competition Status' }).click();
    await expect(card.getByRole('button', { name: 'Checking status...' }).isDisabled()).resolves.toBe(true);
    expect(await toastText(page)).toMatch(new RegExp(`Competition status confirmed! Welcome ${DEMO.firstName}! You have [1-9]\\d* entries across [1-9]\\d* services\\.`));
    await page.getByRole('button', { name: 'View Selection Process' }).click();
    await page.getByRole('dialog', { name: 'Winner Selection Process' }).getByRole('button', { name: 'Close' }).first().click();
    await page.getByRole('button', { name: 'Competition Rules' }).click();
    await expect(page.getByTestId('competition-rules').innerText()).resolves.toContain('Every 2 GB of active storage equals 1 entry');
    await page.getByRole('dialog', { name: 'Competition Rules' }).getByRole('button', { name: 'Close' }).first().click();
    await page.getByRole('tab', { name: 'Storage Plans' }).click();
    await expect(page.getByTestId('plan-cards').innerText()).resolves.toContain('1,000 GB storage');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("signed in without a service: 'Cloud service required' with Get Storage", async () => {
    const { page, context } = await newPage(browser);
    await registerViaUi(page, newCustomer('dashnosvc'));
    await page.goto('/dashboard/promotions');
    // The registration's own toast gone first, so the one under test does not move under the pointer.
    await dismissToasts(page);
    await page.getByRole('button', { name: 'Check My Competition Status' }).click();
    expect(await toastText(page)).toContain('Cloud service required You need an active cloud storage service to participate.');
    await Promise.all([page.waitForURL('**/dashboard/services'), page.getByTestId('toast').getByRole('button', { name: 'Get Storage' }).click()]);
    await context.close();
  });
});

describe.each([
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
])('competition pages at %s width', (label, viewport) => {
  it('render without horizontal scroll', async () => {
    const { page, context, errors } = await newPage(browser, viewport);
    await page.goto('/promotions');
    await page.getByTestId('draw-countdown').waitFor();
    // The prize list is below the fold: it hydrates (and asks for the prizes) as the visitor scrolls down.
    await page.getByRole('heading', { name: 'The details', exact: true }).scrollIntoViewIfNeeded();
    await page.getByTestId('prize-list').waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await snap(page, `competition-public-${label}`);
    await signInViaUi(page, DEMO.username, DEMO.password);
    await page.waitForURL('**/dashboard');
    await page.goto('/dashboard/promotions');
    await page.getByTestId('my-standing').waitFor();
    await page.getByTestId('draw-countdown').waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await snap(page, `competition-dashboard-${label}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
