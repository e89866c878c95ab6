import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP, MOBILE, hasHorizontalScroll, launchBrowser, newCustomer, newPage, registerViaUi, snap } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Each public route with texts the spec (or the brief) places on it. */
const ROUTES: [string, string[]][] = [
  ['/', ['Start Building Free', 'View Pricing', 'Store & Score is live', '99.9%', '99.99%', '2,000+', 'Estimate Your Bill', 'Start Free in 60 seconds', 'Talk to Sales', 'Object storage']],
  ['/products', ['Object Storage', 'Block Storage', 'Snapshots & Backups', 'Edge CDN', 'Get S3 Credentials', 'Developer toolkit', 'Get Started Free', 'View Documentation']],
  ['/pricing', ['Transparent pricing in Kenyan shillings', 'What a typical start-up pays', 'Calculate Monthly Cost', 'Why choose Mawingu Cloud', 'How we compare', '99.99% monthly uptime SLA with a 30x service credit on breach', 'Start Free Trial']],
  ['/customers', ['2,000+', 'PesaFlow Payments', 'Soko Mtandao', 'Afya Bora Clinics', 'Cost savings', 'Across every industry', 'In their words']],
  ['/security', ['SOC 2 Type II', 'ISO 27001', 'GDPR', 'POPIA', 'expected Q4 2025', 'AES-256 at rest', 'TLS 1.3 in transit', '$5,000 – $10,000', '$100 – $1,000']],
  ['/support', ['Knowledge Base', 'Documentation', 'Community', '12 articles', '25 articles', '18 articles', '8 articles', '22 articles', '15 articles', 'Submit Ticket', 'Premium support']],
  ['/docs', ['Developer Documentation', 'Quick Start', 'API Reference', 'Download CLI', 'API Explorer', 'Create your account', 'Migration Guides', 'Best Practices', 'Tutorials']],
  ['/about', ['About Mawingu Cloud']],
  ['/careers', ['Careers']],
  ['/blog', ['Blog']],
  ['/press', ['Press']],
  ['/status', ['System Status', 'Operational']],
  ['/privacy', ['Privacy Policy']],
  ['/terms', ['Terms of Service']],
  ['/dpa', ['Data Processing Agreement']],
];

async function expectVisible(page: Page, text: string) {
  const loc = page.getByText(text, { exact: false }).filter({ visible: true }).first();
  await loc.waitFor({ state: 'visible', timeout: 20_000 });
}

/**
 * Each route at each width: its texts, then axe-core on the same load of the page. The axe test
 * takes over the page its route's render test leaves open (one load for both instead of two); it
 * loads the page itself when there is none (the render test failed, or was filtered out with -t).
 */
describe.each([
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
])('public pages at %s width', (label, viewport) => {
  let loaded: { path: string; page: Page; context: BrowserContext } | undefined;
  const closeLoaded = async () => {
    const l = loaded;
    loaded = undefined;
    await l?.context.close();
  };
  afterAll(closeLoaded);

  describe.each(ROUTES)('%s', (path, texts) => {
    it('renders its texts without sideways scroll or errors', async () => {
      await closeLoaded();
      const { page, context, errors } = await newPage(browser, viewport);
      await page.goto(path);
      for (const t of texts) await expectVisible(page, t);
      expect(await page.title()).toMatch(/Mawingu Cloud/);
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
      expect(await hasHorizontalScroll(page)).toBe(false);
      if (['/', '/pricing', '/docs', '/support'].includes(path)) await snap(page, `public${path.replace(/\//g, '-') || '-home'}-${label}`);
      expect(errors).toEqual([]);
      loaded = { path, page, context };
    });

    it('has no serious or critical violations (axe-core)', async () => {
      const taken = loaded?.path === path ? loaded : undefined;
      if (!taken) await closeLoaded();
      loaded = undefined;
      const { page, context } = taken ?? (await newPage(browser, viewport));
      if (!taken) await page.goto(path);
      await expectVisible(page, texts[0]!);
      // With the page as the only frame (no iframe anywhere on the public site), axe's legacy mode
      // runs the same rules on the same DOM in one axe.run, without runPartial's extra blank page
      // that loads axe a second time to merge per-frame results.
      const axe = new AxeBuilder({ page });
      if (page.frames().length === 1) axe.setLegacyMode();
      const result = await axe.analyze();
      const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
      expect(bad).toEqual([]);
      await context.close();
    });
  });
});

