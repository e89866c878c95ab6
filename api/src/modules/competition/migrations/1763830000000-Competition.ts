import { MigrationInterface, QueryRunner } from 'typeorm';
import { columns, fk, index, table } from '../../../db/migration-helpers';

/** Promotions, joins, frozen entry lists, draws, winners, the notification outbox and job leases. */
export class Competition1763830000000 implements MigrationInterface {
  name = 'Competition1763830000000';

  async up(qr: QueryRunner): Promise<void> {
    const c = columns(qr);
    await qr.createTable(
      table('promotions', [
        c.id(),
        c.str('name', 120),
        c.text('description'),
        c.text('eligibility_criteria'),
        c.str('prize_description', 255),
        c.int('prize_value'),
        c.date('start_date'),
        c.date('end_date'),
        c.str('draw_type', 10),
        c.bool('is_active', true),
        c.int('created_by', { isNullable: true }),
        c.date('created_at'),
        c.date('updated_at'),
      ], [index('idx_promotions_active', ['is_active', 'end_date'])]),
    );
    await qr.createTable(
      table('competition_participations', [
        c.id(),
        c.int('promotion_id'),
        c.str('period_key', 16),
        c.int('user_id'),
        c.date('joined_at'),
      ], [index('uq_participation', ['promotion_id', 'period_key', 'user_id'], true)], [fk('promotion_id', 'promotions'), fk('user_id', 'users')]),
    );
    await qr.createTable(
      table('competition_entry_snapshots', [
        c.id(),
        c.int('promotion_id'),
        c.str('period_key', 16),
        c.date('period_start'),
        c.date('draw_at'),
        c.date('frozen_at'),
        c.int('total_entries'),
        c.int('participant_count'),
        c.str('commitment', 64),
        c.text('entries'),
      ], [index('uq_snapshot_period', ['promotion_id', 'period_key'], true)], [fk('promotion_id', 'promotions', 'RESTRICT')]),
    );
    await qr.createTable(
      table('competition_draws', [
        c.id(),
        c.int('promotion_id'),
        c.str('period_key', 16),
        c.int('snapshot_id'),
        c.str('trigger', 10),
        c.int('drawn_by', { isNullable: true }),
        c.int('total_entries'),
        c.str('entries_commitment', 64),
        c.str('btc_block_hash', 64),
        c.str('beacon_source', 20),
        c.int('beacon_height', { isNullable: true }),
        c.date('beacon_time', { isNullable: true }),
        c.str('draw_timestamp', 30),
        c.str('generated_hash', 64),
        c.int('winner_entry_index'),
        c.int('winner_user_id'),
        c.date('created_at'),
      ], [index('uq_draw_period', ['promotion_id', 'period_key'], true)], [fk('promotion_id', 'promotions', 'RESTRICT'), fk('snapshot_id', 'competition_entry_snapshots', 'RESTRICT')]),
    );
    await qr.createTable(
      table('competition_winners', [
        c.id(),
        c.int('draw_id', { isUnique: true }),
        c.int('promotion_id'),
        c.int('user_id', { isNullable: true }),
        c.str('period_key', 16),
        c.str('prize_description', 255),
        c.int('prize_value'),
        c.str('claim_status', 20, { default: "'pending'" }),
        c.date('win_date'),
      ], [index('idx_winners_win_date', ['win_date', 'id']), index('idx_winners_promotion', ['promotion_id', 'win_date'])],
      [fk('draw_id', 'competition_draws', 'RESTRICT'), fk('promotion_id', 'promotions', 'RESTRICT'), fk('user_id', 'users', 'SET NULL')]),
    );
    await qr.createTable(
      table('competition_notifications', [
        c.id(),
        c.int('winner_id'),
        c.str('channel', 10),
        c.str('recipient', 254),
        c.text('body'),
        c.str('status', 10, { default: "'pending'" }),
        c.int('attempts', { default: 0 }),
        c.str('last_error', 255, { isNullable: true }),
        c.date('created_at'),
        c.date('sent_at', { isNullable: true }),
      ], [index('uq_notification_channel', ['winner_id', 'channel'], true), index('idx_notifications_status', ['status', 'id'])], [fk('winner_id', 'competition_winners')]),
    );
    await qr.createTable(
      table('competition_job_leases', [c.str('name', 40, { isPrimary: true }), c.str('holder', 64), c.date('expires_at')]),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    for (const t of ['competition_job_leases', 'competition_notifications', 'competition_winners', 'competition_draws', 'competition_entry_snapshots', 'competition_participations', 'promotions']) {
      await qr.dropTable(t);
    }
  }
}
