import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { toaster } from '@/components/ui/toaster';
import { renderWithProviders } from '@/test/render';
import { JoinCompetitionForm } from './components/JoinCompetitionForm';
import { joinFailureToast } from './joinToasts';
import { JoinCompetitionMutation } from './operations';
import { competitionMock } from './testFixtures';

const joinOk = (input: Record<string, string>) => ({
  request: { query: JoinCompetitionMutation, variables: { input } },
  result: { data: { joinCompetition: { __typename: 'JoinCompetitionPayload', success: true, user: { __typename: 'JoinUser', firstName: 'Amani' }, totalEntries: 350, activeServices: 2 } } },
});
const joinError = (input: Record<string, string>, message: string) => ({ request: { query: JoinCompetitionMutation, variables: { input } }, result: { errors: [{ message }] } });

function renderForm(mocks: unknown[]) {
  return renderWithProviders(
    <Routes>
      <Route path="/promotions" element={<JoinCompetitionForm />} />
      <Route path="/auth" element={<p>Auth page</p>} />
    </Routes>,
    { route: '/promotions', mocks: [...mocks, competitionMock({ nextDrawAt: null })] as never },
  );
}

const toast = () => screen.findByTestId('toast');
afterEach(() => toaster.remove());

describe('join form', () => {
  it('validates the chosen field: email required and an email, or username required', async () => {
    renderForm([]);
    fireEvent.click(screen.getByRole('button', { name: 'Join Competition' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^Email address/), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join Competition' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Username' }));
    expect(screen.queryByLabelText(/^Email address/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Join Competition' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
  });

  it("sends only the e-mail and confirms with the entries and services counts", async () => {
    renderForm([joinOk({ email: 'amani@example.co.ke' })]);
    fireEvent.change(screen.getByLabelText(/^Email address/), { target: { value: 'amani@example.co.ke' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join Competition' }));
    const t = await toast();
    expect(within(t).getByText('Competition entry confirmed')).toBeInTheDocument();
    expect(within(t).getByText('Welcome Amani! You have 350 entries across 2 services.')).toBeInTheDocument();
  });

  it('answers a visitor neutrally when the server sends no name or counts (issue 31, item 8)', async () => {
    const neutral = {
      request: { query: JoinCompetitionMutation, variables: { input: { username: 'demo' } } },
      result: { data: { joinCompetition: { __typename: 'JoinCompetitionPayload', success: true, user: null, totalEntries: null, activeServices: null } } },
    };
    renderForm([neutral]);
    fireEvent.click(screen.getByRole('button', { name: 'Username' }));
    fireEvent.change(screen.getByLabelText(/^Username/), { target: { value: 'demo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join Competition' }));
    const t = await toast();
    expect(within(t).getByText('Request received')).toBeInTheDocument();
    expect(within(t).getByText('If this account has an active storage service, it is entered; we e-mailed the details to its owner')).toBeInTheDocument();
    expect(t.textContent).not.toMatch(/Welcome|entries across/);
  });

  it('in username mode sends only the username', async () => {
    renderForm([joinOk({ username: 'amani' })]);
    fireEvent.change(screen.getByLabelText(/^Email address/), { target: { value: 'left@behind.co.ke' } });
    fireEvent.click(screen.getByRole('button', { name: 'Username' }));
    fireEvent.change(screen.getByLabelText(/^Username/), { target: { value: 'amani' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join Competition' }));
    expect(within(await toast()).getByText('Competition entry confirmed')).toBeInTheDocument();
  });

  it("maps an unknown account to 'Account required' with a Sign Up action to /auth", async () => {
    renderForm([joinError({ email: 'ghost@example.co.ke' }, 'Account not found. Please create an account first')]);
    fireEvent.change(screen.getByLabelText(/^Email address/), { target: { value: 'ghost@example.co.ke' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join Competition' }));
    const t = await toast();
    expect(within(t).getByText('Account required')).toBeInTheDocument();
    expect(within(t).getByText('Please create an account first to participate in competitions')).toBeInTheDocument();
    fireEvent.click(within(t).getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Auth page')).toBeInTheDocument();
  });

  it("maps a missing service to 'Cloud service required' with Get Started", async () => {
    renderForm([joinError({ username: 'newbie' }, 'You need an active cloud storage service to join')]);
    fireEvent.click(screen.getByRole('button', { name: 'Username' }));
    fireEvent.change(screen.getByLabelText(/^Username/), { target: { value: 'newbie' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join Competition' }));
    const t = await toast();
    expect(within(t).getByText('Cloud service required')).toBeInTheDocument();
    expect(within(t).getByText('You need an active cloud storage service to participate')).toBeInTheDocument();
    fireEvent.click(within(t).getByRole('button', { name: 'Get Started' }));
    expect(await screen.findByText('Auth page')).toBeInTheDocument();
  });

  it("shows any other failure as 'Entry failed' with the server message", async () => {
    renderForm([joinError({ email: 'amani@example.co.ke' }, 'Too many requests, try again in a minute')]);
    fireEvent.change(screen.getByLabelText(/^Email address/), { target: { value: 'amani@example.co.ke' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join Competition' }));
    const t = await toast();
    await waitFor(() => expect(within(t).getByText('Entry failed')).toBeInTheDocument());
    expect(within(t).getByText('Too many requests, try again in a minute')).toBeInTheDocument();
  });
});

describe('joinFailureToast', () => {
  it.each([
    ['User not found', 'Account required'],
    ['Please create an account to take part', 'Account required'],
    ['No active cloud storage service on this account', 'Cloud service required'],
    ['Something else broke', 'Entry failed'],
  ])('%s → %s', (message, title) => {
    expect(joinFailureToast(message, () => undefined).title).toBe(title);
  });
});
