import type { DataSource } from 'typeorm';
import type { DemoSeeder } from '../../seed/demo-seeders';
import { ensureBillingAccount } from './billing-account';
import { BillingAccountEntity } from './billing-account.entity';
import { generateInvoice } from './invoice-generation';
import { InvoiceEntity } from './invoice.entity';
import { addMonths, lastCompletedMonth } from './months';

/** Days after issue the demo customer paid their older invoices. */
const PAID_AFTER_DAYS = 3;

/**
 * The demo customer's billing: M-Pesa on their phone, a KSh 2,000 monthly spend alert, and the
 * last 6 months' invoices from their services and metered usage (the metering seed ran first);
 * older invoices are paid, the latest is left unpaid.
 */
export const seedBilling: DemoSeeder = async (db: DataSource, { customer }) => {
  const account = await ensureBillingAccount(db, customer);
  await db.getRepository(BillingAccountEntity).update(account.id, { monthlyBudgetCents: 200_000 });
  const now = new Date();
  const latest = lastCompletedMonth(now);
  for (let k = 5; k >= 0; k--) {
    const invoice = await generateInvoice(db, customer.id, addMonths(latest, -k), now);
    if (invoice && k > 0 && !invoice.paidAt) {
      await db.getRepository(InvoiceEntity).update(invoice.id, { paidAt: new Date(invoice.issuedAt.getTime() + PAID_AFTER_DAYS * 86_400_000) });
    }
  }
};
