import { Alert, Button, Clipboard, Code, Dialog, Field, HStack, IconButton, Input, NativeSelect, Portal, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useEffect, useState, type FormEvent } from 'react';
import { ACCESS_TOKEN_EXPIRY_DAYS, createAccessTokenSchema, type AccessTokenScope } from '@contracts/access-tokens';
import { notify } from '@/components/ui/toaster';
import { useDashboardT } from '@/i18n';
import { AccessTokensQuery, CreateAccessTokenMutation, SecurityEventsQuery } from '../operations';

const DAY_MS = 86_400_000;

/** 'Generate New Token': name, scope and expiry; the token is shown here once, with how to use it. */
export function CreateAccessTokenDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, apiText, errorText } = useDashboardT();
  const [create, { loading }] = useMutation(CreateAccessTokenMutation, { refetchQueries: [AccessTokensQuery, SecurityEventsQuery] });
  const [name, setName] = useState('');
  const [scope, setScope] = useState<AccessTokenScope>('read');
  const [days, setDays] = useState<number>(30);
  const [error, setError] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setName('');
    setScope('read');
    setDays(30);
    setError(null);
    setSecret(null);
  }, [open]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const expiresAt = new Date(Date.now() + days * DAY_MS);
    const parsed = createAccessTokenSchema.safeParse({ name, scope, expiresAt });
    if (!parsed.success) {
      setError(parsed.error.issues[0] ? apiText(parsed.error.issues[0].message) : t('toast.invalidInput'));
      return;
    }
    setError(null);
    try {
      const { data } = await create({ variables: { input: { name: parsed.data.name, scope, expiresAt: expiresAt.toISOString() } } });
      if (data) setSecret(data.createPersonalAccessToken.secret);
    } catch (err) {
      const message = errorText(err, 'toast.tokenCreateFailed');
      setError(message);
      notify({ title: t('toast.tokenCreateFailed'), description: message, variant: 'destructive' });
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="center" size="md" closeOnInteractOutside={!secret} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{t('tokens.generate')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {secret ? (
                <Stack gap="4">
                  <Alert.Root status="warning">
                    <Alert.Indicator />
                    <Alert.Title>{t('tokens.once')}</Alert.Title>
                  </Alert.Root>
                  <Stack gap="1">
                    <Text fontSize="sm" fontWeight="medium">{t('tokens.token')}</Text>
                    <HStack gap="1">
                      <Code data-testid="new-access-token" p="2" fontSize="sm" wordBreak="break-all" flex="1">{secret}</Code>
                      <Clipboard.Root value={secret}>
                        <Clipboard.Trigger asChild>
                          <IconButton variant="outline" size="sm" aria-label={`${t('common.copy')}: ${t('tokens.token')}`}>
                            <Clipboard.Indicator />
                          </IconButton>
                        </Clipboard.Trigger>
                      </Clipboard.Root>
                    </HStack>
                  </Stack>
                  <Text fontSize="sm" color="fg.muted">{t('tokens.usage')}</Text>
                  <Code display="block" whiteSpace="pre-wrap" wordBreak="break-all" p="2" fontSize="xs">
                    {`curl -H "Authorization: Bearer ${secret.slice(0, 12)}…" -H "Content-Type: application/json" \\\n  -d '{"query":"{ me { firstName } }"}' ${window.location.origin}/graphql`}
                  </Code>
                </Stack>
              ) : (
                <form id="create-access-token" onSubmit={submit} noValidate>
                  <Stack gap="4">
                    <Field.Root required invalid={!!error && /name/i.test(error)}>
                      <Field.Label>{t('tokens.name')}</Field.Label>
                      <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={64} placeholder="nightly-report" />
                    </Field.Root>
                    <Field.Root>
                      <Field.Label>{t('tokens.scope')}</Field.Label>
                      <NativeSelect.Root maxW="72">
                        <NativeSelect.Field value={scope} onChange={(e) => setScope(e.target.value as AccessTokenScope)}>
                          <option value="read">{t('tokens.read')}</option>
                          <option value="read_write">{t('tokens.readWrite')}</option>
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                      <Field.HelperText>{t(scope === 'read' ? 'tokens.readHelp' : 'tokens.readWriteHelp')}</Field.HelperText>
                    </Field.Root>
                    <Field.Root>
                      <Field.Label>{t('tokens.expiresIn')}</Field.Label>
                      <NativeSelect.Root maxW="52">
                        <NativeSelect.Field value={String(days)} onChange={(e) => setDays(Number(e.target.value))}>
                          {ACCESS_TOKEN_EXPIRY_DAYS.map((d) => (
                            <option key={d} value={d}>{d === 365 ? t('tokens.oneYear') : t('tokens.days', { count: d })}</option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
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
              {secret ? (
                <Button colorPalette="teal" onClick={onClose}>{t('tokens.done')}</Button>
              ) : (
                <>
                  <Button variant="outline" onClick={onClose}>{t('common.cancel')}</Button>
                  <Button type="submit" form="create-access-token" colorPalette="teal" disabled={loading}>
                    {loading ? t('tokens.creating') : t('tokens.create')}
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
