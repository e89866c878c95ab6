import { config } from '../../config/config';
import { logger } from '../../common/logger';
import type { ModuleDefinition } from '../module';
import { BillingAccountEntity } from './billing-account.entity';
import { BillingSequenceEntity } from './billing-sequence.entity';
import { billingResolvers } from './billing.resolvers';
import { mountBillingRest } from './billing.rest';
import { seedBilling } from './billing.seed';
import { startHoldNoticesJob } from './hold-notices';
import { startInvoiceJob } from './invoice-generation';
import { InvoiceLineEntity } from './invoice-line.entity';
import { InvoicePaymentEntity } from './invoice-payment.entity';
import { InvoiceEntity } from './invoice.entity';
import { Billing1763850000000 } from './migrations/1763850000000-Billing';
import { TaxInvoicesPayments1764200000000 } from './migrations/1764200000000-TaxInvoicesPayments';
import { ExchangeRates1764250000000 } from './migrations/1764250000000-ExchangeRates';
import { ExchangeRateEntity } from './exchange-rate.entity';

/** Monthly tax invoices from services and metered usage, payments, overdue and storage-hold notices, billing summary, spend alerts, revenue, exchange rates for approximate USD/EUR display. */
export const billingModule: ModuleDefinition = {
  name: 'billing',
  entities: [BillingAccountEntity, InvoiceEntity, InvoiceLineEntity, InvoicePaymentEntity, BillingSequenceEntity, ExchangeRateEntity],
  migrations: [Billing1763850000000, TaxInvoicesPayments1764200000000, ExchangeRates1764250000000],
  resolvers: billingResolvers,
  rest: mountBillingRest,
  seed: seedBilling,
  start: ({ db }) => {
    warnMissingBillingDetails();
    const stops = [startInvoiceJob(db), startHoldNoticesJob(db)];
    return async () => {
      await Promise.all(stops.map((stop) => stop()));
    };
  },
};

/** Production invoices leave out what is not configured (nothing is invented): tell the operator once, at start. */
function warnMissingBillingDetails(): void {
  const { billing, isProduction } = config();
  if (!isProduction) return;
  const missing = [
    !billing.provider.kraPin && 'BILLING_PROVIDER_KRA_PIN',
    !billing.provider.address && 'BILLING_PROVIDER_ADDRESS',
    !billing.mpesaPaybill && !billing.bank && 'BILLING_MPESA_PAYBILL or BILLING_BANK_*',
  ].filter(Boolean);
  if (missing.length) logger.warn({ missing }, 'tax invoices are issued without these details until they are configured');
}
