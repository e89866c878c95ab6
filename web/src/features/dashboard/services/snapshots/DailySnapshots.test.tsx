import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toaster } from '@/components/ui/toaster';
import { renderWithProviders } from '@/test/render';
import { DailySnapshots } from './DailySnapshots';
import { SetSnapshotScheduleMutation, SnapshotScheduleQuery, TakeSnapshotMutation } from './operations';

// Apollo's mocked round trips and Chakra's dialogs take a few seconds on a loaded CI machine.
jest.setTimeout(20_000);

const snapshot = { __typename: 'StorageSnapshot', id: '3', onDemand: false, takenAt: '2026-11-28T03:02:00.000Z', expiresAt: '2026-12-28T03:02:00.000Z', objects: 1234, bytes: 5 * 1024 * 1024 };
const schedule = (enabled: boolean, retentionDays: number | null, snapshots: unknown[] = []) => ({
  __typename: 'SnapshotSchedule',
  serviceId: '7',
  enabled,
  retentionDays,
  enabledAt: enabled ? '2026-11-28T03:02:00.000Z' : null,
  nextSnapshotAt: enabled ? '2026-11-30T03:00:00.000Z' : null,
  snapshots,
});
const read = (value: ReturnType<typeof schedule>) => ({ request: { query: SnapshotScheduleQuery, variables: { serviceId: '7' } }, result: { data: { snapshotSchedule: value } } });
const set = (input: Record<string, unknown>, value: ReturnType<typeof schedule>) => ({
  request: { query: SetSnapshotScheduleMutation, variables: { input: { serviceId: '7', ...input } } },
  result: { data: { setSnapshotSchedule: value } },
});

describe('DailySnapshots', () => {
  afterEach(() => act(() => void toaster.remove()));

  it('turns the snapshots on with a retention and lists the snapshots with the next one', async () => {
    renderWithProviders(<DailySnapshots serviceId="7" />, { mocks: [read(schedule(false, null)), set({ retentionDays: 30 }, schedule(true, 30, [snapshot]))] });
    expect(await screen.findByTestId('snapshot-status')).toHaveTextContent('Off. Turning them on turns versioning on for every bucket of this service.');
    expect(screen.getByText(/KSh 0.85 per GB-month/)).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    fireEvent.click(screen.getByRole('radio', { name: '30 days' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: '30 days' })).toBeChecked());
    fireEvent.click(save);
    expect(await screen.findByText('Daily snapshots on, kept 30 days')).toBeInTheDocument();
    expect(screen.getByTestId('snapshot-status')).toHaveTextContent(/On: kept 30 days\. Next snapshot: .*30.*2026/);
    const table = screen.getByRole('table', { name: 'Snapshots you can restore' });
    expect(within(table).getByText('1,234')).toBeInTheDocument();
    expect(within(table).getByText('5 MB')).toBeInTheDocument();
  });

  it('asks for the typed word before a shorter retention removes versions, and sends it', async () => {
    renderWithProviders(<DailySnapshots serviceId="7" />, { mocks: [read(schedule(true, 30, [snapshot])), set({ retentionDays: 7, confirm: 'delete' }, schedule(true, 7, [snapshot]))] });
    await screen.findByText(/On: kept 30 days/);
    fireEvent.click(screen.getByRole('radio', { name: '7 days' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: '7 days' })).toBeChecked());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Keep snapshots for less time?' });
    expect(dialog).toHaveTextContent('From 30 to 7 days: versions older than 7 days, and the snapshots that need them, are removed at the next run and cannot be recovered.');
    const shorten = within(dialog).getByRole('button', { name: 'Shorten', hidden: true });
    expect(shorten).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText('Type delete to confirm'), { target: { value: 'delete' } });
    expect(shorten).toBeEnabled();
    fireEvent.click(shorten);
    expect(await screen.findByText('Daily snapshots on, kept 7 days')).toBeInTheDocument();
    expect(screen.getByTestId('snapshot-status')).toHaveTextContent(/On: kept 7 days/);
  });

  it('takes a snapshot on demand while they are on, marked as such in the list', async () => {
    const now = { ...snapshot, id: '4', onDemand: true, takenAt: '2026-11-29T12:00:00.000Z', expiresAt: '2026-12-29T12:00:00.000Z' };
    const take = { request: { query: TakeSnapshotMutation, variables: { serviceId: '7' } }, result: { data: { takeSnapshot: schedule(true, 30, [now, snapshot]) } } };
    renderWithProviders(<DailySnapshots serviceId="7" />, { mocks: [read(schedule(true, 30, [snapshot])), take] });
    fireEvent.click(await screen.findByRole('button', { name: 'Take a snapshot now' }));
    expect(await screen.findByText('Snapshot taken')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Snapshots you can restore' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('On demand')).toBeInTheDocument();
  });

  it('offers no snapshot on demand while they are off', async () => {
    renderWithProviders(<DailySnapshots serviceId="7" />, { mocks: [read(schedule(false, null))] });
    await screen.findByTestId('snapshot-status');
    expect(screen.queryByRole('button', { name: 'Take a snapshot now' })).toBeNull();
  });


  it('says on Ceph RGW that the kept versions count as the service’s stored data', async () => {
    renderWithProviders(<DailySnapshots serviceId="7" onCeph />, { mocks: [read(schedule(false, null))] });
    expect(await screen.findByText('Older versions kept for snapshots count as data stored in the service, at KSh 0.85 per GB-month.')).toBeInTheDocument();
    expect(screen.queryByText(/on a line of their own/)).not.toBeInTheDocument();
  });
});
