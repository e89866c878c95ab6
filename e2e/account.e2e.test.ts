import type { Browser, Page } from 'playwright-core';
import { totpCode } from '../api/src/modules/account/totp';
import { DESKTOP, MOBILE, hasHorizontalScroll, launchBrowser, newCustomer, newPage, registerViaUi, signInViaUi, snap, toastText } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const now = () => Math.floor(Date.now() / 1000);

/**
 * Waits until the current 30 s TOTP step has at least `seconds` left. The server accepts a code
 * one step either side of its own; the enrolment below sends the previous step's code, which a
 * step boundary between computing and checking it would put two steps back (CI saw it once).
 */
async function freshTotpStep(seconds = 8) {
  const left = 30 - (now() % 30);
  if (left < seconds) await new Promise((resolve) => setTimeout(resolve, (left + 1) * 1000));
}

async function openSecurity(page: Page) {
  await page.goto('/dashboard/security');
  await page.getByRole('heading', { name: 'Security', exact: true, level: 1 }).waitFor();
}

describe('API keys', () => {
  it('creates a key, shows the secret once, then only masked; revokes it with type-to-confirm', async () => {
    const { page, context, errors } = await newPage(browser, DESKTOP);
    await registerViaUi(page, newCustomer('keys'));
    await openSecurity(page);
    await page.getByText('No API keys yet').waitFor();

    await page.getByRole('button', { name: 'Generate New API Key' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('backup-server');
    await dialog.getByRole('button', { name: 'Create Key' }).click();
    const secret = (await page.getByTestId('new-secret-key').innerText()).trim();
    const accessKeyId = (await page.getByTestId('new-access-key-id').innerText()).trim();
    expect(secret).toMatch(/^[A-Za-z0-9_-]{40}$/);
    expect(accessKeyId).toMatch(/^MWK[A-Z2-7]{17}$/);
    await page.getByText('it is shown only once').waitFor();
    await snap(page, 'account-key-secret-once');
    await dialog.getByRole('button', { name: 'Done' }).click();

    const row = page.getByTestId('api-key-row').filter({ hasText: 'backup-server' });
    await row.getByText(accessKeyId).waitFor();
    await row.getByText('Active').waitFor();
    await row.getByRole('button', { name: 'Show masked key' }).click();
    const masked = await row.getByTestId('masked-secret').innerText();
    expect(masked.endsWith(secret.slice(-4))).toBe(true);
    expect(masked).not.toContain(secret.slice(0, 8));
    expect(await page.content()).not.toContain(secret);
    await page.reload();
    await page.getByTestId('api-key-row').first().waitFor();
    expect(await page.content()).not.toContain(secret);
    await page.getByText('1 active API key has no expiry date: prefer keys that expire.').waitFor();

    await page.getByTestId('api-key-row').getByRole('button', { name: 'Deactivate' }).click();
    await page.getByTestId('api-key-row').getByText('Inactive').waitFor();
    await page.getByTestId('api-key-row').getByRole('button', { name: 'Reactivate' }).click();
    await page.getByTestId('api-key-row').getByText('Active', { exact: true }).waitFor();

    await page.getByTestId('api-key-row').getByRole('button', { name: 'Revoke' }).click();
    const confirm = page.getByRole('alertdialog');
    const revokeButton = confirm.getByRole('button', { name: 'Revoke' });
    expect(await revokeButton.isDisabled()).toBe(true);
    await confirm.getByRole('textbox').fill('backup-server');
    await revokeButton.click();
    await page.getByTestId('toast').filter({ hasText: 'API key revoked' }).first().waitFor({ timeout: 20_000 });
    await page.getByText('No API keys yet').waitFor();
    await page.getByTestId('security-events').getByText(/API key "backup-server" revoked/).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('two-factor authentication', () => {
  it('enrols with the QR code secret, then signing in asks for a code', async () => {
    const { page, context, errors } = await newPage(browser, DESKTOP);
    const c = newCustomer('totp');
    await registerViaUi(page, c);
    await openSecurity(page);
    await page.getByRole('checkbox', { name: 'Two-Factor Authentication' }).click({ force: true });
    const secret = (await page.getByTestId('totp-secret').innerText()).trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    await freshTotpStep();
    await page.getByLabel('Verification code').fill(await totpCode(secret, now() - 30));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByTestId('recovery-codes').waitFor();
    expect(await page.getByTestId('recovery-codes').locator('code').count()).toBe(10);
    await page.getByRole('button', { name: 'Done' }).click();
    expect(await page.getByRole('checkbox', { name: 'Two-Factor Authentication' }).isChecked()).toBe(true);
    await page.goto('/dashboard/settings');
    await page.getByRole('tab', { name: 'Account' }).click();
    await page.getByText('Enabled', { exact: true }).waitFor();

    await context.clearCookies();
    await signInViaUi(page, c.username, c.password);
    await page.getByRole('heading', { name: 'Two-factor authentication' }).waitFor();
    await page.getByLabel('Authentication code').fill('000000' === (await totpCode(secret)) ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    expect(await toastText(page)).toContain('Invalid authentication code');
    await freshTotpStep();
    await page.getByLabel('Authentication code').fill(await totpCode(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/dashboard');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe.each([
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
])('language and deletion at %s width', (label, viewport) => {
  it('switches the settings, security, overview and billing pages to Kiswahili', async () => {
    const { page, context, errors } = await newPage(browser, viewport);
    await registerViaUi(page, newCustomer(`sw${label}`));
    await page.goto('/dashboard/settings');
    await page.getByRole('heading', { name: 'Account Settings' }).waitFor();
    await page.getByRole('tab', { name: 'Preferences' }).click();
    await page.getByLabel('Language').selectOption('sw');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('heading', { name: 'Mipangilio ya Akaunti' }).waitFor();
    await page.getByRole('button', { name: 'Hifadhi Mabadiliko' }).waitFor();
    await page.getByRole('tab', { name: 'Wasifu' }).click();
    await page.getByText('Jina la Kwanza').waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await snap(page, `account-settings-sw-${label}`);

    await page.goto('/dashboard/security');
    await page.getByRole('heading', { name: 'Usalama', level: 1 }).waitFor();
    await page.getByText('Alama ya Usalama').first().waitFor();
    await page.getByRole('button', { name: 'Tengeneza Ufunguo Mpya wa API' }).waitFor();
    await page.getByText('Matukio ya Usalama', { exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('sw');
    expect(await hasHorizontalScroll(page)).toBe(false);
    await snap(page, `account-security-sw-${label}`);

    await page.goto('/dashboard');
    // Still the session the registration started: welcomed, not welcomed back ("Karibu tena").
    await page.getByRole('heading', { name: /^Karibu, /, level: 1 }).waitFor();
    await page.getByText('Huduma Amilifu').first().waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);

    await page.goto('/dashboard/billing');
    await page.getByRole('heading', { name: 'Malipo na Matumizi', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Ankara za Karibuni' }).waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await snap(page, `billing-sw-${label}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('deletes the account after type-to-confirm and password; the login then fails', async () => {
    const { page, context, errors } = await newPage(browser, viewport);
    const c = newCustomer(`del${label}`);
    await registerViaUi(page, c);
    await page.goto('/dashboard/settings');
    await page.getByRole('tab', { name: 'Account' }).click();
    await page.getByText('Danger Zone').waitFor();
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Invoices are kept').waitFor();
    const submit = dialog.getByRole('button', { name: 'Delete Account' });
    await dialog.getByLabel('Username').fill(c.username);
    expect(await submit.isDisabled()).toBe(true);
    await dialog.getByLabel('Password').fill(c.password);
    await submit.click();
    expect(await toastText(page)).toContain('Account deleted');
    await page.waitForURL((u) => u.pathname === '/');
    await signInViaUi(page, c.username, c.password);
    expect(await toastText(page)).toContain('Login failed');
    expect(errors).toEqual([]);
    await context.close();
  });
});
