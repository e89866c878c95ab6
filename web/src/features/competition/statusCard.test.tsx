import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { toaster } from '@/components/ui/toaster';
import { renderWithProviders } from '@/test/render';
import { CompetitionStatusCard } from './components/CompetitionStatusCard';
import { JoinCompetitionMutation } from './operations';
import { ME } from '@/test/sessionUser';
import { competitionMock, myStatusMock } from './testFixtures';

afterEach(() => toaster.remove());

const join = (result: object, delay = 0) => ({ request: { query: JoinCompetitionMutation, variables: { input: { email: ME.email } } }, result, delay });

function renderCard(user: typeof ME | null, mocks: unknown[] = []) {
  return renderWithProviders(
    <Routes>
      <Route path="/dashboard/promotions" element={<CompetitionStatusCard />} />
      <Route path="/dashboard/services" element={<p>Services page</p>} />
      <Route path="/auth" element={<p>Auth page</p>} />
    </Routes>,
    { route: '/dashboard/promotions', user: user as never, mocks: [...mocks, competitionMock({ nextDrawAt: null })] as never },
  );
}

describe('competition status card', () => {
  it('signed out: asks to log in and links Sign In to Join to /auth', async () => {
    renderCard(null, []);
    expect(await screen.findByText('You need to be logged in to check your competition status.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In to Join' })).toHaveAttribute('href', '/auth');
    expect(screen.queryByRole('button', { name: 'Check My Competition Status' })).not.toBeInTheDocument();
  });

  it('signed in: shows name, e-mail, the three rules and the real standing', async () => {
    renderCard(ME, [myStatusMock(350, 700, 2)]);
    expect(await screen.findByText('Amani Otieno')).toBeInTheDocument();
    expect(screen.getByText('amani@example.co.ke')).toBeInTheDocument();
    for (const b of ['Active cloud storage service required', 'Automatic entry with storage subscription', 'Daily and monthly data bundle draws']) expect(screen.getByText(b)).toBeInTheDocument();
    const standing = await screen.findByTestId('my-standing');
    expect(within(standing).getByText('350')).toBeInTheDocument();
    expect(within(standing).getByText('700')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Cloud Storage Service' })).toHaveAttribute('href', '/dashboard/services');
  });

  it('with an overdue invoice: says entries are paused, names the invoice and links to Billing', async () => {
    renderCard(ME, [myStatusMock(0, 700, 2, ['INV-000042'])]);
    const standing = await screen.findByTestId('my-standing');
    expect(within(standing).getByText('Payment overdue')).toBeInTheDocument();
    const notice = within(standing).getByTestId('overdue-notice');
    expect(notice).toHaveTextContent('Entries paused: invoice INV-000042 is overdue');
    expect(notice).toHaveTextContent('The rules require no overdue payments');
    expect(within(notice).getByRole('link', { name: 'Pay it from Billing' })).toHaveAttribute('href', '/dashboard/billing');
    expect(within(standing).getByText('700')).toBeInTheDocument();
  });

  it('in good standing: no overdue notice', async () => {
    renderCard(ME, [myStatusMock(350, 700, 2)]);
    expect(within(await screen.findByTestId('my-standing')).getByText('Entered')).toBeInTheDocument();
    expect(screen.queryByTestId('overdue-notice')).not.toBeInTheDocument();
  });

  it("eligible with 0 entries (storage earns none yet): no 'Entered' badge but 'No entries yet'", async () => {
    renderCard(ME, [myStatusMock(0, 1, 1)]);
    const standing = await screen.findByTestId('my-standing');
    expect(within(standing).getByText('No entries yet')).toBeInTheDocument();
    expect(within(standing).queryByText('Entered')).not.toBeInTheDocument();
  });

  it("checks the status with the account e-mail: 'Checking status...' then 'Competition status confirmed!'", async () => {
    const ok = { data: { joinCompetition: { __typename: 'JoinCompetitionPayload', success: true, user: { __typename: 'JoinUser', firstName: 'Amani' }, totalEntries: 350, activeServices: 2 } } };
    renderCard(ME, [myStatusMock(350, 700, 2), join(ok, 300)]);
    fireEvent.click(await screen.findByRole('button', { name: 'Check My Competition Status' }));
    expect(await screen.findByRole('button', { name: 'Checking status...' })).toBeDisabled();
    const t = await screen.findByTestId('toast');
    expect(within(t).getByText('Competition status confirmed!')).toBeInTheDocument();
    expect(within(t).getByText('Welcome Amani! You have 350 entries across 2 services.')).toBeInTheDocument();
  });

  it("without a service: destructive 'Cloud service required' with Get Storage to /dashboard/services", async () => {
    renderCard(ME, [myStatusMock(0, 0, 0), join({ errors: [{ message: 'You need an active cloud storage service to join' }] })]);
    fireEvent.click(await screen.findByRole('button', { name: 'Check My Competition Status' }));
    const t = await screen.findByTestId('toast');
    expect(within(t).getByText('Cloud service required')).toBeInTheDocument();
    expect(within(t).getByText('You need an active cloud storage service to participate.')).toBeInTheDocument();
    fireEvent.click(within(t).getByRole('button', { name: 'Get Storage' }));
    expect(await screen.findByText('Services page')).toBeInTheDocument();
  });

  it("any other failure: 'Entry failed' with the server message", async () => {
    renderCard(ME, [myStatusMock(0, 0, 0), join({ errors: [{ message: 'Too many requests' }] })]);
    fireEvent.click(await screen.findByRole('button', { name: 'Check My Competition Status' }));
    const t = await screen.findByTestId('toast');
    expect(within(t).getByText('Entry failed')).toBeInTheDocument();
    expect(within(t).getByText('Too many requests')).toBeInTheDocument();
  });

  it("refuses locally with 'User email not found' when the account has no e-mail", async () => {
    renderCard({ ...ME, email: '' }, [myStatusMock(0, 0, 0)]);
    fireEvent.click(await screen.findByRole('button', { name: 'Check My Competition Status' }));
    expect(within(await screen.findByTestId('toast')).getByText('User email not found')).toBeInTheDocument();
  });
});
