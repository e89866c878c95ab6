import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toaster } from '@/components/ui/toaster';
import { DashboardUiLabels, setDashboardLanguage } from '@/i18n';
import { renderWithProviders } from '@/test/render';
import { ObjectTagsDialog } from './ObjectTagsDialog';
import { PutObjectTagsMutation } from './operations';

// Apollo's mocked round trips and Chakra's dialogs take a few seconds on a loaded CI machine.
jest.setTimeout(20_000);

afterEach(() => {
  act(() => void toaster.remove());
  setDashboardLanguage('en');
});

const target = { bucket: 'photos', key: 'safari/lion.jpg', tags: [{ key: 'album', value: 'safari' }, { key: 'year', value: '2025' }] };
const saved = (tags: { key: string; value: string }[]) => ({
  request: { query: PutObjectTagsMutation, variables: { input: { bucket: 'photos', key: 'safari/lion.jpg', tags } } },
  result: { data: { putObjectTags: { __typename: 'PutObjectTagsPayload', bucket: 'photos', key: 'safari/lion.jpg', tags: tags.map((t) => ({ __typename: 'ObjectTag', ...t })) } } },
});

describe('ObjectTagsDialog', () => {
  it('opens with the object’s tags, edits, adds and removes rows, and saves the whole set', async () => {
    const onClose = jest.fn();
    renderWithProviders(<ObjectTagsDialog target={target} onClose={onClose} />, { mocks: [saved([{ key: 'album', value: 'Maasai Mara' }, { key: 'owner', value: 'amina' }])] });
    const dialog = await screen.findByRole('dialog', { name: 'Tags of lion.jpg' });
    expect(within(dialog).getByLabelText('Key of tag 1')).toHaveValue('album');
    expect(within(dialog).getByLabelText('Value of tag 2')).toHaveValue('2025');
    fireEvent.change(within(dialog).getByLabelText('Value of tag 1'), { target: { value: 'Maasai Mara' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove tag 2' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '+ Add tag' }));
    fireEvent.change(within(dialog).getByLabelText('Key of tag 2'), { target: { value: 'owner' } });
    fireEvent.change(within(dialog).getByLabelText('Value of tag 2'), { target: { value: 'amina' } });
    // A row left empty is not a tag.
    fireEvent.click(within(dialog).getByRole('button', { name: '+ Add tag' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save tags' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText('Tags saved')).toBeInTheDocument();
  });

  it('checks S3’s rules before asking the server (duplicate keys, aws:), and stops adding at 10 tags', async () => {
    const onClose = jest.fn();
    renderWithProviders(<ObjectTagsDialog target={target} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Tags of lion.jpg' });
    fireEvent.change(within(dialog).getByLabelText('Key of tag 2'), { target: { value: 'album' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save tags' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Cannot provide multiple Tags with the same key');
    fireEvent.change(within(dialog).getByLabelText('Key of tag 2'), { target: { value: 'aws:cost' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save tags' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Your TagKey cannot be prefixed with aws:'));
    for (let i = 0; i < 8; i++) fireEvent.click(within(dialog).getByRole('button', { name: '+ Add tag' }));
    expect(within(dialog).getByLabelText('Key of tag 10')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '+ Add tag' })).toBeDisabled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('speaks the dashboard’s language, the rules’ messages too (Kiswahili, as in the dashboard’s layout)', async () => {
    setDashboardLanguage('sw');
    renderWithProviders(
      <DashboardUiLabels>
        <ObjectTagsDialog target={{ ...target, tags: [{ key: 'a', value: '1' }, { key: 'a', value: '2' }] }} onClose={jest.fn()} />
      </DashboardUiLabels>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Lebo za lion.jpg' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hifadhi lebo' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Lebo mbili haziwezi kuwa na ufunguo mmoja');
  });
});
