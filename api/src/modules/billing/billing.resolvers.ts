import type { Resolvers } from '../../generated/graphql';
import { notFound } from '../../common/errors';
import { parseInput } from '../../common/validation';
import { z } from 'zod';
import { ADMIN_INVOICE_FILTERS } from '../../contracts/billing';
import { adminInvoices } from './admin-invoices.service';
import { currentExchangeRates, setExchangeRate } from './exchange-rates.service';
import { invoiceStatus } from './invoice-status';
import { balanceOf, getMyInvoice, listMyInvoices, myStorageHold, serviceNamesOf, storageHoldOfUser } from './invoices.service';
import { paymentInstructions } from './payment-instructions';
import { recordInvoicePayment } from './payments.service';
import { adminRevenue } from './revenue.service';
import { billingSummary, setSpendBudget } from './summary.service';

const filterSchema = z.enum(ADMIN_INVOICE_FILTERS, { error: 'Unknown invoice filter' });

export const billingResolvers: Resolvers = {
  Query: {
    billingSummary: (_p, { period }, ctx) => billingSummary(ctx, period),
    invoices: (_p, { first, after }, ctx) => listMyInvoices(ctx, first ?? 20, after),
    invoice: (_p, { id }, ctx) => getMyInvoice(ctx, id),
    adminRevenue: (_p, _a, ctx) => adminRevenue(ctx),
    adminInvoices: (_p, { filter, ...page }, ctx) => adminInvoices(ctx, parseInput(filterSchema, filter ?? 'unpaid'), page),
    exchangeRates: (_p, _a, ctx) => currentExchangeRates(ctx),
    storageHold: (_p, _a, ctx) => myStorageHold(ctx),
  },
  StorageHold: {
    invoiceId: (h) => String(h.invoiceId),
  },
  User: {
    storageHold: (u, _a, ctx) => storageHoldOfUser(ctx, u.id),
  },
  Mutation: {
    setSpendBudget: (_p, { input }, ctx) => setSpendBudget(ctx, input),
    recordInvoicePayment: (_p, { input }, ctx) => recordInvoicePayment(ctx, input),
    setExchangeRate: (_p, { input }, ctx) => setExchangeRate(ctx, input),
  },
  ExchangeRate: {
    id: (r) => String(r.id),
    setAt: (r) => r.createdAt,
  },
  Invoice: {
    id: (i) => String(i.id),
    status: (i) => invoiceStatus(i, new Date()),
    services: (i) => serviceNamesOf(i),
    lines: (i) => i.lines ?? [],
    payments: (i) => i.payments ?? [],
    vatRatePercent: (i) => i.vatRateBasisPoints / 100,
    balanceCents: (i) => balanceOf(i),
    paymentInstructions: (i) => paymentInstructions(i.number),
    // The owner (the customer themselves, or any customer for an admin's list): one query per page (DataLoader).
    customer: async (i, _a, ctx) => (await ctx.loaders.userById.load(i.userId)) ?? Promise.reject(notFound('Customer')),
  },
  InvoiceLine: {
    serviceId: (l) => (l.serviceId === null ? null : String(l.serviceId)),
  },
  InvoicePayment: {
    id: (p) => String(p.id),
  },
};
