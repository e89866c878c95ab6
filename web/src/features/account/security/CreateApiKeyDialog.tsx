import { Alert, Button, Checkbox, Clipboard, Code, Dialog, Field, HStack, IconButton, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useEffect, useState, type FormEvent } from 'react';
import { API_KEY_PERMISSIONS, createApiKeySchema } from '@contracts/account';
import { notify } from '@/components/ui/toaster';
import { useDashboardT } from '@/i18n';
import { ApiKeysQuery, CreateApiKeyMutation, SecurityEventsQuery, SecurityOverviewQuery } from '../operations';

type Permission = (typeof API_KEY_PERMISSIONS)[number];

/** Read and write: what the docs' Quick Start tells a customer to create (step 2), so uploads work; delete stays opt-in. */
const DEFAULT_PERMISSIONS: Permission[] = ['read', 'write'];

function CopyField({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useDashboardT();
  return (
    <Stack gap="1">
      <Text fontSize="sm" fontWeight="medium">
        {label}
      </Text>
      <HStack align="center" gap="1">
        <Code data-testid={testId} p="2" fontSize="sm" wordBreak="break-all" flex="1">
          {value}
        </Code>
        <Clipboard.Root value={value}>
          <Clipboard.Trigger asChild>
            <IconButton variant="outline" size="sm" aria-label={`${t('common.copy')}: ${label}`}>
              <Clipboard.Indicator />
            </IconButton>
          </Clipboard.Trigger>
        </Clipboard.Root>
      </HStack>
    </Stack>
  );
}

/** 'Generate New API Key': name, permissions, optional expiry; the secret is shown here once. */
export function CreateApiKeyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, apiText, errorText } = useDashboardT();
  const [create, { loading }] = useMutation(CreateApiKeyMutation, { refetchQueries: [ApiKeysQuery, SecurityOverviewQuery, SecurityEventsQuery] });
  const [name, setName] = useState('');
  const [permissions, setPermissions] = useState<Permission[]>(DEFAULT_PERMISSIONS);
  const [expiry, setExpiry] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<{ accessKeyId: string; secret: string } | null>(null);

  useEffect(() => {
    if (!open) return;
    setName('');
    setPermissions(DEFAULT_PERMISSIONS);
    setExpiry('');
    setError(null);
    setCreated(null);
  }, [open]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const expiresAt = expiry ? new Date(`${expiry}T23:59:59`) : null;
    const parsed = createApiKeySchema.safeParse({ name, permissions, expiresAt });
    if (!parsed.success) {
      setError(parsed.error.issues[0] ? apiText(parsed.error.issues[0].message) : t('toast.invalidInput'));
      return;
    }
    setError(null);
    try {
      const { data } = await create({ variables: { input: { name: parsed.data.name, permissions: parsed.data.permissions, expiresAt: expiresAt?.toISOString() ?? null } } });
      if (data) setCreated({ accessKeyId: data.createApiKey.apiKey.accessKeyId, secret: data.createApiKey.secretAccessKey });
      notify({ title: t('toast.apiKeyCreated'), description: t('toast.apiKeyCreatedText') });
    } catch (err) {
      setError(errorText(err, 'toast.apiKeyCreateFailed'));
    }
  };
  const toggle = (p: Permission, on: boolean) => setPermissions((cur) => (on ? [...cur, p] : cur.filter((x) => x !== p)));

  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="center" size="md" closeOnInteractOutside={!created}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{t('security.generateKey')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {created ? (
                <Stack gap="4">
                  <Alert.Root status="warning">
                    <Alert.Indicator />
                    <Alert.Title>{t('security.secretOnce')}</Alert.Title>
                  </Alert.Root>
                  <CopyField label={t('security.accessKeyId')} value={created.accessKeyId} testId="new-access-key-id" />
                  <CopyField label={t('security.secretKey')} value={created.secret} testId="new-secret-key" />
                </Stack>
              ) : (
                <form id="create-api-key" onSubmit={submit} noValidate>
                  <Stack gap="4">
                    <Field.Root required invalid={!!error && /name/i.test(error)}>
                      <Field.Label>{t('security.keyName')}</Field.Label>
                      <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={64} placeholder="backup-server" />
                    </Field.Root>
                    <Stack as="fieldset" gap="2">
                      <Text as="legend" fontSize="sm" fontWeight="medium" mb="2">
                        {t('security.permissions')}
                      </Text>
                      <HStack gap="5" wrap="wrap">
                        {API_KEY_PERMISSIONS.map((p) => (
                          <Checkbox.Root key={p} checked={permissions.includes(p)} onCheckedChange={(d) => toggle(p, d.checked === true)} colorPalette="teal">
                            <Checkbox.HiddenInput />
                            <Checkbox.Control />
                            <Checkbox.Label>{t(`security.${p}`)}</Checkbox.Label>
                          </Checkbox.Root>
                        ))}
                      </HStack>
                    </Stack>
                    <Field.Root>
                      <Field.Label>{t('security.expiryOptional')}</Field.Label>
                      <Input type="date" value={expiry} onChange={(e) => setExpiry(e.target.value)} maxW="52" />
                    </Field.Root>
                    {error && (
                      <Text color="red.600" fontSize="sm" role="alert">
                        {error}
                      </Text>
                    )}
                  </Stack>
                </form>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              {created ? (
                <Button colorPalette="teal" onClick={onClose}>
                  {t('security.done')}
                </Button>
              ) : (
                <>
                  <Button variant="outline" onClick={onClose}>
                    {t('common.cancel')}
                  </Button>
                  <Button type="submit" form="create-api-key" colorPalette="teal" disabled={loading}>
                    {loading ? t('security.creating') : t('security.createKey')}
                  </Button>
                </>
              )}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
