import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toaster } from '@/components/ui/toaster';
import { renderWithProviders } from '@/test/render';
import { HashText } from '../components/HashText';
import { CreatePromotionMutation, PromotionParticipantsQuery, PromotionRoundsQuery, PromotionWinnersQuery, SelectWinnerMutation } from './operations';
import { makeFragmentData } from '@/gql';
import { AdminPromotionFields } from './PromotionCard.fragments';
import { PromotionDetailsDialog } from './PromotionDetailsDialog';
import { PromotionFormDialog } from './PromotionFormDialog';

const promotion = {
  __typename: 'Promotion' as const,
  id: '7',
  name: 'Daily Bundles',
  description: 'Daily data bundles',
  eligibilityCriteria: 'Active storage',
  prizeDescription: '10 GB bundle',
  prizeValue: 500,
  startDate: '2026-01-01T00:00:00.000Z',
  endDate: '2026-12-31T00:00:00.000Z',
  drawType: 'daily' as const,
  isActive: true,
  nextDrawAt: '2026-11-22T17:00:00.000Z',
  currentPeriodKey: '2026-11-22',
  participantCount: 1,
  totalEntries: 50,
};
const HASH = 'a3f1c09be2d4478899aabbccddeeff00112233445566778899aabbccddeeff01';
const participant = { __typename: 'Participant', id: '1', entryDate: '2026-11-22T06:00:00.000Z', entries: 50, joinedExplicitly: false, user: { __typename: 'User', id: '3', firstName: 'Amani', lastName: 'Njoroge', email: 'amani@example.co.ke' } };
const winner = { __typename: 'Winner', id: '9', displayName: 'Amani N.', user: { __typename: 'WinnerUser', firstName: 'Amani', lastName: 'Njoroge' }, winDate: '2026-11-22T17:00:00.000Z', periodKey: '2026-11-22', prizeText: 'KSh 500 Airtime', claimStatus: 'pending', totalEntries: 50, winnerEntryIndex: 17, generatedHash: HASH, beaconSource: 'bitcoin-esplora' };

// Dialog tests are slow on a busy machine.
jest.setTimeout(20_000);

// The app shows one toast at a time: clear them between tests.
afterEach(() => act(() => toaster.remove()));

