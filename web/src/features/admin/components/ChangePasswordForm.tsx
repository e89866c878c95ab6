import { Button, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { passwordSchema } from '@contracts/auth';
import { FormField } from '@/components/ui/FormField';
import { notify } from '@/components/ui/toaster';
import { useCurrentUser } from '@/lib/auth/useCurrentUser';
import { useSchemaForm } from '@/lib/forms/useSchemaForm';
import { ChangePasswordMutation } from '@/lib/auth/passwordOperations';
import { useDashboardT } from '@/i18n';

/** Change the admin's password (and a code when 2FA is on); every other session of the account is signed out by the server. */
export function ChangePasswordForm() {
  const { t, apiText, errorText } = useDashboardT();
  const { user } = useCurrentUser();
  const twoFactor = user?.twoFactorEnabled ?? false;
  const [values, setValues] = useState({ currentPassword: '', newPassword: '', code: '' });
  // The contract checks the new password alone (a schema of one value); the server may blame the others.
  const form = useSchemaForm(passwordSchema, { field: 'newPassword', fields: ['currentPassword', 'code'] });
  const [change, { loading }] = useMutation(ChangePasswordMutation);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (form.validate(values.newPassword, { currentPassword: values.currentPassword ? undefined : apiText('Current password is required') }) === null) return;
    try {
      const { data } = await change({ variables: { input: { currentPassword: values.currentPassword, newPassword: values.newPassword, code: twoFactor ? values.code.trim() : null } } });
      setValues({ currentPassword: '', newPassword: '', code: '' });
      notify({ title: t('toast.passwordChanged'), description: data?.changePassword.message ? t('toast.passwordChangedText') : t('admin.passwordChangedText') });
    } catch (err) {
      if (!form.showServerError(err)) notify({ title: t('common.error'), description: errorText(err, 'admin.passwordChangeFailed'), variant: 'destructive' });
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label={t('common.currentPassword')} error={form.errors.currentPassword} required>
            <Input name="currentPassword" type="password" autoComplete="current-password" value={values.currentPassword} onChange={(e) => setValues({ ...values, currentPassword: e.target.value })} />
          </FormField>
          <FormField label={t('settings.newPassword')} helper={t('security.passwordRules')} error={form.errors.newPassword} required>
            <Input name="newPassword" type="password" autoComplete="new-password" value={values.newPassword} onChange={(e) => setValues({ ...values, newPassword: e.target.value })} />
          </FormField>
          {twoFactor && (
            <FormField label={t('admin.authCode')} helper={t('admin.authCodeHelp')} error={form.errors.code} required>
              <Input name="code" inputMode="numeric" autoComplete="one-time-code" value={values.code} onChange={(e) => setValues({ ...values, code: e.target.value })} />
            </FormField>
          )}
        </SimpleGrid>
        <Button type="submit" variant="outline" alignSelf="flex-start" disabled={loading}>
          {loading ? t('admin.changing') : t('admin.changePassword')}
        </Button>
      </Stack>
    </form>
  );
}
