import type { ApiKeyPermission } from '../../account';
import { bucketFor, requireKeyInScope, requireListingInScope, requirePermission, requireUnscoped, type BucketAccess } from '../domain/buckets';
import { getAcl, putAcl } from '../handlers/acl';
import { deleteCors, getCors, putCors } from '../handlers/bucket-cors';
import { deleteLifecycle, getLifecycle, putLifecycle } from '../handlers/lifecycle';
import { deletePab, deletePolicy, getPab, getPolicy, getPolicyStatus, putPab, putPolicy } from '../handlers/public-access';
import { getBucketLocation, headBucket, listAllBuckets, putBucket, removeBucket, unconfigured } from '../handlers/buckets';
import { copyObject } from '../handlers/copy';
import { deleteMany, deleteObject } from '../handlers/delete';
import { getObject, noTorrent } from '../handlers/get-object';
import { listObjectsV1, listObjectsV2, listObjectVersions } from '../handlers/list';
import { abortMultipart, completeMultipart, createMultipart, uploadPart, uploadPartCopy } from '../handlers/multipart';
import { listParts, listUploads } from '../handlers/multipart-list';
import { putObject } from '../handlers/put-object';
import { authenticateUpload, postObject, uploadOf } from '../handlers/post-object';
import { getBucketVersioning, putBucketVersioning } from '../handlers/versioning';
import { getObjectLegalHold, getObjectLockConfiguration, getObjectRetention, putObjectLegalHold, putObjectLockConfiguration, putObjectRetention } from '../handlers/object-lock';
import { deleteObjectTagging, getObjectTagging, putObjectTagging } from '../handlers/tagging';
import { refuseNulArguments } from './arguments';
import { applyActualCors } from './bucket-cors';
import type { RequestClass, S3Context } from './context';
import { s3err } from './errors';
import { discardForm, isFormUpload } from './post-form';

/**
 * Every S3 operation the gateway serves, in one table (as Garage's `Endpoint` enum): how a request
 * is recognised, S3's name for it, the key permission it needs, its price class, and its handler.
 * The dispatcher (`run`) does, once per request, what each handler used to repeat: it sets the
 * price class, resolves the bucket with the permission (or checks the permission for the two
 * operations without one), and binds the request to the bucket's service for metering. Handlers do
 * only their own work. A new operation is a row here (docs/architecture.md, "A new S3 operation");
 * `operations.test.ts` refuses a row without a permission or a class.
 */

/** Where in the path-style address a request points: `/`, `/bucket` or `/bucket/key`. */
export type Scope = 'service' | 'bucket' | 'object';

/**
 * `'any-key'`: every valid key may (ListBuckets names only the caller's own buckets, for any
 * permission, as it always has). Otherwise the key must hold that permission.
 */
export type OperationPermission = ApiKeyPermission | 'any-key';

interface Match {
  scope: Scope;
  /** The HTTP method; omitted on a refusal that applies to every method. */
  method?: 'GET' | 'HEAD' | 'PUT' | 'POST' | 'DELETE';
  /** Sub-resources and headers that must be present (checked after scope and method). */
  when?: (ctx: S3Context) => boolean;
}

/**
 * How a bucket-scoped key (one limited to chosen buckets, maybe to an object-key prefix) is
 * checked beyond its buckets, which the bucket lookup checks for every operation:
 * - `object`: the request's object key must be under the key's prefix (every `/bucket/key` row);
 * - `bucket`: nothing more (HeadBucket, GetBucketLocation…: about the bucket, not its keys);
 * - `listing`: the `prefix` query must start with the key's prefix;
 * - `per-key`: the handler checks each key it names (DeleteObjects);
 * - `form-key`: the object key a browser upload form names must be under the prefix (PostObject);
 * - `unscoped-only`: refused to a scoped key (DeleteBucket).
 */
export type KeyScopeCheck = 'object' | 'bucket' | 'listing' | 'per-key' | 'form-key' | 'unscoped-only';

