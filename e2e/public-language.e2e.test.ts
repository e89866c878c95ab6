import type { Browser, Page } from 'playwright-core';
import { DESKTOP, MOBILE, baseUrl, hasHorizontalScroll, launchBrowser, newPage, snap, waitForApp } from './support/browser';
import { scriptsDownloadedUntilIdle, type ScriptDownload } from './support/scriptBytes';
import promotionsEn from '../web/src/features/competition/i18n/en/promotions';
import { competitionEn } from '../web/src/i18n/locales/competition/en';
import { competitionSw } from '../web/src/i18n/locales/competition/sw';
import docsFr from '../web/src/features/public-site/docs/prose-fr';
import docsSw from '../web/src/features/public-site/docs/prose-sw';

/**
 * The public site in English, Kiswahili and French (issue #18 item 6): a visitor switches
 * language, the choice sticks, each language's pages are pre-rendered, crawlable and hydrate cleanly.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Every translated page and its heading. */
const TRANSLATED: [path: string, heading: string][] = [
  ['/sw/', 'Hifadhi ya wingu iliyojengwa Nairobi, kwa ajili ya Afrika'],
  ['/sw/products', 'Hifadhi kwa kila aina ya kazi'],
  ['/sw/pricing', 'Bei wazi kwa shilingi za Kenya'],
  ['/sw/customers', 'Imejengwa kwa ajili ya biashara za Afrika Mashariki'],
  ['/sw/security', 'Usalama unaoweza kuuthibitisha'],
  ['/sw/support', 'Wahandisi halisi, saa 24 kila siku'],
  ['/sw/docs', 'Nyaraka za Wasanidi Programu'],
  ['/sw/promotions', 'Hifadhi data yako. Shinda vifurushi vya data. Jithibitishie droo mwenyewe.'],
  ['/fr/', 'Un stockage cloud construit à Nairobi, pour l’Afrique'],
  ['/fr/products', 'Du stockage pour chaque charge de travail'],
  ['/fr/pricing', 'Des tarifs transparents en shillings kényans'],
  ['/fr/customers', 'Conçu pour les entreprises d’Afrique de l’Est'],
  ['/fr/security', 'Une sécurité vérifiable'],
  ['/fr/support', 'De vrais ingénieurs, 24 h/24 et 7 j/7'],
  ['/fr/docs', 'Documentation développeur'],
  ['/fr/promotions', 'Stockez vos données. Gagnez des forfaits de données. Vérifiez le tirage vous-même.'],
  // The footer's information pages: a sample (each language, a company page, a legal one, the live status).
  ['/sw/about', 'Kuhusu Mawingu Cloud'],
  ['/sw/status', 'Hali ya Mfumo'],
  ['/fr/terms', 'Conditions d’utilisation'],
];

/**
 * The scripts a first visit to `path` downloads (390 px, a fresh context: no cookie) until the
 * network has settled. Measured once per path: '/' and '/sw/' are asked about by both the
 * catalogue check and the information-texts check, and one visit answers both.
 */
const firstVisits = new Map<string, Promise<ScriptDownload[]>>();
function scriptsOfFirstVisit(path: string): Promise<ScriptDownload[]> {
  let visit = firstVisits.get(path);
  if (!visit) {
    visit = (async () => {
      const context = await browser.newContext({ viewport: MOBILE, baseURL: baseUrl() });
      try {
        return await scriptsDownloadedUntilIdle(await context.newPage(), path);
      } finally {
        await context.close();
      }
    })();
    // A failed visit is not kept: the next check measures again.
    visit.catch(() => firstVisits.delete(path));
    firstVisits.set(path, visit);
  }
  return visit;
}

/**
 * One page without JavaScript (390 px, no cookie) for the pre-rendered checks: each visit is a fresh
 * document as served, and a fresh context per visit cost as much again (a renderer process each).
 */
let withoutJs: Promise<Page> | undefined;
const pageWithoutJs = () => (withoutJs ??= browser.newContext({ viewport: MOBILE, baseURL: baseUrl(), javaScriptEnabled: false }).then((c) => c.newPage()));

const h1 = async (page: Page) => (await page.locator('h1').first().innerText()).trim();

