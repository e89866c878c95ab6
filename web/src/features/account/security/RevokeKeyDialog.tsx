import { Input, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useEffect, useState, type FormEvent } from 'react';
import { FormDialog } from '@/components/ui/FormDialog';
import { FormField } from '@/components/ui/FormField';
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
    <FormDialog
      open={!!apiKey}
      onClose={onClose}
      title={t('security.revokeTitle')}
      destructive
      onSubmit={submit}
      submitLabel={t('security.revoke')}
      submittingLabel={t('security.revoke')}
      submitting={loading}
      submitDisabled={typed.trim() !== apiKey?.name}
    >
      <Text fontSize="sm" color="fg.muted">
        {t('security.revokeHelp')}
      </Text>
      <FormField label={apiKey?.name} labelProps={{ fontFamily: 'mono' }}>
        <Input value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" autoFocus />
      </FormField>
    </FormDialog>
  );
}
