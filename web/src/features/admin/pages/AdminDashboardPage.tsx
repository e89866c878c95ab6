import { SimpleGrid, Stack, Tabs } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { ErrorState } from '@/components/ui/ErrorState';
import { PageHeader } from '@/components/ui/PageHeader';
import { SectionCard } from '@/components/ui/SectionCard';
import { StatCard } from '@/components/ui/StatCard';
import { usePageMeta } from '@/lib/usePageMeta';
import { ServicesList } from '../components/ServicesList';
import { UsersList } from '../components/UsersList';
import { WinnersList } from '../components/WinnersList';
import { AdminStatsQuery } from '../operations';
import { TabRow } from '@/components/ui/TabRow';
import { useDashboardT } from '@/i18n';

const count = new Intl.NumberFormat('en-KE');

/** /admin/dashboard: the four headline counts and the users / services / winners tabs (switching locally). */
export default function AdminDashboardPage() {
  const { t } = useDashboardT();
  usePageMeta(t('admin.dashboardTitle'));
  const { data, loading, error, refetch } = useQuery(AdminStatsQuery);
  const stats = data?.adminStats;
  const cards = [
    { key: 'totalUsers', label: t('admin.totalUsers'), value: stats?.totalUsers, help: t('admin.totalUsersHelp') },
    { key: 'activeServices', label: t('admin.activeServices'), value: stats?.activeServices, help: t('admin.activeServicesHelp') },
    { key: 'competitionEntries', label: t('admin.competitionEntries'), value: stats?.competitionEntries, help: t('admin.competitionEntriesHelp') },
    { key: 'activePromotions', label: t('admin.activePromotions'), value: stats?.activePromotions, help: t('admin.activePromotionsHelp') },
  ] as const;
  return (
    <Stack gap="6">
      <PageHeader title={t('admin.dashboardTitle')} description={t('admin.dashboardDescription')} />
      {error ? (
        <ErrorState error={error} title={t('admin.statsFailed')} onRetry={() => refetch()} />
      ) : (
        <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
          {cards.map((c) => (
            <div key={c.key} data-testid={`stat-${c.key}`}>
              <StatCard label={c.label} value={c.value === undefined ? '' : count.format(c.value)} help={c.help} loading={loading && !stats} />
            </div>
          ))}
        </SimpleGrid>
      )}
      <SectionCard title={t('admin.directory')} description={t('admin.directoryHelp')}>
        <Tabs.Root defaultValue="users" lazyMount variant="line">
          <TabRow mb="4">
            <Tabs.Trigger value="users">{t('admin.tabUsers')}</Tabs.Trigger>
            <Tabs.Trigger value="services">{t('admin.tabServices')}</Tabs.Trigger>
            <Tabs.Trigger value="winners">{t('admin.tabWinners')}</Tabs.Trigger>
          </TabRow>
          <Tabs.Content value="users">
            <UsersList pageSize={10} />
          </Tabs.Content>
          <Tabs.Content value="services">
            <ServicesList pageSize={10} />
          </Tabs.Content>
          <Tabs.Content value="winners">
            <WinnersList pageSize={10} />
          </Tabs.Content>
        </Tabs.Root>
      </SectionCard>
    </Stack>
  );
}
