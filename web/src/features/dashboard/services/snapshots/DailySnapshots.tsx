import { Badge, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { DELETE_VERSION_CONFIRM } from '@contracts/storage';
import { formatKsh } from '@contracts/money';
import { PRICES } from '@contracts/pricing';
import { SNAPSHOT_RETENTION_DAYS } from '@contracts/snapshots';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { DataTable, type DataColumn } from '@/components/ui/DataTable';
import { ErrorState } from '@/components/ui/ErrorState';
import { FormField } from '@/components/ui/FormField';
import { SectionCard } from '@/components/ui/SectionCard';
import { SegmentedControl } from '@/components/ui/SegmentedControl';
import { notify } from '@/components/ui/toaster';
import type { DashboardSnapshotScheduleQuery } from '@/gql/graphql';
import { useDashboardT } from '@/i18n';
import { formatNumber } from '@/lib/format';
import { useDateFormatter } from '@/lib/useDateFormatter';
import { useUnits } from '../../units';
import { ServiceBucketsQuery } from '../buckets/operations';
import { SetSnapshotScheduleMutation, SnapshotScheduleQuery, TakeSnapshotMutation } from './operations';

type Snapshot = DashboardSnapshotScheduleQuery['snapshotSchedule']['snapshots'][number];
type Choice = 'off' | `${(typeof SNAPSHOT_RETENTION_DAYS)[number]}`;

/**
 * Daily snapshots of an Object Storage service: off, or kept 7, 30 or 365 days; when the next one
 * is taken; the snapshots that can be restored. A shorter retention removes versions, so it asks
 * for the typed word the API wants. Restoring a bucket to a snapshot is in the bucket's
 * "Restore to a point in time" dialog, which lists these snapshots.
 */
export function DailySnapshots({ serviceId, onCeph = false }: { serviceId: string; /** Ceph RGW holds the data: its kept versions are billed as stored data. */ onCeph?: boolean }) {
  const { t, errorText } = useDashboardT();
  const df = useDateFormatter();
  const { formatBytes } = useUnits();
  const { data, loading, error, refetch } = useQuery(SnapshotScheduleQuery, { variables: { serviceId }, fetchPolicy: 'cache-and-network' });
  // The schedule has no id of its own to be normalised by: the answer replaces the query's. Turning
  // the snapshots on versions every bucket: the bucket list is asked for again.
  const [save, { loading: saving }] = useMutation(SetSnapshotScheduleMutation, {
    refetchQueries: [ServiceBucketsQuery],
    update: (cache, { data: saved }) => saved && cache.writeQuery({ query: SnapshotScheduleQuery, variables: { serviceId }, data: { snapshotSchedule: saved.setSnapshotSchedule } }),
  });
  const [take, { loading: taking }] = useMutation(TakeSnapshotMutation, {
    update: (cache, { data: saved }) => saved && cache.writeQuery({ query: SnapshotScheduleQuery, variables: { serviceId }, data: { snapshotSchedule: saved.takeSnapshot } }),
  });
  const [choice, setChoice] = useState<Choice | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [word, setWord] = useState('');
  if (error) return <ErrorState error={error} onRetry={() => refetch()} />;
  const schedule = data?.snapshotSchedule;
  const current: Choice = schedule?.enabled ? (String(schedule.retentionDays) as Choice) : 'off';
  const chosen = choice ?? current;
  const shorter = !!schedule?.retentionDays && chosen !== 'off' && Number(chosen) < schedule.retentionDays;

  const submit = async () => {
    const retentionDays = chosen === 'off' ? null : Number(chosen);
    try {
      await save({ variables: { input: { serviceId, retentionDays, ...(shorter ? { confirm: word.trim() } : {}) } } });
      notify({ title: retentionDays === null ? t('snapshots.turnedOff') : t('snapshots.saved', { days: retentionDays }) });
      setChoice(null);
    } catch (err) {
      notify({ title: t('snapshots.failed'), description: errorText(err), variant: 'destructive' });
    } finally {
      setConfirming(false);
      setWord('');
    }
  };

  const takeNow = async () => {
    try {
      await take({ variables: { serviceId } });
      notify({ title: t('snapshots.taken') });
    } catch (err) {
      notify({ title: t('snapshots.takeFailed'), description: errorText(err), variant: 'destructive' });
    }
  };

  const columns: DataColumn<Snapshot>[] = [
    {
      key: 'taken',
      header: t('snapshots.colTaken'),
      render: (s) => (
        <HStack gap="2" wrap="wrap">
          <Text whiteSpace="nowrap">{df.dateTimeZone(s.takenAt)}</Text>
          {s.onDemand && (
            <Badge size="sm" colorPalette="gray">
              {t('snapshots.onDemand')}
            </Badge>
          )}
        </HStack>
      ),
    },
    { key: 'objects', header: t('snapshots.colObjects'), align: 'end', render: (s) => <Text fontVariantNumeric="tabular-nums">{formatNumber(s.objects)}</Text> },
    { key: 'bytes', header: t('snapshots.colSize'), align: 'end', render: (s) => <Text fontVariantNumeric="tabular-nums" whiteSpace="nowrap">{formatBytes(s.bytes)}</Text> },
    { key: 'until', header: t('snapshots.colUntil'), hideOnMobile: true, render: (s) => df.dateTimeZone(s.expiresAt) },
  ];
  const options = [{ value: 'off' as Choice, label: t('snapshots.off') }, ...SNAPSHOT_RETENTION_DAYS.map((d) => ({ value: String(d) as Choice, label: t('snapshots.days', { count: d }) }))];

  return (
    <SectionCard title={t('snapshots.title')} description={t('snapshots.help')}>
      <Stack gap="4">
        <HStack gap="3" wrap="wrap">
          <SegmentedControl label={t('snapshots.retentionLabel')} options={options} value={chosen} onChange={setChoice} />
          <Button size="sm" colorPalette="teal" disabled={!schedule || chosen === current || saving} loading={saving && !confirming} onClick={() => (shorter ? setConfirming(true) : void submit())}>
            {t('snapshots.save')}
          </Button>
          {schedule?.enabled && (
            <Button size="sm" variant="outline" loading={taking} onClick={() => void takeNow()}>
              {t('snapshots.takeNow')}
            </Button>
          )}
        </HStack>
        {schedule && (
          <Text data-testid="snapshot-status" aria-live="polite">
            {schedule.enabled && schedule.nextSnapshotAt
              ? t('snapshots.statusOn', { count: schedule.retentionDays ?? 0, next: df.dateTimeZone(schedule.nextSnapshotAt) })
              : schedule.retentionDays
                ? t('snapshots.statusOffKept', { count: schedule.retentionDays })
                : t('snapshots.statusOff')}
          </Text>
        )}
        <Text fontSize="sm" color="fg.muted">
          {/* RGW's stats do not tell old versions apart: on Ceph they are part of the stored data (planes/ceph/metering.ts). */}
          {onCeph ? t('snapshots.billingCeph', { price: formatKsh(PRICES.storageCentsPerGbMonth) }) : t('snapshots.billing', { price: formatKsh(PRICES.snapshotCentsPerGbMonth) })}
        </Text>
        {!!schedule?.snapshots.length && (
          <DataTable caption={t('snapshots.caption')} columns={columns} rows={schedule.snapshots} rowKey={(s) => s.id} loading={loading && !schedule} />
        )}
      </Stack>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(o) => {
          if (!o) {
            setConfirming(false);
            setWord('');
          }
        }}
        title={t('snapshots.shortenTitle')}
        description={t('snapshots.shortenBody', { from: schedule?.retentionDays ?? 0, to: Number(chosen) })}
        confirmLabel={t('snapshots.shortenConfirm')}
        destructive
        loading={saving}
        confirmDisabled={word.trim() !== DELETE_VERSION_CONFIRM}
        onConfirm={() => void submit()}
      >
        <FormField label={t('snapshots.typeWord', { word: DELETE_VERSION_CONFIRM })}>
          <Input value={word} onChange={(e) => setWord(e.target.value)} autoComplete="off" spellCheck={false} autoCapitalize="none" />
        </FormField>
      </ConfirmDialog>
    </SectionCard>
  );
}
