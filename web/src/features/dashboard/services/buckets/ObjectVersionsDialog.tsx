import { DELETE_VERSION_CONFIRM } from '@contracts/storage';
import { Alert, Badge, Box, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { AppDialog } from '@/components/ui/AppDialog';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { DataTable, type DataColumn } from '@/components/ui/DataTable';
import { FormField } from '@/components/ui/FormField';
import { notify } from '@/components/ui/toaster';
import type { DashboardObjectVersionsQuery } from '@/gql/graphql';
import { useDashboardT } from '@/i18n';
import { useDateFormatter } from '@/lib/useDateFormatter';
import { useUnits } from '../../units';
import { baseName } from './bytes';
import { VersionLockActions, VersionLockBadges, useLockReason } from './VersionLock';
import { BucketObjectsQuery, DeleteObjectVersionMutation, ObjectVersionsQuery, PresignObjectUrlMutation, PresignVersionRestoreMutation, ServiceBucketsQuery } from './operations';

type Version = DashboardObjectVersionsQuery['objectVersions']['versions'][number];

/** The word the API wants typed before a version with data is deleted for good (the same in every language): the contract's. */
export const DELETE_WORD = DELETE_VERSION_CONFIRM;

/** A version id as shown in a row: S3's 32-character ids shortened (the full id is in the title). */
export const shortVersionId = (id: string) => (id.length > 12 ? `${id.slice(0, 8)}…` : id);

/** Follow a link without leaving the page (the link answers with Content-Disposition: attachment). */
function followDownload(url: string) {
  const a = document.createElement('a');
  a.href = url;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
}

export interface VersionsTarget {
  bucket: string;
  key: string;
  /** The bucket has object lock: each version offers a legal hold and a longer retention. */
  objectLock?: boolean;
}

/**
 * Every version of one object, newest first: download any version with data, restore an old one
 * (a presigned CopyObject the browser sends with exactly its signed headers: the old bytes become
 * a new current version, nothing is destroyed), delete one for good (type "delete"), or remove a
 * delete marker (the object comes back). Under object lock a version shows its lock; Delete is
 * disabled while it holds, with the reason, and a legal hold or a longer retention can be set.
 */
export function ObjectVersionsDialog({ target, onClose }: { target: VersionsTarget | null; onClose: () => void }) {
  // Keyed by the object: each opens afresh.
  return target ? <VersionsView key={`${target.bucket}/${target.key}`} target={target} onClose={onClose} /> : null;
}

function VersionsView({ target, onClose }: { target: VersionsTarget; onClose: () => void }) {
  const { t, errorText } = useDashboardT();
  const df = useDateFormatter();
  const { formatBytes } = useUnits();
  const client = useApolloClient();
  const { bucket, key } = target;
  const name = baseName(key);
  const { data, loading, error: loadError } = useQuery(ObjectVersionsQuery, { variables: { bucket, key }, fetchPolicy: 'network-only', notifyOnNetworkStatusChange: true });
  const [presign] = useMutation(PresignObjectUrlMutation);
  const [presignRestore] = useMutation(PresignVersionRestoreMutation);
  const [removeVersion, removal] = useMutation(DeleteObjectVersionMutation, { refetchQueries: [ObjectVersionsQuery, BucketObjectsQuery, ServiceBucketsQuery], awaitRefetchQueries: true });
  const [error, setError] = useState<string | null>(null);
  const [restoring, setRestoring] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Version | null>(null);
  const [confirm, setConfirm] = useState('');
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const versions = data?.objectVersions.versions ?? [];
  const lockReason = useLockReason();

  const download = async (v: Version) => {
    setError(null);
    try {
      const { data: link } = await presign({ variables: { input: { bucket, key, method: 'GET', expiresInSeconds: 300, download: true, versionId: v.versionId } } });
      if (link) followDownload(link.presignObjectUrl.url);
    } catch (err) {
      setError(errorText(err));
    }
  };

  const restore = async (v: Version) => {
    setError(null);
    setRestoring(v.versionId);
    try {
      const { data: signed } = await presignRestore({ variables: { input: { bucket, key, versionId: v.versionId } } });
      if (!signed) return;
      const req = signed.presignVersionRestore;
      const res = await fetch(req.url, { method: req.method, headers: Object.fromEntries(req.headers.map((h) => [h.name, h.value])) });
      if (!res.ok) {
        setError(`${t('buckets.restoreFailed')} (HTTP ${res.status})`);
        return;
      }
      notify({ title: t('buckets.restored'), description: t('buckets.restoredText', { name, id: shortVersionId(v.versionId) }) });
      // The versions gain the restored one; the listing shows the restored size and date.
      await client.refetchQueries({ include: [ObjectVersionsQuery, BucketObjectsQuery, ServiceBucketsQuery] });
    } catch (err) {
      setError(errorText(err, 'buckets.restoreFailed'));
    } finally {
      setRestoring(null);
    }
  };

  const closeDelete = () => {
    setDeleting(null);
    setConfirm('');
    setDeleteError(null);
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteError(null);
    try {
      await removeVersion({ variables: { input: { bucket, key, versionId: deleting.versionId, ...(deleting.deleteMarker ? {} : { confirm: confirm.trim() }) } } });
      notify({ title: deleting.deleteMarker ? t('buckets.markerRemoved') : t('buckets.versionDeleted'), description: name });
      closeDelete();
    } catch (err) {
      setDeleteError(errorText(err, 'buckets.versionDeleteFailed'));
    }
  };

  const columns: DataColumn<Version>[] = [
    {
      key: 'version',
      header: t('buckets.colVersion'),
      render: (v) => (
        <Stack gap="1" align="start">
          <Text fontFamily="mono" fontSize="sm" title={v.versionId} aria-label={t('buckets.versionId', { id: v.versionId })} data-testid="version-id">
            {shortVersionId(v.versionId)}
          </Text>
          {(v.isLatest || v.deleteMarker || v.locked) && (
            <HStack gap="1" wrap="wrap">
              {v.isLatest && <Badge colorPalette="teal">{t('buckets.latestBadge')}</Badge>}
              {v.deleteMarker && <Badge colorPalette="orange">{t('buckets.deleteMarkerBadge')}</Badge>}
              <VersionLockBadges version={v} />
            </HStack>
          )}
          {/* Why Delete is disabled (the button points here with aria-describedby). */}
          {v.locked && (
            <Text id={`lock-reason-${v.versionId}`} fontSize="xs" color="fg.muted" data-testid="lock-reason">
              {lockReason(v)}
            </Text>
          )}
          {/* On phones the size and date columns are hidden: they are shown here. */}
          <Text fontSize="xs" color="fg.muted" hideFrom="md" fontVariantNumeric="tabular-nums">
            {v.deleteMarker ? df.dateTime(v.lastModified) : `${formatBytes(v.size)} · ${df.dateTime(v.lastModified)}`}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'size',
      header: t('buckets.colSize'),
      align: 'end',
      hideOnMobile: true,
      render: (v) => (v.deleteMarker ? <Text color="fg.muted">—</Text> : <Text fontVariantNumeric="tabular-nums" whiteSpace="nowrap">{formatBytes(v.size)}</Text>),
    },
    { key: 'modified', header: t('buckets.colModified'), hideOnMobile: true, render: (v) => <Text whiteSpace="nowrap">{df.dateTime(v.lastModified)}</Text> },
    {
      key: 'actions',
      header: <Text srOnly>{t('buckets.colActions')}</Text>,
      align: 'end',
      render: (v) => {
        const id = shortVersionId(v.versionId);
        return (
          <>
            {v.deleteMarker ? (
              <Button size="xs" variant="outline" onClick={() => setDeleting(v)} aria-label={t('buckets.removeMarkerNamed', { id })}>
                {t('buckets.removeMarker')}
              </Button>
            ) : (
              <Stack gap="1" align="end">
                <HStack gap="1" justify="end" wrap={{ base: 'nowrap', md: 'wrap' }}>
                  <Button size="xs" variant="outline" onClick={() => download(v)} aria-label={t('buckets.versionDownloadNamed', { id })}>
                    {t('buckets.download')}
                  </Button>
                  {!v.isLatest && (
                    <Button size="xs" variant="outline" colorPalette="teal" onClick={() => restore(v)} loading={restoring === v.versionId} disabled={restoring !== null} aria-label={t('buckets.restoreNamed', { id })}>
                      {t('buckets.restore')}
                    </Button>
                  )}
                  {/* The API refuses to delete a locked version; the button says why instead of failing. */}
                  <Button size="xs" variant="outline" colorPalette="red" onClick={() => setDeleting(v)} disabled={v.locked} title={v.locked ? lockReason(v) : undefined} aria-describedby={v.locked ? `lock-reason-${v.versionId}` : undefined} aria-label={t('buckets.versionDeleteNamed', { id })}>
                    {t('buckets.delete')}
                  </Button>
                </HStack>
                {target.objectLock && (
                  <HStack gap="1" justify="end" wrap="wrap">
                    <VersionLockActions bucket={bucket} objectKey={key} version={v} id={id} />
                  </HStack>
                )}
              </Stack>
            )}
          </>
        );
      },
    },
  ];

  const footer = (
    <Button variant="outline" onClick={onClose}>
      {t('common.close')}
    </Button>
  );
  const marker = deleting?.deleteMarker ?? false;
  return (
    <>
      <AppDialog open onClose={onClose} size={{ base: 'full', sm: 'xl' }} title={t('buckets.versionsTitle', { name })} description={t('buckets.versionsHelp')} footer={footer} contentProps={{ 'data-testid': 'versions-dialog', minH: { base: '100dvh', sm: 'auto' } }}>
        <Stack gap="3">
          {(error || loadError) && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Description>{error ?? errorText(loadError)}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          {loading && !data ? (
            <Text color="fg.muted">{t('buckets.versionsLoading')}</Text>
          ) : data ? (
            <Box>
              <DataTable caption={t('buckets.versionsCaption', { name })} columns={columns} rows={versions} rowKey={(v) => v.versionId} loading={false} empty={<Text color="fg.muted">{t('buckets.versionsEmpty')}</Text>} />
            </Box>
          ) : null}
        </Stack>
      </AppDialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && closeDelete()}
        title={marker ? t('buckets.removeMarkerTitle') : t('buckets.deleteVersionTitle')}
        description={marker ? t('buckets.removeMarkerBody', { name }) : t('buckets.deleteVersionBody', { id: deleting ? shortVersionId(deleting.versionId) : '', name })}
        confirmLabel={marker ? t('buckets.removeMarker') : t('buckets.delete')}
        cancelLabel={t('common.cancel')}
        loadingLabel={t('buckets.deleting')}
        destructive={!marker}
        loading={removal.loading}
        confirmDisabled={!marker && confirm.trim() !== DELETE_WORD}
        onConfirm={confirmDelete}
      >
        <Stack gap="3" mt="3">
          {!marker && (
            <FormField label={t('buckets.deleteVersionConfirm')}>
              <Input value={confirm} onChange={(e) => setConfirm(e.target.value)} autoComplete="off" spellCheck={false} autoCapitalize="none" />
            </FormField>
          )}
          {deleteError && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Description>{deleteError}</Alert.Description>
            </Alert.Root>
          )}
        </Stack>
      </ConfirmDialog>
    </>
  );
}
