import { act, screen, within } from '@testing-library/react';
import { setDashboardLanguage } from '@/i18n';
import { renderWithProviders } from '@/test/render';
import { DashboardStorageHoldQuery } from './operations';
import { StorageHoldBanner } from './StorageHoldBanner';

/** Issue 28: a customer whose storage is on hold for an unpaid invoice is told why, and where to pay. */
const held = (storageHold: unknown) => ({ request: { query: DashboardStorageHoldQuery }, result: { data: { storageHold } } });
const HOLD = { __typename: 'StorageHold', invoiceId: '42', invoiceNumber: 'INV-2026-10-000042', dueAt: '2026-11-15T00:00:00.000Z', since: '2026-11-29T00:00:00.000Z' };

afterEach(() => setDashboardLanguage('en'));

describe('the storage hold banner', () => {
  it('names the unpaid invoice and its due date, says the data is kept, and leads to the billing page', async () => {
    renderWithProviders(<StorageHoldBanner />, { mocks: [held(HOLD)] });
    const banner = await screen.findByTestId('storage-hold-banner');
    expect(within(banner).getByText('Your storage is on hold')).toBeInTheDocument();
    expect(banner).toHaveTextContent('Invoice INV-2026-10-000042 was due on 15/11/2026 and is still unpaid');
    expect(banner).toHaveTextContent('Your data is kept.');
    expect(within(banner).getByRole('link', { name: 'Pay the invoice on the Billing page' })).toHaveAttribute('href', '/dashboard/billing');
  });

  it('is not shown while nothing is on hold', async () => {
    renderWithProviders(
      <>
        <StorageHoldBanner />
        <p>page</p>
      </>,
      { mocks: [held(null)] },
    );
    await screen.findByText('page');
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByTestId('storage-hold-banner')).not.toBeInTheDocument();
  });

  it('speaks the dashboard’s language', async () => {
    await act(async () => setDashboardLanguage('sw'));
    renderWithProviders(<StorageHoldBanner />, { mocks: [held(HOLD)] });
    const banner = await screen.findByTestId('storage-hold-banner');
    expect(within(banner).getByText('Hifadhi yako imesitishwa')).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Lipa ankara kwenye ukurasa wa Malipo' })).toBeInTheDocument();
  });
});
