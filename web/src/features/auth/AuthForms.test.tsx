import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { toaster } from '@/components/ui/toaster';
import { Route, Routes } from 'react-router-dom';
import { fetchAnswer, installFetchMock } from '@/test/fetchMock';
import { renderWithProviders } from '@/test/render';
import AuthPage from './AuthPage';
import { AuthForms } from './AuthForms';
import { LoginMutation } from './operations';

afterEach(() => act(() => toaster.remove()));

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

describe('the sign-in toast', () => {
  const fetchMock = installFetchMock();
  const me = { id: '7', username: 'amani', email: 'amani@example.co.ke', firstName: 'Amani', lastName: 'W', userType: 'user', createdAt: '2026-05-01T00:00:00.000Z', twoFactorEnabled: false, emailVerified: true, avatarUrl: null };
  const signIn = async (previousSignInAt: string | null) => {
    fetchMock.mockImplementation(() => fetchAnswer(200, { data: { me } }));
    const mocks = [
      {
        request: { query: LoginMutation, variables: { input: { identifier: 'amani', password: 'Right!Pass1' } } },
        result: { data: { login: { __typename: 'LoginPayload', twoFactorRequired: false, user: { __typename: 'User', id: '7', firstName: 'Amani', userType: 'user', previousSignInAt } } } },
      },
    ];
    const onSignedIn = jest.fn();
    renderWithProviders(<AuthForms onSignedIn={onSignedIn} />, { mocks: mocks as never });
    fireEvent.change(screen.getByLabelText(/^Email or username/), { target: { value: 'amani' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Right!Pass1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    return screen.findByText('Login successful');
  };

  it('welcomes someone signing in for the first time, without "back"', async () => {
    await signIn(null);
    expect(screen.getByText('Welcome to Mawingu Cloud')).toBeInTheDocument();
    expect(screen.queryByText('Welcome back')).not.toBeInTheDocument();
  });

  it('welcomes back someone who signed in before', async () => {
    await signIn('2026-11-20T08:00:00.000Z');
    expect(screen.getByText('Welcome back')).toBeInTheDocument();
  });
});

describe('/auth and its mode', () => {
  const at = (route: string) =>
    renderWithProviders(
      <Routes>
        <Route path="/auth" element={<AuthPage />} />
      </Routes>,
      { route },
    );

  it('opens the create-account form with ?mode=register, and keeps what is typed', async () => {
    at('/auth?mode=register');
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    const first = screen.getByLabelText(/^First name/);
    fireEvent.change(first, { target: { value: 'Neema' } });
    // Nothing re-renders the form away under the typing: the same input keeps its value.
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByLabelText(/^First name/)).toBe(first);
    expect(first).toHaveValue('Neema');
  });

  it('opens sign-in without a mode, or with any other mode', async () => {
    at('/auth');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('switches the form when the toggle is used', async () => {
    at('/auth?mode=register');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
  });
});
