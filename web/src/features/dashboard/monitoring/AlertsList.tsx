import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { EmptyState } from '@/components/ui/EmptyState';
import { StatusBadge, type StatusTone } from '@/components/ui/StatusBadge';
import type { AlertSeverity } from '@/gql/graphql';
import { useDashboardT, type ApiParams } from '@/i18n';
import { useDateFormatter } from '@/lib/useDateFormatter';

export interface AlertLike {
  id: string;
  severity: AlertSeverity;
  title: string;
  titleCode?: string | null;
  message: string;
  messageCode?: string | null;
  messageParams?: ApiParams;
  at: string;
}

const SEVERITY: Record<AlertSeverity, { key: `monitoring.severity_${AlertSeverity}`; tone: StatusTone; bar: string }> = {
  high: { key: 'monitoring.severity_high', tone: 'danger', bar: 'red.500' },
  medium: { key: 'monitoring.severity_medium', tone: 'warning', bar: 'orange.400' },
  low: { key: 'monitoring.severity_low', tone: 'info', bar: 'blue.400' },
};

/** Alerts computed from the metering data, most severe first, each with its severity badge. */
export function AlertsList({ alerts }: { alerts: AlertLike[] }) {
  const df = useDateFormatter();
  const { t, apiText } = useDashboardT();
  if (alerts.length === 0) return <EmptyState size="sm" title={t('monitoring.noAlerts')} description={t('monitoring.noAlertsHelp')} />;
  const order: AlertSeverity[] = ['high', 'medium', 'low'];
  const sorted = [...alerts].sort((a, b) => order.indexOf(a.severity) - order.indexOf(b.severity) || b.at.localeCompare(a.at));
  return (
    <Stack as="ul" gap="3" listStyleType="none" aria-label={t('monitoring.alerts')}>
      {sorted.map((a) => {
        const s = SEVERITY[a.severity] ?? SEVERITY.low;
        return (
          <HStack as="li" key={a.id} align="stretch" gap="3" borderWidth="1px" borderRadius="md" p="3" bg="bg">
            <Box w="1" borderRadius="full" bg={s.bar} flexShrink={0} />
            <Box flex="1" minW="0">
              <HStack justify="space-between" align="flex-start" gap="2" wrap="wrap">
                <Text fontWeight="medium" fontSize="sm">
                  {apiText(a.title, a.titleCode)}
                </Text>
                <StatusBadge tone={s.tone}>{t(s.key)}</StatusBadge>
              </HStack>
              <Text fontSize="sm" color="fg.muted" mt="0.5" wordBreak="break-word">
                {apiText(a.message, a.messageCode, a.messageParams)}
              </Text>
              <Text fontSize="xs" color="fg.subtle" mt="1">
                {df.dateTime(a.at)}
              </Text>
            </Box>
          </HStack>
        );
      })}
    </Stack>
  );
}
