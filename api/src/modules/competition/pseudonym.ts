import crypto from 'node:crypto';
import { dataEncryptionKey } from '../../common/secrets';

let key: Buffer | undefined;
/** A key of its own for pseudonyms, derived from SECRETS_KEY (HKDF), so it is never the encryption key itself. */
const pseudonymKey = () => (key ??= Buffer.from(crypto.hkdfSync('sha256', dataEncryptionKey(), Buffer.alloc(0), 'mawingu draw pseudonym v1', 32)));

const TAG = Buffer.from('mwdrawps', 'ascii');

/**
 * How customers appear in a promotion's published entry lists: the first 16 hex characters of
 * AES-256(key, "mwdrawps" ‖ promotionId ‖ userId) — a keyed pseudorandom function of the pair (a
 * block cipher on one fixed-size block, truncated). Stable within a promotion, unlinkable across
 * promotions and to the account without the server's key; shown to each customer on their
 * dashboard so they can find their own range in a published draw. Computed for a whole entry list
 * in one cipher call (a draw over 20,000 customers needs 20,000 of them).
 */
export function drawPseudonyms(promotionId: number, userIds: readonly number[]): string[] {
  if (!userIds.length) return [];
  const blocks = Buffer.alloc(16 * userIds.length);
  for (let i = 0; i < userIds.length; i++) {
    TAG.copy(blocks, i * 16);
    blocks.writeUInt32BE(promotionId >>> 0, i * 16 + 8);
    blocks.writeUInt32BE(userIds[i]! >>> 0, i * 16 + 12);
  }
  const cipher = crypto.createCipheriv('aes-256-ecb', pseudonymKey(), null).setAutoPadding(false);
  const out = Buffer.concat([cipher.update(blocks), cipher.final()]);
  return userIds.map((_, i) => out.toString('hex', i * 16, i * 16 + 8));
}

/** One customer's pseudonym in a promotion. */
export const drawPseudonym = (promotionId: number, userId: number): string => drawPseudonyms(promotionId, [userId])[0]!;
