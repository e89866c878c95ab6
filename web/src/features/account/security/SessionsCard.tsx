import { Button, Stack, Table, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { ErrorState } from '@/components/ui/ErrorState';
import { SectionCard } from '@/components/ui/SectionCard';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { notify } from '@/components/ui/toaster';
import { useDashboardT, useDashboardLanguage, type DashboardT } from '@/i18n';
import { errorMessage } from '@/lib/format';
import { useDateFormatter } from '@/lib/useDateFormatter';
import { MySessionsQuery, RevokeOtherSessionsMutation, RevokeSessionMutation, SecurityEventsQuery, SecurityOverviewQuery } from '../operations';

const refetchQueries = [MySessionsQuery, SecurityEventsQuery, SecurityOverviewQuery];

/** 'Chrome on Linux' in the dashboard's language, from the parts the server recognised (product names stay as they are). */
export function deviceText(t: DashboardT, s: { browser?: string | null; system?: string | null }): string {
  if (s.browser && s.system) return t('security.deviceName', { browser: s.browser, system: s.system });
  return s.browser ?? s.system ?? t('security.unknownDevice');
}

/** Every device signed in to the account, with 'Sign out' for each other one and 'Sign out everywhere else'. */
export function SessionsCard() {
  const df = useDateFormatter();
  const { t, errorText } = useDashboardT();
  const { preferences } = useDashboardLanguage();
  const { data, loading, error, refetch } = useQuery(MySessionsQuery);
  const [revoke, revoking] = useMutation(RevokeSessionMutation, { refetchQueries });
  const [revokeOthers, revokingOthers] = useMutation(RevokeOtherSessionsMutation, { refetchQueries });
  const sessions = data?.mySessions ?? [];
  const others = sessions.filter((s) => !s.current).length;

  const signOut = async (id: string, device: string) => {
    try {
      await revoke({ variables: { input: { id } } });
      notify({ title: t('toast.sessionSignedOut'), description: device });
    } catch (err) {
      notify({ title: t('toast.sessionSignOutFailed'), description: errorText(err), variant: 'destructive' });
    }
  };
  const signOutOthers = async () => {
    try {
      const { data: res } = await revokeOthers();
      const n = res?.revokeOtherSessions.revokedCount ?? 0;
      notify({ title: t('toast.othersSignedOut'), description: t('toast.othersSignedOutText', { count: n }) });
    } catch (err) {
      notify({ title: t('toast.othersSignOutFailed'), description: errorText(err), variant: 'destructive' });
    }
  };

  return (
    <SectionCard
      title={t('security.sessions')}
      description={t('security.sessionsHelp')}
      flush
      actions={
        <Button size="sm" variant="outline" colorPalette="red" onClick={() => void signOutOthers()} disabled={others === 0 || revokingOthers.loading}>
          {t('security.signOutOthers')}
        </Button>
      }
    >
      {error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : loading && !data ? (
        <Text px="6" color="fg.muted">{t('common.loading')}</Text>
      ) : (
        <Stack gap="2">
          <Table.ScrollArea tabIndex={0} role="region" aria-label={t('security.sessions')}>
            <Table.Root size="sm" data-testid="sessions">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('security.sessionDevice')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('security.sessionIp')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('security.sessionCreated')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('security.sessionLastSeen')}</Table.ColumnHeader>
                  <Table.ColumnHeader />
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {sessions.map((s) => ({ ...s, device: deviceText(t, s) })).map((s) => (
                  <Table.Row key={s.id} data-testid="session-row">
                    <Table.Cell minW="40">{s.device}</Table.Cell>
                    <Table.Cell fontFamily="mono" fontSize="xs">{s.ip ?? '—'}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{df.dateTime(s.createdAt)}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{df.dateTime(s.lastSeenAt)}</Table.Cell>
                    <Table.Cell textAlign="end">
                      {s.current ? (
                        <StatusBadge tone="success">{t('security.thisDevice')}</StatusBadge>
                      ) : (
                        <Button size="xs" variant="ghost" colorPalette="red" onClick={() => void signOut(s.id, s.device)} disabled={revoking.loading} aria-label={`${t('security.signOut')}: ${s.device}`}>
                          {t('security.signOut')}
                        </Button>
                      )}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          {others === 0 && (
            <Text px="6" fontSize="sm" color="fg.muted">
              {t('security.noOtherSessions')}
            </Text>
          )}
        </Stack>
      )}
    </SectionCard>
  );
}
