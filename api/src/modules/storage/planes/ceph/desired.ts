import { isS3ServiceType } from '../../../../contracts/storage';
import { quotaBytes } from '../../domain/quota';
import { serviceOfBucket } from './bucket-service';
import type { RgwUser, SubuserAccess } from './rgw-admin';

/**
 * What RGW should hold for one customer, worked out from the portal's own tables (the portal
 * records what it wants; a job makes RGW match: reconcile.ts), and the Admin Ops calls that get
 * RGW there from what it holds. Pure: no I/O, so the mapping is tested on its own.
 *
 * The mapping (docs/storage.md, "The Ceph plane"):
 * - one RGW user per customer, `mw<userId>$owner`, in a tenant of its own;
 * - its user quota is the capacity of the customer's active S3 services together, in the product's
 *   GB of 2^30 bytes as on the embedded plane (RGW's quota
 *   scopes are per user and per bucket, not per service; metering stays per service);
 * - it is suspended while the customer has no active S3 service or their storage is on hold for an
 *   unpaid invoice, and removed with its data when the account is deleted;
 * - while it is not, a bucket that belongs to a service that is not active (one the console
 *   created under it, or the name it reserved: bucket-service.ts) is suspended on its own, so an
 *   admin's suspension of one service stops its buckets while the others work, as on the embedded
 *   plane. A bucket an S3 tool created belongs to an active service by that rule;
 * - each active, unexpired access key is a subuser `k<keyId>` holding that key, with the access
 *   level its permissions map to; the console's credential is the subuser `console` (full control:
 *   the bucket browser acts as the owner, and sets the bucket CORS its uploads need);
 * - a bucket-scoped key is instead an RGW user of its own, `mw<userId>$k<keyId>`, that reaches only
 *   what bucket policy statements on its buckets allow it (key-grants.ts).
 */


export interface CustomerFacts {
  userId: number;
  username: string;
  deleted: boolean;
  services: { id: number; serviceType: string; status: string; storageAmount: number; bucket: string | null; placed: readonly string[] }[];
  keys: {
    id: number;
    accessKeyId: string;
    secretAccessKey: string;
    permissions: string[];
    active: boolean;
    expiresAt: Date | null;
    scoped: boolean;
    /** With `scoped`: its buckets, by name and RGW's id of the bucket it was limited to (a bucket made again under the name is another). */
    scope?: { buckets: { name: string; rgwId: string }[]; prefix: string } | null;
  }[];
  /** An invoice is unpaid past STORAGE_HOLD_AFTER_DAYS (billing/overdue.ts): the whole user is suspended. */
  onHold: boolean;
  /** The console's credential (console/credential.ts), once the customer has used the bucket browser. */
  console?: { accessKeyId: string; secretAccessKey: string } | null;
  /**
   * The RGW users of bucket-scoped keys the portal made for the customer (`ceph_key_users`), read
   * with the rest of a page of customers so the job does not read them one customer at a time.
   */
  keyUsers?: { keyId: number; removedAt: Date | null }[];
}

export interface DesiredKey {
  subuser: string;
  accessKey: string;
  secretKey: string;
  access: SubuserAccess;
}

/** A bucket-scoped key: an RGW user of its own, and what the policies of its buckets grant it. */
export interface DesiredKeyUser {
  keyId: number;
  uid: string;
  accessKey: string;
  secretKey: string;
  permissions: string[];
  prefix: string;
  buckets: { name: string; rgwId: string }[];
}

export interface DesiredUser {
  uid: string;
  displayName: string;
  suspended: boolean;
  quotaBytes: number;
  keys: DesiredKey[];
  /** The buckets that belong to a service by the customer's choice, and whether each is suspended on its own (by name). */
  buckets: { name: string; suspended: boolean }[];
  /** Bucket-scoped keys (suspended with the customer: RGW lets another user write into a suspended user's bucket). */
  keyUsers: DesiredKeyUser[];
  /** The owner's subusers that read (the console's, keys with read): objects a scoped key wrote are given back to them (key-grants.ts). */
  readers: string[];
}

export const rgwUidOf = (userId: number) => `mw${userId}$owner`;
/** The RGW user of a bucket-scoped key, in its customer's tenant. */
export const keyUserUidOf = (userId: number, keyId: number) => `mw${userId}$k${keyId}`;
/** The tenant of an RGW user id `tenant$user`: bucket metadata is keyed `tenant/bucket`. */
export const rgwTenantOf = (uid: string) => uid.slice(0, uid.indexOf('$'));
export const CONSOLE_SUBUSER = 'console';

/**
 * RGW's access level for a key's permissions, or null when RGW's levels cannot say it: RGW's
 * `write` includes delete, so write without delete has no level, nor has a key scoped to some
 * buckets (that needs bucket policies). Such a key is left off RGW rather than given more.
 */
export function rgwAccessOf(permissions: readonly string[], scoped: boolean): SubuserAccess | null {
  if (scoped) return null;
  const p = new Set(permissions);
  const read = p.has('read');
  const write = p.has('write') && p.has('delete');
  if (p.has('write') !== p.has('delete')) return null;
  if (read && write) return 'readwrite';
  if (write) return 'write';
  if (read) return 'read';
  return null;
}

