import { Button, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { profileSchema } from '@contracts/account';
import { FormField } from '@/components/ui/FormField';
import { notify } from '@/components/ui/toaster';
import { getFragmentData, type FragmentType } from '@/gql';
import { errorMessage } from '@/lib/format';
import { useSchemaForm } from '@/lib/forms/useSchemaForm';
import { AdminUpdateProfileMutation } from '../operations';
import { AdminProfileFields } from './AdminProfileForm.fragments';
import { useDashboardT } from '@/i18n';

const fields = [
  { name: 'firstName', label: 'settings.firstName', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', label: 'settings.lastName', type: 'text', autoComplete: 'family-name' },
  { name: 'email', label: 'settings.email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'settings.phone', type: 'tel', autoComplete: 'tel', placeholder: '+254 7XX XXX XXX' },
  { name: 'company', label: 'settings.company', type: 'text', autoComplete: 'organization' },
] as const;

/** The admin's own profile (Mutation.updateProfile); changing the e-mail asks for the current password. */
export function AdminProfileForm({ me: ref }: { me: FragmentType<typeof AdminProfileFields> }) {
  const me = getFragmentData(AdminProfileFields, ref);
  const { t, errorText } = useDashboardT();
  const [values, setValues] = useState({ firstName: me.firstName, lastName: me.lastName, email: me.email, phone: me.phone, company: me.company ?? '', bio: me.bio ?? '', currentPassword: '' });
  const form = useSchemaForm(profileSchema);
  const [save, { loading }] = useMutation(AdminUpdateProfileMutation);
  const emailChanged = values.email.trim().toLowerCase() !== me.email;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = form.validate(
      { ...values, currentPassword: emailChanged ? values.currentPassword : null },
      { currentPassword: emailChanged && !values.currentPassword ? t('admin.emailNeedsPassword') : undefined },
    );
    if (!parsed) return;
    try {
      await save({ variables: { input: { ...parsed, company: parsed.company, bio: parsed.bio, currentPassword: parsed.currentPassword ?? null } } });
      setValues((v) => ({ ...v, currentPassword: '' }));
      notify({ title: t('admin.profileSaved'), description: t('admin.profileSavedText') });
    } catch (err) {
      if (!form.showServerError(err)) notify({ title: t('common.error'), description: errorText(err, 'admin.profileSaveFailed'), variant: 'destructive' });
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {fields.map((f) => (
            <FormField key={f.name} label={t(f.label)} error={form.errors[f.name]} required={f.name !== 'company'}>
              <Input name={f.name} type={f.type} autoComplete={f.autoComplete} placeholder={'placeholder' in f ? f.placeholder : undefined} value={values[f.name]} onChange={(e) => setValues({ ...values, [f.name]: e.target.value })} />
            </FormField>
          ))}
          {emailChanged && (
            <FormField label={t('common.currentPassword')} error={form.errors.currentPassword} required>
              <Input name="currentPassword" type="password" autoComplete="current-password" value={values.currentPassword} onChange={(e) => setValues({ ...values, currentPassword: e.target.value })} />
            </FormField>
          )}
        </SimpleGrid>
        <FormField label={t('settings.bio')} error={form.errors.bio}>
          <Textarea name="bio" rows={4} value={values.bio} onChange={(e) => setValues({ ...values, bio: e.target.value })} />
        </FormField>
        <Button type="submit" colorPalette="teal" alignSelf="flex-start" disabled={loading}>
          {loading ? t('common.saving') : t('settings.saveChanges')}
        </Button>
      </Stack>
    </form>
  );
}
