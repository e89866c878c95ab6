import { Stack } from '@chakra-ui/react';
import { PageHeader } from '@/components/ui/PageHeader';
import { SectionCard } from '@/components/ui/SectionCard';
import { usePageMeta } from '@/lib/usePageMeta';
import { ServicesList } from '../components/ServicesList';

/** /admin/services: the paginated, searchable list. */
export default function AdminServicesPage() {
  usePageMeta('Services');
  return (
    <Stack gap="6">
      <PageHeader title="Services" description="All customer services. Deactivate or reactivate any of them." />
      <SectionCard title="All services">
        <ServicesList />
      </SectionCard>
    </Stack>
  );
}
