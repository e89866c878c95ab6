import { Box, CloseButton, DataList, Dialog, HStack, Portal, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { useDateFormatter } from '@/lib/useDateFormatter';
import { AdminUserQuery } from '../operations';
import { ActiveBadge } from './Badges';
import { ServiceActiveToggle } from './ServiceActiveToggle';

/** One account and its services (which the admin can deactivate or reactivate). */
export function UserDetailDialog({ userId, onClose }: { userId: string | null; onClose: () => void }) {
  const df = useDateFormatter();
  const { data, loading, error } = useQuery(AdminUserQuery, { variables: { id: userId ?? '' }, skip: !userId });
  const user = data?.adminUser;
  return (
    <Dialog.Root open={!!userId} onOpenChange={(e) => !e.open && onClose()} size={{ base: 'full', sm: 'lg' }} placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{user ? `${user.firstName} ${user.lastName}` : 'User'}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              {error && <ErrorState error={error} title="Could not load this user" />}
              {loading && !user && <Skeleton h="40" />}
              {user && (
                <Stack gap="6">
                  <DataList.Root orientation="horizontal" size="sm">
                    {[
                      ['Username', user.username],
                      ['Email', user.email],
                      ['Phone', user.phone],
                      ['Company', user.company || '—'],
                      ['Role', user.userType === 'admin' ? 'Admin' : 'Customer'],
                      ['Two-factor', user.twoFactorEnabled ? 'On' : 'Off'],
                      ['Joined', df.date(user.createdAt)],
                    ].map(([label, value]) => (
                      <DataList.Item key={label}>
                        <DataList.ItemLabel>{label}</DataList.ItemLabel>
                        <DataList.ItemValue wordBreak="break-all">{value}</DataList.ItemValue>
                      </DataList.Item>
                    ))}
                  </DataList.Root>
                  <Box>
                    <Text fontWeight="semibold" mb="2">
                      Services ({user.services.length})
                    </Text>
                    {user.services.length === 0 ? (
                      <EmptyState size="sm" title="No services found" description="This user has no cloud storage services." />
                    ) : (
                      <Stack gap="2">
                        {user.services.map((s) => (
                          <HStack key={s.id} justify="space-between" borderWidth="1px" borderRadius="md" p="3" gap="3" wrap="wrap">
                            <Box minW="0">
                              <Text fontWeight="medium">{s.name}</Text>
                              <Text fontSize="xs" color="fg.muted">
                                {s.serviceType} · {s.storageAmount} GB · {s.cost} · since {df.date(s.startDate)}
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
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
