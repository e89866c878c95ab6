import type { Resolvers } from '../../generated/graphql';
import { invoiceStatus } from './invoice-status';
import { getMyInvoice, listMyInvoices, serviceNamesOf } from './invoices.service';
import { adminRevenue } from './revenue.service';
import { billingSummary, setSpendBudget } from './summary.service';

export const billingResolvers: Resolvers = {
  Query: {
    billingSummary: (_p, { period }, ctx) => billingSummary(ctx, period),
    invoices: (_p, { first, after }, ctx) => listMyInvoices(ctx, first ?? 20, after),
    invoice: (_p, { id }, ctx) => getMyInvoice(ctx, id),
    adminRevenue: (_p, _a, ctx) => adminRevenue(ctx),
  },
  Mutation: {
    setSpendBudget: (_p, { input }, ctx) => setSpendBudget(ctx, input),
  },
  Invoice: {
    id: (i) => String(i.id),
    status: (i) => invoiceStatus(i, new Date()),
    services: (i) => serviceNamesOf(i),
    lines: (i) => i.lines ?? [],
  },
  InvoiceLine: {
    serviceId: (l) => (l.serviceId === null ? null : String(l.serviceId)),
  },
};
