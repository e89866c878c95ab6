import { Button, CloseButton, Dialog, HStack, Portal, Tabs, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { isS3ServiceType } from '@contracts/storage';
import type { DashboardServiceFieldsFragment } from '@/gql/graphql';
import { useDashboardT } from '@/i18n';
import { BucketsTab } from './buckets/BucketsTab';
import { ServiceLogsTab } from './ServiceLogsTab';
import { ServiceMetricsTab } from './ServiceMetricsTab';
import { ServiceOverviewTab } from './ServiceOverviewTab';
import { ServiceSettingsTab } from './ServiceSettingsTab';
import { ServiceStatusBadge } from './ServiceStatusBadge';
import { TabRow } from '@/components/ui/TabRow';

type Tab = 'overview' | 'buckets' | 'metrics' | 'settings' | 'logs';

interface Props {
  /** The service to show; null closes the dialog. */
  service: DashboardServiceFieldsFragment | null;
  onClose: () => void;
  /** Tab to open on (the list's Manage button opens Settings). */
  initialTab?: Tab;
}

/** A service's detail dialog: tabs Overview, Buckets (object storage), Metrics, Settings, Logs; footer Close and Manage Service. */
export function ServiceDetailDialog({ service, onClose, initialTab = 'overview' }: Props) {
  const { t } = useDashboardT();
  const [tab, setTab] = useState<Tab>(initialTab);
  useEffect(() => {
    if (service) setTab(initialTab);
  }, [service?.id, initialTab]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <Dialog.Root open={service !== null} onOpenChange={(e) => !e.open && onClose()} size="xl" placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx={{ base: '3', sm: 'auto' }}>
            {service && (
              <>
                <Dialog.Header>
                  <HStack gap="3" minW="0" wrap="wrap">
                    <Dialog.Title truncate>{service.name}</Dialog.Title>
                    <ServiceStatusBadge status={service.status} />
                  </HStack>
                  <Text srOnly>{service.serviceType}</Text>
                </Dialog.Header>
                <Dialog.Body>
                  <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value as Tab)} variant="line" colorPalette="teal" lazyMount unmountOnExit>
                    <TabRow mb="4">
                      <Tabs.Trigger value="overview">{t('service.tabOverview')}</Tabs.Trigger>
                      {isS3ServiceType(service.serviceType) && <Tabs.Trigger value="buckets">{t('buckets.tab')}</Tabs.Trigger>}
                      <Tabs.Trigger value="metrics">{t('service.tabMetrics')}</Tabs.Trigger>
                      <Tabs.Trigger value="settings">{t('service.tabSettings')}</Tabs.Trigger>
                      <Tabs.Trigger value="logs">{t('service.tabLogs')}</Tabs.Trigger>
                    </TabRow>
                    <Tabs.Content value="overview">
                      <ServiceOverviewTab service={service} />
                    </Tabs.Content>
                    {isS3ServiceType(service.serviceType) && (
                      <Tabs.Content value="buckets">
                        <BucketsTab serviceId={service.id} sizeGB={service.storageAmount} />
                      </Tabs.Content>
                    )}
                    <Tabs.Content value="metrics">
                      <ServiceMetricsTab serviceId={service.id} />
                    </Tabs.Content>
                    <Tabs.Content value="settings">
                      <ServiceSettingsTab key={`${service.id}-${service.name}-${service.storageAmount}`} service={service} />
                    </Tabs.Content>
                    <Tabs.Content value="logs">
                      <ServiceLogsTab serviceId={service.id} />
                    </Tabs.Content>
                  </Tabs.Root>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button variant="outline" onClick={onClose}>
                    {t('common.close')}
                  </Button>
                  <Button colorPalette="teal" onClick={() => setTab('settings')} disabled={tab === 'settings'}>
                    {t('service.manage')}
                  </Button>
                </Dialog.Footer>
              </>
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('service.closeDialog')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
