import { ADMIN_AUDIT_ACTION_LABELS, AUDIT_EXPORT_MAX_ROWS, adminAuditFilterSchema, SYSTEM_ACTOR, type AdminAuditFilter } from '../../contracts/admin-audit';
import { csvDocument } from '../../common/csv';
import { parseInput } from '../../common/validation';
import type { Db } from '../../db/db';
import { actorOf, type Caller } from '../caller';
import { AdminAuditEntryEntity, recordAdminAction } from '../audit';
import { requireAdmin } from '../auth';
import { decodeIdCursor, encodeIdCursor, parsePageArgs, toPage, type Page } from './keyset';

/** The entries matching a filter, newest first (id order is time order: rows are appended). */
function matching(db: Db, f: AdminAuditFilter) {
  const qb = db.getRepository(AdminAuditEntryEntity).createQueryBuilder('a').orderBy('a.id', 'DESC');
  if (f.actorId === SYSTEM_ACTOR) qb.andWhere('a.actorId IS NULL');
  else if (f.actorId) qb.andWhere('a.actorId = :actorId', { actorId: Number(f.actorId) });
  if (f.action) qb.andWhere('a.action = :action', { action: f.action });
  if (f.from) qb.andWhere('a.createdAt >= :from', { from: f.from });
  if (f.to) qb.andWhere('a.createdAt < :to', { to: f.to });
  return qb;
}

const parseFilter = (raw: unknown) => parseInput(adminAuditFilterSchema, raw ?? {});

/** Admin: a page of the admin audit log, keyset-paginated on the id. */
export async function listAdminAudit(ctx: Caller, raw: { filter?: unknown; first?: unknown; after?: unknown }): Promise<Page<AdminAuditEntryEntity>> {
  requireAdmin(ctx);
  const filter = parseFilter(raw.filter);
  const { first, after } = parsePageArgs({ first: raw.first, after: raw.after });
  const qb = matching(ctx.db, filter).limit(first + 1);
  if (after) qb.andWhere('a.id < :after', { after: decodeIdCursor(after) });
  return toPage(await qb.getMany(), first, (e) => encodeIdCursor(e.id));
}

/** Admin: who appears as an actor (admins by id; every act without an admin as one `system` entry). */
export async function adminAuditActors(ctx: Caller): Promise<{ id: string; name: string }[]> {
  requireAdmin(ctx);
  const rows = await ctx.db
    .getRepository(AdminAuditEntryEntity)
    .createQueryBuilder('a')
    .select('a.actorId', 'actorId')
    .addSelect('MAX(a.id)', 'lastId')
    .groupBy('a.actorId')
    .getRawMany<{ actorId: number | null; lastId: number }>();
  // The name each admin had at their latest entry.
  const latest = rows.length ? await ctx.db.getRepository(AdminAuditEntryEntity).createQueryBuilder('a').where('a.id IN (:...ids)', { ids: rows.map((r) => Number(r.lastId)) }).getMany() : [];
  return latest
    .map((e) => (e.actorId === null ? { id: SYSTEM_ACTOR, name: 'System' } : { id: String(e.actorId), name: e.actorName }))
    .sort((a, b) => (a.id === SYSTEM_ACTOR ? 1 : b.id === SYSTEM_ACTOR ? -1 : a.name.localeCompare(b.name)));
}

export const AUDIT_CSV_HEADER = ['Time (UTC)', 'Actor', 'Action', 'Summary', 'Target', 'IP address', 'Request id'];

/**
 * Admin: the filtered log as CSV (newest first, at most AUDIT_EXPORT_MAX_ROWS rows). The export is
 * itself an admin act, recorded with its filter, in the same transaction as the read.
 */
export async function exportAdminAudit(ctx: Caller, rawFilter: unknown): Promise<{ csv: string; rows: number; truncated: boolean }> {
  requireAdmin(ctx);
  const filter = parseFilter(rawFilter);
  return ctx.db.transaction(async (m) => {
    const rows = await matching(m, filter).limit(AUDIT_EXPORT_MAX_ROWS + 1).getMany();
    const shown = rows.slice(0, AUDIT_EXPORT_MAX_ROWS);
    const csv = csvDocument(
      AUDIT_CSV_HEADER,
      shown.map((e) => [e.createdAt.toISOString(), e.actorName, ADMIN_AUDIT_ACTION_LABELS[e.action] ?? e.action, e.summary, e.targetType ? `${e.targetType} ${e.targetId ?? ''}`.trim() : '', e.ip ?? '', e.requestId ?? '']),
    );
    await recordAdminAction(m, actorOf(ctx), { action: 'audit_log_exported', summary: `Exported ${shown.length} audit log ${shown.length === 1 ? 'entry' : 'entries'} as CSV (${describeFilter(filter)})` });
    return { csv, rows: shown.length, truncated: rows.length > AUDIT_EXPORT_MAX_ROWS };
  });
}

/** The filter in words, for the export's own audit entry. */
function describeFilter(f: AdminAuditFilter): string {
  const parts = [
    f.actorId ? `actor ${f.actorId}` : '',
    f.action ? `action ${f.action}` : '',
    f.from ? `from ${f.from.toISOString()}` : '',
    f.to ? `to ${f.to.toISOString()}` : '',
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : 'no filter';
}
