import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { E2E_KEYS } from './support/server';
import { waitForMail } from './support/mail';
import { pdfToText } from '../api/src/test/pdf-text';
import { DESKTOP, MOBILE, hasHorizontalScroll, launchBrowser, signInViaUi, snap } from './support/browser';

/**
 * Paying an invoice, end to end, on the demo data: the seeded customer who has not paid
 * (bochieng) sees the overdue invoice, how to pay it (the configured M-Pesa Paybill with the
 * invoice number as the account) and downloads it as a PDF; the competition card says why they are
 * out of the draws; an admin records their M-Pesa payment; the customer then sees the invoice paid
 * with the receipt, and their entries back. This file starts its own built server (fresh SQLite,
 * demo seed, payment details configured) so the payment it records touches no other e2e file.
 */
let browser: Browser;
let server: ChildProcess;
let baseURL: string;

const PAYBILL = '522533';
const LATE = { id: 'bochieng', password: 'Demo!Pass2026' };
const ADMIN = { id: 'admin', password: 'Admin!Pass2026' };

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  const root = path.resolve(__dirname, '..');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mw-e2e-billing-'));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    ...E2E_KEYS,
    PORT: String(port),
    S3_PORT: '0',
    DATA_DIR: dataDir,
    DATABASE_URL: `sqlite:${path.join(dataDir, 'billing.sqlite')}`,
    SEED_DEMO: 'true',
    ALLOW_DEMO_SEED_IN_PRODUCTION: 'true',
    LOG_LEVEL: 'warn',
    BILLING_PROVIDER_NAME: 'Mawingu Cloud Limited',
    BILLING_PROVIDER_KRA_PIN: 'P051234567Q',
    BILLING_PROVIDER_ADDRESS: 'Mawingu House, Waiyaki Way, Westlands, Nairobi',
    BILLING_MPESA_PAYBILL: PAYBILL,
    BILLING_BANK_NAME: 'Equity Bank Kenya',
    BILLING_BANK_ACCOUNT_NAME: 'Mawingu Cloud Limited',
    BILLING_BANK_ACCOUNT_NUMBER: '1180281234567',
    // Links in e-mails point here. The suite's SMTP relay (global setup): the overdue and hold notices arrive there.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...(JSON.parse(process.env.E2E_SMTP_ENV ?? '{}') as Record<string, string>),
  };
  for (const k of ['ADMIN_EMAIL', 'ADMIN_PASSWORD', 'METERING_TOKEN']) delete env[k];
  server = spawn(process.execPath, [path.join(root, 'dist/api/src/main.js')], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
  baseURL = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    const up = await fetch(`${baseURL}/api/auth/user`).then((r) => r.status === 401).catch(() => false);
    if (up) break;
    if (server.exitCode !== null) throw new Error('billing e2e server exited during start-up');
    await new Promise((r) => setTimeout(r, 200));
  }
  browser = await launchBrowser();
}, 90_000);
afterAll(async () => {
  await browser?.close();
  server?.kill('SIGTERM');
});