/** What RGW should hold for this customer (null: nothing, the account is gone), and the keys RGW cannot express. */
export function desiredUser(f: CustomerFacts, now: Date): { user: DesiredUser | null; unexpressible: string[] } {
  if (f.deleted) return { user: null, unexpressible: [] };
  const active = f.services.filter((s) => s.status === 'active' && isS3ServiceType(s.serviceType));
  const keys: DesiredKey[] = [];
  const keyUsers: DesiredKeyUser[] = [];
  const unexpressible: string[] = [];
  for (const k of f.keys) {
    if (!k.active || (k.expiresAt && k.expiresAt.getTime() <= now.getTime())) continue;
    if (k.scoped) {
      keyUsers.push({
        keyId: k.id,
        uid: keyUserUidOf(f.userId, k.id),
        accessKey: k.accessKeyId,
        secretKey: k.secretAccessKey,
        permissions: [...k.permissions].sort(),
        prefix: k.scope?.prefix ?? '',
        buckets: k.scope?.buckets ?? [],
      });
      continue;
    }
    const access = rgwAccessOf(k.permissions, k.scoped);
    if (!access) unexpressible.push(k.accessKeyId);
    else
      keys.push({
        subuser: `k${k.id}`,
        accessKey: k.accessKeyId,
        secretKey: k.secretAccessKey,
        access,
      });
  }
  const byService = f.services.map((s) => ({ ...s, userId: f.userId }));
  const named = [...new Set(f.services.filter((s) => isS3ServiceType(s.serviceType)).flatMap((s) => [...s.placed, ...(s.bucket ? [s.bucket] : [])]))].sort();
  const buckets = named.map((name) => ({ name, suspended: byService.find((s) => s.id === serviceOfBucket(byService, name))?.status !== 'active' }));
  // The bucket browser acts as the owner, with a credential of its own that "sign out everywhere"
  // and a password change rotate (the old one is off RGW on the next tick).
  if (f.console) keys.push({ subuser: CONSOLE_SUBUSER, accessKey: f.console.accessKeyId, secretKey: f.console.secretAccessKey, access: 'full' });
  const readers = keys.filter((k) => k.access !== 'write').map((k) => k.subuser);
  return {
    user: {
      uid: rgwUidOf(f.userId),
      displayName: f.username,
      suspended: active.length === 0 || f.onHold,
      quotaBytes: active.reduce((sum, s) => sum + quotaBytes(s), 0),
      keys: keys.sort((a, b) => (a.subuser < b.subuser ? -1 : 1)),
      buckets,
      keyUsers,
      readers: readers.sort(),
    },
    unexpressible,
  };
}

export type RgwOp =
  | { op: 'createUser'; uid: string; displayName: string }
  | { op: 'deleteUser'; uid: string }
  | { op: 'setSuspended'; uid: string; suspended: boolean }
  | { op: 'setQuota'; uid: string; bytes: number }
  | { op: 'addKey'; uid: string; key: DesiredKey }
  | { op: 'removeSubuser'; uid: string; subuser: string }
  | { op: 'setBucketSuspended'; uid: string; bucket: string; suspended: boolean };

/** RGW's names of the levels in a user's `subusers` list. */
const PERMISSION_NAME: Record<SubuserAccess, string> = {
  read: 'read',
  write: 'write',
  readwrite: 'read-write',
  full: 'full-control',
};

/**
 * The Admin Ops calls that take RGW from `actual` to `desired`, in an order that never opens more
 * than wanted: suspend first and lift a suspension last, remove keys before adding, lower the
 * quota before anything writes. Empty when RGW already matches (the job is idempotent).
 * `bucketsSuspended` is what RGW holds for the desired buckets (absent: RGW has no such bucket).
 */
export function planChanges(desired: DesiredUser | null, actual: RgwUser | null, uid: string, bucketsSuspended: ReadonlyMap<string, boolean> = new Map()): RgwOp[] {
  if (!desired) return actual ? [{ op: 'deleteUser', uid }] : [];
  const ops: RgwOp[] = [];
  if (!actual) ops.push({ op: 'createUser', uid, displayName: desired.displayName });
  const suspendedNow = actual ? actual.suspended === 1 : false;
  if (desired.suspended && !suspendedNow) ops.push({ op: 'setSuspended', uid, suspended: true });
  // A suspended user's buckets are all suspended, and lifting it lifts them all (RGW's rule): only
  // a user that stays enabled keeps per-bucket flags, and one being lifted gets them after the lift.
  const lifting = !desired.suspended && suspendedNow;
  const bucketOps = (suspended: boolean): RgwOp[] =>
    desired.suspended
      ? []
      : desired.buckets
          .filter((b) => b.suspended === suspended && bucketsSuspended.has(b.name) && (lifting ? suspended : bucketsSuspended.get(b.name) !== suspended))
          .map((b) => ({ op: 'setBucketSuspended', uid, bucket: b.name, suspended }));
  if (!lifting) ops.push(...bucketOps(true));
  const quota = actual?.user_quota;
  if (!quota || !quota.enabled || quota.max_size !== desired.quotaBytes) ops.push({ op: 'setQuota', uid, bytes: desired.quotaBytes });

  const wanted = new Map(desired.keys.map((k) => [`${uid}:${k.subuser}`, k]));
  const held = new Map((actual?.subusers ?? []).map((s) => [s.id, s.permissions]));
  const keyOf = new Map((actual?.keys ?? []).map((k) => [k.user, k.access_key]));
  for (const [id] of held) {
    const want = wanted.get(id);
    // A subuser that is not wanted, or holds another key or level, is removed (and re-added below).
    if (!want || keyOf.get(id) !== want.accessKey || held.get(id) !== PERMISSION_NAME[want.access]) ops.push({ op: 'removeSubuser', uid, subuser: id.slice(uid.length + 1) });
  }
  for (const [id, k] of wanted) {
    if (held.get(id) === PERMISSION_NAME[k.access] && keyOf.get(id) === k.accessKey) continue;
    ops.push({ op: 'addKey', uid, key: k });
  }
  if (lifting) ops.push({ op: 'setSuspended', uid, suspended: false }, ...bucketOps(true));
  else ops.push(...bucketOps(false));
  return ops;
}
