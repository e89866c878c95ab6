import type { BucketAccess } from '../domain/buckets';
import { findObject } from '../domain/objects';
import type { S3Context } from '../s3/context';
import { malformedXml, noSuchKey, s3err } from '../s3/errors';
import { parseXml, XSI_NS } from '../s3/xml';
import { ownerOf, readSmallBody, text } from './common';

/**
 * ACLs as S3 has them for a bucket with Object Ownership "bucket owner enforced" (S3's default for
 * new buckets since April 2023): the owner has full control of everything, and setting an ACL
 * succeeds only when it says just that. Access is shared with bucket-scoped keys, not ACLs.
 */

const FULL_CONTROL = 'FULL_CONTROL';

/** The owner's full control, with the grantee typed as S3 types it (`xsi:type`; s3cmd reads it). */
function ownerOnlyAcl(userId: number) {
  const owner = ownerOf(userId);
  return {
    Owner: owner,
    AccessControlList: { Grant: { Grantee: { '@_xmlns:xsi': XSI_NS, '@_xsi:type': 'CanonicalUser', ...owner }, Permission: FULL_CONTROL } },
  };
}

async function requireObject(ctx: S3Context, access: BucketAccess) {
  if (ctx.key !== null && !(await findObject(ctx.gw.db, access.bucket.id, ctx.key))) throw noSuchKey(ctx.key);
}

/** GET ?acl on a bucket or an object: the owner's full control. */
export async function getAcl(ctx: S3Context, access: BucketAccess) {
  await requireObject(ctx, access);
  ctx.sendXml(200, 'AccessControlPolicy', ownerOnlyAcl(ctx.caller.userId));
}

const aclsNotSupported = () => s3err('AccessControlListNotSupported', 'The bucket does not allow ACLs');
const PRIVATE_CANNED = ['private', 'bucket-owner-full-control'];
const GRANT_HEADERS = ['x-amz-grant-read', 'x-amz-grant-write', 'x-amz-grant-read-acp', 'x-amz-grant-write-acp', 'x-amz-grant-full-control'];

const list = (v: unknown): unknown[] => (v === undefined || v === null || v === '' ? [] : Array.isArray(v) ? v : [v]);

/** Does an AccessControlPolicy document grant exactly FULL_CONTROL to the owner and nothing else? */
function isOwnerOnly(doc: Record<string, unknown>, ownerId: string): boolean {
  const policy = doc.AccessControlPolicy;
  if (!policy || typeof policy !== 'object') throw malformedXml();
  const acl = (policy as Record<string, unknown>).AccessControlList;
  const grants = list(acl && typeof acl === 'object' ? (acl as Record<string, unknown>).Grant : undefined);
  return grants.every((g) => {
    if (!g || typeof g !== 'object') throw malformedXml();
    const grant = g as Record<string, unknown>;
    const grantee = grant.Grantee as Record<string, unknown> | undefined;
    return text(grant.Permission) === FULL_CONTROL && grantee !== undefined && text(grantee.ID) === ownerId;
  });
}

/**
 * PUT ?acl (s3cmd setacl, `aws s3api put-bucket-acl`/`put-object-acl`): a canned `private` (or
 * `bucket-owner-full-control`), or a document that grants only the owner full control, is what
 * the bucket already has: 200. Any other grant is refused as S3 refuses it when ACLs are disabled.
 */
export async function putAcl(ctx: S3Context, access: BucketAccess) {
  await requireObject(ctx, access);
  const canned = ctx.h('x-amz-acl');
  const grants = GRANT_HEADERS.filter((h) => ctx.h(h) !== undefined);
  const raw = await readSmallBody(ctx, 64 * 1024);
  if (canned !== undefined && (grants.length > 0 || raw.trim())) throw s3err('InvalidRequest', 'Specifying both Canned ACLs and Header Grants is not allowed');
  if (canned !== undefined) {
    if (!PRIVATE_CANNED.includes(canned)) throw aclsNotSupported();
  } else if (grants.length > 0) {
    throw aclsNotSupported();
  } else if (!raw.trim()) {
    throw s3err('MissingSecurityHeader', 'Your request was missing a required header', { MissingHeaderName: 'x-amz-acl' });
  } else if (!isOwnerOnly(parseXml(raw), ownerOf(ctx.caller.userId).ID)) {
    throw aclsNotSupported();
  }
  ctx.sendEmpty(200);
}
