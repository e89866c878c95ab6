import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toaster } from '@/components/ui/toaster';
import { renderWithProviders } from '@/test/render';
import { ChangePasswordMutation } from '@/lib/auth/passwordOperations';
import { DisableTwoFactorMutation } from '../operations';
import { ChangePasswordDialog } from '../settings/AccountDialogs';
import { DisableTwoFactorDialog } from './TwoFactorDialogs';

afterEach(() => act(() => void toaster.remove()));

const LABEL = 'Also revoke personal access tokens and deactivate S3 access keys';
const PASSWORD = 'Str0ng!Passw0rd';
const NEW_PASSWORD = 'Fresh!Mvua2026';

const disableMock = (revokeTokensAndKeys: boolean) => ({
  request: { query: DisableTwoFactorMutation, variables: { input: { password: PASSWORD, code: '123456', revokeTokensAndKeys } } },
  result: { data: { disableTwoFactor: { __typename: 'UserPayload', user: { __typename: 'User', id: '1', twoFactorEnabled: false } } } },
});
const changeMock = (revokeTokensAndKeys: boolean) => ({
  request: { query: ChangePasswordMutation, variables: { input: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, code: null, revokeTokensAndKeys } } },
  result: { data: { changePassword: { __typename: 'SuccessPayload', success: true, message: 'Password changed. Other sessions have been signed out.' } } },
});

/**
 * jsdom flips the input's `checked` as soon as the label is clicked, before React has applied the
 * state change zag schedules; submitting then would send the old value. Wait for the rendered state
 * (the root's data-state, which React writes) rather than the DOM property.
 */
async function untick(dialog: HTMLElement) {
  await act(async () => {
    fireEvent.click(within(dialog).getByText(LABEL));
  });
  const box = within(dialog).getByRole('checkbox', { name: LABEL });
  await waitFor(() => expect(box.closest('[data-scope="checkbox"][data-part="root"]')).toHaveAttribute('data-state', 'unchecked'));
  expect(box).not.toBeChecked();
}

async function turnOff(revokeTokensAndKeys: boolean) {
  const onClose = jest.fn();
  renderWithProviders(<DisableTwoFactorDialog open onClose={onClose} />, { mocks: [disableMock(revokeTokensAndKeys)] as never });
  const dialog = await screen.findByRole('alertdialog');
  expect(within(dialog).getByRole('checkbox', { name: LABEL })).toBeChecked();
  expect(within(dialog).getByText('Recommended if someone else may have used your account. Console links stop working either way.')).toBeInTheDocument();
  fireEvent.change(within(dialog).getByLabelText(/^Password/), { target: { value: PASSWORD } });
  fireEvent.change(within(dialog).getByLabelText(/^Authentication code/), { target: { value: '123456' } });
  if (!revokeTokensAndKeys) {
    await untick(dialog);
  }
  fireEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
  expect(await screen.findByText('Two-factor authentication turned off')).toBeInTheDocument();
  expect(onClose).toHaveBeenCalled();
}

async function changePassword(revokeTokensAndKeys: boolean) {
  const onClose = jest.fn();
  renderWithProviders(<ChangePasswordDialog open onClose={onClose} twoFactorEnabled={false} />, { mocks: [changeMock(revokeTokensAndKeys)] as never });
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByRole('checkbox', { name: LABEL })).toBeChecked();
  fireEvent.change(within(dialog).getByLabelText(/^Current password/), { target: { value: PASSWORD } });
  fireEvent.change(within(dialog).getByLabelText(/^New password/), { target: { value: NEW_PASSWORD } });
  fireEvent.change(within(dialog).getByLabelText(/^Confirm new password/), { target: { value: NEW_PASSWORD } });
  if (!revokeTokensAndKeys) {
    await untick(dialog);
  }
  fireEvent.click(within(dialog).getByRole('button', { name: 'Change Password' }));
  expect(await screen.findByText('Password changed')).toBeInTheDocument();
  expect(onClose).toHaveBeenCalled();
}

/** The mocks answer only the exact variables: a form that sent another choice would get no answer (and a failure toast). */
describe('the takeover clean-up option (checked by default)', () => {
  it('turning 2FA off sends revokeTokensAndKeys: true when left checked', () => turnOff(true));
  it('turning 2FA off sends revokeTokensAndKeys: false when unticked', () => turnOff(false));
  it('a password change sends revokeTokensAndKeys: true when left checked', () => changePassword(true));
  it('a password change sends revokeTokensAndKeys: false when unticked', () => changePassword(false));
});
