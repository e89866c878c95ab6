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

const count = new Intl.NumberFormat('en-KE');

/** /admin/dashboard: the four headline counts and the users / services / winners tabs (switching locally). */
export default function AdminDashboardPage() {
  usePageMeta('Admin Dashboard');
  const { data, loading, error, refetch } = useQuery(AdminStatsQuery);
  const stats = data?.adminStats;
  const cards = [
    { key: 'totalUsers', label: 'Total Users', value: stats?.totalUsers, help: 'Accounts registered' },
    { key: 'activeServices', label: 'Active Services', value: stats?.activeServices, help: 'Services currently active' },
    { key: 'competitionEntries', label: 'Competition Entries', value: stats?.competitionEntries, help: 'Entries in the current draw period' },
    { key: 'activePromotions', label: 'Active Promotions', value: stats?.activePromotions, help: 'Promotions running now' },
  ] as const;
  return (
    <Stack gap="6">
      <PageHeader title="Admin Dashboard" description="Users, services and the competition at a glance." />
      {error ? (
        <ErrorState error={error} title="Could not load the figures" onRetry={() => refetch()} />
      ) : (
        <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
          {cards.map((c) => (
            <div key={c.key} data-testid={`stat-${c.key}`}>
              <StatCard label={c.label} value={c.value === undefined ? '' : count.format(c.value)} help={c.help} loading={loading && !stats} />
            </div>
          ))}
        </SimpleGrid>
      )}
      <SectionCard title="Directory" description="Search and page through accounts, services and winners.">
        <Tabs.Root defaultValue="users" lazyMount variant="line">
          <TabRow mb="4">
            <Tabs.Trigger value="users">Users</Tabs.Trigger>
            <Tabs.Trigger value="services">Services</Tabs.Trigger>
            <Tabs.Trigger value="winners">Winners</Tabs.Trigger>
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
