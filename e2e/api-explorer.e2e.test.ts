import type { Browser, Page } from 'playwright-core';
import { baseUrl, DESKTOP, launchBrowser, MOBILE, newCustomer, newPage, registerViaUi, snap } from './support/browser';

/**
 * The integrators' tools, offline: GraphiQL at /graphql and the REST reference at /api/docs load
 * only from this server (no CDN, nothing blocked by the Content-Security-Policy), and personal
 * access tokens are created on the security page and work as Bearer tokens.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Every request that leaves the server under test, and every CSP report or console error. */
function watch(page: Page) {
  const outside: string[] = [];
  const problems: string[] = [];
  page.on('request', (r) => {
    const url = r.url();
    if (!url.startsWith(baseUrl()) && !url.startsWith('data:') && !url.startsWith('blob:')) outside.push(url);
  });
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  return { outside, problems };
}

/** Replace the operation in GraphiQL's editor (Monaco) and run it. */
async function runInGraphiql(page: Page, query: string) {
  const editor = page.locator('.graphiql-query-editor .monaco-editor').first();
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(query);
  await page.locator('.graphiql-execute-button').click();
}

describe('GraphiQL at /graphql', () => {
  it('the docs page button opens it, and signed in it runs { me { firstName } } as the user', async () => {
    const { page, context, errors } = await newPage(browser, DESKTOP);
    const seen = watch(page);
    const customer = newCustomer('explorer');
    await registerViaUi(page, customer);

    await page.goto('/docs');
    await page.getByRole('link', { name: 'API Explorer' }).click();
    await page.waitForURL('**/graphql');
    await page.locator('.graphiql-container').waitFor();
    await page.locator('.graphiql-query-editor .monaco-editor').first().waitFor();

    await runInGraphiql(page, '{ me { firstName } }');
    const result = page.locator('.result-window');
    await result.getByText(`"${customer.firstName}"`).waitFor({ timeout: 15_000 });
    expect((await result.innerText()).replace(/\s+/g, '')).toContain(`"me":{"firstName":"${customer.firstName}"}`);
    await snap(page, 'api-explorer-graphiql');

    // The docs explorer lists the schema (introspection is on).
    await page.getByRole('button', { name: /Show Documentation Explorer/i }).click();
    await page.locator('.graphiql-doc-explorer').getByText('Query', { exact: true }).first().waitFor();

    expect(seen.outside).toEqual([]);
    expect(seen.problems.filter((p) => /Content Security Policy|Refused to/i.test(p))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('signed out, the same query answers null for me (no session), on a phone-sized screen too', async () => {
    const { page, context } = await newPage(browser, MOBILE);
    await page.goto('/graphql');
    await page.locator('.graphiql-query-editor .monaco-editor').first().waitFor();
    await runInGraphiql(page, '{ me { firstName } }');
    await page.locator('.result-window').getByText('null').first().waitFor({ timeout: 15_000 });
    await snap(page, 'api-explorer-graphiql-mobile');
    await context.close();
  });

  it('a shared link /graphql?query=… opens the explorer with that operation in the editor, and it runs', async () => {
    const { page, context, errors } = await newPage(browser, DESKTOP);
    const query = 'query SharedLink { __typename me { firstName } }';
    const response = await page.goto(`/graphql?query=${encodeURIComponent(query)}`);
    expect(response?.status()).toBe(200);
    const editor = page.locator('.graphiql-query-editor .monaco-editor').first();
    await editor.waitFor();
    // Monaco draws spaces as non-breaking ones.
    const shown = async () => (await page.locator('.graphiql-query-editor .view-lines').first().innerText()).replace(/\s+/g, ' ');
    await page.locator('.graphiql-query-editor .view-lines').getByText('SharedLink').first().waitFor({ timeout: 15_000 });
    expect(await shown()).toContain('query SharedLink { __typename me { firstName } }');
    await page.locator('.graphiql-execute-button').click();
    await page.locator('.result-window').getByText('"Query"').waitFor({ timeout: 15_000 });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the REST reference at /api/docs', () => {
  it('renders the OpenAPI document with every documented path, from this server only', async () => {
    const { page, context, errors } = await newPage(browser, DESKTOP);
    const seen = watch(page);
    await page.goto('/api/docs');
    await page.getByText('Mawingu Cloud REST API').first().waitFor();
    await page.locator('.opblock').first().waitFor();
    const spec = (await (await page.request.get('/api/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.values(spec.paths).reduce((n, ops) => n + Object.keys(ops).length, 0);
    expect(await page.locator('.opblock').count()).toBe(documented);
    for (const path of ['/api/auth/user', '/api/cloud-storage-services', '/api/metering/usage', '/api/admin/promotions/{id}/select-winner']) {
      await page.locator('.opblock-summary-path', { hasText: path }).first().waitFor();
    }
    await snap(page, 'api-explorer-rest-reference');
    expect(seen.outside).toEqual([]);
    expect(seen.problems.filter((p) => /Content Security Policy|Refused to/i.test(p))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('personal access tokens on /dashboard/security', () => {
  it('creates a read-only token shown once, which then works as a Bearer token until it is revoked', async () => {
    const { page, context, errors } = await newPage(browser, DESKTOP);
    const customer = newCustomer('pat');
    await registerViaUi(page, customer);
    await page.goto('/dashboard/security');
    await page.getByText('No personal access tokens yet').waitFor();

    await page.getByRole('button', { name: 'Generate New Token' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('nightly-report');
    await dialog.getByRole('button', { name: 'Generate Token' }).click();
    const token = (await page.getByTestId('new-access-token').innerText()).trim();
    expect(token).toMatch(/^mwk_pat_[A-Za-z0-9_-]{43}$/);
    await snap(page, 'access-token-shown-once');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByTestId('access-token-row').filter({ hasText: 'nightly-report' });
    await row.getByText('Read only').waitFor();
    await row.getByText(`${token.slice(0, 12)}…`).waitFor();
    expect(await page.getByText(token).count()).toBe(0);

    // A script with the token (no cookie): it reads as the owner, and may not write.
    const api = await browser.newContext({ baseURL: baseUrl() });
    const me = await api.request.post('/graphql', { headers: { authorization: `Bearer ${token}` }, data: { query: '{ me { firstName } }' } });
    expect((await me.json()).data.me.firstName).toBe(customer.firstName);
    const write = await api.request.post('/api/cloud-storage-services', { headers: { authorization: `Bearer ${token}` }, data: { serviceType: 'Object Storage', storageAmount: 10, cost: 'KSh 20/month' } });
    expect(write.status()).toBe(403);

    await page.reload();
    await row.getByText('Never').waitFor({ state: 'detached' });
    await row.getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
    await row.getByText('Revoked').waitFor();
    const after = await api.request.get('/api/auth/user', { headers: { authorization: `Bearer ${token}` } });
    expect(after.status()).toBe(401);
    await snap(page, 'access-token-revoked');
    expect(errors).toEqual([]);
    await api.close();
    await context.close();
  });
});
