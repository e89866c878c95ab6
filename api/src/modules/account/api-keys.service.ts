import crypto from 'node:crypto';
import { In } from 'typeorm';
import { conflict, badInput, notFound } from '../../common/errors';
import { decryptSecret, encryptSecret, secretBinding } from '../../common/secrets';
import { parseInput } from '../../common/validation';
import { createApiKeySchema } from '../../contracts/account';
import type { Db } from '../../db/db';
import { preparedRead } from '../../db/prepared-read';
import { actorOf, type Caller } from '../caller';
import { recordSecurityEvent } from '../audit';
import { requireLiveSession, requireSessionUser, requireUser, UserEntity, withUserLock } from '../auth';
import { BucketEntity, CephKeyBucketEntity, cephBucketIdsOf, hasPolicyWildcard, rgwAccessOf } from '../storage';
import { config } from '../../config/config';
import { API_MESSAGES } from '../../contracts/api-messages';
import { ApiKeyBucketEntity } from './api-key-bucket.entity';
import { ApiKeyEntity, type ApiKeyPermission, type ApiKeyStatus } from './api-key.entity';
import { parseRowId } from '../../common/ids';

export const MAX_API_KEYS = 20;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** "MWK" + 17 base32 characters from the CSPRNG (20 characters, like an AWS access key id). */
export function newAccessKeyId(): string {
  const bytes = crypto.randomBytes(17);
  return 'MWK' + [...bytes].map((b) => BASE32[b & 31]).join('');
}

/** 40 characters of base64url from 30 CSPRNG bytes (240 bits). */
export const newSecretAccessKey = () => crypto.randomBytes(30).toString('base64url');

export const maskSecret = (last4: string) => '*'.repeat(36) + last4;
export const permissionsOf = (k: ApiKeyEntity) => k.permissions.split(',').filter(Boolean) as ApiKeyPermission[];
export const isExpired = (k: ApiKeyEntity, now = new Date()) => !!k.expiresAt && k.expiresAt.getTime() <= now.getTime();

export async function listApiKeys(ctx: Caller): Promise<ApiKeyEntity[]> {
  const user = requireUser(ctx);
  return withScopes(ctx.db, await ctx.db.getRepository(ApiKeyEntity).find({ where: { userId: user.id }, order: { createdAt: 'DESC', id: 'DESC' } }));
}

/** Fill `scopeBuckets` (bucket names, by name) of the scoped keys, in one query whatever the number of keys. */
export async function withScopes(db: Db, keys: ApiKeyEntity[]): Promise<ApiKeyEntity[]> {
  const scoped = keys.filter((k) => k.scoped);
  if (!scoped.length) return keys;
  const ids = scoped.map((k) => k.id);
  // A key's buckets are in one of the two tables: api_key_buckets (embedded plane) or ceph_key_buckets.
  const cephRows = await db.getRepository(CephKeyBucketEntity).find({ where: { apiKeyId: In(ids) }, select: { apiKeyId: true, bucket: true }, order: { bucket: 'ASC' } });
  const rows = (await db
    .getRepository(ApiKeyBucketEntity)
    .createQueryBuilder('kb')
    .innerJoin(BucketEntity, 'b', 'b.id = kb.bucketId')
    .select('kb.apiKeyId', 'keyId')
    .addSelect('b.name', 'name')
    .where('kb.apiKeyId IN (:...ids)', { ids })
    .orderBy('b.name', 'ASC')
    .getRawMany()) as { keyId: number | string; name: string }[];
  for (const r of cephRows) rows.push({ keyId: r.apiKeyId, name: r.bucket });
  for (const k of scoped) k.scopeBuckets = rows.filter((r) => Number(r.keyId) === k.id).map((r) => r.name).sort();
  return keys;
}

/** Names of the caller's buckets, by name: what a new key can be limited to. */
export async function scopeBucketChoices(ctx: Caller): Promise<string[]> {
  const user = requireUser(ctx);
  if (config().storagePlane.kind === 'ceph') return [...(await cephBucketIdsOf(user.id)).keys()].sort();
  const rows = await ctx.db.getRepository(BucketEntity).find({ where: { userId: user.id }, select: { name: true }, order: { name: 'ASC' } });
  return rows.map((b) => b.name);
}

/** The ids of the caller's buckets by these names; a name that is not one of theirs is refused by name (it may not exist, or be another account's: the same answer). */
async function ownBucketIds(db: Db, userId: number, names: string[]): Promise<number[]> {
  const rows = await db.getRepository(BucketEntity).find({ where: { userId, name: In(names) }, select: { id: true, name: true } });
  const missing = names.find((n) => !rows.some((b) => b.name === n));
  if (missing !== undefined) throw badInput(`You have no bucket named ${missing}`, 'buckets');
  return rows.map((b) => b.id);
}

