import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback, useRef, useState } from 'react';
import { LIMITS } from '@contracts/storage';
import { notify } from '@/components/ui/toaster';
import { useDashboardT } from '@/i18n';
import { BucketObjectsQuery, PresignObjectUrlMutation, ServiceBucketsQuery } from './operations';
import type { UploadItem } from './UploadQueue';
import { UploadError, uploadWithProgress } from './uploadWithProgress';

/**
 * Upload files into a bucket folder: each gets a presigned PUT from the API and goes straight
 * from the browser to the S3 endpoint (no secret in the page), with its progress tracked.
 */
export function useUploads(bucket: string, prefix: string) {
  const { t, errorText } = useDashboardT();
  const client = useApolloClient();
  const [presign] = useMutation(PresignObjectUrlMutation);
  const [items, setItems] = useState<UploadItem[]>([]);
  const nextId = useRef(1);
  const patch = (id: number, change: Partial<UploadItem>) => setItems((cur) => cur.map((u) => (u.id === id ? { ...u, ...change } : u)));

  const uploadOne = useCallback(
    async (file: File) => {
      const id = nextId.current++;
      setItems((cur) => [...cur, { id, name: file.name, loaded: 0, total: file.size, state: 'uploading' }]);
      try {
        if (file.size > LIMITS.maxSinglePutBytes) throw new UploadError('toast.uploadTooLarge', 'Files over 5 GB need multipart upload: use the AWS CLI or an SDK.');
        const { data } = await presign({ variables: { input: { bucket, key: prefix + file.name, method: 'PUT', expiresInSeconds: 3600 } } });
        if (!data) throw new Error('No upload URL');
        await uploadWithProgress(data.presignObjectUrl.url, file, (p) => patch(id, { loaded: p.loaded, total: p.total }));
        patch(id, { state: 'done', loaded: file.size });
      } catch (err) {
        const message = err instanceof UploadError ? t(err.key) : errorText(err, 'toast.uploadFailed');
        patch(id, { state: 'failed', error: message });
        notify({ title: t('toast.uploadFailed'), description: `${file.name}: ${message}`, variant: 'destructive' });
      }
    },
    [bucket, prefix, presign, t, errorText],
  );

  const upload = useCallback(
    async (files: File[]) => {
      await Promise.all(files.map(uploadOne));
      await client.refetchQueries({ include: [BucketObjectsQuery, ServiceBucketsQuery] });
    },
    [client, uploadOne],
  );

  const clear = () => setItems((cur) => cur.filter((u) => u.state === 'uploading'));
  return { items, upload, clear };
}