describe('pricing calculator', () => {
  it('prices the defaults at KSh 76.50, then other regions and amounts from the server', async () => {
    const { page, context, errors } = await newPage(browser, DESKTOP);
    await page.route('**/graphql', async (route) => {
      if ((route.request().postData() ?? '').includes('PricingQuote')) await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    await page.goto('/pricing');
    await expect(page.getByLabel('Object storage (GB)').inputValue()).resolves.toBe('100');
    await expect(page.getByLabel('Egress / data transfer out (GB)').inputValue()).resolves.toBe('50');
    await expect(page.getByLabel('Region').inputValue()).resolves.toBe('kenya');
    await expect(page.getByLabel('Object storage (GB)').getAttribute('min')).resolves.toBe('0');

    await page.getByRole('button', { name: 'Calculate Monthly Cost' }).click();
    await expect(page.getByRole('button', { name: 'Calculating...' }).isDisabled()).resolves.toBe(true);
    const total = page.getByTestId('quote-total');
    await total.waitFor();
    expect(await total.innerText()).toBe('KSh 76.50');
    const result = page.getByTestId('quote-result');
    expect(await result.innerText()).toContain('KES');
    expect(await page.getByTestId('quote-storage').innerText()).toMatch(/KSh 76\.50[\s\S]*100 GB used · 10 GB free · 90 GB billable/);
    expect(await page.getByTestId('quote-egress').innerText()).toMatch(/KSh 0\.00[\s\S]*50 GB used · 50 GB free · 0 GB billable/);

    // 2,000 GB stored and 500 GB regional egress: (2000-10)×0.85 + (500-50)×0.40.
    await page.getByLabel('Object storage (GB)').fill('2000');
    await page.getByLabel('Egress / data transfer out (GB)').fill('500');
    await page.getByLabel('Region').selectOption('east-africa');
    await page.getByRole('button', { name: 'Calculate Monthly Cost' }).click();
    await page.getByRole('button', { name: 'Calculate Monthly Cost' }).waitFor();
    expect(await total.innerText()).toBe('KSh 1,871.50');
    expect(await page.getByTestId('quote-storage').innerText()).toContain('KSh 1,691.50');
    expect(await page.getByTestId('quote-egress').innerText()).toContain('KSh 180.00');
    expect(await page.getByTestId('quote-result').innerText()).toContain('Estimated monthly cost (excl. VAT)');

    // Africa multi-region: 150 GB egress, 50 free at KSh 0.60.
    await page.getByLabel('Egress / data transfer out (GB)').fill('150');
    await page.getByLabel('Region').selectOption('africa');
    await page.getByRole('button', { name: 'Calculate Monthly Cost' }).click();
    await page.getByRole('button', { name: 'Calculate Monthly Cost' }).waitFor();
    expect(await page.getByTestId('quote-egress').innerText()).toContain('KSh 60.00');
    expect(await total.innerText()).toBe('KSh 1,751.50');

    // A negative number is refused before any request.
    await page.getByLabel('Object storage (GB)').fill('-5');
    await page.getByRole('button', { name: 'Calculate Monthly Cost' }).click();
    await expectVisible(page, 'Storage cannot be negative');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('produces a full estimate table with block storage, CDN and premium support', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await page.goto('/pricing');
    await page.getByLabel('Block SSD storage (GB)').fill('100');
    await page.getByLabel('Edge CDN delivery (GB)').fill('1500');
    await page.getByText('Add premium support').click();
    await page.getByRole('button', { name: 'Get Full Estimate' }).click();
    const table = page.getByTestId('estimate-table').last();
    await page.getByRole('button', { name: 'Get Full Estimate' }).waitFor();
    await table.waitFor();
    const text = await table.innerText();
    expect(text).toMatch(/Block SSD storage\s+100 GB\s+0 GB\s+100 GB\s+KSh 5\.50 \/ GB-month\s+KSh 550\.00/);
    expect(text).toMatch(/Edge CDN \(Beta\)\s+1,500 GB\s+1,000 GB\s+500 GB\s+KSh 0\.12 \/ GB\s+KSh 60\.00/);
    expect(text).toContain('KSh 9,000.00');
    // 76.50 + 550 + 60 + 9,000
    expect(await page.getByTestId('estimate-total').last().innerText()).toBe('KSh 9,686.50');
    // VAT at the server's rate (VAT_RATE_PERCENT, 16 % by default): 9,686.50 × 16 % = 1,549.84.
    expect(text).toMatch(/Monthly total \(excl\. VAT\)\s+KSh 9,686\.50\s+VAT \(16%\)\s+KSh 1,549\.84\s+Monthly total \(incl\. VAT\)\s+KSh 11,236\.34/);
    await context.close();
  });
});

describe('tabs, FAQ, search and copy', () => {
  it('opens the default tabs, switches with ?tab= and honours deep links', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await page.goto('/products');
    await expect(page.getByRole('tab', { name: 'Object Storage' }).getAttribute('aria-selected')).resolves.toBe('true');
    await page.getByRole('tab', { name: 'Block Storage' }).click();
    await page.waitForURL('**/products?tab=block-storage');
    await expectVisible(page, 'Create Volume');
    await page.goto('/products?tab=edge-cdn');
    await expectVisible(page, 'Join Beta Program');
    await expectVisible(page, 'Nairobi, Mombasa, Lagos (Beta)');
    await page.getByRole('tab', { name: 'Snapshots & Backups' }).click();
    await expectVisible(page, 'Configure Backups');

    await page.goto('/security');
    await expect(page.getByRole('tab', { name: 'Certifications' }).getAttribute('aria-selected')).resolves.toBe('true');
    await page.getByRole('tab', { name: 'Compliance' }).click();
    await expectVisible(page, 'Kenya Data Protection Act, 2019');

    await page.goto('/support');
    await expect(page.getByRole('tab', { name: 'Knowledge Base' }).getAttribute('aria-selected')).resolves.toBe('true');
    await page.goto('/support?tab=community');
    await expectVisible(page, 'Join the community chat');

    await page.goto('/docs');
    await expect(page.getByRole('tab', { name: 'Quick Start' }).getAttribute('aria-selected')).resolves.toBe('true');
    await page.getByRole('button', { name: 'Download CLI' }).click();
    await page.waitForURL('**/docs?tab=integrations');
    await expectVisible(page, 'Command-line tool (AWS CLI v2)');
    await page.goto('/docs?tab=api');
    await expectVisible(page, 'AWS S3 compatible');
    for (const path of ['/{bucket}/{key}', '/{bucket}?list-type=2']) await expectVisible(page, path);
    await expectVisible(page, 'Authentication: AWS Signature Version 4');
    await page.getByTestId('api-operation').first().getByRole('button', { name: 'Try It' }).click();
    await expectVisible(page, 'curl --aws-sigv4');
    await context.close();
  });

  it('keeps at most one FAQ open', async () => {
    const { page, context } = await newPage(browser, MOBILE);
    await page.goto('/docs?tab=faqs');
    const items = page.getByTestId('faq-list').getByRole('button');
    await items.first().waitFor();
    expect(await items.count()).toBe(6);
    await items.nth(0).click();
    const first = page.getByText('implements the S3 API with AWS Signature Version 4');
    await first.waitFor({ state: 'visible' });
    await items.nth(1).click();
    await page.getByText('In Nairobi, Kenya by default').waitFor({ state: 'visible' });
    await first.waitFor({ state: 'hidden' });
    await items.nth(1).click();
    await page.getByText('In Nairobi, Kenya by default').waitFor({ state: 'hidden' });
    await context.close();
  });

  it('filters the docs with the search box and copies code', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/docs');
    await page.getByLabel('Search the documentation').fill('terraform');
    const results = page.getByTestId('docs-search-results');
    await expectVisible(page, 'result');
    const text = await results.innerText();
    expect(text).toContain('Terraform');
    expect(text).not.toContain('boto3');
    expect(page.url()).toContain('q=terraform');
    await page.getByLabel('Search the documentation').fill('zzzqqq');
    await expectVisible(page, 'No results for “zzzqqq”');
    await page.getByRole('button', { name: 'Clear search' }).click();
    await page.getByRole('tab', { name: 'SDKs' }).click();
    const python = page.getByTestId('sdk-card').filter({ hasText: 'boto3' });
    await python.getByRole('button', { name: 'Copy Python — Install code' }).click();
    await python.getByText('Copied!').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('pip install boto3');
    await python.getByRole('button', { name: 'Examples' }).click();
    await expectVisible(page, 's3.download_file');
    await context.close();
  });
});

describe('support tickets', () => {
  it('validates, submits to the server and shows the reference', async () => {
    const { page, context, errors } = await newPage(browser, MOBILE);
    await page.goto('/support?category=billing#ticket');
    await expect(page.getByLabel('Category').inputValue()).resolves.toBe('billing');
    const priorities = await page.getByLabel('Priority').locator('option').allInnerTexts();
    expect(priorities).toEqual(['Low - General inquiry', 'Medium - Service issue', 'High - Service degradation', 'Critical - Service outage']);
    const categories = await page.getByLabel('Category').locator('option').allInnerTexts();
    expect(categories).toEqual(['Technical Support', 'Billing Inquiry', 'Feature Request', 'Security Concern', 'Partnership']);
    await page.getByRole('button', { name: 'Submit Ticket' }).click();
    await expectVisible(page, 'Name is required');
    await page.getByLabel('Name').fill('Zawadi Njeri');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Submit Ticket' }).click();
    await expectVisible(page, 'Please enter a valid email address');
    await page.getByLabel('Email').fill('zawadi@example.co.ke');
    await page.getByLabel('Priority').selectOption('high');
    await page.getByLabel('Subject').fill('Invoice shows the wrong VAT number');
    await page.getByLabel('Description').fill('Our November invoice lists an old VAT PIN; please reissue it.');
    await page.getByText('This is urgent').click();
    await page.getByRole('button', { name: 'Submit Ticket' }).click();
    const ref = page.getByTestId('ticket-reference');
    await ref.waitFor();
    expect(await ref.innerText()).toMatch(/^TKT-\d{4}-\d{6}$/);
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('prefills name and e-mail for a signed-in customer', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    const customer = newCustomer('ticket');
    await registerViaUi(page, customer);
    await page.goto('/support');
    await page.waitForFunction((email) => (document.querySelector('input[name="email"]') as HTMLInputElement | null)?.value === email, customer.email);
    expect(await page.getByLabel('Name').inputValue()).toBe(`${customer.firstName} ${customer.lastName}`);
    await context.close();
  });
});

describe('the light home page', () => {
  it('loads neither Apollo Client nor the app theme, and a click into an app page still works', async () => {
    const { page, context, errors } = await newPage(browser, DESKTOP);
    const scripts: string[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('.js')) scripts.push(new URL(r.url()).pathname);
    });
    await page.goto('/');
    await expectVisible(page, 'Start Building Free');
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(2);
    expect(scripts.filter((s) => /AppLayout|theme-app|apollo|useQuery/i.test(s))).toEqual([]);
    // Client-side navigation from the static shell into a page that needs both.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
    await page.waitForURL('**/pricing');
    await page.getByRole('button', { name: 'Calculate Monthly Cost' }).click();
    await expectVisible(page, '76.50');
    expect(scripts.some((s) => /AppLayout/.test(s))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the header fits on one line at every desktop width, signed out and signed in', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    const check = async (state: string) => {
      for (const width of [1024, 1180, 1280, 1440]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto('/');
        await expectVisible(page, 'Start Building Free');
        const logoHeight = await page.getByRole('link', { name: 'Mawingu Cloud home' }).evaluate((el) => el.getBoundingClientRect().height);
        expect({ state, width, sideways: await hasHorizontalScroll(page), logoOnOneLine: logoHeight < 40 }).toEqual({ state, width, sideways: false, logoOnOneLine: true });
      }
    };
    await check('signed out');
    await registerViaUi(page, newCustomer('hdr'));
    await check('signed in');
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await page.getByTestId('header-user-name').isVisible()).toBe(true);
    await context.close();
  });
});

