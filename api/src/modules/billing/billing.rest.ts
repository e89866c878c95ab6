import type { Router } from 'express';
import { shim } from '../../http/rest';
import { requireUser } from '../auth/auth.service';
import { findBillingAccount, paymentMethodFor } from './billing-account';
import { invoiceHtml, invoicesCsv } from './invoice-export';
import { invoiceStatus } from './invoice-status';
import { allMyInvoices, getMyInvoice, serviceNamesOf } from './invoices.service';

/** Downloads of the billing page: a printable HTML invoice and the CSV export (session-authenticated). */
export function mountBillingRest(router: Router): void {
  router.get('/billing/invoices.csv', shim(async (ctx, _req, res) => {
    const now = new Date();
    const invoices = await allMyInvoices(ctx);
    const csv = invoicesCsv(invoices.map((invoice) => ({ invoice, status: invoiceStatus(invoice, now), services: serviceNamesOf(invoice) })));
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', 'attachment; filename="invoices.csv"');
    res.setHeader('Cache-Control', 'no-store');
    res.status(200).send(csv);
  }));

  router.get('/billing/invoices/:id/download', shim(async (ctx, req, res) => {
    const invoice = await getMyInvoice(ctx, String(req.params.id));
    const user = requireUser(ctx);
    const account = await findBillingAccount(ctx.db, user.id);
    const html = invoiceHtml(
      { invoice, status: invoiceStatus(invoice, new Date()), services: serviceNamesOf(invoice) },
      { name: `${user.firstName} ${user.lastName}`, email: user.email, paymentMethod: account?.paymentMethod ?? paymentMethodFor(user.phone) },
    );
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${invoice.number}.html"`);
    res.setHeader('Cache-Control', 'no-store');
    res.status(200).send(html);
  }));
}
