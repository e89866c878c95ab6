import { Input, Text } from '@chakra-ui/react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { createAccessTokenSchema } from '@contracts/access-tokens';
import { useSchemaForm } from '@/lib/forms/useSchemaForm';
import { renderWithProviders } from '@/test/render';
import { FormDialog } from './FormDialog';
import { FormField } from './FormField';
import { FormFieldset } from './FormFieldset';

/** A create-token dialog as the app builds one: the contract, FormField, FormDialog; the secret once. */
function NewTokenDialog({ send, onClose = () => {} }: { send: (name: string) => Promise<string>; onClose?: () => void }) {
  const form = useSchemaForm(createAccessTokenSchema);
  const [name, setName] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const create = async (data: { name: string }) => {
    setSubmitting(true);
    try {
      setSecret(await send(data.name));
    } finally {
      setSubmitting(false);
    }
  };
  return (
    <FormDialog
      open
      onClose={onClose}
      title="Generate New Token"
      formLabel="New token"
      submitLabel="Create Token"
      submittingLabel="Creating..."
      submitting={submitting}
      onSubmit={form.handleSubmit(() => ({ name, scope: 'read', expiresAt: new Date(Date.now() + 86_400_000) }), create)}
      result={secret && <Text data-testid="secret">{secret}</Text>}
      doneLabel="Done"
    >
      <FormField label="Token name" error={form.errors.name} required>
        <Input value={name} onChange={(e) => setName(e.target.value)} />
      </FormField>
    </FormDialog>
  );
}

describe('FormDialog', () => {
  it('is one form named in the dialog: the contract’s message on its field, Cancel and submit inside it', async () => {
    const send = jest.fn(async () => 'mwk_pat_secret');
    renderWithProviders(<NewTokenDialog send={send} />);
    const dialog = await screen.findByRole('dialog', { name: 'Generate New Token' });
    const form = within(dialog).getByRole('form', { name: 'New token' });
    expect(within(form).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await act(async () => void fireEvent.click(within(form).getByRole('button', { name: 'Create Token' })));
    expect(within(form).getByText('Token name is required')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('submits with Enter, shows the working label meanwhile, then the result with a single Done button', async () => {
    let resolve!: (secret: string) => void;
    const send = jest.fn(() => new Promise<string>((r) => (resolve = r)));
    const onClose = jest.fn();
    renderWithProviders(<NewTokenDialog send={send} onClose={onClose} />);
    const input = await screen.findByLabelText(/^Token name/);
    fireEvent.change(input, { target: { value: 'nightly-report' } });
    await act(async () => void fireEvent.submit(input.closest('form')!));
    expect(send).toHaveBeenCalledWith('nightly-report');
    expect(screen.getByRole('button', { name: 'Creating...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await act(async () => resolve('mwk_pat_secret'));
    expect(screen.getByTestId('secret')).toHaveTextContent('mwk_pat_secret');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('a destructive form is an alert dialog with a red submit button', async () => {
    renderWithProviders(
      <FormDialog open onClose={() => {}} title="Revoke key" submitLabel="Revoke" destructive onSubmit={(e) => e.preventDefault()}>
        <Text>Type the key’s name.</Text>
      </FormDialog>,
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke key' });
    expect(within(dialog).getByRole('button', { name: 'Revoke' })).toHaveAttribute('type', 'submit');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('says a failure that names no field under the fields, and a group’s message under its legend, both announced', async () => {
    renderWithProviders(
      <FormDialog open onClose={() => {}} title="New key" submitLabel="Create" onSubmit={(e) => e.preventDefault()} error="The key could not be created">
        <FormFieldset legend="Permissions" error="Choose at least one permission">
          <Text>boxes</Text>
        </FormFieldset>
      </FormDialog>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'New key' });
    expect(within(dialog).getByRole('group', { name: 'Permissions' })).toHaveTextContent('Choose at least one permission');
    expect(within(dialog).getAllByRole('alert').map((a) => a.textContent)).toEqual(['Choose at least one permission', 'The key could not be created']);
  });
});
