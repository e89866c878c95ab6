import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { SimulationPanel } from './components/SimulationPanel';
import { SimulateWinnerSelectionMutation } from './operations';

const result = (beaconSource: string) => ({
  request: { query: SimulateWinnerSelectionMutation },
  result: {
    data: {
      simulateWinnerSelection: {
        __typename: 'SimulationResult',
        competitionId: '3',
        btcBlockHash: 'a3f1c2d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90',
        timestamp: '2026-11-22T17:00:00.000Z',
        generatedHash: '0'.repeat(64),
        winnerEntryIndex: 0,
        winnerCustomerId: null,
        totalEntries: 0,
        beaconSource,
      },
    },
  },
});

async function simulate(beaconSource: string) {
  renderWithProviders(<SimulationPanel />, { mocks: [result(beaconSource)] });
  fireEvent.click(screen.getByRole('button', { name: /Simulate Winner Selection/ }));
  return screen.findByTestId('simulation-result');
}

describe('the Winner Selection simulation', () => {
  it('labels a local-fallback beacon as the verify panel does, never as a BTC block hash', async () => {
    const box = await simulate('local-fallback');
    expect(within(box).getByTestId('simulation-beacon')).toHaveTextContent('Local fallback beacon');
    expect(within(box).getAllByText('Local fallback beacon')).toHaveLength(2);
    expect(within(box).queryByText('BTC block hash')).not.toBeInTheDocument();
    expect(within(box).getByText(/No Bitcoin beacon was reachable/)).toBeInTheDocument();
  });

  it('calls a real block a BTC block hash', async () => {
    const box = await simulate('bitcoin-esplora');
    expect(within(box).getByText('BTC block hash')).toBeInTheDocument();
    expect(within(box).getByTestId('simulation-beacon')).toHaveTextContent('Bitcoin block');
    expect(within(box).queryByText(/No Bitcoin beacon was reachable/)).not.toBeInTheDocument();
  });
});
