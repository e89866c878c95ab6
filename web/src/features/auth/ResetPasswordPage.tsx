import { Button, Checkbox, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { passwordSchema, PASSWORD_RULES_TEXT, requestPasswordResetSchema, REVOKE_TOKENS_AND_KEYS_LABEL } from '@contracts/auth';
import { FormField } from '@/components/ui/FormField';
import { RouterLink } from '@/components/ui/RouterLink';
import { notify } from '@/components/ui/toaster';
import { useSchemaForm } from '@/lib/forms/useSchemaForm';
import { errorMessage } from '@/lib/format';
import { usePageMeta } from '@/lib/usePageMeta';
import { AuthCard } from './AuthCard';
import { useLinkToken } from './linkToken';
import { RequestPasswordResetMutation, ResetPasswordMutation } from './operations';

/** "Forgot password?": the address, then the same answer whether or not it has an account. */
function RequestForm() {
  const [request, { loading }] = useMutation(RequestPasswordResetMutation);
  const [email, setEmail] = useState('');
  const form = useSchemaForm(requestPasswordResetSchema);
  const [sent, setSent] = useState<string | null>(null);
  const submit = form.handleSubmit(
    () => ({ email }),
    async (input) => {
      const { data } = await request({ variables: { input } });
      setSent(data?.requestPasswordReset.message ?? null);
    },
    (err) => notify({ title: 'Request failed', description: errorMessage(err, 'Please try again.'), variant: 'destructive' }),
  );
  if (sent) {
    return (
      <Stack gap="4" data-testid="reset-requested">
        <Heading as="h1" size="xl">
          Check your e-mail
        </Heading>
        <Text>{sent}</Text>
        <Text fontSize="sm" color="fg.muted">
          The link works once, for one hour. Nothing there? Look in the spam folder, or ask again in a few minutes.
        </Text>
        <RouterLink to="/auth" color="teal.700">
          Back to sign in
        </RouterLink>
      </Stack>
    );
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <Heading as="h1" size="xl">
          Forgot your password?
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          Enter the e-mail address of your account and we will send you a link to choose a new password.
        </Text>
        <FormField label="Email" error={form.errors.email} required>
          <Input name="email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </FormField>
        <Button type="submit" colorPalette="teal" disabled={loading}>
          {loading ? 'Sending...' : 'Send reset link'}
        </Button>
        <RouterLink to="/auth" fontSize="sm" color="teal.700" alignSelf="center">
          Back to sign in
        </RouterLink>
      </Stack>
    </form>
  );
}

/**
 * The link's second half: a new password (twice). Every session and console link of the account
 * ends with it; personal access tokens and S3 access keys too, unless the box is unticked (an
 * intruder who had the password may have made them).
 */
function NewPasswordForm({ token }: { token: string }) {
  const [reset, { loading }] = useMutation(ResetPasswordMutation);
  const [v, setV] = useState({ password: '', again: '' });
  const [revokeTokensAndKeys, setRevokeTokensAndKeys] = useState(true);
  // The full password rules (the server checks them again, with the account's own-name rule).
  const form = useSchemaForm(passwordSchema, { field: 'password' });
  const [done, setDone] = useState<{ message: string; revoked: boolean } | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (form.validate(v.password) === null) return;
    if (v.password !== v.again) return form.setError('password', 'The two passwords are not the same');
    try {
      const { data } = await reset({ variables: { input: { token, password: v.password, revokeTokensAndKeys } } });
      setDone({ message: data?.resetPassword.message ?? 'Your password has been changed.', revoked: revokeTokensAndKeys });
    } catch (err) {
      if (!form.showServerError(err)) notify({ title: 'Password not changed', description: errorMessage(err, 'Please try again.'), variant: 'destructive' });
    }
  };
  if (done) {
    return (
      <Stack gap="4" data-testid="reset-done">
        <Heading as="h1" size="xl">
          Password changed
        </Heading>
        <Text>{done.message}</Text>
        {done.revoked && (
          <Text fontSize="sm" color="fg.muted">
            Your personal access tokens were revoked and your S3 access keys deactivated. Once signed in, switch back on the keys you still need under Security, and create new tokens.
          </Text>
        )}
        <Button asChild colorPalette="teal">
          <RouterLink to="/auth">Sign in</RouterLink>
        </Button>
      </Stack>
    );
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <Heading as="h1" size="xl">
          Choose a new password
        </Heading>
        <FormField label="New password" helper={PASSWORD_RULES_TEXT} error={form.errors.password} required>
          <Input name="password" type="password" autoComplete="new-password" value={v.password} onChange={(e) => setV({ ...v, password: e.target.value })} />
        </FormField>
        <FormField label="Confirm new password" required>
          <Input name="again" type="password" autoComplete="new-password" value={v.again} onChange={(e) => setV({ ...v, again: e.target.value })} />
        </FormField>
        <Text fontSize="sm" color="fg.muted">
          Changing your password signs you out on every device and ends the share, download and upload links made from the bucket browser.
        </Text>
        <Stack gap="1">
          <Checkbox.Root name="revokeTokensAndKeys" checked={revokeTokensAndKeys} onCheckedChange={(d) => setRevokeTokensAndKeys(d.checked === true)} colorPalette="teal" alignItems="flex-start">
            <Checkbox.HiddenInput />
            <Checkbox.Control mt="0.5" />
            <Checkbox.Label>{REVOKE_TOKENS_AND_KEYS_LABEL}</Checkbox.Label>
          </Checkbox.Root>
          <Text fontSize="xs" color="fg.muted" ps="6">
            Recommended if someone else may have used your account.
          </Text>
        </Stack>
        <Button type="submit" colorPalette="teal" disabled={loading || !v.password || !v.again}>
          {loading ? 'Saving...' : 'Change password'}
        </Button>
      </Stack>
    </form>
  );
}

/** /reset-password: ask for a link, or (opened from the e-mail, #token=…) set the new password. */
export default function ResetPasswordPage() {
  usePageMeta('Reset password', 'Choose a new password for your Mawingu Cloud account.');
  const token = useLinkToken();
  return <AuthCard>{token ? <NewPasswordForm token={token} /> : <RequestForm />}</AuthCard>;
}
