import { LIMITS } from '../../../contracts/storage';
import { config } from '../../../config/config';
import { authenticateForm } from '../auth/verify';
import { uriEncode } from '../auth/sigv4';
import type { BucketAccess } from '../domain/buckets';
import { commitObject, findObject } from '../domain/objects';
import { checkPostPolicy, InvalidPostPolicyError, parsePostPolicy, PostPolicyViolation, type PostPolicy } from '../domain/post-policy';
import { releaseSoon } from '../domain/reservations';
import { checkTags } from '../domain/tagging';
import { refuseNul } from '../s3/arguments';
import { applyCorsOfBucket } from '../s3/bucket-cors';
import type { S3Context } from '../s3/context';
import { accessDenied, s3err } from '../s3/errors';
import { readPostForm, type PostForm } from '../s3/post-form';
import { collectSoon, quoted, versionHeader } from './common';
import { checkKey, storedHeadersFrom } from './object-headers';
import { receiveBlob } from './receive';
import { parseTaggingXml } from './tagging';

/**
 * POST /bucket with multipart/form-data — S3's POST Object, the browser form upload ("presigned
 * POST": boto3 `generate_presigned_post`, minio `presignedPostPolicy`). The form carries its own
 * credentials: a policy (domain/post-policy.ts) signed with SigV4 by an access key. The upload
 * then goes where a PutObject goes: the key's permission and scope, the reservation and the quota,
 * the blob store, one commit (domain/objects.ts), metering.
 */

/** A form upload, once its form is read up to the file and its policy and signature hold. */
export interface FormUpload {
  form: PostForm;
  /** The object key: the `key` field, `${filename}` replaced with the file's name. */
  key: string;
  /** The policy's content-length-range, if it has one. */
  range: { min: number; max: number } | null;
}

const uploads = new WeakMap<S3Context, FormUpload>();

/** The form upload of a request `authenticateUpload` accepted. */
export const uploadOf = (ctx: S3Context): FormUpload => {
  const u = uploads.get(ctx);
  if (!u) throw new Error('form upload not authenticated');
  return u;
};

/**
 * The credentials of a form upload (operations.ts runs this instead of the header signature
 * check): the bucket's CORS headers first (so a page on another origin can read any refusal),
 * then the form up to its file, the signature over its policy, the policy's expiration and
 * conditions.
 */
export async function authenticateUpload(ctx: S3Context): Promise<void> {
  await applyCorsOfBucket(ctx);
  const form = await readPostForm(ctx);
  const { fields } = form;
  // As in a URL: no NUL in any field or the file's name (PostgreSQL cannot store it; no store can hold such a key).
  for (const [name, value] of fields) refuseNul(name + value, name);
  refuseNul(form.file.filename, 'filename');
  ctx.principal = await authenticateForm(ctx.gw.db, fields);
  const policy = readPolicy(fields.get('policy')!);
  // The bucket is a field of the form too: the one in the URL, whatever a field of that name says.
  const range = meetPolicy(() => checkPostPolicy(policy, new Map([...fields, ['bucket', ctx.bucket!]]), new Date()));
  const rawKey = fields.get('key');
  if (!rawKey) throw s3err('InvalidArgument', "Bucket POST must contain a field named 'key'.  If it is specified, please check the order of the fields.", { ArgumentName: 'key', ArgumentValue: '' });
  const key = rawKey.split('${filename}').join(form.file.filename);
  if (!key) throw s3err('InvalidArgument', 'User key must have a length greater than 0.', { ArgumentName: 'key', ArgumentValue: '' });
  uploads.set(ctx, { form, key, range });
}

/** The policy document, or S3's InvalidPolicyDocument. */
function readPolicy(base64: string): PostPolicy {
  try {
    return parsePostPolicy(base64);
  } catch (e) {
    if (e instanceof InvalidPostPolicyError) throw s3err('InvalidPolicyDocument', e.message);
    throw e;
  }
}

/** A form that does not meet its policy is AccessDenied, with S3's words for why. */
function meetPolicy<T>(check: () => T): T {
  try {
    return check();
  } catch (e) {
    if (e instanceof PostPolicyViolation) throw accessDenied(e.message);
    throw e;
  }
}

