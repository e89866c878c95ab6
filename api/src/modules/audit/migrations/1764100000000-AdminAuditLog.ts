import { MigrationInterface, QueryRunner } from 'typeorm';
import { columns, index, table } from '../../../db/migration-helpers';

/**
 * The admin audit log, apart from the security events. Admin acts recorded before it existed
 * (security events of type admin / competition_draw, whose wording the services wrote) are copied
 * in once, classified by that wording; their actor is the admin who acted (actor_id when the event
 * concerned someone else, else user_id), or the system for the operator's and scheduler's acts.
 */
export class AdminAuditLog1764100000000 implements MigrationInterface {
  name = 'AdminAuditLog1764100000000';

  async up(qr: QueryRunner): Promise<void> {
    const c = columns(qr);
    await qr.createTable(
      table('admin_audit_log', [
        c.id(),
        c.int('actor_id', { isNullable: true }),
        c.str('actor_name', 100),
        c.str('action', 40),
        c.str('target_type', 32, { isNullable: true }),
        c.str('target_id', 64, { isNullable: true }),
        c.str('summary', 500),
        c.str('ip', 64, { isNullable: true }),
        c.str('request_id', 40, { isNullable: true }),
        c.date('created_at'),
      ], [
        index('idx_admin_audit_actor', ['actor_id', 'id']),
        index('idx_admin_audit_action', ['action', 'id']),
        index('idx_admin_audit_time', ['created_at']),
      ]),
    );
    const kind = `CASE
        WHEN e.type = 'admin' AND e.action LIKE 'Promotion %created by admin%' THEN 'promotion_created'
        WHEN e.type = 'admin' AND e.action LIKE 'Promotion %edited by admin%' THEN 'promotion_updated'
        WHEN e.type = 'admin' AND e.action LIKE 'Admin % suspended service%' THEN 'service_suspended'
        WHEN e.type = 'admin' AND e.action LIKE 'Admin % reinstated service%' THEN 'service_reinstated'
        WHEN e.type = 'admin' AND e.action LIKE 'Admin % moved support ticket%' THEN 'support_ticket_updated'
        WHEN e.type = 'admin' AND e.action LIKE 'Existing account promoted to admin%' THEN 'admin_granted'
        WHEN e.type = 'competition_draw' AND e.action LIKE 'Draw % committed%' THEN 'draw_committed'
        WHEN e.type = 'competition_draw' AND e.action LIKE 'Draw % revealed%' THEN 'draw_revealed'
      END`;
    const actor = `CASE WHEN e.action LIKE 'Existing account promoted to admin%' THEN NULL ELSE COALESCE(e.actor_id, e.user_id) END`;
    await qr.query(`
      INSERT INTO admin_audit_log (actor_id, actor_name, action, target_type, target_id, summary, ip, request_id, created_at)
      SELECT k.actor_id, COALESCE(u.username, CASE WHEN k.action = 'admin_granted' THEN 'Operator' ELSE 'Scheduler' END), k.action, NULL, NULL, k.summary, k.ip, k.request_id, k.created_at
      FROM (SELECT e.id, ${kind} AS action, ${actor} AS actor_id, e.action AS summary, e.ip, e.request_id, e.created_at FROM security_events e WHERE e.type IN ('admin', 'competition_draw')) k
      LEFT JOIN users u ON u.id = k.actor_id AND u.user_type = 'admin'
      WHERE k.action IS NOT NULL
      ORDER BY k.id`);
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('admin_audit_log');
  }
}
