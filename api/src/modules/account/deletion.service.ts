import type { EntityManager, EntityMetadata } from 'typeorm';
import { badInput, conflict } from '../../common/errors';
import type { Caller } from '../caller';
import { recordSecurityEvent } from '../audit';
import { requireSessionUser, UserEntity } from '../auth';
import { journalDoomed, retainedIn, retainedMessage, retainedOnCeph } from '../storage';
import { checkCurrentPassword } from './account.service';
import { removeAvatarFile } from './avatar.service';
import { linkedIds, ruleOf, subjectOf, type Subject } from './data-map-query';
import { requireSecondFactor } from './second-factor';

const CHUNK = 500;

/** A scrub's values keyed by property name (the map speaks database column names). */
function byProperty(meta: EntityMetadata, values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).map(([column, value]) => {
      const col = meta.findColumnWithDatabaseName(column);
      if (!col) throw new Error(`DATA_MAP scrubs ${meta.tableName}.${column}, which does not exist`);
      return [col.propertyName, value];
    }),
  );
}

/**
 * The tables in an order that deletes rows before the rows they point at (an object's parts before
 * the object, objects before their bucket): each table comes before every table its foreign keys
 * reference. A cycle, should one appear, keeps the remaining tables in their given order.
 */
export function deletionOrder(metas: readonly EntityMetadata[]): EntityMetadata[] {
  const pending = new Set(metas);
  const referencedBy = new Map<EntityMetadata, Set<EntityMetadata>>(metas.map((m) => [m, new Set()]));
  for (const m of metas) {
    for (const fk of m.foreignKeys) if (fk.referencedEntityMetadata !== m && referencedBy.has(fk.referencedEntityMetadata)) referencedBy.get(fk.referencedEntityMetadata)!.add(m);
  }
  const order: EntityMetadata[] = [];
  while (pending.size) {
    const next = [...pending].find((m) => [...referencedBy.get(m)!].every((child) => !pending.has(child))) ?? pending.values().next().value!;
    order.push(next);
    pending.delete(next);
  }
  return order;
}

/** The storage blobs named by `column` in the given rows (for their collection). */
async function blobKeysOf(m: EntityManager, meta: EntityMetadata, column: string, ids: unknown[]): Promise<string[]> {
  const pk = meta.primaryColumns[0]!.propertyName;
  const prop = meta.findColumnWithDatabaseName(column)!.propertyName;
  const rows = await m.createQueryBuilder().select(`t.${prop}`, 'k').from(meta.target, 't').where(`t.${pk} IN (:...ids)`, { ids }).getRawMany<{ k: string | null }>();
  return rows.map((r) => r.k).filter((k): k is string => !!k);
}

/** Apply the map's action to the subject's rows of one table. */
async function applyRule(m: EntityManager, meta: EntityMetadata, subject: Subject): Promise<void> {
  const rule = ruleOf(meta);
  if (rule.action === 'retain') return;
  const ids = await linkedIds(m, meta, subject);
  const pk = meta.primaryColumns[0]!.propertyName;
  for (let i = 0; i < ids.length; i += CHUNK) {
    const chunk = ids.slice(i, i + CHUNK);
    if (rule.action === 'delete') {
      if (rule.blobs) await journalDoomed(m, await blobKeysOf(m, meta, rule.blobs, chunk));
      if (rule.blobParts) await journalDoomed(m, (await blobKeysOf(m, meta, rule.blobParts, chunk)).flatMap((json) => (JSON.parse(json) as { blobKey: string }[]).map((p) => p.blobKey)));
      await m.createQueryBuilder().delete().from(meta.target).where(`${pk} IN (:...ids)`, { ids: chunk }).execute();
    } else if (rule.perRow) {
      for (const id of chunk) await m.createQueryBuilder().update(meta.target).set(byProperty(meta, rule.scrub!(subject.id, id))).where(`${pk} = :id`, { id }).execute();
    } else {
      await m.createQueryBuilder().update(meta.target).set(byProperty(meta, rule.scrub!(subject.id, null))).where(`${pk} IN (:...ids)`, { ids: chunk }).execute();
    }
  }
}

/**
 * Delete the signed-in account after type-to-confirm (username), the password and, when 2FA is on,
 * a code. In one transaction, every table is handled as DATA_MAP says (data-map.ts): sessions, keys,
 * settings, tokens, outbox messages… deleted; services stopped; the audit trail, tickets and the user
 * row stripped of personal details; invoices kept for the tax law; buckets and objects deleted, their
 * bytes journalled for the storage plane's sweep. The avatar file goes after the commit.
 */
export async function deleteAccount(ctx: Caller, raw: { password?: unknown; confirmation?: unknown; code?: unknown }) {
  const user = requireSessionUser(ctx);
  if (typeof raw.confirmation !== 'string' || raw.confirmation.trim() !== user.username) {
    throw badInput('Type your username exactly to confirm', 'confirmation');
  }
  await checkCurrentPassword(ctx, user, raw.password, 'password');
  await requireSecondFactor(ctx, user, raw.code);
  // On the Ceph plane RGW keeps the versions and their locks, and its purge of the account would
  // remove them regardless: checked there first (null on the embedded plane, checked below).
  const onRgw = await retainedOnCeph(ctx.db, { userId: user.id });
  if (onRgw) throw conflict(retainedMessage(onRgw, 'account'), 'confirmation');
  const avatar = user.avatarFile;
  const subject = subjectOf(user);
  await ctx.db.transaction(async (m) => {
    // Object lock: versions under retention or a legal hold cannot be deleted before their date, by
    // anyone. Checked under the locks of the user's buckets, which every write takes: a locked
    // version committing right now lands before (and is seen here) or finds its bucket gone.
    const retained = await retainedIn(m, { userId: user.id }, new Date(), { lockBuckets: true });
    if (retained) throw conflict(retainedMessage(retained, 'account'), 'confirmation');
    const users = m.connection.getMetadata(UserEntity);
    for (const meta of deletionOrder(m.connection.entityMetadatas)) if (meta !== users) await applyRule(m, meta, subject);
    await applyRule(m, users, subject);
    await recordSecurityEvent(m, { userId: user.id, ip: null, userAgent: null, requestId: ctx.requestId }, { type: 'account', action: 'Account deleted; personal data removed', severity: 'high' });
  });
  if (avatar) await removeAvatarFile(avatar);
  ctx.cookies.clearSession();
  ctx.cookies.clearTwoFactorChallenge();
  ctx.user = null;
  ctx.session = null;
  return { success: true, message: 'Your account has been deleted.' };
}
