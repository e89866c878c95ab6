import { In } from 'typeorm';
import { decryptSecret, secretBinding } from '../../../../common/secrets';
import type { Db } from '../../../../db/db';
import { ApiKeyEntity } from '../../../account';
import { UserEntity } from '../../../auth';
import { storageHoldsOf } from '../../../billing';
import { CloudStorageServiceEntity } from '../../../services';
import { consoleSecret } from '../../auth/access-keys';
import { CephBucketPlacementEntity } from '../../entities/ceph-bucket-placement.entity';
import { ConsoleCredentialEntity } from '../../entities/console-credential.entity';
import { CephKeyBucketEntity } from '../../entities/ceph-key-bucket.entity';
import { CephKeyUserEntity } from '../../entities/ceph-key-user.entity';
import { reconcileKeyUsers } from './key-users';
import { desiredUser, planChanges, rgwTenantOf, rgwUidOf, type CustomerFacts, type RgwOp } from './desired';
import type { RgwAdmin } from './rgw-admin';

type FactsUser = Pick<UserEntity, 'id' | 'username' | 'deletedAt'>;

/**
 * What the portal's tables say about many customers, in one statement per table whatever their
 * number (the provisioning job reads its customers a page at a time: issue 32's 100,000). A user
 * id with no row is absent from the map. `users` may be given when the caller already read them.
 */
export async function customerFactsOf(db: Db, userIds: readonly number[], now = new Date(), users?: readonly FactsUser[]): Promise<Map<number, CustomerFacts>> {
  const facts = new Map<number, CustomerFacts>();
  if (!userIds.length) return facts;
  const ids = In([...userIds]);
  const [rows, services, keys, consoleCreds, placements, holds, keyBuckets, keyUsers] = await Promise.all([
    users ?? db.getRepository(UserEntity).find({ select: { id: true, username: true, deletedAt: true }, where: { id: ids } }),
    db.getRepository(CloudStorageServiceEntity).find({
      select: { id: true, userId: true, serviceType: true, status: true, storageAmount: true, bucket: true },
      where: { userId: ids },
      order: { id: 'ASC' },
    }),
    db.getRepository(ApiKeyEntity).find({ where: { userId: ids }, order: { id: 'ASC' } }),
    db.getRepository(ConsoleCredentialEntity).find({ where: { userId: ids } }),
    db.getRepository(CephBucketPlacementEntity).find({ select: { userId: true, serviceId: true, bucket: true }, where: { userId: ids }, order: { bucket: 'ASC' } }),
    storageHoldsOf(db, userIds, now),
    db.getRepository(CephKeyBucketEntity).find({ where: { userId: ids }, order: { bucket: 'ASC' } }),
    db.getRepository(CephKeyUserEntity).find({ select: { keyId: true, userId: true, removedAt: true }, where: { userId: ids }, order: { keyId: 'ASC' } }),
  ]);
  const byUser = <T extends { userId: number }>(list: readonly T[]) => {
    const grouped = new Map<number, T[]>();
    for (const row of list) grouped.set(row.userId, [...(grouped.get(row.userId) ?? []), row]);
    return (userId: number) => grouped.get(userId) ?? [];
  };
  const servicesOf = byUser(services);
  const keysOf = byUser(keys);
  const placementsOf = byUser(placements);
  const keyUsersOf = byUser(keyUsers);
  const consoleOf = new Map(consoleCreds.map((c) => [c.userId, c]));
  for (const user of rows) {
    const placed = placementsOf(user.id);
    const consoleCred = consoleOf.get(user.id);
    facts.set(user.id, {
      userId: user.id,
      username: user.username,
      deleted: user.deletedAt !== null,
      onHold: holds.has(user.id),
      services: servicesOf(user.id).map((s) => ({
        id: s.id,
        serviceType: s.serviceType,
        status: s.status,
        storageAmount: Number(s.storageAmount),
        bucket: s.bucket,
        placed: placed.filter((p) => p.serviceId === s.id).map((p) => p.bucket),
      })),
      keys: keysOf(user.id).map((k) => ({
        id: k.id,
        accessKeyId: k.accessKeyId,
        secretAccessKey: decryptSecret(k.secretEnc, secretBinding.apiKeySecret(k.accessKeyId)),
        permissions: k.permissions.split(',').filter(Boolean),
        active: k.status === 'active',
        expiresAt: k.expiresAt,
        scoped: k.scoped,
        scope: k.scoped
          ? {
              buckets: keyBuckets.filter((b) => b.apiKeyId === k.id).map((b) => ({ name: b.bucket, rgwId: b.rgwBucketId })),
              prefix: k.scopePrefix ?? '',
            }
          : null,
      })),
      console: consoleCred ? { accessKeyId: consoleCred.accessKeyId, secretAccessKey: consoleSecret(consoleCred.accessKeyId) } : null,
      keyUsers: keyUsersOf(user.id).map((r) => ({ keyId: r.keyId, removedAt: r.removedAt })),
    });
  }
  return facts;
}

