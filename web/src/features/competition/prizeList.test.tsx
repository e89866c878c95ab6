import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { PrizeList } from './components/PrizeList';
import { ActivePromotionsQuery } from './operations';
import { competitionMock } from './testFixtures';

const promo = (id: string, drawType: string, prizeDescription: string, prizeValue: number) => ({
  __typename: 'Promotion',
  id,
  name: `${drawType} promotion`,
  description: 'd',
  eligibilityCriteria: 'An active cloud storage service',
  prizeDescription,
  prizeValue,
  drawType,
  startDate: '2026-11-01T00:00:00.000Z',
  endDate: '2026-12-31T21:00:00.000Z',
  nextDrawAt: '2026-11-22T17:00:00.000Z',
  participantCount: 1,
  totalEntries: 250,
});

describe('prize pool', () => {
  it('lists every active promotion with its prize in KSh', async () => {
    const mocks = [{ request: { query: ActivePromotionsQuery }, result: { data: { activePromotions: [promo('1', 'daily', '1 GB daily data bundle', 100), promo('2', 'monthly', '50 GB premium data bundle', 5000)] } } }];
    renderWithProviders(<PrizeList detailed />, { mocks: mocks as never });
    expect(await screen.findByText('1 GB daily data bundle')).toBeInTheDocument();
    expect(screen.getByText('50 GB premium data bundle')).toBeInTheDocument();
    expect(screen.getByText('KSh 5,000')).toBeInTheDocument();
    expect(screen.getByText('First Monday of the month at 20:00 EAT')).toBeInTheDocument();
    expect(screen.getAllByText(/250 entries from 1 customer$/)).toHaveLength(2);
  });

  it("falls back to the current competition's promotion when the API cannot list them all", async () => {
    const mocks = [{ request: { query: ActivePromotionsQuery }, result: { errors: [{ message: 'Internal server error' }] } }, competitionMock({ nextDrawAt: '2026-11-22T17:00:00.000Z' })];
    renderWithProviders(<PrizeList />, { mocks: mocks as never });
    expect(await screen.findByText('1 GB data bundle')).toBeInTheDocument();
    expect(screen.getByText('KSh 100')).toBeInTheDocument();
  });
});