/** Console errors and warnings, uncaught errors: React reports a hydration mismatch through them. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

describe('the public site switches language', () => {
  it('at 1280 px: / → Kiswahili (/sw/) → pricing in Kiswahili → French, and / remembers the choice', async () => {
    const { page, context, errors } = await newPage(browser, DESKTOP);
    await page.goto('/');
    expect(await h1(page)).toBe('Cloud storage built in Nairobi, for Africa');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');

    // At 1,280 px the header bar is full: the switch is the footer's (below that width, the header's).
    expect(await page.getByRole('banner').getByRole('navigation', { name: 'Language' }).isVisible()).toBe(false);
    const switcher = page.getByRole('contentinfo').getByRole('navigation', { name: 'Language' });
    await switcher.scrollIntoViewIfNeeded();
    expect(await switcher.getByRole('link', { name: 'English' }).getAttribute('aria-current')).toBe('true');
    await switcher.getByRole('link', { name: 'Kiswahili' }).click();
    await page.waitForURL((u) => u.pathname === '/sw/');
    await page.getByRole('heading', { level: 1, name: 'Hifadhi ya wingu iliyojengwa Nairobi, kwa ajili ya Afrika' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('sw');
    // The header speaks Kiswahili, and its links stay in it; sign-in still goes to /auth.
    const header = page.getByRole('banner');
    expect(await page.getByRole('contentinfo').getByRole('navigation', { name: 'Lugha' }).getByRole('link', { name: 'Kiswahili' }).getAttribute('aria-current')).toBe('true');
    await header.getByRole('link', { name: 'Ingia', exact: true }).waitFor();
    expect(await header.getByRole('link', { name: 'Ingia', exact: true }).getAttribute('href')).toBe('/auth');

    await header.getByRole('link', { name: 'Bei', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/sw/pricing');
    await page.getByRole('heading', { level: 1, name: 'Bei wazi kwa shilingi za Kenya' }).waitFor();
    // Prices stay in KSh through the money formatter; the table's labels are translated.
    const table = page.getByTestId('price-table').first();
    expect(await table.innerText()).toMatch(/Hifadhi ya vitu[\s\S]*KSh 0\.85/);
    await snap(page, 'public-language-sw-pricing-1280');

    await page.getByRole('contentinfo').getByRole('navigation', { name: 'Lugha' }).getByRole('link', { name: 'Français' }).click();
    await page.waitForURL((u) => u.pathname === '/fr/pricing');
    await page.getByRole('heading', { level: 1, name: 'Des tarifs transparents en shillings kényans' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');

    // The next visit to / opens the chosen language (a cookie the server reads).
    await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/fr/');
    expect(await h1(page)).toBe('Un stockage cloud construit à Nairobi, pour l’Afrique');
    // Back to English: / is English again.
    await page.getByRole('contentinfo').getByRole('navigation', { name: 'Langue' }).getByRole('link', { name: 'English' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await h1(page)).toBe('Cloud storage built in Nairobi, for Africa');
    // The header bar fits 1,280 px in every language (no sideways scroll).
    for (const p of ['/', '/sw/', '/fr/pricing']) {
      await page.goto(p);
      expect({ p, scrolls: await hasHorizontalScroll(page) }).toEqual({ p, scrolls: false });
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('without JavaScript, /sw/pricing is a Kiswahili page with its translations linked (hreflang)', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, baseURL: baseUrl(), javaScriptEnabled: false });
    const page = await context.newPage();
    const res = await page.goto('/sw/pricing');
    expect(res?.status()).toBe(200);
    expect(await h1(page)).toBe('Bei wazi kwa shilingi za Kenya');
    expect(await page.locator('html').getAttribute('lang')).toBe('sw');
    expect(await page.title()).toBe('Bei | Mawingu Cloud');
    const alternates = await page.locator('link[rel="alternate"]').evaluateAll((links) => links.map((l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`));
    // Absolute URLs on PUBLIC_URL's origin (the e2e server sets it to its own address).
    const origin = new URL(baseUrl()).origin;
    expect(alternates).toEqual([`en ${origin}/pricing`, `sw ${origin}/sw/pricing`, `fr ${origin}/fr/pricing`, `x-default ${origin}/pricing`]);
    // The footer's language links work without JavaScript.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Français' }).click();
    await page.waitForURL((u) => u.pathname === '/fr/pricing');
    expect(await h1(page)).toBe('Des tarifs transparents en shillings kényans');
    await context.close();
  });

  it.each(TRANSLATED)('%s is pre-rendered in its language (no JavaScript)', async (path, heading) => {
    const page = await pageWithoutJs();
    expect((await page.goto(path))?.status()).toBe(200);
    expect(await h1(page)).toBe(heading);
    expect(await page.locator('html').getAttribute('lang')).toBe(path.slice(1, 3));
    // One header bar at 390 px, language switch in it.
    expect(await page.locator('header').evaluate((h) => Math.round(h.getBoundingClientRect().height))).toBe(65);
  });

  it.each(TRANSLATED)('%s hydrates without a mismatch or any console error', async (path, heading) => {
    const context = await browser.newContext({ viewport: DESKTOP, baseURL: baseUrl() });
    const page = await context.newPage();
    const problems = collectProblems(page);
    await page.goto(path, { waitUntil: 'networkidle' });
    await waitForApp(page);
    // Scroll down so that every lazily hydrated section hydrates too.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < height; y += 700) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(100);
    }
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    expect(await h1(page)).toBe(heading);
    expect({ path, problems }).toEqual({ path, problems: [] });
    await context.close();
  });

  it.each([
    ['/', [] as string[]],
    ['/sw/', ['sw']],
    ['/fr/pricing', ['fr']],
  ])('%s downloads only its own language\'s catalogue', async (path, catalogues) => {
    const scripts = await scriptsOfFirstVisit(path);
    const loaded = scripts.map((s) => /\/assets\/(sw|fr)-[\w-]+\.js$/.exec(s.path)?.[1]).filter(Boolean);
    expect(loaded).toEqual(catalogues);
  });

  it('at 390 px the switch is in the header, and the Kiswahili page fits the phone', async () => {
    const { page, context, errors } = await newPage(browser, MOBILE);
    await page.goto('/pricing');
    const link = page.getByRole('banner').getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'SW Kiswahili' });
    expect(await link.isVisible()).toBe(true);
    const box = (await link.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.height).toBeGreaterThanOrEqual(24); // a tap target
    await link.click();
    await page.waitForURL((u) => u.pathname === '/sw/pricing');
    await page.getByRole('heading', { level: 1, name: 'Bei wazi kwa shilingi za Kenya' }).waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await page.goto('/sw/');
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await page.locator('header').evaluate((h) => Math.round(h.getBoundingClientRect().height))).toBe(65);
    await snap(page, 'public-language-sw-home-390');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('/sw/promotions speaks Kiswahili: the page, its live parts and the selection-process dialog, no English text', async () => {
    const { page, context, errors } = await newPage(browser, DESKTOP);
    await page.goto('/sw/promotions', { waitUntil: 'networkidle' });
    await waitForApp(page);
    expect(await h1(page)).toBe('Hifadhi data yako. Shinda vifurushi vya data. Jithibitishie droo mwenyewe.');
    expect(await page.locator('html').getAttribute('lang')).toBe('sw');
    await page.getByRole('heading', { name: 'Kwa nini unaweza kuiamini droo' }).waitFor();
    await page.getByRole('heading', { name: competitionSw.verifyTitle }).waitFor();
    await page.getByRole('heading', { name: competitionSw.joinHeading }).waitFor();
    // Every English text of the page and of its shared parts (those that differ in Kiswahili).
    const strings = (v: unknown): string[] => (typeof v === 'string' ? [v] : Array.isArray(v) || (v && typeof v === 'object') ? Object.values(v).flatMap(strings) : []);
    const english = new Set([
      ...strings(promotionsEn).filter((t) => t !== promotionsEn.badge),
      ...Object.entries(competitionEn).filter(([k, t]) => competitionSw[k as keyof typeof competitionSw] !== t).map(([, t]) => t),
    ]);
    const shown = async () => (await page.locator('body').innerText()).split('\n').map((l) => l.trim()).filter(Boolean);
    expect((await shown()).filter((t) => english.has(t))).toEqual([]);

    await page.getByRole('button', { name: 'Jinsi washindi wanavyochaguliwa', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: competitionSw.processTitle }).waitFor();
    await dialog.getByText(competitionSw.processStep_4).waitFor();
    expect((await shown()).filter((t) => english.has(t))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('/sw/docs and /fr/docs: the docs themselves in the page’s language (pre-rendered too), searched by their words, the code as in English', async () => {
    // English block titles of every tab (their Kiswahili and French differ).
    const ENGLISH_TITLES = ['Create your account', 'Generate API credentials', 'Install an SDK', 'Upload your first file', 'Upload an object', 'Best practices', 'Backup tools (rclone, restic)', 'Command-line tool (AWS CLI v2)', 'Where is my data stored?', 'Are there rate limits?'];
    const site = { endpoint: process.env.E2E_S3_URL!, region: 'nbo1' };
    const sw = docsSw.blocks(site);
    const fr = docsFr.blocks(site);
    const headings = async (page: Page) => (await page.locator('#docs-content h3, [data-testid="faq-list"] button').allInnerTexts()).map((t) => t.trim()).filter(Boolean);

    // Without JavaScript: the pre-rendered page has the Kiswahili prose.
    const plain = await browser.newContext({ viewport: DESKTOP, baseURL: baseUrl(), javaScriptEnabled: false });
    const noJs = await plain.newPage();
    await noJs.goto('/sw/docs');
    expect(await noJs.locator('#create-account h3').innerText()).toContain(sw['create-account']!.title);
    expect(await noJs.locator('#create-account').innerText()).toContain(sw['create-account']!.text);
    await plain.close();

    const { page, context, errors } = await newPage(browser, DESKTOP);
    // The code samples as /docs shows them (the server's endpoint in place).
    const samples = async (path: string) => {
      await page.goto(path, { waitUntil: 'networkidle' });
      await waitForApp(page);
      await page.waitForFunction((url) => document.querySelector('#upload-first-file')?.textContent?.includes(url), site.endpoint);
      return page.locator('#docs-content pre').allTextContents();
    };
    // The Quick Start's "What you get" is words, not code (#31 item 12): in the page's language, with
    // the same endpoint and region; every other sample is the English code as it is.
    const [englishFacts, ...englishCode] = await samples('/docs');
    const [swahiliFacts, ...swahiliCode] = await samples('/sw/docs');
    expect(englishFacts).toMatch(/^Endpoint: /);
    expect(swahiliFacts).toMatch(/^Anwani: /);
    expect(swahiliFacts).toContain(site.endpoint);
    expect(swahiliFacts).toContain('nbo1');
    expect(swahiliCode).toEqual(englishCode);
    await page.getByRole('heading', { level: 3, name: sw['upload-first-file']!.title }).waitFor();
    expect(await page.locator('#generate-credentials').innerText()).toContain(sw['generate-credentials']!.text);
    expect(await page.locator('#create-account').getByRole('link').innerText()).toBe(sw['create-account']!.action);
    // The samples' Copy buttons are Kiswahili too.
    expect(await page.locator('#create-account').getByRole('button', { name: /^Nakili msimbo wa / }).innerText()).toBe('Nakili');
    // No English block title on any tab.
    for (const [tab, name] of [['api', 'Marejeo ya API'], ['sdks', 'SDK'], ['integrations', 'Miunganisho'], ['faqs', 'Maswali'], ['quickstart', 'Mwanzo wa Haraka']]) {
      await page.getByRole('tab', { name, exact: true }).click();
      await page.waitForFunction((t) => new URLSearchParams(location.search).get('tab') === (t === 'quickstart' ? null : t), tab);
      const shown = await headings(page);
      expect(shown.length).toBeGreaterThan(0);
      expect({ tab, english: shown.filter((t) => ENGLISH_TITLES.some((e) => t.endsWith(e))) }).toEqual({ tab, english: [] });
    }
    await page.getByRole('tab', { name: 'Maswali', exact: true }).click();
    await page.getByText(sw['faq-residency']!.title).waitFor();

    // French: search finds a French word of the docs, not the English one it replaces.
    await page.goto('/fr/docs', { waitUntil: 'networkidle' });
    await waitForApp(page);
    const search = page.getByRole('searchbox', { name: 'Rechercher dans la documentation' });
    await search.fill('versionnage');
    await page.getByRole('status').getByText('1 résultat pour « versionnage »').waitFor();
    expect(await page.getByTestId('docs-search-results').getByRole('heading', { level: 3 }).allInnerTexts()).toEqual([fr['delete-object']!.title]);
    await search.fill('versioning');
    await page.getByRole('status').getByText('Aucun résultat pour « versioning »').waitFor();
    await search.fill('bucket');
    await page.getByRole('heading', { level: 3, name: fr.terraform!.title }).waitFor();
    expect(await page.getByTestId('docs-search-results').innerText()).toContain(fr.terraform!.text);
    expect(errors).toEqual([]);
    await context.close();
  });

});

describe('the footer’s information pages in Kiswahili and French', () => {
  it('the switch on /about leads to /sw/about, whose footer links stay in Kiswahili; /fr/terms says the English version prevails', async () => {
    const { page, context, errors } = await newPage(browser, DESKTOP);
    await page.goto('/about', { waitUntil: 'networkidle' });
    await waitForApp(page);
    expect(await h1(page)).toBe('About Mawingu Cloud');
    const switcher = page.getByRole('contentinfo').getByRole('navigation', { name: 'Language' });
    expect(await switcher.getByRole('link', { name: 'Kiswahili' }).getAttribute('href')).toBe('/sw/about');
    await switcher.getByRole('link', { name: 'Kiswahili' }).click();
    await page.waitForURL((u) => u.pathname === '/sw/about');
    await page.getByRole('heading', { level: 1, name: 'Kuhusu Mawingu Cloud' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Kwa nini tupo' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('sw');
    expect(await page.title()).toBe('Kuhusu Mawingu Cloud | Mawingu Cloud');
    expect(await page.getByText('Why we exist').count()).toBe(0);
    const footer = page.getByRole('contentinfo');
    expect(await footer.getByRole('link', { name: 'Masharti ya Huduma' }).getAttribute('href')).toBe('/sw/terms');
    await footer.getByRole('navigation', { name: 'Lugha' }).getByRole('link', { name: 'Français' }).click();
    await page.waitForURL((u) => u.pathname === '/fr/about');
    await page.getByRole('heading', { level: 1, name: 'À propos de Mawingu Cloud' }).waitFor();
    await page.getByRole('contentinfo').getByRole('link', { name: /^Conditions d.utilisation$/ }).click();
    await page.waitForURL((u) => u.pathname === '/fr/terms');
    await page.getByRole('heading', { level: 1, name: 'Conditions d’utilisation' }).waitFor();
    expect(await page.getByTestId('info-note').innerText()).toContain('la version anglaise prévaut');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('/sw/status checks the API live and says so in Kiswahili', async () => {
    const { page, context, errors } = await newPage(browser, DESKTOP);
    await page.goto('/sw/status', { waitUntil: 'networkidle' });
    const status = page.getByTestId('live-status');
    await status.getByText('Inafanya kazi').waitFor();
    expect(await status.innerText()).toMatch(/API ya Lango[\s\S]*imejibu ndani ya ms \d+ saa \d\d:\d\d:\d\d/);
    expect(await page.getByText(/Operational|Portal API|answered in/).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    ['/', [] as string[]],
    ['/sw/', []],
    ['/sw/about', ['info.sw']],
    ['/fr/terms', ['info.fr']],
  ])('%s downloads only its own language\'s information texts', async (path, chunks) => {
    const scripts = await scriptsOfFirstVisit(path);
    expect(scripts.map((s) => /\/assets\/(info\.(?:sw|fr))-[\w-]+\.js$/.exec(s.path)?.[1]).filter(Boolean)).toEqual(chunks);
  });
});

describe('the public forms and the 404 page speak the page’s language', () => {
  it('/sw/pricing: the calculator’s labels, checks and result are Kiswahili', async () => {
    const { page, context, errors } = await newPage(browser, DESKTOP);
    await page.goto('/sw/pricing');
    const form = page.getByRole('form', { name: 'Kikokotoo cha bei' });
    await form.waitFor();
    const storage = form.getByLabel('Hifadhi ya vitu (GB)');
    expect(await storage.inputValue()).toBe('100');
    expect(await form.getByLabel('Utoaji wa data / data inayotoka (GB)').inputValue()).toBe('50');
    expect(await form.getByLabel('Eneo').locator('option:checked').innerText()).toBe('Kenya (utoaji wa data wa ndani)');
    expect(await form.innerText()).toContain('GB 10 za kwanza ni bure milele');
    // A contract check (the shared zod schema, English in the code) shows in Kiswahili.
    await storage.fill('-5');
    await form.getByRole('button', { name: 'Kokotoa Gharama ya Mwezi' }).click();
    await form.getByText('Hifadhi haiwezi kuwa chini ya sifuri').waitFor();
    expect(await page.getByText('Storage cannot be negative').count()).toBe(0);
    // A price from the server, its lines in Kiswahili, the amount in KSh.
    await storage.fill('2000');
    await form.getByRole('button', { name: 'Kokotoa Gharama ya Mwezi' }).click();
    const storageLine = page.getByTestId('quote-storage');
    await storageLine.waitFor();
    expect(await storageLine.innerText()).toMatch(/GB 2,000 zimetumika · GB 10 bure · GB 1,990 zinatozwa/);
    expect(await page.getByTestId('quote-total').innerText()).toMatch(/^KSh [\d,]+\.\d\d$/);
    // The full estimate below it, too.
    const full = page.getByRole('form', { name: 'Makadirio kamili' });
    await full.getByLabel('Hifadhi ya diski za SSD (GB)').fill('0.5');
    await full.getByRole('button', { name: 'Pata Makadirio Kamili' }).click();
    await full.getByText('Diski za SSD ni kuanzia GB 1 hadi TB 16 (GB 16,000)').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('/fr/support: the ticket form’s labels, checks and confirmation are French', async () => {
    const { page, context, errors } = await newPage(browser, DESKTOP);
    await page.goto('/fr/support');
    const form = page.getByRole('form', { name: 'Ouvrir un ticket d’assistance' });
    await form.waitFor();
    for (const label of ['Nom', 'E-mail', 'Priorité', 'Catégorie', 'Objet', 'Description']) await form.getByLabel(label, { exact: true }).waitFor();
    expect(await form.getByLabel('Catégorie').locator('option:checked').innerText()).toBe('Assistance technique');
    await form.getByRole('button', { name: 'Envoyer le ticket' }).click();
    await form.getByText('Le nom est obligatoire').waitFor();
    expect(await form.innerText()).toContain('L’objet est obligatoire');
    expect(await page.getByText('Name is required').count()).toBe(0);
    await form.getByLabel('Nom', { exact: true }).fill('Amani Njoroge');
    await form.getByLabel('E-mail', { exact: true }).fill('pas-une-adresse');
    await form.getByRole('button', { name: 'Envoyer le ticket' }).click();
    await form.getByText('Veuillez saisir une adresse e-mail valide').waitFor();
    await form.getByLabel('E-mail', { exact: true }).fill(`fr-ticket-${Date.now()}@example.com`);
    await form.getByLabel('Objet', { exact: true }).fill('Question sur la facturation');
    await form.getByLabel('Description', { exact: true }).fill('Ma facture de novembre mentionne deux fois le même volume.');
    await form.getByRole('button', { name: 'Envoyer le ticket' }).click();
    const done = page.getByTestId('ticket-confirmation');
    await done.waitFor();
    expect(await done.innerText()).toMatch(/Ticket reçu[\s\S]*Votre référence est \S+\. Rappelez-la/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('/sw/some-unknown-page is the Kiswahili 404 page, with status 404, with and without JavaScript', async () => {
    const { page, context, errors } = await newPage(browser, DESKTOP);
    const res = await page.goto('/sw/some-unknown-page');
    expect(res?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: '404 Ukurasa Haupatikani' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('sw');
    expect(await page.getByTestId('not-found-path').innerText()).toBe('/sw/some-unknown-page');
    expect(await page.getByRole('link', { name: 'Rudi mwanzo' }).getAttribute('href')).toBe('/sw/');
    expect(await page.getByRole('banner').getByRole('link', { name: 'Bei', exact: true }).getAttribute('href')).toBe('/sw/pricing');
    expect(errors).toEqual([]);
    await context.close();

    const plain = await browser.newContext({ viewport: DESKTOP, baseURL: baseUrl(), javaScriptEnabled: false });
    const noJs = await plain.newPage();
    expect((await noJs.goto('/sw/some-unknown-page'))?.status()).toBe(404);
    expect(await h1(noJs)).toBe('404 Ukurasa Haupatikani');
    expect(await noJs.locator('html').getAttribute('lang')).toBe('sw');
    expect((await noJs.goto('/fr/nope'))?.status()).toBe(404);
    expect(await h1(noJs)).toBe('404 Page introuvable');
    expect((await noJs.goto('/no-such-page'))?.status()).toBe(404);
    expect(await h1(noJs)).toBe('404 Page Not Found');
    await plain.close();
  });
});
