import { Alert, Checkbox, HStack, Input, Stack } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { API_KEY_PERMISSIONS, createApiKeySchema } from '@contracts/account';
import { FormDialog } from '@/components/ui/FormDialog';
import { FormField } from '@/components/ui/FormField';
import { FormFieldset } from '@/components/ui/FormFieldset';
import { notify } from '@/components/ui/toaster';
import { useDashboardT } from '@/i18n';
import { FORM_ERROR } from '@/lib/forms/fieldErrors';
import { useSchemaForm } from '@/lib/forms/useSchemaForm';
import { ApiKeyScopeFields } from './ApiKeyScopeFields';
import { CopyField } from './CopyField';
import { ApiKeysQuery, CreateApiKeyMutation, SecurityEventsQuery, SecurityOverviewQuery, SecurityStoragePlaneQuery } from '../operations';

type Permission = (typeof API_KEY_PERMISSIONS)[number];

/** Read and write: what the docs' Quick Start tells a customer to create (step 2), so uploads work; delete stays opt-in. */
const DEFAULT_PERMISSIONS: Permission[] = ['read', 'write'];
/** On Ceph RGW a key for all buckets that writes also deletes (its access levels: read, write, readwrite), and the server refuses one half; a key limited to buckets is fenced by policies, which say any set. */
const CEPH_DEFAULT_PERMISSIONS: Permission[] = ['read', 'write', 'delete'];
const PAIRED: Partial<Record<Permission, Permission>> = { write: 'delete', delete: 'write' };

/** 'Generate New API Key': name, permissions, optional expiry and bucket scope; the secret is shown here once. */
export function CreateApiKeyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, errorText } = useDashboardT();
  const onCeph = useQuery(SecurityStoragePlaneQuery).data?.storageEndpoint.plane === 'CEPH';
  const [create, { loading }] = useMutation(CreateApiKeyMutation, { refetchQueries: [ApiKeysQuery, SecurityOverviewQuery, SecurityEventsQuery] });
  const [name, setName] = useState('');
  const [permissions, setPermissions] = useState<Permission[]>(DEFAULT_PERMISSIONS);
  const [expiry, setExpiry] = useState('');
  const [limited, setLimited] = useState(false);
  const [buckets, setBuckets] = useState<string[]>([]);
  const [prefix, setPrefix] = useState('');
  const form = useSchemaForm(createApiKeySchema);
  const [created, setCreated] = useState<{ accessKeyId: string; secret: string } | null>(null);

  useEffect(() => {
    if (!open) return;
    setName('');
    setPermissions(onCeph ? CEPH_DEFAULT_PERMISSIONS : DEFAULT_PERMISSIONS);
    setExpiry('');
    setLimited(false);
    setBuckets([]);
    setPrefix('');
    form.clearErrors();
    setCreated(null);
  }, [open, onCeph]);

  const expiresAt = () => (expiry ? new Date(`${expiry}T23:59:59`) : null);
  const submit = form.handleSubmit(
    () => ({ name, permissions, expiresAt: expiresAt(), buckets: limited ? buckets : null, prefix: limited ? prefix : null }),
    async (input) => {
      const scope = input.buckets ? { buckets: input.buckets, prefix: input.prefix } : {};
      const { data } = await create({ variables: { input: { name: input.name, permissions: input.permissions, expiresAt: input.expiresAt?.toISOString() ?? null, ...scope } } });
      if (data) setCreated({ accessKeyId: data.createApiKey.apiKey.accessKeyId, secret: data.createApiKey.secretAccessKey });
      notify({ title: t('toast.apiKeyCreated'), description: t('toast.apiKeyCreatedText') });
    },
    (err) => form.setError(FORM_ERROR, errorText(err, 'toast.apiKeyCreateFailed')),
  );
  const paired = onCeph && !limited;
  const toggle = (p: Permission, on: boolean) => {
    const both = paired && PAIRED[p] ? [p, PAIRED[p]] : [p];
    setPermissions((cur) => (on ? [...cur.filter((x) => !both.includes(x)), ...both] : cur.filter((x) => !both.includes(x))));
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('security.generateKey')}
      closeOnInteractOutside={!created}
      onSubmit={submit}
      submitLabel={t('security.createKey')}
      submittingLabel={t('security.creating')}
      submitting={loading}
      error={form.formError}
      doneLabel={t('security.done')}
      result={
        created && (
          <Stack gap="4">
            <Alert.Root status="warning">
              <Alert.Indicator />
              <Alert.Title>{t('security.secretOnce')}</Alert.Title>
            </Alert.Root>
            <CopyField label={t('security.accessKeyId')} value={created.accessKeyId} testId="new-access-key-id" />
            <CopyField label={t('security.secretKey')} value={created.secret} testId="new-secret-key" />
          </Stack>
        )
      }
    >
      <FormField label={t('security.keyName')} error={form.errors.name} required>
        <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={64} placeholder="backup-server" />
      </FormField>
      <FormFieldset legend={t('security.permissions')} helper={paired ? t('security.writeDeletePaired') : undefined} error={form.errors.permissions}>
        <HStack gap="5" wrap="wrap">
          {API_KEY_PERMISSIONS.map((p) => (
            <Checkbox.Root key={p} checked={permissions.includes(p)} onCheckedChange={(d) => toggle(p, d.checked === true)} colorPalette="teal">
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t(`security.${p}`)}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </HStack>
      </FormFieldset>
      <FormField label={t('security.expiryOptional')} error={form.errors.expiresAt}>
        <Input type="date" value={expiry} onChange={(e) => setExpiry(e.target.value)} maxW="52" />
      </FormField>
      <ApiKeyScopeFields limited={limited} onLimited={setLimited} buckets={buckets} onBuckets={setBuckets} prefix={prefix} onPrefix={setPrefix} errors={{ buckets: form.errors.buckets, prefix: form.errors.prefix }} onCeph={onCeph} />
    </FormDialog>
  );
}
