import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { InvoiceDetailQuery } from '../operations';
import { InvoiceDialog } from './InvoiceDialog';

const USER = { id: '7', username: 'amani', email: 'amani@example.co.ke', firstName: 'Amani', lastName: 'Otieno', userType: 'user' as const, createdAt: '2026-01-01T00:00:00.000Z', twoFactorEnabled: false, emailVerified: true, avatarUrl: null };

const invoice = (over: Record<string, unknown> = {}) => ({
  __typename: 'Invoice',
  id: '12',
  number: 'INV-000012',
  periodStart: '2026-10-01T00:00:00.000Z',
  periodEnd: '2026-11-01T00:00:00.000Z',
  issuedAt: '2026-11-01T00:00:00.000Z',
  dueAt: '2026-11-15T00:00:00.000Z',
  status: 'overdue',
  subtotalCents: 30_795,
  vatRatePercent: 16,
  vatCents: 4_927,
  totalCents: 35_722,
  amountPaidCents: 10_000,
  balanceCents: 25_722,
  paidAt: null,
  lines: [
    { __typename: 'InvoiceLine', serviceName: 'Media Library', description: 'Object storage (first 10 GB free per account)', quantity: 300, unit: 'GB-month', unitPriceCents: 85, amountCents: 24_650, vatCents: 3_944 },
    { __typename: 'InvoiceLine', serviceName: 'Nightly Backups', description: 'Snapshots & backups storage', quantity: 72.353, unit: 'GB-month', unitPriceCents: 85, amountCents: 6_145, vatCents: 983 },
  ],
  payments: [{ __typename: 'InvoicePayment', id: '3', method: 'mpesa', reference: 'QK83HX2ZPL', amountCents: 10_000, paidAt: '2026-11-10T09:00:00.000Z' }],
  paymentInstructions: {
    __typename: 'PaymentInstructions',
    mpesa: { __typename: 'MpesaPaybill', businessNumber: '000000', accountNumber: 'INV-000012', placeholder: true },
    bank: null,
  },
  ...over,
});

const mock = (data: ReturnType<typeof invoice>) => ({ request: { query: InvoiceDetailQuery, variables: { id: '12' } }, result: { data: { invoice: data } } });

describe('invoice details', () => {
  it('shows every line with its VAT, the totals, the receipts and how to pay the balance', async () => {
    renderWithProviders(<InvoiceDialog invoiceId="12" onClose={() => {}} />, { user: USER, mocks: [mock(invoice())] });
    const dialog = await screen.findByTestId('invoice-dialog');
    expect(await within(dialog).findByText('Invoice INV-000012')).toBeInTheDocument();
    expect(within(dialog).getByText('Overdue')).toBeInTheDocument();
    expect(within(dialog).getByText('Media Library')).toBeInTheDocument();
    expect(within(dialog).getByText('72.353 GB-month')).toBeInTheDocument();
    const totals = within(dialog).getByTestId('invoice-totals');
    expect(totals).toHaveTextContent('Subtotal (excl. VAT)KSh 307.95');
    expect(totals).toHaveTextContent('VAT at 16%KSh 49.27');
    expect(totals).toHaveTextContent('Total (incl. VAT)KSh 357.22');
    expect(totals).toHaveTextContent('PaidKSh 100.00');
    expect(totals).toHaveTextContent('Balance dueKSh 257.22');
    expect(within(dialog).getByTestId('invoice-receipts')).toHaveTextContent('M-Pesa receipt QK83HX2ZPL');
    const pay = within(dialog).getByTestId('how-to-pay');
    expect(pay).toHaveTextContent('M-Pesa: Lipa na M-Pesa, then Pay Bill.');
    expect(pay).toHaveTextContent('Business number000000');
    expect(pay).toHaveTextContent('Account numberINV-000012');
    expect(pay).toHaveTextContent('Development placeholder');
    expect(pay).toHaveTextContent('Please pay KSh 257.22 by 15/11/2026.');
    expect(within(dialog).getByRole('link', { name: 'Download invoice INV-000012' })).toHaveAttribute('href', '/api/billing/invoices/12/download');
  });

  it('a paid invoice shows when it was paid and no payment instructions', async () => {
    renderWithProviders(<InvoiceDialog invoiceId="12" onClose={() => {}} />, {
      user: USER,
      mocks: [mock(invoice({ status: 'paid', amountPaidCents: 35_722, balanceCents: 0, paidAt: '2026-11-12T08:00:00.000Z' }))],
    });
    const dialog = await screen.findByTestId('invoice-dialog');
    expect(await within(dialog).findByText('Paid in full on 12/11/2026.')).toBeInTheDocument();
    expect(within(dialog).queryByTestId('how-to-pay')).not.toBeInTheDocument();
  });

  it('says so when no payment channel is configured, inventing none', async () => {
    renderWithProviders(<InvoiceDialog invoiceId="12" onClose={() => {}} />, { user: USER, mocks: [mock(invoice({ paymentInstructions: { __typename: 'PaymentInstructions', mpesa: null, bank: null } }))] });
    const pay = await screen.findByTestId('how-to-pay');
    expect(pay).toHaveTextContent('Payment details are not available online. Contact support, quoting INV-000012.');
    expect(pay).not.toHaveTextContent('Business number');
  });
});