/** An operation on a bucket or an object: the dispatcher resolves the bucket before the handler runs. */
export interface BucketOperation extends Match {
  name: string;
  scope: 'bucket' | 'object';
  permission: ApiKeyPermission;
  /** How a bucket-scoped key is checked (defaults to `object` on `/bucket/key` rows; required on `/bucket` rows). */
  keyScope?: KeyScopeCheck;
  requestClass: RequestClass;
  handler: (ctx: S3Context, access: BucketAccess) => Promise<void>;
  /**
   * A request that carries its own credentials (a browser upload form signs its policy, not the
   * request): the server skips the header signature check and `run` calls this first; it sets
   * `ctx.principal` or refuses. `release` runs after any refusal (reads and drops a small rest of the body).
   */
  credentials?: { authenticate: (ctx: S3Context) => Promise<void>; release: (ctx: S3Context) => Promise<void> };
}

/**
 * An operation with no existing bucket to resolve (ListBuckets, CreateBucket). Its handler returns
 * the service the request is metered to, when there is one.
 */
export interface AccountOperation extends Match {
  name: string;
  scope: 'service' | 'bucket';
  account: true;
  permission: OperationPermission;
  requestClass: RequestClass;
  handler: (ctx: S3Context) => Promise<{ serviceId: number } | void>;
}

export type Operation = BucketOperation | AccountOperation;

/**
 * A request answered before any lookup: one S3 defines that this gateway does not serve
 * (NotImplemented), or a method an existing sub-resource does not take (MethodNotAllowed: a 4xx,
 * so a HEAD, which has no body to name the code, is not taken for a server failure).
 */
export interface Refusal extends Match {
  refuse: 'NotImplemented' | 'MethodNotAllowed';
}

export type Entry = Operation | Refusal;

const has = (...names: string[]) => (ctx: S3Context) => names.some((n) => ctx.has(n));
const copying = (ctx: S3Context) => ctx.h('x-amz-copy-source') !== undefined;
const partUpload = (ctx: S3Context) => ctx.has('uploadId') || ctx.has('partNumber');

/** Bucket sub-resources S3 has that this gateway does not configure: answered as S3 answers an unconfigured bucket. */
const UNCONFIGURED = [
  { sub: 'tagging', name: 'GetBucketTagging', code: 'NoSuchTagSet', message: 'The TagSet does not exist' },
] as const;

/** Sub-resources refused on any address and method. */
const NOT_IMPLEMENTED = ['website', 'replication', 'notification', 'logging', 'encryption', 'accelerate', 'requestPayment', 'analytics', 'inventory', 'metrics', 'intelligent-tiering', 'ownershipControls', 'restore', 'select', 'attributes'];

