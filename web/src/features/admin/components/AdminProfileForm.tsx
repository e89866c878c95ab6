import { Button, Field, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { profileSchema } from '@contracts/account';
import { notify } from '@/components/ui/toaster';
import type { AdminProfileFieldsFragment } from '@/gql/graphql';
import { errorMessage } from '@/lib/format';
import { AdminUpdateProfileMutation } from '../operations';

type Me = AdminProfileFieldsFragment;
const fields = [
  { name: 'firstName', label: 'First Name', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last Name', type: 'text', autoComplete: 'family-name' },
  { name: 'email', label: 'Email Address', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone Number', type: 'tel', autoComplete: 'tel', placeholder: '+254 7XX XXX XXX' },
  { name: 'company', label: 'Company', type: 'text', autoComplete: 'organization' },
] as const;

/** The admin's own profile (Mutation.updateProfile); changing the e-mail asks for the current password. */
export function AdminProfileForm({ me }: { me: Me }) {
  const [values, setValues] = useState({ firstName: me.firstName, lastName: me.lastName, email: me.email, phone: me.phone, company: me.company ?? '', bio: me.bio ?? '', currentPassword: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [save, { loading }] = useMutation(AdminUpdateProfileMutation);
  const emailChanged = values.email.trim().toLowerCase() !== me.email;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = profileSchema.safeParse({ ...values, currentPassword: emailChanged ? values.currentPassword : null });
    const errs: Record<string, string> = {};
    if (!parsed.success) for (const i of parsed.error.issues) errs[String(i.path[0])] ??= i.message;
    if (emailChanged && !values.currentPassword) errs.currentPassword = 'Enter your current password to change your email';
    setErrors(errs);
    if (!parsed.success || Object.keys(errs).length) return;
    try {
      await save({ variables: { input: { ...parsed.data, company: parsed.data.company, bio: parsed.data.bio, currentPassword: parsed.data.currentPassword ?? null } } });
      setValues((v) => ({ ...v, currentPassword: '' }));
      notify({ title: 'Profile saved', description: 'Your account details were updated.' });
    } catch (err) {
      notify({ title: 'Error', description: errorMessage(err, 'Failed to save your profile'), variant: 'destructive' });
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {fields.map((f) => (
            <Field.Root key={f.name} invalid={!!errors[f.name]} required={f.name !== 'company'}>
              <Field.Label>{f.label}</Field.Label>
              <Input name={f.name} type={f.type} autoComplete={f.autoComplete} placeholder={'placeholder' in f ? f.placeholder : undefined} value={values[f.name]} onChange={(e) => setValues({ ...values, [f.name]: e.target.value })} />
              <Field.ErrorText>{errors[f.name]}</Field.ErrorText>
            </Field.Root>
          ))}
          {emailChanged && (
            <Field.Root invalid={!!errors.currentPassword} required>
              <Field.Label>Current password</Field.Label>
              <Input name="currentPassword" type="password" autoComplete="current-password" value={values.currentPassword} onChange={(e) => setValues({ ...values, currentPassword: e.target.value })} />
              <Field.ErrorText>{errors.currentPassword}</Field.ErrorText>
            </Field.Root>
          )}
        </SimpleGrid>
        <Field.Root invalid={!!errors.bio}>
          <Field.Label>Bio</Field.Label>
          <Textarea name="bio" rows={4} value={values.bio} onChange={(e) => setValues({ ...values, bio: e.target.value })} />
          <Field.ErrorText>{errors.bio}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" colorPalette="teal" alignSelf="flex-start" disabled={loading}>
          {loading ? 'Saving...' : 'Save Changes'}
        </Button>
      </Stack>
    </form>
  );
}
