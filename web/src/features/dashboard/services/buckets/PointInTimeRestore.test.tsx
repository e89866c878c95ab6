import { act, fireEvent, screen, within } from '@testing-library/react';
import { toaster } from '@/components/ui/toaster';
import { renderWithProviders } from '@/test/render';
import { PointInTimeRestore } from './PointInTimeRestore';
import { SnapshotScheduleQuery } from '../snapshots/operations';
import { BucketRestoresQuery, StartBucketRestoreMutation } from './restoreOperations';

// Apollo's mocked round trips and Chakra's dialogs take a few seconds on a loaded CI machine.
jest.setTimeout(20_000);

const AT = '2026-11-20T08:00:00.000Z';
const job = (status: string, counts: { keys: number; restored: number }) => ({
  __typename: 'BucketRestore',
  id: '1',
  prefix: 'logs/',
  pointInTime: AT,
  status,
  keysExamined: counts.keys,
  versionsRestored: counts.restored,
  markersWritten: 0,
  bytesCopied: 0,
  error: null,
  createdAt: '2026-11-29T10:00:00.000Z',
  finishedAt: status === 'DONE' ? '2026-11-29T10:01:00.000Z' : null,
});
const list = (jobs: unknown[], delay = 0) => ({ request: { query: BucketRestoresQuery, variables: { serviceId: '7', bucket: 'notes' } }, result: { data: { bucketRestores: jobs } }, delay });

const TAKEN = '2026-11-27T03:04:05.678Z';
const schedule = (snapshots: unknown[]) => ({
  request: { query: SnapshotScheduleQuery, variables: { serviceId: '7' } },
  result: {
    data: {
      snapshotSchedule: {
        __typename: 'SnapshotSchedule',
        serviceId: '7',
        enabled: snapshots.length > 0,
        retentionDays: snapshots.length ? 7 : null,
        enabledAt: snapshots.length ? '2026-11-26T10:00:00.000Z' : null,
        nextSnapshotAt: snapshots.length ? '2026-11-30T03:00:00.000Z' : null,
        snapshots,
      },
    },
  },
});

describe('PointInTimeRestore', () => {
  afterEach(() => act(() => void toaster.remove()));

  it('takes a prefix and a UTC moment, asks first saying nothing is deleted, starts the restore and follows its progress', async () => {
    const start = {
      request: { query: StartBucketRestoreMutation, variables: { input: { serviceId: '7', bucket: 'notes', prefix: 'logs/', pointInTime: AT } } },
      result: { data: { startBucketRestore: { __typename: 'StartBucketRestorePayload', restore: { __typename: 'BucketRestore', id: '1', status: 'QUEUED' } } } },
    };
    renderWithProviders(<PointInTimeRestore serviceId="7" bucket="notes" />, {
      mocks: [list([]), schedule([]), start, list([job('RUNNING', { keys: 3, restored: 2 })]), list([job('DONE', { keys: 5, restored: 4 })], 300)],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Restore to a point in time' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore notes to a point in time' });
    expect(dialog).toHaveTextContent('Nothing is deleted');
    fireEvent.change(screen.getByLabelText('Prefix'), { target: { value: 'logs/' } });
    fireEvent.change(screen.getByLabelText('Date and time (UTC)'), { target: { value: '2026-11-20T08:00:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Restore…' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Restore to this point in time?' });
    expect(confirm).toHaveTextContent('Keys under logs/ in notes go back to how they were at 2026-11-20 08:00:00 UTC. Nothing is deleted');
    // hidden: in jsdom the parent dialog's aria-hidden on other layers reaches the nested one a moment
    // after it opens (a race the CI machine lost); in chromium the button is reachable (e2e/point-in-time-restore).
    fireEvent.click(within(confirm).getByRole('button', { name: 'Start the restore', hidden: true }));
    expect(await screen.findByText('Restore started')).toBeInTheDocument();
    expect(await screen.findByText(/Keys examined: 3 · Versions restored: 2/)).toBeInTheDocument();
    // While it runs, its progress is asked for again.
    expect(await screen.findByText(/Keys examined: 5 · Versions restored: 4/, undefined, { timeout: 6000 })).toBeInTheDocument();
  });

  it('restores to a daily snapshot picked from the list, at its exact moment', async () => {
    const start = {
      request: { query: StartBucketRestoreMutation, variables: { input: { serviceId: '7', bucket: 'notes', prefix: '', pointInTime: TAKEN } } },
      result: { data: { startBucketRestore: { __typename: 'StartBucketRestorePayload', restore: { __typename: 'BucketRestore', id: '2', status: 'QUEUED' } } } },
    };
    const snapshot = { __typename: 'StorageSnapshot', id: '9', onDemand: false, takenAt: TAKEN, expiresAt: '2026-12-04T03:04:05.678Z', objects: 12, bytes: 2048 };
    renderWithProviders(<PointInTimeRestore serviceId="7" bucket="notes" />, { mocks: [list([]), schedule([snapshot]), start, list([])] });
    fireEvent.click(screen.getByRole('button', { name: 'Restore to a point in time' }));
    const pick = await screen.findByLabelText('Snapshot');

    fireEvent.change(pick, { target: { value: TAKEN } });
    fireEvent.click(screen.getByRole('button', { name: 'Restore…' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Restore to this point in time?' });
    expect(confirm).toHaveTextContent('go back to how they were at 2026-11-27 03:04:05 UTC');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Start the restore', hidden: true }));
    expect(await screen.findByText('Restore started')).toBeInTheDocument();
  });
});
