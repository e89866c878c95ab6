import { Grid, SimpleGrid, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { ErrorState } from '@/components/ui/ErrorState';
import { PageHeader } from '@/components/ui/PageHeader';
import { StatCard } from '@/components/ui/StatCard';
import { useDashboardLanguage, useDashboardT } from '@/i18n';
import { usePageMeta } from '@/lib/usePageMeta';
import { SecurityOverviewQuery } from './operations';
import { AccessTokensCard } from './security/AccessTokensCard';
import { AccountPublicAccessCard } from './security/AccountPublicAccessCard';
import { ApiKeysCard } from './security/ApiKeysCard';
import { ScoreCard } from './security/ScoreCard';
import { SecurityEventsCard } from './security/SecurityEventsCard';
import { SecuritySettingsCard } from './security/SecuritySettingsCard';
import { SessionsCard } from './security/SessionsCard';

/** /dashboard/security: score, counts, settings, signed-in sessions, personal access tokens, API keys, the account's Block Public Access and the audit log, all from the API. */
export default function SecurityPage() {
  useDashboardLanguage();
  const { t } = useDashboardT();
  usePageMeta(t('security.title'), 'Security score, two-factor authentication, sessions, API keys and security events.');
  const { data, loading, error, refetch } = useQuery(SecurityOverviewQuery);
  const o = data?.securityOverview;
  return (
    <Stack gap="6">
      <PageHeader title={t('security.title')} description={t('security.description')} />
      {error && <ErrorState error={error} title={t('common.loadFailed')} onRetry={() => void refetch()} />}
      <SimpleGrid columns={{ base: 2, lg: 4 }} gap={{ base: '3', md: '4' }}>
        <StatCard label={t('security.score')} value={o ? `${o.score}/100` : '—'} loading={loading && !data} />
        <StatCard label={t('security.activeApiKeys')} value={o?.activeApiKeys ?? '—'} loading={loading && !data} />
        <StatCard label={t('security.events24h')} value={o?.events24h ?? '—'} loading={loading && !data} />
        <StatCard label={t('security.failedLogins24h')} value={o?.failedLogins24h ?? '—'} loading={loading && !data} />
      </SimpleGrid>
      <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="6" alignItems="start">
        {o && <ScoreCard score={o.score} items={o.items} />}
        {data?.me && <SecuritySettingsCard twoFactorEnabled={data.me.twoFactorEnabled} email={data.me.email} emailVerified={data.me.emailVerified} />}
      </Grid>
      <SessionsCard />
      <AccessTokensCard />
      <ApiKeysCard />
      <AccountPublicAccessCard />
      <SecurityEventsCard />
    </Stack>
  );
}
