import { Alert, Checkbox, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { FormField } from '@/components/ui/FormField';
import { notify } from '@/components/ui/toaster';
import type { DashboardServiceFieldsFragment } from '@/gql/graphql';
import { useDashboardT } from '@/i18n';
import { useDateFormatter } from '@/lib/useDateFormatter';
import { useUnits } from '../units';
import { ServiceBucketsQuery, ServiceLockedDataQuery } from './buckets/operations';
import { useServiceMutations } from './useServiceMutations';

/**
 * Cancel a service for good (docs/storage.md, "Cancelling a service"): says when billing stops and
 * what happens to its buckets — empty ones go with it; buckets holding data go only after a second
 * confirmation (the box), else the server refuses — and asks for the service's name (type-to-confirm).
 */
export function CancelServiceDialog({ service, open, onClose }: { service: DashboardServiceFieldsFragment; open: boolean; onClose: () => void }) {
  const { t, errorText } = useDashboardT();
  const { formatBytes } = useUnits();
  const df = useDateFormatter();
  const { cancel, cancelling } = useServiceMutations();
  const held = useQuery(ServiceBucketsQuery, { variables: { serviceId: service.id }, skip: !open, fetchPolicy: 'network-only' });
  const lock = useQuery(ServiceLockedDataQuery, { variables: { serviceId: service.id }, skip: !open, fetchPolicy: 'network-only' });
  const [typed, setTyped] = useState('');
  const [deleteData, setDeleteData] = useState(false);
  useEffect(() => {
    setTyped('');
    setDeleteData(false);
  }, [open]);

  const buckets = held.data?.serviceBuckets.buckets ?? [];
  const objects = buckets.reduce((n, b) => n + b.objectCount, 0);
  const usedBytes = held.data?.serviceBuckets.usedBytes ?? 0;
  const holdsData = objects > 0 || usedBytes > 0;
  const names = buckets.map((b) => b.name).join(', ');
  // Versions under object lock: the server refuses the cancellation until they can go; say so first, in the
  // refusal's own words and with its day (UTC, as the sentence says).
  const locked = lock.data?.serviceBuckets.lockedData ?? null;
  const ready = !!held.data && !!lock.data && !locked && typed.trim() === service.name && (!holdsData || deleteData);

  const confirm = async () => {
    try {
      const { data } = await cancel({ variables: { input: { id: service.id, confirmName: typed.trim(), deleteData: holdsData ? deleteData : null } } });
      const ended = data?.cancelCloudStorageService.billingEndsAt;
      notify({ title: t('toast.serviceCancelled'), description: t('toast.serviceCancelledText', { name: service.name, date: ended ? df.dateTime(ended) : '' }) });
      onClose();
    } catch (err) {
      notify({ title: t('toast.serviceNotCancelled'), description: errorText(err, 'toast.changeNotSaved'), variant: 'destructive' });
    }
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title={t('service.cancelDialogTitle', { name: service.name })}
      description={t('service.cancelHelp')}
      confirmLabel={t('service.cancelConfirm')}
      cancelLabel={t('service.cancelKeep')}
      destructive
      loading={cancelling}
      loadingLabel={t('service.cancelling')}
      confirmDisabled={!ready}
      onConfirm={() => void confirm()}
    >
      <Stack gap="4" mt="4">
        <Text fontSize="sm" data-testid="cancel-billing">
          {t(service.planType ? 'service.cancelBillingPlan' : 'service.cancelBilling')}
        </Text>
        {held.loading && !held.data ? (
          <Skeleton h="10" />
        ) : held.error ? (
          <Text fontSize="sm" color="fg.error">
            {errorText(held.error)}
          </Text>
        ) : holdsData ? (
          <Alert.Root status="warning" data-testid="cancel-buckets">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('service.cancelHoldsData', { count: buckets.length, size: formatBytes(usedBytes), objects, names })}</Alert.Title>
              <Alert.Description>{t('service.cancelDeleteDataHelp')}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : (
          <Text fontSize="sm" data-testid="cancel-buckets">
            {buckets.length ? t('service.cancelEmptyBuckets', { count: buckets.length, names }) : t('service.cancelNoBuckets')}
          </Text>
        )}
        {locked && (
          <Alert.Root status="error" data-testid="cancel-locked">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Description>{locked.legalHold || !locked.until ? t('api.heldService') : t('api.retainedService', { date: df.day(new Date(locked.until).toISOString().slice(0, 10)) })}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        {holdsData && !locked && (
          <Checkbox.Root checked={deleteData} onCheckedChange={(d) => setDeleteData(d.checked === true)} colorPalette="red">
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('service.cancelDeleteData', { count: buckets.length })}</Checkbox.Label>
          </Checkbox.Root>
        )}
        <FormField label={t('service.cancelTypeName', { name: service.name })} required>
          <Input value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" />
        </FormField>
      </Stack>
    </ConfirmDialog>
  );
}
