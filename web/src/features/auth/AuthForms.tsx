import { Box, Button, Card, Field, Heading, Input, Link as ChakraLink, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { loginSchema, registerSchema, PASSWORD_RULES_TEXT } from '@contracts/auth';
import { notify } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/format';
import { CompleteTwoFactorLoginMutation, LoginMutation, RegisterMutation } from './operations';
import { refreshSession } from './session';

type SignedInUser = { id: string; firstName: string; userType: 'admin' | 'user' };

/** Sign-in and create-account forms that toggle; calls onSignedIn once the session exists. */
export function AuthForms({ onSignedIn, heading }: { onSignedIn: (user: SignedInUser) => void; heading?: string }) {
  const [mode, setMode] = useState<'signin' | 'register' | 'twofactor'>('signin');
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
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = loginSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    try {
      const { data } = await login({ variables: { input: values } });
      if (data?.login.twoFactorRequired) {
        onTwoFactor();
        return;
      }
      await refreshSession();
      notify({ title: 'Login successful', description: 'Welcome back' });
      if (data?.login.user) onSignedIn(data.login.user);
    } catch (err) {
      notify({ title: 'Login failed', description: errorMessage(err, 'Login failed'), variant: 'destructive' });
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <Heading as="h1" size="xl">
          Sign in
        </Heading>
        <Field.Root invalid={!!errors.identifier} required>
          <Field.Label>Email or username</Field.Label>
          <Input name="identifier" autoComplete="username" value={values.identifier} onChange={(e) => setValues({ ...values, identifier: e.target.value })} />
          <Field.ErrorText>{errors.identifier}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.password} required>
          <Field.Label>Password</Field.Label>
          <Input name="password" type="password" autoComplete="current-password" value={values.password} onChange={(e) => setValues({ ...values, password: e.target.value })} />
          <Field.ErrorText>{errors.password}</Field.ErrorText>
        </Field.Root>
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
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      const { data } = await complete({ variables: { input: { code: code.trim() } } });
      await refreshSession();
      notify({ title: 'Login successful', description: 'Welcome back' });
      if (data) onSignedIn(data.completeTwoFactorLogin.user);
    } catch (err) {
      notify({ title: 'Login failed', description: errorMessage(err, 'Login failed'), variant: 'destructive' });
    }
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <Heading as="h1" size="xl">
          Two-factor authentication
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          Enter the 6-digit code from your authenticator app, or one of your recovery codes.
        </Text>
        <Field.Root required>
          <Field.Label>Authentication code</Field.Label>
          <Input name="code" inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} autoFocus />
        </Field.Root>
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

const registerFields = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name', type: 'text' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name', type: 'text' },
  { name: 'username', label: 'Username', autoComplete: 'username', type: 'text' },
  { name: 'email', label: 'Email', autoComplete: 'email', type: 'email' },
  { name: 'phone', label: 'Phone', autoComplete: 'tel', type: 'tel', placeholder: '+254 7XX XXX XXX' },
  { name: 'password', label: 'Password', autoComplete: 'new-password', type: 'password' },
] as const;

function RegisterForm({ onSignedIn, onToggle }: { onSignedIn: (u: SignedInUser) => void; onToggle: () => void }) {
  const [register, { loading }] = useMutation(RegisterMutation);
  const [values, setValues] = useState({ firstName: '', lastName: '', username: '', email: '', phone: '', password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = registerSchema.safeParse(values);
    if (!parsed.success) {
      const errs: Record<string, string> = {};
      for (const i of parsed.error.issues) errs[String(i.path[0])] ??= i.message;
      setErrors(errs);
      return;
    }
    setErrors({});
    try {
      const { data } = await register({ variables: { input: values } });
      await refreshSession();
      notify({ title: 'Registration successful', description: 'You can now access cloud services' });
      if (data) onSignedIn(data.register.user);
    } catch (err) {
      notify({ title: 'Registration failed', description: errorMessage(err, 'Registration failed'), variant: 'destructive' });
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <Heading as="h1" size="xl">
          Create your account
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          10 GB free forever. No credit card required.
        </Text>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          {registerFields.map((f) => (
            <Box key={f.name} gridColumn={f.name === 'password' || f.name === 'email' ? { sm: 'span 2' } : undefined}>
              <Field.Root invalid={!!errors[f.name]} required>
                <Field.Label>{f.label}</Field.Label>
                <Input
                  name={f.name}
                  type={f.type}
                  autoComplete={f.autoComplete}
                  placeholder={'placeholder' in f ? f.placeholder : undefined}
                  value={values[f.name]}
                  onChange={(e) => setValues({ ...values, [f.name]: e.target.value })}
                />
                {f.name === 'password' && !errors.password && <Field.HelperText>{PASSWORD_RULES_TEXT}</Field.HelperText>}
                <Field.ErrorText>{errors[f.name]}</Field.ErrorText>
              </Field.Root>
            </Box>
          ))}
        </SimpleGrid>
        <Button type="submit" colorPalette="teal" disabled={loading}>
          {loading ? 'Creating account...' : 'Create Account'}
        </Button>
        <Text fontSize="sm" textAlign="center">
          Already have an account?{' '}
          <ChakraLink as="button" color="teal.700" fontWeight="medium" onClick={onToggle}>
            Sign in
          </ChakraLink>
        </Text>
      </Stack>
    </form>
  );
}
