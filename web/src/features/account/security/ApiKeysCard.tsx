import { Badge, Box, Button, Code, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { SectionCard } from '@/components/ui/SectionCard';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { notify } from '@/components/ui/toaster';
import type { ApiKeysQuery as ApiKeysData } from '@/gql/graphql';
import { useDashboardT, useDashboardLanguage } from '@/i18n';
import { errorMessage } from '@/lib/format';
import { useDateFormatter } from '@/lib/useDateFormatter';
import { ApiKeysQuery, SecurityEventsQuery, SecurityOverviewQuery, SetApiKeyStatusMutation } from '../operations';
import { CreateApiKeyDialog } from './CreateApiKeyDialog';
import { RevokeKeyDialog } from './RevokeKeyDialog';

type ApiKey = ApiKeysData['apiKeys'][number];
const refetchQueries = [ApiKeysQuery, SecurityOverviewQuery, SecurityEventsQuery];

/** What a key reaches: all buckets, or its buckets (by name) and prefix. */
function KeyScope({ scope }: { scope: ApiKey['scope'] }) {
  const { t } = useDashboardT();
  if (!scope) return <Text>{t('security.scopeAll')}</Text>;
  return (
    <>
      {scope.buckets.length ? (
        scope.buckets.map((b) => (
          <Badge key={b} variant="subtle" colorPalette="teal" size="sm" fontFamily="mono">
            {b}
          </Badge>
        ))
      ) : (
        <Text>{t('security.scopeNoneLeft')}</Text>
      )}
      {scope.prefix && (
        <Text>
          · {t('security.scopeUnder')} <Code wordBreak="break-all">{scope.prefix}</Code>
        </Text>
      )}
    </>
  );
}

function KeyRow({ k, onRevoke }: { k: ApiKey; onRevoke: (k: ApiKey) => void }) {
  const df = useDateFormatter();
  const { t, errorText } = useDashboardT();
  const { preferences } = useDashboardLanguage();
  const [revealed, setRevealed] = useState(false);
  const [setStatus, { loading }] = useMutation(SetApiKeyStatusMutation, { refetchQueries });
  const expired = !!k.expiresAt && new Date(k.expiresAt).getTime() <= Date.now();
  const toggleStatus = async () => {
    const status = k.status === 'active' ? 'inactive' : 'active';
    try {
      await setStatus({ variables: { input: { id: k.id, status } } });
      notify({ title: status === 'active' ? t('toast.apiKeyReactivated') : t('toast.apiKeyDeactivated'), description: k.name });
    } catch (err) {
      notify({ title: t('toast.apiKeyChangeFailed'), description: errorText(err), variant: 'destructive' });
    }
  };
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="4" data-testid="api-key-row">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <HStack gap="2">
          <Text fontWeight="semibold">{k.name}</Text>
          {expired ? <StatusBadge tone="danger">{t('security.expired')}</StatusBadge> : <StatusBadge tone={k.status === 'active' ? 'success' : 'neutral'}>{t(`security.${k.status}`)}</StatusBadge>}
        </HStack>
        <HStack gap="2">
          <Button size="xs" variant="outline" onClick={toggleStatus} disabled={loading}>
            {k.status === 'active' ? t('security.deactivate') : t('security.activate')}
          </Button>
          <Button size="xs" variant="outline" colorPalette="red" onClick={() => onRevoke(k)}>
            {t('security.revoke')}
          </Button>
        </HStack>
      </HStack>
      <Stack gap="1.5" mt="3" fontSize="sm">
        <HStack gap="2" wrap="wrap">
          <Text color="fg.muted" minW="32">{t('security.accessKeyId')}</Text>
          <Code>{k.accessKeyId}</Code>
        </HStack>
        <HStack gap="2" wrap="wrap">
          <Text color="fg.muted" minW="32">{t('security.secretKey')}</Text>
          <Code data-testid="masked-secret" wordBreak="break-all">{revealed ? k.maskedSecret : '••••••••••••••••'}</Code>
          <Button size="2xs" variant="ghost" onClick={() => setRevealed(!revealed)} aria-pressed={revealed}>
            {revealed ? t('security.hide') : t('security.reveal')}
          </Button>
        </HStack>
        <HStack gap="1.5" wrap="wrap">
          <Text color="fg.muted" minW="32">{t('security.permissions')}</Text>
          {k.permissions.map((p) => (
            <Badge key={p} variant="outline" size="sm">
              {t(`security.${p}`)}
            </Badge>
          ))}
        </HStack>
        <HStack gap="1.5" wrap="wrap" data-testid="api-key-scope">
          <Text color="fg.muted" minW="32">{t('security.scope')}</Text>
          <KeyScope scope={k.scope} />
        </HStack>
        <Text color="fg.muted">
          {t('security.created')} {df.date(k.createdAt)} · {t('security.lastUsed')} {k.lastUsedAt ? df.dateTime(k.lastUsedAt) : t('common.never')} · {t('security.expires')}{' '}
          {k.expiresAt ? df.date(k.expiresAt) : t('security.noExpiry')}
        </Text>
      </Stack>
    </Box>
  );
}

/** The customer's API keys: masked secrets, status, last use; create, (de)activate and revoke. */
export function ApiKeysCard() {
  const { t } = useDashboardT();
  const { data, loading, error, refetch } = useQuery(ApiKeysQuery);
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  return (
    <SectionCard
      title={t('security.apiKeys')}
      description={t('security.apiKeysHelp')}
      actions={
        <Button size="sm" colorPalette="teal" onClick={() => setCreating(true)}>
          {t('security.generateKey')}
        </Button>
      }
    >
      {error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : loading && !data ? (
        <Text color="fg.muted">{t('common.loading')}</Text>
      ) : data?.apiKeys.length ? (
        <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
          {data.apiKeys.map((k) => (
            <KeyRow key={k.id} k={k} onRevoke={setRevoking} />
          ))}
        </Stack>
      ) : (
        <EmptyState size="sm" title={t('security.noKeys')} />
      )}
      <CreateApiKeyDialog open={creating} onClose={() => setCreating(false)} />
      <RevokeKeyDialog apiKey={revoking} onClose={() => setRevoking(null)} />
    </SectionCard>
  );
}
