import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { toaster } from '@/components/ui/toaster';
import { renderWithProviders } from '@/test/render';
import { ResetPasswordMutation } from './operations';
import ResetPasswordPage from './ResetPasswordPage';

afterEach(() => act(() => void toaster.remove()));

const TOKEN = 'A'.repeat(43);
const PASSWORD = 'Fresh!Mvua2026';
const LABEL = 'Also revoke personal access tokens and deactivate S3 access keys';
const resetMock = (revokeTokensAndKeys: boolean) => ({
  request: { query: ResetPasswordMutation, variables: { input: { token: TOKEN, password: PASSWORD, revokeTokensAndKeys } } },
  result: { data: { resetPassword: { __typename: 'SuccessPayload', success: true, message: 'Your password has been changed and every session signed out. Sign in with your new password.' } } },
});

function openFromMail(revokeTokensAndKeys: boolean) {
  window.history.replaceState(null, '', `/reset-password#token=${TOKEN}`);
  renderWithProviders(<ResetPasswordPage />, { mocks: [resetMock(revokeTokensAndKeys)] as never, route: '/reset-password' });
  fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: PASSWORD } });
  fireEvent.change(screen.getByLabelText(/^Confirm new password/), { target: { value: PASSWORD } });
}

describe('choosing a new password from the reset link', () => {
  it('offers to revoke tokens and deactivate S3 keys, checked by default, and sends it', async () => {
    openFromMail(true);
    const box = screen.getByRole('checkbox', { name: LABEL });
    expect(box).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByTestId('reset-done')).toHaveTextContent('Your password has been changed and every session signed out.');
    expect(screen.getByTestId('reset-done')).toHaveTextContent('Your personal access tokens were revoked and your S3 access keys deactivated.');
  });

  it('keeps tokens and keys when the box is unticked', async () => {
    openFromMail(false);
    fireEvent.click(screen.getByText(LABEL));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: LABEL })).not.toBeChecked());
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByTestId('reset-done')).toHaveTextContent('Your password has been changed');
    expect(screen.getByTestId('reset-done')).not.toHaveTextContent('tokens were revoked');
  });
});
