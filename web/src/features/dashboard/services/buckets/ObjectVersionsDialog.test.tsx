import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toaster } from '@/components/ui/toaster';
import { renderWithProviders } from '@/test/render';
import { ObjectVersionsDialog, shortVersionId } from './ObjectVersionsDialog';
import { DeleteObjectVersionMutation, ExtendObjectRetentionMutation, ObjectVersionsQuery, PresignVersionRestoreMutation, SetObjectLegalHoldMutation } from './operations';

// Apollo's mocked round trips and Chakra's dialogs take a few seconds on a loaded CI machine.
jest.setTimeout(20_000);

const NEW = 'b'.repeat(32);
const OLD = 'a'.repeat(32);
const MARKER = 'm'.repeat(32);
const RESTORED = 'r'.repeat(32);
const target = { bucket: 'notes', key: 'plans/plan.txt' };
type V = { versionId: string; isLatest: boolean; deleteMarker: boolean; size: number; etag: string | null; lastModified: string; lockMode: string | null; lockUntil: string | null; legalHold: boolean; locked: boolean; retained: boolean };
const version = (versionId: string, isLatest: boolean, size: number, deleteMarker = false): V => ({ versionId, isLatest, deleteMarker, size, etag: deleteMarker ? null : 'e', lastModified: '2026-11-20T08:00:00.000Z', lockMode: null, lockUntil: null, legalHold: false, locked: false, retained: false });
const versionsMock = (versions: V[]) => ({
  request: { query: ObjectVersionsQuery, variables: { bucket: 'notes', key: 'plans/plan.txt' } },
  result: { data: { objectVersions: { __typename: 'ObjectVersions', bucket: 'notes', key: 'plans/plan.txt', versions: versions.map((v) => ({ __typename: 'ObjectVersion', ...v })) } } },
});
const rows = () => within(screen.getByRole('region', { name: 'Versions of plan.txt, newest first' })).getAllByRole('row').slice(1);

const realFetch = global.fetch;
afterEach(() => {
  act(() => void toaster.remove());
  global.fetch = realFetch;
});