/** Create a key pair; the secret is returned here once and stored only encrypted. */
export async function createApiKey(ctx: Caller, raw: unknown): Promise<{ apiKey: ApiKeyEntity; secretAccessKey: string }> {
  const user = requireSessionUser(ctx);
  const input = parseInput(createApiKeySchema, raw);
  const onCeph = config().storagePlane.kind === 'ceph';
  if (onCeph && input.buckets) {
    // A scoped key is fenced by policy statements (planes/ceph/key-grants.ts), where * and ? are wildcards.
    if (input.prefix && hasPolicyWildcard(input.prefix)) throw badInput(API_MESSAGES.keyPrefixWildcardOnCeph, 'prefix');
  } else if (onCeph && !rgwAccessOf(input.permissions, false)) {
    // RGW's access levels cannot say these (planes/ceph/desired.ts): refuse now rather than make a key RGW never accepts.
    throw badInput(API_MESSAGES.keyPermissionsNotOnCeph, 'permissions');
  }
  // RGW is asked before the lock is taken: its buckets, and their ids, at the moment the key is limited to them.
  const cephBuckets = onCeph && input.buckets ? await cephBucketIdsOf(user.id) : null;
  const secret = newSecretAccessKey();
  const accessKeyId = newAccessKeyId();
  // Count then insert under the user's lock: parallel creations cannot pass the cap together.
  return withUserLock(ctx.db, user.id, async (m) => {
    await requireLiveSession(m, ctx);
    const repo = m.getRepository(ApiKeyEntity);
    if ((await repo.countBy({ userId: user.id })) >= MAX_API_KEYS) throw conflict(`You can have at most ${MAX_API_KEYS} API keys. Revoke one first.`);
    const missing = cephBuckets && input.buckets!.find((n) => !cephBuckets.has(n));
    if (missing) throw badInput(`You have no bucket named ${missing}`, 'buckets');
    const bucketIds = input.buckets && !cephBuckets ? await ownBucketIds(m, user.id, input.buckets) : [];
    const apiKey = await repo.save(
      repo.create({
        userId: user.id,
        name: input.name,
        accessKeyId,
        secretEnc: encryptSecret(secret, secretBinding.apiKeySecret(accessKeyId)),
        secretLast4: secret.slice(-4),
        permissions: input.permissions.join(','),
        status: 'active',
        createdAt: new Date(),
        lastUsedAt: null,
        expiresAt: input.expiresAt ?? null,
        scoped: input.buckets !== null,
        scopePrefix: input.buckets ? input.prefix : null,
      }),
    );
    if (bucketIds.length) await m.getRepository(ApiKeyBucketEntity).insert(bucketIds.map((bucketId) => ({ apiKeyId: apiKey.id, bucketId })));
    if (cephBuckets) await m.getRepository(CephKeyBucketEntity).insert(input.buckets!.map((bucket) => ({ apiKeyId: apiKey.id, userId: user.id, bucket, rgwBucketId: cephBuckets.get(bucket)! })));
    if (apiKey.scoped) apiKey.scopeBuckets = [...input.buckets!].sort();
    await recordSecurityEvent(m, actorOf(ctx), { type: 'api_key', action: `API key "${apiKey.name}" created (${apiKey.accessKeyId})`, severity: 'medium' });
    return { apiKey, secretAccessKey: secret };
  });
}

async function ownKey(db: Db, userId: number, rawId: string): Promise<ApiKeyEntity> {
  const id = parseRowId(rawId);
  const key = id ? await db.getRepository(ApiKeyEntity).findOneBy({ id, userId }) : null;
  if (!key) throw notFound('API key');
  return key;
}

/** Revoke (delete) a key after the caller typed its name; it stops working at once. */
export async function revokeApiKey(ctx: Caller, input: { id: string; confirmName: string }): Promise<{ id: string; success: boolean }> {
  const user = requireSessionUser(ctx);
  return ctx.db.transaction(async (m) => {
    const key = await ownKey(m, user.id, input.id);
    if (input.confirmName.trim() !== key.name) throw badInput('The name you typed does not match the key name', 'confirmName');
    await m.getRepository(ApiKeyEntity).delete({ id: key.id });
    await recordSecurityEvent(m, actorOf(ctx), { type: 'api_key', action: `API key "${key.name}" revoked (${key.accessKeyId})`, severity: 'medium' });
    return { id: String(key.id), success: true };
  });
}

