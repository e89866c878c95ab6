import { Box, DataList, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { AppDialog } from '@/components/ui/AppDialog';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { useDateFormatter } from '@/lib/useDateFormatter';
import { AdminUserQuery } from '../operations';
import { ActiveBadge } from './Badges';
import { ServiceActiveToggle } from './ServiceActiveToggle';
import { AdminServiceRowFields } from './ServicesList.fragments';
import { AdminUserSummaryFields } from './UsersList.fragments';
import { getFragmentData } from '@/gql';
import { withFragmentData } from '@/lib/graphql/fragments';
import { costText, serviceTypeText, useDashboardT } from '@/i18n';

/** One account and its services (which the admin can deactivate or reactivate). */
export function UserDetailDialog({ userId, onClose }: { userId: string | null; onClose: () => void }) {
  const df = useDateFormatter();
  const { t } = useDashboardT();
  const { data, loading, error } = useQuery(AdminUserQuery, { variables: { id: userId ?? '' }, skip: !userId });
  const user = data?.adminUser && { ...withFragmentData(AdminUserSummaryFields, data.adminUser), services: getFragmentData(AdminServiceRowFields, data.adminUser.services) };
  return (
    <AppDialog open={!!userId} onClose={onClose} title={user ? `${user.firstName} ${user.lastName}` : t('admin.user')} size={{ base: 'full', sm: 'lg' }} bodyProps={{ pb: '6' }}>
      {error && <ErrorState error={error} title={t('admin.userFailed')} />}
      {loading && !user && <Skeleton h="40" />}
      {user && (
        <Stack gap="6">
          <DataList.Root orientation="horizontal" size="sm">
            {[
              [t('admin.colUsername'), user.username],
              [t('admin.email'), user.email],
              [t('admin.phone'), user.phone],
              [t('admin.company'), user.company || '—'],
              [t('admin.colRole'), user.userType === 'admin' ? t('admin.roleAdmin') : t('admin.roleCustomer')],
              [t('admin.twoFactorShort'), user.twoFactorEnabled ? t('admin.on') : t('admin.off')],
              [t('admin.colJoined'), df.date(user.createdAt)],
            ].map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel>{label}</DataList.ItemLabel>
                <DataList.ItemValue wordBreak="break-all">{value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
          <Box>
            <Text fontWeight="semibold" mb="2">
              {t('admin.userServices', { count: user.services.length })}
            </Text>
            {user.services.length === 0 ? (
              <EmptyState size="sm" title={t('admin.noServices')} description={t('admin.userNoServices')} />
            ) : (
              <Stack gap="2">
                {user.services.map((s) => (
                  <HStack key={s.id} justify="space-between" borderWidth="1px" borderRadius="md" p="3" gap="3" wrap="wrap">
                    <Box minW="0">
                      <Text fontWeight="medium">{s.name}</Text>
                      <Text fontSize="xs" color="fg.muted">
                        {serviceTypeText(t, s.serviceType)} · {s.storageAmount} GB · {costText(t, s.cost)} · {t('admin.since', { date: df.date(s.startDate) })}
                      </Text>
                    </Box>
                    <HStack gap="2">
                      <ActiveBadge active={s.isActive} />
                      <ServiceActiveToggle service={{ ...s, ownerName: `${user.firstName} ${user.lastName}` }} />
                    </HStack>
                  </HStack>
                ))}
              </Stack>
            )}
          </Box>
        </Stack>
      )}
    </AppDialog>
  );
}