/** S3's answer to a successful form upload: where the form says (303), or the status it asks for (204 by default). */
function answer(ctx: S3Context, fields: ReadonlyMap<string, string>, key: string, etag: string, version: Record<string, string>): void {
  const location = `${baseUrl(ctx)}/${uriEncode(ctx.bucket!)}/${uriEncode(key, true)}`;
  const headers = { etag: quoted(etag), location, ...version };
  const redirect = fields.get('success_action_redirect') ?? fields.get('redirect');
  if (redirect) {
    let url: URL | null = null;
    try {
      url = new URL(redirect);
    } catch {
      url = null;
    }
    if (url && (url.protocol === 'http:' || url.protocol === 'https:')) {
      url.searchParams.append('bucket', ctx.bucket!);
      url.searchParams.append('key', key);
      url.searchParams.append('etag', quoted(etag));
      ctx.sendEmpty(303, { ...headers, location: url.toString() });
      return;
    }
  }
  const status = fields.get('success_action_status');
  if (status === '201') ctx.sendXml(201, 'PostResponse', { Location: location, Bucket: ctx.bucket!, Key: key, ETag: quoted(etag) }, headers);
  else ctx.sendEmpty(status === '200' ? 200 : 204, headers);
}

/** The endpoint as the client reached it (its Host), or the configured public URL. */
function baseUrl(ctx: S3Context): string {
  const configured = config().s3.publicUrl;
  const host = ctx.h('host');
  if (!host || !/^[A-Za-z0-9.:[\]-]+$/.test(host)) return configured;
  try {
    const pub = new URL(configured);
    if (pub.host === host) return configured;
  } catch {
    /* fall through */
  }
  return `http://${host}`;
}

/** The upload itself: the file streamed through the PutObject path, within the policy's content-length-range. */
export async function postObject(ctx: S3Context, access: BucketAccess): Promise<void> {
  const { form, key, range } = uploadOf(ctx);
  const { fields } = form;
  checkKey(key);
  const acl = fields.get('x-amz-acl');
  if (acl !== undefined && acl !== 'private') throw s3err('AccessControlListNotSupported', 'The bucket does not allow ACLs: uploads are private (x-amz-acl may only be "private").');
  // Content-Type, Cache-Control… and x-amz-meta-* are fields of the form, kept as a PUT's headers are.
  const { contentType, headers } = storedHeadersFrom(new Map([...fields].map(([k, v]) => [k, [v]])));
  const tagging = fields.get('tagging');
  const tags = tagging ? checkTags(parseTaggingXml(tagging)) : [];
  const maxBytes = Math.min(LIMITS.maxSinglePutBytes, range?.max ?? Infinity);
  const tooLarge =
    range && range.max < LIMITS.maxSinglePutBytes ? 'Your proposed upload exceeds the maximum allowed size' : 'Your proposed upload exceeds the maximum allowed size of a single PUT (5 GB): use multipart upload.';
  const part = { stream: form.file.stream, minBytes: range?.min ?? 0 };
  const { blobKey, body, reservation } = await receiveBlob(ctx, access, { kind: 'object', key }, maxBytes, tooLarge, async (m) => (await findObject(m, access.bucket.id, key))?.size ?? 0, part);
  const etag = body.md5.toString('hex');
  let version: Record<string, string>;
  try {
    // The whole form, well-formed to its closing boundary, before the object becomes visible.
    await form.finished;
    const draft = { key, size: body.size, etag, contentType, headers, checksum: null, blobKey, parts: [], tags };
    const { object, doomed } = await commitObject(ctx.gw.db, access, draft, { newBlobs: [blobKey], reservation });
    collectSoon(ctx.gw.db, ctx.gw.blobs, doomed);
    version = versionHeader(access, object);
  } catch (e) {
    releaseSoon(ctx.gw.db, reservation);
    collectSoon(ctx.gw.db, ctx.gw.blobs, [blobKey]);
    throw e;
  }
  answer(ctx, fields, key, etag, version);
}
