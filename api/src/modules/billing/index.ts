import type { ModuleDefinition } from '../module';
import { BillingAccountEntity } from './billing-account.entity';
import { billingResolvers } from './billing.resolvers';
import { mountBillingRest } from './billing.rest';
import { seedBilling } from './billing.seed';
import { startInvoiceJob } from './invoice-generation';
import { InvoiceLineEntity } from './invoice-line.entity';
import { InvoiceEntity } from './invoice.entity';
import { Billing1763850000000 } from './migrations/1763850000000-Billing';

/** Monthly invoices from services and metered usage, billing summary, spend alerts, revenue. */
export const billingModule: ModuleDefinition = {
  name: 'billing',
  entities: [BillingAccountEntity, InvoiceEntity, InvoiceLineEntity],
  migrations: [Billing1763850000000],
  resolvers: billingResolvers,
  rest: mountBillingRest,
  seed: seedBilling,
  start: ({ db }) => startInvoiceJob(db),
};
