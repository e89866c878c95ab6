import { Alert, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { RouterLink } from '@/components/ui/RouterLink';
import { useDashboardT } from '@/i18n';
import { useDateFormatter } from '@/lib/useDateFormatter';
import { DashboardStorageHoldQuery } from './operations';

/**
 * Above every dashboard page while the customer's storage is on hold for an invoice unpaid past
 * the grace period (the server's STORAGE_HOLD_AFTER_DAYS): says which invoice, that the data is
 * kept, and leads to the billing page. Not dismissible: nothing in storage works until it is paid.
 */
export function StorageHoldBanner() {
  const { t } = useDashboardT();
  const { date } = useDateFormatter();
  const { data } = useQuery(DashboardStorageHoldQuery, { fetchPolicy: 'cache-and-network' });
  const hold = data?.storageHold;
  if (!hold) return null;
  return (
    <Alert.Root status="error" mb="6" borderRadius="lg" alignItems="flex-start" data-testid="storage-hold-banner">
      <Alert.Indicator />
      <Stack gap="2" flex="1" minW="0">
        <Alert.Title>{t('storageHold.title')}</Alert.Title>
        <Alert.Description wordBreak="break-word">{t('storageHold.text', { number: hold.invoiceNumber, date: date(hold.dueAt) })}</Alert.Description>
        <RouterLink to="/dashboard/billing" fontSize="sm" fontWeight="medium" color="red.700">
          {t('storageHold.pay')}
        </RouterLink>
      </Stack>
    </Alert.Root>
  );
}
