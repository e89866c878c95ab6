import { Button, Field, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { passwordSchema } from '@contracts/auth';
import { notify } from '@/components/ui/toaster';
import { useCurrentUser } from '@/lib/auth/useCurrentUser';
import { AdminChangePasswordMutation } from '../operations';
import { useDashboardT } from '@/i18n';

/** Change the admin's password (and a code when 2FA is on); every other session of the account is signed out by the server. */
export function ChangePasswordForm() {
  const { t, apiText, errorText } = useDashboardT();
  const { user } = useCurrentUser();
  const twoFactor = user?.twoFactorEnabled ?? false;
  const [values, setValues] = useState({ currentPassword: '', newPassword: '', code: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [change, { loading }] = useMutation(AdminChangePasswordMutation);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const errs: Record<string, string> = {};
    if (!values.currentPassword) errs.currentPassword = apiText('Current password is required');
    const parsed = passwordSchema.safeParse(values.newPassword);
    if (!parsed.success) errs.newPassword = apiText(parsed.error.issues[0]!.message);
    setErrors(errs);
    if (Object.keys(errs).length) return;
    try {
      const { data } = await change({ variables: { input: { currentPassword: values.currentPassword, newPassword: values.newPassword, code: twoFactor ? values.code.trim() : null } } });
      setValues({ currentPassword: '', newPassword: '', code: '' });
      notify({ title: t('toast.passwordChanged'), description: data?.changePassword.message ? t('toast.passwordChangedText') : t('admin.passwordChangedText') });
    } catch (err) {
      notify({ title: t('common.error'), description: errorText(err, 'admin.passwordChangeFailed'), variant: 'destructive' });
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Field.Root invalid={!!errors.currentPassword} required>
            <Field.Label>{t('common.currentPassword')}</Field.Label>
            <Input name="currentPassword" type="password" autoComplete="current-password" value={values.currentPassword} onChange={(e) => setValues({ ...values, currentPassword: e.target.value })} />
            <Field.ErrorText>{errors.currentPassword}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.newPassword} required>
            <Field.Label>{t('settings.newPassword')}</Field.Label>
            <Input name="newPassword" type="password" autoComplete="new-password" value={values.newPassword} onChange={(e) => setValues({ ...values, newPassword: e.target.value })} />
            {errors.newPassword ? <Field.ErrorText>{errors.newPassword}</Field.ErrorText> : <Field.HelperText>{t('security.passwordRules')}</Field.HelperText>}
          </Field.Root>
          {twoFactor && (
            <Field.Root required>
              <Field.Label>{t('admin.authCode')}</Field.Label>
              <Input name="code" inputMode="numeric" autoComplete="one-time-code" value={values.code} onChange={(e) => setValues({ ...values, code: e.target.value })} />
              <Field.HelperText>{t('admin.authCodeHelp')}</Field.HelperText>
            </Field.Root>
          )}
        </SimpleGrid>
        <Button type="submit" variant="outline" alignSelf="flex-start" disabled={loading}>
          {loading ? t('admin.changing') : t('admin.changePassword')}
        </Button>
      </Stack>
    </form>
  );
}
