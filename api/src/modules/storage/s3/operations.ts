import { getAcl, getBucketLocation, getBucketVersioning, headBucket, listAllBuckets, putBucket, removeBucket } from '../handlers/buckets';
import { copyObject } from '../handlers/copy';
import { deleteMany, deleteObject } from '../handlers/delete';
import { getObject } from '../handlers/get-object';
import { listObjectsV1, listObjectsV2, listObjectVersions } from '../handlers/list';
import { abortMultipart, completeMultipart, createMultipart, uploadPart, uploadPartCopy } from '../handlers/multipart';
import { listParts, listUploads } from '../handlers/multipart-list';
import { putObject } from '../handlers/put-object';
import type { S3Context } from './context';
import type { Handler } from './router';

/**
 * S3's name for what a request does (PutObject, GetObject…), as the access log and the security
 * trail show it: the handler the router chose, looked up by identity (not by its JavaScript name,
 * which a bundler may rename).
 */
const OPERATIONS = new Map<Handler, string>([
  [listAllBuckets, 'ListBuckets'],
  [putBucket, 'CreateBucket'],
  [headBucket, 'HeadBucket'],
  [removeBucket, 'DeleteBucket'],
  [getBucketLocation, 'GetBucketLocation'],
  [getBucketVersioning, 'GetBucketVersioning'],
  [listObjectsV1, 'ListObjects'],
  [listObjectsV2, 'ListObjectsV2'],
  [listObjectVersions, 'ListObjectVersions'],
  [listUploads, 'ListMultipartUploads'],
  [deleteMany, 'DeleteObjects'],
  [putObject, 'PutObject'],
  [copyObject, 'CopyObject'],
  [deleteObject, 'DeleteObject'],
  [createMultipart, 'CreateMultipartUpload'],
  [uploadPart, 'UploadPart'],
  [uploadPartCopy, 'UploadPartCopy'],
  [completeMultipart, 'CompleteMultipartUpload'],
  [abortMultipart, 'AbortMultipartUpload'],
  [listParts, 'ListParts'],
]);

/** The bucket sub-resources the router answers as "not configured" (one closure each). */
const UNCONFIGURED: Record<string, string> = { cors: 'GetBucketCors', policy: 'GetBucketPolicy', lifecycle: 'GetBucketLifecycleConfiguration', tagging: 'GetBucketTagging' };

export function operationOf(handler: Handler, ctx: S3Context): string {
  const known = OPERATIONS.get(handler);
  if (known) return known;
  if (handler === getObject) return ctx.method === 'HEAD' ? 'HeadObject' : 'GetObject';
  if (handler === getAcl) return ctx.key === null ? 'GetBucketAcl' : 'GetObjectAcl';
  const sub = Object.keys(UNCONFIGURED).find((n) => ctx.has(n));
  if (sub && ctx.key === null) return UNCONFIGURED[sub]!;
  return handler.name || 'Unknown';
}
