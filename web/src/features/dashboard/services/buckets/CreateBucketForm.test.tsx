import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { toaster } from '@/components/ui/toaster';
import { renderWithProviders } from '@/test/render';
import { CreateBucketForm } from './CreateBucketForm';
import { CreateBucketMutation } from './operations';

// Apollo's mocked round trips and Chakra's controls take a few seconds on a loaded CI machine.
jest.setTimeout(20_000);

const created = (input: Record<string, unknown>) => {
  const mutation = jest.fn(() => ({ data: { createBucket: { __typename: 'BucketPayload', bucket: { __typename: 'Bucket', name: input.name, objectCount: 0, bytes: 0 } } } }));
  return { mock: { request: { query: CreateBucketMutation, variables: { input } }, result: mutation }, mutation };
};

describe('CreateBucketForm: object lock', () => {
  afterEach(() => act(() => void toaster.remove()));

  it('offers object lock with one line of help, and creates with a default retention (30 days Governance unless changed)', async () => {
    const { mock, mutation } = created({ serviceId: '7', name: 'ledger', objectLock: true, defaultRetention: { mode: 'COMPLIANCE', days: 30 } });
    renderWithProviders(<CreateBucketForm serviceId="7" />, { mocks: [mock] });
    expect(screen.getByText('Versions cannot be deleted before their retention ends. It cannot be turned off, and it turns versioning on.')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Mode' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Object lock' }));
    expect(await screen.findByRole('radio', { name: '30 days' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Governance' })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: 'Compliance' }));
    expect(await screen.findByText(/Compliance: nobody can delete a version early/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('New bucket name'), { target: { value: 'ledger' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create bucket' }));
    await waitFor(() => expect(mutation).toHaveBeenCalled());
  });

  it('takes a custom number of days, and checks it with the contract before asking the server', async () => {
    const { mock, mutation } = created({ serviceId: '7', name: 'ledger', objectLock: true, defaultRetention: { mode: 'GOVERNANCE', days: 90 } });
    renderWithProviders(<CreateBucketForm serviceId="7" />, { mocks: [mock] });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Object lock' }));
    fireEvent.click(await screen.findByRole('radio', { name: 'Custom' }));
    const days = await screen.findByLabelText('Number of days');
    fireEvent.change(days, { target: { value: '40000' } });
    fireEvent.change(screen.getByLabelText('New bucket name'), { target: { value: 'ledger' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create bucket' }));
    expect(await screen.findByText('Enter a whole number of days from 1 to 36500')).toBeInTheDocument();
    expect(mutation).not.toHaveBeenCalled();
    fireEvent.change(days, { target: { value: '90' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create bucket' }));
    await waitFor(() => expect(mutation).toHaveBeenCalled());
  });

  it('says that a Backup Storage bucket always gets object lock, instead of the box', () => {
    renderWithProviders(<CreateBucketForm serviceId="7" backup />);
    expect(screen.queryByRole('checkbox', { name: 'Object lock' })).toBeNull();
    expect(screen.getByTestId('backup-lock-note')).toHaveTextContent('Backup Storage: every bucket gets object lock, with the retention chosen for the service.');
  });
});
