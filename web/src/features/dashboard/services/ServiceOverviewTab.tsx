import { Clipboard, Code, DataList, HStack, IconButton } from '@chakra-ui/react';
import type { DashboardServiceFieldsFragment } from '@/gql/graphql';
import { useDashboardT, costText, serviceTypeText } from '@/i18n';
import { useDateFormatter } from '@/lib/useDateFormatter';
import { ServiceStatusBadge } from './ServiceStatusBadge';
import { formatNumber } from '@/lib/format';

/** The service's details: type, status, size, residency, price, start date and S3 endpoint. */
export function ServiceOverviewTab({ service }: { service: DashboardServiceFieldsFragment }) {
  const df = useDateFormatter();
  const { t } = useDashboardT();
  const rows: [string, React.ReactNode][] = [
    [t('service.status'), <ServiceStatusBadge key="s" status={service.status} />],
    [t('service.type'), serviceTypeText(t, service.serviceType)],
    [t('service.storage'), `${formatNumber(service.storageAmount)} GB`],
    [t('service.residency'), t(`service.region_${service.region}`, { defaultValue: service.region })],
    [t('service.plan'), t(`service.plan_${service.planType ?? 'custom'}`, { defaultValue: service.planType ?? '' })],
    [t('service.cost'), costText(t, service.cost)],
    [t('service.created'), df.date(service.startDate)],
  ];
  // Backup Storage: how long each backup version stays immutable (object lock on its buckets).
  if (service.retention) rows.push([t('newService.retention'), `${t('newService.retentionDays', { count: service.retention.days })} · ${t(service.retention.mode === 'COMPLIANCE' ? 'newService.compliance' : 'newService.governance')}`]);
  return (
    <DataList.Root orientation="horizontal" size="md" gap="3">
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel minW="32">{label}</DataList.ItemLabel>
          <DataList.ItemValue>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
      <DataList.Item>
        <DataList.ItemLabel minW="32">{t('service.endpoint')}</DataList.ItemLabel>
        <DataList.ItemValue minW="0">
          <HStack gap="1" minW="0" maxW="full">
            <Code fontSize="xs" truncate display="block" title={service.endpoint}>
              {service.endpoint}
            </Code>
            <Clipboard.Root value={service.endpoint}>
              <Clipboard.Trigger asChild>
                <IconButton variant="ghost" size="2xs" aria-label={t('service.copyEndpoint')}>
                  <Clipboard.Indicator />
                </IconButton>
              </Clipboard.Trigger>
            </Clipboard.Root>
          </HStack>
        </DataList.ItemValue>
      </DataList.Item>
    </DataList.Root>
  );
}
