import { Checkbox } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { notify } from '@/components/ui/toaster';
import { useDashboardT } from '@/i18n';
import { DeleteBucketMutation, ServiceBucketsQuery } from './operations';

/** Delete a bucket; one that holds objects needs the explicit "also delete everything" box. */
export function DeleteBucketDialog({ bucket, onClose }: { bucket: { name: string; objectCount: number } | null; onClose: () => void }) {
  const { t, errorText } = useDashboardT();
  const [force, setForce] = useState(false);
  const [remove, { loading }] = useMutation(DeleteBucketMutation, { refetchQueries: [ServiceBucketsQuery], awaitRefetchQueries: true });
  useEffect(() => setForce(false), [bucket?.name]);
  const hasObjects = (bucket?.objectCount ?? 0) > 0;
  const confirm = async () => {
    if (!bucket) return;
    try {
      await remove({ variables: { input: { name: bucket.name, force } } });
      notify({ title: t('toast.bucketDeleted'), description: bucket.name });
      onClose();
    } catch (err) {
      notify({ title: t('toast.bucketDeleteFailed'), description: errorText(err), variant: 'destructive' });
    }
  };
  return (
    <ConfirmDialog
      open={bucket !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('buckets.deleteTitle')}
      description={t('buckets.deleteBody', { name: bucket?.name ?? '' })}
      confirmLabel={t('buckets.delete')}
      cancelLabel={t('common.cancel')}
      loadingLabel={t('buckets.deleting')}
      destructive
      loading={loading}
      confirmDisabled={hasObjects && !force}
      onConfirm={confirm}
    >
      {hasObjects && (
        <Checkbox.Root mt="4" checked={force} onCheckedChange={(d) => setForce(d.checked === true)} colorPalette="red">
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('buckets.deleteForce', { count: bucket?.objectCount })}</Checkbox.Label>
        </Checkbox.Root>
      )}
    </ConfirmDialog>
  );
}
