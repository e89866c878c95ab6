import type { Browser } from 'playwright-core';
import { E2E_ADMIN } from './support/global-setup';
import { DESKTOP, MOBILE, hasHorizontalScroll, launchBrowser, newCustomer, newPage, fillFields, registerViaUi, signInViaUi, snap, toastText } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Hold every GraphQL mutation for a moment so pending states can be seen. */
async function slowMutations(page: import('playwright-core').Page) {
  await page.route('**/graphql', async (route) => {
    if (/mutation/.test(route.request().postData() ?? '')) await new Promise((r) => setTimeout(r, 700));
    await route.continue();
  });
}

describe.each([
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
])('auth at %s width', (label, viewport) => {
  it('registers with the pending text and toast, shows the signed-in header, signs out', async () => {
    const { page, context, errors } = await newPage(browser, viewport);
    const c = newCustomer(`reg${label}`);
    await slowMutations(page);
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Create an account' }).click();
    // The toggle rewrites the URL and remounts the form: type into the new one.
    await page.waitForURL('**/auth?mode=register');
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    await fillFields(page, [['First name', c.firstName], ['Last name', c.lastName], ['Username', c.username], ['Email', c.email], ['Phone', c.phone], ['Password', c.password]]);
    await snap(page, `auth-register-${label}`);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('button', { name: 'Creating account...' }).isDisabled()).resolves.toBe(true);
    expect(await toastText(page)).toContain('Registration successful');
    await page.waitForURL('**/dashboard');

    // Signed-in header state (on a public page).
    await page.goto('/pricing');
    if (label === 'desktop') {
      await expect(page.getByTestId('header-user-name').innerText()).resolves.toBe(c.firstName);
      await page.getByRole('button', { name: 'Sign Out' }).click();
    } else {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('link', { name: `Dashboard (${c.firstName})` }).waitFor();
      await page.getByRole('button', { name: 'Sign Out' }).click();
    }
    await page.waitForURL('**/auth');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the spinner while checking, then Sign In and Start Free when signed out', async () => {
    const { page, context } = await newPage(browser, viewport);
    // Long enough that the spinner is still there once goto() has waited for the page to hydrate.
    await page.route('**/graphql', async (route) => {
      await new Promise((r) => setTimeout(r, 2500));
      await route.continue();
    });
    await page.goto('/404-check-header');
    if (label === 'desktop') {
      await page.getByTestId('auth-spinner').waitFor();
      await page.getByRole('link', { name: 'Start Free' }).waitFor();
      await expect(page.getByRole('link', { name: 'Sign In' }).getAttribute('href')).resolves.toBe('/auth');
      await expect(page.getByRole('link', { name: 'Start Free' }).getAttribute('href')).resolves.toBe('/auth?mode=register');
    } else {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('link', { name: 'Start Free' }).click();
      await page.waitForURL('**/auth?mode=register');
    }
    await context.close();
  });

  it('shows the 404 page with a developer hint for unknown paths', async () => {
    const { page, context, errors } = await newPage(browser, viewport);
    await page.goto('/definitely/not/here');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await page.getByText('Developer hint').waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await snap(page, `not-found-${label}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('sign in', () => {
  it('shows Signing in... then a Login failed toast with the server message', async () => {
    const { page, context } = await newPage(browser);
    await slowMutations(page);
    await page.goto('/auth');
    await page.getByLabel('Email or username').fill('nobody@example.co.ke');
    await page.getByLabel('Password').fill('Wrong!Passw0rd');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('button', { name: 'Signing in...' }).isDisabled()).resolves.toBe(true);
    expect(await toastText(page)).toContain('Login failed Invalid email/username or password');
    await context.close();
  });

  it('signs in by e-mail and by username, and /auth redirects a signed-in user to /dashboard', async () => {
    const { page, context } = await newPage(browser);
    const c = newCustomer('login');
    await registerViaUi(page, c);
    await context.clearCookies();
    await signInViaUi(page, c.email, c.password);
    expect(await toastText(page)).toContain('Login successful');
    await page.waitForURL('**/dashboard');
    await page.goto('/auth');
    await page.waitForURL('**/dashboard');
    await context.clearCookies();
    await signInViaUi(page, c.username, c.password);
    await page.waitForURL('**/dashboard');
    await context.close();
  });

  it('sends an admin from /adminlogin to /admin/dashboard and a customer to /dashboard', async () => {
    const { page, context } = await newPage(browser);
    await signInViaUi(page, E2E_ADMIN.email, E2E_ADMIN.password, '/adminlogin');
    await page.waitForURL('**/admin/dashboard');
    await context.close();
    const customer = await newPage(browser);
    const c = newCustomer('adm');
    await registerViaUi(customer.page, c);
    await customer.page.goto('/adminlogin');
    await customer.page.waitForURL('**/dashboard');
    await customer.context.close();
  });
});