/** What the portal's tables say about one customer (null: no such user row). */
export async function customerFacts(db: Db, userId: number, now = new Date()): Promise<CustomerFacts | null> {
  return (await customerFactsOf(db, [userId], now)).get(userId) ?? null;
}

async function apply(admin: RgwAdmin, op: RgwOp): Promise<void> {
  switch (op.op) {
    case 'createUser':
      await admin.createUser(op.uid, op.displayName);
      return;
    case 'deleteUser':
      // Deletion takes effect at once; RGW purges the objects in the same call (gc frees the space later).
      await admin.deleteUser(op.uid, true);
      return;
    case 'setSuspended':
      await admin.setSuspended(op.uid, op.suspended);
      return;
    case 'setQuota':
      await admin.setUserQuota(op.uid, op.bytes);
      return;
    case 'addKey':
      await admin.createSubuserKey(op.uid, op.key.subuser, op.key.access, op.key.accessKey, op.key.secretKey);
      return;
    case 'removeSubuser':
      await admin.removeSubuser(op.uid, op.subuser);
      return;
    case 'setBucketSuspended':
      // A bucket deleted meanwhile needs nothing.
      await admin.setBucketSuspended(rgwTenantOf(op.uid), op.bucket, op.suspended);
  }
}

export interface ReconcileResult {
  /** The Admin Ops calls made for the customer's user, then what changed for their bucket-scoped keys (key-users.ts). */
  applied: string[];
  /** Keys left off RGW because its access levels cannot say their permissions (desired.ts). */
  unexpressible: string[];
}

/**
 * Make RGW hold what the portal wants for one customer: read RGW, plan, apply in order. Idempotent
 * (a second run plans nothing), so a run cut short by an RGW outage is finished by the next one;
 * an unreachable RGW throws RgwUnreachableError before anything is half-applied beyond the calls
 * that already succeeded, each of which is a complete change on its own.
 */
export async function reconcileCustomer(db: Db, admin: RgwAdmin, userId: number, now = new Date(), known?: CustomerFacts | null): Promise<ReconcileResult> {
  // `known`: the facts the caller just read for this customer (the job reads a page at a time).
  const facts = known !== undefined ? known : await customerFacts(db, userId, now);
  const uid = rgwUidOf(userId);
  const { user, unexpressible } = facts ? desiredUser(facts, now) : { user: null, unexpressible: [] };
  const actual = await admin.getUser(uid);
  // Only the buckets that belong to a service by choice can be suspended on their own (desired.ts).
  const bucketsSuspended = new Map<string, boolean>();
  if (user && actual && !user.suspended)
    for (const b of user.buckets) {
      const suspended = await admin.bucketSuspended(rgwTenantOf(uid), b.name);
      if (suspended !== null) bucketsSuspended.set(b.name, suspended);
    }
  const ops = planChanges(user, actual, uid, bucketsSuspended);
  for (const op of ops) await apply(admin, op);
  const keyUsers = await reconcileKeyUsers(db, admin, userId, user, now, facts?.keyUsers);
  return { applied: [...ops.map((o) => o.op), ...keyUsers], unexpressible };
}
