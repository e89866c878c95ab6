import type { MigrationInterface, QueryRunner } from 'typeorm';
import { RATE_LIMIT_TABLE } from '../../../common/throttle';

/**
 * The shared store of the throttles on PostgreSQL (rate-limiter-flexible's layout: key, points,
 * expire in ms). SQLite keeps throttles in process memory, so the table exists only on PostgreSQL.
 */
export class RateLimits1763900000000 implements MigrationInterface {
  name = 'RateLimits1763900000000';

  async up(qr: QueryRunner): Promise<void> {
    if (qr.connection.options.type !== 'postgres') return;
    await qr.query(`CREATE TABLE "${RATE_LIMIT_TABLE}" (key varchar(255) PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint)`);
    await qr.query(`CREATE INDEX "idx_${RATE_LIMIT_TABLE}_expire" ON "${RATE_LIMIT_TABLE}" (expire)`);
  }

  async down(qr: QueryRunner): Promise<void> {
    if (qr.connection.options.type !== 'postgres') return;
    await qr.query(`DROP TABLE "${RATE_LIMIT_TABLE}"`);
  }
}
