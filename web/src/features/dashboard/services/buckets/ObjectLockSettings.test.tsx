import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toaster } from '@/components/ui/toaster';
import { renderWithProviders } from '@/test/render';
import { ObjectLockSettings } from './ObjectLockSettings';
import { SetBucketDefaultRetentionMutation } from './operations';

// Apollo's mocked round trips and Chakra's dialogs take a few seconds on a loaded CI machine.
jest.setTimeout(20_000);

const lock = (mode: 'GOVERNANCE' | 'COMPLIANCE', days: number | null, years: number | null = null) => ({ __typename: 'BucketObjectLock' as const, defaultRetention: days || years ? { __typename: 'DefaultRetention' as const, mode, days, years } : null });

describe('ObjectLockSettings', () => {
  afterEach(() => act(() => void toaster.remove()));

  it('shows the bucket’s lock and default retention as a badge', () => {
    const { unmount } = renderWithProviders(<ObjectLockSettings bucket="ledger" objectLock={lock('GOVERNANCE', 30)} versioning="ENABLED" />);
    expect(screen.getByTestId('object-lock-badge')).toHaveTextContent('Object lock · 30 days Governance');
    unmount();
    renderWithProviders(<ObjectLockSettings bucket="ledger" objectLock={lock('COMPLIANCE', null)} versioning="ENABLED" />);
    expect(screen.getByTestId('object-lock-badge')).toHaveTextContent(/^Object lock$/);
  });

  it('offers nothing on a bucket whose versioning is not enabled (lock needs it)', () => {
    renderWithProviders(<ObjectLockSettings bucket="ledger" objectLock={null} versioning="SUSPENDED" />);
    expect(screen.queryByTestId('object-lock')).toBeNull();
  });

  it('on the Ceph plane offers no turning on for an existing bucket (RGW sets lock only at creation), and still shows and changes a lock', () => {
    const { unmount } = renderWithProviders(<ObjectLockSettings bucket="ledger" objectLock={null} versioning="ENABLED" canTurnOn={false} />);
    expect(screen.queryByTestId('object-lock')).toBeNull();
    unmount();
    renderWithProviders(<ObjectLockSettings bucket="ledger" objectLock={lock('GOVERNANCE', 7)} versioning="ENABLED" canTurnOn={false} />);
    expect(screen.getByTestId('object-lock-badge')).toHaveTextContent('Object lock · 7 days Governance');
    expect(screen.getByRole('button', { name: 'Object lock settings of ledger' })).toBeInTheDocument();
  });

  it('changes the default retention after a confirm that says lock cannot be turned off', async () => {
    const mutation = jest.fn(() => ({ data: { setBucketDefaultRetention: { __typename: 'BucketPayload', bucket: { __typename: 'Bucket', name: 'ledger', objectLock: lock('GOVERNANCE', 365) } } } }));
    renderWithProviders(<ObjectLockSettings bucket="ledger" objectLock={lock('GOVERNANCE', 30)} versioning="ENABLED" />, {
      mocks: [{ request: { query: SetBucketDefaultRetentionMutation, variables: { input: { name: 'ledger', mode: 'GOVERNANCE', days: 365 } } }, result: mutation }],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Object lock settings of ledger' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Default retention of ledger' });
    expect(dialog).toHaveTextContent('Object lock cannot be turned off');
    expect(within(dialog).getByRole('radio', { name: '30 days' })).toBeChecked();
    fireEvent.click(within(dialog).getByRole('radio', { name: '365 days' }));
    await waitFor(() => expect(within(dialog).getByRole('radio', { name: '365 days' })).toBeChecked());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mutation).toHaveBeenCalled());
    expect(await screen.findByText('Default retention saved')).toBeInTheDocument();
  });

  it('turns lock on for a versioned bucket, with the same warning', async () => {
    renderWithProviders(<ObjectLockSettings bucket="ledger" objectLock={null} versioning="ENABLED" />);
    expect(screen.queryByTestId('object-lock-badge')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Object lock settings of ledger' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Default retention of ledger' });
    expect(dialog).toHaveTextContent('Object lock cannot be turned off');
    expect(within(dialog).getByRole('button', { name: 'Turn on object lock' })).toBeInTheDocument();
  });
});
