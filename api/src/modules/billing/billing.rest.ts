import type { Router } from 'express';
import { shim } from '../../http/rest';
import { requireUser } from '../auth';
import { invoicesCsv } from './invoice-export';
import { renderInvoicePdf } from './invoice-pdf';
import { invoiceStatus } from './invoice-status';
import { allMyInvoices, getMyInvoice, serviceNamesOf } from './invoices.service';
import { paymentInstructions, seller } from './payment-instructions';

/** Downloads of the billing page: the tax invoice as a PDF and the CSV export (session-authenticated). */
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
    const pdf = await renderInvoicePdf({
      invoice: { ...invoice, lines: invoice.lines, payments: invoice.payments },
      status: invoiceStatus(invoice, new Date()),
      customer: { name: `${user.firstName} ${user.lastName}`, email: user.email, company: user.company, kraPin: user.kraPin },
      seller: seller(),
      instructions: paymentInstructions(invoice.number),
    });
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `attachment; filename="${invoice.number}.pdf"`);
    res.setHeader('Content-Length', String(pdf.length));
    res.setHeader('Cache-Control', 'no-store');
    res.status(200).end(pdf);
  }));
}
