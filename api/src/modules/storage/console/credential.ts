import type { Db } from '../../../db/db';
import { consoleSecret, newConsoleKeyId } from '../auth/access-keys';
import { ConsoleCredentialEntity } from '../entities/console-credential.entity';
import { isUniqueViolation } from '../domain/tx';

/** The customer's console credential (created on first use). */
export async function consoleCredential(db: Db, userId: number): Promise<{ accessKeyId: string; secretAccessKey: string }> {
  const repo = db.getRepository(ConsoleCredentialEntity);
  let cred = await repo.findOneBy({ userId });
  if (!cred) {
    try {
      cred = await repo.save(repo.create({ userId, accessKeyId: newConsoleKeyId(), createdAt: new Date() }));
    } catch (e) {
      // Two first uses at once: the other request created it.
      if (!isUniqueViolation(e)) throw e;
      cred = await repo.findOneByOrFail({ userId });
    }
  }
  return { accessKeyId: cred.accessKeyId, secretAccessKey: consoleSecret(cred.accessKeyId) };
}