/** The table, first match wins. */
export const OPERATIONS: readonly Entry[] = [
  // `/`
  { scope: 'service', method: 'GET', name: 'ListBuckets', account: true, permission: 'any-key', requestClass: 'A', handler: listAllBuckets },

  // `/bucket`
  { scope: 'bucket', method: 'GET', when: has('cors'), name: 'GetBucketCors', permission: 'read', keyScope: 'bucket', requestClass: 'B', handler: getCors },
  { scope: 'bucket', method: 'PUT', when: has('cors'), name: 'PutBucketCors', permission: 'write', keyScope: 'unscoped-only', requestClass: 'A', handler: putCors },
  // S3 guards DeleteBucketCors with the PutBucketCORS permission: a configuration change, not a deletion of data.
  { scope: 'bucket', method: 'DELETE', when: has('cors'), name: 'DeleteBucketCors', permission: 'write', keyScope: 'unscoped-only', requestClass: 'other', handler: deleteCors },
  // Public access (domain/public-access.ts): the settings are the owner's (unscoped keys only), reading them is a bucket question.
  { scope: 'bucket', method: 'GET', when: has('policy'), name: 'GetBucketPolicy', permission: 'read', keyScope: 'bucket', requestClass: 'B', handler: getPolicy },
  { scope: 'bucket', method: 'PUT', when: has('policy'), name: 'PutBucketPolicy', permission: 'write', keyScope: 'unscoped-only', requestClass: 'A', handler: putPolicy },
  { scope: 'bucket', method: 'DELETE', when: has('policy'), name: 'DeleteBucketPolicy', permission: 'write', keyScope: 'unscoped-only', requestClass: 'other', handler: deletePolicy },
  { scope: 'bucket', when: has('policy'), refuse: 'MethodNotAllowed' },
  { scope: 'bucket', method: 'GET', when: has('policyStatus'), name: 'GetBucketPolicyStatus', permission: 'read', keyScope: 'bucket', requestClass: 'B', handler: getPolicyStatus },
  { scope: 'bucket', when: has('policyStatus'), refuse: 'MethodNotAllowed' },
  { scope: 'bucket', method: 'GET', when: has('publicAccessBlock'), name: 'GetPublicAccessBlock', permission: 'read', keyScope: 'bucket', requestClass: 'B', handler: getPab },
  { scope: 'bucket', method: 'PUT', when: has('publicAccessBlock'), name: 'PutPublicAccessBlock', permission: 'write', keyScope: 'unscoped-only', requestClass: 'A', handler: putPab },
  { scope: 'bucket', method: 'DELETE', when: has('publicAccessBlock'), name: 'DeletePublicAccessBlock', permission: 'write', keyScope: 'unscoped-only', requestClass: 'other', handler: deletePab },
  { scope: 'bucket', when: has('publicAccessBlock'), refuse: 'MethodNotAllowed' },
  { scope: 'object', when: has('policy', 'policyStatus', 'publicAccessBlock'), refuse: 'NotImplemented' },
  // Lifecycle (domain/lifecycle.ts; the job that applies it: domain/lifecycle-run.ts): as the CORS rows.
  { scope: 'bucket', method: 'GET', when: has('lifecycle'), name: 'GetBucketLifecycleConfiguration', permission: 'read', keyScope: 'bucket', requestClass: 'B', handler: getLifecycle },
  { scope: 'bucket', method: 'PUT', when: has('lifecycle'), name: 'PutBucketLifecycleConfiguration', permission: 'write', keyScope: 'unscoped-only', requestClass: 'A', handler: putLifecycle },
  // S3 guards DeleteBucketLifecycle with the PutLifecycleConfiguration permission, as DeleteBucketCors.
  { scope: 'bucket', method: 'DELETE', when: has('lifecycle'), name: 'DeleteBucketLifecycle', permission: 'write', keyScope: 'unscoped-only', requestClass: 'other', handler: deleteLifecycle },
  { scope: 'bucket', when: has('lifecycle'), refuse: 'MethodNotAllowed' },
  ...UNCONFIGURED.map(({ sub, name, code, message }): Entry => ({ scope: 'bucket', method: 'GET', when: has(sub), name, permission: 'read', keyScope: 'bucket', requestClass: 'B', handler: unconfigured(code, message) })),
  { scope: 'bucket', when: has(...UNCONFIGURED.map((u) => u.sub)), refuse: 'NotImplemented' },
  { scope: 'bucket', when: has('torrent'), refuse: 'NotImplemented' },
  // Object lock (domain/object-lock.ts): the bucket's configuration is the owner's to set; retention and legal hold are per version.
  { scope: 'bucket', method: 'GET', when: has('object-lock'), name: 'GetObjectLockConfiguration', permission: 'read', keyScope: 'bucket', requestClass: 'B', handler: getObjectLockConfiguration },
  { scope: 'bucket', method: 'PUT', when: has('object-lock'), name: 'PutObjectLockConfiguration', permission: 'write', keyScope: 'unscoped-only', requestClass: 'A', handler: putObjectLockConfiguration },
  { scope: 'bucket', when: has('object-lock'), refuse: 'MethodNotAllowed' },
  { scope: 'bucket', when: has('retention', 'legal-hold'), refuse: 'NotImplemented' },
  { scope: 'bucket', method: 'GET', when: has('location'), name: 'GetBucketLocation', permission: 'read', keyScope: 'bucket', requestClass: 'B', handler: getBucketLocation },
  { scope: 'bucket', method: 'GET', when: has('versioning'), name: 'GetBucketVersioning', permission: 'read', keyScope: 'bucket', requestClass: 'B', handler: getBucketVersioning },
  { scope: 'bucket', method: 'GET', when: has('acl'), name: 'GetBucketAcl', permission: 'read', keyScope: 'bucket', requestClass: 'B', handler: getAcl },
  { scope: 'bucket', method: 'GET', when: has('versions'), name: 'ListObjectVersions', permission: 'read', keyScope: 'listing', requestClass: 'A', handler: listObjectVersions },
  { scope: 'bucket', method: 'GET', when: has('uploads'), name: 'ListMultipartUploads', permission: 'read', keyScope: 'listing', requestClass: 'A', handler: listUploads },
  { scope: 'bucket', method: 'GET', when: (ctx) => ctx.q('list-type') === '2', name: 'ListObjectsV2', permission: 'read', keyScope: 'listing', requestClass: 'A', handler: listObjectsV2 },
  { scope: 'bucket', method: 'GET', name: 'ListObjects', permission: 'read', keyScope: 'listing', requestClass: 'A', handler: listObjectsV1 },
  { scope: 'bucket', method: 'HEAD', name: 'HeadBucket', permission: 'read', keyScope: 'bucket', requestClass: 'B', handler: headBucket },
  { scope: 'bucket', method: 'PUT', when: has('acl'), name: 'PutBucketAcl', permission: 'write', keyScope: 'unscoped-only', requestClass: 'A', handler: putAcl },
  { scope: 'bucket', method: 'PUT', when: has('versioning'), name: 'PutBucketVersioning', permission: 'write', keyScope: 'unscoped-only', requestClass: 'A', handler: putBucketVersioning },
  { scope: 'bucket', when: has('versioning'), refuse: 'MethodNotAllowed' },
  { scope: 'bucket', method: 'PUT', name: 'CreateBucket', account: true, permission: 'write', requestClass: 'A', handler: putBucket },
  { scope: 'bucket', method: 'DELETE', name: 'DeleteBucket', permission: 'delete', keyScope: 'unscoped-only', requestClass: 'other', handler: removeBucket },
  { scope: 'bucket', method: 'POST', when: has('delete'), name: 'DeleteObjects', permission: 'delete', keyScope: 'per-key', requestClass: 'other', handler: deleteMany },
  // A browser form upload (presigned POST): writes an object, as PutObject, under the form's key.
  {
    scope: 'bucket',
    method: 'POST',
    when: (ctx) => ctx.query.length === 0 && isFormUpload(ctx),
    name: 'PostObject',
    permission: 'write',
    keyScope: 'form-key',
    requestClass: 'A',
    handler: postObject,
    credentials: { authenticate: authenticateUpload, release: (ctx) => discardForm(ctx) },
  },

  // `/bucket/key`
  { scope: 'object', method: 'GET', when: has('torrent'), name: 'GetObjectTorrent', permission: 'read', requestClass: 'B', handler: noTorrent },
  { scope: 'object', when: has('torrent'), refuse: 'NotImplemented' },
  { scope: 'object', method: 'GET', when: has('tagging'), name: 'GetObjectTagging', permission: 'read', requestClass: 'B', handler: getObjectTagging },
  { scope: 'object', method: 'PUT', when: has('tagging'), name: 'PutObjectTagging', permission: 'write', requestClass: 'A', handler: putObjectTagging },
  { scope: 'object', method: 'DELETE', when: has('tagging'), name: 'DeleteObjectTagging', permission: 'delete', requestClass: 'other', handler: deleteObjectTagging },
  { scope: 'object', when: has('tagging'), refuse: 'MethodNotAllowed' },
  { scope: 'object', method: 'GET', when: has('retention'), name: 'GetObjectRetention', permission: 'read', requestClass: 'B', handler: getObjectRetention },
  { scope: 'object', method: 'PUT', when: has('retention'), name: 'PutObjectRetention', permission: 'write', requestClass: 'A', handler: putObjectRetention },
  { scope: 'object', when: has('retention'), refuse: 'MethodNotAllowed' },
  { scope: 'object', method: 'GET', when: has('legal-hold'), name: 'GetObjectLegalHold', permission: 'read', requestClass: 'B', handler: getObjectLegalHold },
  { scope: 'object', method: 'PUT', when: has('legal-hold'), name: 'PutObjectLegalHold', permission: 'write', requestClass: 'A', handler: putObjectLegalHold },
  { scope: 'object', when: has('legal-hold'), refuse: 'MethodNotAllowed' },
  { scope: 'object', when: has('object-lock'), refuse: 'NotImplemented' },
  { scope: 'object', method: 'GET', when: has('acl'), name: 'GetObjectAcl', permission: 'read', requestClass: 'B', handler: getAcl },
  { scope: 'object', method: 'GET', when: has('uploadId'), name: 'ListParts', permission: 'read', requestClass: 'A', handler: listParts },
  { scope: 'object', method: 'GET', name: 'GetObject', permission: 'read', requestClass: 'B', handler: getObject },
  { scope: 'object', method: 'HEAD', name: 'HeadObject', permission: 'read', requestClass: 'B', handler: getObject },
  { scope: 'object', method: 'PUT', when: has('acl'), name: 'PutObjectAcl', permission: 'write', requestClass: 'A', handler: putAcl },
  { scope: 'object', method: 'PUT', when: (ctx) => partUpload(ctx) && copying(ctx), name: 'UploadPartCopy', permission: 'write', requestClass: 'A', handler: uploadPartCopy },
  { scope: 'object', method: 'PUT', when: partUpload, name: 'UploadPart', permission: 'write', requestClass: 'A', handler: uploadPart },
  { scope: 'object', method: 'PUT', when: copying, name: 'CopyObject', permission: 'write', requestClass: 'A', handler: copyObject },
  { scope: 'object', method: 'PUT', name: 'PutObject', permission: 'write', requestClass: 'A', handler: putObject },
  { scope: 'object', method: 'POST', when: has('uploads'), name: 'CreateMultipartUpload', permission: 'write', requestClass: 'A', handler: createMultipart },
  { scope: 'object', method: 'POST', when: has('uploadId'), name: 'CompleteMultipartUpload', permission: 'write', requestClass: 'A', handler: completeMultipart },
  { scope: 'object', method: 'POST', refuse: 'NotImplemented' },
  { scope: 'object', method: 'DELETE', when: has('uploadId'), name: 'AbortMultipartUpload', permission: 'delete', requestClass: 'other', handler: abortMultipart },
  { scope: 'object', method: 'DELETE', name: 'DeleteObject', permission: 'delete', requestClass: 'other', handler: deleteObject },
];

