import { Input, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useEffect, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import { INVOICE_RETENTION_TEXT } from '@contracts/account';
import { passwordSchema } from '@contracts/auth';
import { FormDialog } from '@/components/ui/FormDialog';
import { FormField } from '@/components/ui/FormField';
import { notify, toaster } from '@/components/ui/toaster';
import { endSession } from '@/lib/auth/session';
import { useDashboardT } from '@/i18n';
import { useSchemaForm } from '@/lib/forms/useSchemaForm';
import { ChangePasswordMutation } from '@/lib/auth/passwordOperations';
import { DeleteAccountMutation } from '../operations';
import { RevokeTokensAndKeysCheckbox } from '../security/RevokeTokensAndKeysCheckbox';

/** The second factor an account change asks for when 2FA is on: a 6-digit code or a recovery code. */
export function CodeInput({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const { t } = useDashboardT();
  return (
    <FormField label={t('security.codeLabel')} helper={t('security.codeHelp')} required>
      <Input name="code" inputMode="numeric" autoComplete="one-time-code" value={value} onChange={(e) => onChange(e.target.value)} />
    </FormField>
  );
}

const PasswordInput = ({ label, value, onChange, autoComplete, error, help }: { label: string; value: string; onChange: (v: string) => void; autoComplete: string; error?: string; help?: string }) => (
  <FormField label={label} helper={help} error={error} required>
    <Input type="password" autoComplete={autoComplete} value={value} onChange={(e) => onChange(e.target.value)} />
  </FormField>
);

/**
 * Current password, new password twice (and a code with 2FA on); the server signs out every other
 * session and ends console links, and (box checked by default) revokes tokens and deactivates S3 keys.
 */
export function ChangePasswordDialog({ open, onClose, twoFactorEnabled }: { open: boolean; onClose: () => void; twoFactorEnabled: boolean }) {
  const { t, errorText } = useDashboardT();
  const [change, { loading }] = useMutation(ChangePasswordMutation, {
    // Keys and tokens the clean-up switched off: the security page reads them afresh.
    update: (cache) => {
      cache.evict({ fieldName: 'apiKeys' });
      cache.evict({ fieldName: 'personalAccessTokens' });
      cache.gc();
    },
  });
  const [v, setV] = useState({ current: '', next: '', again: '', code: '' });
  const [revokeTokensAndKeys, setRevokeTokensAndKeys] = useState(true);
  // The contract checks the new password alone (a schema of one value); its messages show under it.
  const form = useSchemaForm(passwordSchema, { field: 'newPassword' });
  useEffect(() => {
    setV({ current: '', next: '', again: '', code: '' });
    setRevokeTokensAndKeys(true);
    form.clearErrors();
  }, [open]);
  const submit = form.handleSubmit(
    () => v.next,
    async () => {
      // Checked after the contract, so a weak password is named before a mismatch.
      if (v.next !== v.again) return form.setError('newPassword', t('settings.passwordsDiffer'));
      const { data } = await change({ variables: { input: { currentPassword: v.current, newPassword: v.next, code: twoFactorEnabled ? v.code.trim() : null, revokeTokensAndKeys } } });
      notify({ title: t('toast.passwordChanged'), description: data?.changePassword.message ? t('toast.passwordChangedText') : undefined });
      onClose();
    },
    (err) => notify({ title: t('toast.passwordNotChanged'), description: errorText(err), variant: 'destructive' }),
  );
  return (
    <FormDialog open={open} onClose={onClose} title={t('settings.changePassword')} submitLabel={t('settings.changePassword')} submittingLabel={t('common.saving')} submitting={loading} submitDisabled={!v.current || !v.next || !v.again || (twoFactorEnabled && !v.code.trim())} onSubmit={submit}>
      <PasswordInput label={t('common.currentPassword')} value={v.current} onChange={(current) => setV({ ...v, current })} autoComplete="current-password" />
      <PasswordInput label={t('settings.newPassword')} value={v.next} onChange={(next) => setV({ ...v, next })} autoComplete="new-password" help={t('security.passwordRules')} error={form.errors.newPassword} />
      <PasswordInput label={t('settings.confirmPassword')} value={v.again} onChange={(again) => setV({ ...v, again })} autoComplete="new-password" />
      {twoFactorEnabled && <CodeInput value={v.code} onChange={(code) => setV({ ...v, code })} />}
      <RevokeTokensAndKeysCheckbox checked={revokeTokensAndKeys} onChange={setRevokeTokensAndKeys} />
    </FormDialog>
  );
}

/** Type-to-confirm (username) and the password; then the session ends and the visitor goes home. */
export function DeleteAccountDialog({ open, onClose, username, twoFactorEnabled }: { open: boolean; onClose: () => void; username: string; twoFactorEnabled: boolean }) {
  const { t, errorText } = useDashboardT();
  const navigate = useNavigate();
  const [remove, { loading }] = useMutation(DeleteAccountMutation);
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  useEffect(() => {
    setTyped('');
    setPassword('');
    setCode('');
  }, [open]);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await remove({ variables: { input: { confirmation: typed.trim(), password, code: twoFactorEnabled ? code.trim() : null } } });
      // Ending the session makes the dashboard's layout send a signed-out visitor to /auth; flushed
      // now, that happens first and the navigation home below is the one that stands.
      flushSync(() => endSession());
      // The toaster shows one toast at a time and queues the rest: an "Account not deleted" from an
      // earlier try would stay on the home page and hold this confirmation back. Clear them first.
      toaster.remove();
      notify({ title: t('toast.accountDeleted'), description: t('toast.accountDeletedText') });
      navigate('/', { replace: true });
    } catch (err) {
      notify({ title: t('toast.accountNotDeleted'), description: errorText(err), variant: 'destructive' });
    }
  };
  return (
    <FormDialog open={open} onClose={onClose} title={t('settings.deleteAccount')} destructive submitLabel={t('settings.deleteAccount')} submittingLabel={t('settings.deleting')} submitting={loading} submitDisabled={typed.trim() !== username || !password || (twoFactorEnabled && !code.trim())} onSubmit={submit}>
      <Text fontSize="sm">{t('settings.deleteAccountHelp')}</Text>
      <Text fontSize="sm" color="fg.muted">
        {INVOICE_RETENTION_TEXT}
      </Text>
      <Text fontSize="sm" fontWeight="medium">
        {t('settings.deleteConfirmHelp', { username })}
      </Text>
      <FormField label={t('settings.username')} required>
        <Input value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" />
      </FormField>
      <PasswordInput label={t('common.password')} value={password} onChange={setPassword} autoComplete="current-password" />
      {twoFactorEnabled && <CodeInput value={code} onChange={setCode} />}
    </FormDialog>
  );
}
