import type { EntityMetadata } from 'typeorm';
import { actorOf, type RequestContext } from '../../graphql/context';
import { recordSecurityEvent } from '../audit/audit.service';
import { requireUser } from '../auth/auth.service';
import { UserEntity } from '../auth/user.entity';
import { avatarUrlOf } from '../auth/user.view';

/** Columns never exported: hashes, encrypted secrets and tokens (they are not the user's data to read). */
const SECRET_COLUMN = /(hash|secret|_enc$|token)/i;

/** Every entity with a user_id column, from the DataSource metadata (tables of every module). */
export const userOwnedEntities = (metas: EntityMetadata[]) => metas.filter((m) => m.columns.some((c) => c.databaseName === 'user_id'));

function plain(meta: EntityMetadata, row: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const col of meta.columns) {
    if (SECRET_COLUMN.test(col.databaseName)) continue;
    const v = col.getEntityValue(row);
    out[col.databaseName] = v instanceof Date ? v.toISOString() : v;
  }
  return out;
}

/**
 * Everything the product holds about the signed-in user: the account row (without secrets) and
 * the user's rows of every table that has a user_id column, found generically so tables added
 * by other modules are included.
 */
export async function exportAccountData(ctx: RequestContext) {
  const user = requireUser(ctx);
  await recordSecurityEvent(ctx.db, actorOf(ctx), { type: 'settings', action: 'Account data exported', severity: 'medium' });
  const tables: Record<string, Record<string, unknown>[]> = {};
  const metas = ctx.db.entityMetadatas;
  const userMeta = ctx.db.getMetadata(UserEntity);
  tables[userMeta.tableName] = [plain(userMeta, (await ctx.db.getRepository(UserEntity).findOneByOrFail({ id: user.id })) as never)];
  for (const meta of userOwnedEntities(metas).sort((a, b) => a.tableName.localeCompare(b.tableName))) {
    const rows = await ctx.db.getRepository(meta.target).createQueryBuilder('t').where('t.user_id = :uid', { uid: user.id }).loadAllRelationIds().getMany();
    tables[meta.tableName] = rows.map((r) => plain(meta, r as Record<string, unknown>));
  }
  return {
    exportedAt: new Date().toISOString(),
    format: 'mawingu-account-export/1',
    user: { id: user.id, username: user.username, email: user.email, avatarUrl: avatarUrlOf(user) },
    tables,
  };
}
