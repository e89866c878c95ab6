import { act, fireEvent, screen, within } from '@testing-library/react';
import { toaster } from '@/components/ui/toaster';
import { setDashboardLanguage } from '@/i18n';
import { sw } from '@/i18n/locales/sw';
import { renderWithProviders } from '@/test/render';
import { ME } from '@/test/sessionUser';
import { DashboardResendVerificationMutation } from './operations';
import { VerifyEmailBanner } from './VerifyEmailBanner';

/** Issue 31 item 6: the dashboard asks a new customer to verify their address. */
const NEW = { ...ME, emailVerified: false };
const resendOk = { request: { query: DashboardResendVerificationMutation }, result: { data: { resendVerificationEmail: { __typename: 'SuccessPayload', success: true, message: 'Verification e-mail sent' } } } };
const throttled = {
  request: { query: DashboardResendVerificationMutation },
  result: { errors: [{ message: 'We have sent several verification e-mails already. Please check your inbox (and spam folder) or try again later.', extensions: { code: 'TOO_MANY_REQUESTS' } }] },
};

afterEach(() => {
  toaster.remove();
  sessionStorage.clear();
  setDashboardLanguage('en');
});

describe('the e-mail verification banner', () => {
  it('is not shown once the address is verified', () => {
    renderWithProviders(<VerifyEmailBanner user={ME} />);
    expect(screen.queryByTestId('verify-email-banner')).not.toBeInTheDocument();
  });

  it('asks an unverified customer to verify; "Resend link" sends a new link and says so', async () => {
    renderWithProviders(<VerifyEmailBanner user={NEW} />, { mocks: [resendOk] });
    const banner = screen.getByTestId('verify-email-banner');
    expect(within(banner).getByText('Verify your e-mail address')).toBeInTheDocument();
    expect(banner).toHaveTextContent('We sent a link to amani@example.co.ke.');
    fireEvent.click(within(banner).getByRole('button', { name: 'Resend link' }));
    expect(await within(banner).findByText('A new link is on its way to amani@example.co.ke. Check your spam folder too.')).toBeInTheDocument();
    expect(within(banner).queryByRole('button', { name: 'Resend link' })).not.toBeInTheDocument();
    expect(within(await screen.findByTestId('toast')).getByText('Verification e-mail sent')).toBeInTheDocument();
  });

  it('shows the server’s throttle message and keeps the button', async () => {
    renderWithProviders(<VerifyEmailBanner user={NEW} />, { mocks: [throttled] });
    fireEvent.click(screen.getByRole('button', { name: 'Resend link' }));
    const toast = await screen.findByTestId('toast');
    expect(within(toast).getByText('Could not send the e-mail')).toBeInTheDocument();
    expect(toast).toHaveTextContent('We have sent several verification e-mails already');
    expect(screen.getByRole('button', { name: 'Resend link' })).toBeInTheDocument();
  });

  it('can be dismissed, and stays dismissed for the browser session', () => {
    const { unmount } = renderWithProviders(<VerifyEmailBanner user={NEW} />);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('verify-email-banner')).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<VerifyEmailBanner user={NEW} />);
    expect(screen.queryByTestId('verify-email-banner')).not.toBeInTheDocument();
  });

  it('speaks the dashboard’s language', async () => {
    await act(async () => setDashboardLanguage('sw'));
    renderWithProviders(<VerifyEmailBanner user={NEW} />);
    const banner = screen.getByTestId('verify-email-banner');
    expect(within(banner).getByText(sw.verifyBanner.title)).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: sw.verifyBanner.resend })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: sw.verifyBanner.dismiss })).toBeInTheDocument();
  });
});
