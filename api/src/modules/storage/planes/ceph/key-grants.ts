import { keyUserUidOf, rgwTenantOf } from './desired';

/**
 * Bucket-scoped keys on RGW, as bucket policy statements. Pure: the reconcile job (reconcile.ts)
 * reads each bucket's policy, merges these in and writes it back when it differs.
 *
 * A scoped key is an RGW user of its own in the customer's tenant, `mw<userId>$k<keyId>`, that may
 * not create buckets (`max-buckets` -1) and owns none: it reaches nothing but what the statements
 * below allow it on the buckets it is limited to, so a statement that is missing (a bucket made
 * since, a policy replaced) fails closed. Tried on RGW 16.2 (key-users.ceph.test.ts):
 * - a principal `arn:aws:iam::<tenant>:user/k<id>` names that user; `s3:prefix` conditions
 *   hold ListBucket to the prefix, and Resource `bucket/prefix*` the object calls;
 * - ListBuckets answers an empty list for it (it owns no bucket): the one difference from the
 *   embedded plane, where it lists the buckets in its scope. HeadBucket is RGW's ListBucket, so a
 *   key limited to a prefix is refused it;
 * - an object such a key writes is owned by that user, and RGW answers AccessDenied to the bucket
 *   owner's own credentials reading it. The "readers" statement gives read back to the owner's
 *   credentials that have read access (the console's, and keys with read), on every bucket a scoped
 *   key was ever given, and stays there after the key is gone: its objects stay.
 *
 * The portal's statements carry a Sid starting `mw-`; everything else in a policy (the console's
 * public-read statement) is the customer's and is kept as it is.
 */

export const PORTAL_SID_PREFIX = 'mw-';
const READERS_SID = `${PORTAL_SID_PREFIX}readers`;

export interface Statement {
  Sid?: string;
  Effect: 'Allow' | 'Deny';
  Principal: unknown;
  Action: string[] | string;
  Resource: string[] | string;
  Condition?: Record<string, Record<string, string[] | string>>;
}

export interface PolicyDoc {
  Version: string;
  Statement: Statement[];
}

/** What a scoped key may do in one bucket it is limited to. */
export interface ScopedGrant {
  keyId: number;
  permissions: readonly string[];
  /** '' for the whole bucket. */
  prefix: string;
}

/** IAM's wildcards: a prefix holding one would widen the grant, so the Ceph plane refuses it (api-keys.service.ts). */
export const hasPolicyWildcard = (prefix: string) => /[*?]/.test(prefix) || prefix.includes('${');

const OBJECT_ACTIONS: Record<string, string[]> = {
  read: ['s3:GetObject', 's3:GetObjectVersion', 's3:GetObjectTagging', 's3:GetObjectVersionTagging'],
  write: ['s3:PutObject', 's3:PutObjectTagging', 's3:AbortMultipartUpload', 's3:ListMultipartUploadParts'],
  delete: ['s3:DeleteObject', 's3:DeleteObjectVersion'],
  bypassGovernance: ['s3:BypassGovernanceRetention'],
};
const LIST_ACTIONS: Record<string, string[]> = {
  read: ['s3:ListBucket', 's3:ListBucketVersions'],
  write: ['s3:ListBucketMultipartUploads'],
};

/** The statements that let one scoped key do what its permissions say in this bucket, and nothing else. */
export function grantStatements(userId: number, bucket: string, g: ScopedGrant): Statement[] {
  const principal = { AWS: [`arn:aws:iam::${rgwTenantOf(keyUserUidOf(userId, g.keyId))}:user/k${g.keyId}`] };
  const sid = `${PORTAL_SID_PREFIX}k${g.keyId}`;
  const objectActions = g.permissions.flatMap((p) => OBJECT_ACTIONS[p] ?? []);
  const listActions = g.permissions.flatMap((p) => LIST_ACTIONS[p] ?? []);
  const statements: Statement[] = [
    // Every S3 tool asks where the bucket is before anything else.
    { Sid: `${sid}-bucket`, Effect: 'Allow', Principal: principal, Action: ['s3:GetBucketLocation'], Resource: [`arn:aws:s3:::${bucket}`] },
  ];
  if (objectActions.length) statements.push({ Sid: `${sid}-objects`, Effect: 'Allow', Principal: principal, Action: objectActions, Resource: [`arn:aws:s3:::${bucket}/${g.prefix}*`] });
  if (listActions.length)
    statements.push({
      Sid: `${sid}-list`,
      Effect: 'Allow',
      Principal: principal,
      Action: listActions,
      Resource: [`arn:aws:s3:::${bucket}`],
      ...(g.prefix ? { Condition: { StringLike: { 's3:prefix': [`${g.prefix}*`] } } } : {}),
    });
  return statements;
}

