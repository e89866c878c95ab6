import crypto from 'node:crypto';
import { dataEncryptionKey } from '../../../common/secrets';
import type { Db } from '../../../db/db';
import { type AccessKeyScope, type ApiKeyPermission, authenticateAccessKey, stampAccessKeyUse } from '../../account';
import { UserEntity } from '../../auth';
import { ConsoleCredentialEntity } from '../entities/console-credential.entity';

/** Who signed a request: a customer's access key, or the console credential of a customer. */
export interface KeyIdentity {
  userId: number;
  accessKeyId: string;
  secretAccessKey: string;
  permissions: ReadonlySet<ApiKeyPermission>;
  /** A bucket-scoped key's buckets and prefix (null: every bucket of the account; always null for the console). */
  scope: AccessKeyScope | null;
  console: boolean;
  /** The api_keys row of a customer key (null for the console credential), and its last use as read. */
  keyRowId: number | null;
  lastUsedAt: Date | null;
}

const ALL: ReadonlySet<ApiKeyPermission> = new Set(['read', 'write', 'delete']);
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
export const CONSOLE_KEY_PREFIX = 'MWC';

/** A console access key id: "MWC" + 17 base32 characters (same shape as customer keys, "MWK…"). */
export const newConsoleKeyId = () => CONSOLE_KEY_PREFIX + [...crypto.randomBytes(17)].map((b) => BASE32[b & 31]).join('');

/**
 * The console credential's secret, derived (never stored): HMAC of the key id under a key
 * derived from the server's secrets key. The id changes with every console epoch (console/credential.ts,
 * revokeConsoleLinks), and the secret with it.
 */
export function consoleSecret(accessKeyId: string): string {
  const k = crypto.createHmac('sha256', dataEncryptionKey()).update('mawingu-s3-console-v1').digest();
  return crypto.createHmac('sha256', k).update(accessKeyId).digest('base64url');
}

/**
 * The identity behind an access key id, or null (unknown, inactive, expired, or the account is
 * deleted). A console key id is known only while it is its user's current epoch's: links minted
 * before the user's links were revoked name an id no row has any more. Read from the database on
 * every request (no cache), so a revocation holds on every process at once.
 */
export async function resolveAccessKey(db: Db, accessKeyId: string, now = new Date()): Promise<KeyIdentity | null> {
  if (/^MWC[A-Z2-7]{17}$/.test(accessKeyId)) {
    const cred = await db.getRepository(ConsoleCredentialEntity).findOneBy({ accessKeyId });
    if (!cred) return null;
    const owner = await db.getRepository(UserEntity).findOneBy({ id: cred.userId });
    if (!owner || owner.deletedAt) return null;
    return { userId: cred.userId, accessKeyId, secretAccessKey: consoleSecret(accessKeyId), permissions: ALL, scope: null, console: true, keyRowId: null, lastUsedAt: null };
  }
  const key = await authenticateAccessKey(db, accessKeyId, now);
  if (!key) return null;
  return { userId: key.userId, accessKeyId, secretAccessKey: key.secretAccessKey, permissions: new Set(key.permissions), scope: key.scope, console: false, keyRowId: key.id, lastUsedAt: key.lastUsedAt };
}

/** A request signed with this key was verified: stamp the customer key's last use (the console credential has none). */
export async function recordKeyUse(db: Db, identity: KeyIdentity, now = new Date()): Promise<void> {
  if (identity.keyRowId !== null) await stampAccessKeyUse(db, { id: identity.keyRowId, lastUsedAt: identity.lastUsedAt }, now);
}
