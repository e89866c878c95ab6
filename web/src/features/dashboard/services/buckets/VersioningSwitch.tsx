import { HStack, Switch, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { notify } from '@/components/ui/toaster';
import type { BucketVersioning } from '@/gql/graphql';
import { useDashboardT } from '@/i18n';
import { ServiceBucketsQuery, SetBucketVersioningMutation } from './operations';

/**
 * A bucket's versioning switch: on while ENABLED, with its state beside it (Enabled, Suspended,
 * Off). Turning it on is immediate; suspending asks first, saying that new writes will replace the
 * previous version while the versions kept so far stay. A bucket once versioned never returns to
 * "Off" (S3's rule), so the switch only ever enables or suspends.
 */
export function VersioningSwitch({ bucket, versioning, showLabel = false, locked = false }: { bucket: string; versioning: BucketVersioning; showLabel?: boolean; locked?: boolean }) {
  const { t, errorText } = useDashboardT();
  const [asking, setAsking] = useState(false);
  const [set, { loading }] = useMutation(SetBucketVersioningMutation, { refetchQueries: [ServiceBucketsQuery], awaitRefetchQueries: true });
  const change = async (enabled: boolean) => {
    try {
      await set({ variables: { input: { name: bucket, enabled } } });
      notify(enabled ? { title: t('buckets.versioningOn'), description: t('buckets.versioningOnText', { name: bucket }) } : { title: t('buckets.versioningOff'), description: bucket });
      setAsking(false);
    } catch (err) {
      notify({ title: t('buckets.versioningFailed'), description: errorText(err), variant: 'destructive' });
    }
  };
  const state = t(`buckets.versioning_${versioning}`);
  return (
    <>
      <HStack gap="2" data-testid="versioning-switch">
        {showLabel && (
          <Text fontSize="sm" fontWeight="medium">
            {t('buckets.versioning')}
          </Text>
        )}
        <Switch.Root
          size="sm"
          colorPalette="teal"
          checked={versioning === 'ENABLED'}
          // Object lock keeps versioning Enabled for good (S3 refuses to suspend it): the switch stays on.
          disabled={loading || locked}
          title={locked ? t('buckets.versioningLocked') : undefined}
          onCheckedChange={(d) => (d.checked ? void change(true) : setAsking(true))}
        >
          <Switch.HiddenInput aria-label={t('buckets.versioningNamed', { name: bucket })} />
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
        </Switch.Root>
        <Text fontSize="sm" color={versioning === 'ENABLED' ? undefined : 'fg.muted'} whiteSpace="nowrap" data-testid="versioning-state">
          {state}
        </Text>
      </HStack>
      <ConfirmDialog
        open={asking}
        onOpenChange={(open) => !open && setAsking(false)}
        title={t('buckets.suspendTitle')}
        description={t('buckets.suspendBody', { name: bucket })}
        confirmLabel={t('buckets.suspend')}
        cancelLabel={t('common.cancel')}
        loadingLabel={t('buckets.suspending')}
        loading={loading}
        onConfirm={() => void change(false)}
      />
    </>
  );
}