const notImplemented = () => s3err('NotImplemented', 'A header or query you provided implies functionality that is not implemented.');
const methodNotAllowed = () => s3err('MethodNotAllowed', 'The specified method is not allowed against this resource.');

export const scopeOf = (ctx: Pick<S3Context, 'bucket' | 'key'>): Scope => (!ctx.bucket ? 'service' : ctx.key === null ? 'bucket' : 'object');

export const isRefusal = (e: Entry): e is Refusal => 'refuse' in e;

/** The operation a request names (method, path-style address, sub-resources, copy header), or the S3 refusal. */
export function route(ctx: S3Context, table: readonly Entry[] = OPERATIONS): Operation {
  refuseNulArguments(ctx);
  if (NOT_IMPLEMENTED.some((n) => ctx.has(n))) throw notImplemented();
  const scope = scopeOf(ctx);
  const entry = table.find((e) => e.scope === scope && (e.method === undefined || e.method === ctx.method) && (!e.when || e.when(ctx)));
  if (!entry) throw methodNotAllowed();
  if (isRefusal(entry)) throw entry.refuse === 'MethodNotAllowed' ? methodNotAllowed() : notImplemented();
  return entry;
}

/** Serve an authenticated request: price class, bucket and permission, metering binding, the bucket's CORS headers for an Origin, then the handler. */
export async function run(ctx: S3Context, op: Operation): Promise<void> {
  ctx.requestClass = op.requestClass;
  if ('account' in op) {
    if (op.permission !== 'any-key') requirePermission(ctx.caller, op.permission);
    const bound = await op.handler(ctx);
    if (bound) ctx.serviceId = bound.serviceId;
    return;
  }
  if (!op.credentials) return runOnBucket(ctx, op);
  try {
    await op.credentials.authenticate(ctx);
    await runOnBucket(ctx, op);
  } catch (e) {
    await op.credentials.release(ctx);
    throw e;
  }
}