describe('ObjectVersionsDialog', () => {
  it('lists every version newest first, with shortened ids (full in the title), sizes and the Latest and Delete marker badges', async () => {
    renderWithProviders(<ObjectVersionsDialog target={target} onClose={jest.fn()} />, { mocks: [versionsMock([version(MARKER, true, 0, true), version(NEW, false, 2048), version(OLD, false, 6)])] });
    expect(await screen.findByRole('dialog', { name: 'Versions of plan.txt' })).toBeInTheDocument();
    await screen.findByText(shortVersionId(MARKER));
    const [marker, second, third] = rows();
    expect(within(marker!).getByText('Latest')).toBeInTheDocument();
    expect(within(marker!).getByText('Delete marker')).toBeInTheDocument();
    expect(within(marker!).getByRole('button', { name: `Remove delete marker ${shortVersionId(MARKER)}` })).toBeInTheDocument();
    expect(within(marker!).queryByRole('button', { name: /^Download/ })).toBeNull();
    expect(within(second!).getByText(shortVersionId(NEW))).toHaveAttribute('title', NEW);
    expect(second).toHaveTextContent('2 KB');
    expect(within(second!).queryByText('Latest')).toBeNull();
    expect(within(second!).getByRole('button', { name: `Restore version ${shortVersionId(NEW)}` })).toBeInTheDocument();
    expect(third).toHaveTextContent('6 B');
  });

  it('offers no restore on the latest version, and deletes a version only once the word delete is typed', async () => {
    const remove = {
      request: { query: DeleteObjectVersionMutation, variables: { input: { bucket: 'notes', key: 'plans/plan.txt', versionId: OLD, confirm: 'delete' } } },
      result: { data: { deleteObjectVersion: { __typename: 'DeleteObjectVersionPayload', bucket: 'notes', key: 'plans/plan.txt', versionId: OLD, deleteMarker: false } } },
    };
    renderWithProviders(<ObjectVersionsDialog target={target} onClose={jest.fn()} />, { mocks: [versionsMock([version(NEW, true, 14), version(OLD, false, 6)]), remove, versionsMock([version(NEW, true, 14)])] });
    await screen.findByText(shortVersionId(OLD));
    expect(within(rows()[0]!).queryByRole('button', { name: /^Restore/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: `Delete version ${shortVersionId(OLD)}` }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this version for good?' });
    expect(confirm).toHaveTextContent('This cannot be undone.');
    const button = within(confirm).getByRole('button', { name: 'Delete' });
    expect(button).toBeDisabled();
    fireEvent.change(within(confirm).getByLabelText('Type delete to confirm'), { target: { value: 'plan.txt' } });
    expect(button).toBeDisabled();
    fireEvent.change(within(confirm).getByLabelText('Type delete to confirm'), { target: { value: 'delete' } });
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    expect(await screen.findByText('Version deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(shortVersionId(OLD))).toBeNull());
  });

  it('removes a delete marker without typing anything', async () => {
    const remove = {
      request: { query: DeleteObjectVersionMutation, variables: { input: { bucket: 'notes', key: 'plans/plan.txt', versionId: MARKER } } },
      result: { data: { deleteObjectVersion: { __typename: 'DeleteObjectVersionPayload', bucket: 'notes', key: 'plans/plan.txt', versionId: MARKER, deleteMarker: true } } },
    };
    renderWithProviders(<ObjectVersionsDialog target={target} onClose={jest.fn()} />, { mocks: [versionsMock([version(MARKER, true, 0, true), version(OLD, false, 6)]), remove, versionsMock([version(OLD, true, 6)])] });
    fireEvent.click(await screen.findByRole('button', { name: `Remove delete marker ${shortVersionId(MARKER)}` }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove the delete marker?' });
    expect(within(confirm).queryByLabelText('Type delete to confirm')).toBeNull();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove delete marker' }));
    expect(await screen.findByText('Delete marker removed')).toBeInTheDocument();
  });

  it('restores an old version by sending the presigned PUT with exactly its signed headers, then lists the new version', async () => {
    const presign = {
      request: { query: PresignVersionRestoreMutation, variables: { input: { bucket: 'notes', key: 'plans/plan.txt', versionId: OLD } } },
      result: {
        data: {
          presignVersionRestore: {
            __typename: 'PresignedRequest',
            url: 'https://s3.example/notes/plans/plan.txt?X-Amz-Signature=abc',
            method: 'PUT',
            headers: [{ __typename: 'HttpHeader', name: 'x-amz-copy-source', value: `notes/plans/plan.txt?versionId=${OLD}` }],
            expiresAt: '2026-11-20T09:00:00.000Z',
          },
        },
      },
    };
    const fetchMock = jest.fn().mockResolvedValue({ ok: true, status: 200, headers: new Headers({ 'x-amz-version-id': RESTORED }) });
    global.fetch = fetchMock as unknown as typeof fetch;
    renderWithProviders(<ObjectVersionsDialog target={target} onClose={jest.fn()} />, {
      mocks: [versionsMock([version(NEW, true, 14), version(OLD, false, 6)]), presign, versionsMock([version(RESTORED, true, 6), version(NEW, false, 14), version(OLD, false, 6)])],
    });
    fireEvent.click(await screen.findByRole('button', { name: `Restore version ${shortVersionId(OLD)}` }));
    expect(await screen.findByText('Version restored')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('https://s3.example/notes/plans/plan.txt?X-Amz-Signature=abc', { method: 'PUT', headers: { 'x-amz-copy-source': `notes/plans/plan.txt?versionId=${OLD}` } });
    await screen.findByText(shortVersionId(RESTORED));
    expect(rows()).toHaveLength(3);
    expect(within(rows()[0]!).getByText('Latest')).toBeInTheDocument();
  });

  it('shows the storage endpoint’s refusal of a restore in the dialog', async () => {
    const presign = {
      request: { query: PresignVersionRestoreMutation, variables: { input: { bucket: 'notes', key: 'plans/plan.txt', versionId: OLD } } },
      result: { data: { presignVersionRestore: { __typename: 'PresignedRequest', url: 'https://s3.example/x', method: 'PUT', headers: [], expiresAt: '2026-11-20T09:00:00.000Z' } } },
    };
    global.fetch = jest.fn().mockResolvedValue({ ok: false, status: 403, headers: new Headers() }) as unknown as typeof fetch;
    renderWithProviders(<ObjectVersionsDialog target={target} onClose={jest.fn()} />, { mocks: [versionsMock([version(NEW, true, 14), version(OLD, false, 6)]), presign] });
    fireEvent.click(await screen.findByRole('button', { name: `Restore version ${shortVersionId(OLD)}` }));
    expect(await within(screen.getByRole('dialog', { name: 'Versions of plan.txt' })).findByRole('alert')).toHaveTextContent('Could not restore the version (HTTP 403)');
  });
});

describe('ObjectVersionsDialog under object lock', () => {
  const UNTIL = '2099-01-15T10:00:00.000Z';
  const locked = (over: Partial<V> = {}): V => ({ ...version(NEW, true, 14), lockMode: 'GOVERNANCE', lockUntil: UNTIL, locked: true, retained: true, ...over });
  const lockTarget = { ...target, objectLock: true };
  const lockPayload = (over: Partial<V>) => ({ __typename: 'ObjectLockPayload', bucket: 'notes', key: 'plans/plan.txt', version: { __typename: 'ObjectVersion', versionId: NEW, lockMode: 'GOVERNANCE', lockUntil: UNTIL, legalHold: false, locked: true, retained: true, ...over } });

  it('shows "Locked until" with the mode, and disables Delete with the reason', async () => {
    renderWithProviders(<ObjectVersionsDialog target={lockTarget} onClose={jest.fn()} />, { mocks: [versionsMock([locked(), version(OLD, false, 6)])] });
    await screen.findByText(shortVersionId(NEW));
    const [first, second] = rows();
    expect(within(first!).getByTestId('locked-until')).toHaveTextContent('Locked until 15/01/2099 · Governance');
    const del = within(first!).getByRole('button', { name: `Delete version ${shortVersionId(NEW)}` });
    expect(del).toBeDisabled();
    expect(within(first!).getByTestId('lock-reason')).toHaveTextContent('Cannot be deleted before 15/01/2099');
    expect(del).toHaveAccessibleDescription(/Cannot be deleted before/);
    // An unlocked version of the same key can still be deleted.
    expect(within(second!).getByRole('button', { name: `Delete version ${shortVersionId(OLD)}` })).toBeEnabled();
  });

  it('puts a legal hold on and shows its badge', async () => {
    const hold = jest.fn(() => ({ data: { setObjectLegalHold: lockPayload({ legalHold: true }) } }));
    renderWithProviders(<ObjectVersionsDialog target={lockTarget} onClose={jest.fn()} />, {
      mocks: [
        versionsMock([locked({ lockMode: null, lockUntil: null, locked: false, retained: false })]),
        { request: { query: SetObjectLegalHoldMutation, variables: { input: { bucket: 'notes', key: 'plans/plan.txt', versionId: NEW, on: true } } }, result: hold },
        versionsMock([locked({ lockMode: null, lockUntil: null, legalHold: true, locked: true, retained: false })]),
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: `Put a legal hold on version ${shortVersionId(NEW)}` }));
    expect(await screen.findByTestId('legal-hold')).toHaveTextContent('Legal hold');
    expect(hold).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: `Delete version ${shortVersionId(NEW)}` })).toBeDisabled();
    expect(screen.getByTestId('lock-reason')).toHaveTextContent('Cannot be deleted while its legal hold is on.');
    expect(screen.getByRole('button', { name: `Remove the legal hold of version ${shortVersionId(NEW)}` })).toBeInTheDocument();
  });

  it('extends the retention only to a later day', async () => {
    const extend = jest.fn(() => ({ data: { extendObjectRetention: lockPayload({ lockUntil: '2099-02-01T12:00:00.000Z' }) } }));
    renderWithProviders(<ObjectVersionsDialog target={lockTarget} onClose={jest.fn()} />, {
      mocks: [
        versionsMock([locked()]),
        { request: { query: ExtendObjectRetentionMutation, variables: { input: { bucket: 'notes', key: 'plans/plan.txt', versionId: NEW, mode: 'GOVERNANCE', until: '2099-02-01T12:00:00.000Z' } } }, result: extend },
        versionsMock([locked({ lockUntil: '2099-02-01T12:00:00.000Z' })]),
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: `Extend the retention of version ${shortVersionId(NEW)}` }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Extend the retention?' });
    const day = within(dialog).getByLabelText('Keep until');
    expect(day).toHaveAttribute('min', '2099-01-16');
    const confirm = within(dialog).getByRole('button', { name: 'Extend retention' });
    expect(confirm).toBeDisabled();
    fireEvent.change(day, { target: { value: '2099-01-10' } });
    expect(within(dialog).getByText('Choose a day later than the current retention.')).toBeInTheDocument();
    expect(confirm).toBeDisabled();
    fireEvent.change(day, { target: { value: '2099-02-01' } });
    await waitFor(() => expect(confirm).toBeEnabled());
    fireEvent.click(confirm);
    expect(await screen.findByText('Retention extended')).toBeInTheDocument();
    expect(extend).toHaveBeenCalled();
    await waitFor(() => expect(screen.getByTestId('locked-until')).toHaveTextContent('Locked until 01/02/2099'));
  });
});
