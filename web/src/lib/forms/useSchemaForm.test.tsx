import { Button, Input } from '@chakra-ui/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { loginSchema, passwordSchema } from '@contracts/auth';
import { FormField } from '@/components/ui/FormField';
import { DashboardUiLabels, setDashboardLanguage } from '@/i18n';
import { GraphqlRequestError } from '@/lib/graphql/request';
import { renderWithProviders } from '@/test/render';
import { fieldErrorsOf, serverFieldError } from './fieldErrors';
import { useSchemaForm, type SchemaFormOptions } from './useSchemaForm';

/** What a failed mutation throws in Apollo Client 4: the server's GraphQL errors. */
const graphqlFailure = (message: string, extensions: Record<string, unknown>) => new CombinedGraphQLErrors({ errors: [{ message, extensions }] });

/** A sign-in form built with the kit, as the app's forms are: the contract, FormField, handleSubmit. */
function LoginForm({ send, onError = () => {}, options }: { send: (data: { identifier: string; password: string }) => Promise<unknown>; onError?: (e: unknown) => void; options?: SchemaFormOptions }) {
  const form = useSchemaForm(loginSchema, options);
  const [values, setValues] = useState({ identifier: '', password: '' });
  return (
    <form onSubmit={form.handleSubmit(() => values, send, onError)} noValidate aria-label="Sign in">
      <FormField label="Email or username" error={form.errors.identifier} required>
        <Input value={values.identifier} onChange={(e) => setValues({ ...values, identifier: e.target.value })} />
      </FormField>
      <FormField label="Password" helper="At least 8 characters" error={form.errors.password} required>
        <Input type="password" value={values.password} onChange={(e) => setValues({ ...values, password: e.target.value })} />
      </FormField>
      <Button type="submit">Sign in</Button>
    </form>
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
const submit = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Sign in' })));

describe('useSchemaForm', () => {
  it('shows the contract’s own messages on their fields and sends nothing while the form is invalid', async () => {
    const send = jest.fn(async () => {});
    renderWithProviders(<LoginForm send={send} />);
    expect(screen.getByText('At least 8 characters')).toBeInTheDocument();
    await submit();
    expect(screen.getByText('Email or username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');
    // The error takes the hint's place.
    expect(screen.queryByText('At least 8 characters')).not.toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the contract’s parsed values (trimmed) once valid, and clears the messages', async () => {
    const send = jest.fn(async () => {});
    renderWithProviders(<LoginForm send={send} />);
    await submit();
    type('Email or username', '  amani  ');
    type('Password', 'Secret-pass-1');
    await submit();
    expect(send).toHaveBeenCalledWith({ identifier: 'amani', password: 'Secret-pass-1' });
    expect(screen.queryByText('Email or username is required')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).not.toHaveAttribute('aria-invalid');
  });

  it.each([
    ['BAD_USER_INPUT from Apollo', graphqlFailure('Password is too long', { code: 'BAD_USER_INPUT', field: 'password' })],
    ['CONFLICT from Apollo', graphqlFailure('Password is too long', { code: 'CONFLICT', field: 'password' })],
    ['BAD_USER_INPUT from graphqlRequest', new GraphqlRequestError('Password is too long', { code: 'BAD_USER_INPUT', field: 'password' })],
  ])('puts a server error that names a field (%s) on that field, not in onError', async (_name, failure) => {
    const onError = jest.fn();
    renderWithProviders(<LoginForm send={() => Promise.reject(failure)} onError={onError} />);
    type('Email or username', 'amani');
    type('Password', 'Secret-pass-1');
    await submit();
    expect(await screen.findByText('Password is too long')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Email or username/)).not.toHaveAttribute('aria-invalid');
    expect(onError).not.toHaveBeenCalled();
  });

  it.each([
    ['no field', graphqlFailure('Too many attempts. Please try again later.', { code: 'TOO_MANY_REQUESTS' })],
    ['a field the form does not have', graphqlFailure('Invalid cursor', { code: 'BAD_USER_INPUT', field: 'after' })],
    ['a field, but not an input error', graphqlFailure('Not found', { code: 'NOT_FOUND', field: 'password' })],
    ['a network failure', new Error('Failed to fetch')],
  ])('hands any other failure (%s) to onError and marks no field', async (_name, failure) => {
    const onError = jest.fn();
    renderWithProviders(<LoginForm send={() => Promise.reject(failure)} onError={onError} />);
    type('Email or username', 'amani');
    type('Password', 'Secret-pass-1');
    await submit();
    expect(onError).toHaveBeenCalledWith(failure);
    expect(screen.getByLabelText(/^Password/)).not.toHaveAttribute('aria-invalid');
  });

  it('translates the contract’s messages with the page’s translator (a public page’s part)', async () => {
    const sw: Record<string, string> = { 'Email or username is required': 'Barua pepe au jina la mtumiaji linahitajika', 'Password is too long': 'Nenosiri ni refu mno' };
    const translate = (m: string) => sw[m] ?? m;
    renderWithProviders(<LoginForm send={() => Promise.reject(graphqlFailure('Password is too long', { code: 'BAD_USER_INPUT', field: 'password' }))} options={{ translate }} />);
    await submit();
    expect(screen.getByText('Barua pepe au jina la mtumiaji linahitajika')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument(); // no translation known: as it is
    type('Email or username', 'amani');
    type('Password', 'x');
    await submit();
    expect(await screen.findByText('Nenosiri ni refu mno')).toBeInTheDocument();
  });

  describe('in the dashboard’s language (DashboardUiLabels: the catalogues’ api.* texts)', () => {
    afterEach(() => act(() => setDashboardLanguage('en')));

    it('shows a contract message and a server field error in Kiswahili', async () => {
      act(() => setDashboardLanguage('sw'));
      const failure = graphqlFailure('Password must be at least 8 characters', { code: 'BAD_USER_INPUT', field: 'password', messageKey: 'passwordMin', messageParams: {} });
      renderWithProviders(
        <DashboardUiLabels>
          <LoginForm send={() => Promise.reject(failure)} />
        </DashboardUiLabels>,
      );
      await submit();
      expect(screen.getByText('Nenosiri linahitajika')).toBeInTheDocument();
      type('Email or username', 'amani');
      type('Password', 'short');
      await submit();
      expect(await screen.findByText('Nenosiri lazima liwe na herufi 8 au zaidi')).toBeInTheDocument();
    });
  });

  it('puts the messages of a schema of one value on the field it is told', async () => {
    function NewPassword() {
      const form = useSchemaForm(passwordSchema, { field: 'newPassword' });
      const [value, setValue] = useState('');
      return (
        <form onSubmit={form.handleSubmit(() => value, async () => {})} noValidate>
          <FormField label="New password" error={form.errors.newPassword}>
            <Input value={value} onChange={(e) => setValue(e.target.value)} />
          </FormField>
          <Button type="submit">Sign in</Button>
        </form>
      );
    }
    renderWithProviders(<NewPassword />);
    type('New password', 'abc');
    await submit();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByLabelText(/^New password/)).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('fieldErrorsOf and serverFieldError', () => {
  it('keeps the first message of each field', () => {
    expect(fieldErrorsOf(loginSchema, { identifier: '', password: '' })).toEqual({ identifier: 'Email or username is required', password: 'Password is required' });
    expect(fieldErrorsOf(loginSchema, { identifier: 'a', password: 'b' })).toEqual({});
  });

  it('reads the field a server error names, and nothing from other errors', () => {
    expect(serverFieldError(graphqlFailure('Bad', { code: 'BAD_USER_INPUT', field: 'lines.0.amount' }))).toEqual({ field: 'lines.0.amount', message: 'Bad' });
    expect(serverFieldError(graphqlFailure('Bad', { code: 'BAD_USER_INPUT' }))).toBeNull();
    expect(serverFieldError(new Error('offline'))).toBeNull();
    expect(serverFieldError(null)).toBeNull();
  });
});
