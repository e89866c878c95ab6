import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { toaster } from '@/components/ui/toaster';
import { renderWithProviders } from '@/test/render';
import { AccountPublicAccessBlockQuery, PutAccountPublicAccessBlockMutation } from '../operations';
import { AccountPublicAccessCard } from './AccountPublicAccessCard';

// Apollo's mocked round trips and Chakra's dialogs take a few seconds on a loaded CI machine.
jest.setTimeout(20_000);
afterEach(() => act(() => void toaster.remove()));

const flags = (on: boolean) => ({ blockPublicAcls: on, ignorePublicAcls: on, blockPublicPolicy: on, restrictPublicBuckets: on });
const setting = (f: ReturnType<typeof flags>, updatedAt: string | null = null) => ({ __typename: 'AccountPublicAccessBlock' as const, id: '7', ...f, updatedAt });
const readMock = (f: ReturnType<typeof flags>) => ({ request: { query: AccountPublicAccessBlockQuery }, result: { data: { accountPublicAccessBlock: setting(f) } } });
const putMock = (f: ReturnType<typeof flags>, confirm: string | null) => ({
  request: { query: PutAccountPublicAccessBlockMutation, variables: { input: { ...f, confirm } } },
  result: { data: { putAccountPublicAccessBlock: { __typename: 'PutAccountPublicAccessBlockPayload', accountPublicAccessBlock: setting(f, '2026-11-29T00:00:00.000Z') } } },
});

describe('AccountPublicAccessCard', () => {
  it('shows the four settings on by default; turning one off asks for confirm to be typed and names what is turned off', async () => {
    const off = { ...flags(true), blockPublicPolicy: false, restrictPublicBuckets: false };
    renderWithProviders(<AccountPublicAccessCard />, { mocks: [readMock(flags(true)), putMock(off, 'confirm')] as never });
    expect(await screen.findByText('On: no bucket of your account can be public.')).toBeInTheDocument();
    for (const label of ['Block public ACLs', 'Ignore public ACLs', 'Block public bucket policies', 'Ignore public bucket policies']) expect(screen.getByLabelText(label)).toBeChecked();
    const save = screen.getByRole('button', { name: 'Save changes' });
    expect(save).toBeDisabled();
    fireEvent.click(screen.getByLabelText('Block public bucket policies'));
    await waitFor(() => expect(screen.getByLabelText('Block public bucket policies')).not.toBeChecked());
    fireEvent.click(screen.getByLabelText('Ignore public bucket policies'));
    await waitFor(() => expect(screen.getByLabelText('Ignore public bucket policies')).not.toBeChecked());
    await waitFor(() => expect(save).toBeEnabled());
    fireEvent.click(save);
    expect(await screen.findByText('Turn off Block Public Access for your account?')).toBeInTheDocument();
    expect(screen.getByText('Turning off: Block public bucket policies, Ignore public bucket policies')).toBeInTheDocument();
    const turnOff = screen.getByRole('button', { name: 'Turn off' });
    expect(turnOff).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Type confirm to turn it off'), { target: { value: 'confirm' } });
    await waitFor(() => expect(turnOff).toBeEnabled());
    fireEvent.click(turnOff);
    expect(await screen.findByText('Block Public Access saved')).toBeInTheDocument();
    expect(await screen.findByText('Partly off: a bucket becomes public only once you make it public in its own Public access dialog.')).toBeInTheDocument();
    expect(screen.getByLabelText('Block public bucket policies')).not.toBeChecked();
    expect(screen.getByLabelText('Block public ACLs')).toBeChecked();
  });

  it('turns settings back on without asking', async () => {
    renderWithProviders(<AccountPublicAccessCard />, { mocks: [readMock(flags(false)), putMock({ ...flags(false), restrictPublicBuckets: true }, null)] as never });
    expect(await screen.findByText(/^Partly off: a bucket/)).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('Ignore public bucket policies'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Block Public Access saved')).toBeInTheDocument();
    expect(screen.queryByText('Turn off Block Public Access for your account?')).not.toBeInTheDocument();
  });
});
