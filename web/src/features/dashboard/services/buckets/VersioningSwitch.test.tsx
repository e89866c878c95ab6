import { act, fireEvent, screen } from '@testing-library/react';
import { toaster } from '@/components/ui/toaster';
import { renderWithProviders } from '@/test/render';
import { SetBucketVersioningMutation } from './operations';
import { VersioningSwitch } from './VersioningSwitch';

// Apollo's mocked round trips and Chakra's dialogs take a few seconds on a loaded CI machine.
jest.setTimeout(20_000);

const setMock = (enabled: boolean) => ({
  request: { query: SetBucketVersioningMutation, variables: { input: { name: 'notes', enabled } } },
  result: { data: { setBucketVersioning: { __typename: 'BucketPayload', bucket: { __typename: 'Bucket', name: 'notes', versioning: enabled ? 'ENABLED' : 'SUSPENDED' } } } },
});

describe('VersioningSwitch', () => {
  afterEach(() => act(() => void toaster.remove()));

  it('shows the state and turns versioning on at once', async () => {
    renderWithProviders(<VersioningSwitch bucket="notes" versioning="UNVERSIONED" />, { mocks: [setMock(true)] });
    expect(screen.getByText('Off')).toBeInTheDocument();
    const sw = screen.getByRole('checkbox', { name: 'Versioning of notes' });
    expect(sw).not.toBeChecked();
    fireEvent.click(sw);
    expect(await screen.findByText('Versioning enabled')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks before suspending, saying that new writes replace the previous version', async () => {
    renderWithProviders(<VersioningSwitch bucket="notes" versioning="ENABLED" />, { mocks: [setMock(false)] });
    expect(screen.getByText('Enabled')).toBeInTheDocument();
    const sw = screen.getByRole('checkbox', { name: 'Versioning of notes' });
    expect(sw).toBeChecked();
    fireEvent.click(sw);
    const confirm = await screen.findByRole('alertdialog', { name: 'Suspend versioning?' });
    expect(confirm).toHaveTextContent('New writes to notes will replace the previous version');
    fireEvent.click(screen.getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('Versioning suspended')).toBeInTheDocument();
  });
});
