import { Box, Button, Heading, Input, Link as ChakraLink, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { registerSchema, PASSWORD_RULES_TEXT } from '@contracts/auth';
import { FormField } from '@/components/ui/FormField';
import { RouterLink } from '@/components/ui/RouterLink';
import { notify } from '@/components/ui/toaster';
import { useSchemaForm } from '@/lib/forms/useSchemaForm';
import { errorMessage } from '@/lib/format';
import { RegisterMutation } from './operations';
import { refreshSession, sessionUser } from '@/lib/auth/session';

export type SignedInUser = { id: string; firstName: string; userType: 'admin' | 'user' };

const registerFields = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name', type: 'text' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name', type: 'text' },
  { name: 'username', label: 'Username', autoComplete: 'username', type: 'text' },
  { name: 'email', label: 'Email', autoComplete: 'email', type: 'email' },
  { name: 'phone', label: 'Phone', autoComplete: 'tel', type: 'tel', placeholder: '+254 7XX XXX XXX' },
  { name: 'password', label: 'Password', autoComplete: 'new-password', type: 'password' },
] as const;

/**
 * The server answers a registration the same way whether or not the e-mail address already has an
 * account; only a new account is signed in. So: signed in → the spec's toast and the dashboard;
 * not signed in → "check your e-mail", which is true in both cases (a verification link, or a note
 * to the address's owner) and says nothing about which.
 */
function CheckEmail({ email, onSignIn }: { email: string; onSignIn: () => void }) {
  return (
    <Stack gap="4" data-testid="register-check-email">
      <Heading as="h1" size="xl">
        Check your e-mail
      </Heading>
      <Text>
        We have sent a message to <strong>{email}</strong>. Follow it to finish setting up your account.
      </Text>
      <Text fontSize="sm" color="fg.muted">
        Already have an account with this address? Sign in, or choose a new password with{' '}
        <RouterLink to="/reset-password" color="teal.700">
          Forgot password?
        </RouterLink>
      </Text>
      <Button colorPalette="teal" onClick={onSignIn}>
        Go to sign in
      </Button>
    </Stack>
  );
}

export function RegisterForm({ onSignedIn, onToggle }: { onSignedIn: (u: SignedInUser) => void; onToggle: () => void }) {
  const [register, { loading }] = useMutation(RegisterMutation);
  const [values, setValues] = useState({ firstName: '', lastName: '', username: '', email: '', phone: '', password: '' });
  const form = useSchemaForm(registerSchema);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = form.handleSubmit(
    () => values,
    async (input) => {
      await register({ variables: { input: values } });
      await refreshSession();
      const user = sessionUser();
      if (!user) {
        setSentTo(input.email);
        return;
      }
      notify({ title: 'Registration successful', description: 'You can now access cloud services' });
      onSignedIn(user);
    },
    (err) => notify({ title: 'Registration failed', description: errorMessage(err, 'Registration failed'), variant: 'destructive' }),
  );

  if (sentTo) return <CheckEmail email={sentTo} onSignIn={onToggle} />;
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
              <FormField label={f.label} helper={f.name === 'password' ? PASSWORD_RULES_TEXT : undefined} error={form.errors[f.name]} required>
                <Input
                  name={f.name}
                  type={f.type}
                  autoComplete={f.autoComplete}
                  placeholder={'placeholder' in f ? f.placeholder : undefined}
                  value={values[f.name]}
                  onChange={(e) => setValues({ ...values, [f.name]: e.target.value })}
                />
              </FormField>
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
