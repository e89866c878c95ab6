import type { Browser, Page } from 'playwright-core';
import { DESKTOP, MOBILE, hasHorizontalScroll, launchBrowser, newCustomer, newPage, fillFields, registerViaUi, signInViaUi, snap, toastText } from './support/browser';
import { linkIn, waitForMail } from './support/mail';

/**
 * Account recovery and sessions in a real browser, with e-mails read from the real SMTP relay that
 * the global setup runs (STARTTLS, AUTH): forgot password → reset link → new password → the old
 * sessions are gone; the verification link; the session list with 'Sign out everywhere else'.
 */
jest.setTimeout(180_000);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const NEW_PASSWORD = 'Mvua!Mpya2026';
const signedInAs = async (page: Page) => (await page.request.get('/api/auth/user')).status() === 200;

describe.each([
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
])('forgot password at %s width', (label, viewport) => {
  it('resets the password with the e-mailed link; every old session is gone; the new password signs in', async () => {
    const owner = await newPage(browser, viewport);
    const c = newCustomer(`reset${label}`);
    await registerViaUi(owner.page, c);
    expect(await signedInAs(owner.page)).toBe(true);

    // Someone who forgot the password, in another browser.
    const { page, context, errors } = await newPage(browser, viewport);
    await page.goto('/auth');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/reset-password');
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await snap(page, `reset-request-${label}`);
    await page.getByLabel('Email').fill(c.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByTestId('reset-requested').getByText('If an account uses this address').waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);

    const mail = await waitForMail(c.email, /^Reset your Mawingu Cloud password$/);
    expect(mail.secure).toBe(true); // STARTTLS before AUTH and DATA
    const link = linkIn(mail.text, '/reset-password');
    await page.goto('about:blank'); // a fresh document (from /reset-password the link would be a mere hash change)
    await page.goto(link);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    expect(new URL(page.url()).hash).toBe(''); // the token left the address bar
    await page.getByLabel('New password', { exact: true }).fill('Password1!');
    await page.getByLabel('Confirm new password').fill('Password1!');
    await page.getByRole('button', { name: 'Change password' }).click();
    // The server's refusal names the field: it is shown under the new password (the forms kit).
    await page.getByText(/This password is too common/).first().waitFor();
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    // The takeover clean-up is offered, checked by default.
    expect(await page.getByRole('checkbox', { name: 'Also revoke personal access tokens and deactivate S3 access keys' }).isChecked()).toBe(true);
    await snap(page, `reset-new-password-${label}`);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByTestId('reset-done').getByText('every session signed out').waitFor();
    await page.getByTestId('reset-done').getByText('Your personal access tokens were revoked').waitFor();
    await snap(page, `reset-done-${label}`);

    // The session opened at registration no longer works.
    expect(await signedInAs(owner.page)).toBe(false);
    // The link works once.
    await page.goto('about:blank');
    await page.goto(link);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill('Another!Mvua2027');
    await page.getByLabel('Confirm new password').fill('Another!Mvua2027');
    await page.getByRole('button', { name: 'Change password' }).click();
    expect(await toastText(page)).toContain('This link is invalid or has expired');

    await signInViaUi(page, c.username, c.password);
    expect(await toastText(page)).toContain('Login failed');
    await signInViaUi(page, c.username, NEW_PASSWORD);
    await page.waitForURL('**/dashboard');
    expect(errors).toEqual([]);
    await owner.context.close();
    await context.close();
  });
});

describe('e-mail verification', () => {
  it('a new account is unverified; the link from the e-mail verifies it', async () => {
    const { page, context, errors } = await newPage(browser, DESKTOP);
    const c = newCustomer('verify');
    await registerViaUi(page, c);
    await page.goto('/dashboard/security');
    await page.getByTestId('email-status').getByText('Not verified').waitFor();
    const mail = await waitForMail(c.email, /^Verify your e-mail address$/);
    await page.goto(linkIn(mail.text, '/verify-email'));
    await page.getByRole('heading', { name: 'E-mail address verified' }).waitFor();
    await snap(page, 'verify-email-desktop');
    await page.getByRole('link', { name: 'Go to your account' }).click();
    await page.getByTestId('email-status').getByText('Verified').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('registering with an address that already has an account shows "Check your e-mail" and tells the owner', async () => {
    const first = await newPage(browser, MOBILE);
    const c = newCustomer('dupe');
    await registerViaUi(first.page, c);
    await first.context.close();

    const { page, context } = await newPage(browser, MOBILE);
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Create an account' }).click();
    // The toggle rewrites the URL and remounts the form: type into the new one.
    await page.waitForURL('**/auth?mode=register');
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    await fillFields(page, [['First name', 'Someone'], ['Last name', 'Else'], ['Username', `${c.username}x`], ['Email', c.email], ['Phone', '0722000111'], ['Password', 'Another!Mvua2027']]);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByTestId('register-check-email').getByText(c.email).waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await snap(page, 'register-check-email-mobile');
    expect(await signedInAs(page)).toBe(false);
    const notice = await waitForMail(c.email, /^Someone tried to create an account with your e-mail address$/);
    expect(notice.text).toContain(`username ${c.username}`);
    await context.close();
  });
});

describe.each([
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
])('sessions at %s width', (label, viewport) => {
  it("lists the signed-in devices and 'Sign out everywhere else' ends the others", async () => {
    const { page, context, errors } = await newPage(browser, viewport);
    const c = newCustomer(`sess${label}`);
    await registerViaUi(page, c);
    const laptop = await newPage(browser, DESKTOP);
    await signInViaUi(laptop.page, c.username, c.password);
    await laptop.page.waitForURL('**/dashboard');

    await page.goto('/dashboard/security');
    const rows = page.getByTestId('session-row');
    await rows.nth(1).waitFor();
    expect(await rows.count()).toBe(2);
    await page.getByTestId('sessions').getByText('This device').waitFor();
    const sessionsText = await page.getByTestId('sessions').innerText();
    expect(sessionsText).toContain('Chrome on Linux');
    // An IPv4 client on the dual-stack listener is shown as IPv4, not as ::ffff:127.0.0.1.
    expect(sessionsText).toContain('127.0.0.1');
    expect(sessionsText).not.toContain('::ffff:');
    expect(await hasHorizontalScroll(page)).toBe(false);
    await snap(page, `security-sessions-${label}`);

    await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
    expect(await toastText(page)).toContain('Signed out everywhere else');
    await page.getByText('No other device is signed in.').waitFor();
    expect(await rows.count()).toBe(1);
    expect(await signedInAs(laptop.page)).toBe(false);
    expect(await signedInAs(page)).toBe(true);
    await page.getByTestId('security-events').getByText('Signed out every other session').waitFor();
    expect(errors).toEqual([]);
    await laptop.context.close();
    await context.close();
  });
});
