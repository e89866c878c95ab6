import { Button, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { PageHeader } from '@/components/ui/PageHeader';
import { usePageMeta } from '@/lib/usePageMeta';
import { AdminPromotionsQuery } from '../promotions/operations';
import { PromotionCard } from '../promotions/PromotionCard';
import { PromotionDetailsDialog } from '../promotions/PromotionDetailsDialog';
import { PromotionFormDialog } from '../promotions/PromotionFormDialog';
import { useDashboardT } from '@/i18n';

/** /admin/promotions: the promotion cards, Create Promotion, Edit, and the details dialog with the draw. */
export default function AdminPromotionsPage() {
  const { t } = useDashboardT();
  usePageMeta(t('admin.promotionsTitle'));
  const { data, loading, error, refetch } = useQuery(AdminPromotionsQuery);
  const promotions = data?.adminPromotions ?? [];
  const [form, setForm] = useState<{ open: boolean; id: string | null }>({ open: false, id: null });
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const editing = promotions.find((p) => p.id === form.id) ?? null;
  const details = promotions.find((p) => p.id === detailsId) ?? null;
  return (
    <Stack gap="6">
      <PageHeader
        title={t('admin.promotionsTitle')}
        description={t('admin.promotionsDescription')}
        actions={
          <Button colorPalette="teal" onClick={() => setForm({ open: true, id: null })}>
            {t('admin.createPromotion')}
          </Button>
        }
      />
      {error && <ErrorState error={error} title={t('admin.promotionsFailed')} onRetry={() => refetch()} />}
      {loading && !data && (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h="56" borderRadius="md" />
          ))}
        </SimpleGrid>
      )}
      {data && promotions.length === 0 && <EmptyState title={t('admin.noPromotions')} description={t('admin.noPromotionsHelp')} />}
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
        {promotions.map((p) => (
          <PromotionCard key={p.id} promotion={p} onDetails={() => setDetailsId(p.id)} onEdit={() => setForm({ open: true, id: p.id })} />
        ))}
      </SimpleGrid>
      <PromotionFormDialog open={form.open} promotion={editing} onClose={() => setForm({ open: false, id: null })} />
      <PromotionDetailsDialog promotion={details} onClose={() => setDetailsId(null)} />
    </Stack>
  );
}