describe('navigation', () => {
  it('mobile drawer: links close it, Sign In goes to /auth, Start Free to /auth?mode=register', async () => {
    const { page, context } = await newPage(browser, MOBILE);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Pricing' }).click();
    await page.waitForURL('**/pricing');
    await page.getByRole('navigation', { name: 'Mobile' }).waitFor({ state: 'hidden' });
    for (const [name, url] of [['Sign In', '**/auth'], ['Start Free', '**/auth?mode=register']] as const) {
      await page.goto('/docs');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name }).click();
      await page.waitForURL(url);
    }
    await context.close();
  });

  it('desktop Products dropdown opens a product tab', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await page.goto('/');
    await page.getByRole('button', { name: /Products/ }).click();
    // The menu's code loads on intent and the menu animates open: click its item once it is still
    // (a click during the opening animation was lost on a loaded CI machine).
    const item = page.getByRole('menuitem', { name: /Block Storage/ });
    await item.waitFor();
    await page.getByRole('menu').evaluate((menu) => Promise.all(menu.getAnimations({ subtree: true }).map((a) => a.finished)));
    await item.click();
    await page.waitForURL('**/products?tab=block-storage');
    await expectVisible(page, 'Create Volume');
    await context.close();
  });

  it('every footer and call-to-action link on the home page leads to a real page', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await page.goto('/');
    await expectVisible(page, 'Start Building Free');
    const hrefs = await page.$$eval('main a[href^="/"], footer a[href^="/"]', (as) => [...new Set(as.map((a) => a.getAttribute('href')!))]);
    expect(hrefs.length).toBeGreaterThan(20);
    for (const href of hrefs) {
      if (href.startsWith('/dashboard')) continue;
      await page.goto(href);
      await page.locator('h1').first().waitFor();
      expect([href, await page.locator('h1').first().innerText()]).not.toEqual([href, '404 Page Not Found']);
    }
    await context.close();
  }, 180_000);
});
