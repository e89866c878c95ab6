import { Stack } from '@chakra-ui/react';
import { PageHeader } from '@/components/ui/PageHeader';
import { SectionCard } from '@/components/ui/SectionCard';
import { usePageMeta } from '@/lib/usePageMeta';
import { ServicesList } from '../components/ServicesList';
import { useDashboardT } from '@/i18n';

/** /admin/services: the paginated, searchable list. */
export default function AdminServicesPage() {
  const { t } = useDashboardT();
  usePageMeta(t('admin.servicesTitle'));
  return (
    <Stack gap="6">
      <PageHeader title={t('admin.servicesTitle')} description={t('admin.servicesDescription')} />
      <SectionCard title={t('admin.allServices')}>
        <ServicesList />
      </SectionCard>
    </Stack>
  );
}
