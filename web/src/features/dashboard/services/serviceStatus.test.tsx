import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { invoiceStatusBadge } from '../billing/invoiceStatus';
import { activeTotals, serviceStatusLabel } from './serviceStatus';
import { ServiceStatusBadge } from './ServiceStatusBadge';

describe('service status badge', () => {
  it.each([
    ['active', 'Active'],
    ['disabled', 'Disabled'],
    ['pending', 'Pending'],
    ['cancelled', 'Cancelled'],
    ['suspended', 'Unknown'],
    ['', 'Unknown'],
    [null, 'Unknown'],
    [undefined, 'Unknown'],
  ])('maps %p to %p', (status, label) => {
    expect(serviceStatusLabel(status)).toBe(label);
  });

  it('renders the label a customer reads', () => {
    renderWithProviders(
      <>
        <ServiceStatusBadge status="active" />
        <ServiceStatusBadge status="archived" />
      </>,
    );
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Unknown')).toBeInTheDocument();
  });

  it('counts only active services toward the totals', () => {
    const totals = activeTotals([
      { status: 'active', storageAmount: 500 },
      { status: 'active', storageAmount: 200 },
      { status: 'disabled', storageAmount: 100 },
      { status: 'pending', storageAmount: 50 },
    ]);
    expect(totals).toEqual({ total: 4, active: 2, activeStorageGB: 700 });
  });
});

describe('invoice status badge', () => {
  it.each([
    ['paid', 'Paid', 'success'],
    ['pending', 'Pending', 'warning'],
    ['overdue', 'Overdue', 'danger'],
    ['void', 'Unknown', 'neutral'],
  ])('maps %p to %p (%p)', (status, label, tone) => {
    expect(invoiceStatusBadge(status)).toMatchObject({ label, tone, key: `billing.status_${status === 'void' ? 'unknown' : status}` });
  });
});
