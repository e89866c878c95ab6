import { Stack } from '@chakra-ui/react';
import { PageHeader } from '@/components/ui/PageHeader';
import { SectionCard } from '@/components/ui/SectionCard';
import { usePageMeta } from '@/lib/usePageMeta';
import { WinnersList } from '../components/WinnersList';

/** /admin/winners: the paginated, searchable list. */
export default function AdminWinnersPage() {
  usePageMeta('Winners');
  return (
    <Stack gap="6">
      <PageHeader title="Winners" description="Every drawn winner with the hash that selected them." />
      <SectionCard title="All winners">
        <WinnersList />
      </SectionCard>
    </Stack>
  );
}
