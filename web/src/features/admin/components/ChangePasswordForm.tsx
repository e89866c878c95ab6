import { Button, Field, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { PASSWORD_RULES_TEXT, passwordSchema } from '@contracts/auth';
import { notify } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/format';
import { useCurrentUser } from '@/features/auth/useCurrentUser';
import { AdminChangePasswordMutation } from '../operations';

/** Change the admin's password (and a code when 2FA is on); every other session of the account is signed out by the server. */
export function ChangePasswordForm() {
  const { user } = useCurrentUser();
  const twoFactor = user?.twoFactorEnabled ?? false;
  const [values, setValues] = useState({ currentPassword: '', newPassword: '', code: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [change, { loading }] = useMutation(AdminChangePasswordMutation);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const errs: Record<string, string> = {};
    if (!values.currentPassword) errs.currentPassword = 'Current password is required';
    const parsed = passwordSchema.safeParse(values.newPassword);
    if (!parsed.success) errs.newPassword = parsed.error.issues[0]!.message;
    setErrors(errs);
    if (Object.keys(errs).length) return;
    try {
      const { data } = await change({ variables: { input: { currentPassword: values.currentPassword, newPassword: values.newPassword, code: twoFactor ? values.code.trim() : null } } });
      setValues({ currentPassword: '', newPassword: '', code: '' });
      notify({ title: 'Password changed', description: data?.changePassword.message ?? 'Your other sessions were signed out.' });
    } catch (err) {
      notify({ title: 'Error', description: errorMessage(err, 'Failed to change the password'), variant: 'destructive' });
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Field.Root invalid={!!errors.currentPassword} required>
            <Field.Label>Current password</Field.Label>
            <Input name="currentPassword" type="password" autoComplete="current-password" value={values.currentPassword} onChange={(e) => setValues({ ...values, currentPassword: e.target.value })} />
            <Field.ErrorText>{errors.currentPassword}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.newPassword} required>
            <Field.Label>New password</Field.Label>
            <Input name="newPassword" type="password" autoComplete="new-password" value={values.newPassword} onChange={(e) => setValues({ ...values, newPassword: e.target.value })} />
            {errors.newPassword ? <Field.ErrorText>{errors.newPassword}</Field.ErrorText> : <Field.HelperText>{PASSWORD_RULES_TEXT}</Field.HelperText>}
          </Field.Root>
          {twoFactor && (
            <Field.Root required>
              <Field.Label>Authentication code</Field.Label>
              <Input name="code" inputMode="numeric" autoComplete="one-time-code" value={values.code} onChange={(e) => setValues({ ...values, code: e.target.value })} />
              <Field.HelperText>A 6-digit code from your authenticator app, or a recovery code</Field.HelperText>
            </Field.Root>
          )}
        </SimpleGrid>
        <Button type="submit" variant="outline" alignSelf="flex-start" disabled={loading}>
          {loading ? 'Changing...' : 'Change Password'}
        </Button>
      </Stack>
    </form>
  );
}
