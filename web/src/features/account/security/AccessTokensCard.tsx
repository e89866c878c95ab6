import { Badge, Box, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { SectionCard } from '@/components/ui/SectionCard';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { notify } from '@/components/ui/toaster';
import type { PersonalAccessTokensQuery } from '@/gql/graphql';
import { useDashboardT, useDashboardLanguage } from '@/i18n';
import { errorMessage } from '@/lib/format';
import { useDateFormatter } from '@/lib/useDateFormatter';
import { AccessTokensQuery, RevokeAccessTokenMutation, SecurityEventsQuery } from '../operations';
import { CreateAccessTokenDialog } from './CreateAccessTokenDialog';

type Token = PersonalAccessTokensQuery['personalAccessTokens'][number];
const TONE = { active: 'success', expired: 'neutral', revoked: 'danger' } as const;

function TokenRow({ token, onRevoke }: { token: Token; onRevoke: (t: Token) => void }) {
  const df = useDateFormatter();
  const { t } = useDashboardT();
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="4" data-testid="access-token-row" opacity={token.status === 'active' ? 1 : 0.7}>
      <HStack justify="space-between" wrap="wrap" gap="2">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="semibold">{token.name}</Text>
          <StatusBadge tone={TONE[token.status]}>{t(`tokens.status_${token.status}`)}</StatusBadge>
          <Badge variant="outline" size="sm">{t(token.scope === 'read' ? 'tokens.read' : 'tokens.readWrite')}</Badge>
        </HStack>
        {token.status === 'active' && (
          <Button size="xs" variant="outline" colorPalette="red" onClick={() => onRevoke(token)}>
            {t('tokens.revoke')}
          </Button>
        )}
      </HStack>
      <Text mt="2" fontSize="sm" fontFamily="mono">{token.tokenStart}…</Text>
      <Text mt="1" fontSize="sm" color="fg.muted">
        {t('tokens.created')} {df.date(token.createdAt)} · {t('tokens.expires')} {df.date(token.expiresAt)} · {t('tokens.lastUsed')}{' '}
        {token.lastUsedAt ? `${df.dateTime(token.lastUsedAt)}${token.lastUsedIp ? ` ${t('tokens.from')} ${token.lastUsedIp}` : ''}` : t('common.never')}
      </Text>
    </Box>
  );
}

function RevokeTokenDialog({ token, onClose }: { token: Token | null; onClose: () => void }) {
  const { t, errorText } = useDashboardT();
  const [revoke, { loading }] = useMutation(RevokeAccessTokenMutation, { refetchQueries: [AccessTokensQuery, SecurityEventsQuery] });
  const confirm = async () => {
    if (!token) return;
    try {
      await revoke({ variables: { input: { id: token.id } } });
      notify({ title: t('toast.tokenRevoked'), description: token.name });
      onClose();
    } catch (err) {
      notify({ title: t('toast.tokenRevokeFailed'), description: errorText(err), variant: 'destructive' });
    }
  };
  return (
    <ConfirmDialog
      open={!!token}
      onOpenChange={(open) => !open && onClose()}
      title={t('tokens.revokeTitle')}
      destructive
      confirmLabel={t('tokens.revoke')}
      loading={loading}
      loadingLabel={t('tokens.revoke')}
      onConfirm={confirm}
    >
      <Text fontWeight="semibold" mb="2">{token?.name}</Text>
      <Text fontSize="sm" color="fg.muted">{t('tokens.revokeHelp')}</Text>
    </ConfirmDialog>
  );
}

/** Personal access tokens for the GraphQL and REST APIs: list with status and last use; create (shown once) and revoke. */
export function AccessTokensCard() {
  const { t } = useDashboardT();
  const { data, loading, error, refetch } = useQuery(AccessTokensQuery);
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<Token | null>(null);
  return (
    <SectionCard
      title={t('tokens.title')}
      description={t('tokens.help')}
      actions={
        <Button size="sm" colorPalette="teal" onClick={() => setCreating(true)}>
          {t('tokens.generate')}
        </Button>
      }
    >
      {error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : loading && !data ? (
        <Text color="fg.muted">{t('common.loading')}</Text>
      ) : data?.personalAccessTokens.length ? (
        <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
          {data.personalAccessTokens.map((token) => (
            <TokenRow key={token.id} token={token} onRevoke={setRevoking} />
          ))}
        </Stack>
      ) : (
        <EmptyState size="sm" title={t('tokens.none')} />
      )}
      <Text mt="4" fontSize="sm">
        <Link href="/graphql" color="teal.700">{t('tokens.explorer')}</Link>
      </Text>
      <CreateAccessTokenDialog open={creating} onClose={() => setCreating(false)} />
      <RevokeTokenDialog token={revoking} onClose={() => setRevoking(null)} />
    </SectionCard>
  );
}
