import type { MigrationInterface, QueryRunner } from 'typeorm';
import { TableColumn } from 'typeorm';
import { columns, fk, index, table } from '../../../db/migration-helpers';
import { entriesCommitment, parseEntryList, publishedEntryList } from '../draw';
import { drawPseudonyms } from '../pseudonym';

/**
 * Commit, then reveal. Adds the draw rounds (a period's commitment and its fate: pending, complete,
 * void) and the published, pseudonymous form of every frozen entry list.
 *
 * Existing snapshots are re-expressed with pseudonyms: their order, totals and therefore every
 * winner stay the same; their commitment is recomputed over the published text (the old one
 * covered raw account ids, which are no longer published). Every existing draw gets a complete round.
 */
export class CommitReveal1763830001000 implements MigrationInterface {
  name = 'CommitReveal1763830001000';

  async up(qr: QueryRunner): Promise<void> {
    const c = columns(qr);
    const pg = qr.connection.options.type === 'postgres';
    const p = (i: number) => (pg ? `$${i}` : '?');
    await qr.addColumn('competition_entry_snapshots', new TableColumn({ name: 'published_entries', type: 'text', default: "''" }));
    await qr.createTable(
      table(
        'competition_draw_rounds',
        [
          c.id(),
          c.int('promotion_id'),
          c.str('period_key', 16),
          c.date('period_start'),
          c.date('draw_at'),
          c.str('trigger', 10),
          c.str('status', 10),
          c.int('snapshot_id', { isNullable: true }),
          c.str('entries_commitment', 64, { isNullable: true }),
          c.int('total_entries', { default: 0 }),
          c.str('draw_timestamp', 30, { isNullable: true }),
          c.str('beacon_plan', 20, { isNullable: true }),
          c.int('target_height', { isNullable: true }),
          c.date('target_time', { isNullable: true }),
          c.date('committed_at'),
          c.int('committed_by', { isNullable: true }),
          c.str('void_reason', 255, { isNullable: true }),
          c.int('draw_id', { isNullable: true }),
          c.date('completed_at', { isNullable: true }),
        ],
        [index('uq_round_period', ['promotion_id', 'period_key'], true), index('idx_rounds_status', ['status', 'id']), index('idx_rounds_promotion_draw_at', ['promotion_id', 'draw_at'])],
        [fk('promotion_id', 'promotions', 'RESTRICT'), fk('snapshot_id', 'competition_entry_snapshots', 'RESTRICT'), fk('draw_id', 'competition_draws', 'RESTRICT')],
      ),
    );

    const snapshots: { id: number; promotion_id: number; period_key: string; entries: string }[] = await qr.query('SELECT id, promotion_id, period_key, entries FROM competition_entry_snapshots');
    for (const s of snapshots) {
      const published = publishedEntryList(parseEntryList(s.entries), (userIds) => drawPseudonyms(Number(s.promotion_id), userIds));
      const commitment = entriesCommitment(s.promotion_id, s.period_key, published);
      await qr.query(`UPDATE competition_entry_snapshots SET published_entries = ${p(1)}, commitment = ${p(2)} WHERE id = ${p(3)}`, [published, commitment, s.id]);
      await qr.query(`UPDATE competition_draws SET entries_commitment = ${p(1)} WHERE snapshot_id = ${p(2)}`, [commitment, s.id]);
    }
    await qr.query(
      `INSERT INTO competition_draw_rounds (promotion_id, period_key, period_start, draw_at, trigger, status, snapshot_id, entries_commitment, total_entries,
         draw_timestamp, beacon_plan, target_height, target_time, committed_at, committed_by, void_reason, draw_id, completed_at)
       SELECT d.promotion_id, d.period_key, s.period_start, s.draw_at, d.trigger, 'complete', d.snapshot_id, d.entries_commitment, d.total_entries,
         d.draw_timestamp, CASE WHEN d.beacon_source = 'local-fallback' THEN 'local-fallback' ELSE 'first-block-after' END, d.beacon_height, NULL,
         s.frozen_at, d.drawn_by, NULL, d.id, d.created_at
       FROM competition_draws d JOIN competition_entry_snapshots s ON s.id = d.snapshot_id ORDER BY d.id`,
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('competition_draw_rounds');
    await qr.dropColumn('competition_entry_snapshots', 'published_entries');
  }
}