async function runOnBucket(ctx: S3Context, op: BucketOperation): Promise<void> {
  const access = await bucketFor(ctx.gw.db, ctx.bucket!, ctx.caller, op.permission);
  checkKeyScope(ctx, op);
  ctx.serviceId = access.bucket.serviceId;
  await applyActualCors(ctx, access);
  await op.handler(ctx, access);
}

/** A bucket-scoped key, inside one of its buckets: what the operation reaches must be under its prefix (KeyScopeCheck). */
function checkKeyScope(ctx: S3Context, op: BucketOperation): void {
  const check = op.keyScope ?? 'object';
  if (check === 'object') requireKeyInScope(ctx.caller, ctx.key!);
  else if (check === 'listing') requireListingInScope(ctx.caller, ctx.q('prefix') ?? '');
  else if (check === 'form-key') requireKeyInScope(ctx.caller, uploadOf(ctx).key);
  else if (check === 'unscoped-only') requireUnscoped(ctx.caller);
}

const PERMISSIONS: readonly OperationPermission[] = ['read', 'write', 'delete', 'bypassGovernance', 'any-key'];
const CLASSES: readonly RequestClass[] = ['A', 'B', 'other'];

/**
 * What a table must hold (operations.test.ts runs it over OPERATIONS): every operation names its
 * permission and its price class, a handler, a unique S3 name, and only the two account-level
 * operations skip the bucket lookup. An operation without a class would be an unbilled request;
 * one without a permission, a read-only key that can write.
 */