/**
 * Switch a key off or back on. Under the user's lock, like creation: a reactivation from a session
 * that a password reset is signing out cannot land after the reset deactivated the keys.
 */
export async function setApiKeyStatus(ctx: Caller, input: { id: string; status: ApiKeyStatus }): Promise<ApiKeyEntity> {
  const user = requireSessionUser(ctx);
  if (input.status !== 'active' && input.status !== 'inactive') throw badInput('Status must be active or inactive', 'status');
  return withUserLock(ctx.db, user.id, async (m) => {
    await requireLiveSession(m, ctx);
    const key = await ownKey(m, user.id, input.id);
    if (key.status === input.status) return key;
    key.status = input.status;
    await m.getRepository(ApiKeyEntity).update(key.id, { status: input.status });
    const verb = input.status === 'active' ? 'reactivated' : 'deactivated';
    await recordSecurityEvent(m, actorOf(ctx), { type: 'api_key', action: `API key "${key.name}" ${verb} (${key.accessKeyId})`, severity: 'medium' });
    return (await withScopes(m, [key]))[0]!;
  });
}

/** lastUsedAt is written at most this often per key, so a busy key does not write on every request. */
export const LAST_USED_WRITE_INTERVAL_MS = 60_000;

/** What a SigV4 verifier gets for a usable key: its secret, and what stampAccessKeyUse needs. */
export interface AuthenticatedAccessKey {
  id: number;
  userId: number;
  secretAccessKey: string;
  permissions: ApiKeyPermission[];
  lastUsedAt: Date | null;
  /** Null for a key that reaches all the account's buckets. */
  scope: AccessKeyScope | null;
}

/** What a bucket-scoped key may reach: these buckets (ids; possibly none left), and in them only keys under `prefix` ('' for all). */
export interface AccessKeyScope {
  bucketIds: ReadonlySet<number>;
  prefix: string;
}

async function scopeOf(db: Db, key: ApiKeyEntity): Promise<AccessKeyScope | null> {
  if (!key.scoped) return null;
  const rows = await db.getRepository(ApiKeyBucketEntity).find({ where: { apiKeyId: key.id }, select: { bucketId: true } });
  return { bucketIds: new Set(rows.map((r) => r.bucketId)), prefix: key.scopePrefix ?? '' };
}

/**
 * What a SigV4 verifier needs: the decrypted secret of an active, unexpired key of a live
 * account, or null. Records nothing: the use is stamped by stampAccessKeyUse once the request's
 * signature is proven, so knowing a key id alone cannot keep a dead key looking alive.
 */
// Read on every signed S3 request: their SQL is built once (db/prepared-read.ts).
const keyById = preparedRead(['accessKeyId'], (db, p) => db.getRepository(ApiKeyEntity).createQueryBuilder('k').where('k.accessKeyId = :accessKeyId', p));
const ownerOfKey = preparedRead(['id'], (db, p) => db.getRepository(UserEntity).createQueryBuilder('u').select(['u.id', 'u.deletedAt']).where('u.id = :id', p));

export async function authenticateAccessKey(db: Db, accessKeyId: string, now = new Date()): Promise<AuthenticatedAccessKey | null> {
  if (typeof accessKeyId !== 'string' || !/^MWK[A-Z2-7]{17}$/.test(accessKeyId)) return null;
  const key = await keyById.one(db, { accessKeyId });
  if (!key || key.status !== 'active' || isExpired(key, now)) return null;
  const owner = await ownerOfKey.one(db, { id: key.userId });
  if (!owner || owner.deletedAt) return null;
  return { id: key.id, userId: key.userId, secretAccessKey: decryptSecret(key.secretEnc, secretBinding.apiKeySecret(key.accessKeyId)), permissions: permissionsOf(key), lastUsedAt: key.lastUsedAt, scope: await scopeOf(db, key) };
}

/**
 * Record a proven use of a key (lastUsedAt), at most once a minute per key: the value read with
 * the key decides, so no process keeps state and a quiet key is still stamped on its first use.
 */
export async function stampAccessKeyUse(db: Db, key: Pick<AuthenticatedAccessKey, 'id' | 'lastUsedAt'>, now = new Date()): Promise<void> {
  if (key.lastUsedAt && now.getTime() - key.lastUsedAt.getTime() < LAST_USED_WRITE_INTERVAL_MS) return;
  await db.getRepository(ApiKeyEntity).update(key.id, { lastUsedAt: now });
}
