import { Button, Card, Heading, Input, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { loginSchema, secondFactorCodeSchema } from '@contracts/auth';
import { z } from 'zod';
import { FormField } from '@/components/ui/FormField';
import { RouterLink } from '@/components/ui/RouterLink';
import { notify } from '@/components/ui/toaster';
import { brand } from '@/config/brand';
import { useSchemaForm } from '@/lib/forms/useSchemaForm';
import { errorMessage } from '@/lib/format';
import { getFragmentData } from '@/gql';
import { SignedInUserFields } from './AuthForms.fragments';
import { CompleteTwoFactorLoginMutation, LoginMutation } from './operations';
import { RegisterForm, type SignedInUser } from './RegisterForm';
import { refreshSession } from '@/lib/auth/session';

export type AuthMode = 'signin' | 'register';

/** The second step of a sign-in: the code (6 digits or a recovery code), trimmed, as the account changes take it. */
const twoFactorLoginSchema = z.object({ code: secondFactorCodeSchema.unwrap().unwrap() });

/**
 * The sign-in toast's line: "Welcome back" only for someone who signed in before (the server
 * knows from its sessions); a first sign-in is welcomed, not welcomed back.
 */
export const signInWelcome = (u: { previousSignInAt?: string | null }) => (u.previousSignInAt ? 'Welcome back' : `Welcome to ${brand.name}`);

/**
 * Sign-in and create-account forms that toggle; calls onSignedIn once the session exists.
 * `initialMode` is read once, when the card mounts (a page that takes it from the URL remounts the
 * card with a `key` when the URL changes), so nothing switches the form under someone typing.
 */
export function AuthForms({ onSignedIn, heading, initialMode = 'signin', onModeChange }: { onSignedIn: (user: SignedInUser) => void; heading?: string; initialMode?: AuthMode; onModeChange?: (mode: AuthMode) => void }) {
  const [mode, setModeState] = useState<AuthMode | 'twofactor'>(initialMode);
  const setMode = (next: AuthMode | 'twofactor') => {
    setModeState(next);
    if (next !== 'twofactor') onModeChange?.(next);
  };
  return (
    <Card.Root w="full" maxW="md" mx="auto" variant="elevated">
      <Card.Body>
        {heading && (
          <Text fontSize="sm" color="fg.muted" mb="2">
            {heading}
          </Text>
        )}
        {mode === 'signin' && <SignInForm onSignedIn={onSignedIn} onTwoFactor={() => setMode('twofactor')} onToggle={() => setMode('register')} />}
        {mode === 'register' && <RegisterForm onSignedIn={onSignedIn} onToggle={() => setMode('signin')} />}
        {mode === 'twofactor' && <TwoFactorForm onSignedIn={onSignedIn} onCancel={() => setMode('signin')} />}
      </Card.Body>
    </Card.Root>
  );
}

function SignInForm({ onSignedIn, onTwoFactor, onToggle }: { onSignedIn: (u: SignedInUser) => void; onTwoFactor: () => void; onToggle: () => void }) {
  const [login, { loading }] = useMutation(LoginMutation);
  const [values, setValues] = useState({ identifier: '', password: '' });
  const form = useSchemaForm(loginSchema);

  const submit = form.handleSubmit(
    () => values,
    async () => {
      const { data } = await login({ variables: { input: values } });
      if (data?.login.twoFactorRequired) {
        onTwoFactor();
        return;
      }
      await refreshSession();
      const user = getFragmentData(SignedInUserFields, data?.login.user);
      if (user) {
        notify({ title: 'Login successful', description: signInWelcome(user) });
        onSignedIn(user);
      }
    },
    (err) => notify({ title: 'Login failed', description: errorMessage(err, 'Login failed'), variant: 'destructive' }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <Heading as="h1" size="xl">
          Sign in
        </Heading>
        <FormField label="Email or username" error={form.errors.identifier} required>
          <Input name="identifier" autoComplete="username" value={values.identifier} onChange={(e) => setValues({ ...values, identifier: e.target.value })} />
        </FormField>
        <FormField
          label="Password"
          labelEnd={
            <RouterLink to="/reset-password" fontSize="sm" color="teal.700">
              Forgot password?
            </RouterLink>
          }
          error={form.errors.password}
          required
        >
          <Input name="password" type="password" autoComplete="current-password" value={values.password} onChange={(e) => setValues({ ...values, password: e.target.value })} />
        </FormField>
        <Button type="submit" colorPalette="teal" disabled={loading}>
          {loading ? 'Signing in...' : 'Sign In'}
        </Button>
        <Text fontSize="sm" textAlign="center">
          New to us?{' '}
          <ChakraLink as="button" color="teal.700" fontWeight="medium" onClick={onToggle}>
            Create an account
          </ChakraLink>
        </Text>
      </Stack>
    </form>
  );
}

function TwoFactorForm({ onSignedIn, onCancel }: { onSignedIn: (u: SignedInUser) => void; onCancel: () => void }) {
  const [complete, { loading }] = useMutation(CompleteTwoFactorLoginMutation);
  const [code, setCode] = useState('');
  const form = useSchemaForm(twoFactorLoginSchema);
  const submit = form.handleSubmit(
    () => ({ code }),
    async (input) => {
      const { data } = await complete({ variables: { input } });
      await refreshSession();
      if (data) {
        const user = getFragmentData(SignedInUserFields, data.completeTwoFactorLogin.user);
        notify({ title: 'Login successful', description: signInWelcome(user) });
        onSignedIn(user);
      }
    },
    (err) => notify({ title: 'Login failed', description: errorMessage(err, 'Login failed'), variant: 'destructive' }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <Heading as="h1" size="xl">
          Two-factor authentication
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          Enter the 6-digit code from your authenticator app, or one of your recovery codes.
        </Text>
        <FormField label="Authentication code" error={form.errors.code} required>
          <Input name="code" inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} autoFocus />
        </FormField>
        <Button type="submit" colorPalette="teal" disabled={loading || !code.trim()}>
          {loading ? 'Verifying...' : 'Verify'}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Back to sign in
        </Button>
      </Stack>
    </form>
  );
}
