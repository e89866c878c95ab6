import { Clipboard, Code, DataList, HStack, IconButton } from '@chakra-ui/react';
import type { DashboardServiceFieldsFragment } from '@/gql/graphql';
import { formatDate } from '@/lib/format';
import { REGION_LABEL } from '../units';
import { ServiceStatusBadge } from './ServiceStatusBadge';

const PLAN_LABEL: Record<string, string> = { monthly: 'Monthly (1 month)', biannual: '6 months', annual: 'Annual (12 months)' };

/** The service's details: type, status, size, residency, price, start date and S3 endpoint. */
export function ServiceOverviewTab({ service }: { service: DashboardServiceFieldsFragment }) {
  const rows: [string, React.ReactNode][] = [
    ['Status', <ServiceStatusBadge key="s" status={service.status} />],
    ['Type', service.serviceType],
    ['Storage', `${service.storageAmount.toLocaleString('en')} GB`],
    ['Data residency', REGION_LABEL[service.region] ?? service.region],
    ['Plan', service.planType ? PLAN_LABEL[service.planType] : 'Custom'],
    ['Cost', service.cost],
    ['Created', formatDate(service.startDate)],
  ];
  return (
    <DataList.Root orientation="horizontal" size="md" gap="3">
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel minW="32">{label}</DataList.ItemLabel>
          <DataList.ItemValue>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
      <DataList.Item>
        <DataList.ItemLabel minW="32">S3 endpoint</DataList.ItemLabel>
        <DataList.ItemValue minW="0">
          <HStack gap="1" minW="0" maxW="full">
            <Code fontSize="xs" truncate display="block" title={service.endpoint}>
              {service.endpoint}
            </Code>
            <Clipboard.Root value={service.endpoint}>
              <Clipboard.Trigger asChild>
                <IconButton variant="ghost" size="2xs" aria-label="Copy endpoint">
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