/** Read access for the owner's own credentials (subuser names, e.g. `console`, `k3`) to objects the scoped keys wrote. */
export function readersStatement(userId: number, bucket: string, subusers: readonly string[]): Statement {
  const tenant = rgwTenantOf(keyUserUidOf(userId, 0));
  return {
    Sid: READERS_SID,
    Effect: 'Allow',
    Principal: { AWS: [...subusers].sort().map((s) => `arn:aws:iam::${tenant}:user/owner:${s}`) },
    Action: ['s3:GetObject', 's3:GetObjectVersion', 's3:GetObjectTagging', 's3:GetObjectVersionTagging'],
    Resource: [`arn:aws:s3:::${bucket}/*`],
  };
}

const isPortal = (s: Statement) => typeof s.Sid === 'string' && s.Sid.startsWith(PORTAL_SID_PREFIX);

function parse(text: string | null): PolicyDoc | null {
  if (!text) return null;
  try {
    const doc = JSON.parse(text) as PolicyDoc;
    return doc && Array.isArray(doc.Statement) ? doc : { Version: doc?.Version ?? '2012-10-17', Statement: doc?.Statement ? [doc.Statement as unknown as Statement] : [] };
  } catch {
    return null;
  }
}

/** The customer's part of a bucket policy (the portal's statements taken out), or null when nothing is left. */
export function customerPolicy(text: string | null): string | null {
  const doc = parse(text);
  if (!doc) return text;
  const own = doc.Statement.filter((s) => !isPortal(s));
  return own.length ? JSON.stringify({ ...doc, Statement: own }) : null;
}

/** The portal's statements in a policy (to keep them when the customer's part changes). */
export function portalStatements(text: string | null): Statement[] {
  return parse(text)?.Statement.filter(isPortal) ?? [];
}

/** A policy of the customer's part and the portal's statements; null when both are empty (no policy). */
export function composePolicy(customer: string | null, portal: readonly Statement[]): string | null {
  const doc = parse(customer);
  const own = doc?.Statement ?? [];
  if (!own.length && !portal.length) return null;
  return JSON.stringify({ Version: doc?.Version ?? '2012-10-17', Statement: [...own, ...portal] });
}

/**
 * The bucket's policy with the portal's statements as wanted now: the grants of the scoped keys
 * limited to it, and the readers statement when it has grants or had them (a readers statement
 * already there). Null when the bucket should have no policy. Compare with the text RGW holds
 * through `samePolicy`: RGW gives back what it was given.
 */
export function wantedPolicy(current: string | null, userId: number, bucket: string, grants: readonly ScopedGrant[], readers: readonly string[]): string | null {
  // A policy the portal cannot read is left as it is (RGW validates what it stores: not expected).
  if (current !== null && !parse(current)) return current;
  const had = portalStatements(current).some((s) => s.Sid === READERS_SID);
  const portal = [...grants].sort((a, b) => a.keyId - b.keyId).flatMap((g) => grantStatements(userId, bucket, g));
  if (portal.length || had) portal.push(readersStatement(userId, bucket, readers));
  return composePolicy(customerPolicy(current), portal);
}

/** Whether two policy texts say the same (JSON compared after parsing; null is no policy). */
export function samePolicy(a: string | null, b: string | null): boolean {
  if (a === null || b === null) return a === b;
  try {
    return JSON.stringify(JSON.parse(a)) === JSON.stringify(JSON.parse(b));
  } catch {
    return a === b;
  }
}
