import type { MigrationInterface, QueryRunner } from 'typeorm';
import { wrapLegacyHash } from '../recovery-codes';

/**
 * Recovery codes were stored as plain SHA-256 of 50-bit codes, which a copied table lets anyone
 * search offline. Each stored hash is re-keyed in place as HMAC(server key, "v1:" + hash): the
 * owners' codes keep working (until used, or replaced when 2FA is turned on again), and the table
 * alone no longer tells anything. New codes are 80 bits (recovery-codes.ts).
 */
export class RecoveryCodesKeyed1763860000001 implements MigrationInterface {
  name = 'RecoveryCodesKeyed1763860000001';

  async up(qr: QueryRunner): Promise<void> {
    const rows = (await qr.query('SELECT id, code_hash FROM recovery_codes')) as { id: number; code_hash: string }[];
    const param = qr.connection.options.type === 'postgres' ? (n: number) => `$${n}` : () => '?';
    for (const row of rows) {
      await qr.query(`UPDATE recovery_codes SET code_hash = ${param(1)} WHERE id = ${param(2)}`, [wrapLegacyHash(row.code_hash), row.id]);
    }
  }

  async down(): Promise<void> {
    // HMAC is one-way: the legacy hashes cannot be restored (the codes still work with the new code).
  }
}
