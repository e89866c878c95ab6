import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { GraphQLError } from 'graphql';
import { loadPublicMessages } from '@/i18n/public/messages';
import { setTestCatalogues } from '@/test/publicCatalogues';
import fr from '../i18n/fr';
import sw from '../i18n/sw';
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

describe('the pricing calculator in Kiswahili (/sw/pricing)', () => {
  beforeAll(async () => {
    setTestCatalogues({ sw, fr });
    await loadPublicMessages('sw');
  });

  it('labels its fields and reports the contract’s checks in Kiswahili', () => {
    renderWithProviders(<PricingCalculator />, { mocks: [], route: '/sw/pricing' });
    expect(screen.getByRole('form', { name: 'Kikokotoo cha bei' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Hifadhi ya vitu (GB)'), { target: { value: '-5' } });
    fireEvent.change(screen.getByLabelText('Utoaji wa data / data inayotoka (GB)'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kokotoa Gharama ya Mwezi' }));
    expect(screen.getByText('Hifadhi haiwezi kuwa chini ya sifuri')).toBeInTheDocument();
    expect(screen.getByText('Utoaji wa data lazima uwe namba')).toBeInTheDocument();
    expect(screen.queryByText('Storage cannot be negative')).not.toBeInTheDocument();
    // The full estimate's summary of the error above is Kiswahili too.
    fireEvent.click(screen.getByRole('button', { name: 'Pata Makadirio Kamili' }));
    expect(screen.getByText('Kwanza rekebisha kikokotoo hapo juu: Hifadhi haiwezi kuwa chini ya sifuri')).toBeInTheDocument();
  });

  it('writes the result lines in Kiswahili, prices in KSh', async () => {
    renderWithProviders(<PricingCalculator />, { mocks: [quoteMock], route: '/sw/pricing' });
    fireEvent.change(screen.getByLabelText('Hifadhi ya vitu (GB)'), { target: { value: '2000' } });
    fireEvent.change(screen.getByLabelText('Utoaji wa data / data inayotoka (GB)'), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kokotoa Gharama ya Mwezi' }));
    expect(await screen.findByTestId('quote-total')).toHaveTextContent('KSh 1,691.50');
    expect(screen.getByTestId('quote-storage')).toHaveTextContent('GB 2,000 zimetumika · GB 10 bure · GB 1,990 zinatozwa');
    expect(screen.getByText('Gharama ya mwezi inayokadiriwa (bila VAT)')).toBeInTheDocument();
  });

  it('shows a server message it knows in Kiswahili', async () => {
    const request = quoteMock.request;
    renderWithProviders(<PricingCalculator />, { mocks: [{ request, result: { errors: [new GraphQLError('Too many attempts. Please try again later.')] } }], route: '/sw/pricing' });
    fireEvent.change(screen.getByLabelText('Hifadhi ya vitu (GB)'), { target: { value: '2000' } });
    fireEvent.change(screen.getByLabelText('Utoaji wa data / data inayotoka (GB)'), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kokotoa Gharama ya Mwezi' }));
    expect(await screen.findByText('Majaribio mengi mno. Tafadhali jaribu tena baadaye.')).toBeInTheDocument();
  });

  it('a failure it cannot name is the general Kiswahili text', async () => {
    renderWithProviders(<PricingCalculator />, { mocks: [{ request: quoteMock.request, error: new Error('Failed to fetch') }], route: '/sw/pricing' });
    fireEvent.change(screen.getByLabelText('Hifadhi ya vitu (GB)'), { target: { value: '2000' } });
    fireEvent.change(screen.getByLabelText('Utoaji wa data / data inayotoka (GB)'), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kokotoa Gharama ya Mwezi' }));
    expect(await screen.findByText('Makadirio hayakuweza kukokotolewa. Tafadhali jaribu tena.')).toBeInTheDocument();
  });
});
