import { getAcl, getBucketLocation, getBucketVersioning, headBucket, listAllBuckets, putBucket, removeBucket } from '../handlers/buckets';
import { copyObject } from '../handlers/copy';
import { deleteMany, deleteObject } from '../handlers/delete';
import { getObject } from '../handlers/get-object';
import { listObjectsV1, listObjectsV2, listObjectVersions } from '../handlers/list';
import { abortMultipart, completeMultipart, createMultipart, uploadPart, uploadPartCopy } from '../handlers/multipart';
import { listParts, listUploads } from '../handlers/multipart-list';
import { putObject } from '../handlers/put-object';
import { bucketFor } from '../domain/buckets';
import { refuseNulArguments } from './arguments';
import type { S3Context } from './context';
import { s3err } from './errors';

export type Handler = (ctx: S3Context) => Promise<void>;

/** Bucket sub-resources S3 has that this gateway does not configure: answered as S3 answers an unconfigured bucket. */
const UNCONFIGURED: Record<string, [string, string]> = {
  cors: ['NoSuchCORSConfiguration', 'The CORS configuration does not exist'],
  policy: ['NoSuchBucketPolicy', 'The bucket policy does not exist'],
  lifecycle: ['NoSuchLifecycleConfiguration', 'The lifecycle configuration does not exist'],
  tagging: ['NoSuchTagSet', 'The TagSet does not exist'],
};

const NOT_IMPLEMENTED = ['website', 'replication', 'notification', 'logging', 'encryption', 'object-lock', 'retention', 'legal-hold', 'torrent', 'accelerate', 'requestPayment', 'analytics', 'inventory', 'metrics', 'intelligent-tiering', 'ownershipControls', 'publicAccessBlock', 'restore', 'select', 'attributes'];

const notImplemented = (): never => {
  throw s3err('NotImplemented', 'A header or query you provided implies functionality that is not implemented.');
};

function unconfigured(name: string): Handler {
  const [code, message] = UNCONFIGURED[name]!;
  return async (ctx) => {
    const { bucket } = await bucketFor(ctx.gw.db, ctx.bucket!, ctx.caller, 'read');
    ctx.serviceId = bucket.serviceId;
    throw s3err(code as never, message, { BucketName: bucket.name });
  };
}

/** The S3 operation a request names: method, path-style address and sub-resource query. */
export function route(ctx: S3Context): Handler {
  const m = ctx.method;
  refuseNulArguments(ctx);
  if (NOT_IMPLEMENTED.some((n) => ctx.has(n))) notImplemented();
  if (!ctx.bucket) {
    if (m === 'GET') return listAllBuckets;
    throw s3err('MethodNotAllowed', 'The specified method is not allowed against this resource.');
  }
  if (ctx.key === null) {
    const sub = Object.keys(UNCONFIGURED).find((n) => ctx.has(n));
    if (sub) return m === 'GET' ? unconfigured(sub) : notImplemented();
    if (m === 'GET') {
      if (ctx.has('location')) return getBucketLocation;
      if (ctx.has('versioning')) return getBucketVersioning;
      if (ctx.has('acl')) return getAcl;
      if (ctx.has('versions')) return listObjectVersions;
      if (ctx.has('uploads')) return listUploads;
      if (ctx.q('list-type') === '2') return listObjectsV2;
      return listObjectsV1;
    }
    if (m === 'HEAD') return headBucket;
    if (m === 'PUT') return ctx.has('acl') || ctx.has('versioning') ? notImplemented() : putBucket;
    if (m === 'DELETE') return removeBucket;
    if (m === 'POST' && ctx.has('delete')) return deleteMany;
    throw s3err('MethodNotAllowed', 'The specified method is not allowed against this resource.');
  }
  if (ctx.has('tagging')) notImplemented();
  const upload = ctx.has('uploadId');
  const copying = ctx.h('x-amz-copy-source') !== undefined;
  switch (m) {
    case 'GET':
      if (ctx.has('acl')) return getAcl;
      return upload ? listParts : getObject;
    case 'HEAD':
      return getObject;
    case 'PUT':
      if (ctx.has('acl')) notImplemented();
      if (upload || ctx.has('partNumber')) return copying ? uploadPartCopy : uploadPart;
      return copying ? copyObject : putObject;
    case 'POST':
      if (ctx.has('uploads')) return createMultipart;
      if (upload) return completeMultipart;
      return notImplemented();
    case 'DELETE':
      return upload ? abortMultipart : deleteObject;
    default:
      throw s3err('MethodNotAllowed', 'The specified method is not allowed against this resource.');
  }
}