export function problemsOf(table: readonly Entry[]): string[] {
  const problems: string[] = [];
  const names = new Set<string>();
  for (const [i, e] of table.entries()) {
    if (isRefusal(e)) continue;
    const at = `${e.name ?? `entry ${i}`}`;
    if (!e.name) problems.push(`entry ${i} has no S3 operation name`);
    else if (names.has(e.name)) problems.push(`${at} appears twice`);
    names.add(e.name);
    if (!PERMISSIONS.includes(e.permission)) problems.push(`${at} names no permission`);
    if (!CLASSES.includes(e.requestClass)) problems.push(`${at} names no request class`);
    if (typeof e.handler !== 'function') problems.push(`${at} has no handler`);
    if ('account' in e ? e.name !== 'ListBuckets' && e.name !== 'CreateBucket' : (e.scope as Scope) === 'service') problems.push(`${at}: only ListBuckets and CreateBucket run without a bucket`);
    if (!('account' in e)) {
      if (e.scope === 'bucket' && !e.keyScope) problems.push(`${at} names no keyScope (how a bucket-scoped key is checked)`);
      if (e.scope === 'object' && e.keyScope && e.keyScope !== 'object') problems.push(`${at}: an object operation checks its key against a scoped key's prefix`);
    }
  }
  return problems;
}
