import { Alert, Code, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { ACCESS_TOKEN_EXPIRY_DAYS, createAccessTokenSchema, type AccessTokenScope } from '@contracts/access-tokens';
import { FormDialog } from '@/components/ui/FormDialog';
import { FormField } from '@/components/ui/FormField';
import { notify } from '@/components/ui/toaster';
import { useDashboardT } from '@/i18n';
import { FORM_ERROR } from '@/lib/forms/fieldErrors';
import { useSchemaForm } from '@/lib/forms/useSchemaForm';
import { CopyField } from './CopyField';
import { AccessTokensQuery, CreateAccessTokenMutation, SecurityEventsQuery } from '../operations';

const DAY_MS = 86_400_000;

/** 'Generate New Token': name, scope and expiry; the token is shown here once, with how to use it. */
export function CreateAccessTokenDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, errorText } = useDashboardT();
  const [create, { loading }] = useMutation(CreateAccessTokenMutation, { refetchQueries: [AccessTokensQuery, SecurityEventsQuery] });
  const [name, setName] = useState('');
  const [scope, setScope] = useState<AccessTokenScope>('read');
  const [days, setDays] = useState<number>(30);
  const form = useSchemaForm(createAccessTokenSchema);
  const [secret, setSecret] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setName('');
    setScope('read');
    setDays(30);
    form.clearErrors();
    setSecret(null);
  }, [open]);

  const submit = form.handleSubmit(
    () => ({ name, scope, expiresAt: new Date(Date.now() + days * DAY_MS) }),
    async (input) => {
      const { data } = await create({ variables: { input: { name: input.name, scope, expiresAt: input.expiresAt.toISOString() } } });
      if (data) setSecret(data.createPersonalAccessToken.secret);
    },
    (err) => {
      const message = errorText(err, 'toast.tokenCreateFailed');
      form.setError(FORM_ERROR, message);
      notify({ title: t('toast.tokenCreateFailed'), description: message, variant: 'destructive' });
    },
  );

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('tokens.generate')}
      closeOnInteractOutside={!secret}
      lazyMount
      onSubmit={submit}
      submitLabel={t('tokens.create')}
      submittingLabel={t('tokens.creating')}
      submitting={loading}
      error={form.formError}
      doneLabel={t('tokens.done')}
      result={
        secret && (
          <Stack gap="4">
            <Alert.Root status="warning">
              <Alert.Indicator />
              <Alert.Title>{t('tokens.once')}</Alert.Title>
            </Alert.Root>
            <CopyField label={t('tokens.token')} value={secret} testId="new-access-token" />
            <Text fontSize="sm" color="fg.muted">{t('tokens.usage')}</Text>
            <Code display="block" whiteSpace="pre-wrap" wordBreak="break-all" p="2" fontSize="xs">
              {`curl -H "Authorization: Bearer ${secret.slice(0, 12)}…" -H "Content-Type: application/json" \\\n  -d '{"query":"{ me { firstName } }"}' ${window.location.origin}/graphql`}
            </Code>
          </Stack>
        )
      }
    >
      <FormField label={t('tokens.name')} error={form.errors.name} required>
        <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={64} placeholder="nightly-report" />
      </FormField>
      <FormField label={t('tokens.scope')} helper={t(scope === 'read' ? 'tokens.readHelp' : 'tokens.readWriteHelp')} error={form.errors.scope}>
        <NativeSelect.Root maxW="72">
          <NativeSelect.Field value={scope} onChange={(e) => setScope(e.target.value as AccessTokenScope)}>
            <option value="read">{t('tokens.read')}</option>
            <option value="read_write">{t('tokens.readWrite')}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField label={t('tokens.expiresIn')} error={form.errors.expiresAt}>
        <NativeSelect.Root maxW="52">
          <NativeSelect.Field value={String(days)} onChange={(e) => setDays(Number(e.target.value))}>
            {ACCESS_TOKEN_EXPIRY_DAYS.map((d) => (
              <option key={d} value={d}>{d === 365 ? t('tokens.oneYear') : t('tokens.days', { count: d })}</option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
    </FormDialog>
  );
}
