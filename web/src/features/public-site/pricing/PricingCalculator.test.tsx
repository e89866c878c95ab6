import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { PricingQuoteQuery } from '../operations';
import { PricingCalculator } from './PricingCalculator';

const line = (amount: number, free: number, costCents: number) => ({ __typename: 'QuoteLine', amount, free, billable: Math.max(0, amount - free), costCents });
const quoteMock = {
  request: { query: PricingQuoteQuery, variables: { input: { storageGB: 2000, egressGB: 500, region: 'kenya' } } },
  result: { data: { pricingQuote: { __typename: 'PricingQuote', currency: 'KES', totalCents: 169_150, breakdown: { __typename: 'QuoteBreakdown', storage: line(2000, 10, 169_150), egress: line(500, 500, 0) } } } },
};

async function calculated() {
  renderWithProviders(<PricingCalculator />, { mocks: [quoteMock] });
  fireEvent.change(screen.getByLabelText('Object storage (GB)'), { target: { value: '2000' } });
  fireEvent.change(screen.getByLabelText('Egress / data transfer out (GB)'), { target: { value: '500' } });
  fireEvent.click(screen.getByRole('button', { name: 'Calculate Monthly Cost' }));
  expect(await screen.findByTestId('quote-total')).toHaveTextContent('KSh 1,691.50');
}

describe('the pricing calculator after a result', () => {
  it('withdraws the old total when a figure becomes invalid, beside the error', async () => {
    await calculated();
    fireEvent.change(screen.getByLabelText('Object storage (GB)'), { target: { value: '-5' } });
    expect(await screen.findByText('Storage cannot be negative')).toBeInTheDocument();
    expect(screen.queryByTestId('quote-total')).not.toBeInTheDocument();
    expect(screen.queryByText('KSh 1,691.50')).not.toBeInTheDocument();
    expect(screen.getByTestId('quote-withdrawn')).toHaveTextContent('the previous price no longer applies');
  });

  it('dims the old total while valid figures differ from the ones it was calculated for, and restores it', async () => {
    await calculated();
    fireEvent.change(screen.getByLabelText('Object storage (GB)'), { target: { value: '300' } });
    expect(screen.getByTestId('quote-result')).toHaveAttribute('data-stale', 'true');
    expect(screen.getByText(/Figures changed: press Calculate Monthly Cost/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Object storage (GB)'), { target: { value: '2000' } });
    expect(screen.getByTestId('quote-result')).not.toHaveAttribute('data-stale');
    expect(screen.queryByText(/Figures changed/)).not.toBeInTheDocument();
  });

  it('does not nag before the first calculation', () => {
    renderWithProviders(<PricingCalculator />, { mocks: [] });
    fireEvent.change(screen.getByLabelText('Object storage (GB)'), { target: { value: '-5' } });
    expect(screen.queryByText('Storage cannot be negative')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Calculate Monthly Cost' }));
    expect(screen.getByText('Storage cannot be negative')).toBeInTheDocument();
  });
});
