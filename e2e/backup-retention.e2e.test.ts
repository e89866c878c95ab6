import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { DESKTOP, MOBILE, dismissToasts, hasHorizontalScroll, launchBrowser, newCustomer, newPage, registerViaUi, snap } from './support/browser';

/**
 * Immutable backups (#29 items 2 and 4), as a customer meets them: buy a Backup Storage service
 * with 30 days of Governance retention in the New Service dialog, create a bucket in it, upload a
 * backup file; the file's version is locked for 30 days, a delete of it is refused, and the
 * cancel dialog says the service cannot go before the day the retention ends. Nothing is lost.
 */
jest.setTimeout(180_000);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const waitToast = (page: import('playwright-core').Page, text: string | RegExp) => page.getByTestId('toast').filter({ hasText: text }).waitFor({ timeout: 15_000 });
const PRESIGN = `mutation ($input: PresignObjectUrlInput!) { presignObjectUrl(input: $input) { url } }`;

describe('a Backup Storage service with 30-day retention', () => {
  it.each([
    ['desktop', DESKTOP],
    ['phone', MOBILE],
  ] as const)('on a %s: chosen in the New Service dialog; a delete of a backup and the cancellation are refused until the retention ends', async (label, viewport) => {
    const { context, page, errors } = await newPage(browser, viewport);
    await registerViaUi(page, newCustomer(`bkp${label[0]}`));
    const name = `Office Backups ${label}`;
    await page.goto('/dashboard/services');
    await page.getByRole('button', { name: /New Service/ }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New Service' });
    await dialog.getByLabel('Name (optional)').fill(name);
    // The retention fields appear for Backup Storage only.
    expect(await dialog.getByLabel('Lock mode').count()).toBe(0);
    await dialog.getByLabel('Service type').selectOption('Backup Storage');
    await dialog.getByLabel('Storage amount (GB)').fill('50');
    await dialog.getByLabel('Retention (immutable backups)').selectOption('30');
    await dialog.getByLabel('Lock mode').selectOption('GOVERNANCE');
    await dialog.getByText(/Every backup version is kept for 30 days: no one can delete it/).waitFor();
    await snap(page, `backup-new-service-${viewport.width}`);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await dialog.getByRole('button', { name: 'Create Service' }).click();
    await waitToast(page, 'Service Created');
    await dialog.waitFor({ state: 'detached' });

    // Its details say how long backups are kept.
    await page.getByRole('button', { name }).first().click();
    const detail = page.getByRole('dialog', { name: new RegExp(name) });
    await detail.getByText('30 days · Governance').waitFor();

    // A bucket of the service, and a backup file uploaded in the browser.
    await detail.getByRole('tab', { name: 'Buckets' }).click();
    await detail.getByText('No buckets yet').waitFor();
    const bucket = `office-bkp-${label}-${Date.now() % 1_000_000_000}`;
    await detail.getByLabel('New bucket name').fill(bucket);
    await detail.getByRole('button', { name: 'Create bucket' }).click();
    await detail.getByRole('button', { name: new RegExp(`^(Browse )?${bucket}$`) }).first().click();
    await detail.getByText('This folder is empty').waitFor();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mw-e2e-backup-'));
    const file = path.join(dir, 'ledger-2026.tar');
    fs.writeFileSync(file, 'tar of the ledgers, night of 28 November');
    await page.getByTestId('upload-input').setInputFiles(file);
    await detail.getByRole('row').filter({ hasText: 'ledger-2026.tar' }).waitFor();

    // The version is locked: deleting it for good is refused.
    await detail.getByRole('button', { name: 'Versions of ledger-2026.tar' }).click();
    const versions = page.getByRole('dialog', { name: 'Versions of ledger-2026.tar' });
    const row = versions.getByRole('row').filter({ has: page.getByTestId('version-id') }).first();
    await row.waitFor();
    await lockedDeleteRefused(page, row);
    await snap(page, `backup-version-locked-${viewport.width}`);
    await dismissToasts(page);
    await versions.getByRole('button', { name: 'Close' }).first().click();

    // Cancelling the service is refused too: the dialog says so up front, with the day the retention
    // ends (UTC, in the customer's date format), and offers no way to confirm.
    const [yyyy, mm, dd] = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10).split('-');
    await detail.getByRole('tab', { name: 'Settings' }).click();
    await detail.getByRole('button', { name: 'Cancel Service' }).click();
    const cancel = page.getByRole('alertdialog');
    await cancel.getByText(`Cancel ${name}?`).waitFor();
    await cancel.getByTestId('cancel-locked').filter({ hasText: `This service holds versions under object lock retention until ${dd}/${mm}/${yyyy} (UTC)` }).waitFor({ timeout: 15_000 });
    expect(await cancel.getByText('Delete this bucket and every object in it with the service').count()).toBe(0);
    await cancel.getByLabel(`Type ${name} to confirm`).fill(name);
    expect(await cancel.getByRole('button', { name: 'Cancel Service' }).isDisabled()).toBe(true);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await snap(page, `backup-cancel-refused-${viewport.width}`);
    await cancel.getByRole('button', { name: 'Keep Service' }).click();
    await cancel.waitFor({ state: 'detached' });

    // Nothing was lost: the backup reads back.
    const res = await page.request.post('/graphql', { data: { query: PRESIGN, variables: { input: { bucket, key: 'ledger-2026.tar', method: 'GET' } } } });
    const url = (await res.json()).data.presignObjectUrl.url as string;
    expect(await (await page.request.get(url)).text()).toBe('tar of the ledgers, night of 28 November');
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** The Versions dialog shows the version locked for the service's retention, and will not delete it: Delete is disabled, with the reason. */
async function lockedDeleteRefused(page: import('playwright-core').Page, row: import('playwright-core').Locator) {
  await row.getByTestId('locked-until').filter({ hasText: /^Locked until .+ · Governance$/ }).waitFor();
  expect(await row.getByRole('button', { name: /^Delete version/ }).isDisabled()).toBe(true);
  await row.getByTestId('lock-reason').filter({ hasText: /^Cannot be deleted before .+ \(object lock\)\.$/ }).waitFor();
  await page.waitForTimeout(800);
}
