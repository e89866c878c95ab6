/** Progress of one upload: bytes sent of the total. */
/** An upload failure of the browser's own (not the endpoint's): `key` is its dashboard text. */
export class UploadError extends Error {
  constructor(
    readonly key: 'toast.uploadUnreachable' | 'toast.uploadCancelled' | 'toast.uploadTooLarge',
    message: string,
  ) {
    super(message);
  }
}

export interface UploadProgress {
  loaded: number;
  total: number;
}

/**
 * PUT a file to a presigned URL with XMLHttpRequest, the one browser API that reports upload
 * progress. Resolves with the ETag the endpoint returns; rejects with the S3 error message.
 */
export function uploadWithProgress(url: string, file: Blob, onProgress: (p: UploadProgress) => void, signal?: AbortSignal): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    xhr.upload.onprogress = (e) => onProgress({ loaded: e.loaded, total: e.lengthComputable ? e.total : file.size });
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress({ loaded: file.size, total: file.size });
        resolve(xhr.getResponseHeader('ETag'));
      } else {
        // Ceph RGW sends an empty <Message/>: its <Code> (QuotaExceeded, AccessDenied…) still says why.
        const message = /<Message>([^<]*)<\/Message>/.exec(xhr.responseText ?? '')?.[1];
        const code = /<Code>([^<]*)<\/Code>/.exec(xhr.responseText ?? '')?.[1];
        reject(new Error(message || (code ? `The storage endpoint refused the upload: ${code}` : `The storage endpoint answered ${xhr.status}`)));
      }
    };
    xhr.onerror = () => reject(new UploadError('toast.uploadUnreachable', 'The upload could not reach the storage endpoint'));
    xhr.onabort = () => reject(new UploadError('toast.uploadCancelled', 'Upload cancelled'));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(file);
  });
}
