import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { SecurityEventsQuery } from '@/features/account/operations';
import { SecurityEventsCard } from '@/features/account/security/SecurityEventsCard';
import DashboardLayoutRoute from '@/features/dashboard/DashboardLayout';
import { InvoiceDialog } from '@/features/dashboard/billing/InvoiceDialog';
import { DashboardStorageHoldQuery, InvoiceDetailQuery } from '@/features/dashboard/operations';
import { bucketLabel, bucketTooltip } from '@/features/dashboard/ranges';
import { DashboardPreferencesQuery } from '@/i18n';
import { dateFormatterFor } from '@/lib/dateFormat';
import { formatDate } from '@/lib/format';
import { DatePreferencesProvider } from '@/lib/useDateFormatter';
import { renderWithProviders } from '@/test/render';

const USER = { id: '7', username: 'amani', email: 'amani@example.co.ke', firstName: 'Amani', lastName: 'Otieno', userType: 'user' as const, createdAt: '2026-01-01T00:00:00.000Z', twoFactorEnabled: false, emailVerified: true, avatarUrl: null };
const NEW_YORK = { dateFormat: 'yyyy-mm-dd', timezone: 'est' };

const prefsMock = (p: { dateFormat: string; timezone: string }) => ({
  request: { query: DashboardPreferencesQuery },
  result: { data: { accountSettings: { __typename: 'AccountSettings', preferences: { __typename: 'Preferences', language: 'en', currency: 'kes', ...p } } } },
});

const invoice = {
  __typename: 'Invoice',
  id: '12',
  number: 'INV-000012',
  // 1 Nov 00:00 UTC is still 31 Oct in New York.
  periodStart: '2026-10-01T04:00:00.000Z',
  periodEnd: '2026-11-01T04:00:00.000Z',
  issuedAt: '2026-11-01T00:00:00.000Z',
  dueAt: '2026-11-15T03:00:00.000Z',
  status: 'pending',
  subtotalCents: 10_000,
  vatRatePercent: 16,
  vatCents: 1_600,
  totalCents: 11_600,
  amountPaidCents: 0,
  balanceCents: 11_600,
  paidAt: null,
  lines: [],
  payments: [],
  paymentInstructions: { __typename: 'PaymentInstructions', mpesa: null, bank: null },
};

describe('dates follow the user preferences (yyyy-mm-dd, New York)', () => {
  it('the formatter: date, time, zone and chart labels in the chosen zone and format', () => {
    const df = dateFormatterFor(NEW_YORK);
    expect(df.date('2026-11-01T00:00:00.000Z')).toBe('2026-10-31');
    expect(df.dateTime('2026-11-20T15:30:00.000Z')).toBe('2026-11-20 10:30');
    expect(df.dateTimeZone('2026-07-20T15:30:00.000Z')).toBe('2026-07-20 11:30 ET');
    expect(bucketLabel('2026-11-20T15:00:00.000Z', 'h24', df)).toBe('10:00');
    expect(bucketLabel('2026-11-20T15:00:00.000Z', 'd7', df)).toBe('Fri 10:00');
    expect(bucketLabel('2026-11-01T02:00:00.000Z', 'd30', df)).toBe('31 Oct');
    expect(bucketTooltip('2026-11-01T02:00:00.000Z', 'h24', df)).toBe('31 Oct 22:00');
    // Defaults: dd/mm/yyyy in East Africa Time.
    expect(formatDate('2026-10-31T22:00:00.000Z')).toBe('01/11/2026');
    expect(dateFormatterFor({}).dateTimeZone('2026-10-31T22:00:00.000Z')).toBe('01/11/2026 01:00 EAT');
  });

  it('the billing invoice dialog inside the dashboard layout (preferences read by the layout)', async () => {
    renderWithProviders(
      <Routes>
        <Route path="/dashboard" element={<DashboardLayoutRoute />}>
          <Route path="billing" element={<InvoiceDialog invoiceId="12" onClose={() => {}} />} />
        </Route>
      </Routes>,
      { user: USER, route: '/dashboard/billing', mocks: [prefsMock(NEW_YORK), { request: { query: DashboardStorageHoldQuery }, result: { data: { storageHold: null } } }, { request: { query: InvoiceDetailQuery, variables: { id: '12' } }, result: { data: { invoice } } }] },
    );
    const dialog = await screen.findByTestId('invoice-dialog');
    await within(dialog).findByText('Invoice INV-000012');
    // The layout's preferences arrive with its query; the dialog re-renders with them.
    expect(await within(dialog).findByText('2026-10-01 to 2026-10-31')).toBeInTheDocument();
    expect(within(dialog).getByText('2026-10-31')).toBeInTheDocument(); // issued
    expect(within(dialog).getByText('2026-11-14')).toBeInTheDocument(); // due
  });

  it('the security page events list', async () => {
    const events = {
      __typename: 'SecurityEventConnection',
      nodes: [{ __typename: 'SecurityEvent', id: '1', type: 'login', action: 'Signed in', ip: '203.0.113.9', location: null, severity: 'low', createdAt: '2026-11-20T02:15:00.000Z' }],
      pageInfo: { __typename: 'PageInfo', endCursor: null, hasNextPage: false },
    };
    renderWithProviders(
      <DatePreferencesProvider preferences={NEW_YORK}>
        <SecurityEventsCard />
      </DatePreferencesProvider>,
      { user: USER, mocks: [{ request: { query: SecurityEventsQuery, variables: { first: 20 } }, result: { data: { securityEvents: events } } }] },
    );
    expect(await screen.findByText('2026-11-19 21:15')).toBeInTheDocument();
  });
});
