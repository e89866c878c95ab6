import { Button, Tabs, Text } from '@chakra-ui/react';
import { AppDialog } from '@/components/ui/AppDialog';
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
    <AppDialog
      open={service !== null}
      onClose={onClose}
      title={service?.name}
      titleEnd={service && <ServiceStatusBadge status={service.status} />}
      // As before, the service's type is said to screen readers only.
      description={service && <Text as="span" srOnly>{service.serviceType}</Text>}
      size="xl"
      closeLabel={t('service.closeDialog')}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('common.close')}
          </Button>
          <Button colorPalette="teal" onClick={() => setTab('settings')} disabled={tab === 'settings'}>
            {t('service.manage')}
          </Button>
        </>
      }
    >
      {service && (
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
              <BucketsTab serviceId={service.id} sizeGB={service.storageAmount} serviceType={service.serviceType} />
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
      )}
    </AppDialog>
  );
}
