import type { DataSource } from 'typeorm';
import type { DemoSeeder } from '../../seed/demo-seeders';
import { UserEntity } from '../auth';
import { ensureBillingAccount } from './billing-account';
import { BillingAccountEntity } from './billing-account.entity';
import { generateInvoicesForMonth } from './invoice-generation';
import { InvoicePaymentEntity } from './invoice-payment.entity';
import { InvoiceEntity } from './invoice.entity';
import { addMonths, lastCompletedMonth } from './months';

/** Months of invoices the demo starts with (every customer, oldest first, so numbers follow the months). */
const DEMO_MONTHS = 6;
/** Days after issue the demo customers paid. */
const PAID_AFTER_DAYS = 3;
/** The demo customer who has not paid their latest invoice that is past its due date (a demo of overdue). */
export const DEMO_OVERDUE_USERNAME = 'bochieng';

/** A demo M-Pesa receipt number (10 letters and digits), unique per invoice. */
const demoReceipt = (invoiceId: number) => `SKD${String(invoiceId).padStart(7, '0')}`;

/**
 * Record a demo payment in full, as an administrator would have (the seed writes history, so it
 * sends no receipts and writes no audit rows).
 */
async function payInFull(db: DataSource, invoice: InvoiceEntity, adminId: number): Promise<void> {
  const paidAt = new Date(invoice.issuedAt.getTime() + PAID_AFTER_DAYS * 86_400_000);
  await db.transaction(async (m) => {
    await m.getRepository(InvoicePaymentEntity).insert({
      invoiceId: invoice.id,
      userId: invoice.userId,
      method: 'mpesa',
      reference: demoReceipt(invoice.id),
      amountCents: invoice.totalCents,
      paidAt,
      recordedAt: paidAt,
      source: 'admin',
      recordedBy: adminId,
    });
    await m.getRepository(InvoiceEntity).update(invoice.id, { amountPaidCents: invoice.totalCents, paidAt });
  });
}

/**
 * The demo's billing, run after the services, competition and metering seeds: a KSh 2,000 spend
 * alert for the demo customer, and the last DEMO_MONTHS months invoiced for EVERY customer with
 * services (as the monthly job would have), paid by M-Pesa 3 days after issue once due — so the
 * demo customer holds competition entries. An invoice not yet due stays pending; one customer
 * (DEMO_OVERDUE_USERNAME) leaves their latest past-due invoice unpaid: it shows as overdue and
 * keeps them out of the draws until an admin records their payment.
 */
export const seedBilling: DemoSeeder = async (db: DataSource, { customer, admin }) => {
  const account = await ensureBillingAccount(db, customer);
  await db.getRepository(BillingAccountEntity).update(account.id, { monthlyBudgetCents: 200_000 });
  const now = new Date();
  const latest = lastCompletedMonth(now);
  for (let k = DEMO_MONTHS - 1; k >= 0; k--) await generateInvoicesForMonth(db, addMonths(latest, -k), now);

  const late = await db.getRepository(UserEntity).findOneBy({ usernameKey: DEMO_OVERDUE_USERNAME });
  const invoices = await db.getRepository(InvoiceEntity).find({ order: { periodStart: 'DESC', id: 'ASC' } });
  const leftOverdue = late ? invoices.find((i) => i.userId === late.id && i.dueAt < now && i.totalCents > 0) : undefined;
  for (const invoice of invoices) {
    if (invoice.paidAt || invoice.dueAt >= now || invoice === leftOverdue) continue;
    await payInFull(db, invoice, admin.id);
  }
};