async function newPage(viewport = DESKTOP) {
  const context = await browser.newContext({ viewport, baseURL, acceptDownloads: true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

async function gql<T>(page: Page, query: string): Promise<T> {
  const res = await page.request.post('/graphql', { data: { query }, headers: { 'content-type': 'application/json' } });
  const body = (await res.json()) as { data: T; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

interface Inv {
  id: string;
  number: string;
  status: string;
  totalCents: number;
  balanceCents: number;
  dueAt: string;
}
const overdueOf = async (page: Page) => (await gql<{ invoices: { nodes: Inv[] } }>(page, '{ invoices(first: 100) { nodes { id number status totalCents balanceCents dueAt } } }')).invoices.nodes.filter((i) => i.status === 'overdue');
const ksh = (cents: number) => `KSh ${(cents / 100).toLocaleString('en-KE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

let invoice: Inv;

describe('paying an overdue invoice', () => {
  it('the customer sees how to pay it, downloads the PDF with the payment instructions, and why they are out of the draws', async () => {
    const { page, context, errors } = await newPage();
    await signInViaUi(page, LATE.id, LATE.password);
    await page.waitForURL('**/dashboard');
    const overdue = await overdueOf(page);
    expect(overdue).toHaveLength(1);
    invoice = overdue[0]!;
    expect(invoice.balanceCents).toBeGreaterThan(0);
    // Unpaid 14 days past its due date, the invoice puts the storage on hold: every dashboard page says so.
    const banner = page.getByTestId('storage-hold-banner');
    if (Date.now() - Date.parse(invoice.dueAt) > 14 * 86_400_000) {
      await banner.getByText('Your storage is on hold').waitFor();
      expect(await banner.innerText()).toContain(`Invoice ${invoice.number} was due on`);
    } else {
      await page.getByText('Welcome back').first().waitFor();
      expect(await banner.count()).toBe(0);
    }
    // And the customer was told by e-mail, through the real SMTP relay: the notice of the stage the
    // invoice is in (billing/hold-notices.ts), with the amount and how to pay. (The suite's own
    // server mails the same demo customer: this server's is the one linking to this server.)
    const lateFor = Date.now() - Date.parse(invoice.dueAt);
    const subject = lateFor >= 14 * 86_400_000 ? `Your storage is on hold: invoice ${invoice.number} is unpaid` : lateFor >= 11 * 86_400_000 ? 'Your storage will be put on hold on' : `Invoice ${invoice.number} is overdue`;
    const noticeMail = await waitForMail(`${LATE.id}@demo.mawingu.cloud`, new RegExp(subject.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')), 30_000, `${baseURL}/dashboard/billing`);
    expect(noticeMail.text).toContain(`Invoice: ${invoice.number}`);
    expect(noticeMail.text).toContain(`M-Pesa: Paybill ${PAYBILL}, account ${invoice.number}`);

    await page.goto('/dashboard/billing');
    const method = page.getByRole('group', { name: 'Payment Method' });
    await method.getByText(`M-Pesa Paybill ${PAYBILL}`).waitFor();
    await method.getByText(`Account number: ${invoice.number}`).waitFor();
    await page.getByRole('button', { name: `Details of invoice ${invoice.number}` }).click();
    const dialog = page.getByTestId('invoice-dialog');
    await dialog.getByText(`Invoice ${invoice.number}`).waitFor();
    await dialog.getByText('Overdue', { exact: true }).waitFor();
    const pay = dialog.getByTestId('how-to-pay');
    await pay.waitFor();
    const how = (await pay.innerText()).replace(/\s+/g, ' ');
    expect(how).toContain('M-Pesa: Lipa na M-Pesa, then Pay Bill.');
    expect(how).toContain(`Business number ${PAYBILL}`);
    expect(how).toContain(`Account number ${invoice.number}`);
    expect(how).toContain('Equity Bank Kenya');
    expect(how).toContain(`Please pay ${ksh(invoice.balanceCents)} by`);
    expect(how).not.toMatch(/placeholder/i);
    await snap(page, 'billing-invoice-overdue-desktop');

    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('link', { name: `Download invoice ${invoice.number}` }).click()]);
    expect(download.suggestedFilename()).toBe(`${invoice.number}.pdf`);
    const text = (await pdfToText(fs.readFileSync((await download.path())!))).replace(/\s+/g, ' ');
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain('KRA PIN: P051234567Q');
    expect(text).toContain(`Business number ${PAYBILL}, account number ${invoice.number}`);
    expect(text).toContain(`Total (incl. VAT) ${ksh(invoice.totalCents)}`);
    expect(text).toContain(`Balance due ${ksh(invoice.balanceCents)}`);
    expect(text).toMatch(/VAT at 16% KSh [\d,]+\.\d\d/);

    await page.goto('/dashboard/promotions');
    const notice = page.getByTestId('overdue-notice');
    await notice.waitFor();
    expect(await notice.innerText()).toContain(`Entries paused: invoice ${invoice.number} is overdue`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reads on a phone', async () => {
    const { page, context } = await newPage(MOBILE);
    await signInViaUi(page, LATE.id, LATE.password);
    await page.waitForURL('**/dashboard');
    await page.goto('/dashboard/billing');
    await page.getByRole('button', { name: `Details of invoice ${invoice.number}` }).click();
    await page.getByTestId('how-to-pay').waitFor();
    await snap(page, 'billing-invoice-overdue-mobile');
    expect(await hasHorizontalScroll(page)).toBe(false);
    await context.close();
  });

  it('an admin records the M-Pesa payment in the admin billing area', async () => {
    const { page, context, errors } = await newPage();
    await signInViaUi(page, ADMIN.id, ADMIN.password, '/adminlogin');
    await page.waitForURL('**/admin/dashboard');
    await page.goto('/admin/billing');
    await page.getByTestId('revenue-overdue').filter({ hasText: /KSh [1-9]/ }).waitFor();
    const overdueBefore = await page.getByTestId('revenue-overdue').innerText();
    await page.getByRole('radiogroup', { name: 'Invoice state' }).getByText('Overdue', { exact: true }).click();
    const row = page.getByRole('row').filter({ hasText: invoice.number });
    await row.waitFor();
    await row.getByRole('button', { name: `Record payment for ${invoice.number}` }).click();
    const form = page.getByRole('form', { name: 'Record payment' });
    await form.waitFor();
    expect(await form.getByLabel(/Amount \(KSh\)/).inputValue()).toBe((invoice.balanceCents / 100).toFixed(2));
    await form.getByLabel(/M-Pesa receipt number/).fill('sk83hx2zpl');
    await snap(page, 'admin-record-payment-desktop');
    await form.getByRole('button', { name: 'Record payment' }).click();
    await page.getByTestId('toast').filter({ hasText: `M-Pesa SK83HX2ZPL: ${ksh(invoice.balanceCents)} on ${invoice.number} (paid in full).` }).waitFor();
    await row.waitFor({ state: 'detached' });
    await page.getByTestId('revenue-overdue').filter({ hasNotText: overdueBefore }).waitFor();
    await snap(page, 'admin-billing-desktop');

    // #31 item 11: the recorded payment is an administrator's act, so the audit log has it, and its
    // action filter offers it.
    await page.goto('/admin/audit');
    await page.getByLabel('Action', { exact: true }).selectOption({ label: 'Payment recorded' });
    await page.waitForURL(/action=payment_recorded/);
    const log = page.getByRole('region', { name: 'Admin audit log' });
    await log.getByText(new RegExp(`Recorded M-Pesa payment SK83HX2ZPL of ${ksh(invoice.balanceCents).replace(/[.]/g, '\\.')} on invoice ${invoice.number} .*\\(paid in full\\)`)).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the customer sees the invoice paid with the receipt, and is back in the draws', async () => {
    const { page, context, errors } = await newPage();
    await signInViaUi(page, LATE.id, LATE.password);
    await page.waitForURL('**/dashboard');
    await page.goto('/dashboard/billing');
    const row = page.getByRole('row').filter({ hasText: invoice.number });
    await row.getByText('Paid', { exact: true }).filter({ visible: true }).waitFor();
    expect(await page.getByTestId('storage-hold-banner').count()).toBe(0);
    await page.getByRole('button', { name: `Details of invoice ${invoice.number}` }).click();
    const dialog = page.getByTestId('invoice-dialog');
    const receipts = dialog.getByTestId('invoice-receipts');
    await receipts.getByText(/M-Pesa receipt SK83HX2ZPL/).waitFor();
    expect(await receipts.innerText()).toMatch(/Paid in full on \d\d\/\d\d\/\d{4}\./);
    expect(await dialog.getByTestId('how-to-pay').count()).toBe(0);
    expect((await dialog.getByTestId('invoice-totals').innerText()).replace(/\s+/g, ' ')).toContain('Balance due KSh 0.00');
    await snap(page, 'billing-invoice-paid-desktop');
    await page.keyboard.press('Escape');

    await page.goto('/dashboard/promotions');
    const standing = page.getByTestId('my-standing');
    await standing.getByText('Entered').waitFor();
    expect(await page.getByTestId('overdue-notice').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