const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('Create Promotion dialog', () => {
  it('requires every field and an end after the start before calling the server', async () => {
    renderWithProviders(<PromotionFormDialog open onClose={jest.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Create Promotion' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Prize value is required')).toBeInTheDocument();
    expect(screen.getByText('Start date is required')).toBeInTheDocument();
    fill(/^Start Date/, '2026-12-10T10:00');
    fill(/^End Date/, '2026-12-01T10:00');
    fireEvent.click(screen.getByRole('button', { name: 'Create Promotion' }));
    expect(await screen.findByText('End date must be after the start date')).toBeInTheDocument();
  });

  const input = { name: 'Weekly Bundles', drawType: 'weekly', description: 'Weekly data bundles', eligibilityCriteria: 'Active storage', prizeDescription: '20 GB bundle', prizeValue: 1000, startDate: new Date('2026-12-01T10:00').toISOString(), endDate: new Date('2026-12-31T10:00').toISOString() };
  const fillAll = () => {
    fill(/^Name/, input.name);
    fireEvent.change(screen.getByLabelText(/^Draw Type/), { target: { value: 'weekly' } });
    fill(/^Description/, input.description);
    fill(/^Eligibility Criteria/, input.eligibilityCriteria);
    fill(/^Prize Description/, input.prizeDescription);
    fill(/^Prize Value/, '1000');
    fill(/^Start Date/, '2026-12-01T10:00');
    fill(/^End Date/, '2026-12-31T10:00');
  };

  it('sends the promotion and shows Success / Promotion created successfully', async () => {
    const mocks = [{ request: { query: CreatePromotionMutation, variables: { input } }, result: { data: { createPromotion: { __typename: 'PromotionPayload', promotion: { __typename: 'Promotion', id: '8', name: 'Weekly Bundles' } } } } }];
    const onClose = jest.fn();
    renderWithProviders(<PromotionFormDialog open onClose={onClose} />, { mocks: mocks as never });
    fillAll();
    fireEvent.click(screen.getByRole('button', { name: 'Create Promotion' }));
    expect(await screen.findByText('Promotion created successfully')).toBeInTheDocument();
    expect(screen.getByText('Success')).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('shows Error / Failed to create promotion when the server refuses', async () => {
    const mocks = [{ request: { query: CreatePromotionMutation, variables: { input } }, result: { errors: [{ message: 'boom' }] } }];
    const onClose = jest.fn();
    renderWithProviders(<PromotionFormDialog open onClose={onClose} />, { mocks: mocks as never });
    fillAll();
    fireEvent.click(screen.getByRole('button', { name: 'Create Promotion' }));
    expect(await screen.findByText('Failed to create promotion')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('promotion details dialog', () => {
  const lists = (participants: unknown[], winners: unknown[], rounds: unknown[] = []) => [
    { request: { query: PromotionParticipantsQuery, variables: { promotionId: '7' } }, result: { data: { promotionParticipants: participants } } },
    { request: { query: PromotionWinnersQuery, variables: { promotionId: '7' } }, result: { data: { promotionWinners: winners } } },
    { request: { query: PromotionRoundsQuery, variables: { promotionId: '7' } }, result: { data: { drawRounds: rounds } } },
  ];
  const round = (status: 'pending' | 'complete') => ({
    __typename: 'DrawRound',
    id: '3',
    status,
    periodKey: '2026-11-24',
    entriesCommitment: 'c'.repeat(64),
    totalEntries: 50,
    targetBlockHeight: 870_002,
    beaconPlan: 'block-height',
    committedAt: '2026-11-24T10:00:00.000Z',
  });

  it('disables Run Winner Selection without participants and shows both empty states', async () => {
    renderWithProviders(<PromotionDetailsDialog promotion={makeFragmentData({ ...promotion, participantCount: 0, totalEntries: 0 }, AdminPromotionFields)} onClose={jest.fn()} />, { mocks: lists([], []) as never });
    expect(await screen.findByText('No participants yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Run Winner Selection' })).toBeDisabled();
    fireEvent.click(screen.getByRole('tab', { name: /Winners/ }));
    expect(await screen.findByText('No winners selected yet')).toBeInTheDocument();
  });

  it('runs the selection: Winner Selected! with the name, the winners list refreshed, the hash truncated', async () => {
    const mocks = [
      ...lists([participant], []),
      { request: { query: SelectWinnerMutation, variables: { input: { promotionId: '7' } } }, result: { data: { selectWinner: { __typename: 'SelectWinnerPayload', status: 'complete', newlyDrawn: true, winner: { __typename: 'Winner', id: '9', displayName: 'Amani N.', user: winner.user, generatedHash: HASH }, round: round('complete') } } } },
      lists([participant], [winner])[1]!,
      lists([participant], [winner])[2]!,
    ];
    renderWithProviders(<PromotionDetailsDialog promotion={makeFragmentData(promotion, AdminPromotionFields)} onClose={jest.fn()} />, { mocks: mocks as never });
    expect(await screen.findByText('50 entries')).toBeInTheDocument();
    const run = screen.getByRole('button', { name: 'Run Winner Selection' });
    await waitFor(() => expect(run).toBeEnabled());
    fireEvent.click(run);
    expect(await screen.findByText('Winner Selected!')).toBeInTheDocument();
    expect(screen.getAllByText('Amani Njoroge').length).toBeGreaterThan(0);
    const row = await screen.findByTestId('promotion-winner');
    expect(within(row).getByTestId('winner-hash')).toHaveTextContent(/^a3f1c09be2d44788\.\.\.$/);
  });

  it('a second run of a period that has its winner says so plainly, not "Winner Selected!" (issue 31, item 10)', async () => {
    const mocks = [
      ...lists([participant], [winner]),
      { request: { query: SelectWinnerMutation, variables: { input: { promotionId: '7' } } }, result: { data: { selectWinner: { __typename: 'SelectWinnerPayload', status: 'complete', newlyDrawn: false, winner: { __typename: 'Winner', id: '9', displayName: 'Amani N.', user: winner.user, generatedHash: HASH }, round: round('complete') } } } },
      lists([participant], [winner])[1]!,
      lists([participant], [winner])[2]!,
    ];
    renderWithProviders(<PromotionDetailsDialog promotion={makeFragmentData(promotion, AdminPromotionFields)} onClose={jest.fn()} />, { mocks: mocks as never });
    const run = await screen.findByRole('button', { name: 'Run Winner Selection' });
    await waitFor(() => expect(run).toBeEnabled());
    fireEvent.click(run);
    const said = await screen.findByTestId('already-drawn');
    expect(said).toHaveTextContent('This period already has its winner');
    expect(said).toHaveTextContent('Amani Njoroge won the draw of period 2026-11-24. A period is drawn once: nothing was drawn again.');
    expect(screen.queryByText('Winner Selected!')).not.toBeInTheDocument();
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  it('a committed draw waiting for its block says so, with the block and the commitment', async () => {
    const mocks = [
      ...lists([participant], []),
      { request: { query: SelectWinnerMutation, variables: { input: { promotionId: '7' } } }, result: { data: { selectWinner: { __typename: 'SelectWinnerPayload', status: 'pending', newlyDrawn: false, winner: null, round: round('pending') } } } },
      lists([participant], [])[1]!,
      lists([participant], [])[2]!,
    ];
    renderWithProviders(<PromotionDetailsDialog promotion={makeFragmentData(promotion, AdminPromotionFields)} onClose={jest.fn()} />, { mocks: mocks as never });
    const run = await screen.findByRole('button', { name: 'Run Winner Selection' });
    await waitFor(() => expect(run).toBeEnabled());
    fireEvent.click(run);
    expect(await screen.findByText('Entry list committed')).toBeInTheDocument();
    const panel = await screen.findByTestId('draw-pending');
    expect(panel).toHaveTextContent('Waiting for Bitcoin block 870,002');
    expect(within(panel).getByTestId('commitment-hash')).toHaveTextContent(/^c{16}\.\.\.$/);
    expect(screen.getByRole('button', { name: 'Check for the block' })).toBeEnabled();
  });

  it('shows Error / Failed to select winner when the draw fails', async () => {
    const mocks = [...lists([participant], []), { request: { query: SelectWinnerMutation, variables: { input: { promotionId: '7' } } }, result: { errors: [{ message: 'nope' }] } }];
    renderWithProviders(<PromotionDetailsDialog promotion={makeFragmentData(promotion, AdminPromotionFields)} onClose={jest.fn()} />, { mocks: mocks as never });
    const run = await screen.findByRole('button', { name: 'Run Winner Selection' });
    await waitFor(() => expect(run).toBeEnabled());
    fireEvent.click(run);
    expect(await screen.findByText('Failed to select winner')).toBeInTheDocument();
  });
});

describe('HashText', () => {
  it('shows 16 characters and the full value on demand', () => {
    renderWithProviders(<HashText hash={HASH} />);
    expect(screen.getByTestId('winner-hash')).toHaveTextContent(`${HASH.slice(0, 16)}...`);
    fireEvent.click(screen.getByRole('button', { name: 'Show full hash' }));
    expect(screen.getByTestId('winner-hash')).toHaveTextContent(HASH);
  });
});
