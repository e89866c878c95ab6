import { screen } from '@testing-library/react';
import { ApproxCurrencyProvider } from '@/lib/useApproxCurrency';
import { DatePreferencesProvider } from '@/lib/useDateFormatter';
import { renderWithProviders } from '@/test/render';
import { UsageBreakdown } from './UsageBreakdown';

const RATES = [
  { currency: 'USD', kshCentsPerUnit: 12903, rateDate: '2026-11-20' },
  { currency: 'EUR', kshCentsPerUnit: 14011, rateDate: '2026-11-19' },
];
const items = [
  { service: 'Media Library', amountCents: 80_000, percent: 66.7 },
  { service: 'Backups', amountCents: 40_000, percent: 33.3 },
];

function show(currency: string, rates = RATES, dateFormat = 'yyyy-mm-dd') {
  return renderWithProviders(
    <DatePreferencesProvider preferences={{ dateFormat, timezone: 'eat' }}>
      <ApproxCurrencyProvider currency={currency} rates={rates}>
        <UsageBreakdown items={items} />
      </ApproxCurrencyProvider>
    </DatePreferencesProvider>,
  );
}

describe('approximate USD/EUR beside KSh', () => {
  it('shows the converted total with the rate and its day when the customer chose USD', () => {
    show('usd');
    expect(screen.getByText('KSh 1,200.00')).toBeInTheDocument();
    expect(screen.getByTestId('approx-amount')).toHaveTextContent('(≈ USD 9.30, approx. at the rate of 2026-11-20)');
  });

  it('EUR, with the rate day in the chosen date format', () => {
    show('eur', RATES, 'dd/mm/yyyy');
    expect(screen.getByTestId('approx-amount')).toHaveTextContent('(≈ EUR 8.56, approx. at the rate of 19/11/2026)');
  });

  it('nothing beside KSh with KES, or when no rate is set', () => {
    show('kes');
    expect(screen.queryByTestId('approx-amount')).toBeNull();
    show('usd', [RATES[1]!]);
    expect(screen.queryByTestId('approx-amount')).toBeNull();
  });
});
