import { Button, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { AppDialog } from '@/components/ui/AppDialog';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { FormField } from '@/components/ui/FormField';
import { notify } from '@/components/ui/toaster';
import { useDashboardT } from '@/i18n';
import { useDateFormatter } from '@/lib/useDateFormatter';
import { formatNumber } from '@/lib/format';
import { useUnits } from '../../units';
import { SnapshotScheduleQuery } from '../snapshots/operations';
import { BucketObjectsQuery, ServiceBucketsQuery } from './operations';
import { BucketRestoresQuery, StartBucketRestoreMutation } from './restoreOperations';

/** While a restore is queued or running, its progress is asked for this often. */
const POLL_MS = 2000;

/**
 * "Restore to a point in time" for a versioned bucket: a prefix and a moment (in UTC, said so next
 * to the field), a confirmation that says nothing is deleted, then the restore's progress, asked
 * for again while it runs. The server decides (versioning, "in the past", one at a time).
 */
export function PointInTimeRestore({ serviceId, bucket }: { serviceId: string; bucket: string }) {
  const { t, errorText } = useDashboardT();
  const df = useDateFormatter();
  const { formatBytes } = useUnits();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [prefix, setPrefix] = useState('');
  const [moment, setMoment] = useState('');
  // A snapshot's exact moment (milliseconds included): the field shows it to the second.
  const [snapshotAt, setSnapshotAt] = useState<string | null>(null);
  const [polling, setPolling] = useState(false);
  const { data } = useQuery(BucketRestoresQuery, { variables: { serviceId, bucket }, skip: !open, fetchPolicy: 'cache-and-network', pollInterval: polling ? POLL_MS : 0 });
  const { data: schedule } = useQuery(SnapshotScheduleQuery, { variables: { serviceId }, skip: !open, fetchPolicy: 'cache-and-network' });
  const snapshots = schedule?.snapshotSchedule.snapshots ?? [];
  const latest = data?.bucketRestores[0];
  const active = latest?.status === 'QUEUED' || latest?.status === 'RUNNING';
  if (active !== polling) setPolling(active);
  // A restore that finishes while it is watched changed the objects: the listing and the bucket's figures are asked for again.
  const client = useApolloClient();
  const watched = useRef(false);
  useEffect(() => {
    if (watched.current && !polling) void client.refetchQueries({ include: [BucketObjectsQuery, ServiceBucketsQuery] });
    watched.current = polling;
  }, [polling, client]);
  const [start, { loading }] = useMutation(StartBucketRestoreMutation, { refetchQueries: [BucketRestoresQuery], awaitRefetchQueries: true });
  // The field is read as UTC (datetime-local has no zone): the label says so.
  const pointInTime = snapshotAt ? new Date(snapshotAt) : moment ? new Date(`${moment}Z`) : null;
  const submit = async () => {
    if (!pointInTime) return;
    try {
      await start({ variables: { input: { serviceId, bucket, prefix, pointInTime: pointInTime.toISOString() } } });
      notify({ title: t('buckets.pitrStarted'), description: bucket });
      setConfirming(false);
    } catch (err) {
      setConfirming(false);
      notify({ title: t('buckets.pitrFailed'), description: errorText(err), variant: 'destructive' });
    }
  };
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        {t('buckets.restoreOpen')}
      </Button>
      <AppDialog
        open={open}
        onClose={() => setOpen(false)}
        size="md"
        title={t('buckets.restoreTitle', { name: bucket })}
        description={t('buckets.restoreHelp')}
        footer={
          <>
            <Button variant="outline" onClick={() => setOpen(false)}>
              {t('common.close')}
            </Button>
            <Button colorPalette="teal" disabled={!pointInTime || active || loading} onClick={() => setConfirming(true)}>
              {t('buckets.restoreSubmit')}
            </Button>
          </>
        }
      >
        <Stack gap="4">
          <FormField label={t('buckets.restorePrefix')} helper={t('buckets.restorePrefixHelp')}>
            <Input value={prefix} onChange={(e) => setPrefix(e.target.value)} placeholder="logs/" />
          </FormField>
          {snapshots.length > 0 && (
            <FormField label={t('snapshots.fromSnapshot')} helper={t('snapshots.fromSnapshotHelp')}>
              <NativeSelect.Root>
                <NativeSelect.Field
                  value={snapshotAt ?? ''}
                  onChange={(e) => {
                    setSnapshotAt(e.target.value || null);
                    if (e.target.value) setMoment(e.target.value.slice(0, 19));
                  }}
                >
                  <option value="">{t('snapshots.chooseSnapshot')}</option>
                  {snapshots.map((s) => (
                    <option key={s.id} value={String(s.takenAt)}>
                      {df.dateTimeZone(s.takenAt)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
          )}
          <FormField label={t('buckets.restoreMoment')} helper={t('buckets.restoreMomentHelp')}>
            <Input
              type="datetime-local"
              step="1"
              value={moment}
              onChange={(e) => {
                setMoment(e.target.value);
                setSnapshotAt(null);
              }}
            />
          </FormField>
          {latest && (
            <Stack gap="1" borderWidth="1px" borderRadius="md" p="3" data-testid="restore-progress" aria-live="polite">
              <Text fontWeight="medium">{t(`buckets.restoreStatus_${latest.status}`, { at: df.dateTimeZone(latest.pointInTime) })}</Text>
              <Text fontSize="sm" color="fg.muted">
                {t('buckets.restoreProgress', {
                  keys: formatNumber(latest.keysExamined),
                  restored: formatNumber(latest.versionsRestored),
                  markers: formatNumber(latest.markersWritten),
                  bytes: formatBytes(latest.bytesCopied),
                })}
              </Text>
              {latest.error && (
                <Text fontSize="sm" color="red.600">
                  {errorText({ message: latest.error })}
                </Text>
              )}
            </Stack>
          )}
        </Stack>
      </AppDialog>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(o) => !o && setConfirming(false)}
        title={t('buckets.restoreConfirmTitle')}
        description={t('buckets.restoreConfirmBody', { name: bucket, prefix: prefix || '/', at: pointInTime ? `${pointInTime.toISOString().slice(0, 19).replace('T', ' ')} UTC` : '' })}
        confirmLabel={t('buckets.restoreConfirm')}
        loading={loading}
        onConfirm={() => void submit()}
      />
    </>
  );
}
