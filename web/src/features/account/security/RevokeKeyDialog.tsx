import { Button, Dialog, Field, Input, Portal, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useEffect, useState, type FormEvent } from 'react';
import { notify } from '@/components/ui/toaster';
import { useDashboardT } from '@/i18n';
import { ApiKeysQuery, RevokeApiKeyMutation, SecurityEventsQuery, SecurityOverviewQuery } from '../operations';

/** Revoke with type-to-confirm: the button works only once the key's name is typed exactly. */
export function RevokeKeyDialog({ apiKey, onClose }: { apiKey: { id: string; name: string } | null; onClose: () => void }) {
  const { t, errorText } = useDashboardT();
  const [typed, setTyped] = useState('');
  const [revoke, { loading }] = useMutation(RevokeApiKeyMutation, { refetchQueries: [ApiKeysQuery, SecurityOverviewQuery, SecurityEventsQuery] });
  useEffect(() => setTyped(''), [apiKey]);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!apiKey) return;
    try {
      await revoke({ variables: { input: { id: apiKey.id, confirmName: typed } } });
      notify({ title: t('toast.apiKeyRevoked'), description: apiKey.name });
      onClose();
    } catch (err) {
      notify({ title: t('toast.apiKeyRevokeFailed'), description: errorText(err), variant: 'destructive' });
    }
  };
  return (
    <Dialog.Root role="alertdialog" open={!!apiKey} onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{t('security.revokeTitle')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Text fontSize="sm" color="fg.muted" mb="3">
                  {t('security.revokeHelp')}
                </Text>
                <Field.Root>
                  <Field.Label fontFamily="mono">{apiKey?.name}</Field.Label>
                  <Input value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" autoFocus />
                </Field.Root>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  {t('common.cancel')}
                </Button>
                <Button type="submit" colorPalette="red" disabled={loading || typed.trim() !== apiKey?.name}>
                  {t('security.revoke')}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
