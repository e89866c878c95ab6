import { HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { EmptyState } from '@/components/ui/EmptyState';
import { Money } from '@/components/ui/Money';
import { UsageBar } from '@/components/ui/UsageBar';
import { useDashboardT } from '@/i18n';
import { KshAmount } from './KshAmount';

export interface ServiceSpendLike {
  service: string;
  amountCents: number;
  percent: number;
}

/** Spending by service with its share, a bar each, and the total. */
export function UsageBreakdown({ items }: { items: ServiceSpendLike[] }) {
  const { t } = useDashboardT();
  if (items.length === 0) return <EmptyState size="sm" title={t('billing.noCharges')} description={t('billing.noChargesHelp')} />;
  const total = items.reduce((s, i) => s + i.amountCents, 0);
  return (
    <Stack gap="4">
      {items.map((i) => (
        <UsageBar
          key={i.service}
          label={i.service}
          percent={i.percent}
          valueText={
            <>
              <Money cents={i.amountCents} color="fg" fontWeight="medium" /> · {i.percent.toFixed(1)}%
            </>
          }
        />
      ))}
      <Separator />
      <HStack justify="space-between">
        <Text fontWeight="semibold">{t('billing.total')}</Text>
        <Stack gap="0" align="flex-end">
          <KshAmount cents={total} fontWeight="semibold" />
        </Stack>
      </HStack>
    </Stack>
  );
}
