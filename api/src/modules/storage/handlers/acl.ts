import type { BucketAccess } from '../domain/buckets';
import { findObject } from '../domain/objects';
import { cannedAclOf, objectAclOf, publicAccessOf, requirePublicAclAllowed, setBucketAcl, type CannedAcl } from '../domain/public-access';
import { ObjectEntity } from '../entities/object.entity';
import type { S3Context } from '../s3/context';
import { malformedXml, noSuchKey, s3err } from '../s3/errors';
import { parseXml, XSI_NS, type XmlObject } from '../s3/xml';
import { ownerOf, readSmallBody, text } from './common';

/**
 * ACLs as S3 has them, for the canned ACLs people use: `private` (the owner's full control) and
 * `public-read` (plus READ for the AllUsers group), on a bucket (anyone may list it) or an object
 * (anyone may read it), subject to Block Public Access (domain/public-access.ts). Other grants
 * (other accounts, WRITE for anyone, authenticated-read) are refused as S3 refuses ACLs on a
 * bucket that does not allow them: access is shared with bucket-scoped keys and policies.
 */

const FULL_CONTROL = 'FULL_CONTROL';
export const ALL_USERS = 'http://acs.amazonaws.com/groups/global/AllUsers';

/** The ACL document: the owner's full control, and READ for AllUsers when public; grantees typed as S3 types them (`xsi:type`; s3cmd reads it). */
export function aclDocument(userId: number, acl: CannedAcl): XmlObject {
  const owner = ownerOf(userId);
  const grants: XmlObject[] = [{ Grantee: { '@_xmlns:xsi': XSI_NS, '@_xsi:type': 'CanonicalUser', ...owner }, Permission: FULL_CONTROL }];
  if (acl === 'public-read') grants.push({ Grantee: { '@_xmlns:xsi': XSI_NS, '@_xsi:type': 'Group', URI: ALL_USERS }, Permission: 'READ' });
  return { Owner: owner, AccessControlList: { Grant: grants } };
}

async function objectOf(ctx: S3Context, access: BucketAccess): Promise<ObjectEntity | null> {
  if (ctx.key === null) return null;
  const obj = await findObject(ctx.gw.db, access.bucket.id, ctx.key);
  if (!obj) throw noSuchKey(ctx.key);
  return obj;
}

/** GET ?acl on a bucket or an object. */
export async function getAcl(ctx: S3Context, access: BucketAccess) {
  const obj = await objectOf(ctx, access);
  const acl = obj ? objectAclOf(obj.acl) : (await publicAccessOf(ctx.gw.db, access.bucket)).bucketAcl;
  ctx.sendXml(200, 'AccessControlPolicy', aclDocument(access.bucket.userId, acl));
}

const aclsNotSupported = () => s3err('AccessControlListNotSupported', 'The bucket does not allow ACLs');
const GRANT_HEADERS = ['x-amz-grant-read', 'x-amz-grant-write', 'x-amz-grant-read-acp', 'x-amz-grant-write-acp', 'x-amz-grant-full-control'];
const CANNED = ['private', 'public-read', 'public-read-write', 'authenticated-read', 'aws-exec-read', 'bucket-owner-read', 'bucket-owner-full-control', 'log-delivery-write'];

/** An x-amz-acl value → the canned ACL it sets; S3's InvalidArgument for a value S3 does not have, and the ACL refusal for one not offered. */
export function cannedOf(value: string): CannedAcl {
  if (!CANNED.includes(value)) throw s3err('InvalidArgument', '', { ArgumentName: 'x-amz-acl', ArgumentValue: value });
  const acl = cannedAclOf(value);
  if (!acl) throw aclsNotSupported();
  return acl;
}

/**
 * The ACL a write asks for with x-amz-acl (PutObject, CopyObject, CreateMultipartUpload,
 * CreateBucket): private when absent; public-read only where Block Public Access allows it.
 */
export async function requestedAcl(ctx: S3Context, access: BucketAccess | null): Promise<CannedAcl> {
  const raw = ctx.h('x-amz-acl');
  if (raw === undefined) return 'private';
  const acl = cannedOf(raw.trim());
  if (acl === 'public-read' && access) await requirePublicAclAllowed(ctx.gw.db, access, acl);
  return acl;
}

const list = (v: unknown): unknown[] => (v === undefined || v === null || v === '' ? [] : Array.isArray(v) ? v : [v]);

/**
 * The canned ACL an AccessControlPolicy document amounts to: FULL_CONTROL for the owner, plus READ
 * for AllUsers (public-read). Anything else is refused as S3 refuses ACLs it does not allow.
 */
export function aclOfDocument(doc: Record<string, unknown>, ownerId: string): CannedAcl {
  const policy = doc.AccessControlPolicy;
  if (!policy || typeof policy !== 'object') throw malformedXml();
  const aclEl = (policy as Record<string, unknown>).AccessControlList;
  const grants = list(aclEl && typeof aclEl === 'object' ? (aclEl as Record<string, unknown>).Grant : undefined);
  let publicRead = false;
  for (const g of grants) {
    if (!g || typeof g !== 'object') throw malformedXml();
    const grant = g as Record<string, unknown>;
    const grantee = grant.Grantee as Record<string, unknown> | undefined;
    if (!grantee || typeof grantee !== 'object') throw malformedXml();
    const permission = text(grant.Permission);
    if (permission === FULL_CONTROL && text(grantee.ID) === ownerId) continue;
    if (permission === 'READ' && text(grantee.URI) === ALL_USERS) {
      publicRead = true;
      continue;
    }
    throw aclsNotSupported();
  }
  return publicRead ? 'public-read' : 'private';
}

/**
 * PUT ?acl (s3cmd setacl, `aws s3api put-bucket-acl`/`put-object-acl`): a canned ACL header, or a
 * document granting the owner full control and maybe AllUsers READ. public-read is refused under
 * BlockPublicAcls (AccessDenied).
 */
export async function putAcl(ctx: S3Context, access: BucketAccess) {
  const obj = await objectOf(ctx, access);
  const canned = ctx.h('x-amz-acl');
  const grants = GRANT_HEADERS.filter((h) => ctx.h(h) !== undefined);
  const raw = await readSmallBody(ctx, 64 * 1024);
  if (canned !== undefined && (grants.length > 0 || raw.trim())) throw s3err('InvalidRequest', 'Specifying both Canned ACLs and Header Grants is not allowed');
  let acl: CannedAcl;
  if (canned !== undefined) acl = cannedOf(canned.trim());
  else if (grants.length > 0) throw aclsNotSupported();
  else if (!raw.trim()) throw s3err('MissingSecurityHeader', 'Your request was missing a required header', { MissingHeaderName: 'x-amz-acl' });
  else acl = aclOfDocument(parseXml(raw), ownerOf(access.bucket.userId).ID);
  if (obj) {
    await requirePublicAclAllowed(ctx.gw.db, access, acl);
    await ctx.gw.db.getRepository(ObjectEntity).update({ id: obj.id }, { acl: acl === 'public-read' ? 'public-read' : null });
  } else {
    await setBucketAcl(ctx.gw.db, access, acl);
  }
  ctx.sendEmpty(200);
}
