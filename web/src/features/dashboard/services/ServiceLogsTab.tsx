import { Box, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { useDashboardT } from '@/i18n';
import { useDateFormatter } from '@/lib/useDateFormatter';
import { ServiceActivityQuery } from '../operations';

const ACTIONS = ['created', 'renamed', 'resized', 'disabled', 'enabled', 'cancelled'] as const;
const isAction = (a: string): a is (typeof ACTIONS)[number] => (ACTIONS as readonly string[]).includes(a);

/** The service's recorded activity, newest first. */
export function ServiceLogsTab({ serviceId }: { serviceId: string }) {
  const df = useDateFormatter();
  const { t } = useDashboardT();
  const { data, loading, error, refetch } = useQuery(ServiceActivityQuery, { variables: { serviceId } });
  if (loading && !data) return <Skeleton h="32" />;
  if (error) return <ErrorState error={error} onRetry={() => refetch()} />;
  const rows = data?.serviceActivity ?? [];
  if (rows.length === 0) return <EmptyState size="sm" title={t('service.noActivity')} />;
  return (
    <Stack as="ol" gap="0" listStyleType="none" aria-label={t('service.activity')}>
      {rows.map((a) => (
        <HStack as="li" key={a.id} align="flex-start" gap="3" py="2.5" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
          <Box w="2" h="2" mt="1.5" borderRadius="full" bg={a.action === 'disabled' || a.action === 'cancelled' ? 'red.500' : 'teal.500'} flexShrink={0} />
          <Box flex="1" minW="0">
            <Text fontSize="sm" fontWeight="medium">
              {isAction(a.action) ? t(`service.action_${a.action}`) : a.action}
            </Text>
            {a.detail && (
              <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
                {a.detail}
              </Text>
            )}
          </Box>
          <Text fontSize="xs" color="fg.muted" flexShrink={0} fontVariantNumeric="tabular-nums">
            {df.dateTime(a.createdAt)}
          </Text>
        </HStack>
      ))}
    </Stack>
  );
}
