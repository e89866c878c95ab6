import { Stack } from '@chakra-ui/react';
import { PageHeader } from '@/components/ui/PageHeader';
import { SectionCard } from '@/components/ui/SectionCard';
import { usePageMeta } from '@/lib/usePageMeta';
import { WinnersList } from '../components/WinnersList';
import { useDashboardT } from '@/i18n';

/** /admin/winners: the paginated, searchable list. */
export default function AdminWinnersPage() {
  const { t } = useDashboardT();
  usePageMeta(t('admin.winnersTitle'));
  return (
    <Stack gap="6">
      <PageHeader title={t('admin.winnersTitle')} description={t('admin.winnersDescription')} />
      <SectionCard title={t('admin.allWinners')}>
        <WinnersList />
      </SectionCard>
    </Stack>
  );
}
