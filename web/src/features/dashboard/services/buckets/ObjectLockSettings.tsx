import { setBucketDefaultRetentionSchema } from '@contracts/storage';
import { Alert, Badge, Button, HStack, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { notify } from '@/components/ui/toaster';
import type { BucketVersioning, DashboardServiceBucketsQuery } from '@/gql/graphql';
import { useDashboardT } from '@/i18n';
import { useSchemaForm } from '@/lib/forms/useSchemaForm';
import { ServiceBucketsQuery, SetBucketDefaultRetentionMutation } from './operations';
import { RetentionFields, retentionChoiceOf, retentionDaysOf, useRetentionText } from './RetentionFields';

type ObjectLock = DashboardServiceBucketsQuery['serviceBuckets']['buckets'][number]['objectLock'];

/**
 * A bucket header's object lock: a badge ("Object lock · 30 days Governance") and a small action
 * to change the default retention. On a versioned bucket without lock the same action turns lock
 * on; the confirm says first that it can never be turned off (S3's rule: the domain keeps it on).
 */
export function ObjectLockSettings({ bucket, objectLock, versioning, canTurnOn = true }: { bucket: string; objectLock: ObjectLock; versioning: BucketVersioning; /** An existing bucket can get object lock (not on the Ceph plane: RGW sets it only at creation). */ canTurnOn?: boolean }) {
  const { t, errorText } = useDashboardT();
  const text = useRetentionText();
  const [open, setOpen] = useState(false);
  const current = objectLock?.defaultRetention ?? null;
  const [choice, setChoice] = useState(() => retentionChoiceOf(current));
  const form = useSchemaForm(setBucketDefaultRetentionSchema);
  const [save, { loading }] = useMutation(SetBucketDefaultRetentionMutation, { refetchQueries: [ServiceBucketsQuery], awaitRefetchQueries: true });
  // Lock can only be turned on while versioning is Enabled (and on RGW not at all after creation): otherwise there is nothing to offer.
  if (!objectLock && (versioning !== 'ENABLED' || !canTurnOn)) return null;

  const show = () => {
    setChoice(retentionChoiceOf(current));
    form.clearErrors();
    setOpen(true);
  };
  const submit = form.handleSubmit(
    () => ({ name: bucket, mode: choice.mode, days: retentionDaysOf(choice) }),
    async (input) => {
      await save({ variables: { input: { name: input.name, mode: input.mode, days: input.days } } });
      notify({ title: t('buckets.lockSaved'), description: t('buckets.lockSavedText', { name: bucket, retention: text.retention({ mode: choice.mode, days: input.days }) }) });
      setOpen(false);
    },
    (err) => form.setError('days', errorText(err, 'buckets.lockSaveFailed')),
  );
  return (
    <>
      <HStack gap="1" data-testid="object-lock">
        {objectLock && (
          <Badge colorPalette="purple" size="md" data-testid="object-lock-badge">
            {current ? t('buckets.lockBadgeWith', { retention: text.retention(current) }) : t('buckets.lockBadge')}
          </Badge>
        )}
        <Button size="xs" variant="ghost" onClick={show} aria-label={t('buckets.lockSettingsNamed', { name: bucket })}>
          {objectLock ? t('buckets.lockSettings') : t('buckets.lockTurnOn')}
        </Button>
      </HStack>
      <ConfirmDialog
        open={open}
        onOpenChange={(o) => !o && setOpen(false)}
        title={t('buckets.lockSettingsTitle', { name: bucket })}
        description={t('buckets.lockSettingsBody')}
        confirmLabel={objectLock ? t('common.save') : t('buckets.lockTurnOnConfirm')}
        cancelLabel={t('common.cancel')}
        loadingLabel={t('common.saving')}
        loading={loading}
        onConfirm={() => void submit()}
      >
        <Stack gap="4" mt="3">
          <RetentionFields value={choice} onChange={setChoice} error={form.errors.days ?? form.errors.mode} />
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Description>{t('buckets.lockForever')}</Alert.Description>
          </Alert.Root>
        </Stack>
      </ConfirmDialog>
    </>
  );
}
