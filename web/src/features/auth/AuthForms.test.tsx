import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { AuthForms } from './AuthForms';
import { LoginMutation } from './operations';

describe('AuthForms', () => {
  it('asks for the identifier and password before calling the server', async () => {
    renderWithProviders(<AuthForms onSignedIn={jest.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email or username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('toggles to the create-account form and applies the shared password and phone rules', async () => {
    renderWithProviders(<AuthForms onSignedIn={jest.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^Phone/), { target: { value: '+1 415 555 0100' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'weakpass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Phone number must be a Kenyan mobile number (+2547… or 07…)')).toBeInTheDocument();
    expect(screen.getByText('Password must contain an upper-case letter')).toBeInTheDocument();
    expect(screen.getByText('First name is required')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('shows the server message in a Login failed toast', async () => {
    const mocks = [
      {
        request: { query: LoginMutation, variables: { input: { identifier: 'amani', password: 'Wrong!Pass1' } } },
        result: { errors: [{ message: 'Invalid email/username or password' }] },
      },
    ];
    const onSignedIn = jest.fn();
    renderWithProviders(<AuthForms onSignedIn={onSignedIn} />, { mocks: mocks as never });
    fireEvent.change(screen.getByLabelText(/^Email or username/), { target: { value: 'amani' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Wrong!Pass1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Invalid email/username or password')).toBeInTheDocument());
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});
