import crypto from 'node:crypto';
import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columns } from '../../../db/migration-helpers';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
/** A console key id as storage/auth/access-keys.ts makes them ("MWC" + 17 base32 characters), fixed here as migrations are. */
const newConsoleKeyId = () => 'MWC' + [...crypto.randomBytes(17)].map((b) => BASE32[b & 31]).join('');

/**
 * The console epoch (entities/console-credential.entity.ts): a counter and the time of the last
 * revocation of the console's links. Every existing credential moves to epoch 1 with a new key id:
 * links handed out before could last 7 days and survive a password reset, so they end here, and
 * every link from now on lasts at most 12 hours and ends with the next revocation.
 */
export class ConsoleEpoch1764400000000 implements MigrationInterface {
  name = 'ConsoleEpoch1764400000000';

  async up(qr: QueryRunner): Promise<void> {
    const c = columns(qr);
    await qr.addColumn('storage_console_credentials', new TableColumn(c.int('epoch', { default: 0 })));
    await qr.addColumn('storage_console_credentials', new TableColumn(c.date('rotated_at', { isNullable: true })));
    const pg = qr.connection.options.type === 'postgres';
    const rows: { id: number }[] = await qr.query('SELECT id FROM storage_console_credentials');
    const now = new Date();
    for (const { id } of rows) {
      await qr.query(
        pg
          ? 'UPDATE storage_console_credentials SET access_key_id = $1, epoch = 1, rotated_at = $2 WHERE id = $3'
          : 'UPDATE storage_console_credentials SET access_key_id = ?, epoch = 1, rotated_at = ? WHERE id = ?',
        [newConsoleKeyId(), pg ? now : now.toISOString().replace('T', ' ').replace('Z', ''), id],
      );
    }
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropColumn('storage_console_credentials', 'rotated_at');
    await qr.dropColumn('storage_console_credentials', 'epoch');
  }
}
