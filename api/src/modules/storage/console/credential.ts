import type { Db } from '../../../db/db';
import type { Actor } from '../../caller';
import { recordSecurityEvent } from '../../audit';
import { consoleSecret, newConsoleKeyId } from '../auth/access-keys';
import { ConsoleCredentialEntity } from '../entities/console-credential.entity';
import { isUniqueViolation } from '../domain/tx';

/** The customer's console credential of the current epoch (created on first use). */
export async function consoleCredential(db: Db, userId: number): Promise<{ accessKeyId: string; secretAccessKey: string }> {
  const repo = db.getRepository(ConsoleCredentialEntity);
  let cred = await repo.findOneBy({ userId });
  if (!cred) {
    try {
      cred = await repo.save(repo.create({ userId, accessKeyId: newConsoleKeyId(), epoch: 0, createdAt: new Date(), rotatedAt: null }));
    } catch (e) {
      // Two first uses at once: the other request created it.
      if (!isUniqueViolation(e)) throw e;
      cred = await repo.findOneByOrFail({ userId });
    }
  }
  return { accessKeyId: cred.accessKeyId, secretAccessKey: consoleSecret(cred.accessKeyId) };
}

export const CONSOLE_LINKS_REVOKED = 'Console links revoked: earlier share, download and upload links stop working';

/**
 * Revoke every console link the user holds: move the credential to the next epoch with a new
 * random key id. The S3 listener looks every request's key id up in the database, so on every
 * process at once the old id is unknown and its links are refused (AccessDenied); the secret is
 * derived from the id, so nothing else needs changing. Chosen over an epoch mixed into a derived
 * secret because a refused link then reads as what it is (an access key that no longer exists)
 * rather than as a wrong signature, and no process can hold a stale epoch.
 *
 * Called in the transaction of the change that revokes (a password change or reset, a 2FA change,
 * "sign out everywhere", a personal access token revoked), so both commit or neither does. A user
 * who never opened a console link has no credential: nothing to revoke (false, no event).
 */
export async function revokeConsoleLinks(db: Db, actor: Actor, userId: number, now = new Date()): Promise<boolean> {
  const res = await db
    .createQueryBuilder()
    .update(ConsoleCredentialEntity)
    .set({ accessKeyId: newConsoleKeyId(), epoch: () => 'epoch + 1', rotatedAt: now })
    .where('user_id = :userId', { userId })
    .execute();
  if (!res.affected) return false;
  await recordSecurityEvent(db, actor, { type: 'console', action: CONSOLE_LINKS_REVOKED, severity: 'medium', userId });
  return true;
}
