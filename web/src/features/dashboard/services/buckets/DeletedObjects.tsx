import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { DataTable, type DataColumn } from '@/components/ui/DataTable';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { notify } from '@/components/ui/toaster';
import { useDashboardT } from '@/i18n';
import { useDateFormatter } from '@/lib/useDateFormatter';
import { baseName } from './bytes';
import { BucketObjectsQuery, DeletedObjectsQuery, DeleteObjectVersionMutation, ServiceBucketsQuery } from './operations';
import { useUnits } from '../../units';

type Row = { kind: 'folder'; key: string } | { kind: 'object'; key: string; markerVersionId: string; deletedAt: string; size: number };

/**
 * "Show deleted objects" of a versioned bucket: the objects of this folder whose latest version is
 * a delete marker, and the sub-folders that hold versions (a folder whose objects were all deleted
 * is not in the normal listing). Restoring one removes its marker: nothing is copied or destroyed.
 */
export function DeletedObjects({ bucket, prefix, onOpenFolder }: { bucket: string; prefix: string; onOpenFolder: (prefix: string) => void }) {
  const { t, errorText } = useDashboardT();
  const df = useDateFormatter();
  const { formatBytes } = useUnits();
  const { data, loading, error, refetch } = useQuery(DeletedObjectsQuery, { variables: { bucket, prefix }, fetchPolicy: 'cache-and-network' });
  const [removeMarker, removal] = useMutation(DeleteObjectVersionMutation, { refetchQueries: [DeletedObjectsQuery, BucketObjectsQuery, ServiceBucketsQuery], awaitRefetchQueries: true });
  const listing = data?.deletedObjects;

  const restore = async (row: Extract<Row, { kind: 'object' }>) => {
    try {
      await removeMarker({ variables: { input: { bucket, key: row.key, versionId: row.markerVersionId } } });
      notify({ title: t('buckets.undeleted'), description: baseName(row.key) });
    } catch (err) {
      notify({ title: t('buckets.undeleteFailed'), description: errorText(err), variant: 'destructive' });
    }
  };

  if (error) return <ErrorState error={error} onRetry={() => refetch()} />;
  const rows: Row[] = [
    ...(listing?.folders ?? []).map((key) => ({ kind: 'folder' as const, key })),
    ...(listing?.objects ?? []).map((o) => ({ kind: 'object' as const, key: o.key, markerVersionId: o.markerVersionId, deletedAt: String(o.deletedAt), size: o.size })),
  ];
  const columns: DataColumn<Row>[] = [
    {
      key: 'name',
      header: t('buckets.colKey'),
      render: (r) =>
        r.kind === 'folder' ? (
          <Button variant="plain" p="0" h="auto" color="teal.700" fontWeight="medium" onClick={() => onOpenFolder(r.key)} aria-label={t('buckets.openFolder', { name: baseName(r.key) })} maxW={{ base: '32', sm: 'xs' }} truncate display="block" textAlign="start">
            {baseName(r.key)}/
          </Button>
        ) : (
          <Text truncate title={r.key} maxW={{ base: '32', sm: 'xs' }} textDecoration="line-through" color="fg.muted">
            {baseName(r.key)}
          </Text>
        ),
    },
    { key: 'size', header: t('buckets.colSize'), align: 'end', render: (r) => (r.kind === 'object' ? <Text fontVariantNumeric="tabular-nums" whiteSpace="nowrap">{formatBytes(r.size)}</Text> : <Text color="fg.muted">{t('buckets.folder')}</Text>) },
    { key: 'deleted', header: t('buckets.colDeleted'), hideOnMobile: true, render: (r) => (r.kind === 'object' ? df.dateTime(r.deletedAt) : '') },
    {
      key: 'actions',
      header: <Text srOnly>{t('buckets.colActions')}</Text>,
      align: 'end',
      render: (r) =>
        r.kind === 'object' ? (
          <Button size="xs" variant="outline" colorPalette="teal" loading={removal.loading} onClick={() => void restore(r)} aria-label={t('buckets.undeleteNamed', { name: baseName(r.key) })}>
            {t('buckets.undelete')}
          </Button>
        ) : null,
    },
  ];
  return (
    <Stack gap="2" borderTopWidth="1px" pt="4">
      <Heading as="h3" size="sm">
        {t('buckets.deletedCaption', { path: `${bucket}/${prefix}` })}
      </Heading>
      <DataTable
        caption={t('buckets.deletedCaption', { path: `${bucket}/${prefix}` })}
        columns={columns}
        rows={rows}
        rowKey={(r) => `${r.kind}:${r.key}`}
        loading={loading && !listing}
        empty={<EmptyState size="sm" title={t('buckets.noDeleted')} description={t('buckets.noDeletedHelp')} />}
      />
      {listing?.truncated && (
        <Text fontSize="sm" color="fg.muted">
          {t('buckets.deletedTruncated')}
        </Text>
      )}
    </Stack>
  );
}
