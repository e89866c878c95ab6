import type { AdminAuditAction } from '../../contracts/admin-audit';
import type { Db } from '../../db/db';
import type { Actor } from '../caller';
import { UserEntity } from '../auth';
import { AdminAuditEntryEntity } from './admin-audit-entry.entity';

export interface AdminActionInput {
  action: AdminAuditAction;
  /** One line for a person: what happened, naming what was acted on. */
  summary: string;
  target?: { type: string; id: string | number } | null;
  /** Who acted when no admin did (actor.userId is null): 'Scheduler', 'Operator'. */
  system?: string;
}

/**
 * Append one entry to the admin audit log. Pass the transaction's manager of the change it
 * records, so both commit or neither does. The actor's username is read once and kept with the
 * entry (admin acts are rare; the list never joins users to show them).
 */
export async function recordAdminAction(db: Db, actor: Actor, entry: AdminActionInput): Promise<void> {
  const admin = actor.userId === null ? null : await db.getRepository(UserEntity).findOne({ select: { id: true, username: true }, where: { id: actor.userId } });
  await db.getRepository(AdminAuditEntryEntity).insert({
    actorId: admin?.id ?? null,
    actorName: (admin?.username ?? entry.system ?? 'System').slice(0, 100),
    action: entry.action,
    targetType: entry.target?.type.slice(0, 32) ?? null,
    targetId: entry.target ? String(entry.target.id).slice(0, 64) : null,
    summary: entry.summary.slice(0, 500),
    ip: actor.ip?.slice(0, 64) ?? null,
    requestId: actor.requestId,
    createdAt: new Date(),
  });
}
