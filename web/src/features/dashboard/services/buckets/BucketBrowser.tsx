import { Box, Button, chakra, HStack, Stack, Switch, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { ErrorState } from '@/components/ui/ErrorState';
import { notify } from '@/components/ui/toaster';
import { useDashboardT } from '@/i18n';
import { baseName } from './bytes';
import { DeletedObjects } from './DeletedObjects';
import { ObjectLockSettings } from './ObjectLockSettings';
import { PointInTimeRestore } from './PointInTimeRestore';
import { ObjectTable, type Entry } from './ObjectTable';
import { ObjectTagsDialog } from './ObjectTagsDialog';
import { ObjectVersionsDialog } from './ObjectVersionsDialog';
import { BucketObjectsQuery, DeleteObjectMutation, PresignObjectUrlMutation, ServiceBucketsQuery, StorageEndpointQuery } from './operations';
import { ShareLinkDialog } from './ShareLinkDialog';
import { UploadQueue } from './UploadQueue';
import { useObjectListing } from './useObjectListing';
import { VersioningSwitch } from './VersioningSwitch';
import { useUploads } from './useUploads';

/** The folder path as buttons: bucket / folder / sub-folder (each one opens that level). */
function PathBar({ bucket, prefix, onGo }: { bucket: string; prefix: string; onGo: (prefix: string) => void }) {
  const { t } = useDashboardT();
  const parts = prefix.split('/').filter(Boolean);
  return (
    <chakra.nav aria-label={t('buckets.path')} minW="0">
      <HStack as="ol" gap="1" wrap="wrap" fontSize="sm" listStyleType="none">
        <li>
          <Button size="xs" variant="ghost" onClick={() => onGo('')} aria-current={parts.length === 0 ? 'location' : undefined}>
            {bucket}
          </Button>
        </li>
        {parts.map((part, i) => (
          <HStack as="li" key={i} gap="1">
            <Text aria-hidden color="fg.muted">
              /
            </Text>
            <Button size="xs" variant="ghost" onClick={() => onGo(parts.slice(0, i + 1).join('/') + '/')} aria-current={i === parts.length - 1 ? 'location' : undefined}>
              {part}
            </Button>
          </HStack>
        ))}
      </HStack>
    </chakra.nav>
  );
}

/** Browse one bucket by folder; upload with progress, download, share a link, edit tags, list versions, delete; switch versioning. */
export function BucketBrowser({ serviceId, bucket, full = true, onBack }: { serviceId: string; bucket: string; /** Object lock is offered for an existing bucket (useFullConsole: not on Ceph RGW, which turns it on only at creation); everything else is on both planes. */ full?: boolean; onBack: () => void }) {
  const { t, errorText } = useDashboardT();
  const [prefix, setPrefix] = useState('');
  const listing = useObjectListing(bucket, prefix);
  const uploads = useUploads(bucket, prefix);
  const endpoint = useQuery(StorageEndpointQuery).data?.storageEndpoint.url ?? '';
  const fileInput = useRef<HTMLInputElement>(null);
  const [sharing, setSharing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [tagging, setTagging] = useState<string | null>(null);
  const [versionsOf, setVersionsOf] = useState<string | null>(null);
  const [showDeleted, setShowDeleted] = useState(false);
  // The bucket's versioning and object lock, from the bucket list's query (usually in the cache already).
  const info = useQuery(ServiceBucketsQuery, { variables: { serviceId } }).data?.serviceBuckets.buckets.find((b) => b.name === bucket);
  const versioning = info?.versioning;
  const [presign] = useMutation(PresignObjectUrlMutation);
  const [removeObject, removal] = useMutation(DeleteObjectMutation, { refetchQueries: [BucketObjectsQuery, ServiceBucketsQuery], awaitRefetchQueries: true });

  const download = async (key: string) => {
    try {
      const { data } = await presign({ variables: { input: { bucket, key, method: 'GET', expiresInSeconds: 300, download: true } } });
      if (!data) return;
      // The link answers with Content-Disposition: attachment, so the page stays where it is.
      const a = document.createElement('a');
      a.href = data.presignObjectUrl.url;
      a.rel = 'noopener';
      document.body.appendChild(a);
      a.click();
      a.remove();
    } catch (err) {
      notify({ title: t('toast.downloadFailed'), description: errorText(err), variant: 'destructive' });
    }
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await removeObject({ variables: { input: { bucket, key: deleting } } });
      notify({ title: t('toast.objectDeleted'), description: baseName(deleting) });
      setDeleting(null);
    } catch (err) {
      notify({ title: t('toast.deleteFailed'), description: errorText(err), variant: 'destructive' });
    }
  };

  const entries: Entry[] = [...listing.folders.map((key) => ({ kind: 'folder' as const, key })), ...listing.objects.map((o) => ({ kind: 'object' as const, key: o.key, size: o.size, lastModified: String(o.lastModified), tags: o.tags }))]
  const taggedObject = tagging === null ? undefined : listing.objects.find((o) => o.key === tagging);
  return (
    <Stack gap="4">
      <HStack justify="space-between" gap="2" wrap="wrap">
        <Button size="sm" variant="ghost" onClick={onBack}>
          ← {t('buckets.back')}
        </Button>
        <HStack gap="4" wrap="wrap" justify="end">
          {info && <ObjectLockSettings bucket={bucket} objectLock={info.objectLock} versioning={info.versioning} canTurnOn={full} />}
          {versioning && <VersioningSwitch bucket={bucket} versioning={versioning} locked={!!info?.objectLock} showLabel />}
          {versioning === 'ENABLED' && <PointInTimeRestore serviceId={serviceId} bucket={bucket} />}
          <Button size="sm" colorPalette="teal" onClick={() => fileInput.current?.click()}>
            {t('buckets.upload')}
          </Button>
        </HStack>
        <input
          ref={fileInput}
          type="file"
          multiple
          hidden
          aria-label={t('buckets.upload')}
          data-testid="upload-input"
          onChange={(e) => {
            const files = Array.from(e.target.files ?? []);
            e.target.value = '';
            if (files.length) void uploads.upload(files);
          }}
        />
      </HStack>
      <HStack justify="space-between" gap="2" wrap="wrap">
        <PathBar bucket={bucket} prefix={prefix} onGo={setPrefix} />
        {versioning && versioning !== 'UNVERSIONED' && (
          <Switch.Root size="sm" colorPalette="teal" checked={showDeleted} onCheckedChange={(d) => setShowDeleted(d.checked)}>
            <Switch.HiddenInput />
            <Switch.Control>
              <Switch.Thumb />
            </Switch.Control>
            <Switch.Label fontSize="sm">{t('buckets.showDeleted')}</Switch.Label>
          </Switch.Root>
        )}
      </HStack>
      <UploadQueue items={uploads.items} onClear={uploads.clear} />
      {listing.error ? (
        <ErrorState error={listing.error} onRetry={() => listing.refetch()} />
      ) : (
        <Box>
          <ObjectTable entries={entries} path={`${bucket}/${prefix}`} loading={listing.loading} endpoint={endpoint} onOpenFolder={setPrefix} onDownload={download} onShare={setSharing} onTags={setTagging} onVersions={setVersionsOf} onDelete={setDeleting} />
          {listing.hasMore && (
            <Button mt="3" size="sm" variant="outline" onClick={listing.loadMore} loading={listing.loadingMore}>
              {t('common.loadMore')}
            </Button>
          )}
        </Box>
      )}
      {showDeleted && versioning && versioning !== 'UNVERSIONED' && <DeletedObjects bucket={bucket} prefix={prefix} onOpenFolder={setPrefix} />}
      <ShareLinkDialog target={sharing ? { bucket, key: sharing } : null} onClose={() => setSharing(null)} />
      <ObjectTagsDialog target={taggedObject ? { bucket, key: taggedObject.key, tags: taggedObject.tags } : null} onClose={() => setTagging(null)} />
      <ObjectVersionsDialog target={versionsOf ? { bucket, key: versionsOf, objectLock: !!info?.objectLock } : null} onClose={() => setVersionsOf(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('buckets.deleteObjectTitle')}
        description={t('buckets.deleteBody', { name: deleting ? baseName(deleting) : '' })}
        confirmLabel={t('buckets.delete')}
        cancelLabel={t('common.cancel')}
        loadingLabel={t('buckets.deleting')}
        destructive
        loading={removal.loading}
        onConfirm={confirmDelete}
      />
    </Stack>
  );
}
