import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { toaster } from '@/components/ui/toaster';
import { RecordInvoicePaymentMutation } from '../operations';
import { kshToCents, RecordPaymentDialog } from './RecordPaymentDialog';

afterEach(() => act(() => void toaster.remove())); // the toaster re-renders as its toasts go

const ADMIN = { id: '1', username: 'admin', email: 'admin@example.co.ke', firstName: 'Baraka', lastName: 'Otieno', userType: 'admin' as const, createdAt: '2026-01-01T00:00:00.000Z', twoFactorEnabled: false, emailVerified: true, avatarUrl: null };
const INVOICE = { id: '12', number: 'INV-000012', balanceCents: 25_722, customerName: 'Amani Wanjiru' };

describe('kshToCents', () => {
  it.each([
    ['257.22', 25_722],
    ['1,234.5', 123_450],
    ['KSh 10', 1_000],
    ['0.07', 7],
    ['1.234', NaN],
    ['-5', NaN],
    ['abc', NaN],
  ])('%s → %s', (text, cents) => expect(kshToCents(text)).toBe(cents));
});

describe('record payment dialog', () => {
  it('refuses a malformed M-Pesa receipt and more than the balance before sending anything', async () => {
    renderWithProviders(<RecordPaymentDialog invoice={INVOICE} onClose={() => {}} />, { user: ADMIN, mocks: [] });
    expect(await screen.findByText('INV-000012 · Amani Wanjiru · balance KSh 257.22')).toBeInTheDocument();
    expect(screen.getByLabelText(/Amount \(KSh\)/)).toHaveValue('257.22');
    fireEvent.change(screen.getByLabelText(/M-Pesa receipt number/), { target: { value: 'ABC' } });
    fireEvent.change(screen.getByLabelText(/Amount \(KSh\)/), { target: { value: '300' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('An M-Pesa receipt number has 10 letters and digits, e.g. QK83HX2ZPL')).toBeInTheDocument();
    expect(screen.getByText('At most the balance, KSh 257.22')).toBeInTheDocument();
  });

  it('records a part payment with the receipt in capitals and closes', async () => {
    const onClose = jest.fn();
    let sent: Record<string, unknown> | undefined;
    const mutation = {
      request: {
        query: RecordInvoicePaymentMutation,
        variables: (v: { input: Record<string, unknown> }) => {
          sent = v.input;
          return true;
        },
      },
      result: {
        data: {
          recordInvoicePayment: {
            __typename: 'RecordInvoicePaymentPayload',
            invoice: {
              __typename: 'Invoice',
              id: '12',
              number: 'INV-000012',
              periodStart: '2026-10-01T00:00:00.000Z',
              issuedAt: '2026-11-01T00:00:00.000Z',
              dueAt: '2026-11-15T00:00:00.000Z',
              status: 'overdue',
              totalCents: 25_722,
              amountPaidCents: 10_000,
              balanceCents: 15_722,
              customer: { __typename: 'User', id: '7', firstName: 'Amani', lastName: 'Wanjiru', email: 'amani@example.co.ke' },
              payments: [{ __typename: 'InvoicePayment', id: '3', method: 'mpesa', reference: 'QK83HX2ZPL', amountCents: 10_000, paidAt: '2026-11-26T09:00:00.000Z' }],
            },
            payment: { __typename: 'InvoicePayment', id: '3' },
          },
        },
      },
    };
    renderWithProviders(<RecordPaymentDialog invoice={INVOICE} onClose={onClose} />, { user: ADMIN, mocks: [mutation] });
    fireEvent.change(await screen.findByLabelText(/M-Pesa receipt number/), { target: { value: 'qk83hx2zpl' } });
    fireEvent.change(screen.getByLabelText(/Amount \(KSh\)/), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toMatchObject({ invoiceId: '12', method: 'mpesa', reference: 'QK83HX2ZPL', amountCents: 10_000 });
    expect(new Date(String(sent!.paidAt)).getTime()).toBeLessThanOrEqual(Date.now());
    expect(await screen.findByText('M-Pesa QK83HX2ZPL: KSh 100.00 on INV-000012 (balance KSh 157.22).')).toBeInTheDocument();
  });
});
