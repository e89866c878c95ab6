import { Avatar, Button, HStack, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { useRef, useState, type ChangeEvent } from 'react';
import { AVATAR_HINT, AVATAR_MAX_BYTES } from '@contracts/account';
import { FormError } from '@/components/ui/FormError';
import { FormField } from '@/components/ui/FormField';
import { notify } from '@/components/ui/toaster';
import { refreshSession } from '@/lib/auth/session';
import { useDashboardT } from '@/i18n';
import { FORM_ERROR } from '@/lib/forms/fieldErrors';
import { AccountSettingsQuery } from '../operations';

export interface ProfileValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company: string;
  /** KRA PIN for tax invoices (optional). */
  kraPin: string;
  bio: string;
  currentPassword: string;
  /** Second factor for an e-mail change when 2FA is on. */
  code: string;
}

const fields = [
  { name: 'firstName', label: 'settings.firstName', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', label: 'settings.lastName', type: 'text', autoComplete: 'family-name' },
  { name: 'email', label: 'settings.email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'settings.phone', type: 'tel', autoComplete: 'tel', placeholder: '+254 712 345 678' },
  { name: 'company', label: 'settings.company', type: 'text', autoComplete: 'organization' },
  { name: 'kraPin', label: 'settings.kraPin', type: 'text', autoComplete: 'off', placeholder: 'A123456789B', helper: 'settings.kraPinHelp' },
] as const;
const OPTIONAL = new Set(['company', 'kraPin']);

/** Upload a new avatar (checked again by the server: type by content, 2 MB at most). */
function AvatarField({ avatarUrl, name }: { avatarUrl: string | null; name: string }) {
  const { t, errorText } = useDashboardT();
  const input = useRef<HTMLInputElement>(null);
  const client = useApolloClient();
  const [uploading, setUploading] = useState(false);
  const upload = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (!['image/png', 'image/jpeg', 'image/gif'].includes(file.type) || file.size > AVATAR_MAX_BYTES) {
      notify({ title: t('toast.avatarNotChanged'), description: t('settings.avatarHint'), variant: 'destructive' });
      return;
    }
    setUploading(true);
    try {
      const res = await fetch('/api/account/avatar', { method: 'POST', headers: { 'content-type': file.type }, body: file, credentials: 'same-origin' });
      const body = (await res.json().catch(() => ({}))) as { message?: string };
      if (!res.ok) throw new Error(body.message ?? `${res.status}: ${res.statusText}`);
      await Promise.all([client.refetchQueries({ include: [AccountSettingsQuery] }), refreshSession()]);
      notify({ title: t('toast.avatarUpdated') });
    } catch (err) {
      notify({ title: t('toast.avatarNotChanged'), description: errorText(err), variant: 'destructive' });
    } finally {
      setUploading(false);
    }
  };
  return (
    <HStack gap="4">
      <Avatar.Root size="2xl" colorPalette="teal">
        <Avatar.Fallback name={name} />
        {avatarUrl && <Avatar.Image src={avatarUrl} alt="" />}
      </Avatar.Root>
      <Stack gap="1">
        <input ref={input} type="file" accept="image/png,image/jpeg,image/gif" hidden onChange={upload} data-testid="avatar-input" />
        <Button size="sm" variant="outline" onClick={() => input.current?.click()} disabled={uploading} alignSelf="flex-start">
          {t('settings.changeAvatar')}
        </Button>
        <Text fontSize="xs" color="fg.muted">
          {t('settings.avatarHint')}
        </Text>
      </Stack>
    </HStack>
  );
}

export function ProfileTab({ values, onChange, errors, originalEmail, avatarUrl, twoFactorEnabled }: { values: ProfileValues; onChange: (v: ProfileValues) => void; errors: Record<string, string>; originalEmail: string; avatarUrl: string | null; twoFactorEnabled: boolean }) {
  const { t } = useDashboardT();
  const emailChanged = values.email.trim().toLowerCase() !== originalEmail;
  return (
    <Stack gap="6">
      <AvatarField avatarUrl={avatarUrl} name={`${values.firstName} ${values.lastName}`} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {fields.map((f) => (
          <FormField key={f.name} label={t(f.label)} helper={'helper' in f ? t(f.helper) : undefined} error={errors[f.name]} required={!OPTIONAL.has(f.name)}>
            <Input name={f.name} type={f.type} autoComplete={f.autoComplete} placeholder={'placeholder' in f ? f.placeholder : undefined} value={values[f.name]} onChange={(e) => onChange({ ...values, [f.name]: e.target.value })} />
          </FormField>
        ))}
        {emailChanged && (
          <FormField label={t('common.currentPassword')} helper={t('settings.emailPasswordHelp')} error={errors.currentPassword} required>
            <Input name="currentPassword" type="password" autoComplete="current-password" value={values.currentPassword} onChange={(e) => onChange({ ...values, currentPassword: e.target.value })} />
          </FormField>
        )}
        {emailChanged && twoFactorEnabled && (
          <FormField label={t('security.codeLabel')} helper={t('security.codeHelp')} error={errors.code} required>
            <Input name="code" inputMode="numeric" autoComplete="one-time-code" value={values.code} onChange={(e) => onChange({ ...values, code: e.target.value })} />
          </FormField>
        )}
      </SimpleGrid>
      <FormField label={t('settings.bio')} error={errors.bio}>
        <Textarea name="bio" rows={4} value={values.bio} onChange={(e) => onChange({ ...values, bio: e.target.value })} maxLength={500} />
      </FormField>
      <FormError message={errors[FORM_ERROR]} />
    </Stack>
  );
}
