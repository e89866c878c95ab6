import { fireEvent, screen, within } from '@testing-library/react';
import type { CompetitionQuery } from '@/gql/graphql';
import { renderWithProviders } from '@/test/render';
import { DrawHistory } from './DrawHistory';

type Round = CompetitionQuery['competition']['recentRounds'][number];

const round = (i: number): Round =>
  ({
    __typename: 'DrawRound',
    id: String(i),
    promotionName: `Promo ${i}`,
    periodKey: `2026-11-${String(10 + i)}`,
    status: 'complete',
    voidReason: null,
    winner: { __typename: 'PublicWinner', displayName: `Winner ${i}` },
    beaconPlan: 'block-height',
    targetBlockHeight: 900_000 + i,
    drawAt: '2026-11-20T17:00:00.000Z',
    entriesCommitment: 'ab'.repeat(32),
    totalEntries: 120,
    committedAt: '2026-11-20T16:30:00.000Z',
  }) as unknown as Round;

describe('the public draw history', () => {
  it('holds the space of three rows while the answer is on its way', () => {
    renderWithProviders(<DrawHistory rounds={undefined} />);
    const history = screen.getByTestId('draw-history');
    expect(within(history).getByRole('heading', { name: 'Latest draws' })).toBeInTheDocument();
    expect(history.querySelectorAll('[aria-hidden="true"]')).toHaveLength(3);
    expect(history).toHaveAttribute('aria-busy', 'true');
  });

  it('shows the first three rounds and the rest on "Show all"', () => {
    renderWithProviders(<DrawHistory rounds={[1, 2, 3, 4, 5, 6].map(round)} />);
    const history = screen.getByTestId('draw-history');
    expect(within(history).getAllByText(/^Promo \d · /).map((e) => e.textContent)).toEqual(['Promo 1 · 2026-11-11', 'Promo 2 · 2026-11-12', 'Promo 3 · 2026-11-13']);
    expect(history.querySelectorAll('[aria-hidden="true"]')).toHaveLength(0);
    fireEvent.click(within(history).getByRole('button', { name: 'Show all 6' }));
    expect(within(history).getAllByText(/^Promo \d · /)).toHaveLength(6);
    expect(within(history).queryByRole('button', { name: /Show all/ })).toBeNull();
    expect(within(history).getAllByText(/^Winner: Winner \d · draw time/)).toHaveLength(6);
  });

  it('keeps the space of three rows with fewer rounds, and says when there are none', () => {
    const { unmount } = renderWithProviders(<DrawHistory rounds={[round(1)]} />);
    expect(screen.getByTestId('draw-history').querySelectorAll('[aria-hidden="true"]')).toHaveLength(2);
    unmount();
    renderWithProviders(<DrawHistory rounds={[]} />);
    expect(screen.getByText('No draws yet')).toBeInTheDocument();
    expect(screen.getByTestId('draw-history').querySelectorAll('[aria-hidden="true"]')).toHaveLength(3);
  });
});
